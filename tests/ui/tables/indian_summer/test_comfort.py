"""Indian Summer solo screens (issue #14): the score column shows the score, and the
series says which game comes next."""

from __future__ import annotations

import random

from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import NextGame
from tabletop.games.indian_summer.state import BETWEEN_GAMES
from tabletop.ui.tables.indian_summer import TABLE
from tests.ui.helpers import open_game_table, relaxed_app, seated_match


def _play_until(match, stop, seed=1):
    rng = random.Random(seed)
    while not stop(match.state):
        match.play(rng.choice(GAME.legal_actions(match.state)))


def _scores_shown(table):
    table.refresh()
    return [row.score for row in table.sidebar.info.seats]


def test_the_score_column_shows_the_solo_score_not_the_covered_spaces():
    app = relaxed_app()
    match = seated_match(GAME, 1, "solo", seed=3)
    _play_until(match, lambda s: s.solo.turn_no > 3)
    table = open_game_table(app, match, TABLE)
    covered = match.state.players[0].forest.covered.bit_count()
    shown = _scores_shown(table)
    assert table.sidebar.info.scored and shown[0] < 0 and shown[0] != covered
    _play_until(match, GAME.is_over)
    result = GAME.result(match.state)
    assert _scores_shown(table) == list(result.totals)
    assert result.totals[0] != match.state.players[0].forest.covered.bit_count()


def test_between_series_games_the_next_game_is_named_by_number():
    app = relaxed_app()
    match = seated_match(GAME, 1, "solo_series", seed=3)
    _play_until(match, lambda s: s.step.main == BETWEEN_GAMES)
    table = open_game_table(app, match, TABLE)
    assert GAME.prompt(match.state) == "start game 2 of 3 of the series"
    labels = [label for _, label in table.sidebar.moves.actions]
    assert "starts game 2 of 3 of the series" in labels
    assert _scores_shown(table) == [match.state.finals[0].points]
    assert table.try_play(NextGame())
    from tabletop.games.indian_summer import facts

    assert "game 2 of 3" in facts.status(match.state)


def test_no_tile_codes_or_seat_numbers_in_what_players_read():
    import re

    from tabletop.games.indian_summer import facts

    code = re.compile(r"\b[GYR]\d{2}\b|\bseat \d|turn t\b")
    app = relaxed_app()
    match = seated_match(GAME, 3, seed=5)
    rng = random.Random(2)
    for _ in range(60):
        if GAME.is_over(match.state):
            break
        for action in GAME.legal_actions(match.state)[:40]:
            line = GAME.describe(match.state, action)
            assert not code.search(line), line
        match.play(rng.choice(GAME.legal_actions(match.state)))
    table = open_game_table(app, match, TABLE)
    for piece in table.pieces(table.view):
        assert not code.search(piece.label or ""), piece.label
    assert not code.search(facts.SOLO_ROW_NOTE)


def test_after_a_series_the_results_offer_a_new_series():
    from tabletop.ui.scenes.results import ResultsScene
    from tests.ui.helpers import click

    app = relaxed_app()
    match = seated_match(GAME, 1, "solo_series", seed=3)
    _play_until(match, GAME.is_over)
    app.ctx.stack.clear_to(ResultsScene(app.ctx, match))
    app.step([], 1 / 60)
    again = next(b for b in app.ctx.stack.top.buttons if b.label == "New series")
    click(app, again.rect.center)
    table = app.ctx.stack.top
    fresh = table.match
    assert fresh is not match and fresh.config.mode == "solo_series"
    assert fresh.state.solo.series and fresh.state.solo.games == ()
    assert fresh.config.seed == match.config.seed + 1
