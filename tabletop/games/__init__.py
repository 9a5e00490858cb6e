"""The registry of games, found by discovery.

Every subpackage of ``tabletop.games`` whose ``__init__`` exports ``GAME`` is a registered
game; a package without ``GAME`` (a game still being written) is skipped. Games are
ordered by their spec's ``order``, then by title.

Adding a game: write ``tabletop/games/<id>/`` (the package template, see
``docs/architecture.md``) and export ``GAME`` from its ``__init__.py`` once it plays to the
end and passes ``tabletop.engine.conformance.run_conformance``; write its table as
``tabletop/ui/tables/<id>/`` exporting ``TABLE``; put its YAML and ``rules.md`` in
``data/<id>/``. Nothing else changes: every shared test (conformance, reachability,
hot-seat, screenshots) runs on every registered game.
"""

from __future__ import annotations

import importlib
import pkgutil

from tabletop.engine.game import Game


def sort_key(game: Game) -> tuple[int, str]:
    """Gallery order: the spec's ``order`` (99 when unset), then the title."""
    return (getattr(game, "order", 99), game.title)


def discover(package: str = __name__) -> tuple[Game, ...]:
    """The games exported as ``GAME`` by the subpackages of ``package`` (found on its
    ``__path__``), in gallery order."""
    found: list[Game] = []
    for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{package}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found.append(game)
    return tuple(sorted(found, key=sort_key))


GAMES: tuple[Game, ...] = discover()


def get_game(game_id: str) -> Game:
    """The registered game with this id; ``KeyError`` with the known ids otherwise."""
    for game in GAMES:
        if game.id == game_id:
            return game
    known = ", ".join(g.id for g in GAMES) or "none yet"
    raise KeyError(f"unknown game {game_id!r} (registered: {known})")


def game_ids() -> tuple[str, ...]:
    return tuple(g.id for g in GAMES)
