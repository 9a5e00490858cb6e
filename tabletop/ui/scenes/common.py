"""Small helpers the shell scenes share: a page header, the games count in words and
button handling."""

from __future__ import annotations

import pygame

from .. import theme
from ..scene import IDLE_WAIT, Scene
from ..widgets import Button, Toast

NUMBER_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")


def games_at_one_table(count: int) -> str:
    """``Five games at one table``, for the number of registered games."""
    word = NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)
    return f"{word} game{'' if count == 1 else 's'} at one table"


def draw_header(surface: pygame.Surface, scene: Scene, title: str, subtitle: str = "") -> None:
    text = scene.services.text
    surface.fill(theme.BG)
    pygame.draw.rect(surface, (20, 23, 28), (0, 0, surface.get_width(), 96))
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, 96), (surface.get_width(), 96))
    text.blit(surface, title, (48, 26), 40, theme.TEXT, True)
    if subtitle:
        text.blit(
            surface, subtitle, (surface.get_width() - 48, 48), 18, theme.TEXT_DIM, anchor="midright"
        )


class ButtonScene(Scene):
    """A scene with a list of buttons handled and drawn in order. Its picture changes only
    with input, apart from its ``toast`` (if it has one): between inputs it is drawn only
    when the toast comes or goes. A subclass that changes by itself (a timer, an
    animation) overrides ``redraw_key`` or ``animating`` (see ``tabletop.ui.scene``)."""

    buttons: list[Button]
    toast: Toast | None = None

    def redraw_key(self) -> object:
        toast = self.toast
        return None if toast is None else (toast.visible, toast.message, toast.good)

    def wake_after(self) -> float:
        toast = self.toast
        return toast.remaining if toast is not None and toast.visible else IDLE_WAIT

    def handle_buttons(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.services.text, self.services.icons)

    def back(self) -> None:
        self.ctx.stack.pop()

    def handle_back_key(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and len(self.ctx.stack.scenes) > 1
        ):
            self.back()
            return True
        return False
