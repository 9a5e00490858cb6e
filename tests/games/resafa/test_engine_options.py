"""The fast option generators agree with the refusal checks (``*_problem``) they shortcut.

Positions come from seeded random games; at each one every seat is asked for its options
under several card modifiers, and the answer must be exactly the candidates the slow
check accepts, in the same order.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Config
from tabletop.engine.evolve import evolve
from tabletop.games.resafa.actions import BuildGarden
from tabletop.games.resafa.components.records import NO_MODS, Mods
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.rules import canals, gardens, trading
from tabletop.games.resafa.rules.mains import permanent
from tabletop.games.resafa.rules.played_card import _best_mods, main_possible
from tabletop.games.resafa.state import Player, ResafaState, Task, with_player

MODS = (NO_MODS, Mods(size="large"), Mods(size="small"), Mods(free=True), Mods(stone_off=1))


def positions(players: int, mode: str, seed: int, every: int = 7) -> list[ResafaState]:
    """Every ``every``-th position of a seeded random game, each also with the player to
    move made rich (so placement rules, not goods, decide), and the final position."""
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    out, step = [], 0
    while GAME.actor(state) is not None:
        if step % every == 0:
            out.append(state)
            out.append(with_player(state, state.current, rich(state.players[state.current])))
        step += 1
        legal = GAME.legal_actions(state)
        state = GAME.advance(state, legal[rng.randrange(len(legal))])
    return out + [state]


def rich(p: Player) -> Player:
    """``p`` with goods enough for any construction (so placement rules decide)."""
    return evolve(p, coins=p.coins + 9, stone=p.stone + 9, marble=p.marble + 9)


def slow_gardens(state: ResafaState, task: Task) -> list[BuildGarden]:
    where = gardens.squares(state, task.seat)
    return [
        a
        for x, y in where
        for vertical in (False, True)
        for large in (False, True)
        for strip in ((0, 1) if large else (0, 1, 2))
        if gardens.garden_problem(
            state, task, a := BuildGarden(x, y, large, strip, vertical), where
        )
        is None
    ]


@pytest.mark.parametrize(
    "players,mode,seed", [(1, "solo", 3), (2, "standard", 4), (4, "standard", 5)]
)
def test_garden_options_match_garden_problem(players: int, mode: str, seed: int) -> None:
    checked = 0
    for state in positions(players, mode, seed):
        for seat, p in enumerate(state.players):
            if p.bot:
                continue
            for mods in MODS:
                task = Task("garden", seat, mods=mods)
                fast = gardens.build_options(state, task)
                assert fast == slow_gardens(state, task)
                checked += len(fast)
    assert checked > 0


@pytest.mark.parametrize("players,mode,seed", [(1, "solo", 6), (4, "standard", 7)])
def test_main_possible_agrees_with_the_full_option_lists(
    players: int, mode: str, seed: int
) -> None:
    """``main_possible`` stops at the first option; the full lists must agree with it."""
    seen = set()
    for state in positions(players, mode, seed, every=3):
        for seat, p in enumerate(state.players):
            if p.bot:
                continue
            bonus, perm = permanent(state, seat, "trading")
            moving = Task("trading", seat, stage=1, mods=NO_MODS)
            full = bool(trading.move_options(state, moving))
            assert main_possible(state, seat, "trading") == full
            seen.add(("trading", full))
            for action in ("garden", "canal"):
                bonus, perm = permanent(state, seat, action)
                task = Task(action, seat, mods=_best_mods(state, seat, action, perm))
                if bonus:
                    paid = evolve(p, coins=p.coins + bonus.coin, stone=p.stone + bonus.stone)
                    there = with_player(state, seat, evolve(paid, marble=p.marble + bonus.marble))
                else:
                    there = state
                module = gardens if action == "garden" else canals
                full = bool(module.build_options(there, task))
                assert main_possible(state, seat, action) == full
                seen.add((action, full))
    assert {("garden", True), ("garden", False), ("trading", True)} <= seen
