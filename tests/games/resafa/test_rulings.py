"""Rulings RE-1, RE-2 and RE-3 (``../shared/RULINGS.md``), each on the case it rules on,
and saves of game version 1 (before RE-1) still load and replay to the end."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.engine import Config
from tabletop.engine.saves import load_match
from tabletop.games.resafa import automa
from tabletop.games.resafa.actions import DiscardSack, PlaySack
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.scoring import breakdown
from tabletop.games.resafa.state import OVER, PlacedCanal

from .helpers import edit, opening
from .solo_helpers import BOT, solo_new, with_deck

SAVES = Path(__file__).parent / "saves"
SACK_LINE = "sack cards left in hand"


# --- RE-1: sack cards still in hand at the end ---------------------------------------------


def play_to_the_end_keeping_sacks(players: int, seed: int):
    """A seeded random game that plays or discards a sack card only when the hand limit
    leaves nothing else; the position just before the game ended and the last one."""
    state = GAME.new(Config.default(players, seed=seed))
    rng = random.Random(seed)
    before = state
    while GAME.actor(state) is not None:
        every = GAME.legal_actions(state)
        legal = [a for a in every if not isinstance(a, (PlaySack, DiscardSack))] or every
        before, state = state, GAME.advance(state, legal[rng.randrange(len(legal))])
    return before, state


def test_re1_sack_cards_in_hand_at_the_end_are_discarded_for_1_vp_each_on_their_own_line():
    before, end = play_to_the_end_keeping_sacks(2, seed=3)
    held = [p.sacks for p in before.players]
    assert end.phase == OVER and any(held), "the seed leaves sack cards in hand"
    result = GAME.result(end)
    for seat, cards in enumerate(held):
        p = end.players[seat]
        assert p.sacks == () and p.sacks_at_end == len(cards)
        assert dict(result.breakdown[seat])[SACK_LINE] == len(cards)  # 1 VP each
        without = replace(end, players=tuple(replace(x, sacks_at_end=0) for x in end.players))
        assert result.totals[seat] == sum(v for _, v in breakdown(without, seat)) + len(cards)
    # discarded as the book discards a sack card: under the sack deck
    assert end.sack_deck[-sum(map(len, held)) :] == held[0] + held[1]
    assert GAME.conserved(end) == GAME.conserved(before)
    lines = GAME.events(before, None, end)  # type: ignore[arg-type]
    assert any("left in hand for" in line for line in lines)


def test_re1_a_sack_card_can_still_be_discarded_on_ones_own_turn():
    state = opening(2)
    state = replace(state, sack_deck=tuple(x for x in state.sack_deck if x != "SK1"))
    seat = state.current
    state = edit(state, seat, sacks=("SK1",), vp=0)
    assert DiscardSack("SK1") in GAME.legal_actions(state)
    after = GAME.apply(state, DiscardSack("SK1"))
    assert after.players[seat].vp == 1 and after.players[seat].sacks_at_end == 0


# --- RE-2: Resafabot's canal past a taken space ---------------------------------------------


def marker_at(state, cell):
    """Resafabot's only tile moved to ``cell`` (its cube with it), no canal bonus tiles."""
    canals = tuple(replace(x, cell=cell) if x.owner == BOT else x for x in state.canals)
    return replace(state, canals=canals, solo=replace(state.solo, cell=cell), canal_bonus=())


def taken(state, *cells):
    return replace(state, canals=state.canals + tuple(PlacedCanal(c, 0, "K1", 0) for c in cells))


def bot_canal(state):
    """Resafabot's turn with SO2 flipped (its canal arrow points left) and SO5 (Canal)."""
    after, lines = automa.bot_turn(with_deck(state, "SO2", "SO5"))
    new = [x.cell for x in after.canals if x.owner == BOT and x not in state.canals]
    return new, lines


def test_re2_the_canal_walks_past_taken_spaces_in_the_arrows_direction():
    state = taken(marker_at(solo_new(1), "D2"), "C2", "B2")
    new, lines = bot_canal(state)
    assert new == ["A2"]  # the first free space leftwards, not the opposite side
    assert "on A2, left of its last tile" in lines[-1]


def test_re2_only_when_every_space_that_way_is_taken_it_goes_the_other_way():
    state = taken(marker_at(solo_new(1), "C2"), "B2", "A2", "D2")
    new, lines = bot_canal(state)
    assert new == ["E2"]  # the first free space rightwards, past D2
    assert "on E2, right of its last tile" in lines[-1]


def test_re2_an_arrow_off_the_grid_at_once_turns_round():
    new, _ = bot_canal(marker_at(solo_new(1), "A3"))
    assert new == ["B3"]


# --- RE-3: scarabs on the causeway count ---------------------------------------------------


@pytest.mark.parametrize(
    "causeway,rows,vp",
    [
        (("scarab", "scarab"), ((), (), ()), 4),  # the causeway's two count: 2 scarabs
        (("scarab", "square"), (("scarab",), (), ("scarab", "square")), 7),  # 3 scarabs
        (("scarab", "scarab"), (("scarab", "scarab"), ("scarab",), ("scarab",)), 16),  # 6 -> 5
    ],
)
def test_re3_every_scarab_placed_counts_at_the_end_at_most_five(causeway, rows, vp):
    state = edit(opening(2), 0, causeway=causeway, rows=rows)
    assert dict(breakdown(state, 0))["scarabs"] == vp


# --- saves of game version 1 ----------------------------------------------------------------


@pytest.mark.parametrize("name", ["two", "solo"])
def test_saves_of_game_version_1_replay_under_the_rulings(name, tmp_path):
    """Recorded by the code before RE-1 (``expected_v1.json``: its totals and the sack
    cards each seat still held): the same moves replay to the end, and each held sack
    card now adds its 1 VP on its own line."""
    expected = json.loads((SAVES / "expected_v1.json").read_text())[name]
    document = json.loads((SAVES / f"{name}.json").read_text())
    assert document["game_version"] == 1 < GAME.version
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document))
    match = load_match(path, lambda game_id: GAME)
    assert match.is_over() and len(match.actions) == expected["moves"]
    result = GAME.result(match.state)
    people = len(result.totals)
    held = expected["sacks_in_hand"][:people]
    assert list(result.totals) == [t + h for t, h in zip(expected["totals"], held)]
    assert [dict(row)[SACK_LINE] for row in result.breakdown] == held
