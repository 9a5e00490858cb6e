"""Drawing the trading map (centres, roads and fares, tiles, base boxes, caravans, the
round track) and the water network (spaces, sources, canal tiles, bonus tiles, the water's
way at a branch) into the table's layer, from a ``DrawContext`` (only read)."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.facts import CentreFacts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import CENTRE_RGB, INK, PAPER, WATER, short
from .draw import DIM, DrawContext, outline, title


# --- the trading map -------------------------------------------------------------------------
def draw_map(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.MAP.inflate(4, 4), fill=(120, 98, 64), radius=8)
    view = c.view
    centres = facts.centres(view)
    rects = {x.id: layout.centre_rect(x.id, i, len(centres)) for i, x in enumerate(centres)}
    gate = layout.gate_point()
    for a, b, coins in facts.roads():
        pa = gate if a == facts.GATE else rects[a].center
        pb = gate if b == facts.GATE else rects[b].center
        points = [pa, *layout.bends(a, b), pb]
        pygame.draw.lines(surface, (236, 214, 160), False, points, 5)
        pygame.draw.lines(surface, (150, 118, 70), False, points, 1)
        if coins:
            i = len(points) // 2
            mx = (points[i - 1][0] + points[i][0]) // 2
            my = (points[i - 1][1] + points[i][1]) // 2
            pygame.draw.circle(surface, (232, 196, 70), (mx, my), 9)
            pygame.draw.circle(surface, INK, (mx, my), 9, 1)
            c.text.blit(surface, str(coins), (mx, my), 13, INK, True, "center")
    pygame.draw.circle(surface, (236, 214, 160), gate, 6)
    c.tips.append(
        (
            pygame.Rect(gate[0] - 10, gate[1] - 10, 20, 20),
            "Resafa's gate: passing it costs its coin once per move, in and out.",
        )
    )
    _round_track(surface, c)
    task = view.task
    here = task.cell if task is not None and task.kind == "trading" else ""
    for x in centres:
        _centre(surface, c, x, rects[x.id], x.id == here)
    for seat, p in enumerate(view.players):
        r = rects.get(p.at)
        if r is None or getattr(p, "bot", False):  # Resafabot has no caravan
            continue
        look = c.seats[seat]
        img = c.art.camel(look.rgb, look.symbol, 20)
        if ("camel",) in c.lifted and seat == c.eyes:
            continue
        surface.blit(img, layout.camel_rect(r, seat))


def _centre(surface, c: DrawContext, x: CentreFacts, r: pygame.Rect, here: bool) -> None:
    rgb = CENTRE_RGB[x.colour]
    pygame.draw.rect(surface, PAPER, r, border_radius=5)
    pygame.draw.rect(
        surface, rgb, (r.x, r.y, r.w, 16), border_top_left_radius=5, border_top_right_radius=5
    )
    tag = {"red": "R ", "blue": "B "}.get(x.colour, "")
    c.text.blit(surface, tag + x.name, (r.x + 5, r.y + 1), 13, theme.TEXT, True)
    if not x.trades:
        c.text.blit(surface, "warehouse · start", (r.x + 5, r.y + 20), 12, INK)
        c.tips.append(
            (
                r,
                "Resafa: the caravans' home. A stop here on the way loads goods "
                "from the warehouse; passing the gate costs its coin.",
            )
        )
    for k, (trade, tr) in enumerate(zip(x.trades, layout.trade_rects(r))):
        arrow = "▲" if k == 0 else "▼"
        good = {"amphora": "amph."}.get(trade.good, trade.good)
        word = f"{arrow} {'Buy' if trade.dir == 'buy' else 'Sell'} {good}"
        price = (
            f"{trade.coin}c"
            if trade.dir == "buy"
            else short(
                " + ".join(
                    [f"{trade.coin} coins"] * bool(trade.coin) + [f"{trade.vp} VP"] * bool(trade.vp)
                )
            )
        )
        line = c.text.fit(f"{word} {price}{' ★' if trade.bonus else ''}", tr.w - 2, 12)
        c.text.blit(surface, line, (tr.x + 2, tr.y), 12, INK)
        c.tips.append((tr, f"{x.name}, {'top' if k == 0 else 'bottom'} box: {trade.text}."))
    for k, (box, br) in enumerate(zip(x.boxes, layout.base_rects(r, len(x.boxes)))):
        fill = (222, 210, 186) if box.open else (140, 136, 130)
        pygame.draw.rect(surface, fill, br, border_radius=3)
        pygame.draw.rect(surface, INK, br, 1, border_radius=3)
        mark = pygame.Rect(br.x + 3, br.y + 4, 10, 10)
        if box.token == "scarab":
            pygame.draw.ellipse(surface, (50, 90, 180), mark)
        else:
            pygame.draw.rect(surface, (170, 120, 60), mark)
        if box.owner >= 0:
            look = c.seats[box.owner]
            draw_symbol(surface, look.symbol, (br.right - 12, br.centery), 8, look.rgb)
        else:
            word = short(box.gain).replace(" ", "") if box.gain else ""
            if box.four_only:
                word = (word + " 4p").strip() if len(word) < 4 else "4p"
            c.text.blit(surface, c.text.fit(word, br.w - 16, 12), (br.x + 15, br.y + 2), 12, INK)
        words = f"{box.token} token" + (f" + {box.gain}" if box.gain else "")
        if box.four_only:
            words += " (only with 4 players)"
        if box.owner >= 0:
            words += f"; {c.seats[box.owner].name}'s base"
        c.tips.append((br, f"Trading base box: {words}."))
        if here:
            outline(surface, c, ("base", k), br)
    outline(surface, c, ("centre", x.id), r)
    outline(surface, c, ("flip", x.id), r)
    if here:
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 2, border_radius=6)
    pygame.draw.rect(surface, INK, r, 1, border_radius=5)


def _round_track(surface, c: DrawContext) -> None:
    info = facts.rounds(c.view)
    r = layout.ROUND_TRACK
    c.text.blit(
        surface, f"Round {info.current} of {info.rounds}", (r.x + 2, r.y), 13, theme.TEXT, True
    )
    for i, cell in enumerate(layout.round_rects(info.rounds)):
        n = i + 1
        rain = n in info.rain_after
        fill = (214, 90, 70) if n not in info.draws_in else (80, 130, 210)
        pygame.draw.ellipse(surface, fill, cell)
        if n == info.current:
            pygame.draw.ellipse(surface, theme.ACCENT, cell.inflate(6, 6), 3)
        c.text.blit(surface, str(n), cell.center, 12, theme.TEXT, True, "center")
        if rain:
            pygame.draw.circle(surface, WATER, (cell.centerx, cell.bottom + 5), 3)
    c.tips.append(
        (
            r,
            f"Round {info.current} of {info.rounds}. Blue rounds ("
            + ", ".join(map(str, info.draws_in))
            + ") draw a card after each action; a rain follows rounds "
            + ", ".join(map(str, info.rain_after))
            + f". Level II workshops from round "
            f"{info.level2_from}.",
        )
    )


# --- the water network -----------------------------------------------------------------------
def draw_network(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.NETWORK, fill=(52, 74, 92), radius=8)
    net = facts.network(c.view)
    task = c.view.task
    rain = task is not None and task.kind == "route"
    title(surface, c, "Rain: click the water's way" if rain else "Water network", layout.NETWORK)
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
                c.text.blit(surface, "tank", r.center, 12, theme.TEXT, anchor="center")
                c.tips.append((r, f"{x.id}: a water tank square ({net.tank_vp} VP on building)."))
            else:
                c.text.blit(surface, f"{x.vp}", (r.x + 4, r.y + 2), 13, INK, True)
                marks = []
                if x.coin_off:
                    marks.append(f"-{x.coin_off}c")
                if x.no_marble:
                    marks.append("0mb")
                if marks:
                    c.text.blit(
                        surface,
                        " ".join(marks),
                        (r.right - 3, r.bottom - 2),
                        12,
                        (40, 90, 40),
                        True,
                        "bottomright",
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
        pygame.draw.rect(surface, WATER, r.inflate(-14, -14), border_radius=3)
        pygame.draw.rect(surface, theme.TEXT, r.inflate(-14, -14), 2, border_radius=3)
    if c.rain_note:
        note = c.text.fit(c.rain_note, layout.NETWORK.w - 12, 13)
        c.text.blit(
            surface, note, (layout.NETWORK.x + 6, layout.NETWORK.bottom - 18), 13, (170, 210, 250)
        )
    if task is not None and task.kind == "route" and not c.rain_playing:
        cell = cells[task.cell]
        r = layout.cell_rect(cols, cell.col, cell.row)
        pygame.draw.rect(surface, WATER, r.inflate(-12, -12), border_radius=3)
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), 3, border_radius=4)
        for way, ar in layout.route_rects(r).items():
            if ("route", way) in c.lit:
                pygame.draw.rect(surface, theme.ACCENT, ar, border_radius=4)
                arrow = {"down": "↓", "west": "←", "east": "→"}[way]
                c.text.blit(surface, arrow, ar.center, 14, INK, True, "center")


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
