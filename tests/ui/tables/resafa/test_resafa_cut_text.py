"""No cut text on the Resafa table (#12): at text size 100% and 130%, in both window
sizes, with 2, 3 and 4 players and in the solo mode, nothing the table draws is in
letters under 12 px (13 px at 130%) or loses letters — no line shortened with "…" by ``TextCache.fit`` and no text drawn partly off the
surface it is drawn on (a card face, a workshop tile, a panel, the board) — over games
played move by move at the table (every position from the opening on is painted while
the layout probe listens, so the other players' compact panels, the workshop tiles, the
bonus cards, the action cards and the solo panel are all seen at many states), and in
the focus view (each part of the main board shown big).

The probe (``tabletop.ui.layout_probe``) notes every cut with the table package whose
drawing asked for it; every cut on the way from Resafa's drawing counts here (its own
modules and the shared parts it draws, such as "What happened"); the shell's and the
sidebar's lines are not the table's."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.games.resafa import facts
from tabletop.games.resafa.components import components
from tabletop.games.resafa.facts import CardFacts
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.resafa import TABLE, layout
from tabletop.ui.tables.resafa.art import Art
from tabletop.ui.tables.resafa.words import card_forms, tiny
from tabletop.ui.text import TextCache
from tests.ui.helpers import open_game_table, play_at_table, seated_match

from .test_resafa_focus import GAME

SETS = ((2, "standard"), (3, "standard"), (4, "standard"), (1, "solo"))
"""Every player count Resafa is played at (1 only in the solo mode)."""
PAIRS = ((1.0, (1600, 900)), (1.3, (1280, 720)))
"""The roomy pair and the tight pair (the other two are checked once below)."""
MOVES = 45


def app_at(scale: float, window) -> App:
    """A headless app at text size ``scale`` that plays irreversible moves without asking."""
    services = headless_services()
    services.settings = dataclasses.replace(
        services.settings, ui_scale=scale, confirm_irreversible=False
    )
    services.text = TextCache(scale=scale)
    return App(services, window_size=window, start_scene=Scene(Context(services)))


def played_cuts(players: int, mode: str, scale: float, window, seed: int, moves: int) -> list:
    """Resafa's cuts (and letters under 12 px, under 13 px in a larger text size) at every
    position of a game played at the table for ``moves`` moves (a seeded choice among the
    legal moves at each one), each with where it was seen."""
    app = app_at(scale, window)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    seen: dict[str, str] = {}
    try:
        match = seated_match(GAME, players, mode=mode, seed=seed)
        table = open_game_table(app, match, TABLE)
        rng = random.Random(seed)
        least = 12 if scale <= 1 else 13  # a larger text size: no 12 px letters
        for count in range(moves):
            small = [s for s in probe.small if s.px < least]
            for cut in [*probe.cuts, *small]:
                if cut.table == "resafa":
                    seen.setdefault(str(cut), f"{players} players, seed {seed}, move {count}")
            probe.cuts.clear()
            probe.small.clear()
            if match.is_over():
                break
            table = app.ctx.stack.top
            play_at_table(app, table, rng.choice(table.legal_actions()))
            app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    return [f"{cut} ({where}, {scale:.0%})" for cut, where in seen.items()]


@pytest.mark.parametrize(("scale", "window"), PAIRS)
@pytest.mark.parametrize(("players", "mode"), SETS)
def test_nothing_on_the_resafa_table_is_cut(players, mode, scale, window):
    found = played_cuts(players, mode, scale, window, seed=players, moves=MOVES)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("players", "mode"), ((4, "standard"), (1, "solo")))
def test_nothing_is_cut_at_the_other_pairs_of_size_and_text_size(players, mode):
    for scale, window in ((1.3, (1600, 900)), (1.0, (1280, 720))):
        found = played_cuts(players, mode, scale, window, seed=11, moves=30)
        assert not found, "\n".join(found)


PARTS = ("map", "network", "tracks", "bonus", "offer")


@pytest.mark.parametrize(("players", "mode"), ((4, "standard"), (1, "solo")))
def test_nothing_is_cut_in_the_focus_view_either(players, mode):
    """Every part of the main board shown big (the focus view), at the opening and in a
    later position of a game played at the table, at 130% in the small window."""
    app = app_at(1.3, (1280, 720))
    match = seated_match(GAME, players, mode=mode, seed=7)
    table = open_game_table(app, match, TABLE)
    rng = random.Random(7)
    found: dict[str, str] = {}
    for count in range(41):
        table = app.ctx.stack.top
        if count % 40 == 0:
            for part in PARTS:
                probe = layout_probe.LayoutRecord(app.canvas)
                layout_probe.active = probe
                try:
                    table.focusing.open(part)
                    app.step([], 1 / 60)
                finally:
                    layout_probe.active = None
                table.zoom.close()
                table.invalidate()
                app.step([], 1 / 60)
                for cut in probe.cuts:
                    if cut.table == "resafa":
                        found.setdefault(str(cut), f"{part}, {players} players, move {count}")
        if match.is_over():
            break
        play_at_table(app, table, rng.choice(table.legal_actions()))
        app.step([], 1 / 60)
    assert not found, "\n".join(f"{cut} ({where})" for cut, where in found.items())


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_every_small_card_face_shows_its_words_whole(scale):
    """Every bonus card on the board's display, and every bonus, sack and special card
    and canal bonus tile in a hand row of up to 10 cards (two rows from 7 on), says its effect whole: in full
    where it fits, else in a few words (``facts.*_gist``) and smaller letters (12 px at
    least)."""
    pygame.init()
    text = TextCache(scale=scale)
    layout.measure(text, ("Resafa",))
    art = Art(text)
    c = components()
    cards = [("bonus", k, facts.bonus(k)) for k in c.bonus_cards]
    cards += [("sack", k, facts.sack(k)) for k in c.sacks]
    cards += [("special", k, facts.special(k)) for k in c.specials]
    cards += [
        ("tile", k, CardFacts(k, "", 0, "Canal bonus tile", facts.canal_bonus(k)))
        for k in c.canal_bonus
    ]
    sizes = {
        r.size for n in range(6) for kept in range(6) for r in layout.small_card_rects(n, kept)
    }
    probe = layout_probe.LayoutRecord(pygame.Surface((10, 10)))
    layout_probe.active = probe
    try:
        for k in c.bonus_cards:  # the display on the board
            art.small_card(
                facts.bonus(k),
                layout.bonus_rects(0)[0].size,
                "bonus",
                True,
                forms=facts.bonus_gist(k),
            )
        for kind, k, info in cards:  # a hand row
            for size in sizes:
                art.small_card(info, size, kind, True, forms=card_forms(kind, k))
    finally:
        layout_probe.active = None
    assert not probe.cuts, "\n".join(map(str, probe.cuts))


def test_a_gist_says_the_effect_in_our_short_words_from_the_data():
    c = components()
    gist = {e: facts.effect_gist(c.bonus_effects[e].effect) for e in c.bonus_effects}
    assert gist["E5"] == ("canal: 1 coin → 2 marble",)  # pay for goods in a canal action
    assert gist["E20"][-1] == "sell marble: +2 VP ×3"  # a sale: the trade is implied
    assert gist["E9"] == ("2 coins + 1 stone → small garden",)  # the garden's own price
    assert gist["E8"][0] == "1 stone → small garden, no green bonus"
    assert gist["E13"][-1].startswith("5+ workshops: ")
    assert tiny(gist["E13"][-1]) == "5+ shops: +1c+2VP+2sack"
    assert facts.canal_bonus_gist("CB5-1") == ("canal: -2 marble",)
    assert facts.sack_gist("SK7") == ("1 stone → 1 marble + 1 VP",)


def test_the_probe_sees_the_table_draw():
    """The test listens where the table draws: at the opening with 4 players at 130% the
    probe notes the table's texts (and would note its cuts)."""
    app = app_at(1.3, (1280, 720))
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        open_game_table(app, seated_match(GAME, 4, seed=3), TABLE)
    finally:
        layout_probe.active = None
    words = {item.text for item in probe.texts}
    assert {"Bonus cards", "Workshops", "click to open"} <= words
