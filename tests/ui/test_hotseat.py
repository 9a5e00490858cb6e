"""Hot-seat: a table opened from the set-up scene, Load, Continue or Play again shows the
screen to the seat that must act, whoever the random first player is. Every registered
game at every player count over several seeds, filled in and started as a user would;
games with secrets put the curtain up first and after every change of
human."""

import pytest

from tabletop.engine.saves import write_save
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.base import TableScene
from tests.test_registered_games import setups
from tests.toygame import GAME as PEBBLES
from tests.ui.helpers import click, make_app, pass_curtain, start_from_setup

SEEDS = range(1, 5)


def assert_screen_is_the_actors(app) -> TableScene:
    """Past any curtain, the table is on top, shown to the seat to act, who can move."""
    top = app.ctx.stack.top
    if isinstance(top, HandoverScene):
        assert top.table.match.game.has_secrets, "a curtain only where there are secrets"
        assert top.seat == top.table.match.actor(), "the curtain names the player to act"
        pass_curtain(app)
        top = app.ctx.stack.top
    assert isinstance(top, TableScene), f"{type(top).__name__} instead of the table"
    match = top.match
    assert top.eyes == match.actor(), f"eyes on seat {top.eyes}, seat {match.actor()} to act"
    assert top.my_turn()
    assert top.gestures(top.view) or top.sidebar.moves.actions, "nothing to do by mouse"
    assert "their turn" not in top.sidebar.info.banner
    return top


def open_from_load(app, match) -> None:
    """Save ``match``, open the Load scene and click its row."""
    for old in app.services.save_dir.glob("*.json"):
        old.unlink()
    write_save(app.services.save_dir / "hotseat.json", match)
    scene = LoadScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    app.step([], 1 / 60)
    rect, _ = scene.rows()[0]
    click(app, rect.center)


@pytest.mark.parametrize("game, players, mode", list(setups()))
def test_a_table_from_set_up_belongs_to_the_seat_to_act(game, players, mode):
    app = make_app(real_games=True)
    for seed in SEEDS:
        start_from_setup(app, game, players, mode, seed)
        table = assert_screen_is_the_actors(app)
        assert table.match.config.seed == seed and table.match.config.players == players
        open_from_load(app, table.match)
        assert_screen_is_the_actors(app)


def test_with_secrets_the_curtain_goes_up_first_and_at_every_change_of_human():
    app = make_app()  # the toy game: hidden hands
    for seed in SEEDS:
        curtain = start_from_setup(app, PEBBLES, 3, "standard", seed)
        assert isinstance(curtain, HandoverScene) and curtain.seat == curtain.table.match.actor()
        table = assert_screen_is_the_actors(app)
        match = table.match
        for _ in range(4):
            before = match.actor()
            assert table.try_play(next(a for a in table.legal_actions() if a.kind == "play"))
            after = match.actor()
            if after != before:
                assert isinstance(app.ctx.stack.top, HandoverScene)
            table = assert_screen_is_the_actors(app)


def test_with_secrets_and_one_human_there_is_no_curtain():
    app = make_app()
    top = start_from_setup(app, PEBBLES, 2, "standard", 4, ("human", "bot:random"))
    assert isinstance(top, TableScene) and top.eyes == 0


def test_continue_opens_on_the_seat_to_act():
    app = make_app()
    start_from_setup(app, PEBBLES, 2, "standard", 2)
    table = assert_screen_is_the_actors(app)
    table.try_play(next(a for a in table.legal_actions() if a.kind == "play"))  # autosaved
    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    app.step([], 1 / 60)
    title.continue_last()
    assert assert_screen_is_the_actors(app).match.state == table.match.state


def test_a_move_from_the_wrong_screen_is_refused():
    app = make_app()
    start_from_setup(app, PEBBLES, 2, "standard", 3, ("human", "bot:random"))
    table = app.ctx.stack.top
    match = table.match
    for _ in range(100):  # Ann's screen; the bot moves at its pace until it is her turn
        if table.my_turn():
            break
        app.step([], 1.0)
    assert table.try_play(next(a for a in table.legal_actions() if a.kind == "play"))
    actor = match.actor()
    assert actor == 1 and table.eyes == 0  # the bot to move, Ann's screen (its delay runs)
    played = len(match.log)
    card = match.state.hands[actor][0]
    assert not table.try_play(
        next(a for a in match.game.legal_actions(match.state) if a.kind == "play")
    )
    assert len(match.log) == played
    assert table.toast.message == f"It is {match.seat_name(actor)}'s turn."
    assert card in match.state.hands[actor]


def test_when_a_bot_starts_the_next_human_claims_the_screen_first():
    app = make_app()
    curtain = start_from_setup(app, PEBBLES, 3, "standard", 6, ("bot:random", "human", "human"))
    assert isinstance(curtain, HandoverScene) and curtain.seat == 1, "Bob is next to play"
    pass_curtain(app)
    table = app.ctx.stack.top
    assert table.eyes == 1 and not table.my_turn()
    for _ in range(200):  # the bot moves after its visible delay; no second curtain for Bob
        app.step([], 0.1)
        if table.match.log:
            break
    assert table.match.log[0].seat == 0 and app.ctx.stack.top is table
    assert_screen_is_the_actors(app)


def test_play_again_opens_on_the_seat_to_act():
    app = make_app()
    start_from_setup(app, PEBBLES, 3, "standard", 5)
    match = assert_screen_is_the_actors(app).match
    while not match.is_over():
        match.play(match.game.legal_actions(match.state)[-1])
    results = ResultsScene(app.ctx, match)
    app.ctx.stack.clear_to(results)
    app.step([], 1 / 60)
    again = next(b for b in results.buttons if b.label == "Play again")
    click(app, again.rect.center)
    table = assert_screen_is_the_actors(app)
    assert table.match is not match and table.match.config.seed == match.config.seed + 1
