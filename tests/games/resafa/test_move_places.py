"""Resafa's move lines name the piece and the place (#29): for every kind of move with a
piece and a place, in seeded games at every count, the sentence says where the piece came
from and where it went, in players' words ("plays the action card Trading / Garden (β)
from their hand, upper half (Trading) up", "moves their marker from space 3 to space 4 of
the pink track", "takes a sack card, face down, from the sack pile")."""

from __future__ import annotations

import random
import re

from tabletop.engine import Config
from tabletop.games.resafa import GAME
from tabletop.games.resafa import actions as A

GRID = r"at square \(-?\d+, -?\d+\) of their workshop grid"
PLACES = {
    A.PlayCard: r"^plays (the action card [A-Z]\w+ / [A-Z]\w+ \(.\)|the yellow .+) from their "
    r"hand, (upper|lower) half( \([A-Z]\w+\))? up$",
    A.Main: r"^takes the \w+ action, the main action of their card$",
    A.TakeBonus: r"^takes the \w+ \w+ bonus card \(.+\) from the bonus display$",
    A.StepTrack: r"^moves their marker from (the start|space \d+) to space \d+ of the \w+ track$",
    A.TakeSack: r"^takes a sack card, face down, from the sack pile$",
    A.TakeSpecial: r"^takes the \w+ level I+ special card \(.+\) from its stack beside the track$",
    A.BuildWorkshop: r"^builds the \w+ level I+ workshop \(.+\) from the workshop display " + GRID,
    A.BuildGarden: r"^lays a (small|large) garden tile from the supply in strip \d of the garden "
    r"square at \(-?\d+, -?\d+\) of their workshop grid, its strips running",
    A.BuildCanal: r"^builds a .+ from their canal tiles on (column \w, row \d|the tank square "
    r"under column \w) of the water network$",
    A.MoveCamel: r"^moves their caravan from [A-Z]\w+ to [A-Z]\w+( by way of Resafa)?$",
    A.Produce: r"^produces .+ in their workshop " + GRID + "$",
    A.PlaceToken: r"^places a merchant token in the \w+ row of their area$",
    A.PlayBonus: r"^plays a bonus card from their hand: ",
    A.PlaySack: r"^plays a sack card from their hand: ",
    A.RouteWater: r"^steers the water cube at (column \w, row \d|the tank square under column \w)"
    r" of the water network (down|to the left|to the right)$",
}


def test_every_move_with_a_piece_and_a_place_names_both():
    seen: set[type] = set()
    for players, mode in ((4, "standard"), (2, "standard"), (1, "solo")):
        for seed in range(3):
            state = GAME.new(Config.default(players, seed=seed, mode=mode))
            rng = random.Random(seed)
            for _ in range(600):
                if GAME.is_over(state):
                    break
                legal = GAME.legal_actions(state)
                for action in legal:
                    pattern = PLACES.get(type(action))
                    if pattern is not None:
                        seen.add(type(action))
                        line = GAME.describe(state, action)
                        assert re.match(pattern, line), (action, line)
                state = GAME.advance(state, rng.choice(legal))
    assert seen >= set(PLACES) - {A.RouteWater, A.PlaceToken}, set(PLACES) - seen  # rare ones


def test_a_marker_moves_from_its_space_to_the_next():
    state = GAME.new(Config.default(2, seed=1))
    rng = random.Random(1)
    for _ in range(400):
        legal = GAME.legal_actions(state)
        steps = [a for a in legal if isinstance(a, A.StepTrack)]
        if steps:
            seat = GAME.actor(state)
            i = ("yellow", "white", "blue", "pink").index(steps[0].colour)
            at = state.players[seat].tracks[i]
            line = GAME.describe(state, steps[0])
            start = "the start" if at == 0 else f"space {at}"
            assert line == (
                f"moves their marker from {start} to space {at + 1} of the {steps[0].colour} track"
            )
            if at:
                return
        state = GAME.advance(state, rng.choice(legal))
    raise AssertionError("no marker moved twice")
