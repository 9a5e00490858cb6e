"""The move log tells what happened: each move, then what happened by itself after it
(Game.events), indented and named with the players' names; a long line wraps onto further
rows, whole; only a line taller than the whole panel is cut, and shows in full on hover."""

import random

import pygame

from tabletop.games import get_game
from tabletop.ui.tables.base import TableScene
from tabletop.ui.widgets import log as log_module
from tabletop.ui.widgets.log import EVENT, MoveLog
from tests.ui.helpers import make_app, pass_curtain, start_from_setup


def test_a_summer_resort_round_end_is_told_in_the_log_with_names():
    app = make_app(real_games=True)
    start_from_setup(app, get_game("summer_resort"), 3, "standard", 4)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    rng = random.Random(4)
    while not any(e.events for e in table.match.log):
        table.try_play(rng.choice(table.legal_actions()), confirmed=True)
        if not isinstance(app.ctx.stack.top, TableScene):
            pass_curtain(app)
        table = app.ctx.stack.top
    app.step([], 1 / 60)
    lines = table.sidebar.info.log
    events = [line for line in lines if line.startswith(EVENT)]
    assert any("Round 2" in line for line in events), events
    assert not any("{seat" in line for line in lines), "every seat is named"
    names = {seat.name for seat in table.match.config.seats}
    assert any(name in line for line in events for name in names)


def test_event_lines_are_unnumbered_and_a_long_line_wraps_whole(monkeypatch):
    app = make_app()
    surface = pygame.Surface((1600, 900))
    widget = MoveLog((0, 0, 220, 200))
    long_line = "Ann invites 3 students and a socialite from car 4 to her empty cottage"
    lines = ("Ann passes", EVENT + "Round 2 begins", long_line)
    assert widget._move_numbers(lines) == [1, 0, 2]
    shown: list[str] = []
    monkeypatch.setattr(
        log_module, "draw_tooltip", lambda s, t, message, pos, **k: shown.append(message)
    )
    widget.draw(surface, app.services.text, lines)
    box = widget.boxes[2]
    assert box.h > 2 * widget.line_height, "the long line takes several rows"
    widget.handle(pygame.event.Event(pygame.MOUSEMOTION, {"pos": box.center}), box.center)
    widget.draw(surface, app.services.text, lines)
    assert shown == [], "nothing is cut: no tooltip needed"
    rows = widget._shown(app.services.text, lines)[-1][2]
    assert " ".join(rows).split() == f"2. {long_line}".split()


def test_a_line_taller_than_the_whole_panel_shows_in_full_on_hover(monkeypatch):
    app = make_app()
    surface = pygame.Surface((1600, 900))
    widget = MoveLog((0, 0, 220, 100))
    long_line = "Ann invites 3 students and a socialite from car 4 to her empty cottage " * 3
    lines = ("Ann passes", long_line.strip())
    shown: list[str] = []
    monkeypatch.setattr(
        log_module, "draw_tooltip", lambda s, t, message, pos, **k: shown.append(message)
    )
    widget.draw(surface, app.services.text, lines)
    box = widget.boxes[1]
    assert 0 not in widget.boxes and box.bottom <= widget.rect.bottom
    widget.handle(pygame.event.Event(pygame.MOUSEMOTION, {"pos": box.center}), box.center)
    widget.draw(surface, app.services.text, lines)
    assert shown == [f"2. {long_line.strip()}"]


def test_the_hint_says_why_in_one_line():
    app = make_app(real_games=True)
    start_from_setup(app, get_game("summer_resort"), 2, "standard", 3)
    table = app.ctx.stack.top
    post_key = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_h, "mod": 0, "unicode": "h"})
    for _ in range(3):  # where, what, why: the move and its reason
        app.step([post_key], 1 / 60)
    message = table.toast.message
    described = table.game.describe(table.match.state, table.hint)
    assert message.startswith("Hint: ") and described[1:] in message
    assert len(message) > len("Hint: ") + len(described), "the hint gives a reason"
    assert "{seat" not in message
