"""A workshop tile's face on the Resafa table (``Art.workshop`` caches it): its rooms'
words in the largest face that shows them whole — on one row or wrapped after a +, kept
clear of the green leaves on the top and bottom edges where they fit, else using the
divider's row (the divider broken round them) — the leaves as half leaves over the
edges, and the level letter in the corner where the words leave it room (the tooltip
says it too)."""

from __future__ import annotations

import re

import pygame

from tabletop.games.resafa.facts import WorkshopFacts

from .goods import draw_rich, has_icons, rich_width
from .palette import GREEN, INK, SAND_DARK
from .words import faces, ink_box, short, stacked


def draw_workshop_face(s: pygame.Surface, text, shop: WorkshopFacts, rot: int, back: bool) -> None:
    """The rooms, the divider, the leaves (turned ``rot`` quarter turns) and the level
    on the tile surface ``s`` (square), front or back up."""

    size = s.get_width()
    rooms = (shop.back,) if back else shop.rooms
    n = len(rooms)
    tried = faces(text, 13 if size >= 60 else 12)
    edges = "NESW"
    turned = [] if back else [(edges[(edges.index(e) + rot) % 4], k) for e, k, _ in shop.icons]
    leaf = max(4, size // 10) + 2  # how far a leaf reaches into the tile
    inked: list[pygame.Rect] = []
    for i, room in enumerate(rooms):
        top, bottom = size * i // n, size * (i + 1) // n
        box = pygame.Rect(2, top + 2 + (i == 0), size - 4, bottom - top - 4 - (i == 0))
        box.h -= i == n - 1  # a pixel clear of the tile's frame
        clear = box.copy()  # clear of the leaves on the top and bottom edges
        if i == 0 and any(e == "N" for e, _ in turned):
            clear.y, clear.h = clear.y + leaf - 2, clear.h - leaf + 2
        if i == n - 1 and any(e == "S" for e, _ in turned):
            clear.h -= leaf - 2
        y = 3 if i == 0 else top + 1  # up to the divider's row (broken for the words)
        tight = pygame.Rect(2, y, size - 4, (size - 3 if i == n - 1 else bottom) - y)
        inked += _room(s, text, short(room), (clear, box, tight), tried)
    if n > 1:  # the rooms' divider, broken where a room's words need its row
        mid = size // 2
        ends = [6]
        for r in sorted((r for r in inked if r.top - 1 <= mid <= r.bottom), key=lambda r: r.x):
            ends += [r.x - 2, r.right + 1]
        ends.append(size - 7)
        for a, b in zip(ends[::2], ends[1::2]):
            if b - a >= 3:
                pygame.draw.line(s, SAND_DARK, (a, mid), (b, mid), 1)
    for e, k in turned:
        _leaf(s, e, k, size)
    level = ("S", "I", "II")[min(shop.level, 2)]
    for label in (level + " back", level) if back else (level,):  # else: in the tooltip
        ink = ink_box(text, label, 12).move(3, 1)
        if ink.right < size - 3 and not any(r.colliderect(ink) for r in inked):
            text.blit(s, label, (3, 1), 12, (90, 70, 40))
            break


def _room(
    s: pygame.Surface, text, words: str, boxes: tuple[pygame.Rect, ...], tried: list
) -> list[pygame.Rect]:
    """A room's words centred in the first of ``boxes`` where a face of ``tried`` shows
    them whole (``stacked``: on one row or wrapped after a +), else with the VP as the
    laurel icon (the legend and the tile's tooltip say it), else with the icons side by
    side without their +; the rects their letters cover."""
    size, bold = tried[-1][0], tried[-1][1]
    box, rows = boxes[-1], [words]
    laurel = re.sub(r"(\d+)VP\b", r"\1§v", words)  # VP as its icon, where words have no room
    bare = [laurel.replace("+", " "), laurel.replace("+", "")]  # the icons side by side
    forms = dict.fromkeys((words, laurel, *bare))
    for form, box in ((form, box) for form in forms for box in boxes):
        found = stacked(text, form, box.w, box.h, tried)
        if found is not None:
            size, bold, rows = found
            break
    rows = [
        row if rich_width(text, row, size, bold) <= box.w else text.fit(row, box.w, size, bold)
        for row in rows
    ]  # whole where found
    inks = [ink_box(text, row, size, bold) for row in rows]
    y = box.centery - (sum(r.h for r in inks) + len(rows) - 1) // 2
    out = []
    for row, ink in zip(rows, inks):
        wide = rich_width(text, row, size, bold)
        if has_icons(row) and wide <= box.w:  # the goods as icons with their numbers
            at = (box.centerx - wide // 2, y - ink.y)
            drawn = draw_rich(s, text, row, at, size, INK, bold)
            out.append(pygame.Rect(drawn.x, y, drawn.w, ink.h))
        else:
            at = (box.centerx - ink.w // 2 - ink.x, y - ink.y)
            text.blit(s, row, at, size, INK, bold)
            out.append(ink.move(at))
        y += ink.h + 1
    return out


def _leaf(s: pygame.Surface, edge: str, pos: int, size: int) -> None:
    """A green leaf on third ``pos`` of ``edge`` (thirds read clockwise round the tile),
    half over the edge so that the words keep the middle."""
    third = size / 3
    c: tuple[float, float]
    k = pos if edge in ("N", "E") else 2 - pos
    r = max(4, size // 10)
    if edge == "N":
        c = (third * k + third / 2, 1)
    elif edge == "S":
        c = (third * k + third / 2, size - 2)
    elif edge == "E":
        c = (size - 2, third * k + third / 2)
    else:
        c = (1, third * k + third / 2)
    pygame.draw.circle(s, GREEN, (int(c[0]), int(c[1])), r)
    pygame.draw.circle(s, INK, (int(c[0]), int(c[1])), r, 1)
