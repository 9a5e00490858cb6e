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
from .art import INK, PORTER, largest
from .draw import DrawContext, token

FUEL_WORD = {facts.FUELLED: "fuelled", facts.EMPTY: "no fuel", facts.REFUELLING: "filling"}
"""An automobile's fuel in a word short enough for its plate (filling: for next round)."""
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
    text, view = c.text, c.view
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
    tokens = facts.tokens_text(view, seat)
    text.blit(surface, tokens, (x, y + 2), 13, theme.TEXT_DIM)
    ends = [x + text.size(tokens, 13)[0] + 6] + [x] * (layout.BADGE_LINES - 1)
    for b in badges(c, seat):  # each on the first line with room for it, whole
        line = next((k for k, end in enumerate(ends) if end + b.get_width() <= rect.right - 4), -1)
        surface.blit(b, (ends[line], y + line * layout.BADGE_LINE))
        ends[line] += b.get_width() + 4
    _row_two(surface, c, seat, rect)
    _lots(surface, c, seat, rect)


def badges(c: DrawContext, seat: int) -> list[pygame.Surface]:
    """The seat's badges (President, porter, whose turn), their words as large as the
    badge lines allow (up to 13)."""
    view, text = c.view, c.text
    size = 13
    while size > 9 and text.size("Ag", size, True)[1] + 6 > layout.BADGE_LINE - 2:
        size -= 1
    out = []
    if view.president == seat:
        out.append(c.art.badge(facts.president_badge(), (226, 190, 80), "coin", size))
    if view.porter == seat:
        out.append(c.art.badge(facts.porter_badge(view), PORTER, "porter", size))
    if seat == c.actor:
        out.append(c.art.badge("to play", theme.ACCENT, size_t=size))
    return out


def _row_two(surface: pygame.Surface, c: DrawContext, seat: int, rect: pygame.Rect) -> None:
    text, view, art = c.text, c.view, c.art
    resort = view.resorts[seat]
    autos = layout.automobile_rects(rect, len(resort.automobiles))
    x = rect.x + 8
    for i, (state, r) in enumerate(zip(resort.automobiles, autos)):
        pygame.draw.rect(surface, FUEL_FILL[state], r, border_radius=6)
        pygame.draw.rect(surface, INK, r, 1, border_radius=6)
        placed = next(
            (
                p
                for p in view.placements
                if p.target == "automobile" and p.seat == seat and p.index == i
            ),
            None,
        )
        if placed:  # the token refuelling it stands where its icon is
            img = token(c, seat, 7, placed.tokens, placed.porter)
            surface.blit(img, img.get_rect(midleft=(r.x + 2, r.centery)))
        else:
            surface.blit(art.icon("automobile", 9), (r.x + 4, r.y + 4))
        size = largest(text, FUEL_WORD[state], r.right - 4 - (r.x + 26), 12, True)
        text.blit(
            surface, FUEL_WORD[state], (r.x + 26, r.centery), size, theme.TEXT, True, "midleft"
        )
        x = r.right + 6
    y = rect.y + layout.ROW_TWO
    if resort.purchases:
        x = _row_of(surface, c, "bought:", resort.purchases, (x, y), rect.right - 4)
    arriving = facts.newcomers(view, seat)  # the President's: with the guests passed on
    if arriving:
        _row_of(surface, c, "arriving:", arriving, (x + 2, y), rect.right - 4)


def _row_of(
    surface: pygame.Surface,
    c: DrawContext,
    label: str,
    items: tuple[str, ...],
    at: tuple[int, int],
    right: int,
) -> int:
    """``label`` and as many of ``items`` (bought house cards as icons, arriving guests
    as chips) as fit before ``right``, then ``+N`` for the others; where the row ends.
    The label goes first where it leaves room for an item; nothing runs past ``right``."""
    text, art = c.text, c.art
    x, y = at
    chips = items[0] in facts.vacationer_ids()
    step = 49 if chips else 25
    more = text.size(f"+{len(items)}", 12, True)[0]
    label_w = text.size(label, 12)[0]
    if x + label_w + 4 + step <= right:  # where two automobiles leave no room: the items
        text.blit(surface, label, (x, y + 13), 12, theme.TEXT_DIM, anchor="midleft")
        x += label_w + 4
    for i, item in enumerate(items):
        last = i == len(items) - 1
        if x + step - 3 > right or (not last and x + step + more > right):
            text.blit(surface, f"+{len(items) - i}", (x, y + 13), 12, theme.TEXT, True, "midleft")
            return x + more + 6
        if chips:
            surface.blit(art.chip(item, (46, 20)), (x, y + 3))
        else:
            pygame.draw.rect(surface, (40, 44, 52), (x, y + 2, 22, 22), border_radius=4)
            surface.blit(art.icon(item, 9, (250, 250, 250)), (x + 2, y + 4))
        x += step
    return x + 2


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
    size = largest(text, note, r.w - 8, 12, bold)
    if size < 10 and not lot.level and not bold:  # its band says forest: the number will do
        note = facts.lot_note(index, lot).split(" · ")[0]
        size = largest(text, note, r.w - 8, 12)
    text.blit(surface, note, (r.x + 5, r.y + band_h + 1), size, colour, bold)
    guests = new if new else lot.guests
    cw = min(50, (r.w - 12) // 2)
    ch = min(22, r.bottom - (r.y + band_h + 16) - 4)
    for i, kind in enumerate(guests[:2]):
        surface.blit(
            art.chip(kind, (cw, ch), "new" if new else ""),
            (r.x + 4 + i * (cw + 4), r.bottom - ch - 3),
        )
    pygame.draw.rect(surface, INK, r, 1, border_radius=6)
