"""The Resafa table's board events (a part the table holds, ``table.board_events``, and
calls from its ``handle_board_event``):
R and F turn the piece held, the pointer's moves (the caravan passing over Resafa, the
hover tips), and the clicks on lit places, chips, the magnifiers, the set-up workshops and
the other players' panels. Which place plays which move comes from ``clicks.py``."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.games.resafa import facts
from tabletop.ui.drag import DragController
from tabletop.ui.tables.position import Position

from . import layout
from .area import geometry, shown_workshops
from .choice import TableChoice
from .draw import piece_key
from .focus import FocusControl
from .look import Look, Offer


class BoardHost(Protocol):
    """What the board's events read and change on the Resafa table."""

    choice: TableChoice
    look: Look
    offer: Offer
    drag: DragController
    focusing: FocusControl

    def relight(self) -> None: ...

    def invalidate(self) -> None: ...

    def refresh_held(self) -> None: ...

    def try_play(self, action: Any, confirmed: bool = False) -> bool: ...


class BoardEvents:
    """``handle_board_event`` and what it needs: the table's choices for the piece held
    (``turned``, ``rot``, ``back``, ``vertical``, ``face``, ``via``) change here."""

    def __init__(self, table: BoardHost):
        self.table = table  # the Resafa table: the choices and places it changes
        self._pressed: Any = None  # what a press went down on (a click is press + release)
        self.before: Any = None
        """The state before the event went to the drag (a drop may have played a move)."""

    def handle(self, event: pygame.event.Event, now: Position | None) -> None:
        """``now``: the position the event lands on, ``None`` when a drop just played a
        move (a press then starts afresh)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_f):
            self._turn(event.key == pygame.K_r)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return
        if not hasattr(event, "pos") or getattr(event, "button", 1) != 1:
            return
        if now is None or self.table.focusing.view.part:
            self._pressed = None  # a drop played a move, or the focus view covers the board
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self._clickable_at(event.pos, now)
        elif event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed == self._clickable_at(event.pos, now):
                self._click(pressed)

    def _motion(self, pos) -> None:
        held = self.table.drag.held
        choice, look = self.table.choice, self.table.look
        if held is not None and held.key == ("camel",) and not choice.via:
            hub = layout.centre_rect(facts.HUB)
            if (
                self.table.focusing.view.part
            ):  # carried in the focus view: Resafa where the view shows it
                hub = dict(self.table.focusing.view.spots).get(
                    ("centre", facts.HUB), pygame.Rect(0, 0, 0, 0)
                )
            if hub.collidepoint(pos):
                choice.via = True
                self.table.relight()
        look.tip = None
        if held is None:
            for rect, words in reversed(look.tips):
                if rect.collidepoint(pos):
                    look.tip = words
                    break

    def _turn(self, r_key: bool) -> None:
        held = self.table.drag.held
        key = piece_key(held) if held is not None else ()
        kind = key[0] if key else ""
        choice = self.table.choice
        if kind == "hand" and r_key:
            choice.turned = not choice.turned
        elif kind == "shop":
            if r_key:
                choice.rot = (choice.rot + 1) % 4
            else:
                choice.back = not choice.back
        elif kind == "garden" and r_key:
            choice.vertical = not choice.vertical
        elif kind == "canal" and not r_key:
            choice.face = 1 - choice.face
        elif kind == "camel" and r_key:
            choice.via = not choice.via
        else:
            return
        self.table.refresh_held()
        self.table.relight()

    def _clickable_at(self, pos, now: Position) -> Any:
        for part, rect in layout.zoom_rects().items():
            if rect.collidepoint(pos):
                return ("zoom", part)
        for chip, action in self.table.offer.choices + self.table.offer.chips:
            if chip.rect.collidepoint(pos):
                return ("chip", chip.key, action)
        if facts.turn(now.view).setup and now.my_turn:
            p = facts.seat(now.view, now.eyes)
            geom = geometry(p)
            for i, w in enumerate(shown_workshops(p)[:2]):
                if layout.grid_cell(geom, w.x, w.y).collidepoint(pos):
                    return ("turn", i)
        for click in self.table.offer.clicks:
            if click.rect.collidepoint(pos):
                return ("click", click.key, click.action)
        if self.table.choice.focus != now.eyes and layout.back_rect().collidepoint(pos):
            return ("focus", now.eyes)
        others = [s for s in range(facts.seat_count(now.view)) if s != self.table.choice.focus]
        for seat, rect in zip(others, layout.panel_rects(len(others))):
            if rect.collidepoint(pos):
                return ("focus", seat)
        return None

    def _click(self, pressed: tuple) -> None:
        kind = pressed[0]
        if kind == "zoom":
            self.table.focusing.open(pressed[1])
        elif kind == "focus":
            self.table.choice.focus = pressed[1]
            self.table.drag.cancel()
            self.table.invalidate()
        elif kind == "turn":
            self.table.choice.setup_rots[pressed[1]] = (
                self.table.choice.setup_rots[pressed[1]] + 1
            ) % 4
            self.table.invalidate()
        elif kind == "chip":
            key, action = pressed[1], pressed[2]
            if key[0] == "close":
                self.table.choice.opened = ""
                self.table.invalidate()
            elif key[0] in ("less", "more"):
                box = key[1]
                self.table.choice.qty[box] = max(
                    1, self.table.choice.qty.get(box, 1) + (1 if key[0] == "more" else -1)
                )
                self.table.invalidate()
            elif action is not None:
                self.table.try_play(action)
        elif kind == "click" and pressed[2] is not None:
            self.table.try_play(pressed[2])
        elif kind == "click":  # a card with a choice: list its options
            self.table.choice.opened = pressed[1][1]
            self.table.invalidate()
