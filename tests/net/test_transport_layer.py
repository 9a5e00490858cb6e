"""The transport stays in its layer: no pygame, no UI, and Twisted only once a link is made."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCK = textwrap.dedent(
    """
    import sys
    class Block:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] == "pygame" or name.startswith("tabletop.ui"):
                raise ImportError(f"{name} is blocked below the UI layer")
            return None
    sys.meta_path.insert(0, Block())
    """
)


def run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK + textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_transport_and_its_helpers_work_without_pygame_or_the_ui() -> None:
    done = run(
        """
        import sys
        import tabletop.net.wormhole_link as wl, tabletop.net.selftest, tabletop.net.bench_net
        import tabletop.net.loopback
        assert "twisted" not in sys.modules, "Twisted loaded before any link was made"
        import argparse, io
        out = io.StringIO()
        code = tabletop.net.selftest.net_check_command(argparse.Namespace(mailbox=None), out)
        assert code == 0, out.getvalue()
        assert "twisted" in sys.modules
        """
    )
    assert done.returncode == 0, done.stderr
