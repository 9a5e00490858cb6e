"""The other players' compact panels under the player area (a click opens one big), and
Resafabot's panel in the solo mode, drawn into the table's layer from a ``DrawContext``."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.facts import SeatFacts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .area import UNITS
from .art import letter_badge
from .draw import DIM, DrawContext
from .goods import NAMES, blit_row, draw_icon
from .mapgeom import ink
from .solo_panel import draw_bot_panel
from .words import faces, first_face, flow, main_word


# --- the other players ---------------------------------------------------------------------
def draw_panels(surface: pygame.Surface, c: DrawContext, seats: list[int]) -> None:
    for seat, r in zip(seats, layout.panel_rects(len(seats))):
        p = facts.seat(c.view, seat)
        look = c.seats[seat]
        draw_panel(surface, r, fill=(50, 56, 66), radius=8)
        pygame.draw.rect(surface, look.rgb, r, 3 if seat == c.actor else 1, border_radius=8)
        mid = r.y + 2 + layout.SIZES["head"] // 2
        draw_symbol(surface, look.symbol, (r.x + 14, mid), 8, look.rgb)
        name = look.name + (" · to play" if seat == c.actor else "")
        name = c.text.fit(name, r.w - 32, 15, True)
        c.text.blit(surface, name, (r.x + 26, mid), 15, theme.TEXT, True, "midleft")
        if p.bot:
            draw_bot_panel(surface, c, seat, r)
            continue
        canals = facts.stock(c.view).canals_by_seat[seat]
        coins = f"{p.coins} coin" + "s" * (p.coins != 1)
        cargo = f"cargo {p.cargo} {p.cargo_good}".rstrip() if p.cargo else "no cargo"
        groups = [
            [f"{p.vp} VP so far", f"{p.coins}c"],
            [f"{p.goods[g]}{UNITS[g]}" for g in facts.GOODS],  # drawn as icons
            [f"hand {len(p.hand)}", f"bonus {len(p.bonus)}", f"sack {len(p.sacks)}"],
            [f"camels {p.camel}", cargo],
        ]
        room = pygame.Rect(r.x + 8, r.y + layout.SIZES["head"] + 4, r.w - 14, 0)
        room.h = r.bottom - 4 - room.y
        font, rows, hint = _lines(c, groups, room, name, bool(p.played))
        pitch = ink(c.text, font) + 2
        for i, row in enumerate(rows):
            blit_row(surface, c.text, row, (room.x, room.y + i * pitch), font, theme.TEXT, room.w)
        line = layout.SIZES["line"]
        played = pygame.Rect(r.x + 6, room.y + len(rows) * pitch + 4, r.w - 12, 20 + line)
        _played(surface, c, p, played)
        if hint == "bottom":
            at = (r.right - 6, r.bottom - 4)
            c.text.blit(surface, HINT, at, 12, DIM, anchor="bottomright")
        elif hint == "head":
            at = (r.right - 8, r.y + 2 + layout.SIZES["head"] // 2)
            c.text.blit(surface, HINT, at, 12, DIM, anchor="midright")
        goods = [f"{p.goods[g]} {NAMES[g]}" for g in facts.GOODS]
        lines = [" · ".join(parts) for parts in [[f"{p.vp} VP so far", coins], goods, *groups[2:]]]
        more = (
            f"workshops {len(p.workshops)}, garden squares complete {p.squares_done}, "
            f"canal tiles {canals}, merchant tokens {len(p.tokens)}, trading bases {p.bases}, "
            f"special cards {len(p.specials)}"
        )
        c.tips.append((r, f"{look.name}: " + "; ".join(lines) + f"; {more}. Click to open it big."))


HINT = "click to open"


def _lines(
    c: DrawContext, groups: list[list[str]], room: pygame.Rect, name: str, played: bool
) -> tuple[int, list[str], str]:
    """(font, rows, where the hint goes) for a compact panel's lines in ``room``: the
    largest face (13 pt down to 12 px letters) whose rows, wrapped at their parts, fit
    whole with the played cards under them and the hint at the bottom or on the name's
    row; else without the hint (the tooltip says it)."""
    text = c.text
    under = (20 + layout.SIZES["line"] + 4) if played else 0
    hint_h = ink(text, 12) + 4
    head_free = room.w - 32 - text.size(name, 15, True)[0] - 12
    tried = [size for size, _ in faces(text, 13, bold=False)]
    for drop in (False, True):
        for font in tried:
            rows = flow(text, groups, room.w, font)
            if any(text.size(row, font)[0] > room.w for row in rows):
                continue
            height = len(rows) * (ink(text, font) + 2) + under
            if drop and height <= room.h:
                return font, rows, ""
            if height + hint_h <= room.h:
                return font, rows, "bottom"
            if height <= room.h and text.size(HINT, 12)[0] <= head_free:
                return font, rows, "head"
    font = tried[-1]
    return font, flow(text, groups, room.w, font), ""


MAIN_ICON = {"garden": "small_garden", "production": "prod"}
"""A main action drawn as its icon on a played card where its word has no room whole
(the card's tooltip says it in words)."""


def _played(surface, c: DrawContext, p: SeatFacts, box: pygame.Rect) -> None:
    """The cards played this round: the colour's letter, the main action under it (its
    icon where the garden's or the production's word has no room whole)."""
    w = (box.w - 8) // 3
    for i, card in enumerate(p.played):
        info = facts.action_card(card)
        half = p.halves[i] if i < len(p.halves) else 0
        up = info.top if half == 0 else info.bottom
        colour = info.top_colour if half == 0 else info.bottom_colour
        cr = pygame.Rect(box.x + i * (w + 4), box.y, w, box.h)
        pygame.draw.rect(surface, (66, 72, 84), cr, border_radius=5)
        letter_badge(surface, c.text, colour, pygame.Rect(cr.centerx - 9, cr.y + 1, 18, 18))
        tried = faces(c.text, 12, bold=False)
        word, font, _ = main_word(c.text, up, cr.w - 4, tried)
        icon = MAIN_ICON.get(up)
        if icon and first_face(c.text, up.capitalize(), cr.w - 4, tried) is None:
            side = min(cr.w - 6, cr.bottom - 2 - (cr.y + 20))  # under the letter badge
            draw_icon(surface, icon, (cr.centerx, cr.bottom - 2 - side // 2), side)
        else:
            word = c.text.fit(word, cr.w - 4, font)
            at = (cr.centerx, cr.bottom - 2)
            c.text.blit(surface, word, at, font, theme.TEXT, anchor="midbottom")
        c.tips.append((cr, f"Played: {up} ({colour or 'any colour'})."))
