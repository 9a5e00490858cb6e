"""Drawing Resafa's main board into the table's cached layer: the trading map, the water
network, the colour tracks with the special-card stacks, the bonus display, the workshop
offer and the garden supply. Every function takes a ``DrawContext`` and only reads it;
numbers and sentences come from ``readings`` (the game's facts)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import draw_panel

from . import layout, readings
from .art import CARD_RGB, CENTRE_RGB, INK, PAPER, WATER, Art, letter_badge, short

DIM = theme.TEXT_DIM
LIT = theme.GOOD


@dataclass(frozen=True)
class SeatLook:
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class Chip:
    """A choice under the cards row: ``key`` names it for the table's click handling."""

    key: tuple
    label: str
    rect: pygame.Rect
    lit: bool = True


@dataclass(frozen=True)
class DrawContext:
    """What the drawing functions need, and nothing of the table itself."""

    text: TextCache
    art: Art
    view: Any
    seats: tuple[SeatLook, ...]
    eyes: int
    focus: int
    """The seat whose area is shown big (the eyes unless another panel was opened)."""
    actor: int | None
    my_turn: bool
    lit: frozenset = frozenset()
    """Keys of the places a click plays a move on now (outlined green)."""
    chips: tuple[Chip, ...] = ()
    setup_rots: tuple[int, int] = (0, 0)
    lifted: tuple = ()
    """Keys of pieces being carried (their home is shaded)."""
    tips: list = field(default_factory=list, compare=False)
    """Filled while painting: (rect, sentence) for the hover tooltips."""


def outline(surface: pygame.Surface, c: DrawContext, key: tuple, rect: pygame.Rect) -> None:
    if key in c.lit:
        pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 3, border_radius=5)


def title(
    surface: pygame.Surface, c: DrawContext, words: str, rect: pygame.Rect, note: str = ""
) -> None:
    c.text.blit(surface, words, (rect.x + 6, rect.y + 2), 14, theme.ACCENT, True)
    if note:
        c.text.blit(surface, note, (rect.right - 6, rect.y + 3), 13, DIM, anchor="topright")


def draw_main_board(surface: pygame.Surface, c: DrawContext) -> None:
    draw_map(surface, c)
    draw_network(surface, c)
    draw_tracks(surface, c)
    draw_bonus(surface, c)
    draw_offer(surface, c)


# --- the trading map -------------------------------------------------------------------------
def draw_map(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.MAP.inflate(4, 4), fill=(120, 98, 64), radius=8)
    view = c.view
    centres = readings.centres(view)
    rects = {x.id: layout.centre_rect(x.id, i, len(centres)) for i, x in enumerate(centres)}
    gate = layout.gate_point()
    for a, b, coins in readings.roads():
        pa = gate if a == readings.GATE else rects[a].center
        pb = gate if b == readings.GATE else rects[b].center
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
        if r is None:
            continue
        look = c.seats[seat]
        img = c.art.camel(look.rgb, look.symbol, 20)
        surface.blit(img, (r.right - 21 * (seat + 1), r.y - 3))


def _centre(surface, c: DrawContext, x: readings.CentreFacts, r: pygame.Rect, here: bool) -> None:
    rgb = CENTRE_RGB[x.colour]
    pygame.draw.rect(surface, PAPER, r, border_radius=5)
    pygame.draw.rect(
        surface, rgb, (r.x, r.y, r.w, 16), border_top_left_radius=5, border_top_right_radius=5
    )
    c.text.blit(surface, x.name, (r.x + 5, r.y + 1), 13, theme.TEXT, True)
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
    info = readings.rounds(c.view)
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
    net = readings.network(c.view)
    title(surface, c, "Water network", layout.NETWORK)
    cols = net.columns
    cells = {x.id: x for x in net.cells}
    placed = {cell: (owner, tile, face) for cell, owner, tile, face in net.canals}
    bonus = dict(net.bonus)
    for x in net.cells:
        r = layout.cell_rect(cols, x.col, x.row)
        if x.id in placed:
            owner, tile, face = placed[x.id]
            look = c.seats[owner]
            img = c.art.canal(readings.canal_face(tile, face), r.w - 2, look.rgb, look.symbol)
            surface.blit(img, r.inflate(-2, -2))
            f = readings.canal_face(tile, face)
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
                c.text.blit(surface, "B", (r.right - 9, r.y + 9), 12, INK, True, "center")
        outline(surface, c, ("cell", x.id), r)
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
    task = c.view.task
    if task is not None and task.kind == "route":
        cell = cells[task.cell]
        r = layout.cell_rect(cols, cell.col, cell.row)
        pygame.draw.rect(surface, WATER, r.inflate(-12, -12), border_radius=3)
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), 3, border_radius=4)
        for way, ar in layout.route_rects(r).items():
            if ("route", way) in c.lit:
                pygame.draw.rect(surface, theme.ACCENT, ar, border_radius=4)
                arrow = {"down": "↓", "west": "←", "east": "→"}[way]
                c.text.blit(surface, arrow, ar.center, 14, INK, True, "center")


# --- colour tracks and special cards ---------------------------------------------------------
def draw_tracks(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.TRACKS, fill=(58, 56, 70), radius=8)
    info = readings.tracks()
    title(surface, c, "Colour tracks · special cards", layout.TRACKS)
    c.tips.append((pygame.Rect(layout.TRACKS.x, layout.TRACKS.y, layout.TRACKS.w, 18), info.note))
    view = c.view
    for i, colour in enumerate(readings.COLOURS):
        row = layout.track_row(i)
        letter_badge(surface, c.text, colour, pygame.Rect(row.x + 4, row.y + 3, 22, 20))
        cells = layout.track_cells(i, info.length)
        for k, cell in enumerate(cells):
            level = info.icons.index(k) if k in info.icons else -1
            fill = CARD_RGB[colour] if level >= 0 else (86, 84, 96)
            pygame.draw.rect(surface, fill, cell, border_radius=3)
            if level >= 0:
                c.text.blit(
                    surface,
                    ("I", "II", "III")[level],
                    (cell.centerx, cell.y + 1),
                    12,
                    theme.text_on(fill),
                    True,
                    "midtop",
                )
        for seat, p in enumerate(view.players):
            k = min(p.tracks[i], info.length)
            cell = cells[k]
            look = c.seats[seat]
            ox = (seat % 2) * 10 - 5
            oy = (seat // 2) * 9 - 2
            draw_symbol(surface, look.symbol, (cell.centerx + ox, cell.centery + oy), 5, look.rgb)
        outline(
            surface,
            c,
            ("track", colour),
            pygame.Rect(cells[0].x, cells[0].y, cells[-1].right - cells[0].x, cells[0].h),
        )
        c.tips.append(
            (
                pygame.Rect(row.x, row.y, row.w, 26),
                f"The {colour} track: markers "
                + ", ".join(f"{c.seats[s].name} {p.tracks[i]}" for s, p in enumerate(view.players))
                + ". "
                + info.note,
            )
        )
        for level, sr in enumerate(layout.stack_rects(i)):
            stack = view.spec_stacks[i * 3 + level]
            _stack(surface, c, colour, level, stack, view.spec_revealed[i * 3 + level], sr)


def _stack(surface, c: DrawContext, colour: str, level: int, stack, revealed, r) -> None:
    word = ("I", "II", "III")[level]
    if not stack:
        pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
        c.text.blit(surface, f"{word}: empty", r.center, 12, DIM, anchor="center")
        return
    top = stack[0]
    if revealed and top != "?":
        card = readings.special(top)
        img = c.art.small_card(card, r.size, "special")
        surface.blit(img, r)
        c.tips.append((r, f"{card.title} ({len(stack)} in the stack): {card.text}"))
    else:
        pygame.draw.rect(surface, (110, 96, 120), r, border_radius=4)
        c.text.blit(
            surface, f"{colour} {word} · {len(stack)}", r.center, 12, theme.TEXT, anchor="center"
        )
        c.tips.append(
            (
                r,
                f"{colour.capitalize()} level {word} stack: {len(stack)} cards, "
                "face down until a marker comes near.",
            )
        )
    outline(surface, c, ("special", colour, level), r)


# --- bonus display ---------------------------------------------------------------------------
def draw_bonus(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.BONUS, fill=(58, 56, 70), radius=8)
    title(surface, c, "Bonus cards", layout.BONUS)
    view = c.view
    for i, colour in enumerate(readings.COLOURS):
        row = view.bonus_display[i]
        rects = layout.bonus_rects(i, len(row))
        letter_badge(
            surface, c.text, colour, pygame.Rect(layout.BONUS.x + 4, rects[0].y + 10, 20, 20)
        )
        for k, (card, r) in enumerate(zip(row, rects)):
            if not card:
                pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
                continue
            info = readings.bonus(card)
            surface.blit(c.art.small_card(info, r.size, "bonus"), r)
            c.tips.append((r, f"{info.title}: {info.text}"))
            outline(surface, c, ("bonus", colour, k), r)
    sack = layout.sack_deck_rect()
    pygame.draw.rect(surface, (150, 110, 70), sack, border_radius=4)
    c.text.blit(
        surface, f"Sack ×{len(view.sack_deck)}", sack.center, 12, theme.TEXT, True, "center"
    )
    c.tips.append((sack, f"Sack cards: {len(view.sack_deck)} in the deck."))
    outline(surface, c, ("sack",), sack)


# --- workshop offer and garden supply --------------------------------------------------------
def draw_offer(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.OFFER, fill=(70, 60, 50), radius=8)
    costs = readings.costs()
    title(surface, c, "Workshops", layout.OFFER, f"cost {short(costs['workshop'])}")
    view = c.view
    info = readings.rounds(view)
    for level in (1, 2):
        shown = view.ws_display[level - 1]
        rects = layout.offer_rects(level, len(shown))
        c.text.blit(
            surface,
            ("I", "II")[level - 1],
            (layout.OFFER.x + 6, rects[0].centery),
            14,
            theme.TEXT,
            True,
            "midleft",
        )
        for _k, (tile, r) in enumerate(zip(shown, rects)):
            if not tile:
                pygame.draw.rect(surface, (96, 86, 72), r, 1, border_radius=4)
                if level == 2 and info.current < info.level2_from:
                    c.text.blit(
                        surface, f"rd {info.level2_from}", r.center, 12, DIM, anchor="center"
                    )
                continue
            shop = readings.workshop(tile)
            surface.blit(c.art.workshop(shop, r.w, 0, False), r)
            icons = "; ".join(f"{e} edge: {t}" for e, _, t in shop.icons)
            c.tips.append(
                (
                    r,
                    f"Workshop {tile}: rooms {' / '.join(shop.rooms)}; back "
                    f"{shop.back}; green icons {icons}. Cost {costs['workshop']}.",
                )
            )
        left = len(view.ws_stacks[level - 1])
        c.text.blit(
            surface, f"+{left}", (rects[-1].right + 6, rects[-1].centery), 13, DIM, anchor="midleft"
        )
    g = layout.garden_rects()
    for size, r in g.items():
        count = view.small_left if size == "small" else view.large_left
        img = c.art.garden(size == "large", False, r.w)
        surface.blit(img, r)
        c.text.blit(surface, f"×{count}", (r.right + 4, r.y), 13, theme.TEXT, True)
        c.text.blit(surface, short(costs[size + " garden"]), (r.right + 4, r.y + 15), 12, DIM)
        c.tips.append(
            (r, f"{size.capitalize()} garden tiles: {count} left, cost {costs[size + ' garden']}.")
        )
