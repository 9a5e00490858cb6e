"""Summer Nine's table: it draws at 2, 3 and 4 players; dragging a pool card onto a slot,
the discard or the hand plays exactly that pick; a slot of another month shows the
engine's reason and changes nothing; click-then-click works; Reschedule and Identity
Theft are two-step gestures and Time Travel goes onto a hidden card; Take Two is a
button; a hot-seat game behind the curtain and a game against a bot reach the results
with the mouse alone."""

import random

import pygame
import pytest

from tabletop.engine import EndTurn
from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine.actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)
from tabletop.games.summer_nine.game import SummerNineGame
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.summer_nine import TABLE, SummerNineTable
from tabletop.ui.tables.summer_nine import layout as L
from tests.ui.helpers import (
    click,
    drag,
    key,
    open_game_table,
    pass_curtain,
    play_at_table,
    relaxed_app,
    seated_match,
)

try:  # the package exports GAME once the engine passes conformance
    from tabletop.games.summer_nine import GAME
except ImportError:  # pragma: no cover - until then
    GAME = SummerNineGame()


@pytest.fixture
def app():
    return relaxed_app()


def new_match(players=4, controllers=None, seed=3, options=None):
    match = seated_match(GAME, players, controllers=controllers, seed=seed)
    if options:
        import dataclasses

        config = dataclasses.replace(match.config, options=options)
        match = type(match)(GAME, config)
    return match


def play_until(match, wanted, seed=1, limit=400):
    """Random legal moves until ``wanted(legal actions)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            break
        legal = GAME.legal_actions(match.state)
        if wanted(legal):
            return match
        match.play(rng.choice(legal))
    pytest.skip("no such position in this game")


def of(kind, legal):
    return [a for a in legal if isinstance(a, kind)]


def hand_rect(table, kind: str) -> pygame.Rect:
    board = table.board(table.view)
    rects = L.hand_rects(len(board.hand))
    return next(r for h, r in zip(board.hand, rects) if h.key == ("hand", kind))


def panel_of(table, seat: int) -> L.OtherPanel:
    return next(p for p in L.other_panels(table.other_seats()) if p.seat == seat)


def test_the_table_imports_only_game_actions_and_facts_from_its_game():
    import ast
    import pathlib

    allowed = {
        "tabletop.games.summer_nine",
        "tabletop.games.summer_nine.actions",
        "tabletop.games.summer_nine.facts",
    }
    from tabletop.ui.tables.summer_nine import table as module

    paths = sorted(pathlib.Path(module.__file__).parent.glob("*.py"))
    assert len(paths) >= 5
    for path in paths:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "tabletop.games"
            ):
                if node.module == "tabletop.games.summer_nine":
                    assert {a.name for a in node.names} <= {"GAME", "actions", "facts"}, path
                else:
                    assert node.module in allowed, f"{path.name} imports {node.module}"


# --- drawing ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rounds", [0, 12])
def test_table_draws_at_every_player_count(app, players, rounds, tmp_path):
    match = new_match(players)
    rng = random.Random(rounds)
    while match.state.round <= rounds:
        if match.is_over():
            break
        match.play(rng.choice(GAME.legal_actions(match.state)))
    table = open_game_table(app, match, TABLE)
    assert table.eyes == match.actor()
    for seat in table.other_seats():  # every other schedule opened big
        click(app, panel_of(table, seat).frame.topleft)
        assert table.shown_seat() == seat
    key(app, pygame.K_TAB)
    pieces = table.pieces(table.view)
    assert any(p.key[0] == "pool" for p in pieces)
    start = pieces[0].rect.center  # and with a card held over the board
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}),
            pygame.event.Event(
                pygame.MOUSEMOTION, {"pos": (500, 450), "rel": (1, 1), "buttons": (1, 0, 0)}
            ),
        ],
        1 / 60,
    )
    assert table.shown_seat() == table.eyes
    pygame.image.save(app.canvas, str(tmp_path / f"summer-nine-{players}-{rounds}.png"))


def test_nothing_is_rendered_again_on_steady_frames(app):
    match = new_match(4)
    table = open_game_table(app, match, TABLE)
    app.step([], 1 / 60)
    renders, faces = app.services.text.renders, table.art.made
    for _ in range(5):
        app.step([], 1 / 60)
    assert app.services.text.renders == renders
    assert table.art.made == faces


def test_cards_say_their_country_and_type_in_words(app):
    match = new_match(2)
    table = open_game_table(app, match, TABLE)
    board = table.board(table.view)
    card = next(c for c in board.pool if c.face == "open")
    tip = table.hover_text(board, L.pool_cell(card.row, card.column).center)
    face = F.card_face(card.card)
    assert face.name.split(",")[0] in tip or card.look.title in tip
    look = table.faces.look(card.card)
    if face.country:
        assert look.band and look.emblem  # the country's name and emblem, not only colour
    if face.kind == "destination":
        assert look.icon_word == face.type_name


@pytest.mark.parametrize("remember", [False, True])
def test_hidden_columns_are_backs_or_faded_faces_by_the_option(app, remember):
    match = new_match(2, seed=5, options={"remember_hidden": remember})
    rng = random.Random(5)
    while match.state.round < 11:
        match.play(rng.choice(GAME.legal_actions(match.state)))
    table = open_game_table(app, match, TABLE)
    board = table.board(table.view)
    assert board.columns[0] == "hidden" and board.columns[-1] == "open"
    hidden = [c for c in board.pool if board.columns[c.column - 1] == "hidden"]
    faces = {c.face for c in hidden if c.card != F.EMPTY}
    assert faces == ({"faded"} if remember else {"back"})


def test_another_schedule_opens_big_and_closes_by_click(app):
    match = new_match(4)
    table = open_game_table(app, match, TABLE)
    other = table.other_seats()[1]
    click(app, panel_of(table, other).frame.topleft)
    assert table.shown_seat() == other and not match.log
    click(app, L.SCHEDULE_PANEL.topleft)
    assert table.shown_seat() == table.eyes
    key(app, pygame.K_TAB)
    assert table.shown_seat() == (table.eyes + 1) % 4
    key(app, pygame.K_TAB)
    first, rng = table.eyes, random.Random(4)
    assert table.shown_seat() == (first + 2) % 4  # not the next player's schedule
    while match.actor() == first:  # the turn played; the next player, past the curtain, ...
        play_at_table(app, table, rng.choice(table.legal_actions()))
    assert table.eyes == match.actor() != first
    assert table.shown_seat() == table.eyes  # ... sees their own schedule


def test_colour_blind_palette_redraws_the_cards(app):
    import dataclasses

    match = new_match(2)
    table = open_game_table(app, match, TABLE)
    before = table.art.palette
    app.services.settings = dataclasses.replace(app.services.settings, colour_blind=True)
    app.step([], 1 / 60)
    assert table.art.palette != before


# --- picks -----------------------------------------------------------------------------------
def test_dragging_a_pool_card_to_a_slot_of_its_month_plays_exactly_that(app):
    match = new_match(3)
    table = open_game_table(app, match, TABLE)
    legal = of(TakeToSchedule, table.legal_actions())
    assert legal
    pick = legal[-1]
    cell = L.pool_cell(pick.row, pick.column)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": cell.center, "button": 1}))
    app.step(pygame.event.get(), 1 / 60)
    lit = {lit.target.key for lit in table.drag.legal}
    slots = {("slot", a.slot) for a in legal if (a.row, a.column) == (pick.row, pick.column)}
    assert slots <= lit and ("discard",) in lit
    assert table.framed_month() == L.month_of(pick.column)  # framed
    table.drag.cancel()
    drag(app, cell.center, L.slot_rect(pick.slot).center)
    assert match.actions == [pick]


def test_a_slot_of_another_month_shows_the_reason_and_changes_nothing(app):
    match = new_match(2)
    table = open_game_table(app, match, TABLE)
    pick = of(TakeToSchedule, table.legal_actions())[0]
    wrong = next(s for s in L.slots() if L.month_of(s) != L.month_of(pick.column))
    before = match.state
    drag(app, L.pool_cell(pick.row, pick.column).center, L.slot_rect(wrong).center)
    assert match.state is before and not match.log
    reason = GAME.check(before, TakeToSchedule(pick.row, pick.column, wrong))
    assert reason and table.toast.visible and table.toast.message == reason
    assert table.toast.good is False and table.drag.held is None


def test_click_then_click_places_a_card(app):
    match = new_match(2)
    table = open_game_table(app, match, TABLE)
    pick = of(TakeToSchedule, table.legal_actions())[0]
    click(app, L.pool_cell(pick.row, pick.column).center)
    assert table.drag.held is not None and table.drag.selected
    click(app, L.slot_rect(pick.slot).center)
    assert match.actions == [pick]


def test_discard_and_hand_are_drop_targets(app):
    match = play_until(
        new_match(2), lambda legal: of(TakeToHand, legal) and of(TakeAndDiscard, legal)
    )
    table = open_game_table(app, match, TABLE)
    take = of(TakeToHand, table.legal_actions())[0]
    drag(
        app,
        L.pool_cell(take.row, take.column).center,
        (L.HAND_PANEL.right - 30, L.HAND_PANEL.centery),
    )
    assert match.actions[-1] == take
    match = play_until(new_match(2, seed=5), lambda legal: of(TakeAndDiscard, legal))
    table = open_game_table(app, match, TABLE)
    throw = of(TakeAndDiscard, table.legal_actions())[0]
    drag(app, L.pool_cell(throw.row, throw.column).center, L.DISCARD.center)
    assert match.actions[-1] == throw


def test_take_two_and_end_turn_are_buttons_and_gestures_are_not(app):
    match = play_until(new_match(2), lambda legal: PlayTakeTwo() in legal)
    table = open_game_table(app, match, TABLE)
    buttons = {type(a) for a, _ in table.sidebar.moves.actions}
    assert PlayTakeTwo in buttons
    assert not buttons & {TakeToSchedule, TakeAndDiscard, TakeToHand, Reschedule, StealCard}
    button = next(b for b in table.sidebar.moves.buttons if "Take Two" in b.label)
    click(app, button.rect.center)
    assert match.actions[-1] == PlayTakeTwo()


def test_every_legal_move_is_a_gesture_or_a_button(app):
    match = new_match(3, seed=4)
    table = open_game_table(app, match, TABLE)
    rng = random.Random(4)
    for _ in range(60):
        if match.is_over():
            break
        pass_curtain(app)
        legal = table.legal_actions()
        made = set(table.gestures(table.view) or ()) | {a for a, _ in table.sidebar.moves.actions}
        assert not [a for a in legal if a not in made]
        assert table.try_play(rng.choice(legal))


# --- action cards ----------------------------------------------------------------------------
def test_reschedule_is_dropped_on_one_slot_then_clicked_on_the_other(app):
    match = play_until(new_match(2), lambda legal: of(Reschedule, legal), seed=2, limit=600)
    table = open_game_table(app, match, TABLE)
    move = of(Reschedule, table.legal_actions())[0]
    drag(app, hand_rect(table, "reschedule").center, L.slot_rect(move.slot_a).center)
    held = table.drag.held
    assert held is not None and held.key == ("second", "reschedule", move.slot_a)
    assert ("slot", move.slot_b) in {lit.target.key for lit in table.drag.legal}
    assert len(match.log) == len(match.actions)
    before = len(match.actions)
    click(app, L.slot_rect(move.slot_b).center)
    assert len(match.actions) == before + 1 and match.actions[-1] == move


def test_with_a_reschedule_card_a_scheduled_card_drags_to_another_slot(app):
    match = play_until(new_match(2), lambda legal: of(Reschedule, legal), seed=2, limit=600)
    table = open_game_table(app, match, TABLE)
    cards = table.board(table.view).players[table.eyes].cards
    move = of(Reschedule, table.legal_actions())[-1]
    start, end = (move.slot_a, move.slot_b)
    if cards[start - 1] < 0:  # drag the card, whichever end it is at
        start, end = end, start
    drag(app, L.slot_rect(start).center, L.slot_rect(end).center)
    assert match.actions[-1] == move


def test_identity_theft_goes_onto_another_players_card(app):
    match = play_until(new_match(3), lambda legal: of(StealCard, legal), seed=3, limit=900)
    table = open_game_table(app, match, TABLE)
    move = of(StealCard, table.legal_actions())[0]
    drag(
        app,
        hand_rect(table, "identity_theft").center,
        panel_of(table, move.victim).slot(move.from_slot).center,
    )
    if table.drag.held is not None:  # several empty slots: the second click chooses
        assert table.drag.held.key == ("second", "steal", move.victim, move.from_slot)
        click(app, L.slot_rect(move.slot).center)
    last = match.actions[-1]
    assert isinstance(last, StealCard)
    assert (last.victim, last.from_slot) == (move.victim, move.from_slot)
    assert match.actor() == move.victim  # the victim picks a compensation card now


def test_time_travel_onto_a_hidden_card_then_place_it(app):
    match = holding_time_travel(first_half=False)
    table = open_game_table(app, match, TABLE)
    move = of(TimeTravel, table.legal_actions())[0]
    drag(app, hand_rect(table, "time_travel").center, L.pool_cell(move.row, move.column).center)
    assert match.actions[-1] == move
    pass_curtain(app)
    place = of(PlacePicked, table.legal_actions())
    if place:
        drag(app, L.PICKED.center, L.slot_rect(place[0].slot).center)
        assert match.actions[-1] == place[0]
    elif DiscardPicked() in table.legal_actions():
        drag(app, L.PICKED.center, L.DISCARD.center)
        assert match.actions[-1] == DiscardPicked()


def holding_time_travel(first_half: bool):
    """A position where the player to act holds Time Travel (in the first half, or when
    it can be played): random play that takes any open Time Travel card into hand."""
    for seed in range(40):
        match = new_match(2, seed=seed)
        rng = random.Random(seed)
        while not match.is_over() and (match.state.round < 9 or not first_half):
            legal = GAME.legal_actions(match.state)
            seat = match.actor()
            view = GAME.view(match.state, seat)
            held = [F.card_face(c).kind for c in F.hand_cards(view, seat) if c >= 0]
            if first_half and "time_travel" in held and of(TakeToSchedule, legal):
                return match
            if not first_half and of(TimeTravel, legal):
                return match
            wanted = [
                a
                for a in of(TakeToHand, legal)
                if F.card_face(match.state.pool[(a.row - 1) * 9 + a.column - 1]).kind
                == "time_travel"
            ]
            match.play(wanted[0] if wanted else rng.choice(legal))
    pytest.skip("no Time Travel card reached a hand")


def test_time_travel_in_the_first_half_is_refused_with_the_reason(app):
    match = holding_time_travel(first_half=True)
    table = open_game_table(app, match, TABLE)
    before = match.state
    target = next(c for c in table.board(table.view).pool if c.face == "back")
    start = hand_rect(table, "time_travel").center
    drag(app, start, L.pool_cell(target.row, target.column).center)
    assert match.state is before
    reason = GAME.check(before, TimeTravel(target.row, target.column))
    assert reason and table.toast.message == reason


# --- whole games with the mouse --------------------------------------------------------------
def mouse_move(app, table, action) -> None:
    """Make ``action`` the way a player does: a drag, a two-step gesture or a button."""
    if isinstance(action, (TakeToSchedule, TakeAndDiscard, TakeToHand)):
        end = {
            TakeToSchedule: lambda: L.slot_rect(action.slot).center,
            TakeAndDiscard: lambda: L.DISCARD.center,
            TakeToHand: lambda: (L.HAND_PANEL.right - 30, L.HAND_PANEL.centery),
        }[type(action)]()
        drag(app, L.pool_cell(action.row, action.column).center, end)
    elif isinstance(action, PlacePicked):
        drag(app, L.PICKED.center, L.slot_rect(action.slot).center)
    elif isinstance(action, DiscardPicked):
        drag(app, L.PICKED.center, L.DISCARD.center)
    elif isinstance(action, TimeTravel):
        drag(
            app,
            hand_rect(table, "time_travel").center,
            L.pool_cell(action.row, action.column).center,
        )
    elif isinstance(action, Reschedule):
        drag(app, hand_rect(table, "reschedule").center, L.slot_rect(action.slot_a).center)
        click(app, L.slot_rect(action.slot_b).center)
    elif isinstance(action, StealCard):
        start = hand_rect(table, "identity_theft").center
        drag(app, start, panel_of(table, action.victim).slot(action.from_slot).center)
        if table.drag.held is not None:
            click(app, L.slot_rect(action.slot).center)
    else:
        label = GAME.describe(table.match.state, action)
        button = next(b for b in table.sidebar.moves.buttons if b.label.lower() == label.lower())
        click(app, button.rect.center)


def play_with_the_mouse(app, table, match, seed: int, limit: int = 400) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        for _ in range(200):  # bots (if any) move on their own
            if match.is_over() or isinstance(app.ctx.stack.top, ResultsScene):
                break
            if isinstance(app.ctx.stack.top, HandoverScene):
                pass_curtain(app)
            elif table.my_turn():
                break
            else:
                app.step([], 1.0)
        if match.is_over():
            break
        legal = table.legal_actions()
        before = len(match.actions)
        picks = [a for a in legal if not isinstance(a, EndTurn)] or legal
        mouse_move(app, table, rng.choice(picks))
        assert len(match.actions) > before, "the mouse gesture made no move"
    for _ in range(20):
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
        app.step([], 1.0)
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def test_a_hot_seat_game_behind_the_curtain_reaches_the_results_by_mouse(app):
    match = new_match(2, seed=11)
    table = open_game_table(app, match, TABLE)
    assert isinstance(table, SummerNineTable)
    seen = set()
    original = table.reveal_to

    def reveal(seat):
        seen.add(seat)
        original(seat)

    table.reveal_to = reveal
    play_with_the_mouse(app, table, match, seed=11)
    assert seen == {0, 1}  # the curtain came down for both players


def test_a_game_against_bots_reaches_the_results_by_mouse(app):
    match = new_match(3, controllers=("human", "bot:random", "bot:greedy"), seed=12)
    table = open_game_table(app, match, TABLE)
    play_with_the_mouse(app, table, match, seed=12)


def test_a_bot_game_plays_to_the_results(app):
    match = new_match(3, controllers=("bot:random",) * 3, seed=7)
    open_game_table(app, match, TABLE)
    for _ in range(3000):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def test_the_table_reads_the_position_through_facts_only():
    """The board records come from ``facts`` (discard pile, own Take Two card...): no
    module of the table reads a field of the game's view or state itself, and it imports
    nothing of the game but ``GAME``, ``actions`` and ``facts``."""
    import pathlib
    import re

    folder = pathlib.Path(L.__file__).parent
    for path in sorted(folder.glob("*.py")):
        source = path.read_text()
        assert not re.search(r"\b(view|state)\.[a-z]", source), path.name
        for module in re.findall(r"from tabletop\.games\.summer_nine(\.\w+)? import (\w+)", source):
            assert module in (("", "facts"), ("", "GAME"), (".actions", module[1])), module
