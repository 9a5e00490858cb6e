"""A bot thinking on its worker thread while the window keeps drawing (issue #15: "the
window never stops drawing while a bot thinks").

The table is opened through the set-up scene as a player opens it, with a searching bot in
the first seat. The bot is replaced by one that thinks until the test lets it go, so the
test does not depend on how fast anything is: while it thinks, every pass of the app's
loop presents a new frame; once it lets go, its move lands on the table. Speed is measured
by ``python main.py bench --only think``, never here.
"""

from __future__ import annotations

import sys
import threading
import time

import pygame
import pytest

from tabletop.ui.tables.controls import BOT_DELAY, THINK_SWITCH, USUAL_SWITCH
from tests.toygame import GAME
from tests.ui.helpers import make_app, start_from_setup


class HeldBot:
    """Thinks until ``go`` is set, then takes the last legal move."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.go = threading.Event()
        self.choice = None

    def choose(self, view, legal, rng):
        self.started.set()
        if not self.go.wait(30):
            raise TimeoutError("the test never let the bot go")
        self.choice = legal[-1]
        return self.choice


@pytest.fixture
def presented(monkeypatch):
    """Counts the frames that reach the screen (``pygame.display.flip``/``update``)."""
    count = [0]
    flip, update = pygame.display.flip, pygame.display.update

    def counted_flip():
        count[0] += 1
        return flip()

    def counted_update(*args):
        count[0] += 1
        return update(*args)

    monkeypatch.setattr(pygame.display, "flip", counted_flip)
    monkeypatch.setattr(pygame.display, "update", counted_update)
    return count


def loop_pass(app) -> bool:
    """One pass of the app's own loop (``App.run``): wait for the frame's turn, handle
    what arrived, update, draw if anything changed."""
    events, dt = app.next_events()
    return app.step(events, dt, only_if_changed=True)


def test_the_table_keeps_presenting_frames_while_a_bot_thinks_and_its_move_lands(presented):
    app = make_app()
    table = start_from_setup(app, GAME, 2, "standard", seed=5, controllers=("bot:easy", "human"))
    match = table.match
    assert match.actor() == 0 and table.bots.is_bot(0)
    bot = HeldBot()
    table.bots.bots[0] = bot

    app.step([], BOT_DELAY + 0.1, only_if_changed=True)  # the bot's visible delay passes
    assert bot.started.wait(10), "the bot started thinking"
    assert table.bots.thinking and not match.log
    # the worker hands the interpreter back to the drawing loop at short intervals
    assert sys.getswitchinterval() == pytest.approx(min(USUAL_SWITCH, THINK_SWITCH))

    before = presented[0]
    drawn = [loop_pass(app) for _ in range(6)]
    assert all(drawn), "every pass of the loop drew a frame while the bot thought"
    assert presented[0] - before >= 6, "and each frame reached the screen"
    assert table.bots.thinking and not match.log, "the move has not landed yet"

    bot.go.set()
    landed_in_a_drawn_frame = False
    for _ in range(500):  # the worker finishes; the loop picks its move up
        shown = presented[0]
        drew = loop_pass(app)
        if match.log:
            landed_in_a_drawn_frame = drew and presented[0] > shown
            break
        time.sleep(0.01)
    assert len(match.log) == 1
    assert match.log[0].seat == 0 and match.log[0].action == bot.choice
    assert not table.bots.thinking
    assert sys.getswitchinterval() == pytest.approx(USUAL_SWITCH), "put back once it landed"
    assert landed_in_a_drawn_frame, "the pass that played the move showed it"
