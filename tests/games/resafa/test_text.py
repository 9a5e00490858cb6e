"""The move lines (``describe``) are the buttons' labels and the log's lines: each names
its card, option, stack or place in players' words, two different moves at one decision
read differently (unless they are the same move with twin components), no internal code
is shown and no hidden card is told (the next solo card, a card in a masked view)."""

from __future__ import annotations

import random
import re
from collections import defaultdict

from tabletop.engine import Config
from tabletop.games.resafa import GAME
from tabletop.games.resafa import actions as A
from tabletop.games.resafa.components import components

CODES = re.compile(r"\b(K\d+|L\d-\d+|[a-z]\d-\d+|p\d+|SO\d|R\d+|E\d+|[A-J]\d|seat \d)\b")
GENERIC = {"swap card", "use special", "use tile", "look stack", "done", "is done"}
TWINS = (A.BuildCanal, A.PlayBonus, A.PlaySack, A.DiscardBonus, A.DiscardSack, A.UseTile)
"""Moves that may read the same: twin tiles or cards (same face, same effect)."""


def _decisions(players: int, mode: str, seed: int, limit: int = 400):
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    for _ in range(limit):
        if GAME.is_over(state):
            return
        legal = GAME.legal_actions(state)
        yield state, legal
        state = GAME.advance(state, rng.choice(legal))


def _twins(a, b) -> bool:
    if type(a) is not type(b) or not isinstance(a, TWINS):
        return False
    c = components()
    if isinstance(a, A.BuildCanal):
        fa = c.canal_tiles[a.tile].faces[a.face]
        fb = c.canal_tiles[b.tile].faces[b.face]
        return a.cell == b.cell and (fa.shape, fa.coins, fa.blue) == (fb.shape, fb.coins, fb.blue)
    return getattr(a, "choice", 0) == getattr(b, "choice", 0)


def test_every_line_is_specific_distinct_and_free_of_codes():
    kinds = set()
    for players, mode in ((4, "standard"), (2, "standard"), (1, "solo")):
        for seed in range(3):
            for state, legal in _decisions(players, mode, seed):
                lines = defaultdict(list)
                for action in legal:
                    line = GAME.describe(state, action)
                    kinds.add(type(action))
                    assert line not in GENERIC and line != action.kind.replace("_", " ")
                    assert not CODES.search(line), line
                    assert "Resafabot" not in line  # never the next solo card
                    lines[line].append(action)
                for line, same in lines.items():
                    assert all(_twins(same[0], b) for b in same[1:]), (line, same)
    assert {A.PlayCard, A.TakeBonus, A.BuildWorkshop, A.BuildCanal, A.Done} <= kinds


def test_a_card_with_a_choice_names_each_option():
    card = next(k for k, s in components().specials.items() if len(s.effect.options) > 2)
    n = len(components().specials[card].effect.options)
    state = GAME.new(Config.default(2, seed=1))
    lines = {GAME.describe(state, A.UseSpecial(card, i)) for i in range(n)}
    assert len(lines) == n and all(", choosing " in line for line in lines)


def test_the_hidden_special_stack_is_named_by_colour_and_level_never_by_its_cards():
    for state, legal in _decisions(4, "standard", 1, 2000):
        look = [a for a in legal if isinstance(a, A.LookStack)]
        if look:
            line = GAME.describe(state, look[0])
            task = state.task
            assert line == (
                f"looks through the hidden {task.colour} level {'I' * task.level} special cards"
            )
            return
    raise AssertionError("no stack to look through in this game")


def test_masked_cards_in_a_view_are_a_card_not_a_name():
    from tabletop.games.resafa.visibility import H

    state = GAME.new(Config.default(2, seed=1))
    assert GAME.describe(state, A.PlayBonus(H)) == "plays a bonus card"
    assert GAME.describe(state, A.DiscardSack(H)) == "discards a sack card for 1 VP"
    assert GAME.describe(state, A.TakeSpecial(H)) == "takes a special card"
