"""Rough edges a new player met at the Resafa table (#26), each met the way a player meets
it: a game opened through set-up, posted pointer events, the frame's words read back."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import PlayCard
from tabletop.ui.tables.resafa import layout
from tests.ui.helpers import (
    click,
    game_of,
    key,
    motion,
    press,
    relaxed_app,
    release,
    start_from_setup,
)

from .test_resafa_focus import frame_texts


@pytest.fixture(scope="module")
def app():
    return relaxed_app()


def solo_table(app, seed: int):
    """A solo game against the Resafabot, opened through set-up; its story panel closed."""
    start_from_setup(app, game_of("resafa"), 1, "solo", seed)
    app.step([], 1 / 60)
    table = app.ctx.stack.top
    return table


def to_card_play(app, table, limit: int = 40):
    """Steps until the player's turn asks for an action card (the set-up placed as the
    first legal move, through the table)."""
    for _ in range(limit):
        if table.my_turn() and any(isinstance(a, PlayCard) for a in table.legal_actions()):
            return
        if table.my_turn():
            assert table.try_play(table.legal_actions()[0]), table.toast.message
        app.step([], 0.5)
    pytest.skip("no card to play reached")


def test_the_carried_card_shows_the_half_a_drop_there_plays_on_top(app):
    table = solo_table(app, 3)
    to_card_play(app, table)
    if table.story.panel is not None:
        table.story.panel.closed = True
    app.step([], 1 / 60)
    hand = table.view.players[table.eyes].hand
    card = next(c for c in hand if not facts.action_card(c).single)
    info = facts.action_card(card)
    rect = layout.hand_rects(len(hand))[list(hand).index(card)]
    slot = layout.slot_rects()[len(table.view.players[table.eyes].played)]
    art = table.look.art
    for turned in (False, True):
        press(app, rect.center)
        motion(app, (rect.centerx + 20, rect.centery + 20))
        if turned:
            key(app, pygame.K_r)
        for at, half in ((slot.y + 6, 1 if turned else 0), (slot.bottom - 6, 0 if turned else 1)):
            motion(app, (slot.centerx, at))
            app.step([], 1 / 60)
            over = table.drag.hovered((slot.centerx, at))
            assert over is not None and over.target.key == ("slot", half)
            shown = table.drag.held.surface
            wanted = art.action_card(info, table.drag.held.rect.size, half)
            assert shown is wanted, f"over the {half=} place the card shows the other half up"
        release(app, (10, 10))
        app.step([], 1 / 60)
        assert table.drag.held is None


def bot_panel_rows(app, table) -> list[str]:
    """The rows of words the Resafabot panel shows in the next frame."""
    if table.story.panel is not None:
        table.story.panel.closed = True
    probe = frame_texts(app, table)
    panel = layout.panel_rects(1)[0]  # the solo mode: the one other panel is its
    return [t.text for t in probe.texts if panel.colliderect(t.rect)]


def bot_panel_words(app, table) -> str:
    return " ".join(bot_panel_rows(app, table))


def test_before_the_first_turn_the_bot_panel_says_the_bot_plays_first_when_it_does(app):
    starts = []
    for seed in range(1, 11):
        table = solo_table(app, seed)
        assert facts.turn(table.view).setup
        words = bot_panel_words(app, table)
        to_card_play(app, table)
        first = facts.bot_last_turn(table.view) != ()  # it played before the player's card
        if first:
            starts.append(seed)
            assert "plays first" in words and "after yours" not in words, (seed, words)
        else:
            assert "after yours" in words, (seed, words)
    assert starts, "no seed where Resafabot starts"


def test_a_loaded_solo_game_lists_every_line_of_the_bots_last_turn(app):
    from tabletop.ui.scenes.load import LoadScene

    for seed in range(1, 11):
        table = solo_table(app, seed)
        to_card_play(app, table)
        lines = facts.bot_last_turn(table.view)
        if len(lines) >= 3:
            break
    else:
        pytest.skip("Resafabot never started")
    for _ in range(20):
        app.step([], 0.5)
    scene = LoadScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    app.step([], 1 / 60)
    rect, _ = scene.rows()[0]
    click(app, rect.center)
    loaded = app.ctx.stack.top
    assert loaded is not table and facts.bot_last_turn(loaded.view) == lines
    rows = bot_panel_rows(app, loaded)
    listed = [row for row in rows if row.startswith("· ")]
    assert len(listed) == len(lines), rows


def test_a_canal_tile_under_a_water_cube_still_shows_its_shape(app):
    """Resafabot's first tile is fed by its source at once: its canal shows, the cube
    beside the channels (not the big square a cube on an empty space is)."""
    for seed in range(1, 11):
        table = solo_table(app, seed)
        to_card_play(app, table)
        net = facts.network(table.view)
        placed = {cell: (owner, tile, face) for cell, owner, tile, face in net.canals}
        fed = [cell for cell in net.cubes if cell in placed]
        if fed:
            break
    else:
        pytest.skip("no canal tile under a cube")
    if table.story.panel is not None:
        table.story.panel.closed = True
    frame_texts(app, table)
    cells = {x.id: x for x in net.cells}
    for cell in fed:
        owner, tile, face = placed[cell]
        x = cells[cell]
        r = layout.cell_rect(net.columns, x.col, x.row).inflate(-2, -2)
        look = table.seats()[owner]
        art = table.look.art.canal(facts.canal_face(tile, face), r.w, look.rgb, look.symbol)
        shown = app.canvas.subsurface(r)
        inner = pygame.Rect(0, 0, r.w, r.h).inflate(-r.w // 3, -r.h // 3)
        same = sum(
            shown.get_at((i, j))[:3] == art.get_at((i, j))[:3]
            for i in range(inner.left, inner.right)
            for j in range(inner.top, inner.bottom)
        )
        assert same >= 0.9 * inner.w * inner.h, f"{cell}: the tile's middle is covered"


def test_each_vp_figure_on_a_solo_table_says_what_it_counts(app):
    """The header's standing (the end scoring included) and the area's VP (scored so far,
    as in the score list) differ: each is labelled."""
    table = solo_table(app, 3)
    to_card_play(app, table)
    if table.story.panel is not None:
        table.story.panel.closed = True
    probe = frame_texts(app, table)
    texts = [t.text for t in probe.texts]
    vp = table.view.players[table.eyes].vp
    assert any("If it ended now:" in t for t in texts), texts
    assert f"{vp} VP so far" in texts, texts
    bare = [t for t in texts if re.fullmatch(r"(Now )?\d+ VP", t)]
    assert not bare, f"VP figures with no word of what they count: {bare}"


@pytest.mark.parametrize(
    ("scale", "view"),
    (
        (1.0, 1.0),
        (1.3, 1.0),
        (1.0, 0.8),
        (1.3, 0.8),
    ),
)
def test_every_bonus_card_on_the_board_shows_its_words_whole(scale, view):
    """A bonus card in the display shows one of its forms whole at both text sizes — no
    row dropped for want of room ("sell marble:", "2c+1st → small" at 130%), the goods
    and the garden tile as icons where the words need the room — in a 1600x900 window
    (``view`` 1.0) and in a 1280x720 one (0.8: the letters the window needs)."""
    from tabletop.games.resafa.components import components
    from tabletop.ui.tables.resafa.art import compact_forms
    from tabletop.ui.tables.resafa.words import faces, first_face, whole_lines
    from tabletop.ui.text import TextCache, for_window

    pygame.init()
    text = for_window(TextCache(scale=scale), view)
    size = layout.bonus_rects(0)[0].size
    missing = []
    for card in components().bonus_cards:
        info = facts.bonus(card)
        tried = faces(text, 12)
        letter = ""  # the display's row badge says the colour
        level = ("", "I", "II", "III")[min(info.level, 3)]
        face = (first_face(text, letter, 14, tried) or tried[-1]) if letter else tried[-1]
        widest = max(text.size(x, *face)[0] for x in (letter, level))
        strip = max(16 if letter else 8, widest + 4)
        forms = compact_forms(info, facts.bonus_gist(card))
        room = size[0] - strip - (5 if letter else 4)
        if whole_lines(text, forms, room, size[1] - 2) is None:
            missing.append(forms[-1])
    assert set(missing) <= STILL_CUT, missing


@pytest.mark.parametrize(("scale", "view"), ((1.0, 1.0), (1.3, 1.0), (1.0, 0.8), (1.3, 0.8)))
def test_every_bonus_card_face_of_the_display_is_drawn_without_a_cut(scale, view):
    """Every bonus card's face as the display draws it (``Art.small_card``, ``offer``,
    at the display's card size) in the letters of a 1600x900 and a 1280x720 window: the
    layout probe notes no cut and no letters under the least size."""
    from tabletop.games.resafa.components import components
    from tabletop.ui import layout_probe
    from tabletop.ui.tables.resafa.art import Art
    from tabletop.ui.text import TextCache, for_window, window_least

    pygame.init()
    text = for_window(TextCache(scale=scale), view)
    art = Art(text)
    size = layout.bonus_rects(0)[0].size
    canvas = pygame.Surface((1600, 900))
    probe = layout_probe.LayoutRecord(canvas, least=window_least(TextCache(scale=scale), view))
    layout_probe.active = probe
    try:
        for card in components().bonus_cards:
            info = facts.bonus(card)
            art.small_card(info, size, "offer", compact=True, forms=facts.bonus_gist(card))
    finally:
        layout_probe.active = None
    assert not probe.cuts, [str(c) for c in probe.cuts]
    assert not probe.small, [str(c) for c in probe.small]


def test_a_card_face_too_small_for_its_words_is_noted_as_a_cut():
    """Where no form of a card's words fits its face, the rows left out are never dropped
    unseen: the layout probe notes the cut (so the layout and cut-text tests catch it)."""
    from tabletop.games.resafa.components import components
    from tabletop.ui import layout_probe
    from tabletop.ui.tables.resafa.art import Art, compact_forms
    from tabletop.ui.text import TextCache

    pygame.init()
    card = max(components().bonus_cards, key=lambda c: len(facts.bonus_gist(c)[-1]))
    probe = layout_probe.LayoutRecord(pygame.Surface((1600, 900)))
    layout_probe.active = probe
    try:
        Art(TextCache()).small_card(
            facts.bonus(card), (60, 20), "offer", compact=True, forms=facts.bonus_gist(card)
        )
    finally:
        layout_probe.active = None
    shortest = compact_forms(facts.bonus(card), facts.bonus_gist(card))[-1]
    assert [c.text for c in probe.cuts] == [shortest], probe.cuts


STILL_CUT: set[str] = set()
"""Effects whose shortest words still take three rows at 130%: none since the VP is drawn
as the laurel icon and the amounts side by side where the words have no room
(``art.iconic``)."""


def test_the_solo_players_panel_says_how_the_game_is_won(app):
    """Resafabot scores nothing, so it has no row in "Players and scores": under the
    player's row the panel says so and gives the designer's scale (#26); a game of two
    players has no such line."""
    table = solo_table(app, 3)
    texts = " ".join(t.text for t in frame_texts(app, table).texts)
    assert "Resafabot scores no VP" in texts, texts
    assert "150 okay" in texts and "excellent VP" in texts, texts
    assert table.sidebar.info.note.startswith("Resafabot scores no VP")
    two = start_from_setup(app, game_of("resafa"), 2, "standard", 3, ("human", "bot:greedy"))
    app.step([], 1 / 60)
    assert two.sidebar.info.note == ""
    texts = " ".join(t.text for t in frame_texts(app, two).texts)
    assert "scores no VP" not in texts
