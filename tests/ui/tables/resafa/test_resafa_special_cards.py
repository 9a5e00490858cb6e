"""Special cards on the Resafa board's tracks (#12): a face-up card says what it does in
a few words (``facts.special_gist``, fullest form first), laid out from measured text on
two lines in a box as wide as the row allows (a face-down stack only as wide as its
label), so that the words show whole — for every one of the 72 cards, one, two or three
face up in a row, at 100% and 130% text (the canvas is the same at 1280×720 and
1600×900). The whole text stays in the tooltip and the focus view."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.resafa import facts
from tabletop.games.resafa.components import components
from tabletop.ui.tables.resafa import layout
from tabletop.ui.tables.resafa.art import special_forms
from tabletop.ui.tables.resafa.goods import rich_width
from tabletop.ui.tables.resafa.words import fit_lines, wrap
from tabletop.ui.text import TextCache

from .test_resafa_focus import make_app, open_mid_game

FACES = ((True, False, False), (True, True, False), (True, True, True), (False, True, True))


def whole(text: TextCache, card: str, rect: pygame.Rect) -> bool:
    """The words the card's face shows in ``rect`` are one of its forms, whole (measured
    as drawn: the goods and tokens as icons with their numbers)."""
    forms = special_forms(facts.special_gist(card))
    font, rows = fit_lines(text, forms, rect.w - 10, rect.h - 2)
    shown = [" ".join(wrap(text, f, rect.w - 10, font, rich=True)) for f in forms]
    wide = all(rich_width(text, row, font) <= rect.w - 10 for row in rows)
    pitch = text.font(font).get_linesize() - 2
    return (
        " ".join(rows) in shown
        and wide
        and len(rows) * pitch <= rect.h - 2
        and font * text.scale >= 12
    )


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_every_special_card_shows_its_words_whole_however_many_are_face_up(scale):
    pygame.init()
    text = TextCache(scale=scale)
    layout.measure(text, ("Resafa",))
    for faces in FACES:
        for i in range(len(facts.COLOURS)):
            rects = layout.stack_rects(i, faces)
            row = layout.track_row(i)
            assert all(layout.TRACKS.contains(r) for r in rects)
            assert all(a.right < b.x for a, b in zip(rects, rects[1:])), "side by side"
            assert rects[-1].bottom <= row.y + layout.TRACK_ROW, "within its row"
            for k, up in enumerate(faces):
                if not up:
                    words = f"{'I' * (k + 1)} · 99"
                    assert text.size(words, 13, True)[0] <= rects[k].w - 4
                    continue
                bad = [c for c in components().specials if not whole(text, c, rects[k])]
                assert not bad, (scale, faces, k, bad)


def test_the_board_draws_the_face_up_cards_in_the_measured_boxes_with_the_whole_text_in_the_tip():
    app = make_app(1.3)
    table = open_mid_game(app)
    view = table.view
    tips = dict((tuple(r), w) for r, w in table.tips)
    seen = 0
    for i in range(len(facts.COLOURS)):
        faces = layout.stack_faces(view, i)
        for k, (up, rect) in enumerate(zip(faces, layout.stack_rects(i, faces))):
            if not up:
                continue
            card = view.spec_stacks[i * 3 + k][0]
            assert whole(app.services.text, card, rect)
            assert facts.special(card).text in tips[tuple(rect)]
            seen += 1
    assert seen >= len(facts.COLOURS), "level I is face up on every track"
