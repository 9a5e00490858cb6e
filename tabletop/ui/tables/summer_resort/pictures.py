"""Summer Resort's pictures drawn with pygame.draw: the palette (colour + icon + number,
never colour alone), the icons for the vacationers, houses, forest, automobile, porter and
weather, a vacationer as a small figure and a fir. ``art`` caches surfaces built from them.
"""

from __future__ import annotations

import pygame

from tabletop.ui.icons import draw_symbol

Colour = tuple[int, int, int]

GREEN, RED, BLUE = (44, 132, 66), (184, 50, 46), (40, 88, 182)
FOREST = (96, 84, 58)
PORTER = (150, 104, 44)
PAPER = (246, 240, 226)
INK = (30, 30, 36)
CARRIAGE = (112, 44, 38)
CARRIAGE_DARK = (82, 30, 28)
ROOF = (58, 60, 66)
CREAM = (226, 210, 170)
GLASS = (86, 102, 112)
GLINT = (140, 160, 170)

KIND_COLOUR = {
    "student": GREEN,
    "convalescent": RED,
    "socialite": BLUE,
    "cottage": GREEN,
    "villa": RED,
    "pension": BLUE,
    "forest": FOREST,
    "forest_100": FOREST,
    "forest_200": FOREST,
    "automobile": (90, 90, 98),
}


def draw_icon(
    surface: pygame.Surface,
    name: str,
    center: tuple[int, int],
    r: int,
    colour: Colour = (250, 250, 250),
) -> None:
    """A small picture of ``name`` within a square of side ``2r`` around ``center``."""
    x, y = center
    if name == "student":  # mortarboard
        pygame.draw.polygon(
            surface,
            colour,
            [(x - r, y - r * 0.2), (x, y - r * 0.7), (x + r, y - r * 0.2), (x, y + r * 0.3)],
        )
        pygame.draw.rect(surface, colour, (x - r * 0.5, y, r, r * 0.6))
        pygame.draw.line(
            surface, colour, (x + r * 0.8, y - r * 0.2), (x + r * 0.8, y + r * 0.6), max(1, r // 5)
        )
    elif name == "convalescent":  # medical cross
        w = max(2, int(r * 0.6))
        pygame.draw.rect(surface, colour, (x - w // 2, y - r * 0.9, w, r * 1.8))
        pygame.draw.rect(surface, colour, (x - r * 0.9, y - w // 2, r * 1.8, w))
    elif name == "socialite":  # top hat
        pygame.draw.rect(surface, colour, (x - r * 0.55, y - r * 0.9, r * 1.1, r * 1.3))
        pygame.draw.rect(surface, colour, (x - r, y + r * 0.4, r * 2, max(2, r * 0.35)))
    elif name in ("cottage", "villa", "pension"):
        _house(surface, name, x, y, r, colour)
    elif name in ("forest", "forest_100", "forest_200"):
        pygame.draw.polygon(
            surface, colour, [(x, y - r), (x + r * 0.75, y + r * 0.5), (x - r * 0.75, y + r * 0.5)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.15, y + r * 0.4, r * 0.3, r * 0.6))
    elif name == "automobile":
        pygame.draw.rect(
            surface, colour, (x - r, y - r * 0.15, r * 2, r * 0.7), border_radius=max(1, r // 4)
        )
        pygame.draw.rect(
            surface, colour, (x - r * 0.5, y - r * 0.65, r, r * 0.6), border_radius=max(1, r // 4)
        )
        for dx in (-0.55, 0.55):
            pygame.draw.circle(surface, colour, (x + r * dx, y + r * 0.6), max(2, r * 0.3))
            pygame.draw.circle(surface, INK, (x + r * dx, y + r * 0.6), max(1, r * 0.14))
    elif name == "porter":  # suitcase
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.9, y - r * 0.45, r * 1.8, r * 1.25),
            border_radius=max(1, r // 4),
        )
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.35, y - r * 0.8, r * 0.7, r * 0.45),
            max(1, r // 5),
            border_radius=2,
        )
    elif name == "sun":
        for i in range(8):
            v = pygame.math.Vector2(1, 0).rotate(i * 45)
            pygame.draw.line(
                surface,
                colour,
                (x + v.x * r * 0.6, y + v.y * r * 0.6),
                (x + v.x * r, y + v.y * r),
                max(1, r // 5),
            )
        pygame.draw.circle(surface, colour, center, int(r * 0.5))
    elif name == "cloud":
        for dx, dy, rr in ((-0.45, 0.15, 0.4), (0.1, -0.15, 0.5), (0.55, 0.2, 0.35)):
            pygame.draw.circle(surface, colour, (x + r * dx, y + r * dy), max(2, r * rr))
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.85, y + r * 0.1, r * 1.7, r * 0.45),
            border_radius=max(1, r // 4),
        )
    elif name == "coin":
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, INK, center, r, max(1, r // 6))
    else:
        draw_symbol(surface, "circle", center, r, colour)


def _house(surface, name, x, y, r, colour) -> None:
    if name == "cottage":
        pygame.draw.polygon(
            surface, colour, [(x - r, y - r * 0.1), (x, y - r), (x + r, y - r * 0.1)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.7, y - r * 0.1, r * 1.4, r * 1.0))
        pygame.draw.rect(surface, INK, (x - r * 0.15, y + r * 0.35, r * 0.3, r * 0.55))
    elif name == "villa":
        pygame.draw.polygon(
            surface, colour, [(x - r, y - r * 0.35), (x, y - r), (x + r, y - r * 0.35)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.8, y - r * 0.35, r * 1.6, r * 1.3))
        for wx in (-0.45, 0.15):
            for wy in (-0.15, 0.4):
                pygame.draw.rect(surface, INK, (x + r * wx, y + r * wy, r * 0.3, r * 0.3))
    else:  # pension: a wide block with a flat roof and rows of windows
        pygame.draw.rect(surface, colour, (x - r, y - r * 0.85, r * 2, r * 1.8))
        for wx in (-0.75, -0.15, 0.45):
            for wy in (-0.6, -0.05, 0.5):
                pygame.draw.rect(surface, INK, (x + r * wx, y + r * wy, r * 0.3, r * 0.28))


def draw_person(surface: pygame.Surface, kind: str, x: int, y: int, h: int) -> None:
    """A vacationer as a small figure ``h`` tall with its left edge at ``x``: head and
    shoulders in paper, wearing the kind's sign (a mortarboard, a top hat, a sling with a
    cross), so the kind reads without its colour."""
    colour = KIND_COLOUR[kind]
    cx = x + max(5, int(h * 0.38))
    hr = max(2, round(h * 0.17))
    hy = y + round(h * 0.42)
    body = pygame.Rect(0, 0, round(h * 0.72), round(h * 0.7))
    body.midtop = (cx, hy + hr - 1)
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(x, y, body.w + 8, h).clip(clip or surface.get_rect()))
    pygame.draw.ellipse(surface, PAPER, body)
    pygame.draw.ellipse(surface, INK, body, 1)
    surface.set_clip(clip)
    pygame.draw.circle(surface, (238, 206, 170), (cx, hy), hr)
    pygame.draw.circle(surface, INK, (cx, hy), hr, 1)
    top = hy - hr
    if kind == "student":  # a mortarboard with its tassel
        w = hr * 2 + 3
        pygame.draw.polygon(
            surface, INK, [(cx - w, top + 1), (cx, top - 2), (cx + w, top + 1), (cx, top + 3)]
        )
        pygame.draw.line(surface, (240, 200, 60), (cx + w - 1, top + 1), (cx + w - 1, top + 5), 1)
    elif kind == "socialite":  # a top hat
        pygame.draw.rect(surface, INK, (cx - hr, top - hr - 2, hr * 2, hr + 3))
        pygame.draw.line(surface, INK, (cx - hr - 2, top + 1), (cx + hr + 2, top + 1), 2)
    elif kind == "convalescent":  # a cross on the chest (a patient taking the cure)
        k = max(2, hr - 1)
        c = (cx, body.y + k + 2)
        pygame.draw.line(surface, colour, (c[0] - k, c[1]), (c[0] + k, c[1]), 2)
        pygame.draw.line(surface, colour, (c[0], c[1] - k), (c[0], c[1] + k), 2)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved ``t`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def draw_tree(surface: pygame.Surface, x: int, y: int, h: int, colour: Colour) -> None:
    """A fir ``h`` tall standing on ``(x, y)``."""
    trunk = max(2, h // 8)
    pygame.draw.rect(surface, (96, 70, 44), (x - trunk // 2, y - h // 5, trunk, h // 5))
    for k in range(3):
        w = h * (0.42 - k * 0.1)
        base = y - h // 5 - k * h // 4
        pygame.draw.polygon(surface, colour, [(x - w, base), (x, base - h * 0.42), (x + w, base)])


SMOKEBOX = (62, 62, 70)
SMOKE_LIGHT = (112, 112, 122)
BRASS = (196, 160, 84)
STEEL = (150, 150, 156)


def locomotive_cab(size: tuple[int, int]) -> pygame.Rect:
    """The cab of ``draw_locomotive``'s engine (its window is in the cab's top)."""
    w, h = size
    return pygame.Rect(w - 56, 10, 52, h - 10)


def draw_locomotive(surface: pygame.Surface, wheels: int) -> None:
    """A steam locomotive seen from the side, facing left, in the carriages' livery, filling
    ``surface``: chimney and dome over the boiler, the smokebox at the front, the cab with
    its arched roof and window at the back (next to the first car), and under the frame
    the buffers, the cow-catcher, a small leading wheel, three driving wheels joined by
    their coupling rod and a trailing wheel under the cab. The boiler's side is left plain
    for the weather board."""
    w, h = surface.get_size()
    frame_y = h - wheels + 4
    cab = locomotive_cab((w, h)).clip((0, 0, w, frame_y))
    boiler = pygame.Rect(8, 18, cab.x - 6, frame_y - 18)
    pygame.draw.rect(surface, CARRIAGE, boiler, border_radius=4)
    pygame.draw.line(surface, mix(CARRIAGE, (255, 255, 255), 0.25), (12, 20), (cab.x, 20), 2)
    for x in range(boiler.x + 30, cab.x - 8, 34):  # the boiler's bands
        pygame.draw.line(surface, CARRIAGE_DARK, (x, boiler.y + 3), (x, boiler.bottom - 6), 2)
    smokebox = pygame.Rect(0, 20, 16, frame_y - 20)
    pygame.draw.rect(
        surface, SMOKEBOX, smokebox, border_top_left_radius=8, border_bottom_left_radius=3
    )
    pygame.draw.line(surface, SMOKE_LIGHT, (3, 24), (3, frame_y - 3), 1)
    pygame.draw.circle(surface, BRASS, (7, 29), 3)  # the lamp
    pygame.draw.rect(surface, SMOKEBOX, (14, 4, 14, 16))  # the chimney, its rim flared
    pygame.draw.line(surface, SMOKE_LIGHT, (16, 6), (16, 19), 2)
    pygame.draw.rect(surface, SMOKEBOX, (11, 0, 20, 6), border_radius=2)
    pygame.draw.rect(surface, SMOKE_LIGHT, (11, 0, 20, 6), 1, border_radius=2)
    pygame.draw.ellipse(surface, BRASS, (40, 8, 22, 22))  # the steam dome
    pygame.draw.rect(surface, CARRIAGE, (38, 18, 26, 4))
    pygame.draw.rect(surface, CARRIAGE, cab, border_radius=3)
    for x in range(cab.x + 6, cab.right - 3, 12):  # panelled like a carriage
        pygame.draw.line(surface, CARRIAGE_DARK, (x, cab.y + 32), (x, cab.bottom - 6), 1)
    roof = pygame.Rect(cab.x - 4, 2, cab.w + 8, 12)
    pygame.draw.rect(surface, ROOF, roof, border_top_left_radius=8, border_top_right_radius=8)
    window = pygame.Rect(cab.x + 8, cab.y + 6, cab.w - 16, 20)
    pygame.draw.rect(surface, GLASS, window, border_radius=3)
    pygame.draw.rect(surface, CARRIAGE_DARK, window, 1, border_radius=3)
    pygame.draw.line(
        surface, GLINT, (window.right - 9, window.bottom - 4), (window.right - 4, window.y + 3)
    )
    pygame.draw.line(surface, CREAM, (8, frame_y - 4), (cab.right - 1, frame_y - 4), 2)
    pygame.draw.rect(surface, INK, (6, frame_y, w - 8, 5))  # the frame
    pygame.draw.rect(surface, (70, 70, 76), (0, frame_y, 6, 6), border_radius=2)  # buffer
    pygame.draw.rect(surface, (70, 70, 76), (w - 5, frame_y, 5, 6), border_radius=2)
    pilot = [(20, frame_y + 5), (22, h - 2), (0, h - 2)]  # the cow-catcher's wedge
    pygame.draw.polygon(surface, SMOKE_LIGHT, pilot)
    for x in range(5, 22, 5):
        pygame.draw.line(surface, SMOKEBOX, (x, h - 3), (20, frame_y + 6), 1)
    _wheel(surface, (34, h - 8), 7)
    big = min(12, (wheels - 2) // 2)
    drivers = [(62 + k * (2 * big + 6), h - big - 1) for k in range(3)]
    for centre in drivers:
        _wheel(surface, centre, big)
    _wheel(surface, (cab.centerx, h - 8), 7)
    y = drivers[0][1] + big // 2  # the coupling rod on its crank pins
    pygame.draw.line(surface, STEEL, (drivers[0][0], y), (drivers[-1][0], y), 3)
    for x, _ in drivers:
        pygame.draw.circle(surface, CREAM, (x, y), 2)


def _wheel(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A spoked wheel with its rim and hub."""
    pygame.draw.circle(surface, (34, 34, 38), centre, r)
    x, y = centre
    for dx, dy in ((1, 0), (0, 1), (0.7, 0.7), (0.7, -0.7)):
        a, b = round(dx * (r - 2)), round(dy * (r - 2))
        pygame.draw.line(surface, (96, 96, 104), (x - a, y - b), (x + a, y + b), 1)
    pygame.draw.circle(surface, STEEL, centre, r, 2 if r > 8 else 1)
    pygame.draw.circle(surface, STEEL, centre, max(1, r // 4))
