"""The focus view of the colour tracks (each track big with every marker named, the
special-card stacks with the top card's whole text) and of the bonus display (every
card's whole text), drawn into the table's layer from a ``DrawContext`` (only read)."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol

from . import mapgeom
from .art import CARD_RGB, letter_badge
from .draw import DIM, DrawContext, outline
from .words import faces, first_face

LEVELS = ("I", "II", "III")


def _rows(surface, c: DrawContext, inner: pygame.Rect, head: list[str]) -> tuple[int, int]:
    """Write ``head`` (wrapped) at the top; (y where the rows start, a row's height)."""
    pitch = mapgeom.ink(c.text, 14) + 4
    y = inner.y
    for words in head:
        for row in c.text.wrap(words, inner.w - 8, 14):
            c.text.blit(surface, row, (inner.x + 4, y), 14, theme.TEXT)
            y += pitch
    y += 6
    return y, (inner.bottom - y) // len(facts.COLOURS)


# --- the colour tracks -----------------------------------------------------------------------
def draw_tracks_big(surface: pygame.Surface, c: DrawContext, inner: pygame.Rect, spots: list):
    info = facts.tracks()
    view = c.view
    top, row_h = _rows(surface, c, inner, [info.note])
    cell = min(44, (inner.w * 2 // 5 - 50) // (info.length + 1))
    cards_x = inner.x + 50 + cell * (info.length + 1) + 24
    card_w = (inner.right - cards_x - 20) // 3
    for i, colour in enumerate(facts.COLOURS):
        y = top + i * row_h
        letter_badge(surface, c.text, colour, pygame.Rect(inner.x + 4, y + 4, 32, 30))
        cells = [
            pygame.Rect(inner.x + 50 + k * cell, y + 4, cell - 3, cell - 3)
            for k in range(info.length + 1)
        ]
        for k, r in enumerate(cells):
            level = info.icons.index(k) if k in info.icons else -1
            fill = CARD_RGB[colour] if level >= 0 else (86, 84, 96)
            pygame.draw.rect(surface, fill, r, border_radius=4)
            word = LEVELS[level] if level >= 0 else str(k)
            ink = theme.text_on(fill) if level >= 0 else DIM
            c.text.blit(surface, word, (r.centerx, r.y + 2), 12, ink, True, "midtop")
        for seat, p in enumerate(facts.seats(view)):
            r = cells[min(p.tracks[i], info.length)]
            at = (r.x + 8 + (seat % 2) * (r.w - 16), r.bottom - 8 - (seat // 2) * 12)
            draw_symbol(surface, c.seats[seat].symbol, at, 6, c.seats[seat].rgb)
        names = " · ".join(
            f"{c.seats[s].name} {p.tracks[i]}" for s, p in enumerate(facts.seats(view))
        )
        words = c.text.fit(f"{colour.capitalize()}: {names}", cells[-1].right - cells[0].x, 13)
        c.text.blit(surface, words, (cells[0].x, cells[0].bottom + 4), 13, theme.TEXT)
        track = cells[0].unionall(cells)
        c.tips.append((pygame.Rect(cells[0].x, y, track.w, cell), words))
        outline(surface, c, ("track", colour), track)
        spots.append((("track", colour), track))
        h = min(row_h - 10, 150)
        for level in range(3):
            r = pygame.Rect(cards_x + level * (card_w + 10), y + 2, card_w, h)
            stack = facts.stock(view).special_stacks[i * 3 + level]
            _stack_big(
                surface,
                c,
                colour,
                level,
                stack,
                facts.stock(view).special_revealed[i * 3 + level],
                r,
            )
            outline(surface, c, ("special", colour, level), r)
            spots.append((("special", colour, level), r))


def _stack_big(surface, c: DrawContext, colour: str, level: int, stack, revealed, r) -> None:
    word = LEVELS[level]
    if stack and revealed and stack[0] != "?":
        card = facts.special(stack[0])
        surface.blit(c.art.small_card(card, r.size, "special", font=15), r)
        more = f"{len(stack)} card{'s' * (len(stack) != 1)} in the stack"
        c.tips.append((r, f"{card.title} ({more}): {card.text}"))
        return
    pygame.draw.rect(surface, (70, 64, 84) if stack else (50, 52, 62), r, border_radius=6)
    pygame.draw.rect(surface, (110, 96, 120), r, 1, border_radius=6)
    lines = [f"{colour.capitalize()} level {word}"]
    lines.append(f"{len(stack)} cards, face down" if stack else "empty")
    tried = faces(c.text, 14)
    size, bold = min(
        (first_face(c.text, line, r.w - 10, tried) or tried[-1] for line in lines),
        key=lambda f: (f[0], f[1]),
    )
    pitch = mapgeom.ink(c.text, size, bold) + 4
    for k, line in enumerate(lines):
        at = (r.centerx, r.centery + (k - 0.5) * pitch)
        line = c.text.fit(line, r.w - 10, size, bold)
        c.text.blit(surface, line, at, size, theme.TEXT, bold, "center")


# --- the bonus display -----------------------------------------------------------------------
def draw_bonus_big(surface: pygame.Surface, c: DrawContext, inner: pygame.Rect, spots: list):
    view = c.view
    head = "Each row holds the bonus cards of one colour."
    top, row_h = _rows(surface, c, inner, [head])
    spots.insert(0, (("main", "provisions"), inner.copy()))  # the played card's drop
    words = f"Sack cards: {facts.stock(view).sacks_left} in the deck"
    size = c.text.size(words, 14, True)
    sack = pygame.Rect(0, 0, size[0] + 16, size[1] + 6)
    sack.topright = (inner.right - 4, inner.y - 2)
    pygame.draw.rect(surface, (150, 110, 70), sack, border_radius=5)
    c.text.blit(surface, words, sack.center, 14, theme.TEXT, True, "center")
    outline(surface, c, ("sack",), sack)
    spots.append((("sack",), sack))
    c.tips.append((sack, f"Sack cards: {facts.stock(view).sacks_left} in the deck."))
    for i, colour in enumerate(facts.COLOURS):
        y = top + i * row_h
        row = facts.stock(view).bonus_offer[i]
        letter_badge(surface, c.text, colour, pygame.Rect(inner.x + 4, y + 4, 32, 30))
        w = (inner.w - 50 - 10 * (len(row) - 1)) // max(1, len(row))
        for k, card in enumerate(row):
            r = pygame.Rect(inner.x + 50 + k * (w + 10), y + 2, w, min(row_h - 10, 130))
            if not card:
                pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=6)
                c.text.blit(surface, "taken", r.center, 14, DIM, anchor="center")
                continue
            info = facts.bonus(card)
            surface.blit(c.art.small_card(info, r.size, "bonus", font=16), r)
            c.tips.append((r, f"{info.title}: {info.text}"))
            outline(surface, c, ("bonus", colour, k), r)
            spots.append((("bonus", colour, k), r))


# --- the workshop offer and the garden supply ------------------------------------------------
def draw_offer_big(surface: pygame.Surface, c: DrawContext, inner: pygame.Rect, spots: list):
    """Each workshop of the offer big, its rooms, back and green icons in words; the
    garden tiles left with their costs. A workshop or garden tile picked up here is
    carried out to the grid (``focus_drag``); the played card is dropped on either row."""
    view = c.view
    costs = facts.costs()
    info = facts.rounds(view)
    head = [
        f"A workshop costs {costs['workshop']}; level II workshops come from round "
        f"{info.level2_from}. The green icons on a tile's edges: its garden bonuses, "
        "listed beside it."
    ]
    top, _ = _rows(surface, c, inner, head)
    pitch = mapgeom.ink(c.text, 14) + 3
    garden_h = 3 * pitch + 10
    row_h = (inner.bottom - top - garden_h) // 2
    size = min(120, row_h - 30)
    for level in (1, 2):
        y = top + (level - 1) * row_h
        shown = facts.stock(view).workshop_offer[level - 1]
        left = facts.stock(view).workshops_left[level - 1]
        words = f"Level {LEVELS[level - 1]} · {left} more in the stack"
        c.text.blit(surface, words, (inner.x + 4, y), 15, theme.ACCENT, True)
        slot_w = (inner.w - 8) // max(1, len(shown))
        for k, tile in enumerate(shown):
            r = pygame.Rect(inner.x + 4 + k * slot_w, y + pitch + 6, size, size)
            if not tile:
                pygame.draw.rect(surface, (96, 86, 72), r, 1, border_radius=6)
                if level == 2 and info.current < info.level2_from:
                    at = r.center
                    words = f"from round {info.level2_from}"
                    c.text.blit(
                        surface, c.text.fit(words, size - 8, 13), at, 13, DIM, anchor="center"
                    )
                continue
            shop = facts.workshop(tile)
            surface.blit(c.art.workshop(shop, size, 0, False), r)
            spots.append((("piece", "shop", level, k), r))  # carried out to the grid
            lines = [f"Rooms: {' / '.join(shop.rooms)}", f"Back: {shop.back}"]
            lines += [f"{facts.edge_word(e).capitalize()} edge: {t}" for e, _, t in shop.icons]
            _column(surface, c, lines, pygame.Rect(r.right + 10, r.y, slot_w - size - 24, size))
            c.tips.append((r, "; ".join(lines) + "."))
    y = inner.bottom - garden_h + 6
    shops = pygame.Rect(inner.x, top, inner.w, 2 * row_h)
    spots.insert(0, (("main", "workshop"), shops))  # the played card's drops
    spots.insert(0, (("main", "garden"), pygame.Rect(inner.x, y - 4, inner.w, garden_h)))
    for i, kind in enumerate(("small", "large")):
        count = (
            facts.stock(view).small_gardens_left
            if kind == "small"
            else facts.stock(view).large_gardens_left
        )
        img = c.art.garden(kind == "large", False, 90)
        at = (inner.x + 4 + i * (inner.w // 2), y)
        surface.blit(img, at)
        spots.append((("piece", "garden", kind), img.get_rect(topleft=at)))
        words = f"{kind.capitalize()} garden tiles: {count} left, cost {costs[kind + ' garden']}"
        x, room = at[0] + 100, inner.w // 2 - 110
        step = mapgeom.ink(c.text, 14) + 4
        for k, row in enumerate(c.text.wrap(words, room, 14)[:3]):  # whole on its lines
            c.text.blit(surface, c.text.fit(row, room, 14), (x, y + k * step), 14, theme.TEXT)


def _column(surface, c: DrawContext, lines: list[str], box: pygame.Rect) -> None:
    """``lines`` wrapped into ``box`` at 13 pt, the last shown line ending '…' if cut."""
    pitch = mapgeom.ink(c.text, 13) + 2
    rows = [row for line in lines for row in c.text.wrap(line, box.w, 13)]
    room = max(1, box.h // pitch)
    if len(rows) > room:
        rows = rows[: room - 1] + [c.text.fit(rows[room - 1] + " …", box.w, 13)]
    for k, row in enumerate(rows):
        c.text.blit(surface, c.text.fit(row, box.w, 13), (box.x, box.y + k * pitch), 13, theme.TEXT)
