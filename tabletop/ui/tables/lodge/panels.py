"""The panels of Lodge's board, drawn from a ``DrawContext`` (``draw.py``).
``draw_background`` draws what never changes in a game (felt, panel frames, titles, floor
labels) once into a cached surface; the ``draw_*`` functions add what the view shows,
from cached surfaces and cached text. Numbers and sentences come from ``facts``."""

from __future__ import annotations

import pygame

from tabletop.games.lodge import facts

from ... import theme
from ...icons import draw_symbol
from ...text import TextCache
from ...widgets import draw_panel
from ..frames import BOARD
from .context import DrawContext
from .faces import size_within
from .glyphs import GOLD, INK
from .layout import FLOOR_LABEL_X, Layout

DIM = theme.TEXT_DIM


def panel_title(text: TextCache, surface, rect: pygame.Rect, title: str, note: str = "") -> None:
    """A panel's title, and its note at the right where there is room beside it: the note's
    leading parts (" · ") give way first (they repeat what the panel shows), then its size."""
    end = text.blit(surface, title, (rect.x + 12, rect.y + 8), 17, theme.ACCENT, True).right
    room = rect.right - 12 - (end + 16)
    parts = note.split(" · ") if note else []
    while len(parts) > 1 and text.size(" · ".join(parts), 14)[0] > room:
        parts = parts[1:]
    if parts:
        note = " · ".join(parts)
        size = size_within(text, note, room, 14)
        note = text.fit(note, room, size)
        text.blit(surface, note, (rect.right - 12, rect.y + 10), size, DIM, anchor="topright")


def seat_badge(c: DrawContext, surface, seat: int, pos: tuple[int, int], radius: int = 10):
    look = c.seats[seat]
    draw_symbol(surface, look.symbol, pos, radius, look.rgb)


def owner(c: DrawContext, seat: int) -> str:
    look = c.seats[seat]
    return "Your lodge" if seat == c.eyes and look.human else f"{look.name}'s lodge"


def badge(c: DrawContext, surface, key, rect: pygame.Rect, low: bool = False) -> None:
    """A tick on a piece that can be played now; ``low``: at the bottom-right corner."""
    if key in c.playable:
        surface.blit(c.art.badge(), (rect.right - 16, rect.bottom - 16 if low else rect.y - 8))


# --- what never changes ------------------------------------------------------------------------
def draw_background(surface: pygame.Surface, text: TextCache, lay: Layout, solo: bool) -> None:
    """Felt, panel frames, titles and labels (``surface`` is the board area's size, so
    everything is shifted up by ``BOARD.y``)."""
    shift = (-BOARD.x, -BOARD.y)

    def panel(rect):
        draw_panel(surface, rect.move(shift))

    def label(s, pos, size, colour=theme.TEXT, bold=False, anchor="topleft") -> pygame.Rect:
        at = (pos[0] + shift[0], pos[1] + shift[1])
        return text.blit(surface, s, at, size, colour, bold, anchor).move(-shift[0], -shift[1])

    draw_panel(surface, surface.get_rect().inflate(-4, -4), fill=theme.FELT)
    for rect in (
        lay.lodge_panel,
        lay.strip,
        lay.checklist,
        lay.rooms_panel,
        lay.guests_panel,
        lay.amenities_panel,
        lay.others_panel,
    ):
        if rect.h > 0:  # a one-seat game without the solo panel has no others panel
            panel(rect)
    for floor in range(1, lay.floors + 1):
        cell = lay.lodge_cell(floor, 1)
        label(str(floor), (FLOOR_LABEL_X, cell.centery - 8), 26, bold=True, anchor="center")
        label("floor", (FLOOR_LABEL_X, cell.centery + 16), 13, DIM, anchor="center")
    bottom = lay.lodge_cell(1, 1).bottom + 3
    label("lift", (lay.elevator.centerx, bottom), 13, DIM, anchor="midtop")
    for column in range(1, lay.columns + 1):
        label(
            column_words(text, column, lay.step - 6),
            (lay.lodge_cell(1, column).centerx, bottom),
            13,
            DIM,
            anchor="midtop",
        )
    # the strip's labels above the valet and the token, as large as their room allows
    top = lay.valet.y - 4
    end = label("Valet", (lay.valet.x, top), 17, bold=True, anchor="bottomleft").right
    label("waiting", (end + 8, top - 1), 13, DIM, anchor="bottomleft")
    room = 2 * min(lay.token.centerx - lay.valet.right, lay.steps_x - lay.token.centerx) - 20
    size = size_within(text, "Refresh token", room, 16, True)
    label("Refresh token", (lay.token.centerx, top), size, bold=True, anchor="midbottom")
    room = 2 * (lay.display_cell(1, 0).x - lay.row_label_x()) - 8  # centred, clear of the rooms
    for row in range(1, lay.display_rows + 1):
        y = lay.display_cell(row, 0).centery
        big, small = facts.display_row_labels(row)
        label(
            big,
            (lay.row_label_x(), y - 9),
            size_within(text, big, room, 17, True),
            bold=True,
            anchor="center",
        )
        label(
            small,
            (lay.row_label_x(), y + 12),
            size_within(text, small, room, 13),
            DIM,
            anchor="center",
        )
    heads = [
        (lay.guests_panel, "Guests", ""),
        (lay.amenities_panel, "Amenities", facts.AMENITY_NOTE),
    ]
    if not solo and lay.players > 1 and lay.others:
        heads.append((lay.others_panel, "Other lodges", "click one (or press Tab) to see it big"))
        for i in range(lay.players - 1):
            panel(lay.thumb_rect(i))
    for rect, title, note in heads:
        panel_title(text, surface, rect.move(shift), title, note)


def column_words(text: TextCache, column: int, width: int) -> str:
    """A column's label under the big lodge: "column 4", "col 4" or "4", the longest that
    fits ``width`` (the larger the text, the shorter the word)."""
    for words in (f"column {column}", f"col {column}"):
        if text.size(words, 13)[0] <= width:
            return words
    return str(column)


# --- the big lodge -----------------------------------------------------------------------------
def draw_lodge(surface, c: DrawContext) -> None:
    text, lay, view, seat = c.text, c.layout, c.view, c.shown
    turn = view.current == seat and c.actor is not None
    panel = lay.lodge_panel
    if turn:
        pygame.draw.rect(surface, theme.ACCENT, panel, 3, border_radius=10)
    seat_badge(c, surface, seat, (panel.x + 22, panel.y + 19), 11)
    title = owner(c, seat) + (" — playing now" if turn else "")
    end = text.blit(surface, title, (panel.x + 40, panel.y + 8), 19, theme.TEXT, True).right
    right = (panel.right - 14, panel.y + 8)
    points = f"{c.scores[seat].total} points"
    start = text.blit(surface, points, right, 19, theme.ACCENT, True, "topright").x
    if seat != c.eyes:  # between the title and the points: the longest wording that fits
        room = start - 16 - (end + 16)
        notes = ("Tab or a click on a small lodge switches", "Tab: the next lodge")
        note = next((n for n in notes if text.size(n, 13)[0] <= room), notes[-1])
        size = size_within(text, note, room, 13)
        where = (start - 16, right[1] + 4)
        text.blit(surface, text.fit(note, room, size), where, size, DIM, anchor="topright")
    show_open = facts.show_open_spaces(view, seat, c.eyes)
    surface.blit(c.boards.big(view.lodges[seat], show_open), lay.big_origin())


def draw_strip(surface, c: DrawContext) -> None:
    """The shown lodge's valet and refresh token, and the steps of a turn."""
    text, art, lay, seat = c.text, c.art, c.layout, c.shown
    guest = facts.valet(c.view, seat)
    if guest is not None and c.held != ("valet",):
        surface.blit(art.guest(lay.valet.size, guest), lay.valet)
        if seat == c.eyes:
            badge(c, surface, ("valet",), lay.valet)
    else:
        surface.blit(art.empty(lay.valet.size), lay.valet)
    if facts.token_ready(c.view, seat):
        surface.blit(art.token(lay.token.w), lay.token)
    else:
        surface.blit(art.empty(lay.token.size), lay.token)
        text.blit(surface, "used", lay.token.center, 14, DIM, anchor="center")
    _steps(surface, c)


def _steps(surface, c: DrawContext) -> None:
    text, view, seat, strip = c.text, c.view, c.shown, c.layout.strip
    x = c.layout.steps_x
    step = max(21, text.size("Ag", 15)[1] + 2)  # the lines' own height
    y = strip.y + (strip.h - 3 * step) // 2 + 2
    message, colour = "", theme.TEXT
    if c.actor is not None and view.current == c.eyes != seat:
        message = "Your turn: pick up a piece, or press Tab, to see your lodge."
    elif view.current != seat or c.actor is None:
        msg = f"{c.seats[view.current].name} is playing." if c.actor is not None else ""
        message, colour = msg or "The game is over.", DIM
    if message:  # in as many lines as the strip's room needs
        lines = text.wrap(message, strip.right - 12 - x, 15)[:3]
        y = strip.y + (strip.h - len(lines) * step) // 2 + 2
        for i, line in enumerate(lines):
            text.blit(
                surface, text.fit(line, strip.right - 12 - x, 15), (x, y + i * step), 15, colour
            )
        return
    for i, (label, now) in enumerate(facts.steps(view)):
        if now:
            text.blit(surface, "▶", (x, y + i * step), 15, theme.ACCENT, True)
        room, size = strip.right - x - 24, 15
        while size > 11 and text.size(label, size, now)[0] > room:  # smaller, not cut
            size -= 1
        label = text.fit(label, room, size, now)
        text.blit(surface, label, (x + 18, y + i * step), size, theme.TEXT if now else DIM, now)


# --- displays --------------------------------------------------------------------------------
def draw_room_display(surface, c: DrawContext) -> None:
    art, lay, view = c.art, c.layout, c.view
    note = f"{facts.ROOM_DISPLAY_NOTE} · {facts.bag_note(len(view.room_bag))}"
    panel_title(c.text, surface, lay.rooms_panel, "Room display", note)
    for row in range(1, lay.display_rows + 1):
        for slot in range(lay.display_cols):
            rect = lay.display_cell(row, slot)
            colour = facts.display_room(view, row, slot)
            if colour is None or ("room", row, slot) == c.held:
                surface.blit(art.empty(rect.size), rect)
            else:
                surface.blit(art.room(lay.room, colour), rect)
                badge(c, surface, ("room", row, slot), rect)


def draw_guest_display(surface, c: DrawContext) -> None:
    art, lay, text = c.art, c.layout, c.text
    for slot, guest in enumerate(facts.display_guests(c.view)):
        rect = lay.guest_slot(slot)
        if guest is None or ("guest", slot) == c.held:
            surface.blit(art.empty(rect.size), rect)
        else:
            surface.blit(art.guest(rect.size, guest), rect)
            badge(c, surface, ("guest", slot), rect)
    panel = lay.guests_panel
    note = f"{facts.GUEST_NUMBER_NOTE} · {facts.bag_note(len(c.view.guest_bag))}"
    text.blit(surface, note, (panel.right - 12, panel.y + 10), 14, DIM, anchor="topright")


def draw_amenity_display(surface, c: DrawContext) -> None:
    art, lay = c.art, c.layout
    amenities = facts.display_amenities(c.view)
    if all(a is None for a in amenities):
        where = (lay.amenities_panel.centerx, lay.amenities_panel.centery + 14)
        c.text.blit(surface, facts.NO_AMENITIES, where, 16, DIM, anchor="center")
        return
    for slot, amenity in enumerate(amenities):
        rect = lay.amenity_slot(slot)
        if amenity is None or ("amenity", slot) == c.held:
            surface.blit(art.empty(rect.size), rect)
            continue
        note = facts.RIVAL_NOTE if facts.rival_discards(c.view, slot) else ""
        condition = facts.amenity_face(amenity).condition
        surface.blit(art.amenity_card(rect.size, amenity, condition, note), rect)
        badge(c, surface, ("amenity", slot), rect, low=True)


# --- the other lodges, or the solo panel -----------------------------------------------------
def thumbs(lay: Layout, players: int, shown: int) -> list[tuple[int, pygame.Rect]]:
    """``(seat, card)`` of every lodge drawn small (all but the one drawn big)."""
    seats = [s for s in range(players) if s != shown]
    return [(s, lay.thumb_rect(i)) for i, s in enumerate(seats)]


def draw_others(surface, c: DrawContext) -> None:
    text, art, lay = c.text, c.art, c.layout
    for seat, card in thumbs(lay, c.view.players, c.shown):
        if seat == c.actor:
            pygame.draw.rect(surface, theme.ACCENT, card, 3, border_radius=10)
        elif c.hovering and card.collidepoint(c.mouse):
            pygame.draw.rect(surface, theme.HOVER, card, 2, border_radius=10)
        seat_badge(c, surface, seat, (card.x + 12, card.y + 11), 7)
        name = ("You" if seat == c.eyes else c.seats[seat].name) + (" ▶" if seat == c.actor else "")
        points = f"{c.scores[seat].total} pts"
        right = text.blit(
            surface, points, (card.right - 8, card.y + 3), 13, theme.ACCENT, True, "topright"
        ).x
        guest = facts.valet(c.view, seat)
        if guest is not None:  # the valet's guest beside the points, the line below free
            chip = art.guest((40, 16), guest)
            right -= chip.get_width() + 4
            surface.blit(chip, (right, card.y + 3))
        room = right - 4 - (card.x + 24)
        size = size_within(text, name, room, 14, True)
        text.blit(
            surface,
            art.fit(name, room, size, True),
            (card.x + 24, card.y + 3),
            size,
            theme.TEXT,
            True,
        )
        origin = lay.thumb_grid_origin(card)
        surface.blit(c.boards.small(c.view.lodges[seat]), origin)
        y = origin[1] + lay.thumb_size()[1] + 4
        line = facts.thumb_line(c.view, seat)
        size = size_within(text, line, card.w - 12, 13)  # smaller, not cut
        top = min(y + 1, card.bottom - 2 - text.size(line, size)[1])  # inside the card
        text.blit(surface, art.fit(line, card.w - 12, size), (card.x + 6, top), size, DIM)


def draw_solo(surface, c: DrawContext) -> None:
    text, rect = c.text, c.layout.others_panel
    solo = facts.solo_facts(c.view)
    panel_title(text, surface, rect, "Solo game (our design)", solo.turn_note)
    # steps from the letters' heights (18 and 24 at 100 %), the ladder's size from its width
    labels = [f"{title} {at_least}+" for title, at_least in solo.ladder]
    size = 13
    while size > 10 and sum(text.size(x, size, True)[0] + 22 for x in labels) > rect.w - 28:
        size -= 1
    box_h = max(20, text.size("Ag", size, True)[1] + 2)
    step = max(18, text.size("Ag", 14)[1])
    y = max(rect.y + 30, rect.y + 6 + text.size("Ag", 17, True)[1])
    height = rect.bottom - 4 - box_h - step - y  # above the rating line and the ladder
    rows, line_size, line_step = _solo_rows(text, solo.lines, rect.w - 28, height)
    for i, (n, line) in enumerate(rows):
        colour = theme.TEXT if n == 0 else DIM
        fitted = c.art.fit(line, rect.w - 28, line_size)
        text.blit(surface, fitted, (rect.x + 14, y + line_step * i), line_size, colour)
    y += max(step * len(solo.lines[:1]), line_step * len(rows)) if rows else 0
    text.blit(surface, solo.rating_line, (rect.x + 14, y), 14, theme.TEXT, True)
    x = rect.x + 14
    for (title, _), label in zip(solo.ladder, labels):
        w = text.size(label, size, True)[0] + 16
        box = pygame.Rect(x, y + step + 1, w, box_h)
        here = title == solo.rating
        pygame.draw.rect(surface, GOLD if here else theme.PANEL_LIGHT, box, border_radius=8)
        text.blit(surface, label, box.center, size, INK if here else theme.TEXT, True, "center")
        x += w + 6


def _solo_rows(
    text: TextCache, lines: tuple[str, ...], width: int, height: int
) -> tuple[list[tuple[int, str]], int, int]:
    """The solo panel's sentences wrapped to ``width`` in ``height`` pixels: (rows as
    (sentence index, words), text size, row step) at the largest size from 14 down to 10
    that shows every sentence whole; else as many whole sentences as fit at 10."""
    for size in range(14, 9, -1):
        step = max(14, text.size("Ag", size)[1] - (0 if size >= 14 else 2))
        rows = [(n, part) for n, line in enumerate(lines) for part in text.wrap(line, width, size)]
        if step * len(rows) <= height:
            return rows, size, step
    kept: list[tuple[int, str]] = []
    for n, line in enumerate(lines):
        parts = [(n, part) for part in text.wrap(line, width, 10)]
        if step * (len(kept) + len(parts)) > height:
            break
        kept += parts
    return kept, 10, step
