"""The network layer is pure: it imports neither pygame nor the UI (``ui -> net -> games ->
engine``), and it plays a game without them."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import sys
    class Block:
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith("pygame.") or name.startswith("tabletop.ui"):
                raise ImportError(name + " is blocked below the UI layer")
            return None
    sys.meta_path.insert(0, Block())
    import importlib, pkgutil, tabletop.net as net
    for m in pkgutil.walk_packages(net.__path__, "tabletop.net."):
        if m.name != "tabletop.net.wormhole_link":  # the transport's own dependencies
            importlib.import_module(m.name)
    from tests.net.play import Table
    table = Table("summer_nine", 2, seed=1)
    table.play_out()
    print("ended", len(table.match.log))
    """
)


def test_the_network_layer_plays_without_pygame_or_the_ui():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("ended")
