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
on the board belongs in ``draw_board_moving``, not in ``draw_board``. A part of
``TableScene`` (a mixin over the attributes it sets).
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme

BOARD = pygame.Rect(0, 64, 1236, 836)
BANNER_PART = pygame.Rect(0, 0, 1600, 60)
BOARD_PART = pygame.Rect(0, 60, 1240, 840)
COLUMN_PART = pygame.Rect(1240, 60, 360, 840)
"""The still picture's parts (they meet in the background between banner, board and
sidebar): when only some change, only they are copied and scaled again."""


class TableFrames:
    """``still_key``, ``draw_still`` and ``draw_moving`` of a table."""

    drag: Any
    dialog: Any
    sidebar: Any
    buttons: list
    services: Any
    mouse: tuple[int, int]
    toast: Any
    _view: Any
    _pieces: list

    # --- hooks for game tables ----------------------------------------------------------
    def board_key(self) -> object | None:
        """What ``draw_board`` shows now, as a cheap comparable value; ``None`` (the
        default): unknown, every frame is drawn whole."""
        return None

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What follows the pointer on the board (a hover tip): drawn over the still
        picture every frame; the rectangles it covers (only reads)."""
        return []

    # --- the two parts --------------------------------------------------------------------
    def still_key(self) -> tuple | None:
        """The parts of the still picture, each with everything it shows: the board, the
        banner and the column on the right; ``None`` while a dialog is open, when the
        table does not say what its board shows or when ``draw`` is not this one."""
        if self.dialog is not None or type(self).draw is not TableFrames.draw:
            return None  # a scene built on a table that draws its own way (the replay)
        board = self.board_key()
        if board is None:
            return None
        drag, sidebar = self.drag, self.sidebar
        services = self.services
        log = sidebar.log  # the full text of a cut line under the pointer: drawn whole
        common = (
            self.redraw_key(),
            log.mouse if log.mouse is not None and log.rect.collidepoint(log.mouse) else None,
            id(services.text),
            id(services.icons),
            services.settings,
        )
        on_board = (
            board,
            self.story.glide.entry,  # its mark waits for the chip
            drag.held,
            drag.dragging,
            drag.selected,
            id(drag.lit),
        )
        column = (
            drag.held is not None,  # "What happened" (over the move log) hides meanwhile
            tuple((b.hover, b.enabled, b.label) for b in self.buttons),
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
        surface.fill(theme.BG)
        text, icons = self.services.text, self.services.icons
        self.draw_board(surface, self._view)
        self.story.draw_marks(surface)
        self.drag.draw_targets(surface, self.mouse, hovered=False)
        self.sidebar.draw(surface, text, icons)
        for button in self.buttons:
            button.draw(surface, text, icons)
        self.story.draw_panel(surface, text, self.drag.held is not None)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        text = self.services.text
        drag = self.drag
        drawn = [drag.draw_hovered(surface, self.mouse), drag.draw_held(surface)]
        rects = [rect for rect in drawn if rect is not None]
        rects += self.tweens.draw(surface) + self.story.draw_glide(surface)
        rects += self.draw_board_moving(surface)
        # drawn last so the sidebar never covers it
        reason = drag.draw_hover_reason(surface, text, self.mouse, self._describe)
        toast = self.toast.draw(surface, text, self.toast_at())
        rects += [rect for rect in (reason, toast) if rect is not None]
        if self.dialog is not None:
            self.dialog.draw(surface, text, self.services.icons)
            rects.append(surface.get_rect())
        return rects

    def toast_at(self) -> tuple[int, int]:
        """Where a message (a hint, a refusal) stands, its bottom's middle: low on the
        board, or high where low it would cover more of what the player may pick up
        now (Indian Summer's path: the hint names a tile there)."""
        low = (BOARD.centerx, BOARD.bottom - 12)
        rect = self.toast.rect(self.services.text, low)
        if rect is None:
            return low
        high = (BOARD.centerx, BOARD.top + 12 + rect.h)

        def covered(at: tuple[int, int]) -> int:
            box = rect.move(0, at[1] - low[1])
            return sum(box.clip(p.rect).w * box.clip(p.rect).h for p in self._pieces)

        return high if covered(high) < covered(low) else low

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_still(surface)
        self.draw_moving(surface)
