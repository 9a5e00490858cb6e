"""``python main.py tournament``: seeded 2-player bot matches with seats swapped."""

import json

import pytest

from tabletop.app import main
from tabletop.cli_tournament import wilson


def run(capsys, *argv):
    code = main(["tournament", *argv])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return code, lines


def test_levels_swap_seats_and_the_summary_counts_every_game(capsys):
    code, lines = run(
        capsys,
        "--game",
        "summer_resort",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "4",
        "--seed",
        "3",
        "--jobs",
        "1",
    )
    games, summary = lines[:-1], lines[-1]["summary"]
    assert code == 0
    assert [g["a_seat"] for g in games] == [0, 1, 0, 1]
    assert [g["seed"] for g in games] == [3, 4, 5, 6]
    assert summary["games"] == 4 and summary["failed"] == 0
    assert summary["a_points"] == sum(g["points"] for g in games)
    low, high = summary["ci95"]
    assert 0 <= low <= summary["a_win_rate"] <= high <= 1
    assert set(summary["decision_seconds"]) == {"greedy", "random"}


def test_the_same_seed_plays_the_same_games_in_parallel_or_not(capsys):
    args = ("--game", "summer_resort", "--a", "random", "--b", "random", "--games", "2")
    _, one = run(capsys, *args, "--jobs", "1")
    _, two = run(capsys, *args, "--jobs", "2")
    assert [g["scores"] for g in one[:-1]] == [g["scores"] for g in two[:-1]]


@pytest.mark.parametrize(
    "argv, message",
    [
        (("--game", "chess", "--a", "greedy", "--b", "random"), "unknown game"),
        (("--game", "lodge", "--a", "ultra", "--b", "random"), "unknown level"),
    ],
)
def test_bad_arguments_are_refused_with_a_reason(capsys, argv, message):
    code, lines = run(capsys, *argv)
    assert code == 2 and message in lines[0]["error"]


def test_wilson_interval_matches_the_textbook_value():
    low, high = wilson(7, 10)  # 70% of 10: about 0.397 to 0.892
    assert round(low, 3) == 0.397 and round(high, 3) == 0.892
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_cpu_clock_reaches_the_search_bots_and_the_summary_says_so(capsys, monkeypatch):
    import time

    from tabletop.engine.bots import make_bot
    from tabletop.games import get_game

    game = get_game("summer_nine")
    assert make_bot("normal", game, 0, "cpu").clock is time.process_time
    assert make_bot("normal", game, 0).clock is time.perf_counter
    with pytest.raises(ValueError, match="unknown clock"):
        make_bot("normal", game, 0, "sundial")
    args = ("--game", "summer_nine", "--a", "greedy", "--b", "random", "--games", "1")
    code, lines = run(capsys, *args, "--jobs", "1", "--clock", "cpu")
    summary = lines[-1]["summary"]
    assert code == 0 and summary["clock"] == "cpu"
    assert len(summary["load_average"]) == 2
