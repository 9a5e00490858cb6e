"""Imports only go down: ui -> games -> engine. Engine and games never import pygame."""

import subprocess
import sys
import textwrap

BLOCK = textwrap.dedent(
    """
    import sys
    class Block:
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith("pygame."):
                raise ImportError("pygame is blocked below the UI layer")
            if {blocked_games} and (name == "tabletop.games" or name.startswith("tabletop.games.")):
                raise ImportError("engine imported tabletop.games")
            return None
    sys.meta_path.insert(0, Block())
    """
)


def run(code: str, blocked_games: bool = False) -> subprocess.CompletedProcess:
    script = BLOCK.format(blocked_games=blocked_games) + textwrap.dedent(code)
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)


def test_engine_imports_without_pygame_or_games():
    import pkgutil

    import tabletop.engine

    modules = [m.name for m in pkgutil.walk_packages(tabletop.engine.__path__, "tabletop.engine.")]
    proc = run(
        "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in modules), True
    )
    assert proc.returncode == 0, proc.stderr


def test_games_import_without_pygame():
    proc = run(
        """
        import importlib, pkgutil, tabletop.games as g
        for m in pkgutil.walk_packages(g.__path__, "tabletop.games."):
            importlib.import_module(m.name)
        for game in g.GAMES:
            assert game.id
        """
    )
    assert proc.returncode == 0, proc.stderr
