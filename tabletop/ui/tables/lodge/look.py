"""Lodge's pictures for one table, cached by what they show: the art (room tiles, guests,
amenity faces) and the whole lodges drawn from it, both drawn again when the palette
changes (the colour-blind setting); the board's background (what never changes in a
game); and each lodge's score facts (a lodge is frozen data, so it is its own key)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.lodge import facts

from ...text import TextCache
from .art import LodgeArt
from .boards import LodgeBoards
from .draw import make_background
from .layout import Layout

Palette = tuple[tuple[int, int, int], ...]
"""The room colours' RGB, in the order of ``facts.colours()``."""


class LodgeLook:
    """The art, the lodges, the background and the score facts of one table's layout."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self._pictures: tuple[LodgeArt, LodgeBoards] | None = None
        self._background: tuple[tuple[bool, int], pygame.Surface] | None = None
        self._scores: dict[Any, facts.ScoreFacts] = {}

    def sync(self, text: TextCache, palette: Palette) -> tuple[LodgeArt, LodgeBoards]:
        """The art and the lodges in ``palette`` (drawn anew when the palette changed)."""
        pictures = self._pictures
        if pictures is None or pictures[0].palette != palette:
            art = LodgeArt(text, palette)
            pictures = self._pictures = (art, LodgeBoards(art, self.layout))
        return pictures

    def pictures(self, text: TextCache, palette: Palette) -> tuple[LodgeArt, LodgeBoards]:
        """The art and the lodges drawn so far (in ``palette`` when there are none yet)."""
        return self._pictures if self._pictures is not None else self.sync(text, palette)

    def background(self, text: TextCache, solo: bool) -> pygame.Surface:
        """Felt, panel frames, titles and labels, drawn once per text cache and mode."""
        key = (solo, id(text))
        if self._background is None or self._background[0] != key:
            self._background = (key, make_background(text, self.layout, solo))
        return self._background[1]

    def score_facts(self, lodge: Any) -> facts.ScoreFacts:
        """Score, breakdown and amenity checklist of a lodge, once per lodge."""
        found = self._scores.get(lodge)
        if found is None:
            if len(self._scores) > 64:
                self._scores.clear()
            found = self._scores[lodge] = facts.score_facts(lodge)
        return found
