"""Drawing the board from the view into the table's cached layer: the train and the bank
here, the resorts in ``resorts`` and the player's tray in ``tray``. Every function takes a
``DrawContext`` (what to draw, with what) and only reads it; every number and sentence
comes from the game's ``facts``."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tabletop.games.summer_resort import facts
from tabletop.ui import theme
from tabletop.ui.text import TextCache, least_size
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import INK, KIND_COLOUR, Art, largest
from .pictures import locomotive_cab, mix

STACK_FILL = (58, 64, 76)
WEATHER_BOARD = (46, 38, 42)
"""The board on the engine's side the weather is written on."""


@dataclass(frozen=True)
class Seat:
    """How a seat is shown: name, colour and the symbol that goes with the colour."""

    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class DrawContext:
    """What the drawing functions need, and nothing of the table itself."""

    text: TextCache
    art: Art
    view: facts.View
    seats: tuple[Seat, ...]
    eyes: int
    """The seat at the screen."""
    actor: int | None
    my_turn: bool
    preview: tuple | None = None
    """An accommodation choice to show in the player's lots (new guests per lot)."""
    lost: frozenset[str] = frozenset()
    """Investment stacks whose card the player would lose at development (SR-6)."""


def token(
    c: DrawContext, seat: int, radius: int, count: int = 1, porter: bool = False
) -> pygame.Surface:
    """A seat's token(s) as placed (see ``Art.token``)."""
    s = c.seats[seat]
    return c.art.token(s.rgb, s.symbol, radius, count, porter)


def draw_board(surface: pygame.Surface, c: DrawContext) -> None:
    """The train and the bank (the table draws the resorts and the tray after them)."""
    draw_train(surface, c)
    draw_bank(surface, c)


# --- the train ---------------------------------------------------------------------


def draw_train(surface: pygame.Surface, c: DrawContext) -> None:
    """The locomotive, the cars and the track cards a weather may still turn into cars."""
    _locomotive(surface, c)
    cars = layout.car_rects(len(c.view.train))
    for i, (car, rect) in enumerate(zip(c.view.train, cars)):
        _car(surface, c, i, car, rect)
    spare = facts.cars_max() - len(cars)
    if spare > 0:  # the track side of the cards a weather may still turn into cars
        x, w = cars[-1].right + 6, cars[0].w
        for i in range(spare):
            track = pygame.Rect(x + i * (w + 6), layout.TRAIN.y + 30, w, layout.TRAIN.h - 30)
            pygame.draw.rect(surface, (44, 74, 62), track, 2, border_radius=6)
            y = track.bottom - layout.WHEELS // 2
            pygame.draw.line(surface, (70, 96, 84), (track.x + 6, y), (track.right - 6, y), 3)
            words_at = zip(facts.spare_track_words(), (10, 34, 50), (13, 12, 12))
            for words, dy, size in words_at:
                c.text.blit(
                    surface,
                    words,
                    (track.centerx, track.y + dy),
                    size,
                    (120, 150, 136),
                    anchor="midtop",
                )


def _locomotive(surface: pygame.Surface, c: DrawContext) -> None:
    """The engine, the weather it brings on a board on its side, and the package plate."""
    text, view, r = c.text, c.view, layout.LOCO
    surface.blit(c.art.locomotive(r.size, layout.WHEELS), r.topleft)
    cab = locomotive_cab(r.size).move(r.topleft)
    weather = facts.weather(view)
    left = r.x + 68  # the caption: past the dome, before the cab's roof
    caption = cab.x - 8 - left
    head, board = layout.weather_boards()
    x0 = head.x + 5
    top, title = weather_title(text, weather.title if weather else "", caption, head.w - 10)
    if top:  # a long name takes the caption's line
        text.blit(surface, top, (left, r.y + 2), title[1], theme.TEXT, True)
    else:
        size = largest(text, "Weather now", caption, 12)
        text.blit(surface, "Weather now", (left, r.y + 2), size, (240, 220, 210))
    if weather is None:
        return
    for part in (head, board):  # one board: both edges, then both faces over the seam
        pygame.draw.rect(surface, INK, part.inflate(4, 4), border_radius=5)
    for part in (head, board):
        pygame.draw.rect(surface, WEATHER_BOARD, part, border_radius=4)
    text.blit(surface, title[0], (x0, r.y + 19), title[1], theme.TEXT, True)
    y = board.y + 1
    for row in weather.rows:
        surface.blit(c.art.icon(row.house, 8), (x0, y))
        x = x0 + 20
        if row.guests:
            times = text.blit(
                surface, f"{row.guests}×", (x, y + 9), 13, theme.TEXT, True, "midleft"
            )
            surface.blit(c.art.chip(row.guest, (46, 18)), (times.right + 2, y))
            x = times.right + 52
        size = largest(text, row.text, board.right - 4 - x, 12)
        text.blit(surface, row.text, (x, y + 9), size, (230, 215, 205), anchor="midleft")
        y += 19
    middle = (y + board.bottom) // 2  # the forecast on the board's last line
    if weather.next_forecast:
        surface.blit(c.art.weather(weather.next_forecast, 18), (x0, middle - 9))
    x = x0 + (22 if weather.next_forecast else 0)
    size = largest(text, weather.next_text, board.right - 4 - x, 13, True)
    while size > 9 and text.size(weather.next_text, size, True)[1] > board.bottom - y:
        size -= 1  # as tall as the line under the rows holds
    text.blit(surface, weather.next_text, (x, middle), size, theme.TEXT, True, "midleft")
    p = layout.package_rect()
    pygame.draw.rect(surface, (92, 34, 30), p, border_radius=6)
    pygame.draw.rect(surface, INK, p, 1, border_radius=6)
    x = (
        text.blit(surface, "Package", (p.x + 6, p.centery), 13, theme.TEXT, True, "midleft").right
        + 4
    )
    x = (
        text.blit(
            surface,
            facts.package_text(),
            (x, p.centery),
            13,
            theme.ACCENT,
            True,
            "midleft",
        ).right
        + 6
    )
    for img, at in package_tokens(c, x):
        surface.blit(img, at)


def package_tokens(c: DrawContext, left: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The tokens on the package, each with its place: at the plate's right end (right of
    ``left``, where its words end), never above its top (a pair reaches down over the
    wheels), so that they stay clear of the forecast line above it (a pair placed right
    after the words ran into it)."""
    p, out = layout.package_rect(), []
    right = p.right - 2
    placed = [q for q in c.view.placements if q.target == "locomotive"]
    for q in reversed(placed):
        img = token(c, q.seat, 10, q.tokens, q.porter)
        if right - img.get_width() < left - 6:
            break
        rect = img.get_rect(midright=(right, p.centery))
        rect.top = max(rect.top, p.top + 1)  # a pair reaches down, not up
        out.append((img, rect))
        right -= img.get_width() + 3
    return out


def _car(surface: pygame.Surface, c: DrawContext, index: int, car, rect: pygame.Rect) -> None:
    text = c.text
    claimed = car.claimed_by >= 0
    n = len(car.vacationers)
    cw = (rect.w - 14) // 2
    body_h = rect.h - 22 - layout.WHEELS
    rows = max(1, (body_h - 4) // 24)
    seats = tuple(  # the windows the vacationers look out of, two a row
        (5 + (i % 2) * (cw + 4), 26 + (i // 2) * 24, cw, 21) for i in range(rows * 2)
    )
    surface.blit(c.art.carriage(rect.size, seats, layout.WHEELS), rect.topleft)
    text.blit(
        surface, f"Car {index + 1}", (rect.x + 8, rect.y + 11), 14, theme.TEXT, True, "midleft"
    )
    shown = car.vacationers if n <= rows * 2 else car.vacationers[: rows * 2 - 1]
    order = facts.vacationer_ids()
    for i, kind in enumerate(sorted(shown, key=order.index)):
        surface.blit(c.art.chip(kind, (cw, 21)), (rect.x + seats[i][0], rect.y + seats[i][1]))
    if len(shown) < n:
        text.blit(
            surface,
            f"+{n - len(shown)} more",
            (rect.right - 8, rect.y + 26 + (rows - 1) * 24 + 10),
            12,
            theme.TEXT,
            True,
            "midright",
        )
    if not n and not claimed:
        plate = pygame.Rect((0, 0), text.size("empty", 13)).inflate(8, 2)
        plate.midtop = (rect.centerx, rect.y + 59)
        pygame.draw.rect(surface, (226, 210, 170), plate, border_radius=3)
        text.blit(surface, "empty", plate.center, 13, INK, anchor="center")
    if claimed:
        _claim(surface, c, index, car.claimed_by, rect)


def _claim(
    surface: pygame.Surface, c: DrawContext, index: int, seat: int, rect: pygame.Rect
) -> None:
    placed = next(
        (
            p
            for p in c.view.placements
            if p.target == "car" and (p.index == index or (p.automobile and p.index + 1 == index))
        ),
        None,
    )
    body = pygame.Rect(rect.x + 4, rect.y + 24, rect.w - 8, rect.h - 26 - layout.WHEELS)
    shade = c.art.shade(body.size)
    surface.blit(shade, body)
    img = token(c, seat, 13, placed.tokens if placed else 1, placed.porter if placed else False)
    surface.blit(img, img.get_rect(center=(body.centerx, body.centery - 8)))
    label = c.seats[seat].name + (" by car" if placed and placed.automobile else "")
    size = largest(c.text, label, body.w - 4, 13, True)
    c.text.blit(
        surface,
        c.text.fit(label, body.w - 4, size, True),  # a name longer than a car is long
        (body.centerx, body.bottom - 4),
        size,
        theme.TEXT,
        True,
        "midbottom",
    )


# --- the bank ------------------------------------------------------------------------


def draw_bank(surface: pygame.Surface, c: DrawContext) -> None:
    """The bank's money stacks and the investment stacks beside them."""
    text = c.text
    for index, kind in enumerate(facts.vacationer_ids()):
        col = layout.column_rect(index)
        head = pygame.Rect(col.x, col.y, col.w, layout.HEADER_H)
        draw_panel(surface, head, fill=(40, 44, 52), radius=6)
        surface.blit(c.art.chip(kind, (54, 22)), (head.x + 6, head.y + 4))
        line = facts.money_stack_text(c.view, index)
        size = largest(text, line, head.right - 8 - (head.x + 68), 13)
        text.blit(
            surface, line, (head.x + 68, head.centery), size, theme.TEXT_DIM, anchor="midleft"
        )
    rects = layout.stack_rects()
    for fact in facts.stacks(c.view):
        _stack(surface, c, fact, rects[fact.id])


def _stack(surface: pygame.Surface, c: DrawContext, fact: facts.Stack, rect: pygame.Rect) -> None:
    text = c.text
    draw_panel(surface, rect, fill=(46, 48, 54) if fact.empty else STACK_FILL, radius=6)
    surface.blit(c.art.band(fact.card, (rect.w, 26), fact.title, 13), rect.topleft)
    if not fact.empty:  # what the stack sells, drawn faintly under its visits
        r = max(8, min(rect.w // 3, (rect.h - 130) // 2))
        ghost = c.art.icon(fact.card, r, mix(STACK_FILL, KIND_COLOUR[fact.card], 0.3))
        surface.blit(ghost, ghost.get_rect(midbottom=(rect.centerx, rect.bottom - 44)))
    price, left = price_sizes(text, fact.price, fact.left, rect.w - 22)
    at = text.blit(surface, fact.price, (rect.x + 8, rect.y + 30), price, theme.TEXT, True)
    text.blit(
        surface,
        fact.left,
        (rect.right - 8, at.bottom),  # on the price's line, never in larger letters
        left,
        theme.BAD if fact.empty else theme.TEXT_DIM,
        anchor="bottomright",
    )
    visits = [p for p in c.view.placements if p.target == "investment" and p.stack == fact.id]
    lines, size = visits_lines(text, fact.visits, rect.w - 14)
    step = text.size(fact.visits, size)[1]
    top = rect.y + 72 + (len(lines) - 1) * step  # the visitors' tokens below the line(s),
    for row, line in enumerate(lines):  # never over them (a larger text size, two lines)
        spot = (rect.x + 8, rect.y + 56 + row * step)
        top = max(top, text.blit(surface, line, spot, size, theme.TEXT_DIM).bottom)
    badge = None
    limit = rect.bottom - 40  # the next prices
    if fact.id in c.lost:  # ruling SR-6: this card would have nothing to stand on
        size, bold = badge_size(text, facts.LOST_BADGE, rect.w - 12)  # inside the stack
        badge = c.art.badge(facts.LOST_BADGE, theme.BAD, size_t=size, bold=bold)
        limit = rect.bottom - 44 - badge.get_height()  # the badge, above the next prices
    second = [token(c, p.seat, 8, p.tokens, p.porter).get_height() for p in visits[3:6]]
    low = top + TOKEN_ROW + max(second, default=0) + 1 + text.size("0", 12)[1]
    rows = 2 if low <= limit else 1  # the second row above the badge and the next prices
    shown = visits if len(visits) <= 3 * rows else visits[: 3 * rows - 1]
    for i, p in enumerate(shown):
        cx = rect.x + 6 + (i % 3) * 38
        cy = top + (i // 3) * TOKEN_ROW
        img = token(c, p.seat, 8, p.tokens, p.porter)
        surface.blit(img, (cx, cy))
        text.blit(
            surface,
            f"{p.price}",
            (cx + img.get_width() // 2, cy + img.get_height() + 1),
            12,
            theme.TEXT,
            anchor="midtop",
        )
    if len(shown) < len(visits):  # the count is in the line above; the rest as "+N"
        text.blit(
            surface,
            f"+{len(visits) - len(shown)}",
            (rect.x + 6 + 2 * 38 + 11, top + (rows - 1) * TOKEN_ROW + 11),  # the last place
            14,
            theme.TEXT,
            True,
            "center",
        )
    if badge is not None:
        surface.blit(badge, badge.get_rect(bottomleft=(rect.x + 6, rect.bottom - 44)))
    if not fact.empty and c.actor is not None:
        one = largest(text, fact.next_one, rect.w - 14, 14, True)
        pair = largest(text, fact.next_pair, rect.w - 14, 13)
        text.blit(surface, fact.next_one, (rect.x + 8, rect.bottom - 40), one, theme.ACCENT, True)
        text.blit(surface, fact.next_pair, (rect.x + 8, rect.bottom - 20), pair, theme.TEXT)


def price_sizes(text: TextCache, price: str, left: str, width: int) -> tuple[int, int]:
    """The sizes of a stack's price and its "N left" on one line ``width`` pixels wide:
    the price (the key number, in bold) never smaller than the count beside it, the count
    from 13 down to the least legible size (``legible``), the price as large as the room
    left allows up to 18 — the same sizes on every stack (each digit counted as 8, each
    count as two digits)."""
    price, widest = re.sub(r"\d", "8", price), re.sub(r"\d+", "88", left)
    least = legible(text)
    for size in range(13, least - 1, -1):
        room = width - text.size(widest, size)[0]
        big = largest(text, price, room, 18, True)
        if big >= size and text.size(price, big, True)[0] <= room:
            return big, size
    return least, least


TOKEN_ROW = 46
"""From one row of a stack's visitors (token and price paid) to the next."""


def legible(text: TextCache) -> int:
    """The least size a stack's small lines take: 12 px (docs/tables.md) at text size
    100%, 13 px in a larger text size (``text.least_size``)."""
    return least_size(text, 9) if getattr(text, "scale", 1.0) > 1 else 12


def visits_lines(text: TextCache, line: str, width: int) -> tuple[list[str], int]:
    """A stack's visits line in ``width`` pixels: on one line at a size from 12 down to
    the least legible one (``legible``), else on two lines at a word (the largest size
    at which both fit) — never in smaller letters, never cut."""
    least = legible(text)
    for size in range(12, least - 1, -1):
        if text.size(line, size)[0] <= width:
            return [line], size
    words = line.split(" ")
    for size in range(12, least - 1, -1):
        for k in range(len(words) - 1, 0, -1):  # the longest first line that fits
            head, tail = " ".join(words[:k]), " ".join(words[k:])
            if text.size(head, size)[0] <= width and text.size(tail, size)[0] <= width:
                return [head, tail], size
    return text.wrap(line, width, least), least


def badge_size(text: TextCache, label: str, width: int) -> tuple[int, bool]:
    """The size (12 down to the least legible one) and weight of a badge ``width`` pixels
    wide at most (its padding included): bold where it fits, else regular."""
    least = legible(text)
    for bold in (True, False):
        for size in range(12, least - 1, -1):
            if text.size(label, size, bold)[0] + 12 <= width:
                return size, bold
    return least, False


def weather_title(
    text: TextCache, name: str, first: int, second: int
) -> tuple[str, tuple[str, int]]:
    """The weather's name on the boiler: ``("", (name, size))`` when it fits the title row
    (``second`` pixels) at a size from 15 down to 12; else split in two at a word, its
    start on the caption's line above (``first`` pixels, in bold from 13 down to 10) and
    the rest on the title row — the whole name shows, never cut."""
    for size in range(15, 11, -1):
        if text.size(name, size, True)[0] <= second:
            return "", (name, size)
    words = name.split(" ")
    for size in range(13, 9, -1):
        for k in range(len(words) - 1, 0, -1):
            head, tail = " ".join(words[:k]), " ".join(words[k:])
            if text.size(head, size, True)[0] <= first and text.size(tail, size, True)[0] <= second:
                return head, (tail, size)
    return "", (name, 10)
