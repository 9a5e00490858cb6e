"""Drops in the Resafa table's focus view (#12): every drop the board takes is taken in the
big view too — the played card from the view's tray onto a track, a bonus card, the sack
deck or its main action's part, a canal tile onto a space of the big network, a workshop
carried out of the big offer onto the grid (the view steps aside) — lit as on the board
(the same legal targets) and refused with the engine's same reasons. Opened as the app
opens a table, driven by posted pointer events."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games.resafa.actions import BuildCanal, BuildWorkshop, Main, StepTrack, TakeBonus
from tabletop.ui.tables.resafa import focus_drag, layout
from tests.ui.helpers import click, motion, press, release
from tests.ui.layout_check import problems

from .test_resafa import find, legal_of, open_table
from .test_resafa_focus import frame_texts, make_app


@pytest.fixture(scope="module")
def app():
    app = make_app()
    app.services.settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
    return app


def played(match) -> bool:
    """The played card waits for its colour action (and the main action is open)."""
    s = match.state
    return s.task is None and s.progress.has("card") and bool(legal_of(match, StepTrack))


def open_part(app, table, part: str) -> None:
    if table.story.panel is not None:
        table.story.panel.closed = True
    click(app, layout.zoom_rects()[part].center)
    assert table.zoom.part == part
    app.step([], 1 / 60)


def view_piece(table, key):
    found = [p for p in table.pieces(table.view) if p.key == key]
    assert found, f"{key} is not offered in the view"
    assert layout.FOCUS.contains(found[0].rect), "picked up where the view shows it"
    return found[0]


def carry(app, start, end) -> None:
    """Press at ``start``, move there in steps, release at ``end`` (posted events)."""
    press(app, start)
    for k in range(1, 5):
        at = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        motion(app, at)


def test_the_played_card_is_dropped_on_a_track_in_the_big_view_lit_as_on_the_board(app):
    match = find(played, players=3, tries=20)
    table = open_table(app, match)
    board = {t.key: t.action for t in table.targets(table.view, view_piece(table, ("played",)))}
    open_part(app, table, "tracks")
    card = view_piece(table, ("played",))
    a = legal_of(match, StepTrack)[0]
    carry(app, card.rect.center, card.rect.center)
    lit = {lit.target.key for lit in table.drag.legal}
    assert table.drag.held is not None and table.drag.held.key == ("played",)
    on_board_lit = {k for k, action in board.items() if table.check(action) is None}
    assert lit == {k for k in on_board_lit if k[0] == "track"}, "the same places lit"
    target = next(x.target for x in table.drag.legal if x.target.action == a)
    assert layout.FOCUS.contains(target.rect) and target.rect != layout.track_cells(0, 1)[0]
    motion(app, target.rect.center)
    release(app, target.rect.center)
    assert match.actions[-1] == a
    assert table.zoom.part == "tracks", "the view stays open after the drop"


def test_a_refused_drop_in_the_view_gives_the_boards_reason(app):
    match = find(played, players=3, tries=20)
    table = open_table(app, match)
    open_part(app, table, "tracks")
    card = view_piece(table, ("played",))
    carry(app, card.rect.center, card.rect.center)
    refused = [x for x in table.drag.lit if x.reason is not None and x.target.key[0] == "track"]
    assert refused, "some track is not the played card's colour"
    wrong = refused[0]
    state = match.state
    motion(app, wrong.target.rect.center)
    release(app, wrong.target.rect.center)
    assert match.state is state
    assert table.toast.message == table.check(wrong.target.action) == wrong.reason


def test_the_played_card_takes_a_bonus_card_in_the_big_bonus_view(app):
    match = find(lambda m: played(m) and bool(legal_of(m, TakeBonus)), players=3, tries=20)
    table = open_table(app, match)
    open_part(app, table, "bonus")
    card = view_piece(table, ("played",))
    a = legal_of(match, TakeBonus)[0]
    carry(app, card.rect.center, card.rect.center)
    target = next(x.target for x in table.drag.legal if x.target.action == a)
    motion(app, target.rect.center)
    release(app, target.rect.center)
    assert match.actions[-1] == a


def test_the_played_card_dropped_on_its_main_actions_part_in_the_view(app):
    def main_on_a_part(m) -> bool:
        mains = [a for a in legal_of(m, Main) if a.action in focus_drag.MAIN_PART]
        return m.state.task is None and m.state.progress.has("card") and bool(mains)

    match = find(main_on_a_part, players=3, tries=20)
    table = open_table(app, match)
    a = next(x for x in legal_of(match, Main) if x.action in focus_drag.MAIN_PART)
    open_part(app, table, focus_drag.MAIN_PART[a.action])
    card = view_piece(table, ("played",))
    carry(app, card.rect.center, card.rect.center)
    target = next(x.target for x in table.drag.legal if x.target.action == a)
    assert layout.FOCUS.contains(target.rect)
    motion(app, target.rect.center)
    release(app, target.rect.center)
    assert match.actions[-1] == a


def test_a_canal_tile_from_the_tray_onto_a_space_of_the_big_network(app):
    match = find(lambda m: bool(legal_of(m, BuildCanal)), players=3, tries=20)
    table = open_table(app, match)
    open_part(app, table, "network")
    tile = next(p for p in table.pieces(table.view) if p.key[0] == "canal")
    assert layout.FOCUS.contains(tile.rect)
    carry(app, tile.rect.center, tile.rect.center)
    legal = [x.target for x in table.drag.legal]
    assert legal and all(layout.FOCUS.contains(t.rect) for t in legal)
    target = legal[0]
    motion(app, target.rect.center)
    release(app, target.rect.center)
    assert isinstance(match.actions[-1], BuildCanal)
    assert match.actions[-1] == target.action and match.actions[-1].tile == tile.key[1]


def test_a_workshop_picked_up_in_the_big_offer_is_carried_out_to_the_grid(app):
    match = find(lambda m: bool(legal_of(m, BuildWorkshop)), players=3, tries=20)
    table = open_table(app, match)
    open_part(app, table, "offer")
    a = legal_of(match, BuildWorkshop)[0]
    spot = dict(table.zoom.spots)[("piece", "shop", a.level, a.pos)]
    press(app, spot.center)
    assert table.zoom.part == "", "the view steps aside for the grid"
    assert table.drag.held is not None and table.drag.held.key == ("shop", a.level, a.pos)
    legal = [x.target for x in table.drag.legal if x.target.action.rot == 0]
    target = next(t for t in legal if (t.action.x, t.action.y) == (a.x, a.y)) if legal else None
    assert target is not None and layout.GRID.contains(target.rect)
    motion(app, target.rect.center)
    release(app, target.rect.center)
    assert isinstance(match.actions[-1], BuildWorkshop)
    assert (match.actions[-1].x, match.actions[-1].y) == (a.x, a.y)


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("part", ["tracks", "bonus", "network"])
def test_the_view_with_its_tray_passes_the_layout_checks(scale, part):
    app = make_app(scale)
    if part == "network":  # the canal tiles in the tray
        match = find(lambda m: bool(legal_of(m, BuildCanal)), players=4, tries=20)
    else:
        match = find(lambda m: played(m) and bool(legal_of(m, Main)), players=4, tries=20)
    table = open_table(app, match)
    open_part(app, table, part)
    tray = table.draw_context().tray
    assert tray, "the view offers the pieces it has places for"
    probe = frame_texts(app, table)
    found = problems(probe)
    assert not found, "\n".join(found)
    cut = [str(c) for c in probe.cuts if c.where.startswith("tabletop.ui.tables.resafa.focus_drag")]
    assert not cut, "the tray's words show whole: " + "; ".join(cut)
    for key in tray:
        assert layout.FOCUS.contains(view_piece(table, key).rect)
