"""The round end step by step (issue #14): ``facts.round_steps`` pairs every line of
``Game.events`` with the position after it, ``after`` last, so that the table can play the
round end on the board; the positions in between show each step (guests leaving the
train, houses filled one by one, the rent, the weather before the arrivals)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.engine import Config
from tabletop.engine.result import name_seats
from tabletop.games.summer_resort import GAME, facts
from tabletop.games.summer_resort.facts.round_steps import KINDS
from tabletop.games.summer_resort.state import DEVELOP
from tabletop.games.summer_resort.text.events import development_line
from tabletop.games.summer_resort.turn.development import develop_automatic

from .helpers import COTTAGE, lots, with_resort
from .test_events import NAMES, _round_with_every_step

START = {
    "phase": "Phase III:",
    "invite": "Invited guests:",
    "fuel": "Fuel:",
    "develop": "Development:",
    "president": "President:",
    "lodge": "Accommodation:",
    "rent": "Rent:",
    "no_room": "No room:",
    "train": "Train:",
    "porter": "Porter:",
    "over": "Round ",
    "round": "Round ",
    "weather": "Weather:",
    "car": "",
    "arrivals": "Arrivals:",
    "short": "Arrivals: the bank had only",
}


def every_move_with_events(seed: int, players: int):
    """(before, action, after) of each move with events in a random game."""
    rng = random.Random(seed)
    state = GAME.new(Config.default(players, seed=seed))
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        if GAME.events(state, action, after):
            yield state, action, after
        state = after


@pytest.mark.parametrize("seed, players", [(0, 2), (1, 3), (2, 4), (3, 5)])
def test_the_steps_are_the_event_lines_and_end_on_the_position_after(seed, players):
    seen = set()
    for before, action, after in every_move_with_events(seed, players):
        steps = facts.round_steps(before, action, after)
        assert tuple(s.line for s in steps) == GAME.events(before, action, after)
        assert steps[-1].position == after
        for step in steps:
            assert step.kind in KINDS  # never the flat fallback
            assert step.line.startswith(START[step.kind]), (step.kind, step.line)
            seen.add(step.kind)
    assert {"phase", "invite", "develop", "lodge", "rent", "porter", "round", "weather"} <= seen
    assert {"arrivals", "over"} <= seen


def test_a_move_inside_a_turn_has_no_steps():
    match = _round_with_every_step()
    before, entry, after = match.states[0], match.log[0], match.states[1]
    assert facts.round_steps(before, entry.action, after) == ()


def steps_of_the_worked_round():
    match = _round_with_every_step()
    steps = facts.round_steps(match.states[-2], match.log[-1].action, match.states[-1])
    return match, steps


def test_each_step_shows_its_position():
    """The round of test_events: Ann invites car 1, Bob builds, loses a pension and takes
    the President token, Ann is accommodated house by house, the round starts with full
    sun: its card is revealed before the cars get their guests."""
    match, steps = steps_of_the_worked_round()
    lines = [name_seats(s.line, NAMES) for s in steps]
    assert lines == [name_seats(line, NAMES) for line in match.log[-1].events]
    kinds = [s.kind for s in steps]
    assert kinds[:5] == ["phase", "invite", "fuel", "develop", "president"]

    invite = steps[1]
    assert (invite.seat, invite.car) == (0, 0)
    assert invite.position.train[0].vacationers == ()
    assert sorted(invite.position.resorts[0].arrivals) == sorted(invite.guests)
    assert len(invite.guests) == 4

    develop = steps[3]
    assert develop.seat == 1 and develop.lots == (3,) and develop.lost == ("pension",)
    assert develop.position.resorts[1].lots[3].level == 1

    president = steps[4]
    assert (president.seat, president.other) == (1, 0)
    assert president.position.president == 1


def test_accommodation_is_shown_house_by_house_then_the_rent():
    _, steps = steps_of_the_worked_round()
    lodge = [s for s in steps if s.kind == "lodge"]
    first, second = lodge[0], lodge[1]
    start = steps[4].position.resorts[0]  # before Ann's accommodation
    shown = first.position.resorts[0]
    assert first.lots == (0,) and shown.lots[0].guests == first.guests
    assert shown.lots[1].guests == start.lots[1].guests  # the next house not yet
    assert shown.money == start.money  # the rent comes at its own line
    assert len(shown.arrivals) == len(start.arrivals) - len(first.guests)
    assert second.lots == (1,) and second.position.resorts[0].lots[1].guests == second.guests
    rent = next(s for s in steps if s.kind == "rent")
    assert rent.seat == 0 and rent.amount == 200 and rent.lots == (0, 1)
    assert rent.position.resorts[0].money == start.money + 200
    assert rent.guests == ("student", "student")  # the old guests who pay and leave
    to_bob, to_bank = [s for s in steps if s.kind == "no_room"]
    assert (to_bob.seat, to_bob.other) == (0, 1) and to_bob.guests == ("socialite",)
    assert (to_bank.seat, to_bank.other) == (1, -1)


def test_the_next_round_starts_weather_first_then_the_arrivals():
    match, steps = steps_of_the_worked_round()
    by = {s.kind: s for s in steps}
    assert by["train"].guests == ("convalescent",)
    assert all(not car.vacationers for car in by["train"].position.train)
    assert by["porter"].position.porter == 0 and by["porter"].other == 2
    assert by["round"].position.round == 2 and by["round"].seat == 1
    assert by["round"].position.weather == steps[0].position.weather  # not yet revealed
    assert by["weather"].position.weather == "full_sun"
    assert all(not car.vacationers for car in by["weather"].position.train)
    assert len(by["car"].position.train) == len(by["weather"].position.train) + 1
    after = match.states[-1]
    assert by["arrivals"].position == after == steps[-1].position
    assert [len(d) for d in by["arrivals"].dealt] == [len(c.vacationers) for c in after.train]


def test_the_last_round_ends_on_the_game_over():
    rng = random.Random(7)
    state = GAME.new(Config.default(2, seed=7))
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        before, state = state, GAME.apply(state, action)
    steps = facts.round_steps(before, action, state)
    assert steps[-1].kind == "over" and steps[-1].position == state
    assert steps[-2].kind == "porter"


def test_a_cottage_bought_with_its_forest_is_built_on_it_and_the_line_says_so():
    """Development adds the forest first, then the cottage goes on it: the line tells the
    build (it used to call the cottage lost), and the step's lots name the new lot."""
    state = GAME.new(Config.default(3, seed=1))
    state = with_resort(state, 0, lots=lots(COTTAGE, COTTAGE), purchases=("forest", "cottage"))
    state = dataclasses.replace(state, phase=DEVELOP, queue=(0, 1, 2), turn=-1)
    after = develop_automatic(state, 0)
    assert [lot.level for lot in after.resorts[0].lots] == [COTTAGE, COTTAGE, COTTAGE]
    line = name_seats(development_line(state, after, 0), NAMES)
    assert line == "Development: Ann adds a forest (lot 3), builds a cottage on lot 3."
