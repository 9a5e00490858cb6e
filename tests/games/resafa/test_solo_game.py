"""The solo game as a whole: conformance, Resafabot never acting or scoring, water over
its tiles, the rating, the log lines and the facts for the table."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine import Config
from tabletop.engine.conformance import run_conformance
from tabletop.games.resafa import automa, facts
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.rules import rain
from tabletop.games.resafa.state import RAIN, PlacedCanal

from .solo_helpers import BOT, solo_new, solo_opening


def test_conformance_solo():
    stats = run_conformance(GAME, players=1, mode="solo", seeds=[4, 9], deep_every=5)
    assert stats.games == 2 and stats.actions > 100 and stats.illegal_probes > 0


def random_game(seed):
    state = solo_opening(seed)
    rng = random.Random(seed)
    while GAME.actor(state) is not None:
        assert GAME.actor(state) == 0  # the player is the only actor
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_resafabot_plays_its_cards_scores_nothing_and_holds_nothing():
    state = random_game(6)
    bot = state.players[BOT]
    assert bot.vp == 0 and (bot.coins, bot.stone, bot.marble, bot.spice, bot.amphora) == (0,) * 5
    assert bot.hand == bot.bonus == bot.sacks == bot.specials == () and bot.workshops == ()
    assert any(x.owner == BOT for x in state.canals)
    assert sum(bot.tracks) > 0
    result = GAME.result(state)
    assert len(result.totals) == 1 and result.ranks == (1,)


def test_resafabot_plays_three_cards_a_round():
    state = solo_new(2)
    rng = random.Random(2)
    turns = 0
    while GAME.actor(state) is not None:
        legal = GAME.legal_actions(state)
        before = (state.solo.left, state.solo.deck)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
        if (state.solo.left, state.solo.deck) != before:
            turns += sum(1 for x in state.solo.log if x.startswith("Resafabot flips"))
    assert turns == 18  # 3 a round for 6 rounds: 3 full cycles of the solo deck
    assert state.solo.left == () and state.solo.deck[0] == automa.SETUP_CARD


def rain_position():
    """Resafabot's tile on B1 (with its water cube), the player's tiles below it."""
    state = solo_new(1)
    assert state.solo.cell == "B1" and ("B1", "sB") in state.cubes_on
    state = replace(
        state,
        canals=state.canals + (PlacedCanal("B2", 0, "K5", 0), PlacedCanal("B3", BOT, "K3", 1)),
        phase=RAIN,
        tasks=(),
    )
    return state


def test_rain_tiles_of_resafabot_score_nothing():
    state = rain_position()
    after = rain.score_tiles(state)
    assert after.players[BOT].vp == 0
    assert after.players[0].vp == 1 + 1  # K5 face 0: 1 VP + 1 blue VP


def test_water_from_resafabot_tile_goes_straight_down_and_scores_only_the_players_tiles():
    state = rain_position()
    after = rain.run(state)
    assert after.tasks == ()  # no route decision, though K3 face 1 (a crossroads) opens sideways
    assert after.players[0].vp == 2  # the player's B2 tile: 1 + 1 blue
    assert after.players[BOT].vp == 0
    assert after.players[BOT].cubes == 1  # the cube is out of play with Resafabot


def test_player_may_steer_water_through_resafabot_tiles():
    state = rain_position()
    state = replace(state, cubes_on=(("B2", "sB"),))
    after = rain.run(state)
    # B2 (K5, a straight tile) passes the water down to Resafabot's crossroads on B3,
    # where the player (the router) chooses: Resafabot's tiles do not steer
    assert after.task is not None and after.task.kind == "route" and after.task.seat == 0


def test_rating_words_and_thresholds():
    assert [automa.rating(v) for v in (149, 150, 179, 180, 199, 200, 219, 220, 300)] == [
        "below okay",
        "okay",
        "okay",
        "good",
        "good",
        "very good",
        "very good",
        "excellent",
        "excellent",
    ]
    assert automa.scale_text() == "150 okay, 180 good, 200 very good, 220+ excellent"
    assert facts.rating_scale()[0] == (150, "okay")


def test_result_notes_give_the_score_and_rating():
    state = random_game(3)
    result = GAME.result(state)
    total = result.totals[0]
    assert result.notes[0] == f"Solo against Resafabot: {total} VP, {automa.rating(total)}."
    assert "220+ excellent" in result.notes[1]
    assert GAME.live_scores(state) == (state.players[0].vp,)


def test_resafabot_lines_of_the_last_move_for_the_table():
    for seed in range(10):
        state = solo_new(seed)
        if state.start == BOT:
            break
    from tabletop.games.resafa.actions import PlaceStart

    line = GAME.describe(state, PlaceStart(0, 0))
    assert "Resafabot" not in line  # a button label never tells the next solo card
    after = GAME.apply(state, PlaceStart(0, 0))
    assert automa.with_bot_lines(state, after, line).startswith(f"{line}; Resafabot flips")
    assert automa.with_bot_lines(after, after, line) == line
    assert facts.bot_last_turn(after)[0].startswith("Resafabot flips a solo card")
    cards = facts.solo_cards(after)
    assert cards is not None and cards.left == automa.SETUP_CARD
    assert cards.right == after.solo.deck[0] and cards.half == 0  # SO0's arrow is up
    assert cards.action == automa.solo_card(cards.right).top[0]
    assert len(cards.left_lines) == 6 and len(cards.right_lines) == 3
    assert facts.bot_canals(after) == (len(after.solo.stack), after.solo.cell)
    assert "VP (" in facts.solo_standing(after)
    assert facts.bot_seat(after) == BOT and facts.people(after) == (0,)
    assert after.players[BOT].at == "" and after.players[BOT].camel == 0  # no caravan


def test_facts_outside_the_solo_mode_are_empty():
    from .helpers import opening

    state = opening(2)
    assert facts.solo_cards(state) is None and facts.bot_last_turn(state) == ()
    assert facts.solo_standing(state) == ""
    assert facts.bot_seat(state) is None and facts.people(state) == (0, 1)
    assert GAME.describe(state, GAME.legal_actions(state)[0]).count("Resafabot") == 0


def test_simulated_solo_games_end_with_a_score_for_the_player():
    for seed in range(3):
        state = GAME.new(Config.default(1, seed=seed, mode="solo"))
        rng = random.Random(seed)
        while GAME.actor(state) is not None:
            legal = GAME.legal_actions(state)
            state = GAME.advance(state, legal[rng.randrange(len(legal))])
        assert GAME.result(state).totals[0] >= 0


def test_the_player_sees_only_the_top_solo_card_and_the_top_canal_tile():
    state = solo_opening(5)
    view = GAME.view(state, 0)
    assert view.solo.deck[0] == state.solo.deck[0] and set(view.solo.deck[1:]) == {"?"}
    assert view.solo.stack[0] == state.solo.stack[0]
    assert {t for t, _ in view.solo.stack[1:]} == {"?"}
    assert list(view.players[BOT].canals_left) == sorted(view.players[BOT].canals_left)
    full = GAME.determinize(view, 0, random.Random(1))
    assert sorted(full.solo.deck) == sorted(state.solo.deck)
    assert full.solo.deck[0] == state.solo.deck[0]
    assert sorted(t for t, _ in full.solo.stack) == sorted(t for t, _ in state.solo.stack)
    assert GAME.conserved(full) == GAME.conserved(state)


def test_a_move_that_brings_on_resafabot_turn_cannot_be_undone():
    from tabletop.games.resafa.actions import PlaceStart

    for seed in range(10):
        state = solo_new(seed)
        after = GAME.apply(state, PlaceStart(0, 0))
        assert GAME.reveals(state, PlaceStart(0, 0), after) == (after.start == BOT)
