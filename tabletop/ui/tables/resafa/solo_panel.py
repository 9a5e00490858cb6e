"""Resafabot's panel in the solo mode: its two solo cards of the last turn side by side
(the flipped card's arrow, the half of the next card it points at highlighted, the
red-outlined action) and its last turn line by line, drawn from a ``DrawContext``."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme

from . import layout
from .art import INK, PAPER, letter_badge
from .draw import DIM, DrawContext
from .words import faces, first_face, main_word

CARD_W = 112
RED = (196, 52, 44)
BOT_STEP = 0.6
"""Seconds between two lines of Resafabot's turn at the normal animation speed."""


class BotTeller:
    """Tells Resafabot's turn step by step: a new turn shows its first line, and one more
    line every ``BOT_STEP`` seconds (times the animation speed; all at once when off)."""

    def __init__(self) -> None:
        self.lines: tuple[str, ...] = ()
        self.shown = 0
        self.clock = 0.0
        self.noted = False

    def note(self, lines: tuple[str, ...], factor: float) -> None:
        """The lines of the last move's Resafabot turn; the ones the table opened on (a
        loaded game's) are all shown at once: only a turn played at the table is told."""
        if lines != self.lines or not self.noted:
            told = factor > 0 and self.noted
            self.lines = lines
            self.shown = min(1, len(lines)) if told else len(lines)
            self.clock = 0.0
            self.noted = True

    def step(self, dt: float, factor: float) -> None:
        if self.shown >= len(self.lines):
            return
        self.clock += dt
        step = BOT_STEP * max(factor, 0.01)
        while self.clock >= step and self.shown < len(self.lines):
            self.clock -= step
            self.shown += 1


def draw_bot_panel(surface: pygame.Surface, c: DrawContext, seat: int, r: pygame.Rect) -> None:
    """The two solo cards at the left, the last turn's lines at the right."""
    cards = facts.solo_cards(c.view)
    canals = facts.stock(c.view).canals_by_seat[seat]
    top = r.y + layout.SIZES["head"] + 6
    pitch = layout.SIZES["line"]
    x = r.x + 8
    h = r.bottom - top - 8
    if cards is not None:
        left = pygame.Rect(x, top, CARD_W, h)
        right = pygame.Rect(left.right + 8, top, CARD_W, h)
        _left_card(surface, c, cards, left)
        _right_card(surface, c, cards, right)
        x = right.right + 10
    w = r.right - x - 8
    deck = f" · solo deck {cards.deck}" if cards is not None else " · no solo card flipped yet"
    head = f"Canal tiles built {canals}{deck}"
    c.text.blit(surface, c.text.fit(head, w, 13), (x, top), 13, DIM)
    c.tips.append((pygame.Rect(r.x, r.y, r.w, 22), facts.solo_standing(c.view) + "."))
    lines = facts.bot_plain_turn(c.view)  # the cards beside them say why
    if c.bot_shown >= 0:
        lines = lines[: c.bot_shown]  # its turn told step by step
    y = top + pitch + 2
    if not lines:
        c.text.blit(surface, waiting_words(c.view), (x, y), 13, theme.TEXT)
    rows: list[str] = []
    for line in lines:
        wrapped = c.text.wrap(line.removeprefix(facts.bot_name() + " "), w - 10, 13)
        rows += ["· " + wrapped[0]] + ["  " + more for more in wrapped[1:]]
    first = y
    for row in rows[-max(1, (r.bottom - y - 4) // pitch) :]:
        c.text.blit(surface, c.text.fit(row, w, 13), (x, y), 13, theme.TEXT)
        y += pitch
    if lines:
        area = pygame.Rect(x, first, w, y - first)
        c.tips.append((area, "Resafabot's last turn: " + "; ".join(lines) + "."))


def waiting_words(view) -> str:
    """The panel's line while Resafabot has no turn to tell: when its next turn comes."""
    if facts.bot_starts(view) and facts.turn(view).setup:
        return "It plays first, once you have set up."
    return "Its turn comes after yours."


def _left_card(surface, c: DrawContext, cards, rect: pygame.Rect) -> None:
    """The flipped card (its left face): the arrow and the colour icon."""
    pygame.draw.rect(surface, PAPER, rect, border_radius=6)
    c.text.blit(surface, "flipped", (rect.centerx, rect.y + 3), 12, INK, True, "midtop")
    up = cards.half == 0
    arrow = pygame.Rect(rect.x + 6, rect.y + 22, rect.w - 12, 36)
    pygame.draw.rect(surface, theme.ACCENT, arrow, border_radius=5)
    words = "▲ upper →" if up else "▼ lower →"
    c.text.blit(surface, words, arrow.center, 15, INK, True, "center")
    colour = pygame.Rect(rect.x + 6, arrow.bottom + 6, rect.w - 12, 18)
    for i, row in enumerate(c.text.wrap(cards.icon + " of that colour", colour.w, 12)[:3]):
        c.text.blit(surface, row, (colour.x, colour.y + i * 15), 12, INK)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=6)
    c.tips.append((rect, "Resafabot's flipped solo card: " + "; ".join(cards.left_lines) + "."))


def _right_card(surface, c: DrawContext, cards, rect: pygame.Rect) -> None:
    """The next card (its right face): the upper and lower halves, the arrowed one
    highlighted, and the red-outlined action."""
    pygame.draw.rect(surface, PAPER, rect, border_radius=6)
    body = rect.h - 22
    for i, (action, colour) in enumerate(cards.halves):
        half = pygame.Rect(rect.x + 4, rect.y + 4 + i * body // 2, rect.w - 8, body // 2 - 6)
        chosen = i == cards.half
        if chosen:
            pygame.draw.rect(surface, theme.ACCENT, half.inflate(4, 4), border_radius=5)
        pygame.draw.rect(surface, (236, 226, 204), half, border_radius=4)
        letter_badge(surface, c.text, colour, pygame.Rect(half.x + 3, half.y + 3, 18, 18))
        c.text.blit(surface, ("upper", "lower")[i], (half.x + 25, half.y + 4), 12, DIM)
        face = [(13, True)] if chosen else [(13, False)]  # the whole name, else smaller
        tried = face + [f for f in faces(c.text, 12, bold=chosen) if f[0] < 13]
        name, size, bold = main_word(c.text, action, half.w - 8, tried)
        name = c.text.fit(name, half.w - 8, size, bold)
        c.text.blit(surface, name, (half.x + 4, half.y + 23), size, INK, bold)
    red = f"red: {cards.red}"
    tried = faces(c.text, 12)
    found = first_face(c.text, red, rect.w - 8, tried)
    if found is None:  # the action alone, outlined in red as on the card (the tooltip says it)
        red = cards.red
        found = first_face(c.text, red, rect.w - 12, tried)
        font, bold = found or tried[-1]
        red = c.text.fit(red, rect.w - 12, font, bold)
        at = c.text.blit(surface, red, (rect.x + 6, rect.bottom - 4), font, RED, bold, "bottomleft")
        pygame.draw.rect(surface, RED, at.inflate(4, 2), 1, border_radius=3)
    else:
        font, bold = found
        c.text.blit(surface, red, (rect.x + 4, rect.bottom - 3), font, RED, bold, "bottomleft")
    pygame.draw.rect(surface, INK, rect, 1, border_radius=6)
    c.tips.append(
        (
            rect,
            "The solo card under it: "
            + "; ".join(cards.right_lines)
            + f". The arrow chose {cards.action} ({cards.colour}); Resafabot takes {cards.main}.",
        )
    )
