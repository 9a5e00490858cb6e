"""Drag and drop on a table: picking up a piece (press or click), carrying it, dropping
it on a lit target (one move, or a table-only change such as stacking), and the snap back
when it lands nowhere. A part of ``TableScene`` (a mixin over the attributes it sets:
``drag``, ``tweens``, ``toast``, ``services``, ``_pieces``, and its ``view``,
``targets``, ``check``, ``try_play``, ``invalidate`` and ``refresh``)."""

from __future__ import annotations

from typing import Any

import pygame

from ..drag import DragController, Lit, Piece
from ..tween import Tweens
from ..widgets import Toast


class DragHandling:
    """The mouse gestures of a table: press, carry, drop, snap back."""

    drag: DragController
    tweens: Tweens
    toast: Toast
    services: Any
    _pieces: list[Piece]
    view: Any

    def _handle_drag(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if drag.held is not None and drag.selected:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self._drop(lit)
                    return
                drag.cancel()
            piece = self.piece_at(event.pos)
            if piece is not None:
                drag.pick(piece, self.targets(self.view, piece), event.pos)
        elif event.type == pygame.MOUSEMOTION and drag.held is not None:
            drag.move(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and drag.held is not None
            and not drag.selected
        ):
            drag.move(event.pos)
            if drag.dragging:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self._drop(lit)
                else:
                    self._snap_back()
            else:
                drag.selected = True  # a click: the piece waits for a placing click

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        self.refresh()
        for piece in reversed(self._pieces):
            if piece.rect.collidepoint(pos):
                return piece
        return None

    def relight(self) -> None:
        """Ask again which targets the held piece may go to (after R/F or Shift)."""
        held = self.drag.held
        if held is not None:
            self.drag.lit = [
                Lit(t, t.reason if t.action is None else self.check(t.action))
                for t in self.targets(self.view, held)
            ]

    def _drop(self, lit: Lit) -> None:
        if lit.reason is not None:
            self.toast.show(lit.reason, good=False)
            self._snap_back()
            return
        target = lit.target
        self.drag.cancel()
        if target.action is None:
            if target.on_drop is not None:
                target.on_drop()
                self.invalidate()
            return
        self.try_play(target.action)

    def _snap_back(self) -> None:
        rect = self.drag.drag_rect()
        piece = self.drag.held
        if (
            piece is not None
            and piece.surface is not None
            and piece.draw_held
            and rect is not None
            and self.drag.dragging
        ):
            speed = self.services.settings.animation_factor
            self.tweens.add(piece.surface, rect.topleft, piece.rest.topleft, 0.25 * speed)
        self.drag.cancel()
