"""Settings: window size, fullscreen, UI scale, animation speed, colour-blind palette,
confirm before irreversible moves. Saved in the platformdirs config folder."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from tabletop.net.config import DEFAULT_MAILBOX, DEFAULT_RELAY

from .. import theme
from ..icons import draw_symbol
from ..scene import Context
from ..settings import (
    ADDRESS_LIMIT,
    ANIMATION_SPEEDS,
    UI_SCALES,
    WINDOW_LIMITS,
    WINDOW_SIZES,
    Settings,
    settings_path,
)
from ..theme import SYMBOLS, seat_style
from ..viewport import desktop_sizes, fits
from ..widgets import Button, Choice, TextField, Toggle, draw_panel
from .common import ButtonScene, draw_header

ROWS = (
    "Window size",
    "Fullscreen",
    "Text size",
    "Animation speed",
    "Colour-blind palette",
    "Ask before a blind draw or a wasted action",
)
NET_ROWS = ("Mailbox server", "Relay")
"""Playing with friends elsewhere: the server that pairs computers by a code, and the one
that carries a game when they cannot reach each other (the public ones by default; a
group may run its own)."""
NET_NOTE = "Playing with friends on other computers. Both computers must name the same ones."
CONFIRM_NOTE = "Undo cannot take such a move back."
"""Under the last row's label: what else asks (ordinary picks, placements and End turn
never do; a game's ``needs_confirmation`` says which of its moves ask)."""


def window_size_now(settings: Settings) -> tuple[int, int]:
    """The window's size as it is now (resized by hand or not), so that saving settings
    keeps it; the saved size while fullscreen (the screen's size is not a window size)."""
    surface = pygame.display.get_surface()
    if surface is None or settings.fullscreen:
        return (settings.window_width, settings.window_height)
    w, h = surface.get_size()
    (w_low, w_high), (h_low, h_high) = WINDOW_LIMITS
    if not (w_low <= w <= w_high and h_low <= h <= h_high):
        return (settings.window_width, settings.window_height)
    return (w, h)


class SettingsScene(ButtonScene):
    def __init__(self, ctx: Context):
        super().__init__(ctx)
        s = self.services.settings
        self.problem = s.problem
        x, y0 = 700, 170
        now = window_size_now(s)
        desktop = desktop_sizes()
        fitting = [size for size in WINDOW_SIZES if fits(size, desktop)]  # none off the screen
        fitting = fitting or [min(WINDOW_SIZES)]
        sizes = [((w, h), f"{w} × {h}") for w, h in fitting]
        if now not in fitting:  # resized by hand, or made to fit the screen: kept
            sizes.insert(0, (now, f"{now[0]} × {now[1]} (now)"))
        self.size = Choice((x, y0, 320, 48), sizes, now)
        self.fullscreen = Toggle((x, y0 + 80 + 8, 72, 32), s.fullscreen)
        self.scale = Choice(
            (x, y0 + 160, 320, 48), [(v, f"{round(v * 100)} %") for v in UI_SCALES], s.ui_scale
        )
        self.speed = Choice(
            (x, y0 + 240, 320, 48),
            [(k, k.capitalize()) for k in ANIMATION_SPEEDS],
            s.animation_speed,
        )
        self.colour_blind = Toggle((x, y0 + 320 + 8, 72, 32), s.colour_blind)
        self.confirm = Toggle((x, y0 + 400 + 8, 72, 32), s.confirm_irreversible)
        self.mailbox = TextField((390, 688, 720, 40), s.mailbox, ADDRESS_LIMIT)
        self.relay = TextField((390, 736, 720, 40), s.relay, ADDRESS_LIMIT)
        self.controls: list[Choice[Any] | Toggle | TextField] = [
            self.size,
            self.fullscreen,
            self.scale,
            self.speed,
            self.colour_blind,
            self.confirm,
            self.mailbox,
            self.relay,
        ]
        self.buttons = [
            Button((1292, 800, 260, 56), "Save settings", self.save, primary=True),
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
            Button((1130, 712, 250, 40), "Use the public ones", self.public_servers, size=16),
        ]

    def current(self) -> Settings:
        w, h = self.size.value
        return replace(
            self.services.settings,
            window_width=w,
            window_height=h,
            fullscreen=self.fullscreen.value,
            ui_scale=self.scale.value,
            animation_speed=self.speed.value,
            colour_blind=self.colour_blind.value,
            confirm_irreversible=self.confirm.value,
            mailbox=self.mailbox.value.strip() or DEFAULT_MAILBOX,
            relay=self.relay.value.strip() or DEFAULT_RELAY,
        )

    def public_servers(self) -> None:
        """The public mailbox server and relay again."""
        self.mailbox.value, self.relay.value = DEFAULT_MAILBOX, DEFAULT_RELAY

    def save(self) -> None:
        error = self.services.update_settings(self.current())
        if error:  # the settings apply now; the screen stays open to say they were not kept
            self.problem = f"{error}. They apply until Tabletop closes."
            return
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_back_key(event) or self.handle_buttons(event):
            return
        for control in self.controls:
            if control.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, "Settings", str(settings_path()))
        text = self.services.text
        panel = pygame.Rect(48, 140, 1100, 500)
        draw_panel(surface, panel)
        for i, label in enumerate(ROWS):
            y = 194 + i * 80 - (12 if label == ROWS[-1] else 0)
            text.blit(surface, label, (90, y), 20, theme.TEXT, anchor="midleft")
        note = text.fit(CONFIRM_NOTE, self.confirm.rect.x - 110, 15)
        text.blit(surface, note, (90, 194 + 5 * 80 + 14), 15, theme.TEXT_DIM, anchor="midleft")
        self._draw_net(surface)
        for control in self.controls:
            control.draw(surface, text)
        self._draw_palette(surface, pygame.Rect(1180, 140, 372, 500))
        if self.problem:
            for i, line in enumerate(text.wrap(self.problem, 960, 16)[:2]):
                mark = "✖ " if i == 0 else "   "
                text.blit(
                    surface, mark + text.fit(line, 940, 16), (280, 806 + 24 * i), 16, theme.BAD
                )

    def _draw_net(self, surface: pygame.Surface) -> None:
        """Where codes are exchanged and games relayed (playing with friends elsewhere)."""
        text = self.services.text
        draw_panel(surface, pygame.Rect(48, 652, 1504, 136))
        text.blit(surface, text.fit(NET_NOTE, 1440, 15), (90, 660), 15, theme.TEXT_DIM)
        for label, field in zip(NET_ROWS, (self.mailbox, self.relay)):
            centre = (90, field.rect.centery)
            text.blit(surface, text.fit(label, 280, 20), centre, 20, theme.TEXT, anchor="midleft")
        self.draw_buttons(surface)

    def _draw_palette(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A preview: every player colour with its symbol, in the palette chosen now."""
        text = self.services.text
        draw_panel(surface, rect)
        text.blit(surface, "Player colours", (rect.x + 16, rect.y + 14), 18, theme.ACCENT, True)

        for i, colour in enumerate(SYMBOLS):
            style = seat_style(colour, self.colour_blind.value)
            y = rect.y + 70 + i * 64
            pygame.draw.rect(surface, style.rgb, (rect.x + 20, y - 22, 44, 44), border_radius=8)
            draw_symbol(surface, style.symbol, (rect.x + 42, y), 14, (250, 250, 250))
            text.blit(
                surface, f"{style.label} — {style.symbol}", (rect.x + 82, y), 18, anchor="midleft"
            )
