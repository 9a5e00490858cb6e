"""The logical canvas scaled into the window with letterboxing, and mouse mapping back."""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

import pygame

from .theme import CANVAS_SIZE

_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

DESKTOP_MARGIN = (40, 120)
"""What a window leaves free of its display (width, height): its frame and title bar, a
task bar, a dock or a top panel. pygame-ce 2.5 does not say which part of a display is
usable, so the usable part is the display less this."""


def desktop_sizes() -> list[tuple[int, int]]:
    """The sizes of the displays; none under the dummy video driver (it has no screen:
    the size it reports is made up)."""
    if not pygame.display.get_init() or pygame.display.get_driver() == "dummy":
        return []
    return list(pygame.display.get_desktop_sizes())


def usable_size(desktop_sizes: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """The largest window content that fits the first display with its frame and the
    desktop's bars (``None``: the display's size is not known)."""
    if not desktop_sizes:
        return None
    width, height = desktop_sizes[0]
    if width <= 0 or height <= 0:
        return None
    return (max(1, width - DESKTOP_MARGIN[0]), max(1, height - DESKTOP_MARGIN[1]))


def fits(size: tuple[int, int], desktop_sizes: Sequence[tuple[int, int]]) -> bool:
    """Whether a window of ``size`` fits the usable part of the first display."""
    usable = usable_size(desktop_sizes)
    return usable is None or (size[0] <= usable[0] and size[1] <= usable[1])


def first_window_size(
    desktop_sizes: Sequence[tuple[int, int]],
    saved: tuple[int, int],
    canvas_size: tuple[int, int] = CANVAS_SIZE,
) -> tuple[int, int]:
    """The window's size when the app starts: the saved size (the default on a first
    start) when it fits the usable part of the first display, else the largest window of
    the canvas's shape that fits there (no bars beside the canvas); the saved size when
    the display's size is not known."""
    usable = usable_size(desktop_sizes)
    if usable is None or fits(saved, desktop_sizes):
        return saved
    step = math.gcd(*canvas_size)
    unit_w, unit_h = canvas_size[0] // step, canvas_size[1] // step  # 16 x 9
    times = min(usable[0] // unit_w, usable[1] // unit_h)
    if times < 1:
        return (min(saved[0], usable[0]), min(saved[1], usable[1]))
    return (unit_w * times, unit_h * times)


def window_position(
    desktop_sizes: Sequence[tuple[int, int]],
    position: tuple[int, int],
    old_size: tuple[int, int],
    size: tuple[int, int],
) -> tuple[int, int]:
    """Where a window at ``position`` goes when its size changes from ``old_size`` to
    ``size``: centred on the first display when its centre was there, else (on another
    display) about the same centre as before."""
    x, y = position
    centre = (x + old_size[0] // 2, y + old_size[1] // 2)
    if desktop_sizes:
        width, height = desktop_sizes[0]
        if 0 <= centre[0] < width and 0 <= centre[1] < height:
            return (max(0, (width - size[0]) // 2), max(0, (height - size[1]) // 2))
    return (centre[0] - size[0] // 2, centre[1] - size[1] // 2)


class Viewport:
    def __init__(self, window_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE):
        self.canvas_size = canvas_size
        self._scaled: pygame.Surface | None = None
        self._still_scaled: pygame.Surface | None = None
        self.ahead_shown = 0
        """Still pictures shown from their bands scaled ahead (tests count them)."""
        self.resize(window_size)

    def resize(self, window_size: tuple[int, int]) -> None:
        w, h = max(1, window_size[0]), max(1, window_size[1])
        cw, ch = self.canvas_size
        self.window_size = (w, h)
        self.scale = min(w / cw, h / ch)
        size = (max(1, round(cw * self.scale)), max(1, round(ch * self.scale)))
        self.dest = pygame.Rect(((w - size[0]) // 2, (h - size[1]) // 2), size)
        self._scaled = None
        self._still_scaled = None
        self._ahead: list | None = None  # [key, picture, scaled, bands done]
        self._spare_scaled: pygame.Surface | None = None

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        x = (pos[0] - self.dest.x) / self.scale
        y = (pos[1] - self.dest.y) / self.scale
        return (round(x), round(y))

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.dest.x), round(pos[1] * self.scale + self.dest.y))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with ``pos`` (and ``rel``) in canvas coordinates."""
        if event.type not in _MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = self.to_canvas(event.pos)
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] / self.scale), round(data["rel"][1] / self.scale))
        return pygame.event.Event(event.type, data)

    @property
    def scaling(self) -> bool:
        """Whether the canvas is drawn at another size than its own."""
        return self.dest.size != self.canvas_size

    @property
    def periodic(self) -> bool:
        """Whether the canvas is made smaller by a scale that repeats within a few pixels
        (1280/1600 = 4/5: every 5), so that a part of the canvas scaled alone is the whole
        canvas scaled there: exactly when the scale's numerator is a power of two (4/5,
        16/25), else within 2 levels of 255 (17/20: smoothscale's step is rounded to
        1/65536). Smoothscale's enlarging filter differs by position: a larger window
        scales the whole still picture."""
        qx = Fraction(self.dest.w, self.canvas_size[0]).denominator
        qy = Fraction(self.dest.h, self.canvas_size[1]).denominator
        smaller = self.dest.w <= self.canvas_size[0] and self.dest.h <= self.canvas_size[1]
        return smaller and qx <= ALIGN_AT_MOST and qy <= ALIGN_AT_MOST

    def _surface(self, size: tuple[int, int], window: pygame.Surface | None) -> pygame.Surface:
        if window is not None and pygame.display.get_surface():
            return pygame.Surface(size, 0, window)  # its format (no slow convert)
        return pygame.Surface(size)

    def present(
        self,
        window: pygame.Surface,
        canvas: pygame.Surface,
        moving: list[pygame.Rect] | None = None,
    ) -> None:
        """Scale the canvas into the window, black bars around it. ``moving``: the canvas
        is the still picture given to ``keep_still`` with these rectangles drawn over it
        (only they are scaled again)."""
        if not self.scaling:
            if self.dest.topleft != (0, 0):
                window.fill((0, 0, 0))
            window.blit(canvas, self.dest)
            return
        window.fill((0, 0, 0))
        if moving is not None and self._still_scaled is not None:
            window.blit(self._still_scaled, self.dest)
            self.present_rects(window, canvas, [], moving)
            return
        if self._scaled is None or self._scaled.get_size() != self.dest.size:
            self._scaled = self._surface(self.dest.size, window)
        pygame.transform.smoothscale(canvas, self.dest.size, self._scaled)
        window.blit(self._scaled, self.dest)

    def keep_still(self, canvas: pygame.Surface, parts: list[pygame.Rect] | None = None) -> None:
        """Keep the still picture scaled (when the window scales it): what ``present``
        and ``present_rects`` put back where something moved. ``parts``: only these
        rectangles of it changed since the last call (scaled alone when the scale is
        ``periodic``, else the whole picture is scaled again)."""
        if not self.scaling:
            self._still_scaled = None
            return
        if self._still_scaled is None or self._still_scaled.get_size() != self.dest.size:
            self._still_scaled = self._surface(self.dest.size, pygame.display.get_surface())
            parts = None
        if parts is None or not self.periodic:  # a part alone would be filtered apart
            pygame.transform.smoothscale(canvas, self.dest.size, self._still_scaled)
            return
        for rect in parts:
            part = self._scaled_part(canvas, rect)
            if part is not None:
                scaled, at, shown = part
                shown = shown.move(-self.dest.x, -self.dest.y)
                self._still_scaled.blit(scaled, shown, shown.move(-at[0], -at[1]))

    def scale_ahead(self, key: object, picture: pygame.Surface) -> bool:
        """Scale ``AHEAD_STEP`` more bands of ``picture``, a still picture composed off
        the screen (``key``: what it shows), so that it is shown at once when it is drawn
        (``keep``); a new key or picture starts again. Whether it is ready to be shown
        (at once where the canvas is not scaled, or not only where a part scaled alone is
        the whole scaled there: ``periodic``)."""
        if not self.scaling or not self.periodic:
            return True
        ahead = self._ahead
        if ahead is None or ahead[0] != key or ahead[1] is not picture:
            scaled = self._spare_scaled  # (kept: two surfaces, in turn the one shown)
            if scaled is None or scaled.get_size() != self.dest.size:
                scaled = self._surface(self.dest.size, pygame.display.get_surface())
            self._spare_scaled = scaled
            ahead = self._ahead = [key, picture, scaled, 0]
        high = self.canvas_size[1] // AHEAD_BANDS
        for band in range(ahead[3], min(AHEAD_BANDS, ahead[3] + AHEAD_STEP)):
            rect = pygame.Rect(0, band * high, self.canvas_size[0], high)
            if band == AHEAD_BANDS - 1:
                rect.h = self.canvas_size[1] - rect.y
            part = self._scaled_part(picture, rect)
            if part is not None:
                scaled, at, shown = part
                shown = shown.move(-self.dest.x, -self.dest.y)
                ahead[2].blit(scaled, shown, shown.move(-at[0], -at[1]))
            ahead[3] = band + 1
        return ahead[3] >= AHEAD_BANDS

    def keep(self, key: object, canvas: pygame.Surface, parts: list[pygame.Rect] | None) -> None:
        """``keep_still`` for the still picture ``key`` now on the canvas: the one scaled
        ahead when it is that picture, wholly scaled (``scale_ahead``)."""
        ahead, self._ahead = self._ahead, None
        ready = ahead is not None and ahead[0] == key and ahead[3] >= AHEAD_BANDS
        if ahead is None or not ready or self._still_scaled is None:
            self.keep_still(canvas, parts)
            return
        self._spare_scaled, self._still_scaled = self._still_scaled, ahead[2]
        self.ahead_shown += 1

    def _scaled_part(
        self, canvas: pygame.Surface, rect: pygame.Rect
    ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect] | None:
        """The canvas around ``rect`` scaled alone: (scaled surface, where its top left
        goes in the window, the window's rectangle showing ``rect``); ``None``: off the
        canvas. The part is taken with a margin, grown to the scale's period when it is
        short, so that the pixels showing ``rect`` are filtered as in a whole frame."""
        bounds = canvas.get_rect()
        rect = pygame.Rect(rect).clip(bounds)
        if rect.w <= 0 or rect.h <= 0:
            return None
        sx, sy = self.dest.w / self.canvas_size[0], self.dest.h / self.canvas_size[1]
        qx = Fraction(self.dest.w, self.canvas_size[0]).denominator
        qy = Fraction(self.dest.h, self.canvas_size[1]).denominator
        big = _aligned(rect.inflate(8, 8), qx, qy).clip(bounds)
        x0, y0 = round(big.x * sx), round(big.y * sy)
        size = (max(1, round(big.right * sx) - x0), max(1, round(big.bottom * sy) - y0))
        scaled = pygame.transform.smoothscale(canvas.subsurface(big), size)
        at = (self.dest.x + x0, self.dest.y + y0)
        return scaled, at, self.window_rect(rect).clip(self.dest)

    def window_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The window's pixels that show the canvas rectangle ``rect`` (rounded outwards)."""
        sx, sy = self.dest.w / self.canvas_size[0], self.dest.h / self.canvas_size[1]
        left, top = math.floor(rect.x * sx), math.floor(rect.y * sy)
        right, bottom = math.ceil(rect.right * sx), math.ceil(rect.bottom * sy)
        return pygame.Rect(left, top, right - left, bottom - top).move(self.dest.topleft)

    def present_rects(
        self,
        window: pygame.Surface,
        canvas: pygame.Surface,
        rects: list[pygame.Rect],
        moving: Sequence[pygame.Rect] = (),
    ) -> list[pygame.Rect]:
        """Only ``rects`` of the canvas into the window; returns the window's rectangles
        that changed. When the window scales the canvas, each rectangle is put back from
        the scaled still picture (the exact pixels of a whole frame), and the part of the
        canvas each ``moving`` rectangle covers (what was drawn over the still picture)
        is scaled with a margin (its edges filtered as in a whole frame) and drawn over."""
        bounds = canvas.get_rect()
        parts = [pygame.Rect(rect).clip(bounds) for rect in rects]
        parts = [rect for rect in parts if rect.w > 0 and rect.h > 0]
        if not self.scaling:
            for rect in parts:
                window.blit(canvas, rect.move(self.dest.topleft), rect)
            return [rect.move(self.dest.topleft) for rect in parts]
        out = [self.window_rect(rect).clip(self.dest) for rect in parts]
        if self._still_scaled is not None:
            for shown in out:
                window.blit(self._still_scaled, shown, shown.move(-self.dest.x, -self.dest.y))
        for rect in moving:
            part = self._scaled_part(canvas, rect)
            if part is not None:
                scaled, at, shown = part
                window.blit(scaled, shown, shown.move(-at[0], -at[1]))
        return out


AHEAD_BANDS = 6
"""A still picture composed off the screen is scaled ahead in this many bands
(``Viewport.scale_ahead``): 150 canvas rows each, a multiple of 4/5's period."""
AHEAD_STEP = 2
"""Bands scaled ahead a frame."""

ALIGN_AT_MOST = 64
"""Scaled alone, a part of the canvas matches the whole canvas scaled when it starts and
ends at a multiple of the scale's denominator (1280/1600 = 4/5: every 5 pixels; see
``Viewport.periodic``); a finer scale is not aligned (what moved may differ from a whole
frame's by a fraction of a pixel's filtering, and changed parts are scaled whole)."""


def _aligned(rect: pygame.Rect, qx: int, qy: int) -> pygame.Rect:
    """``rect`` grown outwards to multiples of ``qx`` and ``qy`` (when they are small)."""
    left, top, right, bottom = rect.left, rect.top, rect.right, rect.bottom
    if qx <= ALIGN_AT_MOST:
        left, right = left - left % qx, right + (-right) % qx
    if qy <= ALIGN_AT_MOST:
        top, bottom = top - top % qy, bottom + (-bottom) % qy
    return pygame.Rect(left, top, right - left, bottom - top)
