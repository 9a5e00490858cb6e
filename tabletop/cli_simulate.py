"""``python main.py simulate``: bot-vs-bot games, headless, one JSON line per game."""

from __future__ import annotations

import argparse
import json
import time
from typing import TextIO

from .engine import Config, IllegalAction
from .engine.bots import bot_move, bot_rng, make_bot
from .engine.config import BOT_LEVELS
from .engine.result import name_seats
from .games import get_game


def play_bot_game(
    game, config: Config, level: str, max_actions: int, clock: str = "wall"
) -> tuple[object, int]:
    """Play one game with every seat a ``level`` bot; the final state and action count.
    ``clock``: what the search levels' caps count (``make_bot``)."""
    state = game.new(config)
    bots = [make_bot(level, game, seat, clock) for seat in range(config.players)]
    rngs = [bot_rng(config.seed, seat) for seat in range(config.players)]
    for count in range(max_actions):
        seat = game.actor(state)
        if seat is None:
            return state, count
        action = bot_move(game, state, bots[seat], rngs[seat])
        state = game.apply(state, action)
    raise RuntimeError(f"the game did not end within {max_actions} actions")


def simulate(args: argparse.Namespace, out: TextIO) -> int:
    try:
        game = get_game(args.game)
    except KeyError as exc:
        out.write(json.dumps({"error": str(exc.args[0])}) + "\n")
        return 2
    mode = args.mode or game.modes[0]
    if args.players is None:
        args.players = 1 if mode in game.solo_modes else max(2, game.min_players)
    problem = _check_args(game, args.players, mode, args.bot)
    if problem:
        out.write(json.dumps({"error": problem}) + "\n")
        return 2
    ok, failures, total_actions, wins = 0, 0, 0, [0] * args.players
    no_winner = 0
    score_sums = [0] * args.players
    score_lists: list[list[int]] = [[] for _ in range(args.players)]
    endings: dict[str, int] = {}
    started = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        config = Config.default(args.players, seed=seed, mode=mode, bots=args.bot)
        line = {"game": game.id, "seed": seed, "players": args.players, "mode": mode}
        try:
            state, count = play_bot_game(
                game, config, args.bot, args.max_actions, getattr(args, "clock", "wall")
            )
            result = game.result(state)
        except (IllegalAction, RuntimeError, AssertionError, ValueError) as exc:
            failures += 1
            line.update(
                actions=None, scores=None, winners=None, error=f"{type(exc).__name__}: {exc}"
            )
            out.write(json.dumps(line) + "\n")
            continue
        ok += 1
        total_actions += count
        for seat in result.winners:  # a game with no winner (a lost solo game) counts none
            wins[seat] += 1
        no_winner += result.no_winner
        for seat, total in enumerate(result.totals):
            score_sums[seat] += total
            score_lists[seat].append(total)
        line.update(actions=count, scores=list(result.totals), winners=list(result.winners))
        if result.notes:  # e.g. a solo game's rating, seats named as the results screen would
            names = [f"Player {seat + 1}" for seat in range(args.players)]
            line["notes"] = [name_seats(note, names) for note in result.notes]
        if result.ended_by:  # games with several end triggers say which one fired
            line["ended_by"] = result.ended_by
            endings[result.ended_by] = endings.get(result.ended_by, 0) + 1
        out.write(json.dumps(line) + "\n")
        out.flush()
    seconds = time.perf_counter() - started
    summary = {
        "game": game.id,
        "players": args.players,
        "mode": mode,
        "bot": args.bot,
        "games": args.games,
        "ended": ok,
        "failed": failures,
        "mean_actions": round(total_actions / ok, 1) if ok else None,
        "mean_scores": [round(s / ok, 2) for s in score_sums] if ok else None,
        "score_quartiles": [quartiles(scores) for scores in score_lists] if ok else None,
        "wins": wins,
        **({"ended_by": endings} if endings else {}),
        "no_winner": no_winner,
        "seconds": round(seconds, 2),
    }
    out.write(json.dumps({"summary": summary}) + "\n")
    return 0 if failures == 0 else 1


def quartiles(values: list[int]) -> list[float]:
    """Minimum, lower quartile, median, upper quartile and maximum of ``values``."""
    ordered = sorted(values)

    def at(fraction: float) -> float:
        position = fraction * (len(ordered) - 1)
        low = int(position)
        high = min(low + 1, len(ordered) - 1)
        return round(ordered[low] + (ordered[high] - ordered[low]) * (position - low), 1)

    return [at(f) for f in (0.0, 0.25, 0.5, 0.75, 1.0)]


def _check_args(game, players: int, mode: str, level: str) -> str | None:
    if not game.min_players <= players <= game.max_players:
        return f"{game.title} takes {game.min_players} to {game.max_players} players, not {players}"
    if mode not in game.modes:
        return f"{game.title} has no mode {mode!r} (modes: {', '.join(game.modes)})"
    if mode in game.solo_modes and players != 1:
        return f"{game.title}'s {mode} mode is for 1 player, not {players}"
    if mode not in game.solo_modes and players < 2:
        solo = ", ".join(game.solo_modes)
        return (
            f"1 player plays {game.title} in a solo mode (--mode {solo})"
            if solo
            else (f"{game.title} has no solo mode: it takes {game.min_players}+ players")
        )
    if level not in BOT_LEVELS:
        return f"unknown bot level {level!r} ({', '.join(BOT_LEVELS)})"
    return None
