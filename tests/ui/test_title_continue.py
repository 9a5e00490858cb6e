"""Continue on the title did not say which game it continues (#26). A Summer Nine game
started through set-up, two moves played, Quit to title: beside Continue the title names
the game, its players and how far it went, whole and legible at 1280×720 with 130% text
(no letters under the smallest size, nothing cut, nothing over the buttons)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from tabletop.ui import layout_probe
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import TextCache
from tests.ui.helpers import click, game_of, make_app, pass_curtain, start_from_setup
from tests.ui.layout_check import problems


def test_the_title_names_the_game_continue_resumes():
    app = make_app(window=(1280, 720), real_games=True)
    services = app.services
    services.settings = dataclasses.replace(
        services.settings, ui_scale=1.3, confirm_irreversible=False
    )
    services.text = TextCache(scale=1.3)
    start_from_setup(app, game_of("summer_nine"), 2, "standard", 11)
    for _ in range(2):
        pass_curtain(app)
        table = app.ctx.stack.top
        assert table.try_play(table.legal_actions()[0]), table.toast.message
    pass_curtain(app)
    for _ in range(20):
        app.step([], 0.1)
    app.ctx.nav.to_title()  # the menu's Quit to title
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        app.step([], 1 / 60)
        title.draw(app.canvas)
    finally:
        layout_probe.active = None
    texts = [t.text for t in probe.texts]
    assert "Continues Summer Nine, 2 players" in texts, " | ".join(texts[-8:])
    line = next(t for t in texts if "2 moves" in t)
    assert line.startswith("Round 2 of 17 · 2 moves · Bob to play"), line
    assert not probe.small, [str(s) for s in probe.small]
    assert not [c for c in probe.cuts if "Continues" in c.text or "moves" in c.text]
    assert not [p for p in problems(probe) if "Continues" in p or "moves" in p]
    buttons = [b.rect for b in title.buttons[:4]]
    for item in probe.texts:
        if item.text.startswith("Continues") or "2 moves" in item.text:
            assert item.rect.collidelist(buttons) == -1, item

    click(app, title.buttons[0].rect.center)  # and Continue opens that game
    pass_curtain(app)
    assert len(app.ctx.stack.top.match.log) == 2


# Every game says how far it went (#26): its ``status`` (the round, the turn, the solo
# turn, or how full the fullest floor is, as the game counts it) beside Continue.
STATUS = {
    ("summer_resort", "standard"): r"Round 1 of 12",
    ("indian_summer", "standard"): r"Fullest floor \d+ of 72 covered",
    ("indian_summer", "solo"): r"Solo turn [12] of 10",
    ("summer_nine", "standard"): r"Round 2 of 17",
    ("lodge", "standard"): r"Turn [12]",
    ("lodge", "solo"): r"Turn [12] of 30",
    ("resafa", "standard"): r"Round 1 of 6",
    ("resafa", "solo"): r"Round 1 of 6",
}


@pytest.mark.parametrize("game_id, mode", sorted(STATUS))
def test_continue_says_how_far_each_game_went(game_id, mode):
    app = make_app(window=(1280, 720), real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, ui_scale=1.3, confirm_irreversible=False
    )
    app.services.text = TextCache(scale=1.3)
    players = 1 if mode == "solo" else 2
    start_from_setup(app, game_of(game_id), players, mode, 11)
    for _ in range(2):
        pass_curtain(app)
        table = app.ctx.stack.top
        for _ in range(200):  # until the seat at the screen may move (a solo automaton first)
            if table.match.actor() == table.eyes and not table.animating:
                break
            app.step([], 0.25)
        assert table.try_play(table.legal_actions()[0]), table.toast.message
    pass_curtain(app)
    for _ in range(40):
        app.step([], 0.25)
    match = app.ctx.stack.top.match
    status = match.game.status(match.state)
    assert re.fullmatch(STATUS[game_id, mode], status), status
    app.ctx.nav.to_title()  # the menu's Quit to title
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    app.step([], 1 / 60)
    lines = title.continued_lines()
    assert lines is not None
    moves = len(match.log)
    who = match.seat_name(match.actor())
    counted = f"{status} · {moves} move{'s' if moves != 1 else ''}"
    assert f"{counted} · {who} to play" in lines[1], lines[1]
    assert lines[1][-1] == counted  # the shortest wording, where no longer one fits
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        title.draw(app.canvas)
    finally:
        layout_probe.active = None
    drawn = next(t.text for t in probe.texts if t.text.startswith(status))
    assert drawn in lines[1]  # whole, at 130% text in 1280×720: a wording that fits
    assert not [c for c in probe.cuts if c.text.startswith(status)]
