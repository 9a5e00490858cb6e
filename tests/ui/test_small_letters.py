"""No letters under docs/tables.md's least size, and no cut text, on Summer Resort, Lodge
and Resafa at text size 130% (13 px) and Summer Nine at 100% (12 px) — and Summer Resort,
Lodge and Resafa at 100% too — in both window sizes.

The tables are opened as the set-up scene opens them: filled in and started from the
set-up form (the opening position), and a seeded match after some moves opened with
``open_game_table`` (past the hot-seat curtain, the table choosing the eyes), every
player count, the board layers painted in the frames the probe records
(``tabletop.ui.layout_probe``: ``small`` and ``cuts``).

Besides the tables, each fix is checked on what it draws in every case, not only the
positions the seeds reach: every Summer Nine card face at every size, every Lodge
pictogram and amenity tile at every size the table uses, and Summer Resort's visits line
and "would be lost" badge for every visit count.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games.summer_nine.components import components as nine_components
from tabletop.games.summer_resort import facts as resort_facts
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.lodge import art as lodge_art
from tabletop.ui.tables.summer_nine import layout as nine_layout
from tabletop.ui.tables.summer_nine.board import look_of
from tabletop.ui.tables.summer_resort import layout as resort_layout
from tabletop.ui.tables.summer_resort.draw import badge_size, visits_lines
from tabletop.ui.text import TextCache
from tests.ui.helpers import game_of, open_game_table, pass_curtain, start_from_setup
from tests.ui.test_cut_text import counts

SIZES = ((1280, 720), (1600, 900))
CASES = (
    ("summer_resort", 1.3, 13),
    ("lodge", 1.3, 13),
    ("summer_nine", 1.0, 12),
    ("summer_resort", 1.0, 12),
    ("lodge", 1.0, 12),
    ("resafa", 1.3, 13),
    ("resafa", 1.0, 12),
)
"""(game, text size, least letters in pixels) checked on the table (Summer Nine at 130%:
``test_cut_text.test_no_letters_under_13_px_at_text_size_130``)."""
POSITIONS = ((1, 0), (2, 30), (3, 80), (4, 140))
"""(seed, moves) of the matches opened at every player count."""


def _app(scale: float, size) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(
        services.settings, ui_scale=scale, confirm_irreversible=False
    )
    services.text = TextCache(scale=scale)
    return App(services, window_size=size, start_scene=Scene(Context(services)))


def _found(probe: layout_probe.LayoutRecord, game_id: str, least: int) -> list[str]:
    """What the probe noted of ``game_id``'s table (and the shared parts drawn on it):
    letters under ``least`` pixels (but Lodge's picture glyphs, ``lodge.art.GLYPHS``) and
    cut text."""
    out = []
    for small in probe.small:
        if small.px >= least or not counts(small, game_id):
            continue
        if game_id == "lodge" and small.text in lodge_art.GLYPHS:
            continue  # the picture's own marks, at the picture's size (not information)
        out.append(str(small))
    out += [str(cut) for cut in probe.cuts if counts(cut, game_id)]
    return out


def _record(app: App, open_table) -> layout_probe.LayoutRecord:
    """The probe's record of opening a table and drawing its first frames."""
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        open_table()
        for _ in range(2):
            app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    return probe


@pytest.mark.parametrize("size", SIZES, ids=("1280x720", "1600x900"))
@pytest.mark.parametrize(
    ("game_id", "scale", "least"), CASES, ids=[f"{c[0]}-{c[1]:.0%}" for c in CASES]
)
def test_a_table_opened_from_set_up_draws_no_small_or_cut_letters(game_id, scale, least, size):
    game = game_of(game_id)
    found: dict[str, str] = {}
    for players in range(game.min_players, game.max_players + 1):
        app = _app(scale, size)
        solo = game.solo_modes[0] if players == 1 and game.solo_modes else None
        mode = solo or game.modes[0]

        def from_setup(a=app, n=players, m=mode):
            start_from_setup(a, game, n, m, 7)
            pass_curtain(a)  # the first human's table, as they click through the curtain

        probe = _record(app, from_setup)
        assert isinstance(app.ctx.stack.top, app.services.table_for(game)), "not started"
        for line in _found(probe, game_id, least):
            found.setdefault(line, f"{players} players, from the set-up form")
        for seed, moves in POSITIONS:
            app = _app(scale, size)
            match = table_match(game, players, seed, moves, solo)
            table_class = app.services.table_for(game)
            probe = _record(app, lambda a=app, m=match, t=table_class: open_game_table(a, m, t))
            for line in _found(probe, game_id, least):
                found.setdefault(line, f"{players} players, seed {seed}, {moves} moves")
    assert not found, "\n".join(f"{k} ({v})" for k, v in found.items())


def _faces_probe(draw) -> layout_probe.LayoutRecord:
    pygame.init()
    probe = layout_probe.LayoutRecord(pygame.Surface((8, 8)))
    layout_probe.active = probe
    try:
        draw()
    finally:
        layout_probe.active = None
    return probe


@pytest.mark.parametrize(("scale", "least"), ((1.0, 12), (1.3, 13)))
def test_every_summer_nine_card_name_is_whole_and_legible_on_every_face(scale, least):
    from tests.ui.tables.summer_nine.test_card_names import _art

    art = _art(scale)
    faces = (nine_layout.CARD, nine_layout.DISCARD.size, nine_layout.HAND_CARD)
    titles = set()

    def draw():
        for card in range(len(nine_components().cards)):
            titles.add(look_of(card).title)
            for size in faces + (nine_layout.MINI,):
                art.face(look_of(card), size)

    probe = _faces_probe(draw)
    small = sorted({str(s) for s in probe.small if s.px < least})
    assert not small and not probe.cuts, "\n".join(small + [str(c) for c in probe.cuts])
    assert "Mont Blanc (Courmayeur)" in titles  # the widest word of every name


def test_a_card_name_too_wide_for_the_card_breaks_where_a_word_breaks():
    from tabletop.ui.tables.summer_nine.art import title_layout

    pygame.init()
    for scale in (1.0, 1.3):
        text = TextCache(scale=scale)
        size, _, lines, _ = title_layout(text, "Mont Blanc (Courmayeur)", 92, 80, 23)
        assert lines == ["Mont Blanc", "(Cour-", "mayeur)"], (scale, lines)
        assert round(size * scale) >= (12 if scale == 1 else 13)


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_every_lodge_pictogram_number_grows_with_the_text_size_and_stays_whole(scale):
    from tabletop.games.lodge.components import components

    pygame.init()
    text = TextCache(scale=scale)
    art = lodge_art.LodgeArt(text, tuple((40 * i, 120, 200) for i in range(8)))
    count = len(components().amenities)

    def draw():
        for amenity in range(count):
            for side in (27, 30, 36, 56, 76):  # a tile's, the checklist's, a card's
                art.pictogram(side, amenity)
            for tile in (24, 40, 60, 62, 66, 80):
                art.amenity_tile(tile, amenity, None)
                art.amenity_tile(tile, amenity, True)

    probe = _faces_probe(draw)
    least = 12 if scale == 1 else 13
    numbers = [s for s in probe.small if s.text not in lodge_art.GLYPHS]
    small = sorted({str(s) for s in numbers if s.px < least})
    assert not small and not probe.cuts, "\n".join(small + [str(c) for c in probe.cuts])
    if scale > 1:
        assert {s.text for s in probe.small} <= set(lodge_art.GLYPHS)


@pytest.mark.parametrize(("scale", "least"), ((1.0, 12), (1.3, 13)))
def test_summer_resort_visits_line_and_lost_badge_fit_their_stack_legibly(scale, least):
    pygame.init()
    text = TextCache(scale=scale)
    stack = next(iter(resort_layout.stack_rects().values()))
    for visits in range(1, 13):
        line = f"Visits this round: {visits}"
        lines, size = visits_lines(text, line, stack.w - 14)
        assert " ".join(lines) == line
        assert round(size * scale) >= least
        assert len(lines) <= 2
        assert all(text.size(part, size)[0] <= stack.w - 14 for part in lines)
    size, bold = badge_size(text, resort_facts.LOST_BADGE, stack.w - 12)
    assert round(size * scale) >= least
    assert text.size(resort_facts.LOST_BADGE, size, bold)[0] + 12 <= stack.w - 12


@pytest.mark.parametrize("lost", (False, True), ids=("", "lost"))
@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_summer_resort_stack_with_more_visitors_than_rows_says_how_many_more(scale, lost):
    """Six visitors on one stack: the visits line takes two lines; at 100% two rows of
    tokens still fit above the next prices, at 130% (or above the "would be lost" badge)
    one: two tokens and "+4"; no letters under the least size, nothing cut, no price
    paid over the badge or the next prices."""
    from tabletop.games.summer_resort import GAME
    from tabletop.games.summer_resort.state import Placement
    from tabletop.ui.tables.summer_resort import draw as resort_draw
    from tabletop.ui.tables.summer_resort.art import Art

    pygame.init()
    match = table_match(GAME, 4, 1, 0)
    stack_id, rect = next(iter(resort_layout.stack_rects().items()))
    index = resort_facts.investment_ids().index(stack_id)
    visits = tuple(v if i != index else 6 for i, v in enumerate(match.state.visits))
    placed = tuple(
        Placement(seat=i % 4, target="investment", stack=stack_id, price=100 * i) for i in range(6)
    )
    view = dataclasses.replace(match.state, visits=visits, placements=placed)
    text = TextCache(scale=scale)
    seats = tuple(resort_draw.Seat(f"P{i}", (200, 60 + 40 * i, 80), "circle") for i in range(4))
    c = resort_draw.DrawContext(
        text, Art(text), view, seats, 0, 0, True, lost=frozenset({stack_id} if lost else ())
    )
    surface = pygame.Surface((1236, 900))
    fact = next(f for f in resort_facts.stacks(view) if f.id == stack_id)
    probe = layout_probe.LayoutRecord(surface)
    layout_probe.active = probe
    try:
        resort_draw._stack(surface, c, fact, rect)
    finally:
        layout_probe.active = None
    least = 12 if scale == 1 else 13
    assert not [str(s) for s in probe.small if s.px < least] and not probe.cuts
    texts = [d for d in probe.texts]
    paid = [d for d in texts if d.text in {str(p.price) for p in placed}]
    more = [d.text for d in texts if d.text.startswith("+")]
    if scale > 1 or lost:  # one row of tokens
        assert more == ["+4"] and len(paid) == 2
    else:
        assert more == [] and len(paid) == 6  # two rows of three
    limit = next(d for d in texts if d.text == fact.next_one).rect.top
    if lost:  # the badge (its own surface) sits 44 px above the stack's foot
        size, bold = badge_size(text, resort_facts.LOST_BADGE, rect.w - 12)
        limit = rect.bottom - 44 - (text.size(resort_facts.LOST_BADGE, size, bold)[1] + 6)
    assert all(d.rect.bottom <= limit for d in paid)
