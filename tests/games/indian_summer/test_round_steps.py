"""What happened after an Indian Summer move, step by step (issue #14): ``facts.round_steps``
pairs every line of ``Game.events`` with the position after it (``after`` last) and the
tiles that moved, so that the table can play the refills, the common path's top-up and
the solo row on the board; every tile is in exactly one place at every step."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine import Config
from tabletop.games.indian_summer import GAME, facts
from tabletop.games.indian_summer.facts.round_steps import KINDS

START = {
    "treasures": ("Area complete:", "Treasures:"),
    "refill": ("Path refill:",),
    "top_up": ("Common path:",),
    "last_round": ("Last round:",),
    "solo_turn": ("Turn ",),
    "solo_row": ("Solo row:",),
    "game": ("Game ", "The game is over", "This game of the series"),
}


def moves_with_events(seed: int, players: int, mode: str = "standard"):
    """(before, action, after) of each move with events in a random game."""
    rng = random.Random(seed)
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        if GAME.events(state, action, after):
            yield state, action, after
        state = after


def tiles(state) -> Counter:
    """Every leaf tile in play and where it could be: paths, the common path, the reserve,
    the floors, the solo row and paths."""
    out = Counter()
    for player in state.players:
        out.update(player.path)
        out.update(leaf.tile for leaf in player.forest.leaves)
    out.update(state.common)
    out.update(state.reserve)
    if state.solo is not None:
        out.update(t for t in state.solo.row if t)
        out.update(state.solo.top)
        out.update(state.solo.bottom)
    return out


@pytest.mark.parametrize(
    "seed, players, mode, expected",
    [
        (0, 2, "standard", {"refill", "treasures", "last_round", "game"}),
        (1, 3, "standard", {"refill", "top_up"}),
        (2, 4, "standard", {"refill", "top_up"}),
        (3, 1, "solo", {"solo_turn", "game"}),
    ],
)
def test_the_steps_are_the_event_lines_and_end_on_the_position_after(seed, players, mode, expected):
    seen = set()
    for before, action, after in moves_with_events(seed, players, mode):
        steps = facts.round_steps(before, action, after)
        assert tuple(s.line for s in steps) == GAME.events(before, action, after)
        assert steps[-1].position == after
        for step in steps:
            assert step.kind in KINDS and step.kind != "line"  # never the flat fallback
            assert step.line.startswith(START[step.kind]), (step.kind, step.line)
            seen.add(step.kind)
        if steps[0].kind != "game":
            whole = tiles(after)
            assert max(whole.values()) == 1
            assert tiles(facts.opening(before, action, after)) == whole
            assert all(tiles(step.position) == whole for step in steps)  # one place each
    assert expected <= seen, seen


def test_a_refill_moves_the_head_of_the_common_path_onto_the_path():
    for before, action, after in moves_with_events(1, 3):
        steps = facts.round_steps(before, action, after)
        refills = [s for s in steps if s.kind == "refill"]
        if not refills:
            continue
        previous = facts.opening(before, action, after)
        for step in steps:
            if step.kind == "refill":
                seat = step.seat
                added = [m.tile for m in step.moved]
                assert step.position.players[seat].path == previous.players[seat].path + tuple(
                    added
                )
                starts = [m.start for m in step.moved if m.start[0] == "common"]
                # from the bush side: the head of the common path, in order
                assert [s[2] for s in starts] == list(range(len(starts)))
                assert all(
                    m.end == ("path", seat, i)
                    for i, m in enumerate(step.moved, len(previous.players[seat].path))
                )
            if step.kind == "top_up":
                assert step.moved and all(m.start[0] == "reserve" for m in step.moved)
                assert all(step.position.common[m.end[2]] == m.tile for m in step.moved)
            previous = step.position
        return
    pytest.fail("no refill in the game")


def test_the_solo_row_moves_right_at_a_turns_start():
    for before, action, after in moves_with_events(3, 1, "solo"):
        steps = facts.round_steps(before, action, after)
        turn = next((s for s in steps if s.kind == "solo_turn" and s.moved), None)
        if turn is None:
            continue
        (moved,) = turn.moved
        assert moved.end[2] > moved.start[2]  # to the right
        opening = facts.opening(before, action, after)
        assert opening.solo.row[moved.start[2]] == moved.tile
        assert turn.position.solo.row[moved.end[2]] == moved.tile
        return
    pytest.fail("no tile moved along the solo row")
