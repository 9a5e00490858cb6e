"""The Resafa table's board events (a part the table holds, ``table.board_events``, and
calls from its ``handle_board_event``):
R and F turn the piece held, the pointer's moves (the caravan passing over Resafa, the
hover tips), and the clicks on lit places, chips, the magnifiers, the set-up workshops and
the other players' panels. Which place plays which move comes from ``clicks.py``."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.resafa import facts

from . import layout, pieces
from .area import geometry, shown_workshops


class BoardEvents:
    """``handle_board_event`` and what it needs: the table's settings for the piece held
    (``turned``, ``rot``, ``back``, ``vertical``, ``face``, ``via``) change here."""

    def __init__(self, table: Any):
        self.table = table  # the Resafa table: the settings and places it changes
        self._pressed: Any = None  # what a press went down on (a click is press + release)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_f):
            self._turn(event.key == pygame.K_r)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return
        if not hasattr(event, "pos") or getattr(event, "button", 1) != 1:
            return
        if self.table.match.state is not self.table._before or self.table.zoom.part:
            self._pressed = None  # a drop played a move, or the focus view covers the board
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self._clickable_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed == self._clickable_at(event.pos):
                self._click(pressed)

    def _motion(self, pos) -> None:
        held = self.table.drag.held
        if held is not None and held.key == ("camel",) and not self.table.via:
            hub = layout.centre_rect(facts.HUB)
            if self.table.zoom.part:  # carried in the focus view: Resafa where the view shows it
                hub = dict(self.table.zoom.spots).get(
                    ("centre", facts.HUB), pygame.Rect(0, 0, 0, 0)
                )
            if hub.collidepoint(pos):
                self.table.via = True
                self.table.relight()
        self.table.tip = None
        if held is None:
            for rect, words in reversed(self.table.tips):
                if rect.collidepoint(pos):
                    self.table.tip = words
                    break

    def _turn(self, r_key: bool) -> None:
        held = self.table.drag.held
        kind = held.key[0] if held is not None else ""
        if kind == "hand" and r_key:
            self.table.turned = not self.table.turned
        elif kind == "shop":
            if r_key:
                self.table.rot = (self.table.rot + 1) % 4
            else:
                self.table.back = not self.table.back
        elif kind == "garden" and r_key:
            self.table.vertical = not self.table.vertical
        elif kind == "canal" and not r_key:
            self.table.face = 1 - self.table.face
        elif kind == "camel" and r_key:
            self.table.via = not self.table.via
        else:
            return
        pieces.refresh_held(self.table)
        self.table.relight()

    def _clickable_at(self, pos) -> Any:
        for part, rect in layout.zoom_rects().items():
            if rect.collidepoint(pos):
                return ("zoom", part)
        for chip, action in self.table.choices + self.table.chips:
            if chip.rect.collidepoint(pos):
                return ("chip", chip.key, action)
        if self.table.view.phase == "setup" and self.table.my_turn():
            p = self.table.view.players[self.table.eyes]
            geom = geometry(p)
            for i, w in enumerate(shown_workshops(p)[:2]):
                if layout.grid_cell(geom, w.x, w.y).collidepoint(pos):
                    return ("turn", i)
        for click in self.table.clicks:
            if click.rect.collidepoint(pos):
                return ("click", click.key, click.action)
        if self.table.focus != self.table.eyes and layout.back_rect().collidepoint(pos):
            return ("focus", self.table.eyes)
        others = [s for s in range(len(self.table.view.players)) if s != self.table.focus]
        for seat, rect in zip(others, layout.panel_rects(len(others))):
            if rect.collidepoint(pos):
                return ("focus", seat)
        return None

    def _click(self, pressed: tuple) -> None:
        kind = pressed[0]
        if kind == "zoom":
            self.table.focusing.open(pressed[1])
        elif kind == "focus":
            self.table.focus = pressed[1]
            self.table.drag.cancel()
            self.table.invalidate()
        elif kind == "turn":
            self.table.setup_rots[pressed[1]] = (self.table.setup_rots[pressed[1]] + 1) % 4
            self.table.invalidate()
        elif kind == "chip":
            key, action = pressed[1], pressed[2]
            if key[0] == "close":
                self.table.opened = ""
                self.table.invalidate()
            elif key[0] in ("less", "more"):
                box = key[1]
                self.table.qty[box] = max(
                    1, self.table.qty.get(box, 1) + (1 if key[0] == "more" else -1)
                )
                self.table.invalidate()
            elif action is not None:
                self.table.try_play(action)
        elif kind == "click" and pressed[2] is not None:
            self.table.try_play(pressed[2])
        elif kind == "click":  # a card with a choice: list its options
            self.table.opened = pressed[1][1]
            self.table.invalidate()
