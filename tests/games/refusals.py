"""The one check that the engine refuses a move, shared by every game's rules tests."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine import Game, IllegalAction


def refused(game: Game, state: Any, action: Any, *words: str) -> str:
    """``game`` refuses ``action`` in ``state``: ``check`` gives a reason holding each of
    ``words``, ``apply`` raises ``IllegalAction`` with that same reason and leaves the state
    as it was. Returns the reason."""
    reason = game.check(state, action)
    assert reason, f"{action} was accepted"
    for word in words:
        assert word in reason, f"{word!r} not in {reason!r}"
    before = game.to_dict(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, action)
    assert info.value.reason == reason
    assert game.to_dict(state) == before
    return reason
