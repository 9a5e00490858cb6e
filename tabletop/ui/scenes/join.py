"""Join a game: type the code a host read out or sent, and play from your seat.

The link is opened through ``services.links()`` (magic-wormhole in the app, an in-memory
exchange in tests). While it connects the screen says what the link says; once the
host's first position arrives the table opens from this player's seat
(``ctx.nav.join_table``). A wrong or used code, a missing transport or a host that
answers with something this computer cannot read is said in words, and another code can
be typed.
"""

from __future__ import annotations

import pygame

from tabletop.net.guest import Guest
from tabletop.net.link import LinkState

from .. import theme
from ..scene import Context
from ..widgets import Button, TextField, Toast, draw_panel
from .common import ButtonScene, draw_header

CODE_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- "
"""What a code is made of (a number and words, joined by hyphens; spaces become hyphens)."""
CODE_LIMIT = 80
EXAMPLE = "7-guitarist-revenge"
LOOK_EVERY = 0.05
"""How often (seconds) the screen looks at the connection while it is being made."""


def clean_code(typed: str) -> str:
    """The code as the mailbox knows it: trimmed, lower case, words joined by hyphens."""
    return "-".join(typed.strip().lower().replace("-", " ").split())


class JoinScene(ButtonScene):
    """A text field for the code, Join, and what the connection is doing."""

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.note = Toast()
        self.toast = self.note
        self.field = TextField((400, 330, 560, 56), "", CODE_LIMIT, allowed=CODE_LETTERS)
        self.field.focused = True
        self.guest: Guest | None = None
        self.problem = ""
        self.buttons = [
            Button((980, 330, 200, 56), "Join", self.join, self.can_join, primary=True),
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
        ]

    def can_join(self) -> bool:
        return bool(clean_code(self.field.value)) and not self.connecting

    @property
    def connecting(self) -> bool:
        return self.guest is not None and self.guest.problem is None

    def join(self) -> None:
        code = clean_code(self.field.value)
        if not code:
            self.problem = f"Type the code your host gave you, like {EXAMPLE}."
            return
        if self.connecting:
            return
        self.problem = ""
        self.field.focused = False
        self.guest = Guest(self.services.links().join(code), self.services.game)

    def back(self) -> None:
        if self.guest is not None:
            self.guest.leave()
            self.guest = None
        super().back()

    def status(self) -> str:
        """What the screen says about the connection now."""
        if self.problem:
            return self.problem
        guest = self.guest
        if guest is None:
            return ""
        if guest.problem is not None:
            return guest.problem
        if guest.link.state == LinkState.OPEN:
            return "Connected: waiting for the host's table…"
        return f"Connecting: {guest.link.detail or 'looking for the host'}…"

    # --- time -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.note.update(dt)
        guest = self.guest
        if guest is None or guest.problem is not None:
            return
        guest.pump()
        if guest.problem is None and guest.match is not None and guest.match.ready:
            self.guest = None  # the table has it now
            self.ctx.nav.join_table(guest)

    def wake_after(self) -> float:
        return LOOK_EVERY if self.connecting else super().wake_after()

    def redraw_key(self) -> object:
        return (super().redraw_key(), self.status(), self.field.value, self.field.focused)

    # --- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & pygame.KMOD_CTRL
        ):
            self.paste()
            return
        if self.handle_back_key(event) or self.handle_buttons(event):
            return
        self.field.handle(event)

    def paste(self) -> None:
        """Ctrl+V: the clipboard's text, its code letters only, into the field."""
        try:
            pasted = pygame.scrap.get_text() or ""
        except (pygame.error, AttributeError):
            pasted = ""
        kept = "".join(c for c in pasted if c in CODE_LETTERS)[:CODE_LIMIT]
        if kept:
            self.field.value = kept
        else:
            self.note.show("Nothing to paste: copy the code first, or type it.", good=False)

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, "Join a game", "Play at a friend's table from this computer")
        text = self.services.text
        panel = pygame.Rect(340, 180, 920, 420)
        draw_panel(surface, panel)
        text.blit(surface, "The code from your host", (400, 220), 24, theme.ACCENT, True)
        lines = [
            f"Your host sees a code for your seat, like {EXAMPLE}.",
            "Type it here (or paste it) and press Join.",
        ]
        for i, line in enumerate(lines):
            text.blit(surface, text.fit(line, 800, 18), (400, 262 + 26 * i), 18, theme.TEXT_DIM)
        self.field.draw(surface, text)
        if not self.field.value and not self.field.focused:
            text.blit(surface, EXAMPLE, (410, 358), 18, theme.DISABLED, anchor="midleft")
        status = self.status()
        if status:
            bad = bool(self.problem) or (self.guest is not None and self.guest.problem is not None)
            mark = "✖ " if bad else "… "
            colour = theme.BAD if bad else theme.TEXT
            for i, line in enumerate(text.wrap(mark + status, 800, 18)[:3]):
                text.blit(surface, line, (400, 420 + 26 * i), 18, colour)
        notes = [
            "The code works once. If it fails, ask your host for a new one.",
            "Your moves are checked by the host's computer, which keeps the game.",
        ]
        for i, note in enumerate(notes):
            text.blit(surface, text.fit(note, 800, 16), (400, 520 + 24 * i), 16, theme.TEXT_DIM)
        self.draw_buttons(surface)
        self.note.draw(surface, text, (800, 780))
