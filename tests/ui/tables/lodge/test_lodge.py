"""Lodge's table: it draws at every player count and in solo; dragging rooms, amenities,
guests and the refresh token plays exactly the action the drop means; illegal drops show
the engine's reason and change nothing; click-to-place works; bots play to the results."""

import dataclasses
import random

import pygame
import pytest

from tabletop.engine.match import Match
from tabletop.games import GAMES
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    PlaceDisplayGuest,
    PlaceValetGuest,
    UseRefreshToken,
)
from tabletop.games.lodge.state import BUILD, EMPTY, GUESTS, VALET, display_index
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.lodge import TABLE, LodgeTable
from tabletop.ui.tables.lodge.panels import thumbs
from tests.games.lodge.helpers import guest_targets, room_targets
from tests.ui.helpers import (
    click,
    drag,
    key,
    open_game_table,
    play_at_table,
    relaxed_app,
    seated_match,
)

GAME = next(g for g in GAMES if g.id == "lodge")


@pytest.fixture
def app():
    return relaxed_app()


def new_match(players=4, mode="standard", controllers=None, seed=3) -> Match:
    return seated_match(GAME, players, mode, controllers, seed)


def open_table(app, match) -> LodgeTable:
    return open_game_table(app, match, TABLE)


def play_until(match, wanted, seed=1, limit=400):
    """Random moves until ``wanted(state)`` holds for the player to move."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            break
        if wanted(match.state):
            return match
        match.play(rng.choice(GAME.legal_actions(match.state)))
    pytest.skip("no such position in this game")


def first_room_with_a_spot(state):
    for row in range(1, 5):
        for slot in range(4):
            if state.room_display[display_index(row, slot)] != EMPTY:
                spots = room_targets(state, row, slot)
                if spots:
                    return row, slot, spots
    raise AssertionError("no room can be built")


def test_registered_table_is_lodges():
    from tabletop.ui.tables import table_for

    assert table_for(GAME) is LodgeTable


@pytest.mark.parametrize(
    "players,mode", [(1, "solo"), (2, "standard"), (3, "standard"), (4, "standard")]
)
@pytest.mark.parametrize("moves", [0, 40, 120])
def test_table_draws_at_every_player_count(app, players, mode, moves, tmp_path):
    match = new_match(players, mode)
    rng = random.Random(moves)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.choice(GAME.legal_actions(match.state)))
    table = open_table(app, match)
    shown = set()
    for _ in range(players):  # every lodge big in turn (Tab), the others small
        key(app, pygame.K_TAB)
        shown.add(table.shown_seat(table.view))
        app.step([], 1 / 60)
    assert shown == set(range(players))
    pieces = table.pieces(table.view) if table.my_turn() else []
    if pieces:  # and with a piece held over the board
        start = pieces[0].rect.center
        app.step(
            [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}),
                pygame.event.Event(
                    pygame.MOUSEMOTION, {"pos": (300, 300), "rel": (1, 1), "buttons": (1, 0, 0)}
                ),
            ],
            1 / 60,
        )
    pygame.image.save(app.canvas, str(tmp_path / f"lodge-{players}-{moves}.png"))


def test_dragging_a_room_lights_its_floor_and_plays_exactly_that_build(app):
    match = new_match(4)
    table = open_table(app, match)
    L = table.layout
    row, slot, spots = first_room_with_a_spot(match.state)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, {"pos": L.display_cell(row, slot).center, "button": 1}
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    lit = {lit.target.key for lit in table.drag.legal}
    assert lit == {("space", f, c) for f, c in spots}
    assert all(f == row for f, _ in spots)
    table.drag.cancel()
    floor, column = spots[0]
    drag(app, L.display_cell(row, slot).center, L.lodge_cell(floor, column).center)
    assert match.actions == [BuildRoom(row, slot, floor, column)]


def test_dropping_a_room_on_the_wrong_floor_shows_the_engines_reason(app):
    match = new_match(3)
    table = open_table(app, match)
    L = table.layout
    row = next(r for r in range(2, 5) if match.state.room_display[display_index(r, 0)] != EMPTY)
    before = match.state
    drag(app, L.display_cell(row, 0).center, L.lodge_cell(1, 2).center)
    assert match.state is before and not match.log
    reason = GAME.check(before, BuildRoom(row, 0, 1, 2))
    assert (
        reason
        and table.toast.visible
        and table.toast.message == reason
        and table.toast.good is False
    )
    assert table.drag.held is None


def test_dropping_left_of_the_elevator_or_floating_is_refused(app):
    match = new_match(2)
    table = open_table(app, match)
    L = table.layout
    before = match.state
    drag(app, L.display_cell(1, 0).center, L.lodge_cell(1, 0).center)  # onto the elevator
    assert match.state is before
    assert table.toast.message == GAME.check(before, BuildRoom(1, 0, 1, 0))
    assert "elevator" in table.toast.message


def test_click_to_select_then_click_to_place_an_amenity(app):
    match = new_match(2)
    table = open_table(app, match)
    L = table.layout
    state = match.state
    slot = next(s for s, a in enumerate(state.amenity_display) if a != EMPTY)
    spot = next(
        a for a in GAME.legal_actions(state) if isinstance(a, BuildAmenity) and a.slot == slot
    )
    click(app, L.amenity_slot(slot).center)
    assert table.drag.held is not None and table.drag.selected
    click(app, L.lodge_cell(spot.floor, spot.column).center)
    assert match.actions == [BuildAmenity(slot, spot.floor, spot.column)]


def test_dragging_a_guest_lights_both_rooms_of_each_pair_and_places_it(app):
    def ready(state):
        return (
            state.phase == GUESTS
            and not state.display_guest_placed
            and any(
                guest_targets(state, s) for s, g in enumerate(state.guest_display) if g != EMPTY
            )
        )

    match = play_until(new_match(2), ready)
    table = open_table(app, match)
    L = table.layout
    state = match.state
    slot = next(
        s for s, g in enumerate(state.guest_display) if g != EMPTY and guest_targets(state, s)
    )
    spots = guest_targets(state, slot)
    assert len(spots) >= 2  # a pair: both rooms
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": L.guest_slot(slot).center, "button": 1})
    )
    app.step(pygame.event.get(), 1 / 60)
    assert {lit.target.key for lit in table.drag.legal} == {("space", f, c) for f, c in spots}
    table.drag.cancel()
    floor, column = spots[-1]
    drag(app, L.guest_slot(slot).center, L.lodge_cell(floor, column).center)
    assert match.actions[-1] == PlaceDisplayGuest(slot, floor, column)


def test_valet_guest_then_a_new_valet_guest_by_dragging(app):
    def ready(state):
        return state.phase == GUESTS and not state.valet_guest_placed and guest_targets(state, None)

    match = play_until(new_match(2), ready, seed=4, limit=1500)
    table = open_table(app, match)
    L = table.layout
    floor, column = guest_targets(match.state, None)[0]
    drag(app, L.valet.center, L.lodge_cell(floor, column).center)
    assert match.actions[-1] == PlaceValetGuest(floor, column)
    assert match.state.phase == VALET
    slot = next(s for s, g in enumerate(match.state.guest_display) if g != EMPTY)
    drag(app, L.guest_slot(slot).center, L.valet.center)
    assert match.actions[-1] == ChooseValet(slot)
    assert table.drag.held is None


def test_a_guest_before_building_is_refused_with_the_reason(app):
    match = new_match(2)
    table = open_table(app, match)
    L = table.layout
    before = match.state
    assert before.phase == BUILD
    drag(app, L.guest_slot(0).center, L.lodge_cell(1, 1).center)
    assert match.state is before
    assert table.toast.message == GAME.check(before, PlaceDisplayGuest(0, 1, 1))


def test_refresh_token_dragged_onto_a_display_row(app):
    match = new_match(2)
    table = open_table(app, match)
    L = table.layout
    row = next(
        r
        for r in range(1, 5)
        if any(match.state.room_display[display_index(r, s)] != EMPTY for s in range(4))
    )
    drag(app, L.token.center, L.display_row_rect(row).center)
    assert match.actions == [UseRefreshToken(row)]


def test_rare_moves_are_buttons_and_gestures_are_not(app):
    def ready(state):
        return state.phase == GUESTS

    match = play_until(new_match(2), ready)
    table = open_table(app, match)
    kinds = {type(a).__name__ for a, _ in table.sidebar.moves.actions}
    assert "EndTurn" in kinds
    assert not kinds & {
        "BuildRoom",
        "BuildAmenity",
        "PlaceDisplayGuest",
        "PlaceValetGuest",
        "UseRefreshToken",
    }


def test_clicking_a_small_lodge_enlarges_it(app):
    match = new_match(4)
    table = open_table(app, match)
    me = table.eyes
    seat, card = thumbs(table.layout, 4, me)[0]
    click(app, card.center)
    assert table.focus.seat == seat and table.shown_seat(table.view) == seat
    assert not match.log
    seat_back = next(s for s, c in thumbs(table.layout, 4, seat) if s == me)
    card = dict(thumbs(table.layout, 4, seat))[seat_back]
    click(app, card.center)
    assert table.shown_seat(table.view) == me
    key(app, pygame.K_TAB)
    assert table.shown_seat(table.view) == (me + 1) % 4


def test_picking_a_piece_shows_your_own_lodge(app):
    match = new_match(3)
    table = open_table(app, match)
    L = table.layout
    key(app, pygame.K_TAB)  # another player's lodge big
    assert table.shown_seat(table.view) == (table.eyes + 1) % 3
    row, slot, _ = first_room_with_a_spot(match.state)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, {"pos": L.display_cell(row, slot).center, "button": 1}
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    assert table.shown_seat(table.view) == table.eyes


def test_nothing_is_rendered_again_on_steady_frames(app):
    match = new_match(4)
    table = open_table(app, match)
    app.step([], 1 / 60)
    renders = app.services.text.renders
    art = len(table.art), len(table.boards)
    for _ in range(5):
        app.step([], 1 / 60)
    assert app.services.text.renders == renders
    assert (len(table.art), len(table.boards)) == art


def test_hover_words_name_colours_with_their_icons(app):
    match = new_match(2)
    table = open_table(app, match)
    L = table.layout
    view = table.view
    row, slot = next(
        (r, s)
        for r in range(1, 5)
        for s in range(4)
        if view.room_display[display_index(r, s)] != EMPTY
    )
    tip = table.hover_text(view, L.display_cell(row, slot).center)
    assert f"floor {row}" in tip and "(" in tip  # "a red (flame) room"
    assert "prefers floor" in table.hover_text(view, L.guest_slot(0).center)


@pytest.mark.parametrize("players,mode", [(3, "standard"), (1, "solo")])
def test_a_bot_game_plays_to_the_results(app, players, mode):
    match = new_match(players, mode, controllers=("bot:random",) * players, seed=7)
    open_table(app, match)
    for _ in range(3000):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def test_hot_seat_shows_the_next_players_lodge(app):
    def ready(state):
        return state.phase == GUESTS

    match = play_until(new_match(2), ready)
    table = open_table(app, match)
    me = table.eyes
    from tabletop.engine import EndTurn

    table.try_play(EndTurn())
    app.step([], 1 / 60)
    assert table.eyes == match.actor() != me
    assert table.shown_seat(table.view) == table.eyes


def test_colour_blind_palette_redraws_the_rooms(app):
    match = new_match(2)
    table = open_table(app, match)
    before = table.art.palette
    app.services.settings = dataclasses.replace(app.services.settings, colour_blind=True)
    app.step([], 1 / 60)
    assert table.art.palette != before


def test_pieces_that_fit_now_carry_a_tick_and_say_so(app):
    match = new_match(3, controllers=("human", "bot:random", "bot:random"))
    table = open_table(app, match)
    assert table.eyes == 0
    for _ in range(100):  # the bots before Ann move at their pace; her pieces wait unticked
        if table.my_turn():
            break
        assert not table.playable()
        app.step([], 1.0)
    assert table.my_turn()
    L = table.layout
    row, slot, _ = first_room_with_a_spot(match.state)
    ticked = table.playable()
    assert ("room", row, slot) in ticked
    for piece_key in ticked:
        if piece_key[0] == "room":
            assert room_targets(match.state, piece_key[1], piece_key[2])
    assert "fits in your lodge now" in table.hover_text(
        table.view, L.display_cell(row, slot).center
    )
    rng = random.Random(3)
    while match.actor() == 0:  # Ann's turn played at the table; a bot is next
        play_at_table(app, table, rng.choice(table.legal_actions()))
    assert table.eyes == 0 and not table.my_turn()
    assert not table.playable()  # not this seat's turn: no ticks


# --- rulings LO-1 and LO-3 on the table; the table template ----------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_lo1_the_layout_has_the_datas_columns_and_nothing_overlaps(players):
    from tabletop.games.lodge import facts
    from tabletop.ui.tables.base import BOARD
    from tabletop.ui.tables.lodge.layout import Layout, layout_for

    lay = layout_for(players)
    assert lay.columns == facts.sizes().columns == 10
    panels = [
        lay.lodge_panel,
        lay.rooms_panel,
        lay.strip,
        lay.checklist,
        lay.guests_panel,
        lay.amenities_panel,
        lay.others_panel,
    ]
    for i, a in enumerate(panels):
        assert BOARD.contains(a)
        assert not any(a.colliderect(b) for b in panels[i + 1 :])
    cells = [lay.lodge_cell(f, c) for f in range(1, 5) for c in range(0, 11)]
    assert all(lay.lodge_panel.contains(cell) for cell in cells)
    assert lay.cell >= 64  # big enough for a room, its icon and a seated guest
    for i in range(players - 1):
        card = lay.thumb_rect(i)
        assert lay.others_panel.contains(card)
        grid = pygame.Rect(lay.thumb_grid_origin(card), lay.thumb_size())
        assert card.contains(grid) and lay.thumb_cell >= 12
    # the column count comes from the data: six columns give wider cells, same panels
    six = Layout(dataclasses.replace(facts.sizes(), columns=6), players)
    assert six.columns == 6 and six.cell > lay.cell
    assert six.lodge_panel.contains(six.lodge_cell(4, 6))


@pytest.mark.parametrize("window", [(1280, 720), (1600, 900)])
def test_lo1_four_players_draw_legibly_at_both_window_sizes(window):
    from tests.ui.helpers import make_app

    app = make_app(window=window, real_games=True)
    match = new_match(4)
    rng = random.Random(5)
    for _ in range(120):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    table = open_table(app, match)
    app.step([], 1 / 60)
    scale = window[0] / 1600
    assert table.layout.cell * scale >= 50  # a room tile on screen, in window pixels
    assert table.layout.room * scale >= 44


def test_lo3_the_set_up_screen_calls_solo_our_design(app):
    from tabletop.ui.scenes.setup import SetupScene

    setup = SetupScene(app.ctx, GAME)
    assert ("solo", "Solo (our design)") in setup.mode_choice.options


def test_lo3_the_solo_panel_shows_the_rating_the_score_earns_now(app):
    from tabletop.games.lodge import facts
    from tabletop.games.lodge.automa import rating

    match = new_match(1, "solo")
    table = open_table(app, match)
    shown = facts.solo_facts(table.view)
    assert shown.rating == rating(GAME.live_scores(match.state)[0])


def test_drawing_only_reads(app):
    match = new_match(3)
    table = open_table(app, match)
    first = table.eyes
    rng = random.Random(3)
    while match.actor() == first:  # the turn played: the next player at the screen
        play_at_table(app, table, rng.choice(table.legal_actions()))
    assert table.eyes == match.actor() != first
    before = (dataclasses.replace(table.focus), table.picture.context, table.board_key())
    table.draw(app.canvas)
    assert (table.focus, table.picture.context, table.board_key()) == before


def test_one_room_drop_asks_for_the_legal_moves_once_and_applies_once(app, monkeypatch):
    match = new_match(4)
    table = open_table(app, match)
    row, slot, spots = first_room_with_a_spot(match.state)
    calls = {"legal": 0, "advance": 0}
    legal, advance = GAME.legal_actions, GAME.advance

    def counted_legal(state):
        calls["legal"] += 1
        return legal(state)

    def counted_advance(state, action):
        calls["advance"] += 1
        return advance(state, action)

    monkeypatch.setattr(GAME, "legal_actions", counted_legal)
    monkeypatch.setattr(GAME, "advance", counted_advance)
    floor, column = spots[0]
    drag(
        app,
        table.layout.display_cell(row, slot).center,
        table.layout.lodge_cell(floor, column).center,
    )
    assert match.actions == [BuildRoom(row, slot, floor, column)]
    assert calls == {"legal": 1, "advance": 1}  # the new position's moves, the one apply


def test_the_solo_game_keeps_its_panel_where_the_other_lodges_would_be(app):
    table = open_table(app, new_match(1, mode="solo"))
    assert table.layout.others and table.layout.others_panel.h > 0


def test_a_save_from_before_the_turn_progress_opens_from_the_load_screen(app):
    """Written when the state stored a phase word and guest flags; Bob (a bot) is choosing
    a new valet, so the table opens on Cleo's screen and Bob plays on."""
    import shutil
    from pathlib import Path

    from tabletop.ui.scenes.load import LoadScene

    save = Path(__file__).parents[3] / "games" / "lodge" / "data" / "lodge-3p-mid-game-v2.json"
    for old in app.services.save_dir.glob("*.json"):
        old.unlink()
    app.services.save_dir.mkdir(parents=True, exist_ok=True)
    shutil.copy(save, app.services.save_dir / save.name)
    scene = LoadScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    app.step([], 1 / 60)
    rect, _ = scene.rows()[0]
    click(app, rect.center)
    table = app.ctx.stack.top
    assert isinstance(table, LodgeTable) and len(table.match.actions) == 180
    assert table.match.state.phase == VALET and table.eyes == 2 and not table.my_turn()
    for _ in range(50):
        app.step([], 1.0)
        if table.match.state.phase != VALET:
            break
    assert table.match.log[-1].action.kind == "choose_valet"
