"""Solo set-up (rulebook, Solo mode: Setup and Gameplay; our cards in solo_cards.yaml)."""

from __future__ import annotations

import pytest

from tabletop.engine import Config
from tabletop.games.resafa import automa
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME, SPEC
from tabletop.games.resafa.state import PLAY, SETUP

from .helpers import opening
from .solo_helpers import BOT, solo_new, solo_opening


def test_solo_is_a_mode_of_one_player():
    assert "solo" in SPEC.modes and SPEC.solo_modes == ("solo",) and SPEC.min_players == 1
    with pytest.raises(ValueError):
        GAME.new(Config.default(2, seed=1, mode="solo"))
    with pytest.raises(ValueError):
        GAME.new(Config.default(1, seed=1))


def test_player_gets_the_two_player_set_up_on_the_small_side():
    solo, two = solo_new(5), GAME.new(Config.default(2, seed=5))
    assert solo.side == "small" == two.side
    assert solo.n == 2 and not solo.players[0].bot and solo.players[BOT].bot
    me = solo.players[0]
    assert len(me.hand) == len(two.players[0].hand) and me.coins == two.players[0].coins
    assert me.stone == two.players[0].stone and me.canals_left == two.players[0].canals_left
    assert len(solo.sources) + len(solo.cubes_on) == components().facts.water_cubes_small
    assert solo.bases == two.bases  # the 1-2 player boxes


def test_resafabot_has_only_cubes_canal_tiles_and_track_markers():
    bot = solo_new(2).players[BOT]
    assert bot.hand == bot.draw == bot.cards == bot.bonus == bot.sacks == ()
    assert (bot.coins, bot.stone, bot.marble, bot.spice, bot.amphora, bot.vp) == (0,) * 6
    assert bot.workshops == () and bot.tokens == ()
    assert bot.tracks == (0, 0, 0, 0)  # markers on the start of the four tracks
    assert len(bot.canals_left) == len(components().canal_tiles) - 1  # one is on the board


@pytest.mark.parametrize("seed", range(6))
def test_canal_stack_is_shuffled_with_no_tank_face_up(seed):
    state = solo_new(seed)
    tiles = components().canal_tiles
    assert state.solo is not None
    assert sorted(t for t, _ in state.solo.stack) == sorted(state.players[BOT].canals_left)
    assert all(not tiles[t].faces[f].tank for t, f in state.solo.stack)


def test_stack_order_and_sides_are_random():
    stacks = {solo_new(seed).solo.stack for seed in range(8)}  # type: ignore[union-attr]
    assert len(stacks) > 4
    faces = {f for seed in range(8) for _, f in solo_new(seed).solo.stack}  # type: ignore[union-attr]
    assert faces == {0, 1}


@pytest.mark.parametrize("seed", range(8))
def test_first_tile_on_a_palm_cell_with_the_marker_cube(seed):
    state = solo_new(seed)
    c = components()
    assert state.solo is not None
    mine = [x for x in state.canals if x.owner == BOT]
    assert len(mine) == 1 and mine[0].cell == state.solo.cell
    assert mine[0].cell in c.palm_cells
    # the tile came off the top of the shuffled stack: it is missing from the stack now
    assert mine[0].tile not in [t for t, _ in state.solo.stack]
    assert not c.canal_tiles[mine[0].tile].faces[mine[0].face].tank


def test_every_palm_cell_can_be_the_start():
    cells = {solo_new(seed).solo.cell for seed in range(40)}  # type: ignore[union-attr]
    assert cells == set(components().palm_cells)


def test_pillar_indices_point_at_palm_cells():
    c = components()
    for card in c.solo_cards:
        if card.id != automa.SETUP_CARD:
            assert 1 <= card.pillar <= len(c.palm_cells)


@pytest.mark.parametrize("seed", range(5))
def test_solo_deck_setup_card_on_top_of_the_six_shuffled(seed):
    state = solo_new(seed)
    assert state.solo is not None
    deck = state.solo.deck
    assert deck[0] == automa.SETUP_CARD and len(deck) == 7
    assert sorted(deck[1:]) == [f"SO{i}" for i in range(1, 7)]
    assert state.solo.left == ()


def test_deck_order_is_random():
    assert len({solo_new(seed).solo.deck for seed in range(8)}) > 4  # type: ignore[union-attr]


def test_the_player_turns_the_starting_workshops_and_the_start_player_is_random():
    starts = set()
    for seed in range(12):
        state = solo_new(seed)
        assert state.phase == SETUP and GAME.actor(state) == 0
        after = solo_opening(seed)
        assert after.phase == PLAY and GAME.actor(after) == 0
        assert after.players[BOT].workshops == ()
        starts.add(after.start)
        if after.start == BOT:  # Resafabot opened the round: one solo card flipped
            assert after.solo.left == (automa.SETUP_CARD,)  # type: ignore[union-attr]
        else:
            assert after.solo.left == ()  # type: ignore[union-attr]
    assert starts == {0, BOT}


def test_start_player_alternates_every_round():
    import random

    state = solo_opening(3)
    rng = random.Random(3)
    starts = {state.round: state.start}
    while GAME.actor(state) is not None:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
        starts.setdefault(state.round, state.start)
    assert len(starts) == 6
    for r in range(1, 6):
        assert starts[r + 1] == 1 - starts[r]


def test_standard_games_have_no_solo_material():
    assert opening(2).solo is None
