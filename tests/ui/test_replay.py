"""The replay viewer (#14, #9 Saves), driven as a player meets it: real save files in the
``TABLETOP_HOME`` saves folder, the Load screen clicked, keys and buttons posted."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.actions import IllegalAction
from tabletop.engine.bots import RandomBot, bot_move
from tabletop.engine.saves import write_save
from tabletop.ui.headless import headless_services
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.replay_marks import REPLAY_REFUSAL, round_starts
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.base import BOARD, TableScene, first_eyes
from tests.ui.helpers import (
    click,
    key,
    make_app,
    pass_curtain,
    relaxed_app,
    seated_match,
    toy_match,
)

GAME_IDS = [game.id for game in headless_services().games]
CONTROLLERS = ("human", "bot:greedy", "human")


def played(game, moves: int | None = None, seed: int = 4):
    """A match of ``game`` (two humans and a bot where it seats three) played by random
    bots, to the end or for ``moves`` moves."""
    players = max(game.min_players, min(3, game.max_players))
    match = seated_match(game, players, controllers=CONTROLLERS[:players], seed=seed)
    bot, rng = RandomBot(), random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves):
        match.play(bot_move(game, match.state, bot, rng))
    return match


def saved(app, match, name: str):
    folder = app.services.save_dir
    folder.mkdir(parents=True, exist_ok=True)
    return write_save(folder / name, match)


def open_from_load(app, *, slot: int | None = None):
    """Open the Load screen and click the first save: the row, or its button in ``slot``
    (2: Replay, 3: Continue)."""
    load = LoadScene(app.ctx)
    app.ctx.stack.clear_to(load)
    app.step([], 1 / 60)
    rect, _ = load.rows()[0]
    click(
        app, (rect.x + 300, rect.centery) if slot is None else load.replay_rect(rect, slot).center
    )
    return app.ctx.stack.top


def button(scene, label: str):
    return next(b for b in scene.replay_buttons if b.label == label)


def files(app) -> set[str]:
    return {p.name for p in app.services.save_dir.iterdir()}


def assert_read_only(app, replay: ReplayScene) -> None:
    """No pieces, no move buttons, no table commands; clicks and drags all over the board
    change nothing; the engine's legal moves are refused with the replay's reason."""
    source, index = replay.source, replay.index
    moves, before = len(source.log), files(app)
    replay.refresh()
    assert replay.table.position.pieces == () and replay.sidebar.moves.actions == []
    assert replay.buttons == [] and not replay.my_turn()
    state = replay.match.state
    if not replay.match.is_over():
        legal = replay.game.legal_actions(state)
        assert replay.check(legal[0]) == REPLAY_REFUSAL
        assert replay.try_play(legal[0]) is False
        with pytest.raises(IllegalAction):
            replay.match.play(legal[0])
    for x in range(BOARD.x + 40, BOARD.right, 150):
        for y in range(BOARD.y + 40, BOARD.bottom, 150):
            click(app, (x, y))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_h)
    assert app.ctx.stack.top is replay
    assert len(source.log) == moves and replay.index == index
    assert replay.match.state is source.states[index]
    assert files(app) == before  # nothing saved


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_save_opens_as_a_replay_that_steps_and_plays_nothing(game_id):
    app = relaxed_app()
    game = app.services.game(game_id)
    match = played(game)
    assert match.is_over()
    saved(app, match, f"{game_id}.json")
    replay = open_from_load(app, slot=2 if game_id == "lodge" else None)  # Replay, or the row
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, TableScene)
    assert isinstance(replay.table, app.services.table_for(game))  # the game's own table
    total = len(match.log)
    assert replay.total == total and replay.index == total  # it opens on the final position
    assert replay.banner_text() == f"Replay · move {total} of {total}"
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert replay.index == total - 3
    assert replay.banner_text() == f"Replay · move {total - 3} of {total}"
    assert replay.match.state == replay.source.states[total - 3]
    click(app, button(replay, "‹ Back").rect.center)
    assert replay.index == total - 4
    click(app, button(replay, "Next ›").rect.center)
    key(app, pygame.K_RIGHT)
    assert replay.index == total - 2
    key(app, pygame.K_HOME)
    assert replay.index == 0 and replay.match.log == []
    assert not button(replay, "«").enabled
    key(app, pygame.K_LEFT)  # nothing before the start
    assert replay.index == 0
    key(app, pygame.K_END)
    assert replay.index == total
    key(app, pygame.K_RIGHT)
    assert replay.index == total
    assert not button(replay, "Play from here").enabled  # the game is over here
    click(app, button(replay, "«").rect.center)
    assert replay.index == 0
    click(app, button(replay, "»").rect.center)
    assert replay.index == total
    assert replay.wake_after() > 0  # the end waits for no results: the loop may sleep
    app.step([], 1 / 60)
    assert not replay.needs_redraw()  # an idle replay is not drawn again
    replay.go(total // 2)
    app.step([], 1 / 60)
    assert_read_only(app, replay)
    replay.go(total)
    app.step([], 1 / 60)
    assert_read_only(app, replay)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_jump_to_a_round_and_the_current_move_is_highlighted(game_id):
    app = relaxed_app()
    game = app.services.game(game_id)
    match = played(game)
    saved(app, match, f"{game_id}.json")
    replay = open_from_load(app)
    rounds = replay.rounds
    assert len(rounds) >= 3, [r.label for r in rounds]
    assert rounds[0].index == 0
    assert all(a.index < b.index for a, b in zip(rounds, rounds[1:]))
    target = rounds[2]
    shown = dict((k, b) for b, k in replay.shown_round_buttons())
    if 2 not in shown:  # the grid pages by the current round: start from the beginning
        key(app, pygame.K_HOME)
        shown = dict((k, b) for b, k in replay.shown_round_buttons())
    click(app, shown[2].rect.center)
    assert replay.index == target.index and replay.current_round() == 2
    key(app, pygame.K_PAGEDOWN)
    assert replay.index == rounds[3].index
    key(app, pygame.K_PAGEUP)
    assert replay.index == target.index
    # the current move's log line is the one highlighted (drawn on the current-move fill)
    key(app, pygame.K_RIGHT)
    panel = replay.log_panel
    top = panel.start(replay.index)
    slot = next(
        s
        for s in range(panel.visible)
        if panel.rows[top + s].index == replay.index and not panel.rows[top + s].event
    )
    assert app.ctx.stack.top is replay
    row = panel.row_rect(slot)
    pixel = app.canvas.get_at((row.right - 4, row.centery))[:3]
    assert pixel == (92, 76, 40)
    # a click on a line shows the position after that move
    other = next(s for s in range(panel.visible) if panel.rows[top + s].index != replay.index)
    click(app, panel.row_rect(other).center)
    assert replay.index == panel.rows[top + other].index


def test_round_starts_come_from_the_game():
    services = headless_services()
    by_id = {game.id: game for game in services.games}
    resort = played(by_id["summer_resort"])
    labels = [r.label for r in round_starts(resort)]
    assert labels[0] == "Round 1 of 12" and labels[1] == "Round 2 of 12"  # the log's lines
    nine = played(by_id["summer_nine"])
    starts = round_starts(nine)
    game = by_id["summer_nine"]
    for start in starts[1:]:  # the game's status line changes there
        assert game.status(nine.states[start.index]) == start.label
        assert game.status(nine.states[start.index - 1]) != start.label
    lodge = played(by_id["lodge"])
    starts = round_starts(lodge)  # no round lines: the opening seat is to play again
    opener = lodge.game.actor(lodge.states[0])
    assert all(lodge.game.actor(lodge.states[s.index]) == opener for s in starts)
    app = relaxed_app()  # the viewer reads the table's banner line: Lodge says "Turn 3"
    replay = ReplayScene(app.ctx, lodge)
    assert [r.index for r in replay.rounds] == [s.index for s in starts]
    assert [r.label for r in replay.rounds[:3]] == ["Turn 1", "Turn 2", "Turn 3"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_play_from_here_opens_a_new_table_at_that_position_with_the_right_eyes(game_id):
    app = relaxed_app()
    game = app.services.game(game_id)
    match = played(game)
    original = saved(app, match, f"{game_id}.json")
    text = original.read_text()
    replay = open_from_load(app)
    humans = [i for i, s in enumerate(match.config.seats) if s.is_human]
    # a position where the second human acts, when there is one (the eyes must move there)
    index = next(
        (
            i
            for i in range(len(match.log) // 3, len(match.log))
            if game.actor(match.states[i]) == humans[-1]
        ),
        len(match.log) // 2,
    )
    replay.go(index)
    app.step([], 1 / 60)
    before = files(app)
    click(app, button(replay, "Play from here").rect.center)
    actor = game.actor(match.states[index])
    if game.has_secrets and actor in humans:  # hot-seat: the curtain first, for the actor
        curtain = app.ctx.stack.top
        assert isinstance(curtain, HandoverScene) and curtain.seat == actor
    pass_curtain(app)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    assert table.match is not match
    assert len(table.match.log) == index
    assert table.match.state == match.states[index]
    assert table.match.config == match.config
    assert table.eyes == first_eyes(table.match)
    assert table.eyes == game.actor(match.states[index]) or not table.my_turn()
    if game.actor(match.states[index]) in humans:
        assert table.my_turn()
    new = files(app) - before
    assert len(new) == 1 and next(iter(new)).startswith("autosave-")  # its own autosave
    assert original.read_text() == text  # the replayed save is untouched


def test_seat_view_and_show_all_in_a_game_with_secrets():
    app = relaxed_app()
    game = app.services.game("summer_nine")
    match = played(game)
    saved(app, match, "nine.json")
    replay = open_from_load(app)
    replay.go(len(match.log) // 2)
    app.step([], 1 / 60)
    state = replay.match.state
    assert replay.eyes == 0  # the first human
    assert replay.view == game.view(state, 0)
    click(app, replay.seat_choice.right.center)
    assert replay.eyes == 1 and replay.view == game.view(state, 1)
    assert replay.view != state  # the others' cards are hidden from Bob
    assert replay.can_show_all
    click(app, replay.all_toggle.rect.center)
    assert replay.show_all and replay.view == state  # everything, once the game is over
    click(app, replay.all_toggle.rect.center)
    assert replay.view == game.view(state, 1)


def test_an_unfinished_save_offers_continue_and_replay():
    app = relaxed_app()
    game = app.services.game("summer_nine")
    match = played(game, moves=30)
    assert not match.is_over()
    saved(app, match, "nine.json")
    replay = open_from_load(app, slot=2)
    assert isinstance(replay, ReplayScene) and replay.index == 30
    assert not replay.can_show_all  # hidden cards stay hidden while the game goes on
    click(app, replay.all_toggle.rect.center)
    assert not replay.show_all and replay.view == game.view(replay.match.state, 0)
    assert not any(b.label == "Results" for b in replay.replay_buttons)
    assert_read_only(app, replay)
    for slot in (3, None):  # Continue, or a click on the row itself, continues the game
        open_from_load(app, slot=slot)
        pass_curtain(app)
        table = app.ctx.stack.top
        assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
        assert len(table.match.log) == 30


def test_results_offer_the_replay_and_the_replay_the_results():
    app = relaxed_app()
    game = app.services.game("summer_resort")
    match = played(game)
    app.ctx.stack.clear_to(ResultsScene(app.ctx, match))
    app.step([], 1 / 60)
    results = app.ctx.stack.top
    click(app, next(b for b in results.buttons if b.label == "Replay").rect.center)
    replay = app.ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.source is match
    key(app, pygame.K_HOME)
    assert replay.index == 0 and len(match.log) == replay.total  # the match is untouched
    click(app, button(replay, "Results").rect.center)
    assert isinstance(app.ctx.stack.top, ResultsScene)
    click(app, next(b for b in app.ctx.stack.top.buttons if b.label == "Replay").rect.center)
    key(app, pygame.K_ESCAPE)  # Esc (or Back) leaves the replay: here to the title
    assert isinstance(app.ctx.stack.top, TitleScene)


def test_the_move_on_show_is_marked_where_it_took_effect():
    app = relaxed_app()
    game = app.services.game("summer_resort")
    match = played(game)
    app.ctx.stack.clear_to(ReplayScene(app.ctx, match))
    replay = app.ctx.stack.top
    marked = 0
    for index in range(1, replay.total + 1):
        replay.go(index)
        if replay.spot is None:
            continue
        entry = match.log[index - 1]
        assert replay.spot == replay.locate(replay.view, entry.action, entry.seat)
        app.step([], 1 / 60)
        assert app.canvas.get_at((replay.spot.x - 3, replay.spot.centery))[:3] == (242, 180, 64)
        marked += 1
        if marked == 3:
            break
    assert marked == 3
    replay.go(0)
    assert replay.spot is None  # nothing played yet


SOLO = [(game.id, mode) for game in headless_services().games for mode in game.solo_modes]


@pytest.mark.parametrize("game_id,mode", SOLO)
def test_a_solo_game_replays_by_its_turns_and_plays_on(game_id, mode):
    app = relaxed_app()
    game = app.services.game(game_id)
    match = seated_match(game, 1, mode=mode, seed=5)
    bot, rng = RandomBot(), random.Random(5)
    while not match.is_over():
        match.play(bot_move(game, match.state, bot, rng))
    saved(app, match, "solo.json")
    replay = open_from_load(app)
    assert isinstance(replay, ReplayScene) and len(replay.rounds) >= 3
    assert all(a.index < b.index for a, b in zip(replay.rounds, replay.rounds[1:]))
    key(app, pygame.K_HOME)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    index = replay.rounds[2].index
    assert replay.index == index
    click(app, button(replay, "Play from here").rect.center)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    assert table.match.state == match.states[index] and table.eyes == 0 and table.my_turn()


def test_a_game_without_its_own_table_replays_on_the_generic_table():
    app = make_app()
    app.services.table_for = lambda game: TableScene
    match = toy_match()
    while not match.is_over():
        match.play(match.game.legal_actions(match.state)[0])
    app.ctx.stack.clear_to(ReplayScene(app.ctx, match))
    app.step([], 1 / 60)
    replay = app.ctx.stack.top
    assert type(replay) is ReplayScene and replay.index == len(match.log)
    key(app, pygame.K_HOME)
    assert replay.index == 0 and replay.sidebar.moves.actions == []
    click(app, button(replay, "Play from here").rect.center)
    pass_curtain(app)
    table = app.ctx.stack.top
    assert type(table) is TableScene and table.match.log == [] and table.my_turn()
