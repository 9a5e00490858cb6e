"""A schedule card's word from the live scoring ("removed" / "unpaired", "removed" /
"bridge -2", an Any Country's country) stands on a plate under the band, in place of the
card's icon and its type's word, so it never covers the card's name (it used to be laid
over the face, on the name at 130%); a card taken out for scoring is crossed out under
the plate, the name and the points, which stay legible. Checked on the real table, opened
as the set-up scene opens it, at text size 100% and 130%, with the layout probe noting
the text drawn on the card faces."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games.summer_nine import GAME
from tabletop.games.summer_nine import facts as F
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.summer_nine import TABLE
from tabletop.ui.tables.summer_nine import layout as L
from tabletop.ui.tables.summer_nine.board import look_of
from tabletop.ui.text import TextCache
from tests.ui.helpers import open_game_table


def app_at(scale: float) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    return App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_the_removed_plate_keeps_off_the_card_name(scale, monkeypatch):
    app = app_at(scale)
    match = table_match(GAME, 2, 1, 20)  # Ann's schedule: two cards unpaired, a bridge
    slots = F.schedule_slots(match.state, 0)
    removed = [s for s in slots if s.scoring.startswith("removed")]
    assert len(removed) >= 2
    # texts drawn on any card-sized surface (the faces) are noted at the face's own origin
    monkeypatch.setitem(layout_probe.LAYERS, L.CARD, (0, 0))
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        table = open_game_table(app, match, TABLE)
    finally:
        layout_probe.active = None
    assert table.eyes == 0
    texts = [t for t in probe.texts if t.rect.right <= L.CARD[0] and t.rect.bottom <= L.CARD[1]]
    assert not [str(c) for c in probe.cuts if c.table == "summer_nine"]
    for slot in removed:
        title = look_of(slot.card).title
        first, reason = slot.scoring.split(": ")
        at = next(
            k
            for k in range(len(texts) - 1)
            if texts[k].text == first and texts[k + 1].text == reason
        )
        plate = texts[at].rect.union(texts[at + 1].rect)
        # the name's lines, drawn on the same face just before the plate's words
        name, k = [], at - 1
        while k >= 0 and " ".join([texts[k].text, *name]).replace("-", "") in title.replace(
            "-", ""
        ):
            name.insert(0, texts[k].text)
            k -= 1
        assert " ".join(name) == title or "".join(name).replace("-", "") == title.replace(
            " ", ""
        ).replace("-", "")
        for line in texts[k + 1 : at]:
            assert not line.rect.colliderect(plate), (title, line.text, scale)
            assert line.rect.top > plate.bottom, "the name stands under the plate"
