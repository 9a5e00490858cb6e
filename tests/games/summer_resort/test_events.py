"""The round end in the move log (issue #14): every automatic step of phase III and of
the next round's start is its own line of ``Game.events``, kept by ``Match``."""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats, seat_ref
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import EndTurn, Invest, Invite, Package, Refuel
from tabletop.games.summer_resort.state import EMPTY
from tabletop.games.summer_resort.text.events import trace

from .helpers import COTTAGE, FOREST, C, P, S, action_phase, lots, with_resort

NAMES = ("Ann", "Bob", "Cy")


def _match(state) -> Match:
    match = Match(GAME, Config.default(state.players, seed=1))
    match.states[0] = state
    return match


def _play(match: Match, *actions) -> None:
    """Play ``actions``; the porter's holder ends a turn left open for the porter first."""
    for action in actions:
        actor = match.actor()
        if action.seat != actor and EndTurn(actor) in GAME.legal_actions(match.state):
            match.play(EndTurn(actor))
        match.play(action)


def _round_with_every_step():
    """Round 1 of 3 players, the porter at seat 2 (seat 0 first), full sun next.

    Ann (President, three cottages with a student each, an empty automobile) invites
    3 students and a socialite from car 1 and refuels; Bob (three cottages and a forest)
    buys a cottage and a pension he cannot build; Cy collects two packages. Car 2's
    convalescent is left on the train."""
    state = action_phase(3, porter=2, train=((S, S, S, P), (C,), (), (), ()))
    state = dataclasses.replace(state, president=0, deck=("full_sun",) + state.deck[1:])
    state = with_resort(
        state,
        0,
        lots=lots(COTTAGE, COTTAGE, COTTAGE, guests={0: (S,), 1: (S,), 2: (S,)}),
        automobiles=(EMPTY,),
    )
    state = with_resort(state, 1, lots=lots(COTTAGE, COTTAGE, COTTAGE, FOREST))
    match = _match(state)
    _play(
        match,
        Invite(0, 0),
        Invest(1, "cottage"),
        Package(2),
        Refuel(0, 0, 0),
        Invest(1, "pension"),
        Package(2),
        EndTurn(2),  # Cy keeps the porter unused: the last move of the round
    )
    return match


def test_a_round_end_logs_every_automatic_step_by_name():
    match = _round_with_every_step()
    lines = [name_seats(line, NAMES) for line in match.log[-1].events]
    assert match.state.round == 2
    assert lines == [
        "Phase III: every token is placed; development and accommodation begin.",
        "Invited guests: Ann takes 3 students and a socialite from car 1.",
        "Fuel: Ann's automobile is refuelled for next round.",
        "Development: Bob builds a cottage on lot 4, "
        "loses the pension (no villa to build it on; it goes back).",
        "President: Bob (4 houses) takes the President token from Ann.",
        "Accommodation: Ann puts 2 students in lot 1 (the cottage with a student); "
        "a student leaves.",
        "Accommodation: Ann puts a student in lot 2 (the cottage with a student); "
        "a student leaves.",
        "Rent: leaving guests pay Ann 200 zł.",
        "No room: a socialite at Ann's goes on to the President, Bob.",
        "No room: a socialite at Bob's goes back to the bank.",
        "Train: nobody invited a convalescent; back to the bank.",
        "Porter: the porter passes left to Ann.",
        "Round 2 of 12 begins; Bob plays first.",
        "Weather: Full sun — 2 students per cottage, 2 convalescents per villa, "
        "2 socialites per pension.",
        "Full sun: a car is added to the train (6 cars).",
        lines[-1],
    ]
    # 7 cottages at 2 students each: 14 students dealt from car 1, wrapping round
    assert lines[-1].startswith("Arrivals: 3 students to car 1; 3 students to car 2;")
    assert lines[-1].endswith("2 students to car 6.")
    assert match.state.president == 1 and match.state.resorts[0].money == 1000 - 100 + 200


def test_moves_inside_a_turn_have_no_events():
    match = _round_with_every_step()
    assert all(entry.events == () for entry in match.log[:-1])


def test_the_traced_steps_lead_to_the_position_the_rules_reach():
    """``events`` re-runs the automatic steps to write them: over random games (with lot
    and accommodation choices) it reaches exactly the state ``advance`` did."""
    for seed, players in ((0, 2), (1, 3), (2, 4), (3, 5)):
        rng = random.Random(seed)
        state = GAME.new(Config.default(players, seed=seed))
        moves = 0
        while GAME.actor(state) is not None and moves < 140:
            action = rng.choice(GAME.legal_actions(state))
            after = GAME.apply(state, action)
            lines = GAME.events(state, action, after)
            if lines or state.phase != "actions":
                assert trace(state, action)[1] == after
            state, moves = after, moves + 1


def test_a_chosen_accommodation_logs_its_rent_and_the_rest_goes_on():
    """Where the player chose the arrangement, the move's line names the houses; the
    events add the rent and what happens next."""
    rng = random.Random(5)
    state = GAME.new(Config.default(3, seed=5))
    seen = False
    while GAME.actor(state) is not None and not seen:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        if action.kind == "lodge":
            lines = GAME.events(state, action, after)
            assert not any(
                line.startswith(f"Accommodation: {seat_ref(action.seat)}") for line in lines
            )
            seen = True
        state = after
    assert seen


def test_the_last_round_ends_the_game_in_the_log():
    rng = random.Random(7)
    match = Match(GAME, Config.default(2, seed=7))
    while not match.is_over():
        match.play(rng.choice(GAME.legal_actions(match.state)))
    last = [name_seats(line, ("Ann", "Bob")) for line in match.log[-1].events]
    assert last[-1] == "Round 12 was the last: the game is over."
    assert not any(line.startswith("Weather:") for line in last)


def test_results_name_the_president_by_seat():
    state = dataclasses.replace(GAME.new(Config.default(3, seed=1)), president=2)
    notes = GAME.result(state).notes
    assert name_seats(notes[0], NAMES) == "Cy holds the President token (5 points)."
