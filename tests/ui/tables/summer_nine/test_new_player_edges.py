"""Rough edges a new player met at Summer Nine (issue #26), met the way they met them: a
game opened through set-up against a bot, the pointer over an opponent's card, a
schedule card of August dragged onto the hand, the set-up screen at two players, the
Undo button while it cannot take anything back."""

import random
import re

import pygame
import pytest

from tabletop.engine.options import offered_options
from tabletop.games.summer_nine import GAME
from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine.actions import TakeToSchedule
from tabletop.ui import layout_probe, theme
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.tables.summer_nine import layout as L
from tests.ui.helpers import (
    _cycle_to,
    click,
    drag,
    key,
    motion,
    pass_curtain,
    play_at_table,
    relaxed_app,
    start_from_setup,
)


@pytest.fixture
def app():
    return relaxed_app()


def against_a_bot(app, seed=3):
    """Ann (human) against Bob (greedy bot), opened through set-up."""
    start_from_setup(app, GAME, 2, "standard", seed, controllers=("human", "bot:greedy"))
    pass_curtain(app)
    return app.ctx.stack.top


def play_until(app, table, wanted, seed=1, limit=200):
    """Ann plays random legal moves at the table (Bob answers) until ``wanted(table)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        for _ in range(20):  # Bob's turn: let him move
            if table.match.actor() == table.eyes or table.match.is_over():
                break
            app.step([], 0.5)
        if table.match.is_over():
            break
        if wanted(table):
            return
        play_at_table(app, table, rng.choice(table.legal_actions()))
    pytest.skip("no such position in this game")


def bobs_destination(table) -> int | None:
    """A slot of Bob's schedule holding a destination card (worth points), else None."""
    for slot, card in enumerate(table.view.schedules[1], start=1):
        if card >= 0 and F.card_face(card).kind == "destination":
            return slot
    return None


def tip_at(app, table, pos) -> str:
    motion(app, pos, buttons=(0, 0, 0))
    return table.hover_text(table.board(table.view), table.mouse)


# --- tooltips on an opponent's card speak of their schedule ---------------------------------
def test_a_tooltip_on_an_opponents_card_speaks_of_their_schedule(app):
    table = against_a_bot(app)
    play_until(app, table, lambda t: bobs_destination(t) is not None)
    slot = bobs_destination(table)
    panel = next(p for p in L.other_panels(table.other_seats()) if p.seat == 1)
    tip = tip_at(app, table, panel.slot(slot).center)
    assert tip.startswith(f"Bob, slot {slot}:"), tip
    assert "in Bob's schedule" in tip and "your schedule" not in tip, tip

    click(app, panel.frame.topleft)  # Bob's schedule opened big
    assert table.shown_seat() == 1
    tip = tip_at(app, table, L.slot_rect(slot).center)
    assert "in Bob's schedule" in tip and "your schedule" not in tip, tip


def test_a_tooltip_on_your_own_card_still_says_your_schedule(app):
    table = against_a_bot(app)
    mine = lambda t: any(  # noqa: E731
        c >= 0 and F.card_face(c).kind == "destination" for c in t.view.schedules[t.eyes]
    )
    play_until(app, table, mine)
    slot = next(
        s
        for s, c in enumerate(table.view.schedules[table.eyes], start=1)
        if c >= 0 and F.card_face(c).kind == "destination"
    )
    tip = tip_at(app, table, L.slot_rect(slot).center)
    assert "in your schedule" in tip and "Bob" not in tip, tip


def test_the_rule_of_every_card_names_its_owner_when_asked():
    for card in range(500):
        try:
            rule = F.card_rule(card, "Bob")
        except IndexError:
            break
        assert "your" not in rule.lower(), rule


# --- "a August slot" --------------------------------------------------------------------------
AN_BEFORE_VOWEL = re.compile(r"\b[Aa] [AEIOUaeiou]")


def test_summer_nine_s_words_never_say_a_before_a_vowel():
    """Every card's rule and face, and a whole game's prompts, move lines and events."""
    for card in range(500):
        try:
            face = F.card_face(card)
        except IndexError:
            break
        for words in (face.rule, F.card_rule(card, "Eve"), F.card_text(card)):
            assert not AN_BEFORE_VOWEL.search(words), words
    from tabletop.engine.match import Match
    from tests.ui.helpers import seated_match

    match: Match = seated_match(GAME, 3, seed=4)
    rng = random.Random(4)
    while not match.is_over():
        state = match.state
        said = [GAME.prompt(state), GAME.status(state), F.round_line(state)]
        action = rng.choice(GAME.legal_actions(state))
        said.append(GAME.describe(state, action))
        match.play(action)
        said += GAME.events(state, action, match.state)
        for words in said:
            assert not AN_BEFORE_VOWEL.search(words), words


def test_an_august_schedule_card_dropped_on_the_hand_says_an_august_slot(app):
    table = against_a_bot(app)

    def august_card_open(t) -> bool:
        return any(isinstance(a, TakeToSchedule) and a.column >= 7 for a in t.legal_actions())

    play_until(app, table, august_card_open, limit=400)
    take = next(a for a in table.legal_actions() if isinstance(a, TakeToSchedule) and a.column >= 7)
    before = len(table.match.log)
    drag(
        app,
        L.pool_cell(take.row, take.column).center,
        (L.HAND_PANEL.right - 30, L.HAND_PANEL.centery),
    )
    assert len(table.match.log) == before  # refused: a schedule card never goes to hand
    said = table.toast.message
    assert "August slot" in said, said
    assert not AN_BEFORE_VOWEL.search(said), said


# --- set-up offers only the options that matter for the player count -----------------------
def test_summer_nine_offers_the_take_two_reading_at_three_players_only():
    keys = {n: [o.key for o in offered_options(GAME.options, n)] for n in (2, 3, 4)}
    assert "take_two_reading" not in keys[2]
    assert "take_two_reading" in keys[3]
    assert "take_two_reading" not in keys[4]
    assert all("direction" in k for k in keys.values())


def _setup_texts(app, players: int) -> list[str]:
    setup = SetupScene(app.ctx, GAME)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    _cycle_to(app, lambda: setup.count_choice, players)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    return [item.text for item in probe.items if item.text]


def test_set_up_at_two_players_does_not_offer_three_player_take_two_cards(app):
    shown = _setup_texts(app, 2)
    assert "Turn order" in shown
    assert not any("3-player" in t for t in shown), shown


def test_set_up_at_three_players_offers_three_player_take_two_cards(app):
    shown = _setup_texts(app, 3)
    assert "3-player Take Two cards" in shown


# --- Undo that cannot take anything back looks it ------------------------------------------
def test_undo_that_cannot_take_back_does_not_light_up_under_the_pointer(app):
    table = against_a_bot(app)
    undo = next(b for b in table.commands.buttons if b.label == "Undo")
    play_until(app, table, lambda t: t.match.log and not t.commands.can_undo())
    assert not undo.enabled
    motion(app, undo.rect.center, buttons=(0, 0, 0))
    app.step([], 1 / 60)
    edge = app.canvas.get_at((undo.rect.centerx, undo.rect.y))[:3]
    assert edge != tuple(theme.HOVER), "a disabled Undo lights up like a button to press"
    inside = app.canvas.get_at((undo.rect.x + 6, undo.rect.centery))[:3]
    redo_like = next(b for b in table.commands.buttons if b.label == "Save")
    enabled = app.canvas.get_at((redo_like.rect.x + 6, redo_like.rect.centery))[:3]
    assert inside != enabled


def test_ctrl_z_after_a_bots_compensation_pick_says_why_nothing_is_taken_back(app):
    table = against_a_bot(app)
    play_until(app, table, lambda t: t.match.log and not t.commands.can_undo())
    before = len(table.match.log)
    table.toast.show("")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.log) == before
    assert table.toast.message, "Ctrl+Z did nothing visible"
