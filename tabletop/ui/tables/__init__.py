"""Table scenes, one module per game: ``tabletop/ui/tables/<id>.py`` exposing ``TABLE``.

A game without its own table yet is still playable on the generic table, which offers
every legal action as a button.
"""

from __future__ import annotations

import importlib

from tabletop.engine.game import Game


def table_for(game: Game) -> type:
    """The table scene class for ``game``."""
    try:
        module = importlib.import_module(f"tabletop.ui.tables.{game.id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"tabletop.ui.tables.{game.id}":
            raise
        from .base import TableScene

        return TableScene
    return module.TABLE
