"""What happens by itself after an Indian Summer move, in the move log (issue #14): Areas
paying out, Player Paths refilled, the common path topped up from the reserve, the last
round, the end of the game, and the solo row at the start of each turn."""

from __future__ import annotations

import random

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import NextGame

NAMES = ("Ann", "Bob", "Cy", "Di")


def _game(players: int, seed: int, mode: str = "standard", stop=None) -> Match:
    match = Match(GAME, Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    while not match.is_over() and not (stop and stop(match)):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    return match


def test_refills_and_the_reserve_are_logged_with_the_numbers_that_moved():
    match = _game(3, seed=1)
    refills = 0
    for before, entry, after in zip(match.states, match.log, match.states[1:]):
        lines = [name_seats(line, NAMES) for line in entry.events]
        for seat in range(3):
            added = sum(1 for t in after.players[seat].path if t not in before.players[seat].path)
            if added:
                tiles = "a leaf tile" if added == 1 else f"{added} leaf tiles"
                assert (
                    f"Path refill: {NAMES[seat]}'s Player Path takes {tiles} from the common path."
                ) in lines
                refills += 1
        topped = len(before.reserve) - len(after.reserve)
        if topped:
            assert any(
                line.startswith(f"Common path: {topped} leaf tiles from the reserve")
                for line in lines
            )
    assert refills > 5
    assert match.log[-1].events[-1].startswith("The game is over: ")


def test_a_completed_area_logs_the_treasures_taken():
    found = []
    for seed in range(1, 6):
        match = _game(2, seed=seed)
        found += [
            line
            for entry in match.log
            for line in entry.events
            if line.startswith("Area complete: ")
        ]
    assert found
    assert all(" takes " in line and line.endswith(" from its holes.") for line in found)


def test_solo_turns_begin_in_players_words():
    match = _game(1, seed=2, mode="solo")
    starts = [line for entry in match.log for line in entry.events if line.startswith("Turn ")]
    assert starts[0].startswith("Turn 2 of 10 begins")
    assert all("turn t" not in line for line in starts)


def test_the_next_game_of_a_solo_series_is_logged():
    match = _game(
        1, seed=3, mode="solo_series", stop=lambda m: NextGame() in GAME.legal_actions(m.state)
    )
    assert NextGame() in GAME.legal_actions(match.state)
    assert match.log[-1].events[-1].startswith("This game of the series is over")
    match.play(NextGame())
    assert match.log[-1].events == (
        "Game 2 of the series: a fresh floor and new leaf tiles are dealt.",
    )


def test_the_solo_row_names_the_tile_and_its_spaces_at_each_turns_start():
    """#29: the solo row's rule at work, the tile named by colour and size, from its
    numbered space to the last empty space (as the board labels them)."""
    from tabletop.games.indian_summer.text import tile_words

    match = _game(1, seed=2, mode="solo")
    seen = 0
    for before, entry, after in zip(match.states, match.log, match.states[1:]):
        a, b = before.solo, after.solo
        if a is None or b is None or b.turn_no == a.turn_no or b.games != a.games:
            continue
        (moved,) = [t for i, t in enumerate(a.row) if t and t in b.row and b.row.index(t) != i]
        to = b.row.index(moved)
        space = (
            f"space {10 - to}"
            if to < 10
            else ("the left", "the right")[to - 10] + " mushroom space"
        )
        assert (
            f"Turn {b.turn_no} of 10 begins, so the {tile_words(moved)} leaf tile on space "
            f"{b.turn_no} moves to the last empty space, {space}."
        ) in entry.events
        seen += 1
    assert seen == 9  # turns 2 to 10


def test_after_a_solo_mushroom_the_row_names_each_tile_that_moves():
    """The rule after a solo mushroom: the tiles on spaces already passed move to the last
    empty spaces, space 1 first; the line names each tile, where from and where to."""
    from tabletop.games.indian_summer.actions import Exchange, Mushroom
    from tabletop.games.indian_summer.text import tile_words

    match = Match(GAME, Config.default(1, seed=3, mode="solo"))
    rng = random.Random(3)
    while not match.is_over():
        legal = GAME.legal_actions(match.state)
        mushroom = [a for a in legal if isinstance(a, Mushroom)]
        if mushroom and match.state.solo.turn_no >= 4:
            match.play(mushroom[0])
            break
        match.play(rng.choice([a for a in legal if not isinstance(a, (Mushroom, Exchange))]))
    for _ in range(6):
        before = match.state
        match.play(GAME.legal_actions(before)[0])
        if any(line.startswith("Solo row:") for line in match.log[-1].events):
            break
    row_a, row_b = before.solo.row, match.state.solo.row
    line = next(line for line in match.log[-1].events if line.startswith("Solo row:"))
    assert line.startswith(
        "Solo row: after the mushroom, the leaf tiles on spaces already passed move to the "
        "last empty spaces: "
    )
    one, two = row_a[9], row_a[8]  # spaces 1 and 2, passed by turn 4
    assert row_b[11] == one and row_b[10] == two
    assert line.endswith(
        f"the {tile_words(one)} tile from space 1 to the right mushroom space and "
        f"the {tile_words(two)} tile from space 2 to the left mushroom space."
    )
