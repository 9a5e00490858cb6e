"""A table's frame in two parts, so that a drag redraws only what moves (``App.draw``).

The still part is everything but what follows the pointer: the board, the marks of the
last moves, the held piece's legal targets, the sidebar and the buttons. The moving part
is the hovered target's outline, the held piece, a table's pointer overlay (a hover tip),
the hover reason, the toast and a dialog. While ``still_key()`` stays the same the loop
keeps a copy of the still picture, puts back the rectangles the moving part covered in the
last frame and draws only the moving part again.

A table opts in with ``board_key()``: a cheap value that changes whenever what
``draw_board`` draws changes (its cached layer's key, what it hides while a piece is
held); ``None`` (the default) keeps every frame whole. Something that follows the pointer
on the board belongs in ``draw_board_moving``, not in ``draw_board``. A part held by
``TableScene`` (``table.frames``), knowing the table only through ``FrameHost``; the
table's ``still_key``/``draw_still``/``draw_moving`` delegate to it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from .. import theme
from ..scene import StillParts

BOARD = pygame.Rect(0, 64, 1236, 836)
BANNER_PART = pygame.Rect(0, 0, 1600, 60)
BOARD_PART = pygame.Rect(0, 60, 1240, 840)
COLUMN_PART = pygame.Rect(1240, 60, 360, 840)
"""The still picture's parts (they meet in the background between banner, board and
sidebar): when only some change, only they are copied and scaled again."""
SIDEBAR = pygame.Rect(1244, 64, 348, 828)
"""The column on the right: players and scores, move buttons, log, commands."""


class FrameHost(Protocol):
    """What the frames part reads of its table (it only reads)."""

    drag: Any
    dialog: Any
    sidebar: Any
    services: Any
    mouse: tuple[int, int]
    toast: Any
    tweens: Any
    story: Any
    position: Any
    commands: Any

    @property
    def buttons(self) -> list: ...

    def board_key(self) -> object | None: ...

    def draw_board(self, surface: pygame.Surface, view: Any) -> None: ...

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]: ...

    def redraw_key(self) -> object: ...

    def _describe(self, action: Any) -> str: ...


class TableFrames:
    """``still_key``, ``draw_still`` and ``draw_moving`` of a table."""

    def __init__(self, host: FrameHost):
        self.host = host

    # --- the two parts --------------------------------------------------------------------
    def still_key(self) -> StillParts | None:
        """The parts of the still picture, each with everything it shows: the board, the
        banner and the column on the right; ``None`` while a dialog is open or when the
        table does not say what its board shows."""
        host = self.host
        if host.dialog is not None:
            return None
        board = host.board_key()
        if board is None:
            return None
        drag, sidebar = host.drag, host.sidebar
        services = host.services
        log = sidebar.log  # the full text of a cut line under the pointer: drawn whole
        common = (
            host.redraw_key(),
            log.mouse if log.mouse is not None and log.rect.collidepoint(log.mouse) else None,
            id(services.text),
            id(services.icons),
            services.settings,
        )
        on_board = (
            board,
            host.story.glide.entry,  # its mark waits for the chip
            drag.held,
            drag.dragging,
            drag.selected,
            id(drag.lit),
        )
        column = (
            drag.held is not None,  # "What happened" (over the move log) hides meanwhile
            tuple((b.hover, b.enabled, b.label) for b in host.buttons),
            tuple((b.hover, b.enabled, b.label) for b in sidebar.moves.buttons),
            sidebar.info,
            sidebar.moves.page,
            log.scroll,
        )
        return (
            (BOARD_PART, common + on_board),
            (BANNER_PART, common + (sidebar.info,)),
            (COLUMN_PART, common + column),
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        host = self.host
        surface.fill(theme.BG)
        text, icons = host.services.text, host.services.icons
        host.draw_board(surface, host.position.view)
        host.story.draw_marks(surface)
        host.drag.draw_targets(surface, host.mouse, hovered=False)
        host.sidebar.draw(surface, text, icons)
        for button in host.buttons:
            button.draw(surface, text, icons)
        host.story.draw_panel(surface, text, host.drag.held is not None)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        host = self.host
        text = host.services.text
        drag = host.drag
        drawn = [drag.draw_hovered(surface, host.mouse), drag.draw_held(surface)]
        rects = [rect for rect in drawn if rect is not None]
        rects += host.tweens.draw(surface) + host.story.draw_glide(surface)
        rects += host.draw_board_moving(surface)
        rects += host.commands.draw_hint(surface)  # the hint's outlines (``hint.py``)
        # drawn last so the sidebar never covers it
        reason = drag.draw_hover_reason(surface, text, host.mouse, host._describe)
        toast = host.toast.draw(surface, text, self.toast_at())
        rects += [rect for rect in (reason, toast) if rect is not None]
        if host.dialog is not None:
            host.dialog.draw(surface, text, host.services.icons)
            rects.append(surface.get_rect())
        return rects

    def toast_at(self) -> tuple[int, int]:
        """Where a message (a hint, a refusal) stands, its bottom's middle: low on the
        board, or high where low it would cover more of what the player may pick up
        now (Indian Summer's path: the hint names a tile there)."""
        host = self.host
        low = (BOARD.centerx, BOARD.bottom - 12)
        rect = host.toast.rect(host.services.text, low)
        if rect is None:
            return low
        high = (BOARD.centerx, BOARD.top + 12 + rect.h)
        pieces = host.position.pieces

        def covered(at: tuple[int, int]) -> int:
            box = rect.move(0, at[1] - low[1])
            return sum(box.clip(p.rect).w * box.clip(p.rect).h for p in pieces)

        return high if covered(high) < covered(low) else low
