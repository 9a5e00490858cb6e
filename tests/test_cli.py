"""The command line: simulate, screenshot, bench's parts, and the fatal-error report."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop.games
from tabletop.app import build_parser, main
from tabletop.cli_simulate import simulate
from tests.toygame import GAME

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setattr(tabletop.games, "GAMES", (GAME,))


def run_simulate(argv):
    out = io.StringIO()
    code = simulate(build_parser().parse_args(["simulate", *argv]), out)
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def test_simulate_prints_a_line_per_game_and_a_summary(toy_registered):
    code, lines = run_simulate(
        ["--game", "pebbles", "--players", "3", "--games", "5", "--seed", "7", "--bot", "greedy"]
    )
    assert code == 0
    games, summary = lines[:-1], lines[-1]["summary"]
    assert [g["seed"] for g in games] == [7, 8, 9, 10, 11]
    for g in games:
        assert set(g) == {"game", "seed", "players", "mode", "actions", "scores", "winners"}
        assert g["game"] == "pebbles" and len(g["scores"]) == 3 and g["winners"]
    assert summary["ended"] == 5 and summary["failed"] == 0


def test_simulate_is_deterministic(toy_registered):
    assert (
        run_simulate(["--game", "pebbles", "--players", "2", "--games", "3"])[1][:-1]
        == run_simulate(["--game", "pebbles", "--players", "2", "--games", "3"])[1][:-1]
    )


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--game", "chess", "--players", "2"], "unknown game 'chess'"),
        (["--game", "pebbles", "--players", "9"], "takes 1 to 4 players"),
        (["--game", "pebbles", "--players", "2", "--mode", "solo"], "has no mode 'solo'"),
        (["--game", "pebbles", "--players", "2", "--bot", "genius"], "unknown bot level"),
    ],
)
def test_simulate_refuses_bad_arguments_clearly(toy_registered, argv, message):
    code, lines = run_simulate(argv)
    assert code == 2 and message in lines[0]["error"]


def test_simulate_in_a_solo_mode_needs_no_player_count_and_reports_the_rating():
    """The command of issue #13: one player by default, the rating in each game's line,
    the score's spread in the summary."""
    code, lines = run_simulate(
        ["--game", "resafa", "--mode", "solo", "--games", "2", "--seed", "1", "--bot", "greedy"]
    )
    assert code == 0
    games, summary = lines[:-1], lines[-1]["summary"]
    assert summary["players"] == 1 and summary["ended"] == 2
    for g in games:
        (score,) = g["scores"]
        assert any(f"{score} VP" in note for note in g["notes"])
        assert any(word in " ".join(g["notes"]) for word in ("okay", "good", "excellent"))
    low, _, median, _, high = summary["score_quartiles"][0]
    assert low == min(g["scores"][0] for g in games) and high == max(g["scores"][0] for g in games)
    assert low <= median <= high


def test_simulate_refuses_one_player_outside_a_solo_mode():
    code, lines = run_simulate(["--game", "resafa", "--players", "1", "--mode", "standard"])
    assert code == 2 and "solo mode (--mode solo)" in lines[0]["error"]
    code, lines = run_simulate(["--game", "resafa", "--players", "2", "--mode", "solo"])
    assert code == 2 and "for 1 player, not 2" in lines[0]["error"]


def test_simulate_exit_status_is_1_when_a_game_fails(toy_registered, monkeypatch):
    import tabletop.cli_simulate as cli

    def broken(*args, **kwargs):
        raise RuntimeError("the game did not end within 10 actions")

    monkeypatch.setattr(cli, "play_bot_game", broken)
    code, lines = run_simulate(["--game", "pebbles", "--players", "2", "--games", "2"])
    assert code == 1 and lines[-1]["summary"]["failed"] == 2 and "did not end" in lines[0]["error"]


def test_screenshot_writes_a_png(toy_registered, tmp_path, monkeypatch):
    import tabletop.ui.tables as tables
    from tests.ui.toy_table import PebblesTable

    monkeypatch.setattr(tables, "table_for", lambda game: PebblesTable)
    out = tmp_path / "table.png"
    assert (
        main(
            [
                "screenshot",
                "--game",
                "pebbles",
                "--players",
                "4",
                "--seed",
                "3",
                "--moves",
                "5",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    import pygame

    assert pygame.image.load(str(out)).get_size() == (1600, 900)
    assert (
        main(
            [
                "screenshot",
                "--scene",
                "title",
                "--size",
                "1280x720",
                "--out",
                str(tmp_path / "t.png"),
            ]
        )
        == 0
    )
    assert pygame.image.load(str(tmp_path / "t.png")).get_size() == (1280, 720)


def test_screenshot_of_an_unknown_game_says_so(toy_registered, tmp_path, capsys):
    assert main(["screenshot", "--game", "chess", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().out


def test_window_opens_and_draws_a_first_frame(tmp_path):
    """The default command opens the title screen (dummy video) and draws a frame."""
    env = {
        "SDL_VIDEODRIVER": "dummy",
        "TABLETOP_EXIT_AFTER_FIRST_FRAME": "1",
        "TABLETOP_HOME": str(tmp_path),
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
    }
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "first_frame_seconds=" in proc.stdout
    assert proc.stderr.strip() == "", "no noise on start (no audio warnings, no pygame banner)"


def test_bench_parts_measure_the_toy_game(toy_registered):
    from tabletop.bench import bot_decision_ms, playouts_per_second

    rate, legal_ms, done, actions = playouts_per_second(GAME, 3, "standard", budget=0.2)
    assert rate > 0 and done >= 1 and legal_ms >= 0
    assert actions > rate, "every toy game takes more than one action"
    assert bot_decision_ms(GAME, 3, "standard", "greedy", decisions=5) >= 0


def test_fatal_errors_are_logged_and_reported(tmp_path, monkeypatch, capsys):
    from tabletop.ui.app import report_fatal

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    path = report_fatal("Traceback (most recent call last):\nValueError: boom")
    assert path == tmp_path / "logs" / "tabletop.log" and "ValueError: boom" in path.read_text()
    err = capsys.readouterr().err
    assert "ValueError: boom" in err and str(path) in err


def test_resources_are_found_from_any_working_directory(tmp_path):
    code = "from tabletop.resources import data_path, asset_path; print(asset_path('fonts', 'DejaVuSans.ttf').exists())"
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert proc.stdout.strip() == "True", proc.stderr


def test_bench_times_the_search_levels_in_each_solo_mode_too(monkeypatch, capsys):
    import tabletop.bench as bench_module

    calls = []

    def fake_decision_ms(game, players, mode, level, decisions=40):
        calls.append((game.id, players, mode, level))
        return 1.0

    monkeypatch.setattr(bench_module, "bot_decision_ms", fake_decision_ms)
    assert bench_module.bench(0.0, games=["lodge"], only=["bots"]) == 0
    out = capsys.readouterr().out
    assert ("lodge", 1, "solo", "normal") in calls and ("lodge", 1, "solo", "hard") in calls
    assert "lodge [solo]: bot decision, hard" in out
