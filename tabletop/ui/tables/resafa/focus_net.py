"""The focus view of the water network: every space big with its VP, discount and bonus
tile in words, drawn into the table's layer from a ``DrawContext`` (only read)."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol

from . import mapgeom
from .art import INK, WATER
from .draw import DIM, DrawContext, outline
from .steer import draw_water_steers
from .words import faces, tiny

WAYS = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}
"""Where the water goes from a branch, as a step on the network (column, row)."""


# --- the water network, big --------------------------------------------------------------------
def network_cell(net, rect: pygame.Rect, legend_w: int) -> tuple[int, int, int]:
    """(size, x0, y0): the square size and the top left of cell A1 in the focus view
    (room at the left for the row numbers and the sources, at the top for the sources,
    at the bottom for the column letters)."""
    across = (rect.w - legend_w - 70) * 3 // (3 * net.columns + 2)
    down = (rect.h - 36) * 3 // (3 * (net.rows + 1) + 1)
    size = min(130, across, down)
    return size, rect.x + 50 + size // 3, rect.y + size // 3 + 6


def network_places(net, inner: pygame.Rect) -> tuple[tuple[int, int, int], pygame.Rect]:
    """The spaces' (size, x0, y0) and the legend column at the right of ``inner``."""
    legend_w = max(300, inner.w // 4)
    legend = pygame.Rect(inner.right - legend_w, inner.y, legend_w, inner.h)
    return network_cell(net, inner, legend_w), legend


def draw_network_big(surface: pygame.Surface, c: DrawContext, inner: pygame.Rect, spots: list):
    """Every space with its VP, discount and bonus tile in words, the canal tiles, the
    sources and cubes, a legend and each player's canal tiles; at a branch, the ways the
    water may take lit (a click plays one)."""
    net = facts.network(c.view)
    (size, x0, y0), legend = network_places(net, inner)
    bonus = dict(net.bonus)
    gists = {cell: facts.canal_bonus_gist(tile) for cell, tile in facts.stock(c.view).canal_bonus}
    placed = {cell: (owner, tile, face) for cell, owner, tile, face in net.canals}
    cells = {x.id: x for x in net.cells}
    area = pygame.Rect(x0, y0, net.columns * size, (net.rows + 1) * size)
    spots.insert(0, (("main", "canal"), area))  # the played card's drop
    for x in net.cells:
        r = pygame.Rect(x0 + x.col * size, y0 + x.row * size, size, size)
        if x.id not in placed:
            spots.append((("cell", x.id), r))  # a canal tile's drop
        if x.id in placed:
            owner, tile, face = placed[x.id]
            look = c.seats[owner]
            f = facts.canal_face(tile, face)
            surface.blit(c.art.canal(f, size - 4, look.rgb, look.symbol), r.inflate(-4, -4))
            c.tips.append((r, f"{x.id}: {look.name}'s canal tile, {1 + f.blue} VP at each rain."))
            continue
        fill = (90, 110, 120) if x.tank else (214, 196, 156)
        pygame.draw.rect(surface, fill, r.inflate(-4, -4), border_radius=5)
        words = _cell_words(x, net, bonus.get(x.id, ""))
        ink = theme.TEXT if x.tank else INK
        font, rows = _cell_rows(c, words, gists.get(x.id, ()), size)
        step = mapgeom.ink(c.text, font) + 2
        room = max(1, (size - 10) // step)
        if len(rows) > room:  # the rest in the tooltip
            rows = rows[: room - 1] + [(rows[room - 1][0] + " …", False)]
        for k, (row, bold) in enumerate(rows):
            row = c.text.fit(row, size - 12, font, bold)
            c.text.blit(surface, row, (r.x + 6, r.y + 5 + k * step), font, ink, bold)
        c.tips.append((r, f"{x.id}: " + "; ".join(words) + "."))
    for s in net.sources:
        cell = cells[s.cell]
        r = _source_rect(x0 + cell.col * size, y0 + cell.row * size, size, s.side)
        pygame.draw.rect(surface, (30, 46, 60), r, border_radius=4)
        if s.full:
            pygame.draw.rect(surface, WATER, r.inflate(-8, -8), border_radius=3)
        c.tips.append((r, f"Water source by {s.cell}: " + ("a cube." if s.full else "empty.")))
    for cell_id in net.cubes:
        cell = cells[cell_id]
        r = pygame.Rect(x0 + cell.col * size, y0 + cell.row * size, size, size)
        mapgeom.draw_cube(surface, r.inflate(-4, -4), cell_id in placed, WATER, theme.TEXT)
    for col in range(net.columns):
        at = (x0 + col * size + size // 2, y0 + (net.rows + 1) * size + 2)
        c.text.blit(surface, facts.COLS[col], at, 15, DIM, True, "midtop")
    for row in range(net.rows):
        at = (x0 - size // 3 - 8, y0 + row * size + size // 2)
        c.text.blit(surface, str(row + 1), at, 15, DIM, True, "midright")
    task = facts.task(c.view)
    if task is not None and task.kind == "route" and not c.rain_playing:
        cell = cells[task.cell]
        here = pygame.Rect(x0 + cell.col * size, y0 + cell.row * size, size, size)
        pygame.draw.rect(surface, WATER, here.inflate(-size // 2, -size // 2), border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT, here, 4, border_radius=6)
        for way, (dx, dy) in WAYS.items():
            if ("route", way) not in c.lit:
                continue
            to = here.move(dx * size, dy * size)
            pygame.draw.line(surface, theme.ACCENT, here.center, to.center, 6)
            outline(surface, c, ("route", way), to.inflate(-4, -4))
            spots.append((("route", way), to))
            c.tips.append((to, f"Click: the water flows {way} from {task.cell}."))
    draw_water_steers(surface, c, lambda col, row: _space(x0, y0, size, col, row), inner, 14)
    _network_legend(surface, c, net, legend)


def _space(x0: int, y0: int, size: int, col: int, row: int) -> pygame.Rect:
    return pygame.Rect(x0 + col * size, y0 + row * size, size, size)


def _cell_rows(c: DrawContext, words: list[str], gist: tuple[str, ...], size: int):
    """(font, rows): a space's words wrapped in the largest face (13 pt down to 12 px
    letters) where they show whole, the bonus tile's effect in full or in a few words
    (``gist``); else at 13 pt (the rest in the tooltip). A row is (words, bold)."""
    forms = [words] + [words[:-1] + ["★ " + tiny(g)] for g in gist if words[-1][:1] == "★"]
    for font, _ in faces(c.text, 13, bold=False):
        room = max(1, (size - 10) // (mapgeom.ink(c.text, font) + 2))
        for lines in forms:
            rows = [
                (row, i == 0)
                for i, line in enumerate(lines)
                for row in c.text.wrap(line, size - 14, font)
            ]
            wide = any(c.text.size(row, font, bold)[0] > size - 12 for row, bold in rows)
            if len(rows) <= room and not wide:
                return font, rows
    return 13, [
        (row, i == 0) for i, line in enumerate(words) for row in c.text.wrap(line, size - 14, 13)
    ]


def _cell_words(x, net, bonus: str) -> list[str]:
    if x.tank:
        return ["Tank", f"{net.tank_vp} VP"]
    words = [f"{x.vp} VP"]
    if x.coin_off:
        words.append(f"{x.coin_off} coin less")
    if x.no_marble:
        words.append("no marble to pay")
    if bonus:
        words.append("★ " + bonus)
    return words


def _source_rect(x: int, y: int, size: int, side: str) -> pygame.Rect:
    s = size // 3
    if side == "N":
        return pygame.Rect(x + (size - s) // 2, y - s - 4, s, s)
    if side == "W":
        return pygame.Rect(x - s - 4, y + (size - s) // 2, s, s)
    return pygame.Rect(x + size + 4, y + (size - s) // 2, s, s)


def _network_legend(surface, c: DrawContext, net, box: pygame.Rect) -> None:
    rain = facts.rounds(c.view)
    lines = [
        f"Round {rain.current} of {rain.rounds}; a rain follows rounds "
        + ", ".join(map(str, rain.rain_after))
        + ".",
        "A space: the VP for building on it, what it takes off the price, and its bonus tile (★).",
        "A canal tile: its cost in coins (top left) and its blue VP (bottom right), in "
        "its owner's colour and symbol.",
        "A blue square on a space (in a canal tile's corner): a water cube; at the edge: a source.",
    ]
    y = box.y
    pitch = mapgeom.ink(c.text, 14) + 4
    for words in lines:
        for row in c.text.wrap(words, box.w - 8, 14):
            c.text.blit(surface, row, (box.x + 4, y), 14, theme.TEXT)
            y += pitch
        y += 6
    y += 6
    for seat, look in enumerate(c.seats):
        built = sum(1 for x in net.canals if x[1] == seat)
        draw_symbol(surface, look.symbol, (box.x + 12, y + pitch // 2), 7, look.rgb)
        words = f"{look.name}: {built} canal tile{'s' * (built != 1)} built"
        c.text.blit(surface, c.text.fit(words, box.w - 30, 14), (box.x + 26, y), 14, theme.TEXT)
        y += pitch
