"""Watch the others play (#29), told: when the turn comes back to the player at the
screen, "What happened" lists each of the other players' moves since that player's last
one, newest last, as one sentence naming the player (the game's ``describe`` of the
position as the player at the screen may know it: no hidden card named), each followed
by what it set off; tables opened through set-up against a bot."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.engine.result import name_seats
from tests.ui.helpers import game_of, make_app, start_from_setup

GAMES = ("summer_nine", "summer_resort", "indian_summer", "lodge", "resafa")


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="fast", confirm_irreversible=False
    )
    return app


def back_to_me(app, table, limit=600) -> None:
    """Frames until the seat at the screen is to move and nothing is still told."""
    match = table.match
    for _ in range(limit):
        if match.is_over():
            return
        if match.actor() == table.eyes and not table.story.holding and not table.animating:
            return
        app.step([], 0.25)


def after_a_bot_turn(app, game_id: str, seed: int = 5, turns: int = 40):
    """A table opened through set-up (Ann at the screen, Bob a bot), Ann playing at
    random until Bob has made more than one move since her last one, or a few turns."""
    table = start_from_setup(app, game_of(game_id), 2, "standard", seed, ("human", "bot:greedy"))
    match, rng = table.match, random.Random(seed)
    best = None
    for _ in range(turns):
        back_to_me(app, table)
        if match.is_over():
            break
        if match.log and match.log[-1].seat != table.eyes:
            mine = max((i for i, e in enumerate(match.log) if e.seat == table.eyes), default=-1)
            best = len(match.log) - 1 - mine
            if best > 1:
                break
        assert table.try_play(rng.choice(table.legal_actions()))
        app.step([], 1 / 60)
    assert best, "the bot never moved"
    return table, match


@pytest.mark.parametrize("game_id", GAMES)
def test_what_happened_names_each_of_the_bots_moves_in_order(app, game_id):
    table, match = after_a_bot_turn(app, game_id)
    game, eyes = match.game, table.eyes
    names = tuple(seat.name for seat in match.config.seats)
    mine = max((i for i, e in enumerate(match.log) if e.seat == eyes), default=-1)
    expected: list[str] = []
    for index in range(mine + 1, len(match.log)):
        entry = match.log[index]
        assert entry.seat != eyes
        seen = game.view(match.states[index], eyes)
        line = name_seats(f"{names[entry.seat]} {game.describe(seen, entry.action)}", names)
        expected.append(line)
        expected.extend(name_seats(event, names) for event in entry.events)
    panel = table.story.panel
    assert panel is not None and panel.entry == len(match.log) - 1
    assert list(panel.lines) == expected  # each move, then what it set off, newest last
    moves = [line for line in panel.lines if line.startswith("Bob ")]
    assert len(moves) >= mine and len(moves) >= len(match.log) - 1 - mine
    assert not table.story.holding and panel.shown == len(panel.lines)


def test_a_hidden_card_stays_hidden_in_the_sentence(app):
    """Summer Nine: the card a Time Travel took is secret until it is placed: told to
    another seat, the move says "the card Time Travel took", never its name."""
    from tabletop.games.summer_nine.actions import DiscardPicked, PlacePicked
    from tabletop.games.summer_nine.state import HIDDEN

    game = game_of("summer_nine")
    table = start_from_setup(app, game, 2, "standard", 5, ("human", "bot:greedy"))
    state = dataclasses.replace(table.match.state, picked=12)
    seen = game.view(state, 1 - state.current)
    assert seen.picked == HIDDEN
    for action in (PlacePicked(5), DiscardPicked()):
        told = game.describe(seen, action)
        assert "Time Travel took" in told
        assert game.describe(state, action) != told


def test_after_the_curtain_the_next_player_is_told_what_the_previous_one_did(app):
    """Hot-seat (Summer Nine has secrets: a curtain between players): once Bob clicks
    through the curtain, "What happened" tells him Ann's moves, seen as he may see them."""
    from tests.ui.helpers import pass_curtain, play_at_table

    start_from_setup(app, game_of("summer_nine"), 2, "standard", 5, ("human", "human"))
    pass_curtain(app)
    table = app.ctx.stack.top
    match, rng = table.match, random.Random(3)
    for _ in range(20):
        if match.log and match.log[-1].seat != table.eyes:
            break
        play_at_table(app, table, rng.choice(table.legal_actions()))
        app.step([], 1 / 60)
    assert match.log and match.log[-1].seat != table.eyes
    panel = table.story.panel
    assert panel is not None
    game, eyes = match.game, table.eyes
    mover = match.config.seats[match.log[-1].seat].name
    seen = game.view(match.states[-2], eyes)
    told = game.describe(seen, match.log[-1].action)
    assert f"{mover} {told}" in panel.lines
