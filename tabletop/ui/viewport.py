"""The logical canvas scaled into the window with letterboxing, and mouse mapping back."""

from __future__ import annotations

import pygame

from .theme import CANVAS_SIZE

_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Viewport:
    def __init__(self, window_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE):
        self.canvas_size = canvas_size
        self._scaled: pygame.Surface | None = None
        self.resize(window_size)

    def resize(self, window_size: tuple[int, int]) -> None:
        w, h = max(1, window_size[0]), max(1, window_size[1])
        cw, ch = self.canvas_size
        self.window_size = (w, h)
        self.scale = min(w / cw, h / ch)
        size = (max(1, round(cw * self.scale)), max(1, round(ch * self.scale)))
        self.dest = pygame.Rect(((w - size[0]) // 2, (h - size[1]) // 2), size)
        self._scaled = None

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

    def present(self, window: pygame.Surface, canvas: pygame.Surface) -> None:
        """Scale the canvas into the window, black bars around it."""
        if self.dest.size == canvas.get_size() and self.dest.topleft == (0, 0):
            window.blit(canvas, (0, 0))
            return
        window.fill((0, 0, 0))
        if self._scaled is None or self._scaled.get_size() != self.dest.size:
            self._scaled = (
                pygame.Surface(self.dest.size).convert(window)
                if pygame.display.get_surface()
                else pygame.Surface(self.dest.size)
            )
        pygame.transform.smoothscale(canvas, self.dest.size, self._scaled)
        window.blit(self._scaled, self.dest)
