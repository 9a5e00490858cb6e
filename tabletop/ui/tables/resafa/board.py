"""Drawing the trading map (centres, roads and fares, tiles, base boxes, caravans, the
round track) and the water network (spaces, sources, canal tiles, bonus tiles, the water's
way at a branch), with the rivals' steering choices (``steer.py``), into the table's
layer, from a ``DrawContext`` (only read)."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.facts import CentreFacts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout, mapgeom
from .art import CENTRE_RGB, INK, PAPER, SAND_DARK, WATER
from .draw import DIM, DrawContext, outline, title
from .goods import draw_rich, rich_width
from .mapgeom import MapGeom, base_word, long_lines, trade_words
from .steer import draw_caravan_steers, draw_water_steers
from .words import faces, pick

PRICE = (230, 214, 176)
"""Behind a trade's price on the map, setting it apart from what is traded."""


# --- the trading map -------------------------------------------------------------------------
def draw_map(surface: pygame.Surface, c: DrawContext, g: MapGeom | None = None) -> None:
    """The map in ``g`` (the board's geometry, or the focus view's bigger one)."""
    g = g or layout.map_geom()
    draw_panel(surface, g.rect.inflate(4, 4), fill=(120, 98, 64), radius=8)
    view = c.view
    centres = facts.centres(view)
    rects = {x.id: g.centre(x.id, i, len(centres)) for i, x in enumerate(centres)}
    fares = []
    for a, b, coins in facts.roads():
        points = g.road(a, b)
        pygame.draw.lines(surface, (236, 214, 160), False, points, 5)
        pygame.draw.lines(surface, (150, 118, 70), False, points, 1)
        if coins:
            fares.append((g.fare_point(points), coins))
    gate = g.gate
    pygame.draw.circle(surface, (236, 214, 160), gate, 6)
    c.tips.append(
        (
            pygame.Rect(gate[0] - 10, gate[1] - 10, 20, 20),
            "Resafa's gate: passing it costs its coin once per move, in and out.",
        )
    )
    task = facts.task(view)
    here = task.cell if task is not None and task.kind == "trading" else ""
    for x in centres:
        _centre(surface, c, g, x, rects[x.id], x.id == here)
    radius = max(9, g.pitch // 2 + 1)
    for (mx, my), coins in fares:  # over the boxes' edges, so a fare is never hidden
        pygame.draw.circle(surface, (232, 196, 70), (mx, my), radius)
        pygame.draw.circle(surface, INK, (mx, my), radius, 1)
        c.text.blit(surface, str(coins), (mx, my), g.fonts.base, INK, True, "center")
        c.tips.append((pygame.Rect(mx - radius, my - radius, 2 * radius, 2 * radius), _fare(coins)))
    if g is layout.map_geom():  # the rivals' caravans' ways (the board's roads)
        draw_caravan_steers(surface, c)
    for seat, p in enumerate(facts.seats(view)):
        r = rects.get(p.at)
        if r is None or p.bot:  # Resafabot has no caravan
            continue
        look = c.seats[seat]
        if ("camel",) in c.lifted and seat == c.eyes:
            continue
        cr = g.camel_rect(r, seat)
        surface.blit(c.art.camel(look.rgb, look.symbol, cr.w), cr)


def _fare(coins: int) -> str:
    return f"This road costs {coins} coin{'s' * (coins != 1)} to travel."


def _centre(surface, c: DrawContext, g: MapGeom, x: CentreFacts, r: pygame.Rect, here: bool):
    rgb = CENTRE_RGB[x.colour]
    f = g.fonts
    pygame.draw.rect(surface, PAPER, r, border_radius=5)
    pygame.draw.rect(
        surface, rgb, (r.x, r.y, r.w, g.head), border_top_left_radius=5, border_top_right_radius=5
    )
    c.text.blit(  # its name only: the head's colour sorts its trading tile at set-up
        surface, x.name, (r.x + 5, r.y + g.head // 2), f.name, theme.TEXT, True, "midleft"
    )
    if x.trades:
        head = pygame.Rect(r.x, r.y, r.w, g.head)
        c.tips.append((head, f"{x.name}: a trading centre (a {x.colour} trading tile)."))
    if not x.trades:
        c.text.blit(surface, "warehouse · start", (r.x + 5, r.y + g.head + 2), f.line, INK)
        c.tips.append(
            (
                r,
                "Resafa: the caravans' home. A stop here on the way loads goods "
                "from the warehouse; passing the gate costs its coin.",
            )
        )
    for k, (trade, tr) in enumerate(zip(x.trades, g.trade_rects(r))):
        if k:
            pygame.draw.line(surface, SAND_DARK, (tr.x + 2, tr.y), (tr.right - 3, tr.y), 1)
        if g.long:
            for i, line in enumerate(long_lines(trade)):
                words = c.text.fit(line, tr.w - 2, f.line)
                c.text.blit(surface, words, (tr.x + 1, tr.y + 1 + i * g.pitch), f.line, INK, i == 0)
        else:
            what, price = trade_words(trade, g.form)
            draw_rich(surface, c.text, what, (tr.x + 1, tr.y + 1), f.line, INK)
            spaced = g.form[1]
            pill = c.text.render(price, f.line, INK).get_rect(topright=(tr.right - 1, tr.y + 1))
            pill.w = rich_width(c.text, price, f.line, spaced=spaced)  # icons for the goods
            pill.right = tr.right - 1
            pygame.draw.rect(surface, PRICE, pill.inflate(2, -2), border_radius=3)
            draw_rich(surface, c.text, price, pill.topleft, f.line, INK, spaced=spaced)
        c.tips.append((tr, f"{x.name}, {'top' if k == 0 else 'bottom'} box: {trade.text}."))
    for k, (box, br) in enumerate(zip(x.boxes, g.base_rects(r, len(x.boxes)))):
        _base(surface, c, g, box, br)
        if here:
            outline(surface, c, ("base", k), br)
    outline(surface, c, ("centre", x.id), r)
    outline(surface, c, ("flip", x.id), r)
    if here:
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 2, border_radius=6)
    pygame.draw.rect(surface, INK, r, 1, border_radius=5)


def _base(surface, c: DrawContext, g: MapGeom, box, br: pygame.Rect) -> None:
    """A trading base box: its token (a square or a scarab), then its gain or the owner's
    symbol; a box not used at this player count is grey and crossed out."""
    fill = (222, 210, 186) if box.open else (140, 136, 130)
    pygame.draw.rect(surface, fill, br, border_radius=3)
    pygame.draw.rect(surface, INK, br, 1, border_radius=3)
    mark = pygame.Rect(br.x + 3, br.centery - 5, 10, 10)
    if box.token == "scarab":
        pygame.draw.ellipse(surface, (50, 90, 180), mark)
    else:
        pygame.draw.rect(surface, (170, 120, 60), mark)
    if box.owner >= 0:
        look = c.seats[box.owner]
        draw_symbol(surface, look.symbol, (br.right - 12, br.centery), 8, look.rgb)
    elif box.gain:
        word = base_word(box.gain)
        if rich_width(c.text, word, g.fonts.base, spaced=g.form[1]) <= br.w - 17:
            draw_rich(
                surface,
                c.text,
                word,
                (br.x + 15, br.centery),
                g.fonts.base,
                INK,
                False,
                "midleft",
                g.form[1],
            )
        else:
            word = c.text.fit(word, br.w - 17, g.fonts.base)
            c.text.blit(surface, word, (br.x + 15, br.centery), g.fonts.base, INK, anchor="midleft")
    if not box.open:
        pygame.draw.line(surface, INK, br.topleft, (br.right - 1, br.bottom - 1), 2)
    words = f"{box.token} token" + (f" + {box.gain}" if box.gain else "")
    if box.four_only:
        words += " (only with 4 players)"
    if box.owner >= 0:
        words += f"; {c.seats[box.owner].name}'s base"
    c.tips.append((br, f"Trading base box: {words}."))


def draw_rounds(surface: pygame.Surface, c: DrawContext, right: int, y: int) -> None:
    """The round track, right-aligned at ``right`` on a panel's title row: a blue circle
    for a round with a card drawn after each action, a red square for one without, the
    current one framed, a drop under each round a rain follows."""
    info = facts.rounds(c.view)
    s = layout.map_geom().round_cell
    cells = [pygame.Rect(right - (info.rounds - i) * (s + 3), y, s, s) for i in range(info.rounds)]
    for i, cell in enumerate(cells):
        n = i + 1
        if n in info.draws_in:  # a circle: a card drawn after each action
            pygame.draw.ellipse(surface, (80, 130, 210), cell)
        else:  # a square: no card drawn
            pygame.draw.rect(surface, (214, 90, 70), cell, border_radius=3)
        if n == info.current:
            pygame.draw.rect(surface, theme.ACCENT, cell.inflate(5, 5), 3, border_radius=6)
        c.text.blit(surface, str(n), cell.center, 12, theme.TEXT, True, "center")
        if n in info.rain_after:
            pygame.draw.circle(surface, WATER, (cell.right, cell.bottom), 3)
    c.tips.append(
        (
            cells[0].unionall(cells).inflate(6, 6),
            f"Round {info.current} of {info.rounds}. Rounds in blue circles ("
            + ", ".join(map(str, info.draws_in))
            + ") draw a card after each action; a rain (blue drop) follows rounds "
            + ", ".join(map(str, info.rain_after))
            + f". Level II workshops from round "
            f"{info.level2_from}.",
        )
    )


# --- the water network -----------------------------------------------------------------------
def draw_network(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.NETWORK, fill=(52, 74, 92), radius=8)
    net = facts.network(c.view)
    task = facts.task(c.view)
    rain = task is not None and task.kind == "route"
    box = layout.NETWORK
    rounds = facts.rounds(c.view).rounds * (layout.map_geom().round_cell + 3) + 8
    words = "Rain: pick its way" if rain else "Water network"
    title(surface, c, c.text.fit(words, box.w - rounds - 16, 14, True), box)
    draw_rounds(surface, c, box.right - 8, box.y + 4)
    cols = net.columns
    cells = {x.id: x for x in net.cells}
    placed = {cell: (owner, tile, face) for cell, owner, tile, face in net.canals}
    bonus = dict(net.bonus)
    for x in net.cells:
        r = layout.cell_rect(cols, x.col, x.row)
        if x.id in placed:
            owner, tile, face = placed[x.id]
            look = c.seats[owner]
            img = c.art.canal(facts.canal_face(tile, face), r.w - 2, look.rgb, look.symbol)
            surface.blit(img, r.inflate(-2, -2))
            f = facts.canal_face(tile, face)
            c.tips.append((r, f"{x.id}: {look.name}'s canal tile, {1 + f.blue} VP at each rain."))
        else:
            fill = (90, 110, 120) if x.tank else (196, 178, 136)
            pygame.draw.rect(surface, fill, r.inflate(-2, -2), border_radius=3)
            if x.tank:
                if c.text.size("tank", 12)[0] <= r.w - 8:
                    c.text.blit(surface, "tank", r.center, 12, theme.TEXT, anchor="center")
                else:  # no room for the word (large text): a tank drawn
                    _tank(surface, r.inflate(-r.w // 2, -r.h // 3))
                c.tips.append((r, f"{x.id}: a water tank square ({net.tank_vp} VP on building)."))
            else:
                # the VP at the top and the marks at the foot, their ink apart in 34 px
                c.text.blit(surface, f"{x.vp}", (r.x + 4, r.y - 1), 13, INK, True)
                marks = []
                if x.coin_off:
                    marks.append(f"-{x.coin_off}c")
                if x.no_marble:
                    marks.append("0mb")
                if marks:
                    at = (r.right - 3, r.bottom + 1)
                    draw_rich(
                        surface, c.text, " ".join(marks), at, 12, (40, 90, 40), True, "bottomright"
                    )
                words = f"{x.id}: {x.vp} VP on building"
                words += f", {x.coin_off} coin less" if x.coin_off else ""
                words += ", no marble to pay" if x.no_marble else ""
                if x.id in bonus:
                    words += f"; bonus tile: {bonus[x.id]}"
                c.tips.append((r, words + "."))
            if x.id in bonus:
                pygame.draw.circle(surface, (232, 196, 70), (r.right - 9, r.y + 9), 7)
                c.text.blit(surface, "★", (r.right - 9, r.y + 9), 12, INK, True, "center")
        outline(surface, c, ("cell", x.id), r)
    _coordinates(surface, c, net)
    for s in net.sources:
        cell = cells[s.cell]
        r = layout.source_rect(cols, cell.col, cell.row, s.side)
        pygame.draw.rect(surface, (40, 60, 76), r, border_radius=3)
        if s.full:
            pygame.draw.rect(surface, WATER, r.inflate(-6, -6), border_radius=2)
        c.tips.append(
            (
                r,
                f"Water source by {s.cell}: "
                + ("a cube waits for a canal tile there." if s.full else "empty."),
            )
        )
    for cell_id in net.cubes:
        cell = cells[cell_id]
        r = layout.cell_rect(cols, cell.col, cell.row)
        mapgeom.draw_cube(surface, r, cell_id in placed, WATER, theme.TEXT)
    if c.rain_note:  # left of the magnifier; "Rain: …" or smaller letters if need be
        room = layout.zoom_rects()["network"].x - box.x - 10
        forms = [c.rain_note, "Rain: " + c.rain_note.partition(": ")[2]]
        note, size, _ = pick(c.text, forms, room, faces(c.text, 13, bold=False))
        note = c.text.fit(note, room, size)
        at = (box.x + 6, box.bottom - 2)
        c.text.blit(surface, note, at, size, (170, 210, 250), anchor="bottomleft")
        c.tips.append((pygame.Rect(box.x, box.bottom - 20, box.w, 20), c.rain_note))
    draw_water_steers(surface, c, lambda col, row: layout.cell_rect(cols, col, row), box)
    if task is not None and task.kind == "route" and not c.rain_playing:
        cell = cells[task.cell]
        r = layout.cell_rect(cols, cell.col, cell.row)
        pygame.draw.rect(surface, WATER, r.inflate(-12, -12), border_radius=3)
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), 3, border_radius=4)
        for way, ar in layout.route_rects(r).items():
            if ("route", way) in c.lit:
                pygame.draw.rect(surface, theme.ACCENT, ar, border_radius=4)
                pygame.draw.rect(surface, INK, ar, 1, border_radius=4)
                _arrow(surface, ar, way)
                c.tips.append((ar, f"The water flows {way} from {task.cell}."))


def _arrow(surface: pygame.Surface, r: pygame.Rect, way: str) -> None:
    """An arrow pointing ``way`` (down, west or east) in ``r``."""
    dx, dy = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}[way]
    cx, cy, k = r.centerx, r.centery, r.w // 2 - 2
    tip = (cx + dx * k, cy + dy * k)
    back = (cx - dx * k // 2, cy - dy * k // 2)
    wings = [(back[0] + dy * k, back[1] + dx * k), (back[0] - dy * k, back[1] - dx * k)]
    pygame.draw.polygon(surface, INK, [tip, *wings])


def _tank(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A water tank: a barrel with a lid and a water line."""
    pygame.draw.rect(surface, WATER, r, border_radius=3)
    pygame.draw.rect(surface, theme.TEXT, r, 1, border_radius=3)
    pygame.draw.ellipse(surface, theme.TEXT, (r.x, r.y - 3, r.w, 6), 1)
    pygame.draw.line(surface, theme.TEXT, (r.x + 2, r.centery), (r.right - 3, r.centery), 1)


def _coordinates(surface, c: DrawContext, net) -> None:
    """Column letters under the tank row and row numbers at the left, so a space named in
    the log (``B3``) can be found."""
    for col in range(net.columns):
        tank = layout.cell_rect(net.columns, col, net.rows)
        c.text.blit(surface, facts.COLS[col], (tank.centerx, tank.bottom), 12, DIM, True, "midtop")
    for row in range(net.rows):
        r = layout.cell_rect(net.columns, 0, row)
        at = (r.x - layout.SOURCE - 4, r.centery)
        c.text.blit(surface, str(row + 1), at, 12, DIM, True, "midright")
