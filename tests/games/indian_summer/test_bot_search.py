"""Indian Summer's own search for the normal and hard levels (``bot_search``): the screen,
the floor's future (unreachable spaces, path tiles that fit nowhere), the race played to
its end, the plan, the time cap, and the solo game left to the shared search. No timed
test: the clock is injected."""

import dataclasses
import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, bot_move, bot_rng
from tabletop.engine.bots.search import SearchBot
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Nut, PlaceLeaf, PlaceSquirrel
from tabletop.games.indian_summer.bot.search import (
    LEVELS,
    IndianSummerSearch,
    fits_now,
    screen,
    search_bot,
    unreachable,
)
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.state import Stage

from .helpers import forest, new, set_player


def frozen() -> float:
    return 0.0


class LateClock:
    """A clock already past every cap after its first reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        value, self.now = self.now, self.now + 100.0
        return value


def _two(seed: int = 1):
    return new(players=2, sides=("S1a", "S2a"), seed=seed)


def _midgame(seed: int = 3, moves: int = 30):
    state = GAME.new(Config.default(2, seed=seed))
    bots = [GreedyBot(GAME, s) for s in range(2)]
    rngs = [bot_rng(seed, s) for s in range(2)]
    for _ in range(moves):
        seat = GAME.actor(state)
        state = GAME.apply(state, bot_move(GAME, state, bots[seat], rngs[seat]))
    return state


def test_the_game_offers_its_search_for_normal_and_hard_only():
    assert isinstance(search_bot(GAME, 0, "normal", frozen), IndianSummerSearch)
    hard = GAME.search_bot(1, "hard", frozen)  # the search, wrapped in the solo plan
    assert isinstance(hard.inner, IndianSummerSearch)
    assert GAME.search_bot(0, "easy", frozen) is None


def test_hard_sees_more_than_normal():
    normal, hard = LEVELS["normal"], LEVELS["hard"]
    assert hard.candidates > normal.candidates and hard.keep > normal.keep
    assert hard.finish > normal.finish  # hard plays the race to its end
    assert hard.seconds <= 2.0 and normal.seconds <= 0.5


def test_the_screen_keeps_the_best_placements_and_every_other_move():
    state = _midgame()
    legal = GAME.legal_actions(state)
    kept = screen(state, legal, state.turn, keep=3)
    rated = [a for a in kept if isinstance(a, (PlaceLeaf, PlaceSquirrel, Nut))]
    others = [a for a in legal if not isinstance(a, (PlaceLeaf, PlaceSquirrel, Nut))]
    assert len(rated) == 3
    assert [a for a in kept if a not in rated] == others
    # a placement covering more than a squirrel is screened ahead of every squirrel
    assert isinstance(rated[0], PlaceLeaf)


def test_unreachable_spaces_are_those_no_three_tile_covers():
    cat = components()
    open_ = [(0, 0), (2, 2), (2, 3), (4, 1), (4, 2), (4, 3), (6, 5), (7, 5), (7, 6)]
    covered = cat.full
    for r, c in open_:
        covered &= ~cat.bit(r, c)
    dead = unreachable(covered)
    # the lone corner and the pair are dead; the straight and the bent three are not
    assert dead == cat.bit(0, 0) | cat.bit(2, 2) | cat.bit(2, 3)
    assert fits_now(covered, "G01")  # o## fits the straight three
    assert fits_now(covered, "G09")  # o#/#. fits the bent three
    assert not fits_now(covered, "Y01")  # no four in a row anywhere


def test_the_search_plays_a_whole_two_player_game_and_replays_its_plans():
    state = GAME.new(Config.default(2, seed=4))
    bots = [IndianSummerSearch(GAME, 0, "normal", frozen), GreedyBot(GAME, 1)]
    rngs = [bot_rng(4, s) for s in range(2)]
    for _ in range(3000):
        seat = GAME.actor(state)
        if seat is None:
            break
        action = bot_move(GAME, state, bots[seat], rngs[seat])
        assert action in GAME.legal_actions(state)
        state = GAME.apply(state, action)
    assert GAME.is_over(state)
    assert bots[0].replayed > 0  # later steps of a turn came from the plan


def test_past_the_cap_the_search_still_answers_a_legal_move():
    state = _midgame()
    bot = IndianSummerSearch(GAME, state.turn, "hard", LateClock())
    legal = GAME.legal_actions(state)
    action = bot.choose(GAME.view(state, state.turn), legal, random.Random(1))
    assert action in legal
    assert bot.iterations_done == 0


def test_near_the_end_hard_plays_the_race_to_the_finish():
    state = _two()
    cat = components()
    nearly = forest(
        "S1a",
        """
        ########
        ########
        ########
        ########
        ########
        ########
        ########
        ########
        #####...""",
    )
    state = set_player(state, 0, floor=nearly, path=("G01",), treasures=(0, 0, 0, 0))
    bot = IndianSummerSearch(GAME, 0, "hard", frozen)
    assert bot.near_end(state)
    assert not IndianSummerSearch(GAME, 0, "normal", frozen).near_end(state)
    end = bot.play_to_end(state, deadline=1.0)
    assert end.over
    assert end.players[0].forest.covered == cat.full  # the three-tile fills the row
    assert bot.standing(end) > 100  # a won game outweighs any position


def test_the_floors_future_lowers_a_position_only_where_the_level_looks_at_it():
    state = _two()
    pocket = forest(
        "S1a",
        """
        .#......
        ##......
        ........
        ........
        ........
        ........
        ........
        ........
        ........""",
    )
    state = set_player(state, 0, floor=pocket, path=("G01",))
    plain = IndianSummerSearch(GAME, 0, "normal", frozen)
    plain.own = dataclasses.replace(plain.own, dead=0.0, stuck=0.0)
    looking = IndianSummerSearch(GAME, 0, "normal", frozen)
    looking.own = dataclasses.replace(looking.own, dead=1.0, stuck=0.0)
    assert looking.judge(state, 0) == plain.judge(state, 0) - 1.0  # the corner (0, 0)


def test_solo_is_left_to_the_shared_search():
    state = new(players=1, sides=("S1a",), mode="solo")
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    own = IndianSummerSearch(GAME, 0, "normal", frozen).choose(view, legal, random.Random(7))
    shared = SearchBot(GAME, 0, "normal", clock=frozen).choose(view, legal, random.Random(7))
    assert own == shared


def test_a_fabricated_turn_gives_the_bot_its_next_turn():
    # the search's look at its own next turn hands the turn back to it (the rival passes)
    state = _midgame()
    seat = state.turn
    bot = IndianSummerSearch(GAME, seat, "normal", frozen)
    after, steps = bot.finish_turn(state, False, deadline=1.0)
    assert steps and after.turn != seat
    again = dataclasses.replace(after, turn=seat, step=Stage())
    assert GAME.legal_actions(again)


def test_the_search_keeps_room_for_the_next_tile_where_greedy_does_not():
    # one empty row of eight: the four-tile in the middle leaves two pairs (no single gap,
    # two Areas nearer completion: the one-ply greedy bot's choice), where the three-tile
    # then fits nowhere; the search looks at its next turn and leaves room for the tile it
    # did not lay
    state = _two()
    row8 = "\n".join(["########"] * 8 + ["........"])
    state = set_player(state, 0, floor=forest("S1a", row8), path=("Y01", "G01"))
    state = set_player(state, 0, treasures=(0, 0, 0, 0))
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    greedy = GreedyBot(GAME, 0).choose(view, legal, random.Random(1))
    search = IndianSummerSearch(GAME, 0, "normal", frozen).choose(view, legal, random.Random(1))

    def room_after(action):
        assert isinstance(action, PlaceLeaf)
        other = "G01" if action.tile == "Y01" else "Y01"
        return fits_now(GAME.apply(state, action).players[0].forest.covered, other)

    assert greedy.tile == "Y01" and not room_after(greedy)
    assert room_after(search)
