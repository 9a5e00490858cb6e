"""Assets: the UI icons pass the packaging check, the font ships with its licence, and
every icon the UI names exists."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_icons_pass_the_packaging_check():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "check_icons.py")], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_font_ships_with_its_licence():
    fonts = ROOT / "assets" / "fonts"
    assert (fonts / "DejaVuSans.ttf").is_file() and (fonts / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (fonts / "LICENSE-DejaVu.txt").read_text()


def test_every_icon_named_in_the_ui_exists():
    names = set()
    for path in (ROOT / "tabletop" / "ui").rglob("*.py"):
        names |= set(re.findall(r'icon="([a-z_]+)"', path.read_text()))
        names |= set(re.findall(r'icons\.get\("([a-z_]+)"', path.read_text()))
    missing = sorted(n for n in names if not (ROOT / "assets" / "icons" / f"{n}.svg").exists())
    assert not missing, f"icons named in the UI but not in assets/icons: {missing}"
    assert (ROOT / "assets" / "icon.png").is_file()
