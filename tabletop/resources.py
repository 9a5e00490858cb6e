"""Finds ``data/`` and ``assets/`` wherever Tabletop runs.

Looked for, in order: ``$TABLETOP_ROOT``; the PyInstaller bundle (``sys._MEIPASS``); the
source checkout (also an editable install), next to the ``tabletop`` package; a regular
install, under ``<prefix>/share/tabletop``. Nothing is resolved against the working
directory.
"""

from __future__ import annotations

import functools
import os
import sys
import sysconfig
from pathlib import Path


class ResourceError(RuntimeError):
    """``data/`` or ``assets/`` could not be found."""


def _candidates() -> list[Path]:
    out = []
    env = os.environ.get("TABLETOP_ROOT")
    if env:
        out.append(Path(env))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        out.append(Path(bundle))
    out.append(Path(__file__).resolve().parent.parent)
    out.append(Path(sysconfig.get_path("data")) / "share" / "tabletop")
    out.append(Path(sys.prefix) / "share" / "tabletop")
    return out


@functools.cache
def root() -> Path:
    """The folder that holds ``data/`` and ``assets/``."""
    for candidate in _candidates():
        if (candidate / "data").is_dir() and (candidate / "assets").is_dir():
            return candidate
    looked = ", ".join(str(c) for c in _candidates())
    raise ResourceError(f"Tabletop's data and assets folders were not found (looked in {looked})")


def data_path(*parts: str) -> Path:
    """A path under ``data/``, e.g. ``data_path("lodge", "rooms.yaml")``."""
    return root().joinpath("data", *parts)


def asset_path(*parts: str) -> Path:
    """A path under ``assets/``, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return root().joinpath("assets", *parts)
