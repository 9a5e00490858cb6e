"""The goods' icons drawn with pygame.draw (coins, VP, stone, marble, spice, amphora,
camels, sack cards, garden tiles, the square and scarab tokens, a step on a colour or the
pink track, a production, a bonus card), and short words drawn with them: ``2c+1VP``
shows as a 2 and a coin, then ``+1 VP`` (VP stays a word, as in the score list;
``draw_rich``, ``rich_width`` measures it). The short letters are never drawn as such:
every count in them has its icon, and every icon its words in ``NAMES`` (the legend and
the tooltips say them)."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from tabletop.ui.text import TextCache

from .palette import INK, Colour

NAMES = {
    "coin": "coins",
    "vp": "victory points (VP)",
    "stone": "stone",
    "marble": "marble",
    "spice": "spice",
    "amphora": "amphorae",
    "camel": "camels",
    "sack": "sack cards",
    "small_garden": "a small garden tile",
    "large_garden": "a large garden tile",
    "square": "square tokens",
    "scarab": "scarab tokens",
    "step": "steps on a colour track",
    "pink": "steps on the pink track",
    "prod": "productions (a workshop room used once more)",
    "bonus": "bonus cards",
}
"""Each icon in words (the legend's order)."""
GOOD_ICON = {"stone": "stone", "marble": "marble", "spice": "spice", "amphora": "amphora"}
_UNIT = {
    "c": "coin",
    "VP": "vp",
    "st": "stone",
    "mb": "marble",
    "sp": "spice",
    "am": "amphora",
    "cam": "camel",
    "sack": "sack",
    "sq": "square",
    "scb": "scarab",
    "step": "step",
    "pink": "pink",
    "prod": "prod",
    "bon": "bonus",
}
_COUNT = re.compile(
    r"(\d+)(sack|cam|VP|mb|sp|am|step|st|scb|sq|pink|prod|bon|c)(?![A-Za-z])|§([sltmpav])"
)
_TILES = {
    "s": "small_garden",
    "l": "large_garden",
    "t": "stone",
    "m": "marble",
    "p": "spice",
    "a": "amphora",
    "v": "vp",
}
_SQUEEZE = (
    ("small garden", "§s"),
    ("large garden", "§l"),
    ("sell amphora", "sell §a"),
    ("sell marble", "sell §m"),
    ("sell stone", "sell §t"),
    ("sell spice", "sell §p"),
)


def squeeze(words: str) -> str:
    """``2c+1st → small garden`` → ``2c+1st → §s``, ``sell amphora: +2c ×2`` → ``sell §a
    ×2: +2c``: the garden tile and the good sold drawn as their icons (``rich_parts``),
    where a small face has room for little (its tooltip says it whole)."""
    for long, mark in _SQUEEZE:
        words = words.replace(long, mark)
    return _SALE.sub(r"sell \1 ×\3: +\2", words)  # how many before what each gives


_SALE = re.compile(r"sell (§\w): \+(\S+) ×(\d+)")


@lru_cache(maxsize=2048)
def rich_parts(words: str, spaced: bool = True) -> tuple[tuple[str, str], ...]:
    """``2c+1VP ★`` → (("2", "coin"), ("+", ""), ("1", "vp"), (" ★", "")): text with the
    icon drawn after it (``""``: none)."""
    out: list[tuple[str, str]] = []
    if not spaced:  # room is short: the bonus star against its price
        words = words.replace(" ★", "★")
    at = 0
    for m in _COUNT.finditer(words):
        if m.start() > at:
            out.append((words[at : m.start()], ""))
        if m.group(3):
            out.append(("", _TILES[m.group(3)]))
        elif m.group(2) == "VP":  # VP stays a word, as in the score list
            out.append((m.group(1) + (" VP" if spaced else "VP"), ""))
        else:
            out.append((m.group(1), _UNIT[m.group(2)]))
        at = m.end()
    if at < len(words):
        out.append((words[at:], ""))
    return tuple(out)


def has_icons(words: str) -> bool:
    return any(icon for _, icon in rich_parts(words))


def icon_side(text: TextCache, size: int, bold: bool = False) -> int:
    """An icon's side beside ``size`` letters: a little more than a digit's height."""
    digit = text.render("0", size, INK, bold).get_bounding_rect().h
    return max(8, digit + 2)


def rich_width(
    text: TextCache, words: str, size: int, bold: bool = False, spaced: bool = True
) -> int:
    """``draw_rich``'s width (``spaced``: ``5 VP``, else ``5VP`` where room is short)."""
    side = icon_side(text, size, bold)
    return sum(
        (text.size(part, size, bold)[0] if part else 0) + (side + 1 if icon else 0)
        for part, icon in rich_parts(words, spaced)
    )


def draw_rich(
    surface: pygame.Surface,
    text: TextCache,
    words: str,
    pos: tuple[int, int],
    size: int,
    colour: Colour = INK,
    bold: bool = False,
    anchor: str = "topleft",
    spaced: bool = True,
) -> pygame.Rect:
    """``words`` with every count of a good drawn as its number and icon; the rectangle
    covered (``anchor`` as for a ``pygame.Rect`` attribute)."""
    side = icon_side(text, size, bold)
    h = text.size("0", size, bold)[1]
    box = pygame.Rect(0, 0, rich_width(text, words, size, bold, spaced), h)
    setattr(box, anchor, pos)
    x = box.x
    for part, icon in rich_parts(words, spaced):
        if part:
            text.blit(surface, part, (x, box.y), size, colour, bold)
            x += text.size(part, size, bold)[0]
        if icon:
            draw_icon(surface, icon, (x + side // 2 + 1, box.centery), side)
            x += side + 1
    return box


def draw_icon(surface: pygame.Surface, name: str, center: tuple[int, int], side: int) -> None:
    """The icon ``name`` in a square of ``side`` pixels centred on ``center``."""
    x, y = center
    r = side / 2
    edge = max(1, side // 10)
    if name == "coin":
        pygame.draw.circle(surface, (236, 190, 52), center, r)
        pygame.draw.circle(surface, (120, 86, 20), center, r, edge)
        pygame.draw.circle(surface, (150, 110, 30), center, max(1, r * 0.5), 1)
    elif name == "vp":  # a laurel: two green leaves rising to a point
        green, dark = (64, 150, 78), (26, 70, 34)
        for dx in (-1, 1):
            leaf = pygame.Rect(0, 0, max(3, side * 0.42), side * 0.95)
            leaf.center = (round(x + dx * r * 0.38), y)
            pygame.draw.ellipse(surface, green, leaf)
            pygame.draw.ellipse(surface, dark, leaf, 1)
        pygame.draw.line(surface, dark, (x, y - r * 0.2), (x, y + r), max(1, edge))
    elif name == "stone":
        pts = [(-0.9, 0.5), (-0.6, -0.5), (0.0, -0.85), (0.7, -0.45), (0.9, 0.55), (0.2, 0.85)]
        poly = [(x + r * px, y + r * py) for px, py in pts]
        pygame.draw.polygon(surface, (156, 156, 150), poly)
        pygame.draw.polygon(surface, (60, 60, 60), poly, 1)
    elif name == "marble":
        block = pygame.Rect(0, 0, side * 0.9, side * 0.75)
        block.center = center
        pygame.draw.rect(surface, (240, 240, 244), block)
        pygame.draw.line(surface, (150, 150, 170), block.topleft, block.center, 1)
        pygame.draw.rect(surface, (70, 70, 80), block, 1)
    elif name == "spice":  # a sack tied at the top
        body = pygame.Rect(0, 0, side * 0.85, side * 0.7)
        body.midbottom = (x, round(y + r))
        pygame.draw.ellipse(surface, (222, 140, 40), body)
        pygame.draw.ellipse(surface, (110, 60, 10), body, 1)
        knot = [(x - r * 0.35, y - r), (x + r * 0.35, y - r), (x, y - r * 0.3)]
        pygame.draw.polygon(surface, (222, 140, 40), knot)
        pygame.draw.polygon(surface, (110, 60, 10), knot, 1)
    elif name == "amphora":  # a jar: a round body, a neck and a rim
        body = pygame.Rect(0, 0, side * 0.7, side * 0.66)
        body.midbottom = (x, round(y + r))
        neck = pygame.Rect(0, 0, max(2, side * 0.3), side * 0.4)
        neck.midbottom = (x, body.y + 2)
        rim = pygame.Rect(0, 0, side * 0.55, max(2, side * 0.14))
        rim.midbottom = (x, neck.y + 1)
        for part in (body, neck, rim):
            pygame.draw.rect(surface, (192, 92, 58), part, border_radius=max(1, part.w // 2))
        pygame.draw.ellipse(surface, (90, 36, 20), body, 1)
        pygame.draw.rect(surface, (90, 36, 20), rim, 1)
    elif name in ("small_garden", "large_garden"):  # the tile: one green strip or two
        strips = 1 if name == "small_garden" else 2
        tile = pygame.Rect(0, 0, max(4, round(side * 0.34 * strips)), side)
        tile.center = center
        pygame.draw.rect(surface, (88, 160, 84), tile, border_radius=2)
        pygame.draw.rect(surface, (40, 90, 44), tile, 1, border_radius=2)
        if strips == 2:
            pygame.draw.line(surface, (40, 90, 44), tile.midtop, tile.midbottom, 1)
    elif name == "sack":  # a sack card: a brown card with a tied sack on it
        card = pygame.Rect(0, 0, max(4, side * 0.7), side)
        card.center = center
        pygame.draw.rect(surface, (150, 110, 70), card, border_radius=2)
        pygame.draw.rect(surface, (60, 40, 20), card, 1, border_radius=2)
        pygame.draw.circle(surface, (236, 214, 170), (x, round(y + r * 0.2)), max(1, r * 0.35))
    elif name in ("square", "scarab"):  # a merchant token: as on the player's token rows
        token = pygame.Rect(0, 0, side, side)
        token.center = center
        pygame.draw.rect(surface, (84, 88, 100), token, border_radius=max(1, side // 5))
        if name == "scarab":
            pygame.draw.ellipse(surface, (70, 120, 220), token.inflate(-side // 4, -side // 3))
        else:
            pygame.draw.rect(surface, (214, 160, 84), token.inflate(-side // 3, -side // 3))
    elif name in ("step", "pink"):  # a marker's step: an arrow along a track
        fill = (226, 112, 170) if name == "pink" else (120, 124, 136)
        arrow = [
            (x - r, y - r * 0.35),
            (x + r * 0.1, y - r * 0.35),
            (x + r * 0.1, y - r * 0.9),
            (x + r, y),
            (x + r * 0.1, y + r * 0.9),
            (x + r * 0.1, y + r * 0.35),
            (x - r, y + r * 0.35),
        ]
        pygame.draw.polygon(surface, fill, arrow)
        pygame.draw.polygon(surface, (40, 40, 48), arrow, 1)
    elif name == "prod":  # a production: a cog wheel
        for k in range(8):
            tooth = pygame.math.Vector2(0, -r).rotate(45 * k)
            pygame.draw.circle(
                surface, (96, 100, 112), (x + tooth.x * 0.8, y + tooth.y * 0.8), r * 0.25
            )
        pygame.draw.circle(surface, (96, 100, 112), center, r * 0.72)
        pygame.draw.circle(surface, (236, 226, 200), center, max(1, r * 0.3))
    elif name == "bonus":  # a bonus card: a light card with a star
        card = pygame.Rect(0, 0, max(4, side * 0.7), side)
        card.center = center
        pygame.draw.rect(surface, (240, 232, 206), card, border_radius=2)
        pygame.draw.rect(surface, (90, 80, 60), card, 1, border_radius=2)
        pygame.draw.circle(surface, (200, 150, 40), center, max(1, r * 0.28))
    elif name == "camel":  # a body with a hump, a neck and head, legs
        tan, dark = (204, 164, 104), (90, 62, 30)
        legs = max(1, edge)
        for lx in (-0.5, 0.35):
            pygame.draw.line(surface, dark, (x + r * lx, y), (x + r * lx, y + r), legs)
        body = pygame.Rect(0, 0, side * 0.7, side * 0.4)
        body.center = (round(x - r * 0.1), round(y - r * 0.05))
        pygame.draw.ellipse(surface, tan, body)
        hump = pygame.Rect(0, 0, side * 0.36, side * 0.36)
        hump.midbottom = (round(x - r * 0.1), body.centery)
        pygame.draw.ellipse(surface, tan, hump)
        pygame.draw.line(surface, tan, (x + r * 0.45, y - r * 0.1), (x + r * 0.75, y - r * 0.7), 3)
        head = pygame.Rect(0, 0, side * 0.32, side * 0.2)
        head.center = (round(x + r * 0.82), round(y - r * 0.72))
        pygame.draw.ellipse(surface, tan, head)
        pygame.draw.ellipse(surface, dark, body, 1)


def blit_row(
    surface: pygame.Surface,
    text: TextCache,
    row: str,
    pos: tuple[int, int],
    size: int,
    colour: Colour,
    room: int,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """A row of short words with the goods' icons if it fits ``room`` so, else in letters
    (cut to ``room`` if it must be)."""
    if rich_width(text, row, size, bold) <= room:
        return draw_rich(surface, text, row, pos, size, colour, bold, anchor)
    row = text.fit(row, room, size, bold)
    return text.blit(surface, row, pos, size, colour, bold, anchor)
