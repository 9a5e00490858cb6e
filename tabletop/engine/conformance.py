"""The conformance suite every game passes (DESIGN.md, "Tests").

``run_conformance(game, players, mode, seeds)`` plays seeded random games and checks, at
every step, what the engine contract promises. It raises ``AssertionError`` with the seed
and step on the first breach, so a game's tests are one call per player count and mode::

    def test_conformance_3p():
        run_conformance(GAME, players=3, seeds=range(5))
"""

from __future__ import annotations

import dataclasses
import json
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .actions import Action, IllegalAction
from .bots import GreedyBot, RandomBot, bot_move, bot_rng
from .config import Config
from .game import Game, State
from .match import Match
from .saves import load_match, write_save


@dataclass
class PlayoutStats:
    games: int = 0
    actions: int = 0
    illegal_probes: int = 0


def make_config(
    game: Game, players: int, seed: int, mode: str, options: dict | None = None
) -> Config:
    config = Config.default(players, seed=seed, mode=mode)
    return dataclasses.replace(config, options=dict(options or {}))


def run_conformance(
    game: Game,
    players: int,
    mode: str = "standard",
    seeds: range | list[int] = range(3),
    max_steps: int = 20000,
    options: dict | None = None,
    deep_every: int = 7,
    bots: bool = True,
) -> PlayoutStats:
    """Seeded random playouts with every contract check; ``deep_every`` spaces the costly
    ones (round trips, views, probes) so big games stay quick."""
    stats = PlayoutStats()
    for seed in seeds:
        config = make_config(game, players, seed, mode, options)
        _check_same_seed_same_game(game, config)
        actions, final = _playout(game, config, random.Random(seed), max_steps, deep_every, stats)
        _check_result(game, final, players, seed)
        _check_replay_and_save(game, config, actions, final, seed)
        stats.games += 1
    if bots:
        check_bots(game, make_config(game, players, seeds[0] if seeds else 1, mode, options))
    return stats


def _playout(game, config, rng, max_steps, deep_every, stats) -> tuple[list[Action], State]:
    state = game.new(config)
    conserved = game.conserved(state)
    seen: dict[str, Action] = {}
    actions: list[Action] = []
    for step in range(max_steps):
        where = f"seed {config.seed}, step {step}"
        seat = game.actor(state)
        if seat is None:
            assert game.is_over(state), f"{where}: actor is None but is_over is False"
            return actions, state
        assert not game.is_over(state), f"{where}: is_over while seat {seat} must act"
        assert 0 <= seat < config.players, f"{where}: actor {seat} is not a seat"
        legal = game.legal_actions(state)
        assert legal, f"{where}: no legal action for seat {seat} before the end"
        deep = step % deep_every == 0
        if deep:
            _check_step_deep(game, state, legal, seen, config.players, where, stats)
        action = legal[rng.randrange(len(legal))]
        assert game.check(state, action) is None, f"{where}: check refuses a legal {action}"
        for a in legal[:200]:
            seen.setdefault(json.dumps(a.to_json(), sort_keys=True), a)
        before = game.to_dict(state) if deep else None
        after = game.apply(state, action)
        if deep:
            assert game.to_dict(state) == before, f"{where}: apply changed the given state"
        state = after
        actions.append(action)
        stats.actions += 1
        if conserved is not None:
            now = game.conserved(state)
            assert now == conserved, (
                f"{where}: components not conserved after {action}: {conserved} -> {now}"
            )
    raise AssertionError(f"seed {config.seed}: the game did not end within {max_steps} actions")


def _check_step_deep(game, state, legal, seen, players, where, stats) -> None:
    for action in legal[:25]:
        data = json.loads(json.dumps(action.to_json()))
        assert game.action_from_json(data) == action, f"{where}: JSON round trip changed {action}"
        assert game.check(state, action) is None, f"{where}: check refuses legal {action}"
    data = json.loads(json.dumps(game.to_dict(state)))
    assert game.from_dict(data) == state, f"{where}: to_dict/from_dict does not round-trip"
    for seat in range(players):
        view = game.view(state, seat)
        assert game.view(view, seat) == view, f"{where}: view of a view differs for seat {seat}"
        if hasattr(state, "rng"):
            assert view.rng != state.rng, f"{where}: view leaks the RNG to seat {seat}"
        assert game.from_dict(json.loads(json.dumps(game.to_dict(view)))) == view
    legal_keys = {json.dumps(a.to_json(), sort_keys=True) for a in legal}
    probes = [a for k, a in seen.items() if k not in legal_keys][:6]
    snapshot = game.to_dict(state)
    for action in probes:
        reason = game.check(state, action)
        assert isinstance(reason, str) and reason.strip(), (
            f"{where}: no reason given for illegal {action}"
        )
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            assert exc.reason == reason, f"{where}: apply and check disagree on {action}"
        else:
            raise AssertionError(f"{where}: apply accepted illegal {action}")
        stats.illegal_probes += 1
    assert game.to_dict(state) == snapshot, f"{where}: an illegal action changed the state"


def _check_result(game: Game, state: State, players: int, seed: int) -> None:
    result = game.result(state)
    assert len(result.totals) == players, f"seed {seed}: result has {len(result.totals)} totals"
    assert len(result.ranks) == players and len(result.breakdown) == players
    assert 1 in result.ranks, f"seed {seed}: nobody ranked first"
    assert all(isinstance(t, int) for t in result.totals), f"seed {seed}: totals must be integers"


def _check_same_seed_same_game(game: Game, config: Config) -> None:
    assert game.new(config) == game.new(config), f"seed {config.seed}: same seed, different set-up"


def _check_replay_and_save(game, config, actions, final, seed) -> None:
    match = Match.replay(game, config, actions)
    assert match.state == final, f"seed {seed}: replaying the log gives another final state"
    with tempfile.TemporaryDirectory() as tmp:
        path = write_save(Path(tmp) / "game.json", match)
        loaded = load_match(path, lambda gid: game)
        assert loaded.state == final, f"seed {seed}: save -> load -> replay differs"
        assert loaded.config == config


def check_bots(game: Game, config: Config, max_steps: int = 3000) -> None:
    """A game between greedy and random bots: each returns a legal action every time."""
    state = game.new(config)
    bots = [GreedyBot(game, s) if s % 2 == 0 else RandomBot() for s in range(config.players)]
    rngs = [bot_rng(config.seed, s) for s in range(config.players)]
    for step in range(max_steps):
        seat = game.actor(state)
        if seat is None:
            return
        action = bot_move(game, state, bots[seat], rngs[seat])
        assert game.check(state, action) is None, f"step {step}: bot chose illegal {action}"
        state = game.apply(state, action)
    raise AssertionError(
        f"seed {config.seed}: a game between bots did not end within {max_steps} actions"
    )


def random_playout(
    game: Game, config: Config, rng: random.Random, max_steps: int = 100000
) -> tuple[State, int]:
    """A fast random game (no checks): the final state and the number of actions."""
    state = game.new(config)
    for step in range(max_steps):
        if game.actor(state) is None:
            return state, step
        legal = game.legal_actions(state)
        state = game.advance(state, legal[rng.randrange(len(legal))])
    raise AssertionError(f"seed {config.seed}: the game did not end within {max_steps} actions")
