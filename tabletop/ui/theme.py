"""Colours, sizes and the seat palette. Every seat colour has a symbol too, so colour is
never the only cue; the colour-blind palette (Okabe-Ito) is chosen in Settings."""

from __future__ import annotations

from dataclasses import dataclass

CANVAS_SIZE = (1600, 900)

BG = (28, 32, 38)
FELT = (34, 62, 52)
PANEL = (44, 50, 60)
PANEL_EDGE = (78, 88, 104)
PANEL_LIGHT = (60, 68, 80)
TEXT = (236, 236, 232)
TEXT_DIM = (168, 172, 180)
TEXT_DARK = (24, 24, 28)
ACCENT = (242, 180, 64)
GOOD = (70, 190, 110)
BAD = (226, 76, 70)
HOVER = (255, 255, 255)
DISABLED = (96, 100, 110)


@dataclass(frozen=True)
class SeatStyle:
    """How a seat colour is drawn: its RGB, a symbol shape and a readable name."""

    colour_id: str
    rgb: tuple[int, int, int]
    symbol: str
    label: str


_STANDARD = {
    "red": (214, 64, 58),
    "blue": (58, 116, 216),
    "green": (60, 166, 84),
    "yellow": (232, 196, 52),
    "purple": (150, 84, 196),
}
_COLOUR_BLIND = {  # Okabe-Ito
    "red": (213, 94, 0),
    "blue": (0, 114, 178),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "purple": (204, 121, 167),
}
# What the colour-blind palette's colours look like, by seat colour id (the ids stay).
_COLOUR_BLIND_NAMES = {"red": "Orange", "green": "Teal", "purple": "Pink"}
SYMBOLS = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "purple": "star",
}


def colour_name(colour_id: str, colour_blind: bool = False) -> str:
    """The name a player reads for a seat colour: what it looks like in the palette in use
    (the colour-blind palette's red is orange, its green teal, its purple pink)."""
    if colour_blind and colour_id in _COLOUR_BLIND_NAMES:
        return _COLOUR_BLIND_NAMES[colour_id]
    return colour_id.capitalize()


def seat_style(colour_id: str, colour_blind: bool = False) -> SeatStyle:
    palette = _COLOUR_BLIND if colour_blind else _STANDARD
    rgb = palette.get(colour_id, (180, 180, 180))
    label = colour_name(colour_id, colour_blind)
    return SeatStyle(colour_id, rgb, SYMBOLS.get(colour_id, "circle"), label)


def text_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads better on ``rgb``."""
    r, g, b = rgb
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT
