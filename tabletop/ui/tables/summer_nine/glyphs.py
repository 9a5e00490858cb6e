"""Line-art icons for Summer Nine's cards: holiday types (parasol, buildings, peaks),
card kinds (bridge, half stay, the three actions, objective, ice cream, photo, Take Two),
the country emblems (castle, column, wave, globe) and the schedule suitcase. Each has its
own shape so none depends on colour; ``art.py`` caches them."""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]

CREAM = (248, 244, 232)
INK = (28, 28, 34)
INK_SOFT = (74, 74, 84)
FLAVOUR_RGB: dict[str, Colour] = {
    "STR": (236, 96, 130),
    "LEM": (246, 226, 90),
    "COC": (246, 246, 240),
    "PIS": (150, 200, 110),
    "CHO": (120, 76, 46),
}


def draw_icon(name: str, size: int, flavour: str = "") -> pygame.Surface:
    """Line-art icons; each kind has its own shape so none depends on colour."""
    s = size
    surface = pygame.Surface((s, s), pygame.SRCALPHA)
    w = max(2, s // 14)
    c = s // 2
    if name == "umbrella":  # a parasol over a wavy sea
        pygame.draw.arc(
            surface, (220, 80, 60), (s * 0.12, s * 0.12, s * 0.76, s * 0.6), 0, math.pi, w + 2
        )
        pygame.draw.polygon(
            surface,
            (236, 96, 70),
            [(s * 0.12, s * 0.42), (s * 0.88, s * 0.42), (c, s * 0.12)],
        )
        pygame.draw.line(surface, INK, (c, s * 0.14), (c, s * 0.82), w)
        for k in range(3):
            y = s * 0.86
            x0 = s * 0.08 + k * s * 0.28
            pygame.draw.arc(
                surface, (40, 120, 200), (x0, y - s * 0.08, s * 0.28, s * 0.16), 0, math.pi, w
            )
        pygame.draw.polygon(
            surface, INK, [(s * 0.12, s * 0.42), (s * 0.88, s * 0.42), (c, s * 0.12)], 1
        )
    elif name == "buildings":  # three buildings of different heights with windows
        for x, top, bw in ((0.08, 0.36, 0.26), (0.37, 0.12, 0.28), (0.68, 0.46, 0.24)):
            r = pygame.Rect(s * x, s * top, s * bw, s * (0.9 - top))
            pygame.draw.rect(surface, (150, 156, 172), r)
            pygame.draw.rect(surface, INK, r, max(1, w // 2))
            for wy in range(int(r.y + s * 0.06), int(r.bottom - s * 0.08), max(4, s // 8)):
                pygame.draw.line(
                    surface, (250, 230, 140), (r.x + 3, wy), (r.right - 4, wy), max(1, w // 2)
                )
        pygame.draw.line(surface, INK, (s * 0.04, s * 0.9), (s * 0.96, s * 0.9), w)
    elif name == "peaks":  # two peaks with snow caps
        big = [(s * 0.05, s * 0.9), (s * 0.45, s * 0.14), (s * 0.85, s * 0.9)]
        small = [(s * 0.42, s * 0.9), (s * 0.72, s * 0.38), (s * 0.98, s * 0.9)]
        pygame.draw.polygon(surface, (110, 130, 110), small)
        pygame.draw.polygon(surface, INK, small, max(1, w // 2))
        pygame.draw.polygon(surface, (96, 116, 96), big)
        pygame.draw.polygon(
            surface,
            (250, 250, 250),
            [(s * 0.33, s * 0.36), (s * 0.45, s * 0.14), (s * 0.57, s * 0.36)],
        )
        pygame.draw.polygon(surface, INK, big, max(1, w // 2))
    elif name == "bridge":  # an arch with a deck and pillars
        pygame.draw.line(surface, INK, (s * 0.04, s * 0.42), (s * 0.96, s * 0.42), w + 1)
        pygame.draw.arc(surface, INK, (s * 0.14, s * 0.42, s * 0.72, s * 0.7), 0, math.pi, w + 1)
        for x in (0.14, 0.86):
            pygame.draw.line(surface, INK, (s * x, s * 0.42), (s * x, s * 0.9), w)
        for k in range(5):
            x = s * (0.26 + 0.12 * k)
            pygame.draw.line(
                surface,
                INK_SOFT,
                (x, s * 0.42),
                (x, s * 0.5 + abs(k - 2) * s * 0.08),
                max(1, w // 2),
            )
        pygame.draw.line(surface, (40, 120, 200), (s * 0.04, s * 0.92), (s * 0.96, s * 0.92), w)
    elif name == "half":  # a bed cut in half: one pillow, a dashed edge
        bed = pygame.Rect(s * 0.06, s * 0.44, s * 0.88, s * 0.3)
        pygame.draw.rect(surface, (200, 206, 228), bed, border_radius=3)
        pygame.draw.rect(surface, INK, bed, max(1, w // 2), border_radius=3)
        pygame.draw.rect(
            surface, (250, 250, 250), (s * 0.1, s * 0.32, s * 0.28, s * 0.14), border_radius=3
        )
        pygame.draw.rect(
            surface, INK, (s * 0.1, s * 0.32, s * 0.28, s * 0.14), max(1, w // 2), border_radius=3
        )
        pygame.draw.line(surface, INK, (s * 0.06, s * 0.2), (s * 0.06, s * 0.9), w)
        for y in range(int(s * 0.1), int(s * 0.95), max(4, s // 8)):
            pygame.draw.line(surface, INK, (c, y), (c, y + max(2, s // 16)), max(1, w // 2))
    elif name == "reschedule":  # two arrows swapping
        for y, sign in ((0.34, 1), (0.66, -1)):
            a, b = (s * 0.12, s * 0.88) if sign > 0 else (s * 0.88, s * 0.12)
            pygame.draw.line(surface, INK, (a, s * y), (b, s * y), w + 1)
            head = s * 0.14 * sign
            pygame.draw.polygon(
                surface, INK, [(b, s * y), (b - head, s * y - s * 0.1), (b - head, s * y + s * 0.1)]
            )
    elif name == "theft":  # a robber's mask
        mask = pygame.Rect(s * 0.08, s * 0.3, s * 0.84, s * 0.36)
        pygame.draw.ellipse(surface, INK, mask)
        for x in (0.32, 0.68):
            pygame.draw.ellipse(surface, CREAM, (s * x - s * 0.11, s * 0.4, s * 0.22, s * 0.14))
        pygame.draw.line(surface, INK, (s * 0.9, s * 0.44), (s * 0.98, s * 0.28), w)
    elif name == "time":  # an hourglass
        pygame.draw.line(surface, INK, (s * 0.2, s * 0.1), (s * 0.8, s * 0.1), w + 1)
        pygame.draw.line(surface, INK, (s * 0.2, s * 0.9), (s * 0.8, s * 0.9), w + 1)
        glass = [
            (s * 0.26, s * 0.12),
            (s * 0.74, s * 0.12),
            (c, s * 0.5),
            (s * 0.74, s * 0.88),
            (s * 0.26, s * 0.88),
            (c, s * 0.5),
        ]
        pygame.draw.polygon(surface, (230, 214, 160), glass)
        pygame.draw.polygon(
            surface, (200, 160, 70), [(s * 0.36, s * 0.88), (s * 0.64, s * 0.88), (c, s * 0.66)]
        )
        pygame.draw.polygon(surface, INK, glass, max(1, w // 2))
    elif name == "objective":  # a target with a flag
        for radius, rgb in ((0.4, INK), (0.3, CREAM), (0.2, INK), (0.1, CREAM)):
            pygame.draw.circle(surface, rgb, (c, c), s * radius)
        pygame.draw.line(surface, INK, (c, c), (s * 0.9, s * 0.1), w)
    elif name == "ice_cream":  # a cone and a scoop of the flavour's colour
        pygame.draw.polygon(
            surface, (214, 170, 100), [(s * 0.28, s * 0.46), (s * 0.72, s * 0.46), (c, s * 0.96)]
        )
        pygame.draw.polygon(
            surface,
            INK,
            [(s * 0.28, s * 0.46), (s * 0.72, s * 0.46), (c, s * 0.96)],
            max(1, w // 2),
        )
        scoop = FLAVOUR_RGB.get(flavour, (240, 200, 210))
        pygame.draw.circle(surface, scoop, (c, int(s * 0.36)), int(s * 0.26))
        pygame.draw.circle(surface, INK, (c, int(s * 0.36)), int(s * 0.26), max(1, w // 2))
    elif name == "photo":  # a camera
        body = pygame.Rect(s * 0.08, s * 0.3, s * 0.84, s * 0.52)
        pygame.draw.rect(surface, INK, body, border_radius=max(2, s // 10))
        pygame.draw.rect(surface, INK, (s * 0.34, s * 0.2, s * 0.3, s * 0.14))
        pygame.draw.circle(surface, CREAM, (c, int(s * 0.56)), int(s * 0.17))
        pygame.draw.circle(surface, INK, (c, int(s * 0.56)), int(s * 0.1))
    elif name == "take_two":  # two cards fanned with "2"
        for k, dx in enumerate((-0.12, 0.1)):
            r = pygame.Rect(s * (0.26 + dx), s * (0.14 + 0.08 * k), s * 0.42, s * 0.62)
            pygame.draw.rect(surface, CREAM, r, border_radius=3)
            pygame.draw.rect(surface, INK, r, max(1, w // 2), border_radius=3)
    elif name == "castle":  # Spain: a tower with battlements
        tower = [
            (0.2, 0.95),
            (0.2, 0.3),
            (0.28, 0.3),
            (0.28, 0.12),
            (0.4, 0.12),
            (0.4, 0.3),
            (0.6, 0.3),
            (0.6, 0.12),
            (0.72, 0.12),
            (0.72, 0.3),
            (0.8, 0.3),
            (0.8, 0.95),
        ]
        points = [(s * x, s * y) for x, y in tower]
        pygame.draw.polygon(surface, CREAM, points)
        pygame.draw.polygon(surface, INK, points, 1)
        pygame.draw.rect(surface, INK, (s * 0.42, s * 0.6, s * 0.16, s * 0.35))
    elif name == "column":  # Italy: a classical column
        pygame.draw.rect(surface, CREAM, (s * 0.18, s * 0.08, s * 0.64, s * 0.14))
        pygame.draw.rect(surface, CREAM, (s * 0.3, s * 0.22, s * 0.4, s * 0.56))
        pygame.draw.rect(surface, CREAM, (s * 0.14, s * 0.78, s * 0.72, s * 0.16))
        for x in (0.4, 0.5, 0.6):
            pygame.draw.line(surface, INK, (s * x, s * 0.26), (s * x, s * 0.74), 1)
        pygame.draw.rect(surface, INK, (s * 0.14, s * 0.08, s * 0.72, s * 0.86), 1)
    elif name == "wave":  # Greece: three waves
        for k in range(3):
            y = s * (0.3 + 0.24 * k)
            for j in range(2):
                x0 = s * (0.06 + 0.44 * j)
                pygame.draw.arc(
                    surface,
                    CREAM,
                    (x0, y - s * 0.12, s * 0.44, s * 0.24),
                    0,
                    math.pi,
                    max(2, s // 8),
                )
    elif name == "globe":  # Any Country: a globe with meridians
        pygame.draw.circle(surface, CREAM, (c, c), s * 0.44)
        pygame.draw.circle(surface, INK, (c, c), s * 0.44, 1)
        pygame.draw.ellipse(surface, INK, (s * 0.32, s * 0.06, s * 0.36, s * 0.88), 1)
        pygame.draw.line(surface, INK, (s * 0.06, c), (s * 0.94, c), 1)
    elif name == "suitcase":
        body = pygame.Rect(s * 0.08, s * 0.3, s * 0.84, s * 0.62)
        pygame.draw.rect(surface, (120, 80, 46), body, border_radius=max(2, s // 8))
        pygame.draw.rect(surface, INK, body, 1, border_radius=max(2, s // 8))
        pygame.draw.rect(surface, INK, (s * 0.34, s * 0.1, s * 0.32, s * 0.22), 1)
    return surface
