"""Helpers for the protocol's tests: a host and its joiners over the in-memory exchange,
pumped in turn, every seat choosing its moves the same seeded way as a local game."""

from __future__ import annotations

import random

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games import get_game
from tabletop.net.guest import Guest
from tabletop.net.host import Host
from tabletop.net.memory import MemoryExchange


def choose(legal, log_length: int, seat: int):
    """The move a seat picks: the same in a local game and over the network."""
    return random.Random(1000 * log_length + seat).choice(list(legal))


def config(players: int, seed: int, mode: str = "standard") -> Config:
    names = ("Ann", "Bob", "Cleo", "Dan")
    colours = ("red", "blue", "green", "yellow")
    return Config(
        seats=tuple(Seat(names[i], colours[i], "human") for i in range(players)),
        seed=seed,
        mode=mode,
    )


def local_result(game_id: str, players: int, seed: int):
    """The game played at one computer with the same choices; (result, actions)."""
    game = get_game(game_id)
    match = Match(game, config(players, seed))
    while not match.is_over():
        seat = match.actor()
        match.play(choose(game.legal_actions(match.state), len(match.log), seat), seat=seat)
    return game.result(match.state), match.actions


class Table:
    """A host holding seat 0 (played here) and joiners on the other seats."""

    def __init__(self, game_id: str, players: int, seed: int):
        self.game = get_game(game_id)
        self.exchange = MemoryExchange()
        self.match = Match(self.game, config(players, seed))
        self.host = Host(self.match, range(1, players), self.exchange.host)
        self.guests: dict[int, Guest] = {}
        for seat in range(1, players):
            self.join(seat)

    def code(self, seat: int) -> str:
        code = self.host.remote[seat].link.code
        assert code is not None
        return code

    def join(self, seat: int) -> Guest:
        guest = Guest(self.exchange.join(self.code(seat)), get_game)
        self.guests[seat] = guest
        self.pump()
        return guest

    def pump(self) -> None:
        self.host.pump()
        for guest in self.guests.values():
            guest.pump()

    def step(self) -> None:
        """One move by whoever must act, each at their own computer."""
        seat = self.match.actor()
        assert seat is not None
        if seat in self.guests:
            guest = self.guests[seat]
            gm = guest.match
            assert gm is not None and gm.actor() == seat, "the joiner knows it is their turn"
            gm.play(choose(gm.offered, len(gm.log), seat), seat=seat)
        else:
            legal = self.game.legal_actions(self.match.state)
            self.match.play(choose(legal, len(self.match.log), seat), seat=seat)
        self.pump()

    def play_out(self, limit: int = 5000) -> None:
        for _ in range(limit):
            if self.match.is_over():
                return
            self.step()
        raise AssertionError("the game did not end")
