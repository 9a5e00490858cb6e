"""Drawing the main board's supplies into the table's layer: the colour tracks with the
special-card stacks, the bonus display with the sack deck, the workshop offer and the
garden supply. Every function takes a ``DrawContext`` and only reads it; numbers and
sentences come from the game's ``facts``; the words on the board are short (a tooltip and
the focus view say them whole)."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import CARD_RGB, letter_badge, short
from .draw import DIM, DrawContext, outline, title
from .goods import draw_rich

LEVELS = ("I", "II", "III")


def limits_note(c: DrawContext, width: int) -> str:
    """The level limits in as few words as fit ``width``, never in a code to decode (the
    tooltip says them whole)."""
    reach = facts.tracks().reach
    long = "levels " + ", ".join(f"{LEVELS[i]} on {n}" for i, n in enumerate(reach))
    for words in (long + " of Y·W·B", long, "level limits: point here", "level limits"):
        if c.text.size(words, 13)[0] <= width:
            return words
    return ""


# --- colour tracks and special cards ---------------------------------------------------------
def draw_tracks(surface: pygame.Surface, c: DrawContext) -> None:
    box = layout.TRACKS
    draw_panel(surface, box, fill=(58, 56, 70), radius=8)
    info = facts.tracks()
    row = pygame.Rect(box.x, box.y, layout.zoom_rects()["tracks"].x - box.x - 2, box.h)
    room = row.w - 18 - c.text.size("Tracks", 14, True)[0]
    title(surface, c, "Tracks", row, limits_note(c, room))
    c.tips.append((pygame.Rect(box.x, box.y, box.w, layout.title_h()), info.note))
    view = c.view
    for i, colour in enumerate(facts.COLOURS):
        row = layout.track_row(i)
        letter_badge(surface, c.text, colour, pygame.Rect(row.x + 4, row.y + 1, 22, 20))
        cells = layout.track_cells(i, info.length)
        for k, cell in enumerate(cells):
            level = info.icons.index(k) if k in info.icons else -1
            fill = CARD_RGB[colour] if level >= 0 else (86, 84, 96)
            pygame.draw.rect(surface, fill, cell, border_radius=3)
            if level >= 0:
                word = LEVELS[level]
                c.text.blit(surface, word, cell.center, 12, theme.text_on(fill), True, "center")
        for seat, p in enumerate(facts.seats(view)):
            k = min(p.tracks[i], info.length)
            cell = cells[k]
            look = c.seats[seat]
            ox = (seat % 2) * 10 - 5
            oy = (seat // 2) * 10 - 5
            at = (cell.centerx + ox, cell.centery + oy)
            draw_symbol(surface, look.symbol, at, 5, look.rgb)
        outline(
            surface,
            c,
            ("track", colour),
            pygame.Rect(cells[0].x, cells[0].y, cells[-1].right - cells[0].x, cells[0].h),
        )
        c.tips.append(
            (
                pygame.Rect(row.x, row.y, row.w, 24),
                f"The {colour} track: markers "
                + ", ".join(
                    f"{c.seats[s].name} {p.tracks[i]}" for s, p in enumerate(facts.seats(view))
                )
                + ". "
                + info.note,
            )
        )
        for level, sr in enumerate(layout.stack_rects(i, layout.stack_faces(view, i))):
            stack = facts.stock(view).special_stacks[i * 3 + level]
            _stack(
                surface,
                c,
                colour,
                level,
                stack,
                facts.stock(view).special_revealed[i * 3 + level],
                sr,
            )


def _stack(surface, c: DrawContext, colour: str, level: int, stack, revealed, r) -> None:
    word = LEVELS[level]
    if not stack:
        pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
        c.text.blit(
            surface, c.text.fit(f"{word} · 0", r.w - 4, 12), r.center, 12, DIM, anchor="center"
        )
        c.tips.append((r, f"{colour.capitalize()} level {word} stack: empty."))
        return
    top = stack[0]
    if revealed and top != "?":
        card = facts.special(top)
        surface.blit(c.art.special_face(card, facts.special_gist(top), r.size), r)
        vp = f" At the end: {card.end_vp} VP." if card.end_vp and card.colour != "pink" else ""
        c.tips.append((r, f"{card.title} ({len(stack)} in the stack): {card.text}{vp}"))
    else:
        pygame.draw.rect(surface, (110, 96, 120), r, border_radius=4)
        words = c.text.fit(f"{word} · {len(stack)}", r.w - 4, 13, True)
        c.text.blit(surface, words, r.center, 13, theme.TEXT, True, "center")
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
    for i, colour in enumerate(facts.COLOURS):
        row = facts.stock(view).bonus_offer[i]
        rects = layout.bonus_rects(i, len(row))
        badge = pygame.Rect(layout.BONUS.x + 4, rects[0].centery - 10, 20, 20)
        letter_badge(surface, c.text, colour, badge)
        for k, (card, r) in enumerate(zip(row, rects)):
            if not card:
                pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
                continue
            info = facts.bonus(card)
            forms = facts.bonus_gist(card)
            surface.blit(c.art.small_card(info, r.size, "offer", compact=True, forms=forms), r)
            c.tips.append((r, f"{info.title}: {info.text}"))
            outline(surface, c, ("bonus", colour, k), r)
    sack = layout.sack_deck_rect()
    pygame.draw.rect(surface, (150, 110, 70), sack, border_radius=4)
    words = c.text.fit(f"Sack ×{facts.stock(view).sacks_left}", sack.w - 6, 12, True)
    c.text.blit(surface, words, sack.center, 12, theme.TEXT, True, "center")
    c.tips.append((sack, f"Sack cards: {facts.stock(view).sacks_left} in the deck."))
    outline(surface, c, ("sack",), sack)


def _from_round(surface: pygame.Surface, c: DrawContext, r: pygame.Rect, first: int) -> None:
    """An empty level II place before level II opens: "round 3" in words (on two rows
    where one is too narrow), its tooltip the whole sentence."""
    words = f"round {first}"
    rows = [words] if c.text.size(words, 12)[0] <= r.w - 4 else ["round", str(first)]
    pitch = c.text.font(12).get_linesize() - 2
    top = r.centery - pitch * len(rows) // 2
    for i, row in enumerate(rows):
        at = (r.centerx, top + i * pitch + pitch // 2)
        c.text.blit(surface, c.text.fit(row, r.w - 4, 12), at, 12, DIM, anchor="center")
    c.tips.append((r, f"Level II workshops come out at the start of round {first}."))


# --- workshop offer and garden supply --------------------------------------------------------
def draw_offer(surface: pygame.Surface, c: DrawContext) -> None:
    box = layout.OFFER
    draw_panel(surface, box, fill=(70, 60, 50), radius=8)
    costs = facts.costs()
    row = pygame.Rect(box.x, box.y, layout.zoom_rects()["offer"].x - box.x - 2, box.h)
    title(surface, c, "Workshops", row, f"cost {short(costs['workshop'])}")
    c.tips.append(
        (pygame.Rect(row.right - 130, row.y, 124, 20), f"A workshop costs {costs['workshop']}.")
    )
    view = c.view
    info = facts.rounds(view)
    for level in (1, 2):
        shown = facts.stock(view).workshop_offer[level - 1]
        rects = layout.offer_rects(level, len(shown))
        at = (box.x + 6, rects[0].centery)
        c.text.blit(surface, LEVELS[level - 1], at, 14, theme.TEXT, True, "midleft")
        for tile, r in zip(shown, rects):
            if not tile:
                pygame.draw.rect(surface, (96, 86, 72), r, 1, border_radius=4)
                if level == 2 and info.current < info.level2_from:
                    _from_round(surface, c, r, info.level2_from)
                continue
            shop = facts.workshop(tile)
            surface.blit(c.art.workshop(shop, r.w, 0, False), r)
            icons = "; ".join(f"{facts.edge_word(e)} edge: {t}" for e, _, t in shop.icons)
            c.tips.append(
                (
                    r,
                    f"Workshop: rooms {' / '.join(shop.rooms)}; back "
                    f"{shop.back}; green icons {icons}. Cost {costs['workshop']}.",
                )
            )
        left = facts.stock(view).workshops_left[level - 1]
        at = (rects[-1].right + 6, rects[-1].centery)
        c.text.blit(surface, f"+{left}", at, 13, DIM, anchor="midleft")
        c.tips.append((pygame.Rect(at[0], at[1] - 10, 40, 20), f"{left} more in the stack."))
    for size, r in layout.garden_rects().items():
        count = (
            facts.stock(view).small_gardens_left
            if size == "small"
            else facts.stock(view).large_gardens_left
        )
        img = c.art.garden(size == "large", False, r.w)
        surface.blit(img, r)
        c.text.blit(surface, f"×{count}", (r.right + 4, r.y), 13, theme.TEXT, True)
        cost = short(costs[size + " garden"])
        below = r.y + c.text.render(f"×{count}", 13, theme.TEXT, True).get_bounding_rect().bottom
        draw_rich(surface, c.text, cost, (r.right + 4, below + 2), 12, DIM)
        c.tips.append(
            (r, f"{size.capitalize()} garden tiles: {count} left, cost {costs[size + ' garden']}.")
        )
