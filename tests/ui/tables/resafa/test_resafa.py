"""The Resafa table: it draws at every player count without building anything in ``draw``;
its gestures (an action card onto a slot half, the played card onto its colour action,
workshops with R/F, gardens, canals with their price shown, the caravan with or without
the stop in Resafa, clicks on rooms, base boxes, token rows and the water's way, the chips)
play exactly the engine's actions; refused drops leave the state alone and show the
engine's reason; every legal move is reachable by mouse; whole games are played with
posted mouse events only (2 players hot-seat behind the curtain, 4 players against bots).

Resafa is not registered yet (``GAME`` is not exported), so the game comes from
``tabletop.games.resafa.game`` and the table is opened directly."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from tabletop.engine import Config, EndTurn, Seat
from tabletop.engine.match import Match
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    DiscardBonus,
    FlipTile,
    Main,
    MoveCamel,
    PlaceStart,
    PlaceToken,
    PlayCard,
    Produce,
    RouteWater,
    StepTrack,
    SwapCard,
    TakeBonus,
    Trade,
)
from tabletop.games.resafa.game import GAME
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.resafa import TABLE, layout
from tests.ui.helpers import (
    click,
    drag,
    key,
    make_app,
    open_game_table,
    pass_curtain,
    play_at_table,
    post,
)

NAMES = ("Ann", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = app.services.settings.__class__(confirm_irreversible=False)
    return app


def new_match(players=2, seed=7, controllers=None) -> Match:
    controllers = controllers or ("human",) * players
    seats = tuple(Seat(NAMES[i], COLOURS[i], controllers[i]) for i in range(players))
    return Match(GAME, Config(seats=seats, seed=seed))


def open_table(app, match):
    """The table opened as set-up and Load open it: the table decides whose eyes are on
    the screen (the seat to act, or the first human after a bot), past the curtain."""
    table = open_game_table(app, match, TABLE)
    app.step([], 1 / 60)
    return table


def advance_until(match, wanted, seed=1, limit=3000):
    """Random legal moves until ``wanted(match)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            break
        if wanted(match):
            return True
        legal = GAME.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return False


def find(wanted, players=2, tries=12):
    """A match (over seeds) reaching a position where ``wanted(match)`` holds."""
    for seed in range(1, tries):
        match = new_match(players, seed)
        if advance_until(match, wanted, seed):
            return match
    pytest.skip("no random game reached the wanted position")


def legal_of(match, kind):
    return [a for a in GAME.legal_actions(match.state) if isinstance(a, kind)]


def piece(table, kind, *rest):
    return next(p for p in table.pieces(table.view) if p.key[: 1 + len(rest)] == (kind, *rest))


# --- a mouse driver: every action as a player would make it ------------------------------
def press(app, pos):
    post((pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(pos), "button": 1}))
    app.step(pygame.event.get(), 1 / 60)


def move(app, pos):
    post(
        (
            pygame.MOUSEMOTION,
            {"pos": app.viewport.to_window(pos), "rel": (1, 1), "buttons": (1, 0, 0)},
        )
    )
    app.step(pygame.event.get(), 1 / 60)


def release(app, pos):
    post((pygame.MOUSEBUTTONUP, {"pos": app.viewport.to_window(pos), "button": 1}))
    app.step(pygame.event.get(), 1 / 60)


def by_button(app, table, action) -> bool:
    moves = table.sidebar.moves
    for _ in range(12):
        for button in moves.buttons:
            start = moves.page * moves.per_page
            shown = moves.actions[start : start + moves.per_page]
            index = moves.buttons.index(button)
            if index < len(shown) and shown[index][0] == action:
                click(app, button.rect.center)
                return True
        if len(moves.actions) <= moves.per_page:
            return False
        moves._turn(1)
    return False


def by_chip(app, table, action) -> bool:
    if isinstance(action, PlaceStart):
        p = facts.seat(table.view, table.eyes)
        from tabletop.ui.tables.resafa.area import geometry, shown_workshops

        geom = geometry(p)
        for i, want in enumerate((action.rot_a, action.rot_b)):
            w = shown_workshops(p)[i]
            while table.setup_rots[i] != want:
                click(app, layout.grid_cell(geom, w.x, w.y).center)
    if isinstance(action, Trade):
        for _ in range(10):
            chip = next(c for c, _ in table.chips if c.key == ("trade", action.box))
            shown = next(a for c, a in table.chips if c.key == ("trade", action.box))
            if shown.qty == action.qty:
                break
            step = "more" if shown.qty < action.qty else "less"
            click(app, next(c for c, _ in table.chips if c.key == (step, action.box)).rect.center)
    card = getattr(action, "card", None)
    opener = next((c for c in table.clicks if c.action is None and c.key[1] == card), None)
    if opener is not None and not any(a == action for _, a in table.choices):
        click(app, opener.rect.center)  # a card with options: its choices are listed
    for chip, chip_action in table.choices + table.chips:
        if chip_action == action:
            click(app, chip.rect.center)
            return True
    return False


def by_click(app, table, action) -> bool:
    for c in table.clicks:
        if c.action == action:
            click(app, c.rect.center)
            return True
    return False


def by_drag(app, table, action) -> bool:
    for p in list(table.pieces(table.view)):
        targets = [t for t in table.targets(table.view, p)]
        r, f = pygame.K_r, pygame.K_f
        keys = [r, r, r, f, r, r, r]  # every turn and side from wherever they are
        if not targets:
            continue
        start = p.rect.center
        press(app, start)
        move(app, (start[0] + 12, start[1] + 12))
        for k in [None] + keys:
            if k is not None:
                key(app, k)
            hit = next((lit.target for lit in table.drag.lit if lit.target.action == action), None)
            if hit is not None:
                move(app, hit.rect.center)
                release(app, hit.rect.center)
                return True
        release(app, (5, 5))  # nowhere: the piece goes back
    return False


def play_by_mouse(app, table, action) -> None:
    before = len(table.match.actions)
    assert action in table.legal_actions()
    done = (
        by_click(app, table, action)
        or by_chip(app, table, action)
        or by_drag(app, table, action)
        or by_button(app, table, action)
    )
    assert done, f"no gesture makes {action}"
    assert len(table.match.actions) == before + 1, f"{action} was not played"
    assert table.match.actions[-1] == action


# --- drawing -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_draws_at_every_player_count(app, players):
    match = new_match(players, seed=players)
    for step in (0, 30, 60, 120):
        goal = len(match.actions) + step
        advance_until(match, lambda m, goal=goal: len(m.actions) >= goal, players)
        table = open_table(app, match)
        app.step([], 1 / 60)
        assert table.tips, "the board offers its tooltips"


def test_draw_only_reads(app):
    match = new_match(4, seed=5)
    advance_until(match, lambda m: len(m.actions) >= 40)
    table = open_table(app, match)
    app.step([], 1 / 60)
    renders = app.services.text.renders
    layers = [k for k in table.art.cached() if k[0] == "layer"]
    cached = len(table.art.cached())
    for _ in range(5):
        table.draw(app.ctx.canvas if hasattr(app.ctx, "canvas") else pygame.Surface((1600, 900)))
    assert app.services.text.renders == renders
    assert [k for k in table.art.cached() if k[0] == "layer"] == layers
    assert len(table.art.cached()) == cached


FACTS_THE_TABLE_READS = (
    "gain_text",
    "centres",
    "roads",
    "fare",
    "network",
    "canal_face",
    "canal_label",
    "canal_words",
    "edge_word",
    "workshop",
    "rooms",
    "tracks",
    "special",
    "bonus",
    "sack",
    "canal_bonus",
    "action_card",
    "rounds",
    "costs",
    "token_rows",
    "trade_box",
    "hand_limit",
    "round_label",
    "start_workshops",
    "card_choices",
    "card_name",
    "bot_seat",
    "bot_name",
    "solo_cards",
    "bot_last_turn",
    "bot_plain_turn",
    "solo_standing",
    "seat",
    "seats",
    "seat_count",
    "task",
    "stock",
    "turn",
)


def test_every_needed_fact_is_named():
    """The names the table asks the engine's facts for (the report lists them)."""
    for name in FACTS_THE_TABLE_READS:
        assert callable(getattr(facts, name))


def test_the_readings_have_the_shapes_the_table_draws():
    """Whether read here or by the engine's facts under the same name, each reading gives
    what the drawing expects (a fact of another shape would fail here, not on screen)."""
    R = facts

    match = new_match(4, seed=8)
    advance_until(match, lambda m: len(m.actions) >= 120, 8)
    view = GAME.view(match.state, 0)
    p = view.players[0]
    assert all(isinstance(x, R.CentreFacts) for x in facts.centres(view))
    assert {x.id for x in facts.centres(view)} >= set(view.centres)
    assert all(len(r) == 3 for r in facts.roads())
    net = facts.network(view)
    assert isinstance(net, R.NetworkFacts) and len(net.cells) == net.columns * (net.rows + 1)
    assert isinstance(facts.canal_face(p.canals_left[0], 1), R.CanalFace)
    cell = net.cells[0].id
    assert "VP" in facts.canal_label(view, 0, p.canals_left[0], 0, cell)
    assert isinstance(facts.workshop(p.workshops[0].tile), R.WorkshopFacts)
    assert len(facts.rooms(view, 0)) == len(p.workshops)
    assert isinstance(facts.tracks(), R.TrackFacts)
    assert isinstance(facts.rounds(view), R.RoundFacts)
    assert isinstance(facts.action_card(p.cards[0]), R.ActionCardFacts)
    assert set(facts.costs()) == {"workshop", "small garden", "large garden", "trading base"}
    names, values, causeway = facts.token_rows()
    assert len(names) == len(values) == 3 and causeway >= 1
    assert isinstance(facts.trade_box(view, view.centres[0], 0), R.TradeFacts)
    assert facts.hand_limit() > 0 and facts.round_label(view)
    assert len(facts.start_workshops()) == 2
    assert facts.card_name(p.cards[0]) and facts.bot_seat(view) is None


def test_the_table_imports_only_game_actions_and_facts_from_its_game():
    """The table reads the game through ``GAME``, ``actions`` and ``facts`` only (no
    fallback on the engine's components or rules modules)."""
    import ast
    import pathlib

    allowed = {"GAME", "actions", "facts"}
    modules = {"tabletop.games.resafa." + name for name in allowed}
    paths = sorted(pathlib.Path(layout.__file__).parent.glob("*.py"))  # the table's modules
    assert len(paths) >= 5
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "tabletop.games"
            ):
                if node.module == "tabletop.games.resafa":
                    assert {a.name for a in node.names} <= allowed, path
                else:
                    assert node.module in modules, f"{path.name}: {node.module}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("tabletop.games") for a in node.names), path
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
                raise AssertionError(f"{path.name} imports a module by name")


# --- gestures ------------------------------------------------------------------------------
def test_setup_turns_are_clicks_on_the_workshops_then_the_chip(app):
    match = new_match(2, seed=3)
    table = open_table(app, match)
    play_by_mouse(app, table, PlaceStart(1, 2))


def test_a_card_dropped_on_the_upper_or_lower_half_of_the_next_slot(app):
    match = find(lambda m: bool(legal_of(m, PlayCard)))
    table = open_table(app, match)
    card = next(a.card for a in legal_of(match, PlayCard) if a.half == 1)
    slot = layout.slot_rects()[len(table.view.players[table.eyes].played)]
    drag(app, piece(table, "hand", card).rect.center, (slot.centerx, slot.bottom - 10))
    assert match.actions[-1] == PlayCard(card, 1)


def test_r_turns_the_card_so_the_upper_half_plays_the_bottom(app):
    match = find(lambda m: bool(legal_of(m, PlayCard)))
    table = open_table(app, match)
    card = next(a.card for a in legal_of(match, PlayCard) if a.half == 1)
    slot = layout.slot_rects()[len(table.view.players[table.eyes].played)]
    start = piece(table, "hand", card).rect.center
    press(app, start)
    move(app, (start[0] + 12, start[1] + 12))
    key(app, pygame.K_r)
    move(app, (slot.centerx, slot.y + 10))
    release(app, (slot.centerx, slot.y + 10))
    assert match.actions[-1] == PlayCard(card, 1)


def test_the_played_card_onto_a_track_of_another_colour_is_refused(app):
    match = find(lambda m: bool(legal_of(m, StepTrack)) and m.state.task is None)
    table = open_table(app, match)
    legal_colours = {a.colour for a in legal_of(match, StepTrack)}
    other = next(c for c in facts.COLOURS if c not in legal_colours)
    state = match.state
    cells = layout.track_cells(facts.COLOURS.index(other), facts.tracks().length)
    drag(app, piece(table, "played").rect.center, cells[1].center)
    assert match.state is state
    assert "track" in table.toast.message or "colour" in table.toast.message


def test_the_played_card_onto_its_bonus_card(app):
    match = find(lambda m: bool(legal_of(m, TakeBonus)) and m.state.task is None)
    table = open_table(app, match)
    a = legal_of(match, TakeBonus)[0]
    i = facts.COLOURS.index(a.colour)
    rect = layout.bonus_rects(i, len(table.view.bonus_display[i]))[a.slot]
    drag(app, piece(table, "played").rect.center, rect.center)
    assert match.actions[-1] == a


def test_the_main_action_is_a_lit_chip_while_the_colour_action_waits(app):
    match = find(lambda m: bool(legal_of(m, Main)) and bool(legal_of(m, TakeBonus)))
    table = open_table(app, match)
    main = legal_of(match, Main)[0]
    chip = next(c for c, a in table.chips if a == main)
    assert chip.lit
    bonus = legal_of(match, TakeBonus)[0]
    assert any(c.action == bonus for c in table.clicks)  # the colour action lit too
    click(app, chip.rect.center)
    assert match.actions[-1] == main


def test_a_workshop_snaps_to_a_corner_and_r_turns_it(app):
    match = find(lambda m: bool(legal_of(m, BuildWorkshop)), players=2, tries=30)
    table = open_table(app, match)
    wanted = next(a for a in legal_of(match, BuildWorkshop) if a.rot == 1 and not a.back)
    play_by_mouse(app, table, wanted)


def test_a_workshop_dropped_on_a_taken_place_is_refused_with_the_reason(app):
    match = find(lambda m: bool(legal_of(m, BuildWorkshop)), players=2, tries=30)
    table = open_table(app, match)
    p = piece(table, "shop")
    targets = {t.key: t for t in table.targets(table.view, p)}
    w = table.view.players[table.eyes].workshops[0]
    taken = targets[("cell", w.x, w.y)]
    reason = table.check(taken.action)
    assert reason and "corner" in reason
    state = match.state
    drag(app, p.rect.center, taken.rect.center)
    assert match.state is state and table.toast.message == reason


def test_a_garden_between_workshops(app):
    match = find(lambda m: bool(legal_of(m, BuildGarden)), players=2, tries=30)
    table = open_table(app, match)
    play_by_mouse(app, table, legal_of(match, BuildGarden)[0])


def test_a_canal_tile_shows_cost_and_vp_before_the_drop(app):
    match = find(lambda m: bool(legal_of(m, BuildCanal)), players=2, tries=40)
    table = open_table(app, match)
    a = legal_of(match, BuildCanal)[0]
    p = piece(table, "canal", a.tile)
    label = next(t.label for t in table.targets(table.view, p) if t.action.cell == a.cell)
    assert "VP" in label and "pay" in label
    play_by_mouse(app, table, a)


def test_the_caravan_is_dragged_to_a_centre(app):
    match = find(lambda m: bool(legal_of(m, MoveCamel)), players=2, tries=40)
    table = open_table(app, match)
    play_by_mouse(app, table, legal_of(match, MoveCamel)[-1])


def test_production_is_a_click_on_a_room(app):
    match = find(lambda m: bool(legal_of(m, Produce)), players=2, tries=30)
    table = open_table(app, match)
    a = legal_of(match, Produce)[0]
    assert by_click(app, table, a)
    assert match.actions[-1] == a


@pytest.mark.parametrize(
    "kind", [RouteWater, BuildBase, PlaceToken, DiscardBonus, FlipTile], ids=lambda k: k.kind
)
def test_a_click_on_the_lit_place_plays_it(app, kind):
    """The water's way at a branch, a base box, a token row, a card to discard at the hand
    limit, a trading tile to flip: each a click on the place itself, not a button."""
    match = find(lambda m: bool(legal_of(m, kind)), players=4, tries=30)
    table = open_table(app, match)
    a = legal_of(match, kind)[0]
    assert a not in {b for b, _ in table.sidebar.moves.actions}
    assert by_click(app, table, a)
    assert match.actions[-1] == a


def test_a_swap_is_chosen_from_a_list_with_the_cards_named(app):
    """Which action card a new yellow card replaces: listed over the grid with the cards'
    names, never as bare buttons."""
    match = find(lambda m: bool(legal_of(m, SwapCard)), players=4, tries=12)
    table = open_table(app, match)
    a = legal_of(match, SwapCard)[-1]
    assert a not in {b for b, _ in table.sidebar.moves.actions}
    chip = next(c for c, x in table.choices if x == a)
    assert chip.label.startswith("Replace ") and "/" in chip.label
    click(app, chip.rect.center)
    assert match.actions[-1] == a


def test_the_rain_is_reported_with_what_it_gave(app):
    match = find(lambda m: m.state.round == 2 and m.state.phase == "play", players=3)
    table = open_table(app, match)
    rng = random.Random(2)
    while match.state.round == 2 and not match.is_over():
        legal = table.legal_actions()  # each player in turn, through the curtain
        play_at_table(app, table, legal[rng.randrange(len(legal))])
    assert table.rain_note.startswith("Rain after round 2:")
    assert all(name in table.rain_note for name in NAMES[:3])


def test_clicking_a_panel_opens_that_player_big_and_back(app):
    match = new_match(3, seed=4)
    table = open_table(app, match)
    others = [s for s in range(3) if s != table.focus]
    click(app, layout.panel_rects(2)[0].center)
    assert table.focus == others[0]
    click(app, layout.back_rect().center)
    assert table.focus == table.eyes


# --- reachability and whole games ------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_move_is_reachable_by_mouse(app, players):
    match = new_match(players, seed=players + 10)
    table = open_table(app, match)
    rng = random.Random(players)
    for _ in range(150):
        if match.is_over():
            break
        assert table.eyes == table.focus == match.actor()  # handed on through the curtain
        buttons = {a for a, _ in table.sidebar.moves.actions}
        made = set(table.gestures(table.view) or ())
        missing = [a for a in table.legal_actions() if a not in buttons | made]
        assert not missing, missing[:3]
        legal = table.legal_actions()
        play_at_table(app, table, legal[rng.randrange(len(legal))])


def test_a_two_player_hot_seat_game_by_mouse_behind_the_curtain(app):
    match = new_match(2, seed=11)
    table = TABLE(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pass_curtain(app)
    rng = random.Random(11)
    curtains = 0
    for _ in range(2000):
        if match.is_over():
            break
        if isinstance(app.ctx.stack.top, HandoverScene):
            curtains += 1
            pass_curtain(app)
        assert table.eyes == match.actor()
        legal = table.legal_actions()
        action = _prefer_play(legal, rng)
        play_by_mouse(app, table, action)
    assert match.is_over() and curtains > 0
    for _ in range(10):
        app.step([], 1.0)
    assert isinstance(app.ctx.stack.top, ResultsScene)


def test_a_four_player_game_against_bots_by_mouse(app):
    match = new_match(4, seed=12, controllers=("human", "bot:random", "bot:random", "bot:random"))
    table = open_table(app, match)
    rng = random.Random(12)
    for _ in range(6000):
        if match.is_over():
            break
        if match.actor() == 0:
            play_by_mouse(app, table, _prefer_play(table.legal_actions(), rng))
        else:
            app.step([], 1.0)
    assert match.is_over()


def _prefer_play(legal, rng):
    """A random move, ending turns less eagerly so the game builds things."""
    real = [a for a in legal if not isinstance(a, EndTurn)]
    if real and rng.random() < 0.7:
        return real[rng.randrange(len(real))]
    return legal[rng.randrange(len(legal))]


def test_a_monkey_of_clicks_drags_and_keys_never_breaks_the_table(app):
    """Random presses, motions, releases, R/F/Esc/Ctrl+Z over a mid-game 4-player table
    (the curtain passed whenever it comes up); the position only ever changes by a
    legal move and the table keeps drawing."""
    from tests.robustness.test_monkey import random_event

    match = new_match(4, seed=9)
    advance_until(match, lambda m: len(m.actions) >= 80, 9)
    table = open_table(app, match)
    rng = random.Random(9)
    for _ in range(600):
        if isinstance(app.ctx.stack.top, HandoverScene):
            pass_curtain(app)
        if app.ctx.stack.top is not table:
            app.ctx.stack.clear_to(table)
        event = random_event(rng, app)
        if event.type == pygame.TEXTINPUT:
            continue
        app.step([event], 1 / 60)
    state = GAME.new(match.config)
    for action in match.actions:  # every move the monkey made was a legal one
        assert action in GAME.legal_actions(state)
        state = GAME.advance(state, action)
    assert state == match.state and table.tips


@pytest.mark.parametrize("colour", ["red", "purple"])
def test_resafabot_has_its_own_grey_look_whatever_the_players_colour(app, colour):
    match = Match(GAME, Config(seats=(Seat("Ann", colour, "human"),), seed=4, mode="solo"))
    table = open_table(app, match)
    me, bot = table.seats()
    assert bot.name == "Resafabot" and bot.symbol != me.symbol and bot.rgb != me.rgb


def test_a_solo_game_by_mouse_shows_resafabot_as_a_seat(app):
    match = Match(GAME, Config(seats=(Seat("Ann", "red", "human"),), seed=4, mode="solo"))
    table = open_table(app, match)
    names = [s.name for s in table.seats()]
    assert len(names) == len(table.view.players) == 2 and "Ann" in names
    rng = random.Random(4)
    for _ in range(3000):
        if match.is_over():
            break
        play_by_mouse(app, table, _prefer_play(table.legal_actions(), rng))
    assert match.is_over()


def test_a_solo_game_from_the_title_screen_by_mouse_alone(app):
    """Title screen → Resafa's card → set-up (solo mode, the seed typed) → Start game →
    the table; then every move by posted mouse events to the end, Resafabot's two solo
    cards, its last turn and the player's standing shown on the way."""
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.title import TitleScene
    from tests.ui.helpers import _cycle_to

    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    app.step([], 1 / 60)
    index = next(i for i, g in enumerate(app.services.games) if g.id == "resafa")
    click(app, title.cards[index].center)
    setup = app.ctx.stack.top
    assert isinstance(setup, SetupScene)
    _cycle_to(app, lambda: setup.mode_choice, "solo")
    assert setup.count_choice.value == 1
    click(app, setup.seed_field.rect.center)
    for _ in range(len(setup.seed_field.value)):
        key(app, pygame.K_BACKSPACE)
    post((pygame.TEXTINPUT, {"text": "5"}))
    app.step(pygame.event.get(), 1 / 60)
    key(app, pygame.K_RETURN)
    click(app, next(b for b in setup.buttons if b.label == "Start game").rect.center)
    pass_curtain(app)
    table = app.ctx.stack.top
    assert isinstance(table, TABLE) and table.match.config.mode == "solo"
    seats = table.seats()
    bot = facts.bot_seat(table.view)
    assert len(seats) == len(table.view.players) and seats[bot].name == facts.bot_name()
    assert seats[bot].symbol not in {s.symbol for i, s in enumerate(seats) if i != bot}
    match = table.match
    rng = random.Random(5)
    seen_cards = seen_lines = False
    for _ in range(3000):
        if match.is_over():
            break
        assert "VP (" in table.status_text(table.view)
        play_by_mouse(app, table, _prefer_play(table.legal_actions(), rng))
        app.step([], 1 / 60)
        if facts.solo_cards(table.view) is not None:
            seen_cards = True
            tips = " ".join(words for _, words in table.tips)
            assert "Resafabot's flipped solo card" in tips and "The arrow chose" in tips
        lines = facts.bot_last_turn(table.view)
        if lines:
            seen_lines = True
            assert not any(re.search(r"\bK\d|\bL\d-", line) for line in lines), lines
    assert match.is_over() and seen_cards and seen_lines


def test_nothing_is_rebuilt_per_frame_while_dragging(app):
    """After the lift (one repaint: the piece's home shaded), frames of a drag across the
    board paint no layer, render no text and make no face: the layer, the ghost and the
    texts are cached (the bench's frame time rests on this)."""
    match = new_match(4, seed=5)
    advance_until(match, lambda m: len(m.actions) >= 40 and m.state.task is None, 5)
    table = open_table(app, match)
    piece = table.pieces(table.view)[0]
    paints = []
    original = table.paint

    def counted():
        paints.append(1)
        original()

    table.paint = counted
    post((pygame.MOUSEBUTTONDOWN, {"pos": piece.rect.center, "button": 1}))
    app.step(pygame.event.get(), 1 / 60)
    for i in range(3):  # the lift: the layer is painted once with the home shaded
        motion = {"pos": (300 + 20 * i, 400), "rel": (20, 0), "buttons": (1, 0, 0)}
        app.step([pygame.event.Event(pygame.MOUSEMOTION, motion)], 1 / 60)
    assert table.drag.dragging
    layer = table.art.latest_layer()
    renders, faces = app.services.text.renders, len(table.art.cached())
    for i in range(60):
        pos = (100 + (i * 9) % 1100, 120 + (i * 7) % 700)
        motion = {"pos": pos, "rel": (9, 7), "buttons": (1, 0, 0)}
        app.step([pygame.event.Event(pygame.MOUSEMOTION, motion)], 1 / 60)
    assert table.art.latest_layer() is layer, "the layer was painted again while dragging"
    assert app.services.text.renders == renders and len(table.art.cached()) == faces
    assert paints  # update ran each frame (and found the layer fresh)


@pytest.mark.parametrize("players", [2, 4])
def test_tooltips_and_labels_show_no_internal_codes(app, players):
    """What a player reads on the table (tooltips, chips, choices, move buttons) names
    tiles and cards by what they are, never by the data's ids."""
    codes = re.compile(r"\b(K\d+|L\d-\d+|S-[A-Z]|[a-z]\d-\d+|p\d+|SO\d|seat \d)\b")
    match = new_match(players, seed=players + 20)
    for goal in (10, 60, 120):
        advance_until(match, lambda m, goal=goal: len(m.actions) >= goal, players)
        table = open_table(app, match)
        words = [w for _, w in table.tips]
        words += [chip.label for chip, _ in table.chips + table.choices]
        words += [label for _, label in table.sidebar.moves.actions]
        for line in words:
            assert not codes.search(line), line


def test_resafabots_turn_is_told_line_by_line_at_the_animation_speed(app):
    from tabletop.ui.tables.resafa.solo_panel import BOT_STEP

    match = Match(GAME, Config(seats=(Seat("Ann", "red", "human"),), seed=4, mode="solo"))
    table = open_table(app, match)
    rng = random.Random(4)
    for _ in range(200):
        before = facts.bot_last_turn(table.view)
        legal = table.legal_actions()
        assert table.try_play(_prefer_play(legal, rng))
        app.step([], 1 / 60)
        lines = facts.bot_last_turn(table.view)
        if lines != before and len(lines) >= 3:
            break
    else:
        raise AssertionError("Resafabot never took a turn of three lines")
    assert table.bot_shown == 1
    factor = app.services.settings.animation_factor
    app.step([], BOT_STEP * factor + 0.01)
    assert table.bot_shown == 2
    for _ in range(len(lines)):
        app.step([], BOT_STEP * factor + 0.01)
    assert table.bot_shown == len(lines)


def test_a_bots_move_is_marked_where_locate_puts_it(app):
    """Two players, the second a bot, opened as the set-up scene opens the table: after
    the bot's moves each mark sits on the rect ``locate`` gives (the places its targets
    use)."""
    match = new_match(2, seed=5, controllers=("human", "bot:greedy"))
    table = open_game_table(app, match, TABLE)
    rng = random.Random(5)
    marked = 0
    for _ in range(120):
        if match.is_over():
            break
        if match.config.seats[match.actor()].is_human:
            if table.story.marks:
                for mark in table.story.marks:
                    entry = match.log[mark.entry]
                    assert entry.seat == 1
                    place = table.locate(table.view, entry.action, 1)
                    assert place is not None and mark.rect.contains(place)
                    assert mark.rect.center == place.center
                    marked += 1
            assert table.try_play(rng.choice(table.legal_actions()))
        app.step([], 0.5)
    assert marked >= 3


def test_locate_finds_each_kind_of_move_on_the_board(app):
    """Every move of the kinds with a place, in random games, has a rect inside the board
    (the seat's own area when shown, its compact panel when another area is shown)."""
    from tabletop.games.resafa.actions import TakeSpecial
    from tabletop.ui.tables.base import BOARD
    from tabletop.ui.tables.resafa.locate import locate, panel_rect

    kinds = (BuildWorkshop, BuildGarden, BuildCanal, MoveCamel, Produce, TakeSpecial)
    kinds += (TakeBonus, StepTrack, BuildBase, PlayCard)
    seen = set()
    for seed in (1, 2, 3):
        match = new_match(2, seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.log) < 600:
            legal = GAME.legal_actions(match.state)
            action = legal[rng.randrange(len(legal))]
            seat = match.actor()
            match.play(action)
            if not isinstance(action, kinds):
                continue
            seen.add(type(action))
            own = locate(match.state, action, seat, seat)
            assert own is not None and BOARD.contains(own), action
            other = locate(match.state, action, seat, 1 - seat)
            if isinstance(action, (BuildWorkshop, BuildGarden, Produce)):
                assert other == panel_rect(match.state, 1 - seat, seat)
            elif isinstance(action, PlayCard):
                assert other is None
            else:
                assert other == own
    assert {BuildWorkshop, BuildCanal, MoveCamel, TakeBonus, StepTrack, PlayCard} <= seen
