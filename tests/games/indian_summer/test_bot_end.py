"""The bots at the end of the game: once the end is in sight (a floor is full, or the solo
game's last turn) a position is valued by the final it would get if the game ended now, on
the scale of a finished game. Before, a losing seat's finished game (about -40) looked
worse than any unfinished position (about +70), so in the last round the greedy bot, and
the hint with it, exchanged a nut for a berry, two mushrooms for a feather, and so on,
before it had to end its turn. Positions come from seeded greedy games."""

from __future__ import annotations

import functools
import random

from tabletop.engine import EndTurn
from tabletop.engine.bots import explain_choice
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Exchange
from tabletop.games.indian_summer.bot.value import end_in_sight, heuristic
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.scoring import best_plan, nut_worth, solo_points
from tabletop.games.indian_summer.state import BERRY, MAIN_DONE, IndianSummerState
from tests.games.hints import greedy_moves


@functools.cache
def greedy_game(players: int, seed: int) -> tuple[tuple[IndianSummerState, object], ...]:
    """Every (position, greedy move) of a seeded greedy game, the last position with None."""
    mode = "solo" if players == 1 else "standard"
    return tuple((state, move) for state, _, move in greedy_moves(GAME, players, seed, mode))


def end_key(state: IndianSummerState, seat: int) -> tuple:
    """How ``seat`` would rank if the game ended now (the rules' end: squirrels laid the
    best way, then nuts and the odd berry; solo, a full floor then points)."""
    p = state.players[seat]
    solo = state.solo is not None
    plan = best_plan(p.forest.side, p.forest.covered, p.forest.tokens, p.treasures, solo)
    if solo:
        return (plan.empty == 0, solo_points(plan.left) - plan.empty)
    if plan.empty == 0:
        return (1, nut_worth(plan.left), plan.left[BERRY] % 2)
    return (0, -plan.empty, 0)


def last_turns(players: int, seed: int):
    """Each seat's turn with the end in sight, from its main action on: (the positions
    and the moves made there, the position where it ended the turn)."""
    turn: list = []
    for state, move in greedy_game(players, seed):
        if move is None:
            break
        if end_in_sight(state) and state.step.main == MAIN_DONE:
            turn.append((state, move))
            if isinstance(move, EndTurn):
                yield turn, state
                turn = []


def test_the_last_seat_values_its_position_as_the_end_it_leads_to():
    """Seeds 0-3, the last seat's last turn after its main action (ending it ends the
    game): the position is worth exactly the finished game ending the turn leads to, and
    every move that would spoil that end (an exchange down, two mushrooms for a feather, a
    berry spent) looks worse than ending the turn. Before, a losing seat's finished game
    (about -40) looked worse than any unfinished position (about +70): seed 0's second
    seat took a berry and made eight exchanges that each cost it, and ended 4 spaces short
    instead of with its floor full and 4 nuts."""
    found = positions = 0
    for seed in range(4):
        for turn, _ in last_turns(2, seed):
            state, _ = turn[0]
            seat = state.turn
            over = GAME.advance(state, EndTurn())
            if not over.over:  # the seat that filled its floor: its rival still plays
                continue
            ending = heuristic(over, seat)
            assert abs(heuristic(state, seat) - ending) < 1e-9  # the same scale as the end
            for action in GAME.legal_actions(state):
                after = GAME.advance(state, action)
                if not after.over and end_key(after, seat) < end_key(state, seat):
                    assert heuristic(after, seat) < ending, action
                    found += 1
            final = GAME.result(greedy_game(2, seed)[-1][0])
            assert final.totals[seat] >= end_key(state, seat)[1]  # never worse than it stood
            positions += 1
    assert positions >= 3 and found >= 6


def test_greedy_last_turns_end_with_the_best_final_they_reached():
    """Seeds 0-5 (2 players) and 0-4 (solo): from its main action on, no move of the
    seat's last turn makes its end worse (before, over seeds 0-9: 3 of 16 such turns at 2
    players and 6 of 10 solo games ended worse than they stood after the main action)."""
    turns = 0
    for players, seeds in ((2, range(6)), (1, range(5))):
        for seed in seeds:
            for turn, last in last_turns(players, seed):
                seat = last.turn
                best = max(end_key(s, seat) for s, _ in turn)
                assert end_key(last, seat) == best, (players, seed, seat)
                turns += 1
    assert turns >= 12


def test_the_greedy_bot_never_puts_off_filling_its_floor():
    """A move that fills the floor (the end of the game this round) is taken at once, even
    when the rival would end with more nuts: waiting only burns treasures or lets the
    rival fill first (before: seed 0's first seat, one space short, ended its turn rather
    than pay a nut for the squirrel that filled its floor)."""
    full = components().full
    found = 0
    for seed in range(8):
        for state, move in greedy_game(2, seed):
            if move is None or end_in_sight(state):
                continue
            seat = state.turn
            fills = [
                a
                for a in GAME.legal_actions(state)
                if GAME.advance(state, a).players[seat].forest.covered == full
            ]
            if fills:
                assert move in fills, (seed, move)
                found += 1
    assert found >= 5


def test_no_hint_in_the_last_round_recommends_a_worse_end():
    """The hint (the greedy move and its line) in the last round: the move never lowers
    the end the seat stands to reach, and an exchange's line says what it makes of it."""
    hints = exchanges = 0
    for seed in range(4):
        for n, (state, move) in enumerate(greedy_game(2, seed)):
            if move is None or not state.ending or state.step.main != MAIN_DONE:
                continue
            seat = state.turn
            view = GAME.view(state, seat)
            line = explain_choice(GAME, view, move, seat, random.Random(n))
            after = GAME.advance(state, move)
            if not after.over:
                assert end_key(after, seat) >= end_key(state, seat), line
            hints += 1
            if state.players[seat].forest.covered == components().full:
                continue  # a full floor: the line speaks of the hand, not the end
            for action in GAME.legal_actions(state):
                if isinstance(action, Exchange):
                    text = explain_choice(GAME, view, action, seat, random.Random(n))
                    assert "at the end" in text, text
                    exchanges += 1
    assert hints >= 4 and exchanges >= 10


def test_solo_last_turn_is_valued_by_its_score():
    """Solo, the tenth turn: a position is worth the game's score if the turn ended now,
    the same as the finished game it leads to."""
    found = 0
    for seed in range(3):
        for _turn, last in last_turns(1, seed):
            over = GAME.advance(last, EndTurn())
            assert over.over
            assert abs(heuristic(last, 0) - heuristic(over, 0)) < 1e-9
            assert GAME.result(over).totals[0] == end_key(last, 0)[1]
            found += 1
    assert found == 3
