"""A table for the test-only Pebbles game: hand cards are dragged onto your pile."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene
from tabletop.ui.widgets import CardFace, draw_panel
from tests.toygame import Play

CARD = (90, 130)


class PebblesTable(TableScene):
    def __init__(self, ctx, match, autosave=True):
        super().__init__(ctx, match, autosave)
        self.faces = CardFace(self.services.text)

    def hand_rects(self, view):
        hand = view.hands[self.eyes]
        return [pygame.Rect(80 + i * 110, BOARD.bottom - 180, *CARD) for i in range(len(hand))]

    def pile_rect(self, seat):
        return pygame.Rect(80 + seat * 280, 200, 240, 200)

    def draw_board(self, surface, view):
        draw_panel(surface, BOARD.inflate(-20, -20), fill=theme.FELT)
        text = self.services.text
        for seat in range(view.players):
            rect = self.pile_rect(seat)
            draw_panel(surface, rect, fill=theme.PANEL)
            name = self.match.config.seats[seat].name
            text.blit(
                surface, f"{name}'s pile: {sum(view.piles[seat])}", (rect.x + 10, rect.y + 10), 18
            )
        for card, rect in zip(view.hands[self.eyes], self.hand_rects(view)):
            if (
                self.drag.held is None
                or self.drag.held.key != ("hand", card)
                or not self.drag.dragging
            ):
                surface.blit(
                    self.faces.get(CARD, "Pebble", (58, 116, 216), "square", str(card)), rect
                )

    def pieces(self, view):
        return [
            Piece(
                ("hand", card),
                rect,
                self.faces.get(CARD, "Pebble", (58, 116, 216), "square", str(card)),
                f"card {card}",
            )
            for card, rect in zip(view.hands[self.eyes], self.hand_rects(view))
        ]

    def targets(self, view, piece):
        card = piece.key[1]
        out = []
        for seat in range(view.players):
            if seat == self.eyes:
                out.append(Target(("pile", seat), self.pile_rect(seat), Play(card)))
            else:
                out.append(
                    Target(
                        ("pile", seat), self.pile_rect(seat), None, "You play onto your own pile."
                    )
                )
        return out

    def status_text(self, view):
        return f"Deck: {len(view.deck)} cards"


TABLE = PebblesTable
