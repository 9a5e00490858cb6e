"""A game's own search bot and hint reason are found through the declared contract
(``Game.search_bot``, ``Game.hint_reason``), not by module names: a toy game that declares
both, dropped in as a package, has its bot play a seat opened through set-up and its
reason spoken by the hint (H)."""

import pygame
import pytest

from tabletop.engine.bots import make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.ui.tables import table_for
from tests.dropped_in import dropped_in
from tests.toygame import Pebbles
from tests.ui.helpers import key, relaxed_app, start_from_setup

REASON = "pebbles like company"


class OwnBot:
    """The toy game's own search bot: plays the first legal move and counts its calls."""

    calls: list[tuple[int, str]] = []

    def __init__(self, seat: int, level: str):
        self.seat, self.level = seat, level

    def choose(self, view, legal, rng):
        OwnBot.calls.append((self.seat, self.level))
        return legal[0]


class PebblesWithHooks(Pebbles):
    """The toy game declaring a search bot and a hint reason of its own."""

    def search_bot(self, seat, level, clock):
        return OwnBot(seat, level)

    def hint_reason(self, before, after, seat):
        return REASON


GAME = PebblesWithHooks()


@pytest.fixture
def registered(tmp_path, monkeypatch):
    """The registry's games after the ``pebbles`` packages were added."""
    yield from dropped_in(
        tmp_path, monkeypatch, "tests.test_declared_bot_hooks", "tests.ui.toy_table"
    )


def test_make_bot_uses_the_declared_search_bot_and_the_default_otherwise():
    assert isinstance(make_bot("normal", GAME, 1), OwnBot)
    assert isinstance(make_bot("normal", Pebbles(), 1), SearchBot)


def test_a_registered_game_s_own_bot_plays_and_its_reason_is_the_hint(registered):
    game = next(g for g in registered if g.id == "pebbles")
    assert isinstance(game, PebblesWithHooks)
    app = relaxed_app()
    app.services.games, app.services.table_for = registered, table_for
    OwnBot.calls.clear()
    table = start_from_setup(app, game, 2, "standard", 3, controllers=("human", "bot:normal"))
    match = table.match
    for _ in range(400):  # the human plays the hint's move; the bot answers
        if match.is_over():
            break
        if match.actor() == 0:
            for _ in range(3):  # where, what, why (the reason)
                key(app, pygame.K_h, text="h")
            assert REASON in table.toast.message
            table.try_play(table.hint)
        else:
            app.step([], 1.0)
    assert OwnBot.calls and all(call == (1, "normal") for call in OwnBot.calls)
    bot_moves = [entry for entry in match.log if entry.seat == 1]
    assert len(bot_moves) == len(OwnBot.calls)
