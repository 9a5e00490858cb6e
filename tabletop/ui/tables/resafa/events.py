"""The Resafa table's board events (a part of the table, mixed in before ``TableScene``):
R and F turn the piece held, the pointer's moves (the caravan passing over Resafa, the
hover tips), and the clicks on lit places, chips, the magnifiers, the set-up workshops and
the other players' panels. Which place plays which move comes from ``clicks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.resafa import facts
from tabletop.ui.tables.base import TableScene

from . import layout, pieces
from .area import geometry, shown_workshops

if TYPE_CHECKING:  # the mixin is typed as the table it is mixed into
    _Table = TableScene
else:
    _Table = object


class BoardEvents(_Table):
    """``handle_board_event`` and what it needs: the table's settings for the piece held
    (``turned``, ``rot``, ``back``, ``vertical``, ``face``, ``via``) change here."""

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_f):
            self._turn(event.key == pygame.K_r)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return
        if not hasattr(event, "pos") or getattr(event, "button", 1) != 1:
            return
        if self.match.state is not self._before or self.zoom.part:
            self._pressed = None  # a drop played a move, or the focus view covers the board
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self._clickable_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed == self._clickable_at(event.pos):
                self._click(pressed)

    def _motion(self, pos) -> None:
        held = self.drag.held
        if held is not None and held.key == ("camel",) and not self.via:
            hub = layout.centre_rect(facts.HUB)
            if self.zoom.part:  # carried in the focus view: Resafa where the view shows it
                hub = dict(self.zoom.spots).get(("centre", facts.HUB), pygame.Rect(0, 0, 0, 0))
            if hub.collidepoint(pos):
                self.via = True
                self.relight()
        self.tip = None
        if held is None:
            for rect, words in reversed(self.tips):
                if rect.collidepoint(pos):
                    self.tip = words
                    break

    def _turn(self, r_key: bool) -> None:
        held = self.drag.held
        kind = held.key[0] if held is not None else ""
        if kind == "hand" and r_key:
            self.turned = not self.turned
        elif kind == "shop":
            if r_key:
                self.rot = (self.rot + 1) % 4
            else:
                self.back = not self.back
        elif kind == "garden" and r_key:
            self.vertical = not self.vertical
        elif kind == "canal" and not r_key:
            self.face = 1 - self.face
        elif kind == "camel" and r_key:
            self.via = not self.via
        else:
            return
        pieces.refresh_held(self)
        self.relight()

    def _clickable_at(self, pos) -> Any:
        for part, rect in layout.zoom_rects().items():
            if rect.collidepoint(pos):
                return ("zoom", part)
        for chip, action in self.choices + self.chips:
            if chip.rect.collidepoint(pos):
                return ("chip", chip.key, action)
        if self.view.phase == "setup" and self.my_turn():
            p = self.view.players[self.eyes]
            geom = geometry(p)
            for i, w in enumerate(shown_workshops(p)[:2]):
                if layout.grid_cell(geom, w.x, w.y).collidepoint(pos):
                    return ("turn", i)
        for click in self.clicks:
            if click.rect.collidepoint(pos):
                return ("click", click.key, click.action)
        if self.focus != self.eyes and layout.back_rect().collidepoint(pos):
            return ("focus", self.eyes)
        others = [s for s in range(len(self.view.players)) if s != self.focus]
        for seat, rect in zip(others, layout.panel_rects(len(others))):
            if rect.collidepoint(pos):
                return ("focus", seat)
        return None

    def _click(self, pressed: tuple) -> None:
        kind = pressed[0]
        if kind == "zoom":
            self.open_focus(pressed[1])
        elif kind == "focus":
            self.focus = pressed[1]
            self.drag.cancel()
            self.invalidate()
        elif kind == "turn":
            self.setup_rots[pressed[1]] = (self.setup_rots[pressed[1]] + 1) % 4
            self.invalidate()
        elif kind == "chip":
            key, action = pressed[1], pressed[2]
            if key[0] == "close":
                self.opened = ""
                self.invalidate()
            elif key[0] in ("less", "more"):
                box = key[1]
                self.qty[box] = max(1, self.qty.get(box, 1) + (1 if key[0] == "more" else -1))
                self.invalidate()
            elif action is not None:
                self.try_play(action)
        elif kind == "click" and pressed[2] is not None:
            self.try_play(pressed[2])
        elif kind == "click":  # a card with a choice: list its options
            self.opened = pressed[1][1]
            self.invalidate()
