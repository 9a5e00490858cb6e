"""The hint that teaches (#25), as a player meets it: on a table opened through set-up in
every registered game, H pressed three times shows where (the hinted move's piece and
place outlined, exactly where ``point_at`` says the move is made), then what (the move's
description), then why (the reason and the next best move, with a number); a new
position starts again; the game is then played "with hints": the results say so, a save
says so on the Load screen, and an old save without the record loads without hints."""

from __future__ import annotations

import dataclasses
import json
import re

import pygame
import pytest

from tabletop.engine.result import name_seats
from tabletop.engine.saves import list_saves, load_match, match_to_save, write_save
from tabletop.games import GAMES
from tabletop.ui import layout_probe, theme
from tabletop.ui.headless import table_match
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.hint import WHERE_BUTTON, WHERE_NOWHERE, WHERE_PLACE, WHERE_TEXT
from tabletop.ui.tables.pointing import point_at
from tests.ui.helpers import (
    click,
    key,
    make_app,
    open_game_table,
    pass_curtain,
    relaxed_app,
    start_from_setup,
    toy_match,
)
from tests.ui.toy_table import PebblesTable

NUMBER = re.compile(r"\d+\.\d")


def settle(app, table) -> None:
    for _ in range(200):  # what the last move set off plays to its end first
        if not table.animating:
            break
        app.step([], 0.1)
    table.refresh()


def drawn_texts(app, scene) -> list[str]:
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        scene.draw(app.canvas)
    finally:
        layout_probe.active = None
    return [t.text for t in probe.texts]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_h_shows_where_then_what_then_why(game):
    app = relaxed_app()
    start_from_setup(app, game, max(2, game.min_players), game.modes[0], 4)
    pass_curtain(app)
    table = app.ctx.stack.top
    settle(app, table)
    match, seat = table.match, table.eyes
    names = tuple(s.name for s in match.config.seats)
    assert not match.hinted

    key(app, pygame.K_h, text="h")  # where
    hint = table.hint
    assert hint is not None and hint in table.legal_actions()
    position = table.position
    pointer = point_at(table, position.view, position.pieces, table.sidebar.moves, hint)
    outlined = table.commands.hints.outlines(match.state, table.eyes, table.hint)
    assert outlined == pointer.rects
    expected = (
        WHERE_NOWHERE
        if not pointer.rects
        else WHERE_BUTTON
        if pointer.button
        else WHERE_TEXT
        if pointer.piece
        else WHERE_PLACE
    )
    assert table.toast.message == expected
    app.step([], 1 / 60)
    for rect in outlined:  # drawn: the accent line around each rect
        frame = rect.inflate(16, 16)
        edge = [
            app.canvas.get_at((x, frame.y + 1))[:3] for x in range(frame.x + 10, frame.right - 10)
        ]
        assert edge.count(theme.ACCENT) > len(edge) // 2, rect
    assert match.hinted == {seat}, "asking for a hint marks the game"

    key(app, pygame.K_h, text="h")  # what
    what = name_seats(game.describe(match.state, hint), names)
    assert what[:1].upper() + what[1:] in table.toast.message
    assert "press H again" in table.toast.message

    key(app, pygame.K_h, text="h")  # why
    why = table.toast.message
    assert what[1:] in why and "the next best" in why, why
    assert NUMBER.search(why.split("the next best", 1)[1]), why
    assert table.hint == hint, "the same move all three steps"

    assert table.try_play(hint), table.toast.message  # a new position: the hint starts again
    pass_curtain(app)
    table = app.ctx.stack.top
    assert not table.commands.hints.outlines(match.state, table.eyes, table.hint)
    assert match.hinted == {seat}, "playing on keeps the record"


def test_the_results_and_the_load_screen_say_with_hints(tmp_path):
    app = make_app()
    app.services.settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
    match = toy_match()
    table = open_game_table(app, match, PebblesTable)
    key(app, pygame.K_h, text="h")
    hinter = match.seat_name(table.eyes)
    for _ in range(200):  # play on to the end, the seats at the screen taking turns
        if match.is_over():
            break
        table = app.ctx.stack.top
        assert table.try_play(table.legal_actions()[0]), table.toast.message
        pass_curtain(app)
    for _ in range(40):
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
        app.step([], 0.2)
    results = app.ctx.stack.top
    assert isinstance(results, ResultsScene)
    assert f"with hints ({hinter})" in " ".join(drawn_texts(app, results))

    write_save(app.services.save_dir / "hinted.json", match)
    write_save(app.services.save_dir / "plain.json", toy_match())
    load = LoadScene(app.ctx)
    app.ctx.stack.clear_to(load)
    app.step([], 1 / 60)
    texts = drawn_texts(app, load)
    rows = {info.name: info for _, info in load.rows()}
    assert rows["hinted.json"].hinted == (hinter,) and rows["plain.json"].hinted == ()
    assert sum(f"with hints ({hinter})" in t for t in texts) == 1, texts
    row = next(r for r, info in load.rows() if info.name == "hinted.json")
    click(app, row.center)  # finished: it opens in the replay, its results still say so
    assert load_match(rows["hinted.json"].path, app.services.game).hinted == match.hinted


def test_a_save_keeps_the_hint_and_an_old_save_loads_without(tmp_path):
    app = make_app(real_games=True)
    game = app.services.game("summer_nine")
    match = table_match(game, 2, 4, 6)
    match.note_hint(1)
    path = write_save(tmp_path / "new.json", match)
    assert json.loads(path.read_text())["hints"] == [1]
    assert load_match(path, app.services.game).hinted == {1}
    old = match_to_save(match)
    del old["hints"]  # written before hints were recorded
    (tmp_path / "old.json").write_text(json.dumps(old))
    assert load_match(tmp_path / "old.json", app.services.game).hinted == set()
    odd = dict(old, hints=[7, -1, True, "0", None, 0])  # only seat numbers count
    (tmp_path / "odd.json").write_text(json.dumps(odd))
    assert load_match(tmp_path / "odd.json", app.services.game).hinted == {0}
    infos = {i.name: i for i in list_saves(tmp_path, app.services.game)}
    assert infos["old.json"].hinted == () and infos["odd.json"].error is None
    assert infos["new.json"].hinted == (match.seat_name(1),)
