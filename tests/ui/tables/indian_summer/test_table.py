"""Indian Summer's table: it draws at every player count and in both solo modes; dragging a
leaf tile, a squirrel, a nut or a treasure plays exactly the action the drop means; R turns
the tile in hand (F flips it) and so changes the action; illegal drops show the engine's
reason and change nothing; click-to-place works; another floor can be enlarged; bots play
to the results screen."""

import random

import pygame
import pytest

from tabletop.engine import EndTurn
from tabletop.engine.match import Match
from tabletop.games import GAMES
from tabletop.games.indian_summer import facts
from tabletop.games.indian_summer.actions import (
    Berry,
    Exchange,
    Mushroom,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.indian_summer import TABLE, IndianSummerTable
from tests.ui.helpers import (
    click,
    drag,
    key,
    open_game_table,
    play_at_table,
    post,
    relaxed_app,
    seated_match,
)

GAME = next(g for g in GAMES if g.id == "indian_summer")


@pytest.fixture
def app():
    return relaxed_app()


def new_match(players=2, mode="standard", controllers=None, seed=3) -> Match:
    return seated_match(GAME, players, mode, controllers, seed)


def open_table(app, match) -> IndianSummerTable:
    return open_game_table(app, match, TABLE)


def play_randomly(match, moves, seed=1):
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.choice(GAME.legal_actions(match.state)))


def cell(table, row, col):
    return table.layout.floor.rect(row, col).center


def slot(table, index=0):
    return table.layout.path_slots[index].center


def press_move(app, start, end):
    """Press at ``start`` and move to ``end`` without releasing."""
    post(
        (pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}),
        (
            pygame.MOUSEMOTION,
            {
                "pos": ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2),
                "rel": (1, 1),
                "buttons": (1, 0, 0),
            },
        ),
        (pygame.MOUSEMOTION, {"pos": end, "rel": (1, 1), "buttons": (1, 0, 0)}),
    )
    app.step(pygame.event.get(), 1 / 60)


def release(app, pos):
    post((pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))
    app.step(pygame.event.get(), 1 / 60)


@pytest.mark.parametrize(
    "players,mode",
    [(2, "standard"), (3, "standard"), (4, "standard"), (1, "solo"), (1, "solo_series")],
)
def test_the_table_draws_early_and_late_at_every_player_count(app, players, mode):
    match = new_match(players, mode)
    table = open_table(app, match)
    assert table.pieces(table.view), "the first player has pieces to pick up"
    rng = random.Random(players)
    for _ in range(6):
        for _ in range(25):  # played at the table: the screen passes from player to player
            if match.is_over():
                break
            play_at_table(app, table, rng.choice(table.legal_actions()))
            assert match.is_over() or table.eyes == match.actor()
        app.step([], 1 / 60)
    assert app.ctx.stack.top is table


def test_dragging_a_leaf_tile_plays_exactly_that_placement(app):
    match = new_match()
    table = open_table(app, match)
    tile = match.state.players[0].path[0]
    drag(app, slot(table, 0), cell(table, 0, 0))
    assert match.actions == [PlaceLeaf(tile, 0, 0, 0)]


def test_legal_anchor_cells_are_lit_for_the_tile_in_hand(app):
    match = new_match()
    table = open_table(app, match)
    press_move(app, slot(table, 0), cell(table, 4, 4))
    lit = {lit.target.key for lit in table.drag.legal}
    tile = match.state.players[0].path[0]
    shape = facts.shape(tile, 0)
    expected = {
        ("cell", r, c) for r in range(9 - shape.height + 1) for c in range(8 - shape.width + 1)
    }
    assert lit == expected
    assert table.held_shape() == ("leaf", tile, 0)
    app.step([], 1 / 60)  # the ghost is drawn snapped to the grid


def test_r_turns_the_tile_in_hand_and_changes_the_action(app):
    match = new_match()
    table = open_table(app, match)
    tile = match.state.players[0].path[0]
    assert facts.orientation_count(tile) > 1
    press_move(app, slot(table, 0), cell(table, 2, 2))
    key(app, pygame.K_r, text="r")
    assert table.drag.held is not None and table.drag.dragging, "still dragging after the turn"
    turned = table.orientation_of(tile)
    assert turned != 0
    release(app, cell(table, 2, 2))
    assert match.actions == [PlaceLeaf(tile, turned, 2, 2)]


def test_f_flips_and_the_wheel_turns_back(app):
    match = new_match()
    table = open_table(app, match)
    key(app, pygame.K_f, text="f")
    assert table.choices.orientation.flip and table.turns == 0
    post(
        (pygame.MOUSEMOTION, {"pos": cell(table, 1, 1), "rel": (0, 0), "buttons": (0, 0, 0)}),
        (
            pygame.MOUSEWHEEL,
            {"x": 0, "y": -1, "flipped": False, "precise_x": 0.0, "precise_y": -1.0},
        ),
    )
    app.step(pygame.event.get(), 1 / 60)
    assert table.turns == 1
    tile = match.state.players[0].path[0]
    flipped_turned = table.orientation_of(tile)
    drag(app, slot(table, 0), cell(table, 0, 0))
    assert match.actions == [PlaceLeaf(tile, flipped_turned, 0, 0)]


def test_turning_with_nothing_in_hand_turns_the_tiles_on_your_path(app):
    match = new_match()
    table = open_table(app, match)
    assert table.orientation_note() == "now: not turned"
    key(app, pygame.K_r, text="r")
    key(app, pygame.K_r, pygame.KMOD_SHIFT, text="R")
    key(app, pygame.K_r, text="r")
    assert table.turns == 1 and table.orientation_note() == "now: turned 90°"
    look = table.painted.look
    assert look is not None
    painted = (look.choices.orientation.turns, look.choices.orientation.flip)
    assert painted == (1, False), "the path is drawn again, turned"


def test_a_drop_over_the_edge_changes_nothing_and_shows_why(app):
    match = new_match()
    table = open_table(app, match)
    before = match.state
    drag(app, slot(table, 0), cell(table, 8, 7))
    assert match.state is before and not match.log
    assert table.toast.visible and table.toast.good is False
    assert (
        table.toast.message == "A leaf tile may not stick out over the edge of your forest floor."
    )


def test_hovering_an_illegal_anchor_shows_the_engines_reason(app):
    match = new_match()
    table = open_table(app, match)
    press_move(app, slot(table, 0), cell(table, 8, 7))
    hovered = table.drag.hovered(cell(table, 8, 7))
    assert (
        hovered is not None
        and hovered.reason == "A leaf tile may not stick out over the edge of your forest floor."
    )
    app.step([], 1 / 60)  # the ghost is drawn in red with the reason beside it


def test_click_to_select_then_click_to_place(app):
    match = new_match()
    table = open_table(app, match)
    tile = match.state.players[0].path[1]
    click(app, slot(table, 1))
    assert table.drag.held is not None and table.drag.selected
    key(app, pygame.K_r, text="r")
    assert table.drag.selected, "turning keeps the tile selected"
    click(app, cell(table, 3, 3))
    assert match.actions == [PlaceLeaf(tile, table.orientation_of(tile), 3, 3)]


def test_a_squirrel_goes_on_an_empty_space_and_not_on_a_leaf(app):
    match = new_match()
    table = open_table(app, match)
    drag(app, slot(table, 0), cell(table, 0, 0))
    match.play(EndTurn())
    match.play(GAME.legal_actions(match.state)[0])  # Bob lays a tile
    match.play(EndTurn())
    table.refresh()
    before = match.state
    drag(app, table.layout.squirrel.center, cell(table, 0, 0))
    assert match.state is before and table.toast.message == "A squirrel needs an empty space."
    drag(app, table.layout.squirrel.center, cell(table, 8, 7))
    assert match.actions[-1] == PlaceSquirrel(8, 7)


def test_a_nut_dropped_on_a_space_is_the_nut_special_action(app):
    match = new_match()
    table = open_table(app, match)
    nut = table.layout.treasure_slots[1]
    drag(app, (nut.x + 20, nut.centery), cell(table, 5, 5))
    assert match.actions == [Nut(5, 5)]


def test_exchange_by_dropping_a_treasure_on_a_bin(app):
    match = new_match()
    table = open_table(app, match)
    mushroom = table.layout.treasure_slots[2]
    before = match.state
    drag(app, (mushroom.x + 20, mushroom.centery), table.layout.exchange_bins[3].center)
    assert match.state is before and table.toast.good is False  # one mushroom never buys a feather
    drag(app, (mushroom.x + 20, mushroom.centery), table.layout.exchange_bins[0].center)
    assert match.actions == [Exchange("mushroom", "berry")]


def test_a_berry_dropped_on_your_path_buys_a_tile(app):
    match = new_match()
    table = open_table(app, match)
    berry = table.layout.treasure_slots[0]
    drag(app, (berry.x + 20, berry.centery), table.layout.path_slots[3].center)
    assert match.actions == [Berry()]
    assert len(match.state.players[0].path) == 6


def test_solo_refill_by_dragging_a_path_end_onto_your_path(app):
    match = new_match(1, "solo")
    rng = random.Random(4)
    while not match.state.step.refill:
        assert not match.is_over()
        acts = GAME.legal_actions(match.state)
        leaves = [a for a in acts if isinstance(a, PlaceLeaf)]
        match.play(
            rng.choice(leaves) if leaves else (EndTurn() if EndTurn() in acts else rng.choice(acts))
        )
    table = open_table(app, match)
    assert not table.sidebar.moves.actions, "the refill is a gesture, not four look-alike buttons"
    end = table.layout.solo_bottom[len(match.state.solo.bottom) - 1]
    drag(app, end.center, table.layout.path_panel.center)
    assert match.actions[-1] == Refill("bottom_right")


def test_an_animal_is_dragged_onto_matching_holes(app):
    seats_controllers = ("human", "human", "human", "human")
    for seed in range(1, 30):
        match = new_match(4, controllers=seats_controllers, seed=seed)
        rng = random.Random(seed)
        animal = None
        while not match.is_over() and len(match.log) < 400:
            acts = GAME.legal_actions(match.state)
            animal = next((a for a in acts if isinstance(a, PlaceAnimal)), None)
            if animal is not None:
                break
            leaves = [a for a in acts if isinstance(a, PlaceLeaf)]
            match.play(rng.choice(leaves) if leaves and rng.random() < 0.9 else rng.choice(acts))
        if animal is not None:
            break
    else:
        pytest.skip("no position with an animal move was found")
    table = open_table(app, match)
    while table.orientation_of(animal.animal) != animal.orientation:
        key(app, pygame.K_r, text="r")
        if table.turns == 0:
            key(app, pygame.K_f, text="f")
    index = [k.id for k in facts.animals()].index(animal.animal)
    drag(app, table.layout.animal_slots[index].center, cell(table, animal.row, animal.col))
    assert match.actions[-1] == animal


def test_gestures_are_not_buttons_but_the_rare_moves_are(app):
    match = new_match()
    table = open_table(app, match)
    actions = [a for a, _ in table.sidebar.moves.actions]
    assert Mushroom() in actions
    assert not any(
        isinstance(a, (PlaceLeaf, PlaceSquirrel, Nut, Exchange, PlaceAnimal)) for a in actions
    )


def test_clicking_another_floor_enlarges_it(app):
    match = new_match(4)
    table = open_table(app, match)
    mini = table.layout.mini_grid(0).bounds.center
    click(app, mini)
    assert table.choices.enlarged == 1 and table.shown_floor(table.view) == 1
    click(app, table.layout.floor_rect.center)
    assert table.choices.enlarged is None


def test_solo_tiles_are_dragged_too(app):
    match = new_match(1, "solo")
    table = open_table(app, match)
    tile = match.state.players[0].path[0]
    drag(app, slot(table, 0), cell(table, 0, 0))
    assert match.actions == [PlaceLeaf(tile, 0, 0, 0)]
    assert "Solo turn 1 of 10" in table.status_text(table.view)


def test_frames_do_not_render_text_again(app):
    match = new_match(4)
    open_table(app, match)
    app.step([], 1 / 60)
    before = app.services.text.renders
    for _ in range(5):
        app.step([], 1 / 60)
    assert app.services.text.renders == before


def test_a_bot_game_plays_to_the_results_screen(app):
    match = new_match(2, controllers=("bot:random", "bot:random"), seed=5)
    open_table(app, match)
    for _ in range(3000):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.ctx.stack.top, ResultsScene)


def test_a_lost_solo_game_reads_lost_with_the_score_on_the_results_screen(app, monkeypatch):
    match = new_match(1, "solo", controllers=("human",), seed=3)
    play_randomly(match, 5000, seed=3)
    assert match.is_over() and not match.state.finals[0].full
    scene = ResultsScene(app.ctx, match)
    shown: list[str] = []
    blit = app.services.text.blit

    def record(surface, text, *args, **kwargs):
        shown.append(text)
        return blit(surface, text, *args, **kwargs)

    monkeypatch.setattr(app.services.text, "blit", record)
    scene.draw(pygame.Surface((1600, 900)))
    score = match.state.finals[0].points
    assert "Lost" in shown and any(line == f"Lost · score {score}" for line in shown)
    assert not any("win" in line.lower() or "place" in line for line in shown), shown


def test_drawing_only_reads_what_update_prepared(app):
    match = new_match(4)
    table = open_table(app, match)
    press_move(app, slot(table, 0), cell(table, 4, 4))  # a tile in hand over the floor
    table.turn_tile(1)  # a new orientation: new pictures for the path and the ghost
    table.update(1 / 60)
    made, board, look = table.art.made, table.painted.layer, table.painted.look
    table.draw(pygame.Surface((1600, 900)))
    assert table.art.made == made, "no picture is made while drawing"
    assert table.painted.layer is board and table.painted.look is look


def test_the_table_asks_the_game_for_facts_and_writes_no_rule_numbers():
    import re
    from pathlib import Path

    import tabletop.ui.tables.indian_summer as package

    for path in Path(package.__file__).parent.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        modules = re.findall(r"from tabletop\.games\.indian_summer(\S*) import", source)
        assert set(modules) <= {"", ".actions"}, (path.name, modules)
        assert "GAME.legal_actions" not in source and "GAME.check" not in source
        for words in ("of 72", "of 10", "of 3", "/72", "up to 3"):
            assert words not in source, (path.name, words)
