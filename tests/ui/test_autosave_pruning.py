"""A game started from the set-up scene writes its autosave after the first move, and that
removes the game's oldest autosaves beyond ``AUTOSAVES_KEPT`` (a finished game first); the
player's own saves stay. Real files in the test's ``TABLETOP_HOME``."""

from tabletop.engine.saves import AUTOSAVES_KEPT, list_saves, write_save
from tests.engine.test_autosave_pruning import aged, autosave_file, finished_match, toy_match
from tests.toygame import GAME as PEBBLES
from tests.ui.helpers import make_app, pass_curtain, play_at_table, start_from_setup


def test_the_first_move_of_a_new_game_prunes_its_old_autosaves():
    app = make_app()  # the toy game
    directory = app.services.save_dir
    directory.mkdir(parents=True, exist_ok=True)
    unfinished = [autosave_file(directory, toy_match(2, seed=s), hours=s) for s in range(1, 7)]
    finished = autosave_file(directory, finished_match(), hours=0.5)
    manual = aged(write_save(directory / "keep me.json", finished_match(2)), 500)

    start_from_setup(app, PEBBLES, 2, "standard", 3)
    pass_curtain(app)
    table = app.ctx.stack.top
    assert {s.path for s in list_saves(directory)} >= set(unfinished) | {finished, manual}
    play_at_table(app, table, next(a for a in table.legal_actions() if a.kind == "play"))

    saves = list_saves(directory)
    autosaves = [s for s in saves if s.autosave]
    assert len(autosaves) == AUTOSAVES_KEPT
    assert autosaves[0].moves == 1 and autosaves[0].finished is False  # the new game's
    assert [s.path for s in autosaves[1:]] == unfinished[: AUTOSAVES_KEPT - 1]
    assert not finished.exists() and manual.exists()
    assert [s.path for s in saves if not s.autosave] == [manual]
