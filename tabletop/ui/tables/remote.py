"""Seats played at other computers, on a table: the host's and the joined player's parts.

``HostSeats`` (held by the host's table, ``host_table``) pumps the ``Host`` once a frame:
a friend's move or undo is told on the table as any other seat's; a strip at the foot of
the board shows each friend's seat that is not playing: "Waiting for Bob to join — code
7-guitarist-revenge" with Copy code, New code and A bot plays; "Bob is away: the other
computer left" when the link closed.

``JoinedSeat`` (held by a joined player's table, ``join_table``) pumps the ``Guest``: the
host's update is told as a move (or an undo), a refusal from the host shows as the
engine's reason, and a host that left or closed the table leaves a dialog that says so
and leads back to the title.

Both say in the players panel how each seat is played ("joined", "joined by relay",
"away", "waiting", "host").

Neither part adds to the table's attributes: both are held parts (``TableScene.hold``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.match import Match
from tabletop.net.guest import Guest
from tabletop.net.host import AWAY, BOT, JOINED, WAITING, Host
from tabletop.net.link import LinkState

from .. import theme
from ..icons import draw_symbol
from ..widgets import Button, Dialog, draw_panel
from .controls import BotRunner
from .frames import BOARD
from .part import TablePart

if TYPE_CHECKING:
    from .base import TableScene

PUMP_EVERY = 0.05
"""How often (seconds) a table with friends looks for their messages while idle."""
ROW = 52
"""The height of a friend's row in the strip (a row with buttons)."""


@dataclass(frozen=True)
class Seen:
    """The position a table last told: a new one that the table did not make itself came
    from another computer (told as a move, or as a move taken back)."""

    state: object
    length: int
    last: int | None

    @staticmethod
    def of(match: Match) -> Seen:
        log = match.log
        return Seen(match.state, len(log), log[-1].seat if log else None)


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when this computer's clipboard refused."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True


class HostSeats(TablePart):
    """The host's part: the friends' seats, their codes and their connections."""

    def __init__(self, table: TableScene, host: Host):
        self.table = table
        self.host = host
        self.buttons: list[Button] = []
        self._laid: object = None
        self._noted: dict[int, str] = {}
        self._seen = Seen.of(host.match)
        table.hotseat.play_elsewhere(frozenset(host.remote))

    # --- time -------------------------------------------------------------------------
    def background(self, dt: float) -> None:
        self.host.pump()  # friends are answered while the host reads the rules

    def before_update(self, dt: float) -> None:
        table, match = self.table, self.host.match
        self.host.pump()
        seen = self._seen
        if match.state is not seen.state:  # a friend moved or took a move back
            if len(match.log) > seen.length:
                table.moved()
            else:
                who = "A friend" if seen.last is None else match.seat_name(seen.last)
                table.toast.show(f"{who} took back a move.")
                table.taken_back()
            self._seen = Seen.of(match)
        self._lay_out()
        notes = self.seat_notes()
        if notes != self._noted:  # the players panel says who joined or left
            self._noted = notes
            table.invalidate()

    def moved(self) -> None:
        self._seen = Seen.of(self.host.match)

    def taken_back(self) -> None:
        self._seen = Seen.of(self.host.match)

    def wake_after(self) -> float | None:
        return PUMP_EVERY

    def key(self) -> object:
        return tuple(self._row_words(seat) for seat in self.host.remote)

    def seat_notes(self) -> dict[int, str]:
        notes = {}
        for seat in self.host.remote:
            status = self.host.status(seat)
            if status == JOINED:
                notes[seat] = relayed("joined", self.host.remote[seat].link.detail)
            elif status == WAITING:
                notes[seat] = "waiting"
            elif status == AWAY:
                notes[seat] = "away"
        return notes  # (a bot's seat says "bot" as any bot's)

    # --- the strip --------------------------------------------------------------------
    def _row_words(self, seat: int) -> tuple[str, str]:
        """What ``seat``'s row says, and its status."""
        host = self.host
        name = host.match.seat_name(seat)
        status = host.status(seat)
        link = host.remote[seat].link
        if status == BOT:
            return f"A bot plays {name}'s seat.", status
        if link.state == LinkState.CLOSED and not host.remote[seat].joined:
            return f"No code for {name}: {link.detail or 'the connection failed'}.", AWAY
        if status == JOINED:
            return f"{name} has joined: {link.detail or 'connected'}.", status
        if status == AWAY:
            return f"{name} is away: {link.detail or 'the connection ended'}.", status
        if link.code is None:
            return f"Getting a code for {name}…", status
        return f"Waiting for {name} to join — code {link.code}", status

    def strip(self) -> list[tuple[int, pygame.Rect]]:
        """The row of each friend who is not playing now (waiting to join, or away), at
        the foot of the board, bottom-up (a friend who plays is told in the players
        panel)."""
        rows: list[tuple[int, pygame.Rect]] = []
        bottom = BOARD.bottom - 8
        for seat in reversed(list(self.host.remote)):
            if self._row_words(seat)[1] in (JOINED, BOT):
                continue
            rows.append((seat, pygame.Rect(BOARD.x + 12, bottom - ROW, BOARD.w - 24, ROW)))
            bottom -= ROW + 4
        return rows

    def _lay_out(self) -> None:
        laid = (self.key(), self.table.services.text.scale)
        if laid == self._laid:
            return
        self._laid = laid
        self.buttons = []
        for seat, rect in self.strip():
            status = self._row_words(seat)[1]
            x = rect.right - 8
            actions: list[tuple[str, Callable[[], None], int]] = [
                ("A bot plays", partial(self.to_bot, seat), 150),
                ("New code", partial(self.new_code, seat), 140),
            ]
            link = self.host.remote[seat].link
            if status == WAITING and link.code:
                actions.append(("Copy code", partial(self.copy, seat), 140))
            for label, act, w in actions:
                x -= w
                self.buttons.append(Button((x, rect.y + 7, w, rect.h - 14), label, act, size=16))
                x -= 8

    def copy(self, seat: int) -> None:
        code = self.host.remote[seat].link.code or ""
        name = self.host.match.seat_name(seat)
        if copy_text(code):
            self.table.toast.show(f"Copied {name}'s code: {code}. Send it to {name}.", good=True)
        else:
            self.table.toast.show(f"Could not copy here: read the code to {name}.", good=False)

    def new_code(self, seat: int) -> None:
        self.host.new_code(seat)
        self._laid = None
        self._lay_out()

    def to_bot(self, seat: int) -> None:
        name = self.host.match.seat_name(seat)
        self.host.hand_to_bot(seat)
        table = self.table
        if isinstance(table.bots, BotRunner):
            table.bots = BotRunner(table.match, table.play_bot_action)
        table.toast.show(f"A bot plays {name}'s seat from now on.")
        table.invalidate()
        self._laid = None
        self._lay_out()

    def overlay(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        services = self.table.services
        text = services.text
        covered: list[pygame.Rect] = []
        for seat, rect in self.strip():
            words, status = self._row_words(seat)
            edge = theme.ACCENT if status == WAITING else theme.BAD
            draw_panel(surface, rect, fill=theme.PANEL, edge=edge, width=2)
            style = services.seat_style(self.host.match.config.seats[seat].colour)
            draw_symbol(surface, style.symbol, (rect.x + 24, rect.centery), 12, style.rgb)
            inside = [b.rect.x for b in self.buttons if rect.contains(b.rect)]
            room = min(inside, default=rect.right) - rect.x - 56
            line = text.fit(words, room, 18, True)
            text.blit(surface, line, (rect.x + 44, rect.centery), 18, theme.TEXT, True, "midleft")
            covered.append(rect)
        for button in self.buttons:
            button.draw(surface, text, services.icons)
        return covered


def relayed(word: str, detail: str) -> str:
    """``joined``, or ``joined by relay`` when the link says the relay carries it."""
    return f"{word} by relay" if "relay" in detail else word


class JoinedSeat(TablePart):
    """A joined player's part: the host's updates, refusals and departure. The players
    panel says who is the host (and whether the relay carries the game) and who is away."""

    def __init__(self, table: TableScene, guest: Guest):
        self.table = table
        self.guest = guest
        match = guest.match
        assert match is not None, "a joined table opens after the host's welcome"
        self.match = match
        self._noted: dict[int, str] = {}
        self._seen = Seen.of(match)
        self._told = False  # the dialog saying the game stopped was shown
        table.hotseat.play_elsewhere(
            frozenset(range(match.config.players)) - {match.seat}, eyes=match.seat
        )

    def background(self, dt: float) -> None:
        self.guest.pump()  # the host's updates are read while the rules are open

    def before_update(self, dt: float) -> None:
        table, guest, match = self.table, self.guest, self.match
        guest.pump()
        seen = self._seen
        if match.state is not seen.state:  # the host's update: a move, or one taken back
            if len(match.log) > seen.length:
                table.moved()
            else:
                table.taken_back()
            self._seen = Seen.of(match)
        if guest.problem is not None and table.dialog is None and not self._told:
            self._told = True
            self._stopped()
        while guest.refusals:
            table.toast.show(guest.refusals.pop(0), good=False)
        notes = self.seat_notes()
        if notes != self._noted:
            self._noted = notes
            table.invalidate()

    def _stopped(self) -> None:
        table = self.table
        table.drag.cancel()
        table.dialog = Dialog(
            "The game stopped",
            self.guest.problem or "The connection to the host ended.",
            [("Back to the title", table.ctx.nav.to_title)],
            width=760,
        )

    def wake_after(self) -> float | None:
        return PUMP_EVERY if self.guest.problem is None else None

    def seat_notes(self) -> dict[int, str]:
        match, link = self.match, self.guest.link
        notes = {}
        for seat, who in enumerate(match.who):
            if seat in match.away:
                notes[seat] = "away"
            elif who == "host":
                if self.guest.problem is not None:
                    notes[seat] = "host, gone"
                elif getattr(link, "away", False):  # the transport re-makes the connection
                    notes[seat] = "host, away"
                else:
                    notes[seat] = relayed("host", link.detail)
            elif who == "friend":
                notes[seat] = "friend"
            elif who == "bot":
                notes[seat] = "bot"
        return notes

    def key(self) -> object:
        return (self.guest.problem, tuple(sorted(self.seat_notes().items())))
