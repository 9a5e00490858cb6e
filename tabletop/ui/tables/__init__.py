"""Table scenes, one package per game: ``tabletop/ui/tables/<id>/`` exporting ``TABLE``.

The package for a game is found by its id (``tabletop.ui.tables.<game.id>``). A game
without its own table package (or one that does not export ``TABLE`` yet) is still
playable on the generic ``TableScene``, which offers every legal action as a button.
"""

from __future__ import annotations

import importlib

from tabletop.engine.game import Game

from .base import TableScene


def table_for(game: Game) -> type[TableScene]:
    """The table scene class for ``game`` (the generic table when it has none)."""
    name = f"{__name__}.{game.id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return TableScene
    table = getattr(module, "TABLE", None)
    if isinstance(table, type) and issubclass(table, TableScene):
        return table
    return TableScene


__all__ = ["TableScene", "table_for"]
