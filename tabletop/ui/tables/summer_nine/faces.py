"""The cards as Summer Nine's table shows them, kept in one place: each card's ``Look`` and
rule words (worked out once per card from the game's facts), the ``Art`` for the palette
and text size now (made again when the colour-blind setting or the text size changes),
and the tick badge of a playable card. Held by the table as ``table.faces``.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pygame

from tabletop.games.summer_nine import facts as F

from ... import theme
from .art import INK, Art, Colour, Look
from .board import look_of

if TYPE_CHECKING:
    from ...services import Services


class Faces:
    """Every card's look and words, and the art that draws them."""

    def __init__(self, services: Services):
        self.services = services
        self._art: Art | None = None
        self._badge: pygame.Surface | None = None
        self._looks: dict[int, Look] = {}
        self._rules: dict[int, str] = {}
        self._colours: dict[str, str] | None = None

    @property
    def art(self) -> Art:
        """The card art, made again when the palette changes (colour-blind setting) or the
        text size (Settings)."""
        countries: dict[str, Colour] = {
            code: self.services.seat_style(colour).rgb
            for code, colour in self.country_colours().items()
        }
        art, text = self._art, self.services.text
        if art is None or art.palette != tuple(sorted(countries.items())) or art.text is not text:
            art = self._art = Art(text, countries)
            self._badge = None  # its tick is drawn with the text
        return art

    def country_colours(self) -> dict[str, str]:
        """Each country's colour name, read once from the card faces."""
        if self._colours is None:
            self._colours = {}
            for card in itertools.count():
                try:
                    face = F.card_face(card)
                except IndexError:
                    break
                if face.kind == "destination":
                    self._colours.setdefault(face.country, face.colour)
        return self._colours

    def look(self, card: int) -> Look:
        """The face of ``card``, worked out once per card."""
        look = self._looks.get(card)
        if look is None:
            look = self._looks[card] = look_of(card)
            self._rules[card] = F.card_face(card).rule
        return look

    def words(self, card: int, owner: str | None = None) -> str:
        """``card`` in words: its name, its country or kind where the name does not say it,
        and what it does (the hover text). ``owner``: the name of the player whose card it
        is when that is not the reader, so the rule speaks of their schedule, not yours."""
        look = self.look(card)
        where = f" ({look.band})" if look.band and look.band not in look.title else ""
        rule = self._rules.get(card, "") if owner is None else F.card_rule(card, owner)
        return f"{look.title}{where}. {rule}"

    def badge(self) -> pygame.Surface:
        """The tick on a card that has a legal move now."""
        if self._badge is None:
            self._badge = pygame.Surface((24, 24), pygame.SRCALPHA)
            pygame.draw.circle(self._badge, INK, (12, 12), 12)
            pygame.draw.circle(self._badge, theme.GOOD, (12, 12), 10)
            self.services.text.blit(self._badge, "✔", (12, 13), 15, INK, True, "center")
        return self._badge
