"""The hint explains itself in Indian Summer's own terms: the spaces a tile covers, the
treasure under its hole, the Area it brings near or completes, the whole turn of a
mushroom, and a solo turn's end (never the bot's generic estimate). Positions come from
seeded greedy games; the expected words and numbers are read from the states."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop.engine import EndTurn
from tabletop.engine.bots import explain_choice
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Mushroom, PlaceLeaf, PlaceSquirrel
from tabletop.games.indian_summer.bot.reason import area_name
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.components.floor import complete_areas, printed_kind
from tabletop.games.indian_summer.facts import tile_size, treasure_names
from tests.games.hints import greedy_hints

GENERIC = ("best-looking", "least costly")


def hints(players: int, seed: int, kinds=(), mode: str = "standard") -> Iterator[tuple]:
    """See ``greedy_hints``: this game's seeded greedy games and their hint lines."""
    return greedy_hints(GAME, players, seed, kinds, mode)


def test_areas_are_named_by_where_they_lie():
    assert area_name(0) == "the top-left Area"
    assert area_name(3) == "the middle-right Area"
    assert area_name(len(components().areas) - 1) == "the bottom-right Area"


def test_every_hint_of_a_game_gives_a_reason_of_its_own():
    reasons = []
    for state, _seat, move, line in hints(2, seed=0):
        text = GAME.describe(state, move)
        assert line.lower().startswith(text.lower() + ": "), line
        reasons.append(line[len(text) + 2 :])
    assert len(reasons) > 40
    assert not [r for r in reasons if any(g in r for g in GENERIC)]
    assert max(len(r) for r in reasons) <= 95


def test_a_leaf_tile_names_its_spaces_its_treasure_and_the_area():
    checked = treasures = areas = 0
    for state, seat, move, line in hints(2, seed=0, kinds=PlaceLeaf):
        if not isinstance(move, PlaceLeaf) or state.step.main:
            continue
        after = GAME.advance(state, move)
        old, new = state.players[seat].forest, after.players[seat].forest
        assert f"covers {tile_size(move.tile)} spaces" in line
        token = new.tokens & ~old.tokens
        if token:
            name = treasure_names()[printed_kind(new.side, token)].lower()
            assert f"a {name} in its hole" in line
            treasures += 1
        done = set(complete_areas(new.covered)) - set(complete_areas(old.covered))
        if done:
            assert f"completes {area_name(min(done))}" in line
        elif "from full" in line:
            area = next(i for i, m in enumerate(components().areas) if area_name(i) in line)
            left = (components().areas[area] & ~new.covered).bit_count()
            assert f"{area_name(area)} is {left} space" in line
            areas += 1
        checked += 1
    assert checked >= 8 and treasures >= 3 and areas >= 3


def test_a_squirrel_that_completes_an_area_names_what_it_brings():
    found = 0
    for state, seat, move, line in hints(2, seed=1, kinds=PlaceSquirrel):
        if not isinstance(move, PlaceSquirrel):
            continue
        after = GAME.advance(state, move)
        old, new = state.players[seat], after.players[seat]
        done = set(complete_areas(new.forest.covered)) - set(complete_areas(old.forest.covered))
        if done and new.treasures != old.treasures:
            assert f"completes {area_name(min(done))} (+" in line
            found += 1
    assert found >= 1


def test_a_mushroom_is_judged_by_the_tiles_of_its_turn():
    found = two = 0
    for _state, _seat, move, line in hints(2, seed=0, kinds=Mushroom):
        if isinstance(move, Mushroom):
            assert "take two tiles: covers " in line, line
            two += "with 2 tiles" in line
            found += 1
    assert found >= 2 and two >= 1


def test_a_solo_turn_ends_with_what_it_keeps_not_the_turns_after():
    found = 0
    for state, _seat, move, line in hints(1, seed=0, kinds=EndTurn, mode="solo"):
        if isinstance(move, EndTurn) and not GAME.advance(state, move).over:
            assert "nothing more pays this turn" in line and "covers" not in line, line
            kept = state.players[0].treasures
            if kept[3]:
                assert "feather" in line
            found += 1
    assert found >= 3


def test_a_berry_after_the_main_action_names_the_tiles_it_brings():
    from collections import Counter

    from tabletop.games.indian_summer.actions import Berry

    found = 0
    for state, seat, move, line in hints(4, seed=0, kinds=Berry):
        if not isinstance(move, Berry) or not state.step.main:
            continue
        after = GAME.advance(state, move)
        fresh = list(
            (Counter(after.players[seat].path) - Counter(state.players[seat].path)).elements()
        )
        big = max(tile_size(t) for t in fresh)
        if len(fresh) > 1:
            assert line.endswith(
                f"{len(fresh)} new tiles on your path, the largest of {big} squares"
            )
        else:
            assert line.endswith(f"a new {big}-square tile on your path")
        found += 1
    assert found >= 2


def test_an_exchange_in_the_last_round_says_what_it_makes_of_the_end():
    from tabletop.games.indian_summer.actions import Exchange
    from tabletop.games.indian_summer.scoring import best_plan, nut_worth

    found = 0
    # every exchange the seat could make (the greedy bot no longer exchanges for nothing at
    # the end: test_bot_end.py), where it ends its last-round turn with its floor still open
    for state, seat, _move, _line in hints(2, seed=0, kinds=EndTurn):
        if not state.ending or state.players[seat].forest.covered == components().full:
            continue
        for move in [a for a in GAME.legal_actions(state) if isinstance(a, Exchange)]:
            line = explain_choice(GAME, GAME.view(state, seat), move, seat, random.Random(0))
            after = GAME.advance(state, move)
            p = after.players[seat]
            plan = best_plan(p.forest.side, p.forest.covered, p.forest.tokens, p.treasures, False)
            if plan.empty == 0:
                assert f"{nut_worth(plan.left)} nut" in line, line
            else:
                assert f"{plan.empty} space" in line, line
            assert "at the end" in line
            found += 1
    assert found >= 3
