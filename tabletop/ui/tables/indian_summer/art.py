"""Cached pictures for the Indian Summer table: treasure icons (each kind its own shape),
leaf tiles and animals in any orientation, squirrels, the bush, the backpack, and whole
forest floors (one surface per floor state and size). Nothing here is drawn per frame:
every function returns a surface cached by what it shows."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from tabletop.games.indian_summer import facts

from ...text import TextCache

Colour = tuple[int, int, int]

LEAF_RGB = {"green": (98, 164, 72), "yellow": (222, 186, 60), "red": (204, 88, 56)}
GROUND = ((132, 101, 70), (118, 90, 62))  # areas alternate between two earth tones
GROUND_EDGE = (92, 70, 48)
AREA_EDGE = (36, 26, 18)
HOLE = (44, 32, 24)
HOLE_FLOOR = (100, 76, 52)  # the ground seen through a hole
ANIMAL_RGB = (176, 150, 116)
SQUIRREL_RGB = (196, 104, 44)
Shape = Any
"""A piece lying one way (``facts.shape``): ``cells``, ``hole``, ``width``, ``height``."""


class Art:
    """Every picture the table draws, cached by appearance."""

    def __init__(self, text: TextCache):
        self.text = text
        self._cache: dict[Hashable, pygame.Surface] = {}
        self._floors: dict[Hashable, pygame.Surface] = {}
        self.made = 0
        """How many pictures were made so far (drawing a frame makes none)."""

    def _get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            self._cache[key] = surface
            self.made += 1
        return surface

    # --- treasures and small things ---------------------------------------------------------
    def treasure(self, kind: int, size: int, faded: bool = False) -> pygame.Surface:
        """A treasure icon: berry (three round berries), nut (an acorn), mushroom (cap and
        stem), feather (a long quill) — shapes differ, not only colours."""
        look = facts.treasure_ids()[kind]
        return self._get(("treasure", kind, size, faded), lambda: _treasure(look, size, faded))

    def token(self, kind: int, size: int) -> pygame.Surface:
        """A treasure token: the icon on a light round disc with a dark rim."""

        def make() -> pygame.Surface:
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(surface, (30, 26, 22), (c, c), c)
            pygame.draw.circle(surface, (240, 230, 200), (c, c), c - 2)
            icon = self.treasure(kind, int(size * 0.78))
            surface.blit(icon, icon.get_rect(center=(c, c)))
            return surface

        return self._get(("token", kind, size), make)

    def squirrel(self, size: int) -> pygame.Surface:
        return self._get(("squirrel", size), lambda: _squirrel(size))

    def bush(self, size: int) -> pygame.Surface:
        return self._get(("bush", size), lambda: _bush(size))

    def backpack(self, size: int) -> pygame.Surface:
        return self._get(("backpack", size), lambda: _backpack(size))

    # --- tiles --------------------------------------------------------------------------
    def leaf(
        self, tile: str, orientation: int, cell: int, alpha: int = 255, tint: Colour | None = None
    ) -> pygame.Surface:
        """A leaf tile in one orientation, ``cell`` pixels a square; the hole is a window."""
        colour = facts.tile_colour(tile)
        shape = facts.shape(tile, orientation)
        return self._get(
            ("leaf", shape, colour, cell, alpha, tint),
            lambda: _shape(shape, cell, tint or LEAF_RGB[colour], alpha, hole=True),
        )

    def animal(
        self, animal: str, orientation: int, cell: int, alpha: int = 255, tint: Colour | None = None
    ) -> pygame.Surface:
        shape = facts.shape(animal, orientation)
        tag = next((a.tag for a in facts.animals() if a.id == animal), animal[:4])

        def make() -> pygame.Surface:
            surface = _shape(shape, cell, tint or ANIMAL_RGB, alpha, hole=False)
            if cell >= 20:
                r, c = shape.cells[0]
                self.text.blit(
                    surface,
                    tag,
                    (c * cell + cell // 2, r * cell + cell // 2),
                    max(11, min(15, cell // 3)),
                    (24, 20, 18),
                    True,
                    "center",
                )
            return surface

        return self._get(("animal", animal, orientation, cell, alpha, tint), make)

    # --- floors -------------------------------------------------------------------------
    def floor(self, forest: Hashable, cell: int, gap: int) -> pygame.Surface:
        """A whole forest floor (a player's ``forest`` from the view): earth, area borders,
        printed treasures, leaves, holes with what lies under them, tokens, squirrels and
        animals. Cached by the floor's contents and size."""
        key = (forest, cell, gap)
        surface = self._floors.get(key)
        if surface is None:
            if len(self._floors) > 48:
                self._floors.clear()
            surface = self._draw_floor(facts.floor_picture(forest), cell, gap)
            self._floors[key] = surface
            self.made += 1
        return surface

    def _draw_floor(self, picture: facts.FloorPicture, cell: int, gap: int) -> pygame.Surface:
        board = facts.board()
        step = cell + gap
        w, h = board.cols * step - gap, board.rows * step - gap
        surface = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        surface.blit(self._ground(picture.side, cell, gap), (0, 0))

        def rect(r: int, c: int) -> pygame.Rect:
            return pygame.Rect(2 + c * step, 2 + r * step, cell, cell)

        for leaf in picture.leaves:
            image = self.leaf(leaf.tile, leaf.orientation, step)
            surface.blit(image, (2 + leaf.col * step - gap // 2, 2 + leaf.row * step - gap // 2))
        for r, c, kind, token in picture.holes:
            box = rect(r, c)
            window = box.inflate(-cell // 6, -cell // 6)
            pygame.draw.rect(surface, HOLE_FLOOR, window, border_radius=cell // 3)
            pygame.draw.rect(surface, HOLE, window, max(1, cell // 12), border_radius=cell // 3)
            if token and kind is not None:
                image = self.token(kind, int(cell * 0.78))
                surface.blit(image, image.get_rect(center=box.center))
            elif kind is not None:
                icon = self.treasure(kind, int(cell * 0.56), faded=True)
                surface.blit(icon, icon.get_rect(center=box.center))
        for r, c in picture.squirrels:
            image = self.squirrel(int(cell * 0.9))
            surface.blit(image, image.get_rect(center=rect(r, c).center))
        for animal, orientation, row, col in picture.animals:
            image = self.animal(animal, orientation, step)
            surface.blit(image, (2 + col * step - gap // 2, 2 + row * step - gap // 2))
        self._area_lines(surface, cell, gap)
        if cell >= 24:
            self._complete_badges(surface, picture.complete, step)
        return surface

    def _complete_badges(
        self, surface: pygame.Surface, complete: tuple[int, ...], step: int
    ) -> None:
        """A tick in the corner of every Area whose spaces are all covered."""
        for area in complete:
            top, left = facts.board().area_corner(area)
            centre = (2 + left * step + 14, 2 + top * step + 14)
            pygame.draw.circle(surface, (240, 236, 220), centre, 12)
            pygame.draw.circle(surface, (40, 110, 50), centre, 12, 2)
            self.text.blit(surface, "✔", centre, 15, (40, 110, 50), True, "center")

    def _ground(self, side: str, cell: int, gap: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            board = facts.board()
            step = cell + gap
            w, h = board.cols * step - gap, board.rows * step - gap
            surface = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
            printed = facts.printed(side)
            for r in range(board.rows):
                for c in range(board.cols):
                    shade = GROUND[(board.area_of(r, c) + r // board.area_rows) % 2]
                    box = pygame.Rect(2 + c * step, 2 + r * step, cell, cell)
                    pygame.draw.rect(surface, shade, box, border_radius=max(2, cell // 10))
                    pygame.draw.rect(surface, GROUND_EDGE, box, 1, border_radius=max(2, cell // 10))
                    kind = printed[r][c]
                    if kind is not None:
                        icon = self.treasure(kind, int(cell * 0.62))
                        surface.blit(icon, icon.get_rect(center=box.center))
            return surface

        return self._get(("ground", side, cell, gap), make)

    def _area_lines(self, surface: pygame.Surface, cell: int, gap: int) -> None:
        board = facts.board()
        step = cell + gap
        width = 4 if cell >= 24 else 2
        w, h = board.cols * step - gap + 4, board.rows * step - gap + 4
        for c in range(0, board.cols + 1, board.area_cols):
            x = min(w - width, max(0, 2 + c * step - gap // 2 - width // 2))
            pygame.draw.rect(surface, AREA_EDGE, (x, 0, width, h))
        for r in range(0, board.rows + 1, board.area_rows):
            y = min(h - width, max(0, 2 + r * step - gap // 2 - width // 2))
            pygame.draw.rect(surface, AREA_EDGE, (0, y, w, width))


# --- shape drawing --------------------------------------------------------------------------


def _shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, int(v * factor))) for v in colour)  # type: ignore[return-value]


def _shape(o: Shape, cell: int, colour: Colour, alpha: int, hole: bool) -> pygame.Surface:
    """A polyomino: filled squares, veins, an outline on the outer edges, the hole as a window."""
    surface = pygame.Surface((o.width * cell, o.height * cell), pygame.SRCALPHA)
    cells = set(o.cells)
    dark = _shade(colour, 0.55)
    vein = _shade(colour, 0.8)
    for r, c in o.cells:
        box = pygame.Rect(c * cell, r * cell, cell, cell)
        pygame.draw.rect(surface, (*colour, alpha), box)
        if hole and (r, c) == o.hole:
            pygame.draw.rect(
                surface,
                (*HOLE, alpha),
                box.inflate(-cell // 3, -cell // 3),
                border_radius=cell // 4,
            )
        elif cell >= 14:
            pygame.draw.line(
                surface, (*vein, alpha), box.bottomleft, box.topright, max(1, cell // 16)
            )
    line = max(1, cell // 14) + (1 if cell >= 20 else 0)
    for r, c in o.cells:
        x, y = c * cell, r * cell
        if (r - 1, c) not in cells:
            pygame.draw.rect(surface, (*dark, 255), (x, y, cell, line))
        if (r + 1, c) not in cells:
            pygame.draw.rect(surface, (*dark, 255), (x, y + cell - line, cell, line))
        if (r, c - 1) not in cells:
            pygame.draw.rect(surface, (*dark, 255), (x, y, line, cell))
        if (r, c + 1) not in cells:
            pygame.draw.rect(surface, (*dark, 255), (x + cell - line, y, line, cell))
    return surface


def _treasure(kind: str, size: int, faded: bool) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    outline = (30, 22, 18)
    if kind == "berry":  # three round berries and a leaf
        fill = (150, 40, 90)
        for cx, cy in ((0.36, 0.6), (0.64, 0.6), (0.5, 0.36)):
            pygame.draw.circle(surface, fill, (int(cx * s), int(cy * s)), max(2, int(0.2 * s)))
            pygame.draw.circle(
                surface, outline, (int(cx * s), int(cy * s)), max(2, int(0.2 * s)), max(1, s // 16)
            )
            pygame.draw.circle(
                surface,
                (230, 170, 200),
                (int((cx - 0.06) * s), int((cy - 0.06) * s)),
                max(1, s // 18),
            )
    elif kind == "nut":  # an acorn, cap on top
        body = pygame.Rect(int(0.26 * s), int(0.3 * s), int(0.48 * s), int(0.62 * s))
        pygame.draw.ellipse(surface, (190, 130, 60), body)
        pygame.draw.ellipse(surface, outline, body, max(1, s // 16))
        cap = pygame.Rect(int(0.16 * s), int(0.2 * s), int(0.68 * s), int(0.3 * s))
        pygame.draw.ellipse(surface, (100, 66, 34), cap)
        pygame.draw.ellipse(surface, outline, cap, max(1, s // 16))
        pygame.draw.line(
            surface,
            outline,
            (s // 2, int(0.2 * s)),
            (int(0.56 * s), int(0.06 * s)),
            max(1, s // 12),
        )
    elif kind == "mushroom":  # a dotted cap over a stem
        stem = pygame.Rect(int(0.38 * s), int(0.45 * s), int(0.24 * s), int(0.45 * s))
        pygame.draw.rect(surface, (236, 224, 196), stem, border_radius=max(1, s // 10))
        pygame.draw.rect(surface, outline, stem, max(1, s // 16), border_radius=max(1, s // 10))
        cap = pygame.Rect(int(0.08 * s), int(0.12 * s), int(0.84 * s), int(0.7 * s))
        pygame.draw.polygon(surface, (210, 50, 40), _half_ellipse(cap))
        pygame.draw.polygon(surface, outline, _half_ellipse(cap), max(1, s // 16))
        for cx, cy in ((0.33, 0.36), (0.6, 0.28), (0.7, 0.42)):
            pygame.draw.circle(
                surface, (250, 246, 236), (int(cx * s), int(cy * s)), max(1, s // 14)
            )
    else:  # feather: a long quill lying diagonally
        pts = []
        for i in range(13):
            t = i / 12
            along = 0.12 + 0.76 * t
            width = 0.17 * math.sin(math.pi * min(1.0, t * 1.1))
            pts.append((along, width))
        left = [(a - w, a + w) for a, w in pts]
        right = [(a + w, a - w) for a, w in reversed(pts)]
        poly = [(int(x * s), int((1 - y) * s)) for x, y in left + right]
        pygame.draw.polygon(surface, (80, 150, 200), poly)
        pygame.draw.polygon(surface, outline, poly, max(1, s // 16))
        pygame.draw.line(
            surface,
            (235, 240, 245),
            (int(0.08 * s), int(0.92 * s)),
            (int(0.86 * s), int(0.14 * s)),
            max(1, s // 14),
        )
    if faded:
        surface.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def _half_ellipse(rect: pygame.Rect) -> list[tuple[int, int]]:
    cx, cy = rect.centerx, rect.bottom - rect.h // 3
    rx, ry = rect.w / 2, rect.h * 2 / 3
    return [
        (int(cx + rx * math.cos(a)), int(cy - ry * math.sin(a)))
        for a in [math.pi * i / 16 for i in range(17)]
    ]


def _squirrel(size: int) -> pygame.Surface:
    """A sitting squirrel: a big curled tail behind a round body with an ear."""
    s = size
    surface = pygame.Surface((s, s), pygame.SRCALPHA)
    outline = (40, 22, 10)
    tail = pygame.Rect(int(0.46 * s), int(0.08 * s), int(0.46 * s), int(0.78 * s))
    pygame.draw.ellipse(surface, _shade(SQUIRREL_RGB, 0.8), tail)
    pygame.draw.ellipse(surface, outline, tail, max(1, s // 18))
    body = pygame.Rect(int(0.18 * s), int(0.42 * s), int(0.44 * s), int(0.5 * s))
    pygame.draw.ellipse(surface, SQUIRREL_RGB, body)
    pygame.draw.ellipse(surface, outline, body, max(1, s // 18))
    head = (int(0.3 * s), int(0.34 * s))
    pygame.draw.circle(surface, SQUIRREL_RGB, head, int(0.16 * s))
    pygame.draw.circle(surface, outline, head, int(0.16 * s), max(1, s // 18))
    ear = [
        (int(0.3 * s), int(0.2 * s)),
        (int(0.36 * s), int(0.06 * s)),
        (int(0.42 * s), int(0.24 * s)),
    ]
    pygame.draw.polygon(surface, SQUIRREL_RGB, ear)
    pygame.draw.polygon(surface, outline, ear, 1)
    pygame.draw.circle(surface, outline, (int(0.24 * s), int(0.32 * s)), max(1, s // 20))
    return surface


def _bush(size: int) -> pygame.Surface:
    s = size
    surface = pygame.Surface((s, s), pygame.SRCALPHA)
    for cx, cy, r in ((0.3, 0.6, 0.26), (0.7, 0.6, 0.26), (0.5, 0.38, 0.3), (0.5, 0.68, 0.24)):
        pygame.draw.circle(surface, (24, 70, 30), (int(cx * s), int(cy * s)), int(r * s) + 2)
    for cx, cy, r in ((0.3, 0.6, 0.26), (0.7, 0.6, 0.26), (0.5, 0.38, 0.3), (0.5, 0.68, 0.24)):
        pygame.draw.circle(surface, (56, 140, 60), (int(cx * s), int(cy * s)), int(r * s))
    for cx, cy in ((0.4, 0.35), (0.62, 0.55), (0.32, 0.62)):
        pygame.draw.circle(surface, (150, 40, 90), (int(cx * s), int(cy * s)), max(2, s // 14))
    return surface


def _backpack(size: int) -> pygame.Surface:
    s = size
    surface = pygame.Surface((s, s), pygame.SRCALPHA)
    outline = (40, 26, 14)
    body = pygame.Rect(int(0.16 * s), int(0.22 * s), int(0.68 * s), int(0.72 * s))
    pygame.draw.rect(surface, (150, 100, 52), body, border_radius=s // 6)
    pygame.draw.rect(surface, outline, body, max(1, s // 20), border_radius=s // 6)
    flap = pygame.Rect(int(0.16 * s), int(0.22 * s), int(0.68 * s), int(0.3 * s))
    pygame.draw.rect(surface, (118, 76, 38), flap, border_radius=s // 6)
    pygame.draw.rect(surface, outline, flap, max(1, s // 20), border_radius=s // 6)
    handle = pygame.Rect(int(0.36 * s), int(0.06 * s), int(0.28 * s), int(0.24 * s))
    pygame.draw.rect(surface, outline, handle, max(2, s // 14), border_radius=s // 8)
    pocket = pygame.Rect(int(0.3 * s), int(0.62 * s), int(0.4 * s), int(0.22 * s))
    pygame.draw.rect(surface, outline, pocket, max(1, s // 20), border_radius=s // 12)
    return surface
