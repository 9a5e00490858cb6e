"""The panels of Lodge's board, each drawn from the view with cached surfaces and text."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.lodge.components import components
from tabletop.games.lodge.hints import amenity_checklist
from tabletop.games.lodge.scoring import breakdown, score
from tabletop.games.lodge.state import BUILD, EMPTY, GUESTS, VALET, LodgeState, display_index, room_colour

from ... import theme
from ...icons import draw_symbol
from ...widgets import draw_panel
from . import layout as L
from .art import GOLD, INK

if TYPE_CHECKING:
    from .table import LodgeTable

DIM = theme.TEXT_DIM


def _title(t: "LodgeTable", surface, rect: pygame.Rect, title: str, note: str = "") -> None:
    text = t.services.text
    text.blit(surface, title, (rect.x + 12, rect.y + 8), 17, theme.ACCENT, True)
    if note:
        text.blit(surface, note, (rect.right - 12, rect.y + 10), 14, DIM, anchor="topright")


def seat_badge(t: "LodgeTable", surface, seat: int, pos: tuple[int, int], radius: int = 10) -> None:
    style = t.services.seat_style(t.match.config.seats[seat].colour)
    draw_symbol(surface, style.symbol, pos, radius, style.rgb)


def owner(t: "LodgeTable", seat: int) -> str:
    name = t.match.config.seats[seat].name
    return "Your lodge" if seat == t.eyes and t.match.config.seats[seat].is_human else f"{name}'s lodge"


# --- the big lodge ---------------------------------------------------------------------------
def draw_lodge(t: "LodgeTable", surface, view: LodgeState, seat: int) -> None:
    text = t.services.text
    mine = seat == t.eyes
    turn = view.current == seat and t.match.actor() is not None
    draw_panel(surface, L.LODGE_PANEL, edge=theme.ACCENT if turn else theme.PANEL_EDGE, width=3 if turn else 1)
    seat_badge(t, surface, seat, (L.LODGE_PANEL.x + 22, L.LODGE_PANEL.y + 19), 11)
    title = owner(t, seat) + (" — playing now" if turn else "")
    text.blit(surface, title, (L.LODGE_PANEL.x + 40, L.LODGE_PANEL.y + 8), 19, theme.TEXT, True)
    lodge = view.lodges[seat]
    text.blit(surface, f"{score(lodge)} points", (L.LODGE_PANEL.right - 14, L.LODGE_PANEL.y + 8), 19,
              theme.ACCENT, True, "topright")
    if not mine:
        text.blit(surface, "(click your lodge on the right to go back)", (L.LODGE_PANEL.right - 120, L.LODGE_PANEL.y + 12),
                  13, DIM, anchor="topright")
    for floor in range(1, L.FLOORS + 1):
        cell = L.lodge_cell(floor, 1)
        text.blit(surface, str(floor), (L.FLOOR_LABEL_X, cell.centery - 8), 26, theme.TEXT, True, "center")
        text.blit(surface, "floor", (L.FLOOR_LABEL_X, cell.centery + 16), 13, DIM, anchor="center")
    show_open = mine and view.current == seat and view.phase == BUILD
    surface.blit(t.boards.big(lodge, show_open), t.boards.big_origin())
    bottom = L.lodge_cell(1, 1).bottom + 3
    text.blit(surface, "lift", (L.ELEVATOR.centerx, bottom), 13, DIM, anchor="midtop")
    for column in range(1, L.WIDTH + 1):
        text.blit(surface, f"column {column}", (L.lodge_cell(1, column).centerx, bottom), 13, DIM, anchor="midtop")


def draw_strip(t: "LodgeTable", surface, view: LodgeState, seat: int, hide_valet: bool) -> None:
    """The shown lodge's valet and refresh token, and the steps of a turn."""
    text, art = t.services.text, t.art
    draw_panel(surface, L.STRIP)
    lodge = view.lodges[seat]
    text.blit(surface, "Valet", (L.STRIP.x + 14, L.STRIP.y + 18), 17, theme.TEXT, True)
    text.blit(surface, "waiting", (L.STRIP.x + 14, L.STRIP.y + 42), 13, DIM)
    if lodge.valet != EMPTY and not hide_valet:
        surface.blit(art.guest(L.VALET.size, lodge.valet), L.VALET)
    else:
        surface.blit(art.empty(L.VALET.size), L.VALET)
    text.blit(surface, "Refresh", (L.TOKEN.x - 76, L.STRIP.y + 18), 16, theme.TEXT, True)
    text.blit(surface, "token", (L.TOKEN.x - 76, L.STRIP.y + 40), 16, theme.TEXT, True)
    if lodge.refresh_tokens > 0:
        surface.blit(t.token_surface(), L.TOKEN)
    else:
        surface.blit(art.empty(L.TOKEN.size), L.TOKEN)
        text.blit(surface, "used", L.TOKEN.center, 14, DIM, anchor="center")
    _steps(t, surface, view, seat)


def _steps(t: "LodgeTable", surface, view: LodgeState, seat: int) -> None:
    text = t.services.text
    x, y = L.TOKEN.right + 16, L.STRIP.y + 10
    if view.current != seat or t.match.actor() is None:
        name = t.match.config.seats[view.current].name if t.match.actor() is not None else ""
        msg = f"{name} is playing." if name else "The game is over."
        text.blit(surface, msg, (x, y + 22), 16, DIM)
        return
    second = ("2 Pick a new valet guest", view.phase == VALET) if view.phase == VALET else (
        "2 Guests: 1 display + 1 valet", view.phase == GUESTS)
    steps = [("1 Build a room or amenity", view.phase == BUILD), second, ("3 End turn (button)", False)]
    for i, (label, now) in enumerate(steps):
        if now:
            text.blit(surface, "▶", (x, y + i * 21), 15, theme.ACCENT, True)
        text.blit(surface, label, (x + 18, y + i * 21), 15, theme.TEXT if now else DIM, now)


# --- score and amenity checklist ------------------------------------------------------------
def draw_checklist(t: "LodgeTable", surface, view: LodgeState, seat: int) -> None:
    text, art, rect = t.services.text, t.art, L.CHECKLIST
    draw_panel(surface, rect)
    lodge = view.lodges[seat]
    parts = dict(breakdown(lodge))
    guests = lodge.guest_count()
    need = components().constants.facts.end_trigger_guests
    _title(t, surface, rect, f"Live score: {score(lodge)}", f"{guests} of {need} guests placed")
    line = (f"Guests {guests} × 2 = {parts['guests']}   ·   preferred floors +{parts['preferred floors']}"
            f"   ·   amenities met +{parts['amenities']}")
    text.blit(surface, line, (rect.x + 14, rect.y + 34), 15, theme.TEXT)
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 10, rect.y + 58), (rect.right - 10, rect.y + 58))
    items = amenity_checklist(view, seat)
    if not items:
        text.blit(surface, "Amenities: none built yet. Each one scores its points while its", (rect.x + 14, rect.y + 70), 15, DIM)
        text.blit(surface, "condition holds; the checklist shows ✔ or ✖ for each.", (rect.x + 14, rect.y + 92), 15, DIM)
        return
    text.blit(surface, "Amenities (✔ met now, ✖ not yet; counted at the end)", (rect.x + 14, rect.y + 64), 14, DIM)
    room = rect.bottom - (rect.y + 86) - 4
    row_h = max(22, min(42, room // len(items)))
    for i, item in enumerate(items[: room // row_h]):
        y = rect.y + 86 + i * row_h
        mark, colour = ("✔", theme.GOOD) if item.met else ("✖", theme.BAD)
        text.blit(surface, mark, (rect.x + 14, y + 1), 17, colour, True)
        amenity = view.lodges[seat].amenities[(item.floor - 1) * L.WIDTH + item.column - 1]
        picto = art.pictogram(min(36, row_h - 4), amenity)
        surface.blit(picto, (rect.x + 38, y))
        x = rect.x + 80
        head = f"{item.name} ({item.points} pts, floor {item.floor})"
        end = text.blit(surface, head, (x, y), 15, theme.TEXT, True).right
        have = f"{item.have}/{item.need}"
        text.blit(surface, have, (rect.right - 14, y), 15, theme.GOOD if item.met else theme.TEXT, True, "topright")
        cond = item.condition[:1].upper() + item.condition[1:]
        if row_h >= 38:
            text.blit(surface, text.fit(cond, rect.right - x - 60, 14), (x, y + 19), 14, DIM)
        else:
            text.blit(surface, text.fit(": " + cond, rect.right - end - 60, 14), (end, y + 1), 14, DIM)


# --- displays --------------------------------------------------------------------------------
def draw_room_display(t: "LodgeTable", surface, view: LodgeState, hidden) -> None:
    text, art = t.services.text, t.art
    draw_panel(surface, L.ROOMS_PANEL)
    _title(t, surface, L.ROOMS_PANEL, "Room display", f"row = floor · {len(view.room_bag)} in bag")
    for row in range(1, L.DISPLAY_ROWS + 1):
        first = L.display_cell(row, 0)
        text.blit(surface, f"Floor {row}", (L.ROOMS_PANEL.x + 46, first.centery - 9), 17, theme.TEXT, True, "center")
        text.blit(surface, f"row {row}", (L.ROOMS_PANEL.x + 46, first.centery + 12), 13, DIM, anchor="center")
        for slot in range(L.DISPLAY_COLS):
            rect = L.display_cell(row, slot)
            tile = view.room_display[display_index(row, slot)]
            if tile == EMPTY or ("room", row, slot) == hidden:
                surface.blit(art.empty(rect.size), rect)
            else:
                surface.blit(art.room(L.ROOM, room_colour(tile)), rect)


def draw_guest_display(t: "LodgeTable", surface, view: LodgeState, hidden) -> None:
    text, art = t.services.text, t.art
    draw_panel(surface, L.GUESTS_PANEL)
    _title(t, surface, L.GUESTS_PANEL, "Guests")
    text.blit(surface, "number = floor", (L.GUESTS_PANEL.right - 10, L.GUESTS_PANEL.y + 11), 13, DIM, anchor="topright")
    for slot, guest in enumerate(view.guest_display):
        rect = L.guest_slot(slot)
        if guest == EMPTY or ("guest", slot) == hidden:
            surface.blit(art.empty(rect.size), rect)
        else:
            surface.blit(art.guest(rect.size, guest), rect)
    note = "Rival sends the first one back" if view.solo else f"Bag: {len(view.guest_bag)} guests"
    text.blit(surface, note, (L.GUESTS_PANEL.centerx, L.GUESTS_PANEL.bottom - 22), 13, DIM, anchor="midtop")


def draw_amenity_display(t: "LodgeTable", surface, view: LodgeState, hidden, conditions) -> None:
    draw_panel(surface, L.AMENITIES_PANEL)
    _title(t, surface, L.AMENITIES_PANEL, "Amenities", "build on any floor; points when the condition holds")
    last = len(view.amenity_display) - 1
    for slot, amenity in enumerate(view.amenity_display):
        rect = L.amenity_slot(slot)
        if amenity == EMPTY or ("amenity", slot) == hidden:
            surface.blit(t.art.empty(rect.size), rect)
            continue
        note = "rival discards" if view.solo and slot == last else ""
        surface.blit(t.art.amenity_card(rect.size, amenity, conditions(amenity), note), rect)


# --- the other lodges, or the solo panel -----------------------------------------------------
def thumbs(t: "LodgeTable", view: LodgeState, focus: int) -> list[tuple[int, pygame.Rect]]:
    seats = [s for s in range(view.players) if s != focus]
    return [(s, L.thumb_rect(i)) for i, s in enumerate(seats)]


def draw_others(t: "LodgeTable", surface, view: LodgeState, focus: int) -> None:
    text, art = t.services.text, t.art
    draw_panel(surface, L.OTHERS_PANEL)
    _title(t, surface, L.OTHERS_PANEL, "Other lodges", "click one to see it big")
    playing = t.match.actor()
    for seat, card in thumbs(t, view, focus):
        turn = seat == playing
        hover = card.collidepoint(t.mouse) and t.drag.held is None
        fill = theme.PANEL_LIGHT if hover else theme.PANEL
        draw_panel(surface, card, fill=fill, edge=theme.ACCENT if turn else theme.PANEL_EDGE, width=3 if turn else 1)
        seat_badge(t, surface, seat, (card.x + 14, card.y + 14), 8)
        name = ("You" if seat == t.eyes else t.match.config.seats[seat].name) + (" ▶" if turn else "")
        text.blit(surface, text.fit(name, card.w - 70, 15, True), (card.x + 28, card.y + 5), 15, theme.TEXT, True)
        lodge = view.lodges[seat]
        text.blit(surface, f"{score(lodge)} pts", (card.right - 8, card.y + 5), 15, theme.ACCENT, True, "topright")
        origin = L.thumb_grid_origin(card)
        surface.blit(t.boards.small(lodge), origin)
        y = origin[1] + L.FLOORS * L.THUMB_STEP + 6
        text.blit(surface, "Valet", (card.x + 10, y + 6), 13, DIM)
        if lodge.valet != EMPTY:
            surface.blit(art.guest((78, 28), lodge.valet), (card.x + 50, y))
        token = "token ready" if lodge.refresh_tokens > 0 else "token used"
        text.blit(surface, f"{lodge.guest_count()} guests · {token}", (card.x + 10, y + 36), 13, DIM)


def draw_solo(t: "LodgeTable", surface, view: LodgeState) -> None:
    text, rect = t.services.text, L.OTHERS_PANEL
    p = components().constants.proposed
    lodge = view.lodges[0]
    draw_panel(surface, rect)
    _title(t, surface, rect, "Solo game", f"turn {min(lodge.turns + 1, p.solo_turn_limit)} of {p.solo_turn_limit}")
    unused = max(0, p.solo_turn_limit - lodge.turns)
    lines = [
        f"Ends at your 12th guest or after {p.solo_turn_limit} turns.",
        f"Each unused turn scores +{p.solo_unused_turn_bonus} at the end (now {unused} left).",
        "After each of your turns the rival hotelier removes a random",
        "room, discards the last amenity and sends the first guest back.",
    ]
    for i, line in enumerate(lines):
        text.blit(surface, line, (rect.x + 14, rect.y + 36 + 22 * i), 15, theme.TEXT if i < 2 else DIM)
    ratings = sorted(p.solo_ratings, key=lambda r: r.at_least)
    now = score(lodge) + unused * p.solo_unused_turn_bonus
    y = rect.y + 136
    text.blit(surface, f"Rating if you finished now ({now} points):", (rect.x + 14, y), 15, theme.TEXT, True)
    x = rect.x + 14
    for r in ratings:
        reached = now >= r.at_least and all(now < q.at_least or q.at_least <= r.at_least for q in ratings)
        label = f"{r.title} {r.at_least}+"
        w = text.size(label, 14, True)[0] + 20
        box = pygame.Rect(x, y + 28, w, 30)
        pygame.draw.rect(surface, GOLD if reached else theme.PANEL_LIGHT, box, border_radius=8)
        text.blit(surface, label, box.center, 14,
                  INK if reached else theme.TEXT, True, "center")
        if reached:
            text.blit(surface, "▲ you", (box.centerx, box.bottom + 4), 13, theme.ACCENT, True, "midtop")
        x += w + 8
