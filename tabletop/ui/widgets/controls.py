"""Set-up and settings controls: a choice with ‹ › arrows, a text field, a toggle."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from .. import theme
from ..text import TextCache

V = TypeVar("V")
"""The type of a ``Choice``'s values."""


class Choice(Generic[V]):
    """Cycles through ``options`` (value, label) with arrow buttons or a click."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        options: Sequence[tuple[V, str]],
        value: V,
        on_change: Callable[[V], None] | None = None,
        size: int = 18,
    ):
        self.rect = pygame.Rect(rect)
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.size = size
        self.hover = False

    @property
    def value(self) -> V:
        return self.options[self.index][0]

    @property
    def left(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, 34, self.rect.h)

    @property
    def right(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 34, self.rect.y, 34, self.rect.h)

    def step(self, delta: int) -> None:
        if len(self.options) < 2:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.step(-1 if self.left.collidepoint(event.pos) else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        fill = (70, 80, 94) if self.hover else theme.PANEL_LIGHT
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=6)
        dim = theme.TEXT if len(self.options) > 1 else theme.DISABLED
        text.blit(surface, "‹", self.left.center, self.size + 6, dim, True, "center")
        text.blit(surface, "›", self.right.center, self.size + 6, dim, True, "center")
        label = text.fit(self.options[self.index][1], self.rect.w - 76, self.size)
        text.blit(surface, label, self.rect.center, self.size, theme.TEXT, anchor="center")


class TextField:
    """One line of editable text; click to focus, type, Enter or a click elsewhere ends.
    Typed control characters are dropped and the value never exceeds ``max_len``."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        value: str,
        max_len: int = 18,
        on_change: Callable[[str], None] | None = None,
        allowed: str | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.max_len = max_len
        self.value = "".join(c for c in value if c.isprintable())[:max_len]
        self.on_change = on_change
        self.allowed = allowed
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused or was
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
            elif event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            return True
        if event.type == pygame.TEXTINPUT:
            text = event.text if isinstance(getattr(event, "text", None), str) else ""
            chars = "".join(  # control characters (a NUL, an escape) are never typed in
                c
                for c in text[: self.max_len]
                if c.isprintable() and (self.allowed is None or c in self.allowed)
            )
            if chars:
                self._set((self.value + chars)[: self.max_len])
            return True
        return False

    def _set(self, value: str) -> None:
        self.value = value
        if self.on_change:
            self.on_change(value)

    def draw(self, surface: pygame.Surface, text: TextCache, caret_on: bool = True) -> None:
        pygame.draw.rect(surface, (24, 28, 34), self.rect, border_radius=6)
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=6)
        shown = self.value + ("|" if self.focused and caret_on else "")
        text.blit(
            surface,
            text.fit(shown, self.rect.w - 16, 18),
            (self.rect.x + 8, self.rect.centery),
            18,
            anchor="midleft",
        )


class Toggle:
    """An on/off switch that says ON or OFF in words as well as colour."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        value: bool,
        on_change: Callable[[bool], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change = on_change

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        fill = theme.GOOD if self.value else (90, 94, 104)
        pygame.draw.rect(surface, fill, self.rect, border_radius=self.rect.h // 2)
        knob_x = (
            self.rect.right - self.rect.h // 2 if self.value else self.rect.x + self.rect.h // 2
        )
        pygame.draw.circle(surface, theme.TEXT, (knob_x, self.rect.centery), self.rect.h // 2 - 3)
        word = "ON" if self.value else "OFF"
        text.blit(
            surface,
            word,
            (self.rect.right + 12, self.rect.centery),
            16,
            theme.TEXT,
            True,
            "midleft",
        )
