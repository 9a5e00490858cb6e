"""Tweened movement: a surface gliding from one point to another (eased)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    surface: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def pos(self) -> tuple[int, int]:
        t = 1.0 if self.duration <= 0 else ease_out(min(1.0, self.elapsed / self.duration))
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * t),
            round(self.start[1] + (self.end[1] - self.start[1]) * t),
        )


class Tweens:
    """The running tweens of a scene: ``update`` advances, ``draw`` blits them."""

    def __init__(self) -> None:
        self.items: list[Tween] = []

    def add(self, surface: pygame.Surface, start, end, duration: float) -> Tween | None:
        """Start a tween (none when ``duration`` is 0: the move is instant)."""
        if duration <= 0:
            return None
        tween = Tween(surface, start, end, duration)
        self.items.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tween in self.items:
            tween.elapsed += dt
        self.items = [t for t in self.items if not t.done]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Blit the tweens where they are now; the rectangles they cover."""
        return [surface.blit(tween.surface, tween.pos) for tween in self.items]
