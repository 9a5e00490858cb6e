"""The sidebar's move buttons ("Your moves") show a long move whole: it wraps onto two
lines in a taller button (three or more in smaller letters when two do not hold it),
the buttons below it move down, a page holds as many as fit above the paging row, and a
click on the tall button plays its move. Nothing is cut with "…" (the layout probe
listens while the table draws)."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pygame
import pytest

from tabletop.ui import layout_probe
from tabletop.ui.tables.sidebar import ActionList
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.button import label_lines, line_step
from tests.ui.helpers import (
    click,
    make_app,
    open_game_table,
    play_at_table,
    seated_match,
)


def scaled_app(scale: float):
    app = make_app(window=(1280, 720) if scale > 1 else (1600, 900), real_games=True)
    services = app.services
    services.settings = dataclasses.replace(
        services.settings, ui_scale=scale, confirm_irreversible=False
    )
    services.text = TextCache(scale=scale)
    return app


@contextlib.contextmanager
def listening(app):
    """The layout probe listening from the table's opening on (a button is painted once,
    when it first shows); yields the cuts of the move buttons found so far."""
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    found: list = []
    try:
        yield found
    finally:
        layout_probe.active = None
        found += [c for c in probe.cuts if c.where.startswith("tabletop.ui.widgets.button")]


def check_buttons(app, table) -> list[Button]:
    """Every move button holds its label's lines whole, inside the moves panel, one
    under another; the wrapped ones (more than one line)."""
    moves, text = table.sidebar.moves, app.services.text
    shown = [b for b in moves.buttons if b.wrap]
    assert shown, "some moves show as buttons"
    for above, below in zip(shown, shown[1:]):
        assert above.rect.bottom < below.rect.top
    paging = [b for b in moves.buttons if not b.wrap]
    for button in shown:
        assert moves.rect.contains(button.rect)
        assert all(not button.rect.colliderect(p.rect) for p in paging)
        lines = label_lines(text, button.label, button.rect.w - 14, button.size)
        assert " ".join(lines) == button.label, "every word shows"
        assert len(lines) * line_step(text, button.size) <= button.rect.h
    return [b for b in shown if len(label_lines(text, b.label, b.rect.w - 14, b.size)) > 1]


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_a_long_sack_card_move_shows_whole_and_plays(scale):
    """Resafa solo: discarding a sack card names the card's whole effect."""
    app = scaled_app(scale)
    game = app.services.game("resafa")
    match = seated_match(game, 1, mode="solo", seed=1)
    with listening(app) as cuts:
        table = open_game_table(app, match, app.services.table_for(game))
        rng = random.Random(1)
        for _ in range(18):
            play_at_table(app, table, rng.choice(table.legal_actions()))
            app.step([], 1 / 60)
    assert not cuts, cuts
    wrapped = check_buttons(app, table)
    assert wrapped and "sack card" in wrapped[0].label
    assert wrapped[0].rect.h > ActionList.ROW, "a taller button"
    start = table.sidebar.moves.page * table.sidebar.moves.per_page
    action = table.sidebar.moves.actions[start + table.sidebar.moves.buttons.index(wrapped[0])][0]
    before = len(match.log)
    click(app, (wrapped[0].rect.centerx, wrapped[0].rect.bottom - 4))  # its last line
    assert len(match.log) == before + 1 and match.log[-1].action == action


def test_take_two_shows_whole_at_130_percent():
    """Summer Nine's first turn at 130%: "Plays Take Two: two picks this turn"."""
    app = scaled_app(1.3)
    game = app.services.game("summer_nine")
    match = seated_match(game, 2, seed=1)
    with listening(app) as cuts:
        table = open_game_table(app, match, app.services.table_for(game))
        app.step([], 1 / 60)
    assert not cuts, cuts
    wrapped = check_buttons(app, table)
    assert any(b.label.startswith("Plays Take Two") for b in wrapped)


def test_pages_hold_as_many_tall_buttons_as_fit_above_the_paging_row():
    pygame.init()
    text = TextCache(scale=1.3)
    played = []
    moves = ActionList(pygame.Rect(1244, 490, 348, 274), played.append)
    long = "discards the sack card 'Pay 1 stone and 1 coin: gain a square merchant token.' for 1 VP"
    actions = [(f"short {i}", f"short move {i}") for i in range(3)]
    actions += [(f"long {i}", f"{long} ({i})") for i in range(4)]
    moves.set_actions(actions)
    assert moves.per_page == 4  # one line each until measured
    moves.measure(text)
    assert 1 <= moves.per_page < 4
    seen = []
    pages = -(-len(actions) // moves.per_page)
    for _ in range(pages):
        buttons = [b for b in moves.buttons if b.wrap]
        paging = [b for b in moves.buttons if not b.wrap]
        assert paging and len(buttons) <= moves.per_page
        for button in buttons:
            assert moves.rect.contains(button.rect)
            assert button.rect.bottom < min(p.rect.top for p in paging)
            lines = label_lines(text, button.label, button.rect.w - 14, button.size)
            assert len(lines) * line_step(text, button.size) <= button.rect.h
        seen += [b.label for b in buttons]
        more = next(b for b in paging if b.label.startswith("More"))
        more.on_click()  # the next page (from the last, the first)
    assert seen == [label[:1].upper() + label[1:] for _, label in actions]
    moves.buttons[0].on_click()
    assert played == [actions[0][0]]


def test_a_plain_button_still_shortens_its_label_on_one_line():
    """Other users of ``Button`` (no ``wrap``) are unchanged: one line, "…"."""
    pygame.init()
    text = TextCache()
    button = Button((0, 0, 120, 36), "a label far too long for this button", lambda: None)
    probe = layout_probe.LayoutRecord(pygame.Surface((200, 100)))
    layout_probe.active = probe
    try:
        button.draw(pygame.Surface((200, 100)), text, None)  # type: ignore[arg-type]
    finally:
        layout_probe.active = None
    assert [c.shown.endswith("…") for c in probe.cuts] == [True]
