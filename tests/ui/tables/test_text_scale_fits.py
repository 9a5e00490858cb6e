"""Text size 130 % on the Lodge, Indian Summer and Summer Nine tables (issue #14): where the
board has no room for a line at the larger size it becomes hover text or a shorter word,
sized from the letters' metrics; at 100 % everything stays as it was. (The layout test
``tests/ui/test_layout.py`` checks every text of these tables at both sizes.)"""

from __future__ import annotations

import dataclasses

from tabletop.games.indian_summer import GAME as SUMMER
from tabletop.games.indian_summer import facts as summer_facts
from tabletop.games.lodge import GAME as LODGE
from tabletop.games.summer_nine import GAME as NINE
from tabletop.ui import layout_probe
from tabletop.ui.tables.indian_summer import TABLE as SUMMER_TABLE
from tabletop.ui.tables.indian_summer import draw as summer_draw
from tabletop.ui.tables.lodge import TABLE as LODGE_TABLE
from tabletop.ui.tables.lodge.panels import column_words
from tabletop.ui.tables.summer_nine import TABLE as NINE_TABLE
from tabletop.ui.tables.summer_nine import table as nine_table
from tabletop.ui.tables.summer_nine.fitting import band_size
from tabletop.ui.text import TextCache
from tests.ui.helpers import open_game_table, relaxed_app, seated_match


def _app(scale: float):
    app = relaxed_app()
    app.services.settings = dataclasses.replace(app.services.settings, ui_scale=scale)
    app.services.text = TextCache(scale=scale)
    return app


def test_indian_summer_treasure_note_is_hover_text_where_the_title_leaves_no_room():
    for scale, beside in ((1.0, True), (1.3, False)):
        app = _app(scale)
        table = open_game_table(app, seated_match(SUMMER, 2), SUMMER_TABLE)
        ctx = table.context(table.view)
        over = table.layout.treasure_slots[1].center
        assert (summer_draw.treasure_note_size(ctx) is not None) == beside
        table.mouse = over
        probe = layout_probe.LayoutRecord(app.canvas)
        layout_probe.active = probe
        try:
            table.draw(app.canvas)
        finally:
            layout_probe.active = None
        shown = " ".join(item.text for item in probe.texts)
        if beside:  # beside the title: no tip needed
            assert summer_draw.treasure_tip(ctx, over) == ""
        else:  # on hover, in full, where the pointer is
            assert summer_draw.treasure_tip(ctx, over) == summer_facts.TREASURE_NOTE
            assert "berry → path" in shown
            assert summer_draw.treasure_tip(ctx, table.layout.floor_rect.center) == ""


def test_lodge_column_labels_shorten_to_what_fits_under_a_column():
    for scale, words in ((1.0, "column 10"), (1.3, "col 10")):
        app = _app(scale)
        table = open_game_table(app, seated_match(LODGE, 4), LODGE_TABLE)
        text, step = app.services.text, table.layout.step
        assert column_words(text, 10, step - 6) == words
        assert text.size(words, 13)[0] <= step - 6
    assert column_words(TextCache(scale=2.0), 10, 40) == "10"


def test_summer_nine_titles_fit_the_band_above_the_cards():
    small, large = TextCache(), TextCache(scale=1.3)
    assert band_size(small, "Your schedule", 19, 17, True) == 17  # as at 100 % before
    assert band_size(large, "Your schedule", 19, 17, True) == 17  # the band holds it
    size = band_size(large, "Your schedule", 14, 17, True)  # a lower band: smaller letters
    assert 10 <= size < 17
    assert large.render("Your schedule", size, (0, 0, 0), True).get_bounding_rect().h <= 14


def test_summer_nine_status_keeps_the_round_alone_where_the_line_would_reach_the_prompt(
    monkeypatch,
):
    line = "Round 12 of 17: columns 4-9 open, 1-3 hidden"
    monkeypatch.setattr(nine_table.F, "round_line", lambda view: line)
    for scale, shown in ((1.0, line), (1.3, "Round 12 of 17")):
        table = open_game_table(_app(scale), seated_match(NINE, 3), NINE_TABLE)
        assert table.status_text(table.view) == shown
