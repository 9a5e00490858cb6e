"""Resafa's colours: the card and track colours with their letters, the centres' colours
and the board's sand, paper, ink, water and green (a leaf: every drawing module reads it)."""

from __future__ import annotations

Colour = tuple[int, int, int]

CARD_RGB: dict[str, Colour] = {
    "yellow": (226, 188, 58),
    "white": (226, 224, 214),
    "blue": (74, 126, 206),
    "pink": (222, 120, 170),
    "": (150, 150, 150),
}
LETTER = {"yellow": "Y", "white": "W", "blue": "B", "pink": "P", "": "any"}
CENTRE_RGB = {"red": (176, 70, 56), "blue": (60, 96, 170), "none": (150, 120, 70)}
SAND = (206, 184, 140)
SAND_DARK = (160, 136, 96)
PAPER = (244, 236, 218)
INK = (32, 30, 34)
WATER = (70, 150, 220)
GREEN = (60, 150, 80)
SHOP_FILL = (196, 170, 126)
