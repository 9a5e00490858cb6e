"""``bench --only think``: its arithmetic, its run on the toy game, and its place in the
command (the figures themselves are a benchmark's, never a test's)."""

from __future__ import annotations

import pytest

from tabletop.app import build_parser
from tabletop.bench_think import Thinking, open_bot_table, think_in_window
from tests.toygame import GAME
from tests.ui.helpers import make_app


def test_frame_rate_gaps_and_the_landing_frame_are_counted_within_each_thought():
    seen = Thinking(
        decisions=[1.0, 0.5],
        spans=[(10.0, 11.0), (20.0, 20.5)],
        frames=[9.0, 10.1, 10.2, 10.6, 11.05, 15.0, 20.2, 20.3, 20.4, 20.7],
    )
    assert seen.frames_while_thinking() == 6
    assert seen.thinking_seconds() == pytest.approx(1.5)
    assert seen.fps() == pytest.approx(4.0)
    # 10.6 → 11.0 (the move landing) is the longest time without a frame while thinking
    assert seen.longest_gap() == pytest.approx(0.4)
    assert seen.landing() == pytest.approx(0.2)  # 20.5 → the frame at 20.7


def test_the_table_is_opened_from_set_up_with_every_seat_a_bot_of_the_level():
    app = make_app()
    table = open_bot_table(app, GAME, 3, "easy", seed=7)
    config = table.match.config
    assert [seat.controller for seat in config.seats] == ["bot:easy"] * 3
    assert config.seed == 7 and table.match.on_change is None
    assert app.ctx.stack.top is table


def test_the_app_loop_plays_the_bots_decisions_and_notes_the_frames(tmp_path):
    app = make_app()
    app.services.save_dir = tmp_path
    seen = think_in_window(GAME, 2, "easy", 2, services=app.services, autosave=True)
    assert len(seen.decisions) == len(seen.spans) == 2
    assert all(start <= landed for start, landed in seen.spans)
    assert len(seen.worker) == 2  # the worker's own part of each decision
    assert all(0 <= own <= whole for own, whole in zip(seen.worker, seen.decisions))
    assert seen.frames == sorted(seen.frames) and seen.frames
    assert seen.landing() >= 0 and seen.longest_gap() >= 0
    assert list(tmp_path.iterdir()), "the table autosaved as in the app"


def test_think_is_a_measure_group_of_the_command():
    args = build_parser().parse_args(["bench", "--only", "think", "--game", "lodge"])
    assert args.only == ["think"]
