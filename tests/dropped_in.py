"""A game and its table dropped in as packages ``tabletop/games/pebbles/`` and
``tabletop/ui/tables/pebbles/`` (in a temporary folder on the packages' paths), as a new
game's author adds them: the registry's discovery finds them with no edit elsewhere."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import tabletop.games
import tabletop.ui.tables
from tabletop.games import discover


def dropped_in(
    folder: Path, monkeypatch: pytest.MonkeyPatch, game_module: str, table_module: str
) -> Iterator[list]:
    """Yields the registry's games after ``pebbles`` packages exporting ``GAME`` from
    ``game_module`` and ``TABLE`` from ``table_module`` were added; removes them after."""
    for part, line in (
        ("games", f"from {game_module} import GAME\n"),
        ("tables", f"from {table_module} import TABLE\n"),
    ):
        package = folder / part / "pebbles"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text(f'"""Pebbles."""\n\n{line}')
    for module, part in ((tabletop.games, "games"), (tabletop.ui.tables, "tables")):
        monkeypatch.setattr(module, "__path__", [*module.__path__, str(folder / part)])
    yield discover()
    for name in ("tabletop.games.pebbles", "tabletop.ui.tables.pebbles"):
        sys.modules.pop(name, None)
