"""The Resafa table's bridge to the game: the engine's ``facts`` function of a name when
it has one, else the game's data (``components``) for the provisional readings; and
``gain_text``, the words for a gain or cost used by every reading."""

from __future__ import annotations

import importlib
from dataclasses import fields
from typing import Any

from tabletop.games.resafa import components as _components  # provisional, see readings

_WORDS = {
    "coin": ("coin", "coins"),
    "stone": ("stone", "stone"),
    "marble": ("marble", "marble"),
    "spice": ("spice", "spice"),
    "amphora": ("amphora", "amphorae"),
    "vp": ("VP", "VP"),
    "camel": ("camel", "camels"),
    "square": ("square token", "square tokens"),
    "scarab": ("scarab token", "scarab tokens"),
    "sack": ("sack card", "sack cards"),
    "step": ("track step", "track steps"),
    "step_pink": ("pink step", "pink steps"),
    "produce": ("production", "productions"),
    "bonus_card": ("bonus card", "bonus cards"),
}


def _c() -> Any:
    return _components.components()


def _engine(name: str) -> Any:
    try:
        module = importlib.import_module("tabletop.games.resafa.facts")
    except ImportError:
        return None
    return getattr(module, name, None)


def gain_text(gain: Any) -> str:
    """``2 coins + 1 VP`` for a ``Gain`` ("nothing" when empty)."""
    f = _engine("gain_text")
    if f:
        return f(gain)
    parts = []
    for fld in fields(gain):
        n = getattr(gain, fld.name)
        if n:
            one, many = _WORDS.get(fld.name, (fld.name, fld.name))
            parts.append(f"{n} {one if n == 1 else many}")
    return " + ".join(parts) or "nothing"
