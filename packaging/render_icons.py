"""Render the app icon from ``assets/icon.svg``.

Writes ``assets/icon.png`` (256x256) and ``packaging/tabletop.ico`` (16, 32, 48 and 256 px,
each stored as a PNG entry, which Windows Vista and later read; 16 and 32 px come from the
simplified ``packaging/icon-small.svg``). Optionally writes a macOS
``.iconset`` folder for ``iconutil -c icns`` (see docs/packaging.md).

Re-run after editing the SVG::

    python packaging/render_icons.py            # icon.png + tabletop.ico
    python packaging/render_icons.py --iconset build/Tabletop.iconset

Only pygame-ce is needed (its SDL_image reads SVG); no window is opened.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SVG = ROOT / "assets" / "icon.svg"
PNG = ROOT / "assets" / "icon.png"
ICO = HERE / "tabletop.ico"
SMALL_SVG = HERE / "icon-small.svg"  # fewer, larger shapes for the tiniest sizes
SMALL_UP_TO = 32
ICO_SIZES = (16, 32, 48, 256)
# Rasterise large once, then shrink: smoothscale averages, which keeps thin edges crisp.
MASTER_SIZE = 1024
ICONSET_SIZES = (16, 32, 128, 256, 512)


def render_master(svg: Path = SVG, size: int = MASTER_SIZE) -> pygame.Surface:
    """The SVG rasterised to a square ``size`` x ``size`` surface with alpha."""
    if hasattr(pygame.image, "load_sized_svg"):
        surface = pygame.image.load_sized_svg(str(svg), (size, size))
    else:  # older pygame-ce: native size, then scale up
        surface = pygame.image.load(str(svg))
    if surface.get_size() != (size, size):
        surface = pygame.transform.smoothscale(surface, (size, size))
    return surface


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """``master`` shrunk to ``size`` x ``size`` in halving steps (good box filtering)."""
    surface = master
    while surface.get_width() // 2 >= size:
        half = surface.get_width() // 2
        surface = pygame.transform.smoothscale(surface, (half, half))
    if surface.get_width() != size:
        surface = pygame.transform.smoothscale(surface, (size, size))
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` encoded as PNG."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO container holding one PNG entry per size (``{size: png_bytes}``).

    Layout: ICONDIR (reserved=0, type=1, count), one 16-byte ICONDIRENTRY per image
    (width, height -- 0 means 256 --, colours=0, reserved=0, planes=1, bits=32, byte count,
    offset), then the PNG streams.
    """
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = images[size]
        dim = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icon_at(size: int, master: pygame.Surface, small: pygame.Surface) -> pygame.Surface:
    """The icon at ``size`` px: the simplified drawing up to ``SMALL_UP_TO`` px."""
    return scaled(small if size <= SMALL_UP_TO else master, size)


def write_iconset(master: pygame.Surface, small: pygame.Surface, folder: Path) -> None:
    """A macOS ``.iconset`` folder (``icon_16x16.png`` ... ``icon_512x512@2x.png``)."""
    folder.mkdir(parents=True, exist_ok=True)
    for size in ICONSET_SIZES:
        for scale, suffix in ((1, ""), (2, "@2x")):
            image = icon_at(size * scale, master, small)
            pygame.image.save(image, str(folder / f"icon_{size}x{size}{suffix}.png"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iconset", type=Path, help="also write a macOS .iconset folder here")
    args = parser.parse_args(argv)

    master = render_master()
    small = render_master(SMALL_SVG)
    pygame.image.save(scaled(master, 256), str(PNG))
    print(f"wrote {PNG.relative_to(ROOT)} (256x256)")
    images = {size: png_bytes(icon_at(size, master, small)) for size in ICO_SIZES}
    ICO.write_bytes(ico_bytes(images))
    print(f"wrote {ICO.relative_to(ROOT)} ({', '.join(map(str, ICO_SIZES))} px)")
    if args.iconset:
        write_iconset(master, small, args.iconset)
        print(f"wrote {args.iconset} (run: iconutil -c icns {args.iconset})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
