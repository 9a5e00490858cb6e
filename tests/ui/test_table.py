"""The table base: drag and drop, click-to-place, Escape, undo, bots, handover, results."""

import pygame
import pytest

from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.results import ResultsScene
from tests.toygame import Draw, Play
from tests.ui.helpers import click, drag, key, make_app, pass_curtain, toy_match
from tests.ui.toy_table import PebblesTable


@pytest.fixture
def app():
    return make_app()


def open_table(app, match):
    table = PebblesTable(app.ctx, match)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pass_curtain(app)  # two humans with hidden hands: the first one claims the screen
    return table


def test_drag_a_card_onto_your_pile_plays_it(app):
    match = toy_match()
    table = open_table(app, match)
    card = match.state.hands[0][0]
    start = table.hand_rects(table.view)[0].center
    drag(app, start, table.pile_rect(0).center)
    assert match.actions == [Play(card)]
    assert match.log[-1].seat == 0


def test_dropping_on_an_illegal_target_snaps_back_with_the_reason(app):
    match = toy_match()
    table = open_table(app, match)
    before = match.state
    drag(app, table.hand_rects(table.view)[0].center, table.pile_rect(1).center)
    assert match.state is before and not match.log
    assert table.toast.visible and table.toast.message == "You play onto your own pile."
    assert table.toast.good is False
    assert table.drag.held is None and table.tweens.busy


def test_picked_piece_lights_only_legal_targets_and_hover_shows_reason(app):
    match = toy_match()
    table = open_table(app, match)
    start = table.hand_rects(table.view)[0].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}))
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            {"pos": table.pile_rect(1).center, "rel": (0, 0), "buttons": (1, 0, 0)},
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    assert [lit.target.key for lit in table.drag.legal] == [("pile", 0)]
    hovered = table.drag.hovered(table.pile_rect(1).center)
    assert hovered.reason == "You play onto your own pile."


def test_click_to_select_then_click_to_place(app):
    match = toy_match()
    table = open_table(app, match)
    card = match.state.hands[0][1]
    click(app, table.hand_rects(table.view)[1].center)
    assert table.drag.held is not None and table.drag.selected
    click(app, table.pile_rect(0).center)
    assert match.actions == [Play(card)]


def test_escape_cancels_a_selection(app):
    match = toy_match()
    table = open_table(app, match)
    click(app, table.hand_rects(table.view)[0].center)
    key(app, pygame.K_ESCAPE)
    assert table.drag.held is None and table.dialog is None
    key(app, pygame.K_ESCAPE)  # with nothing held, Escape opens the menu
    assert table.dialog is not None


def test_moves_without_a_gesture_are_buttons(app):
    match = toy_match()
    table = open_table(app, match)
    labels = [label for _, label in table.sidebar.moves.actions]
    assert labels == ["draws a card"]
    app.services.settings = app.services.settings.__class__(confirm_irreversible=False)
    click(app, table.sidebar.moves.buttons[0].rect.center)
    assert match.actions == [Draw()]


def test_irreversible_move_asks_first_when_the_setting_is_on(app):
    match = toy_match()
    table = open_table(app, match)
    click(app, table.sidebar.moves.buttons[0].rect.center)
    assert table.dialog is not None and not match.log
    table.dialog.prepare(app.services.text)
    click(app, table.dialog.buttons[0].rect.center)  # "Play it"
    assert match.actions == [Draw()]


def test_undo_button_and_ctrl_z_obey_can_undo(app):
    match = toy_match(("human", "bot:random"))
    table = open_table(app, match)
    undo = table.buttons[0]
    assert not undo.enabled
    table.try_play(Play(match.state.hands[0][0]))
    # the move passed the turn to the bot; Ann may still take it back before the bot moves
    assert undo.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not match.log and table.toast.message == "Move taken back."


def test_bots_move_after_a_short_visible_delay(app):
    match = toy_match(("bot:greedy", "bot:random"))
    open_table(app, match)
    app.step([], 0.1)
    assert not match.log, "no instant bot moves"
    app.step([], 2.0)
    assert len(match.log) == 1


def test_hot_seat_with_secrets_shows_the_curtain(app):
    match = toy_match(("human", "human"))
    table = open_table(app, match)
    table.try_play(Play(match.state.hands[0][0]))
    curtain = app.ctx.stack.top
    assert isinstance(curtain, HandoverScene) and table.eyes == 0
    click(app, curtain.buttons[0].rect.center)
    assert app.ctx.stack.top is table and table.eyes == 1


def test_game_over_goes_to_results(app):
    match = toy_match(("bot:random", "bot:random"))
    open_table(app, match)
    for _ in range(400):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def test_autosave_after_every_move(app):
    from tabletop.engine.saves import autosave_file, load_match

    match = toy_match()
    table = open_table(app, match)
    table.try_play(Play(match.state.hands[0][0]))
    path = autosave_file(match)
    assert load_match(path, lambda gid: match.game).state == match.state


def test_hint_names_a_legal_move(app):
    match = toy_match()
    table = open_table(app, match)
    key(app, pygame.K_h)
    assert table.hint is not None and match.game.check(match.state, table.hint) is None
    assert table.toast.message.startswith("Hint: ")


def test_text_is_not_rendered_again_on_the_next_frame(app):
    match = toy_match()
    open_table(app, match)
    app.step([], 1 / 60)
    before = app.services.text.renders
    for _ in range(5):
        app.step([], 1 / 60)
    assert app.services.text.renders == before


def test_a_searching_bot_thinks_without_blocking_the_window(app):
    import time

    match = toy_match(("bot:easy", "human"))
    table = open_table(app, match)
    app.step([], 2.0)  # past the delay: the bot starts thinking on its worker thread
    deadline = time.time() + 20
    while not match.log and time.time() < deadline:
        app.step([], 0.05)  # frames keep being drawn meanwhile
    assert len(match.log) == 1 and match.log[0].seat == 0
    assert not table.bots.thinking


def test_default_gestures_are_the_current_pieces_moves_and_the_rest_are_buttons(app):
    match = toy_match()
    table = open_table(app, match)
    hand = match.state.hands[0]
    assert sorted(a.card for a in table.gestures(table.view)) == sorted(hand)
    buttons = [a for a, _ in table.sidebar.moves.actions]
    assert buttons == [Draw()]
    assert set(buttons) | set(table.gestures(table.view)) == set(table.legal_actions())
