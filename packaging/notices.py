"""Write the licences and third-party notices into a built bundle.

    python packaging/notices.py dist/Tabletop

Generated from what is really there, never kept by hand:
- every Python distribution the bundle was built from (``importlib.metadata``): name,
  version, licence field, and the licence files the distribution ships;
- Python's own licence (``LICENSE.txt`` of the interpreter that built the bundle);
- every native library in the bundle (``*.so*``, ``*.dll``, ``*.dylib``) with the project
  and licence it belongs to. Wheels do not carry those texts, so the project of each
  library is looked up in ``NATIVE`` below by file-name prefix; a library that is not in
  the table fails the build, so a new one cannot ship unnoticed.
The LGPL-2.1 text pygame-ce is under comes from the system's common licences where the
build machine has them (Debian, Ubuntu), else the notice names where to read it.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTIONS = ("pygame-ce", "PyYAML", "platformdirs")
NATIVE: dict[str, tuple[str, str]] = {
    # file-name prefix: (project, licence)
    "libSDL2_image": ("SDL_image (via pygame-ce)", "zlib"),
    "libSDL2_ttf": ("SDL_ttf (via pygame-ce)", "zlib"),
    "libSDL2": ("SDL 2 (via pygame-ce)", "zlib"),
    "libfreetype": ("FreeType (via pygame-ce)", "FreeType License (FTL)"),
    "libharfbuzz": ("HarfBuzz (via pygame-ce)", "MIT (Old MIT)"),
    "libpng": ("libpng (via pygame-ce)", "libpng License"),
    "libjpeg": ("libjpeg-turbo (via pygame-ce)", "IJG and BSD-3-Clause"),
    "libtiff": ("LibTIFF (via pygame-ce)", "libtiff License"),
    "libwebp": ("libwebp (via pygame-ce)", "BSD-3-Clause"),
    "libsharpyuv": ("libwebp sharpyuv (via pygame-ce)", "BSD-3-Clause"),
    "libbrotli": ("Brotli (via pygame-ce)", "MIT"),
    "libz": ("zlib", "zlib"),
    "libbz2": ("bzip2", "bzip2 License"),
    "liblzma": ("XZ Utils", "0BSD / public domain"),
    "libffi": ("libffi", "MIT"),
    "libpython": ("Python", "PSF License (see Python-LICENSE.txt)"),
    "libexpat": ("Expat", "MIT"),
    "libmpdec": ("mpdecimal", "BSD-2-Clause"),
    "libuuid": ("util-linux libuuid", "BSD-3-Clause"),
    "libreadline": ("GNU Readline", "GPL-3.0"),
    "libncurses": ("ncurses", "MIT-style (X11)"),
    "libtinfo": ("ncurses", "MIT-style (X11)"),
    "libsqlite3": ("SQLite", "public domain"),
}
SYSTEM_LGPL = Path("/usr/share/common-licenses/LGPL-2.1")


def native_libraries(bundle: Path) -> list[Path]:
    pattern = re.compile(r".*\.(so(\.\d+)*|dll|dylib)$")
    return sorted(p for p in bundle.rglob("*") if p.is_file() and pattern.match(p.name))


def project_of(library: Path) -> tuple[str, str] | None:
    name = library.name
    if ".cpython-" in name or name.endswith(".pyd") or name.endswith(".abi3.so"):
        return ("Python extension module (from the distribution it belongs to)", "as below")
    for prefix in sorted(NATIVE, key=len, reverse=True):
        if name.startswith(prefix):
            return NATIVE[prefix]
    return None


def write(bundle: Path) -> list[str]:
    """Write ``LICENSES/`` into ``bundle``; returns the problems found (empty: fine)."""
    out = bundle / "LICENSES"
    out.mkdir(exist_ok=True)
    problems: list[str] = []
    (out / "Tabletop-LICENSE.txt").write_text((ROOT / "LICENSE").read_text())
    font = ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt"
    if font.exists():
        (out / "DejaVu-fonts-LICENSE.txt").write_text(font.read_text())
    python_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if python_licence.exists():
        (out / "Python-LICENSE.txt").write_text(python_licence.read_text())
    else:
        problems.append(f"Python's licence not found at {python_licence}")
    lines = [
        "Tabletop bundles the following third-party software.",
        "",
        f"Python {sys.version.split()[0]}: PSF License, see Python-LICENSE.txt",
        "",
        "Python distributions:",
    ]
    for name in DISTRIBUTIONS:
        dist = metadata.distribution(name)
        meta = dist.metadata
        licence = meta.get("License-Expression") or meta.get("License") or "see licence file"
        lines.append(f"- {meta['Name']} {dist.version}: {licence}")
        for file in dist.files or ():
            if re.search(r"licen[cs]e|copying|notice", str(file), re.I):
                target = out / f"{meta['Name']}-{Path(str(file)).name}"
                target.write_text(Path(dist.locate_file(file)).read_text(errors="replace"))
                lines.append(f"    text: {target.name}")
    if SYSTEM_LGPL.exists():
        (out / "LGPL-2.1.txt").write_text(SYSTEM_LGPL.read_text())
        lines.append("    pygame-ce is under the GNU LGPL 2.1: LGPL-2.1.txt")
    else:
        lines.append(
            "    pygame-ce is under the GNU LGPL 2.1: https://www.gnu.org/licenses/lgpl-2.1"
        )
    lines += [
        "    pygame-ce's source: https://github.com/pygame-community/pygame-ce",
        "",
        "Native libraries in this folder:",
    ]
    seen: set[str] = set()
    for library in native_libraries(bundle):
        if library.name in seen:
            continue
        seen.add(library.name)
        found = project_of(library)
        if found is None:
            problems.append(f"no licence known for {library.name}: add it to NATIVE")
            continue
        if found[1] != "as below":
            lines.append(f"- {library.name}: {found[0]}, {found[1]}")
    (out / "THIRD-PARTY-NOTICES.txt").write_text("\n".join(lines) + "\n")
    return problems


def main() -> int:
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        print("usage: python packaging/notices.py BUNDLE_DIR", file=sys.stderr)
        return 2
    problems = write(Path(sys.argv[1]))
    for problem in problems:
        print(f"notices.py: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
