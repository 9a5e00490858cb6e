"""The Summer Resort table: it draws at every player count, and its gestures (a token, a
stacked pair, the porter, a house card, an accommodation choice) play exactly the engine's
actions; refused drops leave the state alone and show the engine's reason."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.bots import RandomBot, bot_move
from tabletop.engine.match import Match
from tabletop.games.summer_resort import facts
from tabletop.games.summer_resort.actions import (
    Accommodate,
    Build,
    EndTurn,
    Invest,
    Invite,
    Package,
)
from tabletop.games.summer_resort.state import ACCOMMODATE, ACTIONS, DEVELOP, FUELLED
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.summer_resort import TABLE, layout
from tabletop.ui.tables.summer_resort.layout import action_rect as hint_rect
from tabletop.ui.tables.summer_resort.layout import page_rect
from tests.ui.helpers import click, drag, key, make_app, open_game_table

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve")
COLOURS = ("red", "blue", "green", "yellow", "purple")


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def game_of(app):
    return app.services.game("summer_resort")


def new_match(app, players=3, seed=7, controllers=None) -> Match:
    controllers = controllers or ("human",) * players
    seats = tuple(Seat(NAMES[i], COLOURS[i], controllers[i]) for i in range(players))
    return Match(game_of(app), Config(seats=seats, seed=seed))


def open_table(app, match):
    """The table on ``match`` opened as set-up and Load open it: the table decides whose
    eyes are on the screen (the seat to act, or the first human after a bot)."""
    app.services.settings = app.services.settings.__class__(confirm_irreversible=False)
    return open_game_table(app, match, TABLE)


def piece(table, kind):
    return next(p for p in table.pieces(table.view) if p.key[0] == kind)


def play_until(app, wanted, players=5, tries=40):
    """Random moves (over seeds) until ``wanted(match)``; returns the match there."""
    game = game_of(app)
    for seed in range(1, tries):
        match = new_match(app, players, seed)
        rng = random.Random(seed)
        while not match.is_over():
            if wanted(match):
                return match
            match.play(bot_move(game, match.state, RandomBot(), rng))
    pytest.skip("no random game reached the wanted position")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_draws_at_every_player_count(app, players):
    match = new_match(app, players, seed=players)
    game, rng = game_of(app), random.Random(players)
    for moves in (0, 25, 25):
        for _ in range(moves):
            if not match.is_over():
                match.play(bot_move(game, match.state, RandomBot(), rng))
        table = open_table(app, match)
        app.step([], 1 / 60)
        assert table.status_text(table.view).startswith("Round ")
    assert len(layout.resort_rects(players)) == players


def test_dragging_a_token_onto_a_car_invites_its_vacationers(app):
    match = new_match(app)
    table = open_table(app, match)
    seat = match.actor()
    drag(app, piece(table, "token").rect.center, layout.car_rects(len(match.state.train))[0].center)
    assert match.actions == [Invite(seat, 0, 1, False)]


def test_a_claimed_car_refuses_the_drop_with_the_engines_reason(app):
    match = new_match(app)
    table = open_table(app, match)
    assert table.try_play(Invite(match.actor(), 0))
    assert table.eyes == match.actor()  # hot-seat without secrets: the next player's eyes
    before, seat = match.state, match.actor()
    reason = game_of(app).check(before, Invite(seat, 0))
    assert reason == "That car has already been claimed this round."
    drag(app, piece(table, "token").rect.center, layout.car_rects(len(before.train))[0].center)
    assert match.state is before and len(match.log) == 1
    assert table.toast.visible and table.toast.message == reason and table.toast.good is False


def test_hovering_an_investment_shows_the_price_or_the_reason(app):
    match = new_match(app)
    table = open_table(app, match)
    start = piece(table, "token").rect.center
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(start), "button": 1}
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    stacks = layout.stack_rects()
    cottage = table.drag.hovered(stacks["cottage"].center)
    assert cottage.reason is None and "100 zł" in cottage.target.label
    pension = table.drag.hovered(stacks["pension"].center)
    assert pension.reason == "That costs 300 zł and you have only 200 zł."
    table.carry.snap_back()


def test_stacking_two_tokens_then_placing_the_pair(app):
    match = new_match(app)
    table = open_table(app, match)
    seat = match.actor()
    tokens = [p for p in table.pieces(table.view) if p.key[0] == "token"]
    drag(app, tokens[0].rect.center, tokens[1].rect.center)
    assert not match.log and table.stacked == "pair"
    pair = piece(table, "pair")
    drag(app, pair.rect.center, layout.stack_rects()["villa"].center)
    assert match.actions == [Invest(seat, "villa", 2, False)]
    assert match.state.resorts[seat].money == 200  # a pair on an unvisited card is free


def test_shift_while_dropping_places_a_pair(app):
    match = new_match(app)
    table = open_table(app, match)
    seat = match.actor()
    key(app, pygame.K_LSHIFT, pygame.KMOD_SHIFT)
    drag(app, piece(table, "token").rect.center, layout.LOCO.center)
    post_up = pygame.event.Event(
        pygame.KEYUP, {"key": pygame.K_LSHIFT, "mod": 0, "unicode": "", "scancode": 0}
    )
    app.step([post_up], 1 / 60)
    assert match.actions == [Package(seat, 2, False)]
    assert not table.shift


def test_the_porter_stacked_with_a_token(app):
    match = new_match(app)
    while match.actor() != match.state.porter:
        match.play(Package(match.actor()))
    table = open_table(app, match)
    seat = match.actor()
    drag(app, piece(table, "token").rect.center, piece(table, "porter").rect.center)
    assert table.stacked == "porter_pair"
    drag(
        app,
        piece(table, "porter_pair").rect.center,
        layout.car_rects(len(match.state.train))[2].center,
    )
    assert match.actions[-1] == Invite(seat, 2, 1, True)


def test_the_porter_refuses_a_second_token_with_the_engines_reason(app):
    match = new_match(app)
    while match.actor() != match.state.porter:
        match.play(Package(match.actor()))
    table = open_table(app, match)
    tokens = [p for p in table.pieces(table.view) if p.key[0] == "token"]
    drag(app, tokens[0].rect.center, tokens[1].rect.center)
    before = match.state
    drag(app, piece(table, "pair").rect.center, piece(table, "porter").rect.center)
    assert match.state is before and table.stacked == "pair"
    assert table.toast.message == game_of(app).check(before, Package(match.actor(), 2, True))
    assert "porter" in table.toast.message


def test_an_automobile_takes_two_cars_from_the_coupling(app):
    def can_drive(m):
        s = m.state
        return (
            s.phase == ACTIONS
            and FUELLED in s.resorts[m.actor()].automobiles
            and s.train[0].claimed_by < 0
            and s.train[1].claimed_by < 0
        )

    match = play_until(app, can_drive)
    table = open_table(app, match)
    seat = match.actor()
    drag(
        app,
        piece(table, "token").rect.center,
        layout.coupling_rects(len(match.state.train))[0].center,
    )
    assert match.actions[-1] == Invite(seat, 0, 1, False, automobile=True)


def test_click_to_select_then_click_to_place(app):
    match = new_match(app)
    table = open_table(app, match)
    seat = match.actor()
    click(app, piece(table, "token").rect.center)
    assert table.drag.held is not None and table.drag.selected
    click(app, layout.LOCO.center)
    assert match.actions == [Package(seat, 1, False)]


def test_placements_are_gestures_not_buttons(app):
    match = new_match(app)
    table = open_table(app, match)
    assert match.state.phase == ACTIONS and table.sidebar.moves.actions == []


def test_a_house_card_is_dragged_onto_a_lot(app):
    def choosing_with_a_wrong_lot(m):
        if m.state.phase != DEVELOP:
            return False
        return len(game_of(app).legal_actions(m.state)) < len(m.state.resorts[m.actor()].lots)

    match = play_until(app, choosing_with_a_wrong_lot)
    table = open_table(app, match)
    seat, state = match.actor(), match.state
    card = state.resorts[seat].purchases[0]
    lots = layout.lot_rects(layout.resort_rects(state.players)[seat], len(state.resorts[seat].lots))
    legal = [a.lot for a in game_of(app).legal_actions(state)]
    wrong = next(i for i in range(len(lots)) if i not in legal)
    drag(app, piece(table, "build").rect.center, lots[wrong].center)
    assert match.state is state and table.toast.message == game_of(app).check(
        state, Build(seat, wrong)
    )
    assert card in table.toast.message
    drag(app, piece(table, "build").rect.center, lots[legal[-1]].center)
    assert match.actions[-1] == Build(seat, legal[-1])


def test_accommodation_shows_the_engines_choice_and_lets_the_player_pick(app):
    match = play_until(app, lambda m: m.state.phase == ACCOMMODATE)
    table = open_table(app, match)
    options = game_of(app).legal_actions(match.state)
    assert len(options) > 1 and table.options == options
    assert all(isinstance(a, Accommodate) for a in options)
    rects = layout.option_rects(len(options))
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                {
                    "pos": app.viewport.to_window(rects[1].center),
                    "rel": (0, 0),
                    "buttons": (0, 0, 0),
                },
            )
        ],
        1 / 60,
    )
    assert table.hover_option == 1
    click(app, rects[1].center)
    assert match.actions[-1] == options[1]


def test_the_hint_is_outlined_on_the_board(app):
    match = new_match(app)
    table = open_table(app, match)
    key(app, pygame.K_h)
    assert table.hint is not None
    assert hint_rect(table.hint, table.view, table.options) is not None
    app.step([], 1 / 60)


def test_frames_reuse_the_cached_board(app):
    match = new_match(app, 5)
    table = open_table(app, match)
    app.step([], 1 / 60)
    renders = app.services.text.renders
    layers = [k for k in table.art.cached() if k[0] == "layer"]
    for _ in range(5):
        app.step([], 1 / 60)
    assert app.services.text.renders == renders
    assert [k for k in table.art.cached() if k[0] == "layer"] == layers


def test_a_bot_game_runs_to_the_results_screen(app):
    match = new_match(app, 5, seed=3, controllers=("bot:random",) * 5)
    open_table(app, match)
    for _ in range(3000):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def _play_by_mouse(app, table, action) -> None:
    """Make ``action`` with the mouse only: stack pieces as needed, drag, or click."""
    view = table.view
    if isinstance(action, Accommodate):
        while table.options.index(action) // 4 != table.page:
            click(app, page_rect().center)
        click(app, hint_rect(action, view, table.options, table.page).center)
        return
    if isinstance(action, Build):
        drag(app, piece(table, "build").rect.center, hint_rect(action, view, []).center)
        return
    if isinstance(action, EndTurn):
        click(app, layout.end_turn_rect().center)
        return
    if action.tokens == 2:
        tokens = [p for p in table.pieces(view) if p.key[0] == "token"]
        drag(app, tokens[0].rect.center, tokens[1].rect.center)
        kind = "pair"
    elif action.porter and action.tokens:
        drag(app, piece(table, "token").rect.center, piece(table, "porter").rect.center)
        kind = "porter_pair"
    else:
        kind = "porter" if action.porter else "token"
    drag(app, piece(table, kind).rect.center, hint_rect(action, table.view, []).center)


def test_a_hot_seat_game_is_playable_with_the_mouse_alone(app):
    match = new_match(app, 3, seed=11)
    table = open_table(app, match)
    game, rng = game_of(app), random.Random(11)
    while not match.is_over():
        assert table.eyes == match.actor()
        action = rng.choice(game.legal_actions(match.state))
        played = len(match.log)
        _play_by_mouse(app, table, action)
        assert len(match.log) == played + 1 and match.actions[-1] == action, action
        if table.telling.playing:  # the round end plays on the board: a click shows its end
            click(app, layout.TRAIN.center)
            assert not table.telling.playing and len(match.log) == played + 1
    assert match.is_over()


def _holder_to_play(app):
    match = new_match(app)
    while match.actor() != match.state.porter:
        match.play(Package(match.actor()))
    return match


def test_sr2_after_the_token_the_tray_offers_the_porter_or_end_turn(app):
    match = _holder_to_play(app)
    table = open_table(app, match)
    seat = match.actor()
    drag(app, piece(table, "token").rect.center, layout.LOCO.center)
    assert match.actions[-1] == Package(seat, 1, False) and match.actor() == seat
    assert [p.key[0] for p in table.pieces(table.view)] == ["porter"]
    assert EndTurn(seat) in table.gestures(table.view)
    click(app, layout.end_turn_rect().center)
    assert match.actions[-1] == EndTurn(seat) and match.actor() != seat


def test_sr2_the_porter_alone_after_the_token_ends_the_turn(app):
    match = _holder_to_play(app)
    table = open_table(app, match)
    seat = match.actor()
    drag(app, piece(table, "token").rect.center, layout.LOCO.center)
    drag(app, piece(table, "porter").rect.center, layout.stack_rects()["cottage"].center)
    assert match.actions[-2:] == [Package(seat, 1, False), Invest(seat, "cottage", 0, True)]
    assert match.actor() != seat


def test_sr6_hovering_a_purchase_that_would_be_lost_warns_before_the_drop(app):
    match = new_match(app)
    table = open_table(app, match)
    seat = match.actor()
    key(app, pygame.K_LSHIFT, pygame.KMOD_SHIFT)  # a free pair on the pension
    start = piece(table, "token").rect.center
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(start), "button": 1}
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    pension = table.drag.hovered(layout.stack_rects()["pension"].center)
    warning = facts.purchase_warning(table.view, seat, "pension", 2)
    assert warning == "You have no villa: this pension would be lost."
    assert pension.reason is None and pension.target.label.endswith(warning)
    cottage = table.drag.hovered(layout.stack_rects()["cottage"].center)
    assert "lost" not in cottage.target.label  # a bare forest waits for it
    table.carry.snap_back()
    app.step([pygame.event.Event(pygame.KEYUP, {"key": pygame.K_LSHIFT, "mod": 0})], 1 / 60)


def test_draw_only_reads(app):
    match = new_match(app, 5)
    table = open_table(app, match)
    app.step([], 1 / 60)
    cache, state, log = table.art.cached(), match.state, len(match.log)
    seen = dict(vars(table))
    for _ in range(3):
        table.draw(app.canvas)
    assert table.art.cached() == cache and match.state is state and len(match.log) == log
    assert vars(table) == seen


def test_the_table_writes_no_rule_number_or_rule_sentence():
    import ast
    import re
    from pathlib import Path

    import tabletop.ui.tables.summer_resort as package

    rule = re.compile(
        r"\b[1-9]00\b|\bpoints?\b|\bpts\b|President|would be lost|per (cottage|villa|pension)"
        r"|full sun|\bleft\b|goes on|zł \(|only your own"
    )
    found = []
    for path in Path(package.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in docstrings and rule.search(node.value):
                    found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert not found, found
