"""Drag and drop on a table: picking up a piece (press or click), carrying it, dropping
it on a lit target (one move, or a table-only change such as stacking), and the snap back
when it lands nowhere. A part held by ``TableScene`` (``table.carry``): it knows the
table only through ``DragHost``."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.engine.actions import Action

from ..drag import DragController, Lit, Piece, Target
from ..tween import Tweens
from ..widgets import Toast


class DragHost(Protocol):
    """What the drag part needs of its table."""

    @property
    def view(self) -> Any: ...

    def piece_at(self, pos: tuple[int, int]) -> Piece | None: ...

    def targets(self, view: Any, piece: Piece) -> list[Target]: ...

    def check(self, action: Action) -> str | None: ...

    def try_play(self, action: Action, confirmed: bool = False) -> bool: ...

    def invalidate(self) -> None: ...


class DragPart:
    """The mouse gestures of a table: press, carry, drop, snap back."""

    def __init__(
        self, host: DragHost, drag: DragController, tweens: Tweens, toast: Toast, services: Any
    ):
        self.host = host
        self.drag = drag
        self.tweens = tweens
        self.toast = toast
        self.services = services

    def handle(self, event: pygame.event.Event) -> None:
        drag, host = self.drag, self.host
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if drag.held is not None and drag.selected:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self.drop(lit)
                    return
                drag.cancel()
            piece = host.piece_at(event.pos)
            if piece is not None:
                drag.pick(piece, host.targets(host.view, piece), event.pos)
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
                    self.drop(lit)
                else:
                    self.snap_back()
            else:
                drag.selected = True  # a click: the piece waits for a placing click

    def relight(self) -> None:
        """Ask again which targets the held piece may go to (after R/F or Shift)."""
        held, host = self.drag.held, self.host
        if held is not None:
            self.drag.lit = [
                Lit(t, t.reason if t.action is None else host.check(t.action))
                for t in host.targets(host.view, held)
            ]

    def drop(self, lit: Lit) -> None:
        if lit.reason is not None:
            self.toast.show(lit.reason, good=False)
            self.snap_back()
            return
        target = lit.target
        self.drag.cancel()
        if target.action is None:
            if target.on_drop is not None:
                target.on_drop()
                self.host.invalidate()
            return
        self.host.try_play(target.action)

    def snap_back(self) -> None:
        """The held piece glides home from where it was let go. A piece carried at
        another size than it rests at (``Piece.home``) lands centred on its place, never
        hanging off its corner. The frame after the glide must be drawn (a table's
        ``redraw_key`` says whether the table's tweens are busy) or the glide's last
        picture stays on the screen."""
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
            end = rect.copy()
            end.center = piece.rest.center
            self.tweens.add(piece.surface, rect.topleft, end.topleft, 0.25 * speed)
        self.drag.cancel()
