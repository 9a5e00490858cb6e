"""The text notation of actions: ``str(action)`` and ``parse_action`` round trip, for the
toy game's actions and every legal action met in a random game of every registered game."""

import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.actions import Action, ActionCodec, parse_action
from tabletop.engine.serial import PlainDataError
from tabletop.games import GAMES


@dataclass(frozen=True)
class Odd(Action):
    kind: ClassVar[str] = "odd"
    name: str
    cells: tuple[tuple[int, int], ...]
    flag: bool
    count: int | None


class _Game:
    codec = ActionCodec((Odd,))


@pytest.mark.parametrize(
    "action, text",
    [
        (
            Odd("L07", ((0, 1), (1, 1)), True, 3),
            "odd name=L07 cells=[[0,1],[1,1]] flag=true count=3",
        ),
        (Odd("two words", (), False, None), 'odd name="two words" cells=[] flag=false count=null'),
        (Odd("true", (), False, 0), 'odd name="true" cells=[] flag=false count=0'),
        (Odd("7", (), False, -2), 'odd name="7" cells=[] flag=false count=-2'),
    ],
)
def test_text_form_reads_back(action, text):
    assert str(action) == text
    assert parse_action(_Game, text) == action


@pytest.mark.parametrize("text", ["", "3odd", "odd name", "odd name=[1,", "odd name=L cells=@"])
def test_bad_text_names_the_problem(text):
    with pytest.raises(PlainDataError):
        parse_action(_Game, text)


def _seats(n):
    names = ("Ann", "Bob", "Cleo", "Dan", "Eve")
    colours = ("red", "blue", "green", "yellow", "purple")
    return tuple(Seat(names[i], colours[i], "human") for i in range(n))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_action_of_a_random_game_round_trips(game):
    players = max(2, game.min_players) if game.max_players > 1 else 1
    state = game.new(Config(seats=_seats(players), seed=11, mode=game.modes[0]))
    rng = random.Random(11)
    for _ in range(120):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        for action in legal:
            assert parse_action(game, str(action)) == action, str(action)
        state = game.apply(state, rng.choice(legal))
