"""Ships data/ and assets/ with a regular (non-editable) install.

Everything else lives in pyproject.toml; this file only lists the resource files, which a
wheel installs under ``<prefix>/share/tabletop/`` where ``tabletop.resources`` finds them.
"""

from pathlib import Path

from setuptools import setup

HERE = Path(__file__).parent


def _data_files() -> list[tuple[str, list[str]]]:
    out: dict[str, list[str]] = {}
    for top in ("data", "assets"):
        for path in sorted((HERE / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                rel = path.relative_to(HERE)
                out.setdefault(str(Path("share/tabletop") / rel.parent), []).append(str(rel))
    return sorted(out.items())


setup(data_files=_data_files())
