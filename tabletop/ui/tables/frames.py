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

The others' moves are shown over a held picture (#29): when another seat's move is told
(``hold``), the still picture from before it stays on the screen (its key and its pixels:
the loop's own copy, ``still_shown``) while the move travels over it, and the next still picture is
composed off the screen between frames (``prepare``, at the start of the table's
``update``: half a picture at most per frame, once the table's own board layer is
painted); it is shown, whole, when the piece has landed and the picture is ready. So the
frame of a move repaints nothing of the still picture, and no frame composes and scales
a whole picture at once. A click or a key, a piece picked up, a dialog, other eyes or a
held part playing (a round end's steps) show the live picture at once.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
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
    parts: Any

    @property
    def eyes(self) -> int: ...

    @property
    def buttons(self) -> list: ...

    def board_key(self) -> object | None: ...

    def draw_board(self, surface: pygame.Surface, view: Any) -> None: ...

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]: ...

    def redraw_key(self) -> object: ...

    def quiet_key(self, panel: object = ()) -> object: ...

    def _describe(self, action: Any) -> str: ...


@dataclass
class LayerJob:
    """A table's board layer painted in steps (a generator that pauses between two steps
    of a few milliseconds and returns what the painting found) into ``surface`` for
    ``key``: one step a frame while the table holds its picture (``TableFrames.hold``),
    every step at once otherwise. ``context``: what it paints from (its tips)."""

    key: object
    surface: pygame.Surface
    context: Any
    steps: Generator[None, None, Any]
    value: Any = None

    def advance(self, holding: bool) -> bool:
        """Paint the next step (every step when not ``holding``); whether it is done
        (its result in ``value``)."""
        try:
            next(self.steps)
            while not holding:
                next(self.steps)
        except StopIteration as done:
            self.value = done.value
            return True
        return False


HOLD_FRAMES = 30
"""A held picture gives way to the live one after at most this many frames once the
travel has landed (a picture that keeps changing is never ready)."""


@dataclass
class Held:
    """The still picture shown while another seat's move is played: its key, its pixels,
    the eyes it was drawn for, and the frames it waited once nothing travelled."""

    key: StillParts
    picture: pygame.Surface
    eyes: int
    waited: int = 0
    ready: StillParts | None = None
    """The composed picture the loop can show at once (``ready_still``, known from the
    update after it said so: ``scaled`` until then)."""
    scaled: StillParts | None = None
    fresh: bool = True
    """Held in this update: the table's board layer is painted after it (composed in the
    next)."""


class TableFrames:
    """``still_key``, ``draw_still`` and ``draw_moving`` of a table."""

    def __init__(self, host: FrameHost):
        self.host = host
        self._shown: tuple[pygame.Surface, StillParts, int] | None = None
        """The still picture on the screen (the loop's copy, only read), its key and the
        eyes it was drawn for: what ``hold`` keeps there."""
        self._held: Held | None = None
        self._coming: tuple[StillParts, pygame.Surface] | None = None
        """The next still picture, composed off the screen while the held one shows."""
        self._compose: pygame.Surface | None = None
        self._half: tuple[StillParts, pygame.Surface] | None = None
        """The next still picture with its board composed (the rest in the next frame)."""
        self.composed = 0
        """Still pictures composed off the screen (tests count them)."""

    # --- the held picture (#29) -------------------------------------------------------------
    @property
    def holding(self) -> bool:
        """A picture from before the others' last move is held (the table animates)."""
        return self._held is not None

    def hold(self) -> None:
        """Another seat's move was just told: keep the still picture on the screen (the
        last one drawn, for the same eyes) until the move has landed and the next one is
        composed. A move told while one is held keeps the first picture."""
        shown = self._shown
        if self._held is not None or shown is None:
            return
        picture, key, eyes = shown
        if eyes != self.host.eyes:
            return  # never show one player what another saw
        self._held = Held(key, picture, eyes)

    def release(self) -> None:
        """Show the live picture from now on (a click, a key, the end of the hold)."""
        self._held = None  # (the composed picture stays for ``draw_still``)
        self._half = None

    def still_shown(self, picture: pygame.Surface, key: StillParts) -> None:
        """The loop shows the still picture ``key`` and keeps ``picture``, its copy of it
        (unchanged while that picture shows): what ``hold`` keeps on the screen."""
        self._shown = (picture, key, self.host.eyes)

    def _shows_held(self, live: StillParts | None) -> bool:
        """Whether the held picture is on the screen now (only reads): while the move
        travels, or until the next picture (``live``) is composed."""
        held, host = self._held, self.host
        if held is None or self._forced():
            return False
        if host.story.glide.busy:
            return True
        if live is None:  # the table's board is not painted yet
            return held.waited < HOLD_FRAMES
        shown = self._shown
        ready = held.ready == live or (shown is not None and shown[1] == live)
        return not ready and held.waited < HOLD_FRAMES

    def _forced(self) -> bool:
        """What shows the live picture at once: other eyes, a piece held, a dialog, a held
        part playing (a round end's steps on the board)."""
        host, held = self.host, self._held
        assert held is not None
        return (
            host.eyes != held.eyes
            or host.dialog is not None
            or host.drag.held is not None
            or any(part.animating for part in host.parts)
        )

    def prepare(self) -> None:
        """Between frames (the start of the table's ``update``, its board layer painted
        by the last one): compose the next still picture off the screen when it changed,
        and let the held picture go once it is no longer shown."""
        held = self._held
        if held is None:
            return
        held.ready = held.scaled
        live = self.live_key()
        if not self.host.story.glide.busy:
            held.waited += 1
        if not self._shows_held(live):
            self.release()
            return
        if live is None or held.fresh:  # the table's board layer is painted later
            held.fresh = False
            return
        landed = self.live_key(landed=True)  # the picture once the piece has landed
        if landed is None or (self._coming is not None and self._coming[0] == landed):
            return
        half = self._half
        if half is None or half[0] != landed:  # the board first, the rest in the next
            surface = self._surface()
            self._half, self._coming = (landed, surface), None
            self._draw_board_part(surface, landed=True)
            return
        self._half = None
        self._draw_column_part(half[1])
        self._coming = half
        self.composed += 1

    def coming_still(self) -> tuple[StillParts, pygame.Surface] | None:
        """The picture composed off the screen while one is held, and its key."""
        return self._coming if self._held is not None else None

    def ready_still(self, key: StillParts) -> None:
        """The loop can show the composed picture ``key`` at once (scaled ahead): from
        the next update on (the frame drawn now showed the held picture)."""
        if self._held is not None:
            self._held.scaled = key

    def _surface(self) -> pygame.Surface:
        """The surface to compose the next still picture in (made at the first hold, then
        kept: made and let go at every move, such large surfaces would scatter the
        process's memory)."""
        if self._compose is None:
            window = pygame.display.get_surface()  # made in its format (no slow convert)
            size = theme.CANVAS_SIZE
            self._compose = pygame.Surface(size, 0, window) if window else pygame.Surface(size)
        return self._compose

    # --- the two parts --------------------------------------------------------------------
    def still_key(self) -> StillParts | None:
        """The parts of the still picture, each with everything it shows: the board, the
        banner and the column on the right; ``None`` while a dialog is open or when the
        table does not say what its board shows. While another seat's move is played,
        the held picture's (``hold``)."""
        live = self.live_key()
        if self._held is not None and self._shows_held(live):
            return self._held.key
        return live

    def live_key(self, landed: bool = False) -> StillParts | None:
        """``still_key`` of the live picture (the position as it is now; ``landed``: once
        the move travelling has landed)."""
        host = self.host
        if host.dialog is not None:
            return None
        board = host.board_key()
        if board is None:
            return None
        drag, sidebar = host.drag, host.sidebar
        services = host.services
        log = sidebar.log  # the full text of a cut line under the pointer: drawn whole
        story = host.story
        panel = () if story.panel is None else tuple(story.panel.rect)

        def covered(part: pygame.Rect) -> object:  # "What happened" where it covers
            return story.key if panel and part.colliderect(panel) else ()

        common = (
            host.quiet_key(),
            log.mouse if log.mouse is not None and log.rect.collidepoint(log.mouse) else None,
            id(services.text),
            id(services.icons),
            services.settings,
        )
        on_board = (
            covered(BOARD_PART),
            board,
            None if landed else host.story.glide.entry,  # its mark waits for the chip
            host.story.marks,
            drag.held,
            drag.dragging,
            drag.selected,
            id(drag.lit),
        )
        column = (
            covered(COLUMN_PART),
            drag.held is not None,  # "What happened" (over the move log) hides meanwhile
            tuple((b.hover, b.enabled, b.label) for b in host.buttons),
            tuple((b.hover, b.enabled, b.label) for b in sidebar.moves.buttons),
            sidebar.info,
            sidebar.moves.page,
            log.scroll,
        )
        return (
            (BOARD_PART, common + on_board),
            (BANNER_PART, common + (covered(BANNER_PART), sidebar.info)),
            (COLUMN_PART, common + column),
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        """The still picture: the held one while another seat's move is played, the one
        composed off the screen when it is the live one, else the live one drawn."""
        live = self.live_key()
        held = self._held
        if held is not None and self._shows_held(live):
            surface.blit(held.picture, (0, 0))
            return
        coming, self._coming = self._coming, None
        if coming is not None and coming[0] == live:
            surface.blit(coming[1], (0, 0))
            return
        self._draw_live(surface)
        if live is None:
            self._shown = None  # (a dialog over it) not to be held

    def draw_afresh(self, surface: pygame.Surface) -> None:
        """The live still picture drawn whole from the position (no picture kept or
        reused): what ``draw_still`` shows once nothing is held (tests compare them)."""
        self._draw_live(surface)

    def _draw_live(self, surface: pygame.Surface, landed: bool = False) -> None:
        self._draw_board_part(surface, landed)
        self._draw_column_part(surface)

    def _draw_board_part(self, surface: pygame.Surface, landed: bool = False) -> None:
        """The still picture's first half: the board, its marks, the lit targets."""
        host = self.host
        surface.fill(theme.BG)
        host.draw_board(surface, host.position.view)
        host.story.draw_marks(surface, landed)
        host.drag.draw_targets(surface, host.mouse, hovered=False)

    def _draw_column_part(self, surface: pygame.Surface) -> None:
        """Its second half, over the first: the banner and the column, the buttons and
        "What happened"."""
        host = self.host
        text, icons = host.services.text, host.services.icons
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
