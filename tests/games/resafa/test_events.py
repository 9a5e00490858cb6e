"""What happens by itself after a Resafa move, in the move log (issue #14): draws in the
odd rounds (how many, never which), the end of a round, the reshuffle, the bonus display,
level II, rain scoring cube by cube, the start player and the next round."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine import Config, EndTurn
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.games.resafa import GAME
from tabletop.games.resafa.actions import PlayCard, RouteWater
from tabletop.games.resafa.components import components
from tabletop.games.resafa.text import card_name

from .helpers import edit, opening
from .test_examples import rain_board

NAMES = ("Ann", "Bob", "Cy", "Di")


def named(lines) -> list[str]:
    return [name_seats(line, NAMES) for line in lines]


def test_the_rain_example_in_the_log_tile_scores_then_each_cube_and_who_steers_it():
    """The book's rain example (red = Ann, green = Bob) played as the last turn of round 2."""
    board = rain_board()
    state = replace(
        opening(2, seed=1),
        canals=board.canals,
        cubes_on=board.cubes_on,
        sources=board.sources,
        round=2,
        turn=5,
    )
    state = edit(edit(state, 0, vp=0), 1, vp=0)
    match = Match(GAME, Config.default(2, seed=1))
    match.states[0] = state
    match.play(PlayCard(state.players[state.current].hand[0], 0))
    assert match.log[-1].events == ()
    match.play(EndTurn())
    assert named(match.log[-1].events) == [
        "Round 2 is over.",
        "Reshuffle: everyone takes back all their action cards, keeps their yellow cards, "
        "shuffles the rest and draws up to 3.",
        "Bonus display: the cards left are removed; new cards: 3 yellow, 3 white, 3 blue, 3 pink.",
        "Rain after round 2: every canal tile scores for its owner.",
        "Rain: Ann scores 6 VP for 4 canal tiles.",
        "Rain: Bob scores 7 VP for 3 canal tiles.",
        "Rain: the cube at B1 flows B2, B3: Ann +3 VP, Bob +1 VP; at B3 Ann chooses its way.",
    ]
    match.play(RouteWater("east"))
    assert named(match.log[-1].events) == [
        "Rain: the cube at B3 flows C3, C4, the tank below C: Ann +2 VP; Ann keeps the cube.",
        "Round 3 begins; Ann is the start player.",
        "Level II workshops: 3 tiles are shown and can be built from now on.",
    ]
    assert (match.state.players[0].vp, match.state.players[1].vp) == (6 + 5, 7 + 1)


def _random_game(players: int, seed: int, mode: str = "standard") -> Match:
    match = Match(GAME, Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    while not match.is_over():
        match.play(rng.choice(GAME.legal_actions(match.state)))
    return match


def test_a_whole_game_logs_each_round_end_and_draws_without_naming_the_card():
    match = _random_game(3, seed=1)
    lines = [line for entry in match.log for line in named(entry.events)]
    for r in range(1, 7):
        assert f"Round {r} is over." in lines
    for r in range(2, 7):
        assert any(line.startswith(f"Round {r} begins; ") for line in lines)
    assert sum(line.startswith("Reshuffle: ") for line in lines) == 2
    assert sum(line.startswith("Rain after round ") for line in lines) == 3
    assert "Bonus display: level II bonus cards enter the display." in lines
    end = lines.index("Round 6 was the last: the game ends with the final scoring.")
    # then the sack cards still in hand, turned in for 1 VP each (ruling RE-1)
    assert lines[end + 1 :] == ["Cy discards 1 sack card left in hand for 1 VP."]
    draws = [line for line in lines if line.startswith("Draw: ")]
    assert draws and all(" draws a card from their draw pile (" in line for line in draws)
    secret = {card_name(c) for p in match.state.players for c in p.hand + p.draw + p.done}
    assert not any(name in line for line in draws for name in secret)


def test_the_start_player_passes_to_the_left_each_round():
    match = _random_game(3, seed=2)
    starts = [
        line.split("; ")[1]
        for entry in match.log
        for line in named(entry.events)
        if line.startswith("Round ") and " begins; " in line
    ]
    first = match.states[0].start
    assert starts == [f"{NAMES[(first + r) % 3]} is the start player." for r in range(1, 6)]


def test_solo_logs_the_rounds_but_never_a_draw_of_resafabot():
    match = _random_game(1, seed=3, mode="solo")
    bot = next(i for i, p in enumerate(match.state.players) if p.bot)
    lines = [line for entry in match.log for line in entry.events]
    assert any(line.startswith("Round 2 begins; ") for line in lines)
    assert not any(line.startswith(f"Draw: {{seat{bot}}}") for line in lines)
    assert components().facts.rounds == 6 and "Round 6 is over." in lines


def test_solo_resafabot_turns_in_the_log_one_line_per_effect_after_the_move():
    """Every move that brought on a Resafabot turn has its lines (the solo card flipped,
    then each effect) among the move's events, in players' words (no tile codes, no
    seat placeholder for the automa: it is named)."""
    import re

    from tabletop.games.resafa import facts

    match = _random_game(1, seed=5, mode="solo")
    turns = 0
    for entry, before, after in zip(match.log, match.states, match.states[1:]):
        lines = [line for line in entry.events if line.startswith("Resafabot")]
        if before.solo.deck + before.solo.left != after.solo.deck + after.solo.left:
            turns += 1
            assert lines == list(facts.bot_last_turn(after))
            assert lines[0].startswith("Resafabot flips a solo card: ")
        else:
            assert not lines
        for line in entry.events:
            assert not re.search(r"\bK\d+\b|\bL\d-\d+|\{seat1\}", line), line
    assert turns >= 10


def test_the_rain_names_resafabot_where_the_water_runs_over_its_tiles():
    match = _random_game(1, seed=2, mode="solo")
    lines = [name_seats(line, ("Ann",)) for entry in match.log for line in entry.events]
    assert not any("Player 2" in line for line in lines)
    assert any(line.startswith("Rain: the cube") for line in lines)
