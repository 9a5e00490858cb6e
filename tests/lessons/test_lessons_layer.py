"""``tabletop/lessons`` is a pure layer (``ui → lessons → games → engine``): it imports
without pygame and without the UI."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_lessons_import_without_pygame_or_the_ui():
    code = textwrap.dedent(
        """
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name == "pygame" or name.startswith("pygame.") or name.startswith("tabletop.ui"):
                    raise ImportError(f"{name} is blocked below the UI layer")
                return None
        sys.meta_path.insert(0, Block())
        import importlib, pkgutil, tabletop.lessons as lessons
        for m in pkgutil.walk_packages(lessons.__path__, "tabletop.lessons."):
            importlib.import_module(m.name)
        import tabletop.cli_lesson
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
