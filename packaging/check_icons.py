"""Check the hand-made SVG icons, and optionally draw a contact sheet of them.

Every ``assets/icons/*.svg`` must load with ``pygame.image.load`` (pygame-ce, SDL_image's
SVG reader) under the dummy video driver, be square, draw something, and use only white
(``#ffffff``) so the UI can tint it. The app icon SVGs must load too.
The names listed in ``REQUIRED`` are what the UI relies on.

    python packaging/check_icons.py                      # check, exit 1 on a problem
    python packaging/check_icons.py --sheet /tmp/icons.png
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
APP_ICONS = (ROOT / "assets" / "icon.svg", ROOT / "packaging" / "icon-small.svg")

SEATS = ("circle", "square", "triangle", "diamond", "star")
GLYPHS = (
    "undo",
    "redo",
    "hint",
    "settings",
    "rules",
    "load",
    "back",
    "bot",
    "human",
    "solo",
    "players",
    "clock",
    "check",
    "cross",
    "lock",
    "menu",
)
REQUIRED = tuple(f"seat_{s}" for s in SEATS) + GLYPHS
# What the seat symbols are paired with (DESIGN: colour is never the only cue).
SEAT_COLOURS = {
    "circle": (220, 60, 50),
    "square": (50, 110, 220),
    "triangle": (40, 160, 80),
    "diamond": (235, 190, 40),
    "star": (150, 80, 200),
}
SHEET_SIZES = (20, 24, 32, 64)


def load(path: Path, size: int | None = None) -> pygame.Surface:
    """``path`` rasterised; at ``size`` x ``size`` when given."""
    if size is not None and hasattr(pygame.image, "load_sized_svg"):
        return pygame.image.load_sized_svg(str(path), (size, size))
    surface = pygame.image.load(str(path))
    if size is not None:
        surface = pygame.transform.smoothscale(surface, (size, size))
    return surface


def problems_of(path: Path, white_only: bool) -> list[str]:
    """What is wrong with one SVG (empty list if nothing)."""
    try:
        surface = load(path)
    except (pygame.error, OSError) as exc:
        return [f"{path.name}: does not load ({exc})"]
    out = []
    width, height = surface.get_size()
    if width != height:
        out.append(f"{path.name}: not square ({width}x{height})")
    drawn = 0
    for x in range(width):
        for y in range(height):
            r, g, b, a = surface.get_at((x, y))
            if a == 0:
                continue
            drawn += 1
            if white_only and min(r, g, b) < 250:
                out.append(f"{path.name}: pixel {x},{y} is not white ({r},{g},{b})")
                return out
    if drawn < width * height // 20:
        out.append(f"{path.name}: draws almost nothing ({drawn} pixels)")
    text = path.read_text(encoding="utf-8")
    if "<text" in text or "<image" in text:
        out.append(f"{path.name}: uses <text> or <image> (not drawn by the SVG reader)")
    return out


def tinted(surface: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """A white icon multiplied by ``colour`` -- how the UI tints them."""
    copy = surface.copy()
    copy.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return copy


def contact_sheet(paths: list[Path]) -> pygame.Surface:
    """All icons at every sheet size, white on dark, then tinted on a light panel."""
    font = pygame.font.Font(None, 18)
    row_h, label_w = 72, 110
    col_w = sum(SHEET_SIZES) + 16 * len(SHEET_SIZES)
    sheet = pygame.Surface((label_w + 2 * col_w + 20, row_h * len(paths) + 10))
    sheet.fill((34, 36, 44))
    pygame.draw.rect(
        sheet, (225, 222, 212), (label_w + col_w + 10, 0, col_w + 10, sheet.get_height())
    )
    for row, path in enumerate(paths):
        y = 5 + row * row_h
        sheet.blit(font.render(path.stem, True, (230, 230, 230)), (6, y + 28))
        shape = path.stem.removeprefix("seat_")
        colour = SEAT_COLOURS.get(shape, (40, 40, 60))
        x = label_w
        for size in SHEET_SIZES:
            sheet.blit(load(path, size), (x, y + (64 - size) // 2))
            x += size + 16
        x = label_w + col_w + 20
        for size in SHEET_SIZES:
            sheet.blit(tinted(load(path, size), colour), (x, y + (64 - size) // 2))
            x += size + 16
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="write a contact sheet PNG here")
    args = parser.parse_args(argv)
    pygame.font.init()

    paths = sorted(ICONS.glob("*.svg"))
    problems = [
        f"missing: assets/icons/{name}.svg"
        for name in REQUIRED
        if not (ICONS / f"{name}.svg").is_file()
    ]
    for path in paths:
        problems += problems_of(path, white_only=True)
    for path in APP_ICONS:
        problems += problems_of(path, white_only=False)

    if args.sheet:
        pygame.image.save(contact_sheet(paths), str(args.sheet))
        print(f"wrote {args.sheet}")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(paths)} icons + {len(APP_ICONS)} app icons checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
