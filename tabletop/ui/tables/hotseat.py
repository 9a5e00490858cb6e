"""The hot-seat part of a table: whose eyes are on the screen, the curtain, the hand-over.

Every hot-seat rule lives here. The screen belongs to the seat that must act: a table
opened from set-up, Load, Continue or Play again starts on the actor (or, when a bot acts
first, the next human, ``first_eyes``); in a game with secrets and more than one human the
curtain goes up before the first human's turn and after every change of human; without
secrets the eyes follow the actor at once. The part asks for the curtain through a
callback (the table passes ``ctx.nav.curtain``); it never imports a scene.

Seats played at other computers (a friend's seat on the host's table, every other seat on
a joined player's) are ``elsewhere`` (``play_elsewhere``): the screen never goes to them,
no curtain comes up for them, and nobody here acts for them.

A watched table (the replay viewer) has eyes chosen by the viewer, never a curtain, never
a hand-over, and nobody at the screen may act.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.match import Match


def first_eyes(match: Match, elsewhere: frozenset[int] = frozenset()) -> int:
    """The seat whose player sits at the screen when a table opens: the actor if human
    (and at this computer), else the next such human in seat order after the actor (the
    first seat when none is)."""
    seats = match.config.seats
    actor = match.actor()
    start = 0 if actor is None else actor
    for k in range(len(seats)):
        seat = (start + k) % len(seats)
        if seats[seat].is_human and seat not in elsewhere:
            return seat
    return start


class HotSeat:
    """Whose eyes are on the screen, and when they change."""

    def __init__(self, match: Match, curtain: Callable[[int], None]):
        self.match = match
        self.curtain = curtain  # asks for the curtain until ``seat``'s player clicks
        self.eyes = first_eyes(match)
        self.watching = False  # the replay viewer: eyes chosen, nobody acts
        self.elsewhere: frozenset[int] = frozenset()  # seats played at other computers

    def play_elsewhere(self, seats: frozenset[int], eyes: int | None = None) -> None:
        """``seats`` are played at other computers from now on; ``eyes``: the seat at this
        screen (a joined player's), else the first seat at this computer."""
        self.elsewhere = seats
        if eyes is not None:
            self.eyes = eyes
        elif self.eyes in seats:
            self.eyes = first_eyes(self.match, seats)

    def watch(self, seat: int) -> None:
        """Read-only from now on, seen by ``seat``."""
        self.watching = True
        self.eyes = seat

    def humans(self) -> list[int]:
        seats = self.match.config.seats
        return [i for i, s in enumerate(seats) if s.is_human and i not in self.elsewhere]

    def my_turn(self) -> bool:
        """Whether the seat at the screen may act now."""
        if self.watching:
            return False
        actor = self.match.actor()
        if actor is None or actor != self.eyes or actor in self.elsewhere:
            return False
        return self.match.config.seats[actor].is_human

    def opened(self) -> None:
        """On opening the table: with secrets and several humans, the curtain goes up."""
        match = self.match
        if (
            not self.watching
            and match.game.has_secrets
            and len(self.humans()) > 1
            and match.actor() is not None
        ):
            self.curtain(self.eyes)

    def hand_over(self) -> bool:
        """After a move: when a different human must act, switch the eyes (behind the
        curtain when the game has secrets). True when the eyes changed at once."""
        if self.watching:
            return False
        actor = self.match.actor()
        if actor is None or actor == self.eyes or actor in self.elsewhere:
            return False
        if not self.match.config.seats[actor].is_human:
            return False
        if self.match.game.has_secrets:
            self.curtain(actor)
            return False
        self.eyes = actor
        return True

    def reveal_to(self, seat: int) -> None:
        """``seat``'s player is at the screen (the curtain's click)."""
        self.eyes = seat
