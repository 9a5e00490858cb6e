"""The panels of Lodge's board. ``draw_background`` draws what never changes in a game
(felt, panel frames, titles, floor labels) once into a cached surface; the ``draw_*``
functions add what the view shows, from cached surfaces and cached text."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.lodge.components import components
from tabletop.games.lodge.state import (
    BUILD,
    EMPTY,
    GUESTS,
    VALET,
    LodgeState,
    display_index,
    room_colour,
)

from ... import theme
from ...icons import draw_symbol
from ...widgets import draw_panel
from ..base import BOARD
from . import layout as L
from .art import GOLD, INK

if TYPE_CHECKING:
    from .table import LodgeTable

DIM = theme.TEXT_DIM
HOW_TO = (
    "A turn, with the mouse:",
    "1. Drag a room from the display onto the same floor of your lodge (the",
    "    lit spaces), or an amenity onto any floor. ✔ marks what fits now.",
    "2. Drag guests (one from the display, one from your valet) onto rooms:",
    "    a guest needs two empty neighbouring rooms of its two colours.",
    "3. End the turn with the button on the right. Amenities you build are",
    "    listed here with ✔ or ✖ as their conditions are met.",
)


def _title(t: LodgeTable, surface, rect: pygame.Rect, title: str, note: str = "") -> None:
    text = t.services.text
    text.blit(surface, title, (rect.x + 12, rect.y + 8), 17, theme.ACCENT, True)
    if note:
        text.blit(surface, note, (rect.right - 12, rect.y + 10), 14, DIM, anchor="topright")


def seat_badge(t: LodgeTable, surface, seat: int, pos: tuple[int, int], radius: int = 10) -> None:
    style = t.services.seat_style(t.match.config.seats[seat].colour)
    draw_symbol(surface, style.symbol, pos, radius, style.rgb)


def owner(t: LodgeTable, seat: int) -> str:
    seats = t.match.config.seats
    return (
        "Your lodge" if seat == t.eyes and seats[seat].is_human else f"{seats[seat].name}'s lodge"
    )


# --- what never changes ------------------------------------------------------------------------
def draw_background(t: LodgeTable, surface: pygame.Surface, solo: bool, players: int) -> None:
    """Felt, panel frames, titles and labels, drawn once per table (``surface`` is the board
    area's size, so everything is shifted up by ``BOARD.y``)."""
    text = t.services.text
    shift = (-BOARD.x, -BOARD.y)

    def panel(rect, **kw):
        draw_panel(surface, rect.move(shift), **kw)

    def label(s, pos, size, colour=theme.TEXT, bold=False, anchor="topleft"):
        text.blit(surface, s, (pos[0] + shift[0], pos[1] + shift[1]), size, colour, bold, anchor)

    draw_panel(surface, surface.get_rect().inflate(-4, -4), fill=theme.FELT)
    for rect in (
        L.LODGE_PANEL,
        L.STRIP,
        L.CHECKLIST,
        L.ROOMS_PANEL,
        L.GUESTS_PANEL,
        L.AMENITIES_PANEL,
        L.OTHERS_PANEL,
    ):
        panel(rect)
    for floor in range(1, L.FLOORS + 1):
        cell = L.lodge_cell(floor, 1)
        label(str(floor), (L.FLOOR_LABEL_X, cell.centery - 8), 26, bold=True, anchor="center")
        label("floor", (L.FLOOR_LABEL_X, cell.centery + 16), 13, DIM, anchor="center")
    bottom = L.lodge_cell(1, 1).bottom + 3
    label("lift", (L.ELEVATOR.centerx, bottom), 13, DIM, anchor="midtop")
    for column in range(1, L.WIDTH + 1):
        label(
            f"column {column}", (L.lodge_cell(1, column).centerx, bottom), 13, DIM, anchor="midtop"
        )
    label("Valet", (L.STRIP.x + 14, L.STRIP.y + 18), 17, bold=True)
    label("waiting", (L.STRIP.x + 14, L.STRIP.y + 42), 13, DIM)
    label("Refresh", (L.TOKEN.x - 76, L.STRIP.y + 18), 16, bold=True)
    label("token", (L.TOKEN.x - 76, L.STRIP.y + 40), 16, bold=True)
    for row in range(1, L.DISPLAY_ROWS + 1):
        y = L.display_cell(row, 0).centery
        label(f"Floor {row}", (L.ROOMS_PANEL.x + 46, y - 9), 17, bold=True, anchor="center")
        label(f"row {row}", (L.ROOMS_PANEL.x + 46, y + 12), 13, DIM, anchor="center")
    heads = [
        (L.GUESTS_PANEL, "Guests", ""),
        (L.AMENITIES_PANEL, "Amenities", "build on any floor; points when the condition holds"),
    ]
    if not solo:
        heads.append((L.OTHERS_PANEL, "Other lodges", "click one (or press Tab) to see it big"))
        for i in range(players - 1):
            panel(L.thumb_rect(i))
    for rect, title, note in heads:
        _title(t, surface, rect.move(shift), title, note)


# --- the big lodge -----------------------------------------------------------------------------
def draw_lodge(t: LodgeTable, surface, view: LodgeState, seat: int) -> None:
    text = t.services.text
    turn = view.current == seat and t.match.actor() is not None
    if turn:
        pygame.draw.rect(surface, theme.ACCENT, L.LODGE_PANEL, 3, border_radius=10)
    seat_badge(t, surface, seat, (L.LODGE_PANEL.x + 22, L.LODGE_PANEL.y + 19), 11)
    title = owner(t, seat) + (" — playing now" if turn else "")
    text.blit(surface, title, (L.LODGE_PANEL.x + 40, L.LODGE_PANEL.y + 8), 19, theme.TEXT, True)
    lodge = view.lodges[seat]
    right = (L.LODGE_PANEL.right - 14, L.LODGE_PANEL.y + 8)
    text.blit(
        surface, f"{t.facts(lodge, seat).score} points", right, 19, theme.ACCENT, True, "topright"
    )
    if seat != t.eyes:
        text.blit(
            surface,
            "Tab or a click on a small lodge switches",
            (L.LODGE_PANEL.right - 120, right[1] + 4),
            13,
            DIM,
            anchor="topright",
        )
    show_open = seat == t.eyes and view.current == seat and view.phase == BUILD
    surface.blit(t.boards.big(lodge, show_open), t.boards.big_origin())


def draw_strip(t: LodgeTable, surface, view: LodgeState, seat: int, hide_valet: bool) -> None:
    """The shown lodge's valet and refresh token, and the steps of a turn."""
    text, art = t.services.text, t.art
    lodge = view.lodges[seat]
    if lodge.valet != EMPTY and not hide_valet:
        surface.blit(art.guest(L.VALET.size, lodge.valet), L.VALET)
        if seat == t.eyes:
            t.badge(surface, ("valet",), L.VALET)
    else:
        surface.blit(art.empty(L.VALET.size), L.VALET)
    if lodge.refresh_tokens > 0:
        surface.blit(t.token_surface(), L.TOKEN)
    else:
        surface.blit(art.empty(L.TOKEN.size), L.TOKEN)
        text.blit(surface, "used", L.TOKEN.center, 14, DIM, anchor="center")
    _steps(t, surface, view, seat)


def _steps(t: LodgeTable, surface, view: LodgeState, seat: int) -> None:
    text = t.services.text
    x, y = L.TOKEN.right + 16, L.STRIP.y + 10
    if t.match.actor() is not None and view.current == t.eyes != seat:
        text.blit(surface, "Your turn: pick up a piece, or", (x, y + 12), 15, theme.TEXT)
        text.blit(surface, "press Tab, to see your lodge.", (x, y + 34), 15, theme.TEXT)
        return
    if view.current != seat or t.match.actor() is None:
        name = t.match.config.seats[view.current].name if t.match.actor() is not None else ""
        msg = f"{name} is playing." if name else "The game is over."
        text.blit(surface, msg, (x, y + 22), 16, DIM)
        return
    second = (
        ("2 Pick a new valet guest", True)
        if view.phase == VALET
        else ("2 Place guests", view.phase == GUESTS)
    )
    steps = [
        ("1 Build a room or amenity", view.phase == BUILD),
        second,
        ("3 End turn (button)", False),
    ]
    for i, (label, now) in enumerate(steps):
        if now:
            text.blit(surface, "▶", (x, y + i * 21), 15, theme.ACCENT, True)
        text.blit(surface, label, (x + 18, y + i * 21), 15, theme.TEXT if now else DIM, now)


# --- score and amenity checklist ------------------------------------------------------------
def draw_checklist(t: LodgeTable, surface, view: LodgeState, seat: int) -> None:
    text, art, rect = t.services.text, t.art, L.CHECKLIST
    lodge = view.lodges[seat]
    facts = t.facts(lodge, seat)
    guests = lodge.guest_count()
    need = components().constants.facts.end_trigger_guests
    _title(t, surface, rect, f"Live score: {facts.score}", f"{guests} of {need} guests placed")
    parts = facts.parts
    line = (
        f"Guests {guests} × 2 = {parts['guests']}   ·   preferred floors +{parts['preferred floors']}"
        f"   ·   amenities met +{parts['amenities']}"
    )
    text.blit(surface, line, (rect.x + 14, rect.y + 34), 15, theme.TEXT)
    pygame.draw.line(
        surface, theme.PANEL_EDGE, (rect.x + 10, rect.y + 58), (rect.right - 10, rect.y + 58)
    )
    items = facts.checklist
    if not items:
        for i, line in enumerate(HOW_TO):
            text.blit(
                surface,
                line,
                (rect.x + 14, rect.y + 68 + 22 * i),
                15,
                theme.TEXT if i == 0 else DIM,
                i == 0,
            )
        return
    text.blit(
        surface,
        "Amenities (✔ met now, ✖ not yet; counted at the end)",
        (rect.x + 14, rect.y + 64),
        14,
        DIM,
    )
    room = rect.bottom - (rect.y + 86) - 4
    row_h = max(22, min(42, room // len(items)))
    for i, item in enumerate(items[: room // row_h]):
        y = rect.y + 86 + i * row_h
        mark, colour = ("✔", theme.GOOD) if item.met else ("✖", theme.BAD)
        text.blit(surface, mark, (rect.x + 14, y + 1), 17, colour, True)
        x = rect.x + 40
        if row_h >= 30:  # room for the pictogram too
            amenity = lodge.amenities[(item.floor - 1) * L.WIDTH + item.column - 1]
            surface.blit(art.pictogram(min(36, row_h - 4), amenity), (rect.x + 38, y))
            x = rect.x + 80
        head = f"{item.name} ({item.points} pts, floor {item.floor})"
        end = text.blit(surface, head, (x, y), 15, theme.TEXT, True).right
        have = f"{item.have}/{item.need}"
        text.blit(
            surface,
            have,
            (rect.right - 14, y),
            15,
            theme.GOOD if item.met else theme.TEXT,
            True,
            "topright",
        )
        cond = item.condition[:1].upper() + item.condition[1:]
        if row_h >= 38:
            text.blit(surface, t.fit(cond, rect.right - x - 60, 14), (x, y + 19), 14, DIM)
        else:
            text.blit(surface, t.fit(": " + cond, rect.right - end - 60, 14), (end, y + 1), 14, DIM)


# --- displays --------------------------------------------------------------------------------
def draw_room_display(t: LodgeTable, surface, view: LodgeState, hidden) -> None:
    art = t.art
    _title(t, surface, L.ROOMS_PANEL, "Room display", f"row = floor · {len(view.room_bag)} in bag")
    for row in range(1, L.DISPLAY_ROWS + 1):
        for slot in range(L.DISPLAY_COLS):
            rect = L.display_cell(row, slot)
            tile = view.room_display[display_index(row, slot)]
            if tile == EMPTY or ("room", row, slot) == hidden:
                surface.blit(art.empty(rect.size), rect)
            else:
                surface.blit(art.room(L.ROOM, room_colour(tile)), rect)
                t.badge(surface, ("room", row, slot), rect)


def draw_guest_display(t: LodgeTable, surface, view: LodgeState, hidden) -> None:
    art = t.art
    for slot, guest in enumerate(view.guest_display):
        rect = L.guest_slot(slot)
        if guest == EMPTY or ("guest", slot) == hidden:
            surface.blit(art.empty(rect.size), rect)
        else:
            surface.blit(art.guest(rect.size, guest), rect)
            t.badge(surface, ("guest", slot), rect)
    text = t.services.text
    note = f"{len(view.guest_bag)} in bag"
    text.blit(
        surface,
        note,
        (L.GUESTS_PANEL.right - 12, L.GUESTS_PANEL.y + 11),
        13,
        DIM,
        anchor="topright",
    )
    where = (L.GUESTS_PANEL.centerx, L.GUESTS_PANEL.bottom - 22)
    text.blit(surface, "number = preferred floor", where, 13, DIM, anchor="midtop")


def draw_amenity_display(t: LodgeTable, surface, view: LodgeState, hidden, conditions) -> None:
    last = len(view.amenity_display) - 1
    if all(a == EMPTY for a in view.amenity_display):
        where = (L.AMENITIES_PANEL.centerx, L.AMENITIES_PANEL.centery + 14)
        t.services.text.blit(
            surface, "No amenities left to build.", where, 16, DIM, anchor="center"
        )
        return
    for slot, amenity in enumerate(view.amenity_display):
        rect = L.amenity_slot(slot)
        if amenity == EMPTY or ("amenity", slot) == hidden:
            surface.blit(t.art.empty(rect.size), rect)
            continue
        note = "rival discards" if view.solo and slot == last else ""
        surface.blit(t.art.amenity_card(rect.size, amenity, conditions(amenity), note), rect)
        t.badge(surface, ("amenity", slot), rect, low=True)


# --- the other lodges, or the solo panel -----------------------------------------------------
def thumbs(t: LodgeTable, view: LodgeState, focus: int) -> list[tuple[int, pygame.Rect]]:
    seats = [s for s in range(view.players) if s != focus]
    return [(s, L.thumb_rect(i)) for i, s in enumerate(seats)]


def draw_others(t: LodgeTable, surface, view: LodgeState, focus: int) -> None:
    text, art = t.services.text, t.art
    playing = t.match.actor()
    for seat, card in thumbs(t, view, focus):
        if seat == playing:
            pygame.draw.rect(surface, theme.ACCENT, card, 3, border_radius=10)
        elif card.collidepoint(t.mouse) and t.drag.held is None:
            pygame.draw.rect(surface, theme.HOVER, card, 2, border_radius=10)
        seat_badge(t, surface, seat, (card.x + 14, card.y + 14), 8)
        name = ("You" if seat == t.eyes else t.match.config.seats[seat].name) + (
            " ▶" if seat == playing else ""
        )
        text.blit(
            surface,
            t.fit(name, card.w - 70, 15, True),
            (card.x + 28, card.y + 5),
            15,
            theme.TEXT,
            True,
        )
        lodge = view.lodges[seat]
        score = t.facts(lodge, seat).score
        text.blit(
            surface,
            f"{score} pts",
            (card.right - 8, card.y + 5),
            15,
            theme.ACCENT,
            True,
            "topright",
        )
        origin = L.thumb_grid_origin(card)
        surface.blit(t.boards.small(lodge), origin)
        y = origin[1] + L.FLOORS * L.THUMB_STEP + 6
        text.blit(surface, "Valet", (card.x + 10, y + 6), 13, DIM)
        if lodge.valet != EMPTY:
            surface.blit(art.guest((78, 28), lodge.valet), (card.x + 50, y))
        token = "token ready" if lodge.refresh_tokens > 0 else "token used"
        text.blit(
            surface,
            f"{lodge.guest_count()} guest{'' if lodge.guest_count() == 1 else 's'} · {token}",
            (card.x + 10, y + 36),
            13,
            DIM,
        )


def draw_solo(t: LodgeTable, surface, view: LodgeState) -> None:
    text, rect = t.services.text, L.OTHERS_PANEL
    p = components().constants.proposed
    lodge = view.lodges[0]
    _title(
        t,
        surface,
        rect,
        "Solo game",
        f"turn {min(lodge.turns + 1, p.solo_turn_limit)} of {p.solo_turn_limit}",
    )
    unused = max(0, p.solo_turn_limit - lodge.turns)
    lines = [
        f"Ends at your 12th guest or after {p.solo_turn_limit} turns.",
        f"Each unused turn scores +{p.solo_unused_turn_bonus} at the end (now {unused} left).",
        "After each of your turns the rival hotelier removes a random",
        "room, discards the last amenity and sends the first guest back.",
    ]
    for i, line in enumerate(lines):
        text.blit(
            surface, line, (rect.x + 14, rect.y + 36 + 22 * i), 15, theme.TEXT if i < 2 else DIM
        )
    ratings = sorted(p.solo_ratings, key=lambda r: r.at_least)
    now = t.facts(lodge, 0).score + unused * p.solo_unused_turn_bonus
    reached = max((r for r in ratings if now >= r.at_least), key=lambda r: r.at_least, default=None)
    y = rect.y + 136
    text.blit(
        surface,
        f"Rating if you finished now ({now} points):",
        (rect.x + 14, y),
        15,
        theme.TEXT,
        True,
    )
    x = rect.x + 14
    for r in ratings:
        label = f"{r.title} {r.at_least}+"
        w = text.size(label, 14, True)[0] + 20
        box = pygame.Rect(x, y + 28, w, 30)
        here = r is reached
        pygame.draw.rect(surface, GOLD if here else theme.PANEL_LIGHT, box, border_radius=8)
        text.blit(surface, label, box.center, 14, INK if here else theme.TEXT, True, "center")
        if here:
            text.blit(
                surface, "▲ you", (box.centerx, box.bottom + 4), 13, theme.ACCENT, True, "midtop"
            )
        x += w + 8
