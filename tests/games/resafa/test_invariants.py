"""Invariants checked after every action of biased random games."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Config
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME


def check(state) -> None:
    c = components()
    icons = c.proposed.track_icons
    for seat, p in enumerate(state.players):
        assert min(p.coins, p.stone, p.marble, p.spice, p.amphora, p.cargo) >= 0, seat
        assert 0 <= p.cargo <= p.camel <= c.proposed.camel_max
        assert (p.cargo == 0) == (p.cargo_good == "")
        assert len(p.action_cards) == 6 and sorted(p.action_cards) == sorted(p.cards)
        assert all(0 <= t <= c.proposed.track_length for t in p.tracks)
        limited = p.tracks[:3]
        assert sum(1 for t in limited if t >= icons[1]) <= 2
        assert sum(1 for t in limited if t >= icons[2]) <= 1
        cells = [(w.x, w.y) for w in p.workshops]
        assert len(cells) == len(set(cells)) and all((x + y) % 2 == 0 for x, y in cells)
        assert all((g.x + g.y) % 2 == 1 for g in p.gardens)
        assert p.squares_done == sum(1 for g in p.gardens if g.complete)
        assert len(p.causeway) <= 2 and all(len(r) <= 3 for r in p.rows)
        assert p.bases == sum(row.count(seat) for row in state.bases)
        assert p.bases <= c.proposed.cubes_for_bases
    for i, row in enumerate(state.bases):
        owners = [o for o in row if o >= 0]
        assert len(owners) == len(set(owners)), state.centres[i]
    cells = [x.cell for x in state.canals]
    assert len(cells) == len(set(cells))
    if state.task is None and state.phase == "play":
        assert state.players[state.current].hand_size <= c.facts.hand_limit or not state.ending


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_throughout(players):
    for seed in range(2):
        state = GAME.new(Config.default(players, seed=100 + seed))
        rng = random.Random(seed)
        while GAME.actor(state) is not None:
            legal = GAME.legal_actions(state)
            busy = [a for a in legal if a.kind not in ("end_turn", "done")]
            state = GAME.advance(
                state, rng.choice(busy) if busy and rng.random() < 0.85 else rng.choice(legal)
            )
            check(state)
