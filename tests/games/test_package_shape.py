"""Every registered game package has the same shape (``docs/architecture.md``, "The game
package template"): the same top-level modules, each job's entry points under the same
names, nothing else at the top. The games come from the registry, not from a list."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import tabletop.games

REQUIRED = {
    "game": ("SPEC",),
    "actions": ("ACTION_TYPES",),
    "state": ("conserved",),
    "components": ("components",),
    "setup": ("new_state",),
    "rules": ("legal_actions", "explain"),
    "turn": ("advance",),
    "scoring": ("result",),
    "text": ("describe", "prompt"),
    "facts": (),
    "visibility": ("view", "determinize"),
    "bot": ("heuristic",),
}
"""Each job's module (a module, or a package for a job that needs several modules) and
the names it offers."""
OPTIONAL = {"automa"}
"""Only where a game has an automa (a rulebook's, or the solo rival of our own design)."""


def packages():
    seen = {}
    for game in tabletop.games.GAMES:
        name = type(game).__module__.rsplit(".", 1)[0]
        seen[name] = game
    return sorted(seen.items())


@pytest.mark.parametrize("package,game", packages(), ids=[p for p, _ in packages()])
def test_the_game_package_has_the_template_s_shape(package, game):
    module = importlib.import_module(package)
    folder = Path(module.__file__).parent
    top = {info.name for info in pkgutil.iter_modules([str(folder)])}
    missing = set(REQUIRED) - top
    assert not missing, f"{package} lacks {sorted(missing)}"
    extra = top - set(REQUIRED) - OPTIONAL
    assert not extra, f"{package} has modules outside the template at its top: {sorted(extra)}"
    for job, names in REQUIRED.items():
        part = importlib.import_module(f"{package}.{job}")
        for name in names:
            assert hasattr(part, name), f"{package}.{job} offers no {name}"
            if name.islower():
                assert callable(getattr(part, name)), f"{package}.{job}.{name}"
    init = (folder / "__init__.py").read_text()
    code = [line for line in init.splitlines() if line and not line.startswith(("#", '"""'))]
    assert "from .game import GAME" in code, f"{package}/__init__.py exports GAME from game"
    assert module.GAME is game


@pytest.mark.parametrize("package,game", packages(), ids=[p for p, _ in packages()])
def test_game_py_wires_the_modules(package, game):
    """``game.py`` holds the spec and the wiring: the rule methods call the job modules."""
    wiring = importlib.import_module(f"{package}.game")
    cls = type(game)
    for method in ("view", "determinize", "conserved", "legal_actions", "advance"):
        assert method in cls.__dict__, f"{cls.__name__} wires {method}"
        source = inspect.getsource(cls.__dict__[method])
        assert len(source.strip().splitlines()) <= 8, f"{cls.__name__}.{method} is wiring only"
    assert wiring.SPEC is cls.spec
