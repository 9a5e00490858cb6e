"""Drawing each player's resort (functions taking the ``DrawContext`` of ``draw``): name,
money, badges (President, porter, whose turn), tokens left, automobiles, bought cards and
arriving guests, and the forest lots with their top house and guests (or the guests an
accommodation choice would bring)."""

from __future__ import annotations

import pygame

from tabletop.games.summer_resort import facts
from tabletop.ui import theme
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import INK, PORTER
from .draw import DrawContext, token

FUEL_WORD = {facts.FUELLED: "fuelled", facts.EMPTY: "no fuel", facts.REFUELLING: "refuelled"}
FUEL_FILL = {
    facts.FUELLED: (70, 150, 96),
    facts.EMPTY: (150, 120, 60),
    facts.REFUELLING: (90, 110, 150),
}


def draw_resorts(surface: pygame.Surface, c: DrawContext) -> None:
    """Every player's resort panel."""
    for seat, rect in enumerate(layout.resort_rects(c.view.players)):
        draw_resort(surface, c, seat, rect)


def draw_resort(surface: pygame.Surface, c: DrawContext, seat: int, rect: pygame.Rect) -> None:
    """One resort: name, money, badges, tokens, automobiles, purchases, arrivals, lots."""
    text, view, art = c.text, c.view, c.art
    resort = view.resorts[seat]
    mine, acting = seat == c.eyes, seat == c.actor
    edge = theme.ACCENT if acting else theme.PANEL_EDGE
    draw_panel(
        surface,
        rect,
        fill=(50, 58, 56) if mine else theme.PANEL,
        edge=edge,
        width=3 if acting else 1,
    )
    name = c.seats[seat].name + (" (you)" if mine else "")
    surface.blit(token(c, seat, 10), (rect.x + 6, rect.y + 6))
    money = f"{resort.money} zł"
    mw = text.size(money, 17, True)[0]
    text.blit(
        surface,
        text.fit(name, rect.w - mw - 46, 16, True),
        (rect.x + 34, rect.y + 17),
        16,
        theme.TEXT,
        True,
        "midleft",
    )
    text.blit(surface, money, (rect.right - 8, rect.y + 17), 17, theme.ACCENT, True, "midright")
    x, y = rect.x + 8, rect.y + 36
    badges = []
    if view.president == seat:
        badges.append(art.badge(facts.president_badge(), (226, 190, 80), "coin"))
    if view.porter == seat:
        badges.append(art.badge(facts.porter_badge(view), PORTER, "porter"))
    if acting:
        badges.append(art.badge("to play", theme.ACCENT))
    tokens = facts.tokens_text(view, seat)
    text.blit(surface, tokens, (x, y + 2), 13, theme.TEXT_DIM)
    x += text.size(tokens, 13)[0] + 6
    for b in badges:
        if x + b.get_width() > rect.right - 4:
            break
        surface.blit(b, (x, y))
        x += b.get_width() + 4
    _row_two(surface, c, seat, rect)
    _lots(surface, c, seat, rect)


def _row_two(surface: pygame.Surface, c: DrawContext, seat: int, rect: pygame.Rect) -> None:
    text, view, art = c.text, c.view, c.art
    resort = view.resorts[seat]
    autos = layout.automobile_rects(rect, len(resort.automobiles))
    x = rect.x + 8
    for i, (state, r) in enumerate(zip(resort.automobiles, autos)):
        pygame.draw.rect(surface, FUEL_FILL[state], r, border_radius=6)
        pygame.draw.rect(surface, INK, r, 1, border_radius=6)
        surface.blit(art.icon("automobile", 9), (r.x + 4, r.y + 4))
        text.blit(surface, FUEL_WORD[state], (r.x + 26, r.centery), 12, theme.TEXT, True, "midleft")
        placed = next(
            (
                p
                for p in view.placements
                if p.target == "automobile" and p.seat == seat and p.index == i
            ),
            None,
        )
        if placed:
            img = token(c, seat, 7, placed.tokens, placed.porter)
            surface.blit(img, img.get_rect(midright=(r.right - 2, r.centery)))
        x = r.right + 6
    y = rect.y + 70
    if resort.purchases and x + 80 < rect.right:
        text.blit(surface, "bought:", (x, y + 13), 12, theme.TEXT_DIM, anchor="midleft")
        x += 48
        for card in resort.purchases:
            if x + 24 > rect.right - 4:
                break
            pygame.draw.rect(surface, (40, 44, 52), (x, y + 2, 22, 22), border_radius=4)
            surface.blit(art.icon(card, 9, (250, 250, 250)), (x + 2, y + 4))
            x += 25
    arriving = facts.newcomers(view, seat)  # the President's: with the guests passed on
    if arriving and x + 110 < rect.right:
        text.blit(surface, "arriving:", (x + 2, y + 13), 12, theme.TEXT_DIM, anchor="midleft")
        x += 58
        for i, kind in enumerate(arriving):
            if x + 50 > rect.right - 4:
                text.blit(
                    surface,
                    f"+{len(arriving) - i}",
                    (x, y + 13),
                    12,
                    theme.TEXT,
                    True,
                    "midleft",
                )
                break
            surface.blit(art.chip(kind, (46, 20)), (x, y + 3))
            x += 49


def _lots(surface: pygame.Surface, c: DrawContext, seat: int, rect: pygame.Rect) -> None:
    lots = c.view.resorts[seat].lots
    preview = c.preview if seat == c.eyes else None
    for i, (lot, r) in enumerate(zip(lots, layout.lot_rects(rect, len(lots)))):
        new = preview[i] if preview is not None and i < len(preview) else ()
        _lot(surface, c, i, lot, r, new)


def _lot(
    surface: pygame.Surface, c: DrawContext, index: int, lot, r: pygame.Rect, new: tuple
) -> None:
    text, art = c.text, c.art
    for depth in range(lot.level, 0, -1):  # the cards below show as edges
        pygame.draw.rect(
            surface,
            (30, 32, 36),
            r.move(depth * 2, -depth * 2).clip(r.inflate(8, 8)),
            1,
            border_radius=6,
        )
    surface.blit(art.lot_scene(lot.top, r.size, bool(lot.level)), r.topleft)  # house or trees
    band_h = 22 if r.h >= 60 else 18
    surface.blit(art.band(lot.top, (r.w, band_h), facts.name(lot.top), 13), r.topleft)
    note, colour = facts.lot_note(index, lot), (70, 70, 76)
    if new and lot.guests:  # the old guests pay their value and go home
        note, colour = facts.leaving_note(lot), theme.BAD
    bold = bool(new and lot.guests)
    text.blit(
        surface,
        text.fit(note, r.w - 8, 12, bold),
        (r.x + 5, r.y + band_h + 1),
        12,
        colour,
        bold,
    )
    guests = new if new else lot.guests
    cw = min(50, (r.w - 12) // 2)
    ch = min(22, r.bottom - (r.y + band_h + 16) - 4)
    for i, kind in enumerate(guests[:2]):
        surface.blit(
            art.chip(kind, (cw, ch), "new" if new else ""),
            (r.x + 4 + i * (cw + 4), r.bottom - ch - 3),
        )
    pygame.draw.rect(surface, INK, r, 1, border_radius=6)
