"""Drawing a player's area (big, for the seat at the screen or the one opened) and the other
players' compact panels, into the table's cached layer. Functions take the ``DrawContext``
and only read it; words and numbers come from the game's ``facts``."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.facts import CardFacts, SeatFacts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import INK
from .draw import DIM, DrawContext, outline
from .goods import NAMES, draw_rich, rich_width
from .words import card_forms

GOODS_RGB = {
    "stone": (150, 150, 150),
    "marble": (236, 236, 240),
    "spice": (220, 140, 40),
    "amphora": (190, 90, 60),
}


@dataclass(frozen=True)
class Shown:
    """A workshop as drawn: placed, or a starting one being turned at set-up."""

    tile: str
    x: int
    y: int
    rot: int
    back: bool


def shown_workshops(p: SeatFacts, rots: tuple[int, ...] | None = None) -> list[Shown]:
    """The placed workshops, or before set-up the starting ones (turned by ``rots``)."""
    if p.workshops:
        return [Shown(w.tile, w.x, w.y, w.rot, w.back) for w in p.workshops]
    rots = rots or (0, 0)
    return [
        Shown(tile, x, y, rots[i] if i < len(rots) else 0, False)
        for i, (tile, x, y) in enumerate(facts.start_workshops())
    ]


def placed_cells(p: SeatFacts) -> list[tuple[int, int]]:
    """The cells of a player's workshops and gardens (before set-up: the starting ones)."""
    cells = {(w.x, w.y) for w in shown_workshops(p)} | {(g.x, g.y) for g in p.gardens}
    return sorted(cells)


def area_cells(p: SeatFacts) -> list[tuple[int, int]]:
    """Every cell of a player's workshop grid worth showing: workshops, gardens, and the
    free places around them (where a workshop or a garden could go)."""
    cells = set(placed_cells(p))
    around = set()
    for x, y in cells:
        around |= {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    return sorted(cells | around)


def geometry(p: SeatFacts) -> tuple[int, int, int]:
    """The grid's (tile size, x0, y0) for player ``p`` (``layout.grid_geometry``)."""
    return layout.grid_geometry(area_cells(p), placed_cells(p))


def draw_area(surface: pygame.Surface, c: DrawContext) -> None:
    seat = c.focus
    p = facts.seat(c.view, seat)
    look = c.seats[seat]
    draw_panel(surface, layout.AREA, fill=(50, 56, 66), radius=10)
    pygame.draw.rect(surface, look.rgb, layout.AREA, 3, border_radius=10)
    _header(surface, c, seat, p)
    _cards(surface, c, seat, p)
    _chips(surface, c)
    _grid(surface, c, seat, p)
    _choices(surface, c)
    _side(surface, c, seat, p)
    _hand_row(surface, c, seat, p)


def _header(surface, c: DrawContext, seat: int, p: SeatFacts) -> None:
    h = layout.HEADER
    look = c.seats[seat]
    head = layout.SIZES["head"]
    draw_symbol(surface, look.symbol, (h.x + 18, h.y + 4 + head // 2), 10, look.rgb)
    who = "Your area" if seat == c.eyes else f"{look.name}'s area"
    if seat == c.actor:
        who += " · to play"
    c.text.blit(surface, who, (h.x + 34, h.y + 4 + head // 2), 17, theme.TEXT, True, "midleft")
    _purse(surface, c, p, pygame.Rect(h.x + 34, h.y + head + 6, h.w - 40, head))
    if seat != c.eyes:
        b = layout.back_rect()
        pygame.draw.rect(surface, theme.ACCENT, b, border_radius=6)
        c.text.blit(surface, layout.BACK, b.center, 13, INK, True, "center")


UNITS = {"coin": "c", "stone": "st", "marble": "mb", "spice": "sp", "amphora": "am"}
"""The short unit ``goods.draw_rich`` draws as each good's icon."""


def _word(good: str, n: int) -> str:
    """A good's word for ``n`` of it: ``1 coin``, ``2 coins``, ``1 amphora``."""
    return {"coin": "coin", "amphora": "amphora"}.get(good, NAMES[good]) if n == 1 else NAMES[good]


def _purse(surface, c: DrawContext, p: SeatFacts, room: pygame.Rect) -> None:
    """The VP scored so far, then the coins and goods: each number with its icon and, where
    the row has room, its word; each item's words in its tooltip (the icons' legend)."""
    counts = [("coin", p.coins)] + [(g, p.goods[g]) for g in facts.GOODS]
    vp = f"{p.vp} VP so far"
    for named in (True, False):
        items = [(vp, vp)] + [
            (f"{n}{UNITS[g]}" + (f" {_word(g, n)}" if named else ""), f"{n} {_word(g, n)}")
            for g, n in counts
        ]
        gap = c.text.size("  ·  ", 14)[0]
        wide = sum(rich_width(c.text, shown, 14) for shown, _ in items) + gap * (len(items) - 1)
        if wide <= room.w or not named:
            break
    x = room.x
    for k, (shown, words) in enumerate(items):
        if k:
            c.text.blit(surface, "·", (x + gap // 2, room.y), 14, DIM, anchor="midtop")
            x += gap
        drawn = draw_rich(surface, c.text, shown, (x, room.y), 14, theme.TEXT)
        tip = words + "."
        if k == 0:
            tip = f"{p.vp} VP scored so far (the score list's figure); the game's end adds more."
        c.tips.append((drawn.inflate(4, 4), tip))
        x = drawn.right


def _cards(surface, c: DrawContext, seat: int, p: SeatFacts) -> None:
    for i, r in enumerate(layout.slot_rects()):
        if i < len(p.played):
            card = facts.action_card(p.played[i])
            half = p.halves[i] if i < len(p.halves) else 0
            if ("played",) in c.lifted and i == len(p.played) - 1:
                pygame.draw.rect(surface, (40, 44, 52), r, border_radius=6)
                continue
            surface.blit(c.art.action_card(card, r.size, half), r)
            up = card.top if half == 0 else card.bottom
            colour = card.top_colour if half == 0 else card.bottom_colour
            c.tips.append((r, f"Slot {i + 1}: {up} half up ({colour or 'any colour'})."))
        else:
            pygame.draw.rect(surface, (70, 74, 86), r, 2, border_radius=6)
            c.text.blit(surface, f"slot {i + 1}", r.center, 13, DIM, anchor="center")
        outline(surface, c, ("slot", i), r)
    hand = p.hand
    for held, r in zip(hand, layout.hand_rects(len(hand))):
        if ("hand", held) in c.lifted:
            pygame.draw.rect(surface, (40, 44, 52), r, border_radius=6)
            continue
        if held == "?":
            surface.blit(c.art.card_back(r.size, "card"), r)
            continue
        info = facts.action_card(held)
        surface.blit(c.art.action_card(info, r.size), r)
        top = f"{info.top} ({info.top_colour or 'any colour'})"
        if info.single:
            c.tips.append((r, f"Yellow special card: {top}; drag it onto the next slot."))
        else:
            bottom = f"{info.bottom} ({info.bottom_colour})"
            c.tips.append(
                (
                    r,
                    f"Top: {top}; bottom: {bottom}. Drag onto the next slot: "
                    "its upper or lower half decides which half is up (R turns it).",
                )
            )
    d = layout.draw_pile_rect()
    pygame.draw.rect(surface, (110, 86, 56), d, border_radius=6)
    c.text.blit(surface, "Draw", (d.centerx, d.y + 18), 13, theme.TEXT, True, "center")
    c.text.blit(surface, str(len(p.draw)), (d.centerx, d.y + 44), 22, theme.TEXT, True, "center")
    c.text.blit(
        surface, f"used {len(p.done)}", (d.centerx, d.bottom - 14), 12, theme.TEXT, anchor="center"
    )
    c.tips.append(
        (d, f"Draw pile: {len(p.draw)} cards; {len(p.done)} used earlier this half of the game.")
    )


def _chips(surface, c: DrawContext) -> None:
    for chip in c.chips:
        fill = theme.ACCENT if chip.lit else (80, 86, 98)
        pygame.draw.rect(surface, fill, chip.rect, border_radius=6)
        c.text.blit(
            surface,
            c.text.fit(chip.label, chip.rect.w - 8, 14, True),
            chip.rect.center,
            14,
            INK if chip.lit else theme.TEXT,
            True,
            "center",
        )


def _choices(surface, c: DrawContext) -> None:
    if not c.choices:
        return
    first, last = c.choices[0].rect, c.choices[-1].rect
    back = first.union(last).inflate(10, 8)
    draw_panel(surface, back, fill=(40, 44, 54), radius=8)
    pitch = c.text.font(14).get_linesize() - 2
    for chip in c.choices:
        fill = theme.ACCENT if chip.lit else (80, 86, 98)
        pygame.draw.rect(surface, fill, chip.rect, border_radius=6)
        rows = c.text.wrap(chip.label, chip.rect.w - 12, 14)
        room = max(1, (chip.rect.h - 4) // pitch)
        if len(rows) > room:  # more words than the chip holds (many choices): the tooltip
            rows = rows[: room - 1] + [c.text.fit(" ".join(rows[room - 1 :]), chip.rect.w - 12, 14)]
        top = chip.rect.centery - pitch * len(rows) // 2
        for i, row in enumerate(rows):
            at = (chip.rect.x + 6, top + i * pitch + pitch // 2)
            c.text.blit(surface, row, at, 14, INK if chip.lit else theme.TEXT, anchor="midleft")
        c.tips.append((chip.rect, chip.label))


def choice_height(text, listed) -> int:
    """How tall a choice chip is: as many 14 pt lines as the longest label needs (at
    most three), 26 px at least."""
    lines = max((len(text.wrap(s.label, layout.CHOICE_WIDTH, 14)) for s in listed), default=1)
    return max(26, min(lines, 3) * (text.font(14).get_linesize() - 2) + 6)


def _grid(surface, c: DrawContext, seat: int, p: SeatFacts) -> None:
    g = layout.GRID
    draw_panel(surface, g, fill=(92, 78, 56), radius=8)
    geom = geometry(p)
    size = geom[0]
    rooms = facts.rooms(c.view, seat)
    task = facts.task(c.view)
    producing = task is not None and task.kind == "produce" and task.seat == seat
    left = task.n if task is not None and producing else 0
    used = task.used if task is not None and producing else ()
    note = f"{left} to produce" if producing else ""
    room = g.w - 18 - (c.text.size(note, 13, True)[0] if note else 0)
    name = "Workshops and gardens"
    if c.text.size(name, 14, True)[0] > room:
        name = "Workshops"
    c.text.blit(surface, name, (g.x + 6, g.y + 3), 14, theme.ACCENT, True)
    if note:
        c.text.blit(surface, note, (g.right - 6, g.y + 4), 13, theme.TEXT, True, "topright")
        c.tips.append(
            (pygame.Rect(g.right - 120, g.y, 120, 20), f"{left} production(s) left this action.")
        )
    rots = c.setup_rots if seat == c.eyes else (0, 0)
    for i, w in enumerate(shown_workshops(p, rots)):
        r = layout.grid_cell(geom, w.x, w.y)
        shop = facts.workshop(w.tile)
        surface.blit(c.art.workshop(shop, size, w.rot, w.back), r)
        if i in used:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((20, 20, 20, 140))
            surface.blit(shade, r)
        if not p.workshops:
            outline(surface, c, ("turn", i), r)
            c.tips.append((r, f"Starting workshop {i + 1}: click to turn it."))
            continue
        room_rects = layout.room_rects(r, len(rooms[i]))
        for k, rr in enumerate(room_rects):
            outline(surface, c, ("room", i, k), rr)
            kind = f"Level {'I' * shop.level} workshop" if shop.level else "Starting workshop"
            c.tips.append((rr, f"{kind}, room {k + 1}: {rooms[i][k]}."))
        outline(surface, c, ("shop", i), r)
    for sq in p.gardens:
        r = layout.grid_cell(geom, sq.x, sq.y)
        pygame.draw.rect(surface, (120, 104, 74), r.inflate(-2, -2), border_radius=3)
        k = 0
        while k < 3:
            if sq.strips[k]:
                width = 2 if sq.strips[k] == 2 else 1
                sr = layout.strip_rect(r, sq.vertical, k, width).inflate(-2, -2)
                pygame.draw.rect(surface, (88, 160, 84), sr, border_radius=3)
                pygame.draw.rect(surface, (40, 90, 44), sr, 1, border_radius=3)
                k += width
            else:
                k += 1
        if sq.complete:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(-2, -2), 2, border_radius=3)
        c.tips.append((r, "Garden square" + (" (complete)" if sq.complete else "")))
    done = f"{p.squares_done} squares complete · {p.garden_tiles} garden tiles"
    at = (g.x + 6, g.bottom - 4)
    c.text.blit(surface, c.text.fit(done, g.w - 12, 13), at, 13, theme.TEXT, anchor="bottomleft")


def _side(surface, c: DrawContext, seat: int, p: SeatFacts) -> None:
    s = layout.SIDE
    draw_panel(surface, s, fill=(58, 62, 74), radius=8)
    names, values, _ = facts.token_rows()
    c.text.blit(surface, "Merchant tokens", (s.x + 6, s.y + 3), 14, theme.ACCENT, True)
    causeway, rows = layout.token_rects()
    c.text.blit(
        surface, "Causeway", (s.x + 8, causeway[0].centery), 13, theme.TEXT, anchor="midleft"
    )
    for r, token in zip(causeway, list(p.causeway) + [""] * len(causeway)):
        _token(surface, r, token)
    for i, (name, slots) in enumerate(zip(names, rows)):
        c.text.blit(surface, name, (s.x + 8, slots[0].centery), 13, theme.TEXT, anchor="midleft")
        for k, (r, token) in enumerate(zip(slots, list(p.rows[i]) + [""] * 3)):
            _token(surface, r, token)
            if not token:
                value = str(values[k])  # as large as the row's name beside it
                c.text.blit(surface, value, r.center, 13, DIM, anchor="center")
        outline(surface, c, ("row", i), layout.row_rects()[i])
    cam = layout.caravan_info_rect()
    cargo = f"{p.cargo} {p.cargo_good}" if p.cargo else "empty"
    at = next((x.name for x in facts.centres(c.view) if x.id == p.at), p.at)
    lines = (
        f"{p.camel} camel{'s' * (p.camel != 1)} at {at}",
        f"Cargo: {cargo}",
        f"Trading bases: {p.bases}",
        f"Water cubes: {p.cubes}",
    )
    pitch = layout.SIZES["line"]
    for i, line in enumerate(lines):
        words = c.text.fit(line, cam.w, 13)
        c.text.blit(surface, words, (cam.x, cam.y + i * pitch), 13, theme.TEXT)
    c.tips.append((cam, ". ".join(lines) + "."))
    tiles = p.canals_left
    rects = layout.canal_supply_rects(len(tiles))
    look = c.seats[seat]
    for tile, r in zip(tiles, rects):
        if ("canal", tile) in c.lifted:
            continue
        face = facts.canal_face(tile, 0)
        surface.blit(c.art.canal(face, r.w, look.rgb, look.symbol), r)
        c.tips.append(
            (
                r,
                f"Canal tile: this face {facts.canal_words(tile, 0)}; the other face "
                f"{facts.canal_words(tile, 1)}. Drag onto the network; F turns it over.",
            )
        )


def _token(surface, r: pygame.Rect, token: str) -> None:
    pygame.draw.rect(surface, (84, 88, 100), r, border_radius=4)
    if token == "scarab":
        pygame.draw.ellipse(surface, (50, 90, 180), r.inflate(-4, -6))
    elif token == "square":
        pygame.draw.rect(surface, (190, 140, 70), r.inflate(-6, -6))


def _hand_row(surface, c: DrawContext, seat: int, p: SeatFacts) -> None:
    h = layout.HAND_ROW
    draw_panel(surface, h, fill=(58, 62, 74), radius=8)
    cards = [("bonus", x) for x in p.bonus] + [("sack", x) for x in p.sacks]
    kept = [("special", x) for x in p.specials] + [("tile", x) for x in p.kept_tiles]
    limit = facts.hand_limit()
    left = f"Bonus and sack cards · hand {p.hand_size} of {limit}"
    right = ""
    if kept:
        right = f"Special cards {len(p.specials)} · canal bonus tiles {len(p.kept_tiles)}"
        if sum(c.text.size(x, 14, True)[0] for x in (left, right)) > h.w - 24:
            left = f"Bonus, sack · hand {p.hand_size}/{limit}"
            right = f"Specials {len(p.specials)} · canal bonus {len(p.kept_tiles)}"
        at = (h.right - 6, h.y + 3)
        c.text.blit(surface, right, at, 14, theme.ACCENT, True, "topright")
    c.text.blit(surface, left, (h.x + 6, h.y + 3), 14, theme.ACCENT, True)
    rects = layout.small_card_rects(len(cards), len(kept))
    for (kind, card), r in zip(cards + kept, rects):
        if card == "?":
            surface.blit(c.art.card_back(r.size, kind), r)
            continue
        if kind == "tile":
            info = CardFacts(card, "", 0, "Canal bonus tile", facts.canal_bonus(card))
        elif kind == "special":
            info = facts.special(card)
        else:
            info = facts.bonus(card) if kind == "bonus" else facts.sack(card)
        forms = card_forms(kind, card)
        surface.blit(c.art.small_card(info, r.size, kind, compact=True, forms=forms), r)
        words = f"{info.title}: {info.text}"
        if kind == "special":
            words += " (" + ("to use" if card in p.unused else info.timing.replace("_", " ")) + ")"
            if card in p.unused:
                pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=5)
        c.tips.append((r, words))
        outline(surface, c, (kind, card), r)
