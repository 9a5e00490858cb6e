"""Drawing the Indian Summer board from a view. Reads only: every surface comes from the
cached ``Art`` or the text cache."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.shapes import orientations
from tabletop.games.indian_summer.state import IndianSummerState

from ... import theme
from ...icons import draw_symbol
from ...widgets import Grid, draw_panel
from .art import TREASURE_NAMES
from .layout import ANIMAL_CELL, FLOOR_GAP, MINI_CELL, MINI_GAP, PATH_CELL, RING_CELL, SOLO_CELL

if TYPE_CHECKING:
    from . import IndianSummerTable

DIM = theme.TEXT_DIM
PANEL_DARK = (38, 44, 40)


@functools.cache
def display_orientation(pattern: str) -> int:
    """The first orientation lying wider than tall (for rows of tiles)."""
    options = orientations(pattern)
    return next((i for i, o in enumerate(options) if o.width >= o.height), 0)


def tile_image(table: IndianSummerTable, tile: str, cell: int, alpha: int = 255) -> pygame.Surface:
    index = display_orientation(components().tiles[tile].pattern)
    return table.art.leaf(tile, index, cell, alpha)


def path_image(table: IndianSummerTable, tile: str, alpha: int = 255) -> pygame.Surface:
    """A tile of your path as it will lie (the table's current turn and flip), fitted to
    its slot."""
    pattern = components().tiles[tile].pattern
    index = table.orientation_of(pattern)
    shape = orientations(pattern)[index]
    cell = min(PATH_CELL, 112 // shape.width, 84 // shape.height)
    return table.art.leaf(tile, index, cell, alpha)


def panel(
    surface: pygame.Surface,
    table: IndianSummerTable,
    rect: pygame.Rect,
    title: str,
    active: bool = False,
) -> None:
    draw_panel(
        surface,
        rect,
        fill=PANEL_DARK,
        edge=theme.ACCENT if active else theme.PANEL_EDGE,
        width=2 if active else 1,
    )
    table.services.text.blit(
        surface, title, (rect.x + 10, rect.y + 6), 15, theme.ACCENT if active else theme.TEXT, True
    )


def seat_label(
    surface, table, seat: int, pos: tuple[int, int], size: int = 16, suffix: str = ""
) -> None:
    """Seat symbol (colour + shape) and name."""
    config_seat = table.match.config.seats[seat]
    style = table.services.seat_style(config_seat.colour)
    draw_symbol(surface, style.symbol, (pos[0] + 9, pos[1] + size // 2 + 1), 8, style.rgb)
    table.services.text.blit(
        surface, config_seat.name + suffix, (pos[0] + 24, pos[1]), size, theme.TEXT, True
    )


# --- your floor ----------------------------------------------------------------------------


def draw_floor(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    seat = table.shown_floor(view)
    forest = view.players[seat].forest
    covered = forest.covered.bit_count()
    mine = seat == table.eyes
    header = lay.floor_header
    if mine:
        seat_label(surface, table, seat, (header.x, header.y + 4), 17, "'s forest floor")
        note = f"{covered} of 72 covered"
    else:
        seat_label(surface, table, seat, (header.x, header.y + 4), 17, "'s forest floor (enlarged)")
        note = "click to close"
    text.blit(surface, note, (header.right, header.y + 6), 16, DIM, anchor="topright")
    grid = lay.floor
    image = table.art.floor(forest, grid.cell, FLOOR_GAP)
    surface.blit(image, (grid.origin[0] - 2, grid.origin[1] - 2))
    if not mine:
        pygame.draw.rect(surface, theme.ACCENT, grid.bounds.inflate(8, 8), 3, border_radius=6)


def draw_ghost(surface: pygame.Surface, table: IndianSummerTable) -> None:
    """The tile in hand: snapped to the grid at the anchor under the pointer (red tint where
    it may not go), or floating with the pointer off the floor."""
    held = table.held_shape()
    if held is None:
        return
    kind, name, orientation = held
    grid = table.layout.floor
    cell = grid.at(table.mouse)
    step = grid.cell + grid.gap
    if cell is not None:
        lit = table.drag.hovered(table.mouse)
        good = lit is not None and lit.reason is None
        tint = None if good else (200, 70, 60)
        image = (
            table.art.leaf(name, orientation, step, 170, tint)
            if kind == "leaf"
            else table.art.animal(name, orientation, step, 170, tint)
        )
        rect = grid.rect(*cell)
        surface.blit(image, (rect.x - grid.gap // 2, rect.y - grid.gap // 2))
    elif table.drag.dragging:
        image = (
            table.art.leaf(name, orientation, step, 200)
            if kind == "leaf"
            else table.art.animal(name, orientation, step, 200)
        )
        surface.blit(image, (table.mouse[0] - step // 2, table.mouse[1] - step // 2))


# --- your path, treasures, exchange --------------------------------------------------------


def text_fit(table: IndianSummerTable, message: str, width: int) -> str:
    return table.services.text.fit(message, width, 14)


def draw_orientation(surface: pygame.Surface, table: IndianSummerTable) -> None:
    """How the next tile will lie (drawn every frame: it changes with R and F)."""
    panel_rect = table.layout.path_panel
    if table.held_shape() is not None and not table.drag.legal:
        reasons = {lit.reason for lit in table.drag.lit}
        reason = (
            reasons.pop() if len(reasons) == 1 else "This way round it fits nowhere: press R or F"
        )
        hint, colour = "✖ " + text_fit(table, reason or "", panel_rect.w - 400), theme.BAD
    else:
        hint, colour = "R / wheel: turn   F: flip   " + table.orientation_note(), DIM
    table.services.text.blit(
        surface, hint, (panel_rect.right - 12, panel_rect.y + 7), 14, colour, anchor="topright"
    )


def draw_path(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    tray = table.tray(view)
    title = "Your Player Path (from the backpack)" if tray is None else tray[0]
    panel(surface, table, lay.path_panel, title, active=table.my_turn())
    if tray is None:
        surface.blit(table.art.backpack(56), lay.backpack.move(4, 0))
        text.blit(
            surface,
            "backpack",
            (lay.backpack.centerx + 4, lay.backpack.bottom + 4),
            13,
            DIM,
            anchor="midtop",
        )
    entries = tray[1] if tray is not None else [(t, "") for t in view.players[table.eyes].path]
    held = table.drag.held.key if table.drag.held is not None and table.drag.dragging else None
    for i, (tile, note) in enumerate(entries[: len(lay.path_slots)]):
        slot = lay.path_slots[i]
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=8)
        dragged = held == ("leaf", tile)
        image = path_image(table, tile, 90 if dragged else 255)
        surface.blit(image, image.get_rect(center=(slot.centerx, slot.y + 46)))
        colour = components().tiles[tile].colour
        text.blit(
            surface,
            f"{tile} · {colour}",
            (slot.centerx, slot.bottom - 30),
            13,
            DIM,
            anchor="midtop",
        )
        if note:
            text.blit(
                surface,
                text.fit(note, slot.w - 4, 13),
                (slot.centerx, slot.bottom - 14),
                13,
                theme.TEXT,
                anchor="midtop",
            )
        elif i == 0:
            text.blit(
                surface, "1st", (slot.centerx, slot.bottom - 14), 13, theme.TEXT, anchor="midtop"
            )
    if not entries and view.step.refill and view.turn == table.eyes:
        text.blit(
            surface,
            "Empty: drag the end tile of the top or bottom path here to refill it.",
            (lay.path_slots[0].x + 10, lay.path_slots[0].centery),
            16,
            theme.ACCENT,
            anchor="midleft",
        )
    elif not entries:
        text.blit(
            surface,
            "No leaf tiles on your path.",
            (lay.path_slots[0].x + 10, lay.path_slots[0].centery),
            16,
            DIM,
            anchor="midleft",
        )


def draw_treasures(
    surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState
) -> None:
    text = table.services.text
    lay = table.layout
    panel(surface, table, lay.treasure_panel, "Your treasures")
    text.blit(
        surface,
        "drag: berry → path, nut → space",
        (lay.treasure_panel.right - 10, lay.treasure_panel.y + 8),
        13,
        DIM,
        anchor="topright",
    )
    held = view.players[table.eyes].treasures
    for kind, slot in enumerate(lay.treasure_slots):
        if held[kind]:
            token = table.art.token(kind, 40)
            surface.blit(token, token.get_rect(midleft=(slot.x, slot.centery)))
        else:
            pygame.draw.circle(surface, (70, 74, 70), (slot.x + 20, slot.centery), 20, 2)
            icon = table.art.treasure(kind, 26, faded=True)
            surface.blit(icon, icon.get_rect(center=(slot.x + 20, slot.centery)))
        text.blit(
            surface,
            f"×{held[kind]}",
            (slot.x + 44, slot.centery),
            18,
            theme.TEXT if held[kind] else DIM,
            True,
            "midleft",
        )
        text.blit(
            surface, TREASURE_NAMES[kind], (slot.x + 20, slot.bottom + 1), 13, DIM, anchor="midtop"
        )
    text.blit(
        surface,
        "Exchange: drop a treasure on the one you want",
        (lay.treasure_panel.x + 10, lay.exchange_bins[0].y - 19),
        14,
        DIM,
    )
    for kind, bin_rect in enumerate(lay.exchange_bins):
        pygame.draw.rect(surface, (56, 62, 58), bin_rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bin_rect, 1, border_radius=8)
        icon = table.art.treasure(kind, 30)
        surface.blit(icon, icon.get_rect(center=(bin_rect.centerx, bin_rect.y + 22)))
        text.blit(
            surface,
            f"→ {TREASURE_NAMES[kind].lower()}",
            (bin_rect.centerx, bin_rect.bottom - 19),
            13,
            theme.TEXT,
            anchor="midtop",
        )


# --- the other players ----------------------------------------------------------------------


def draw_others(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    for index, seat in enumerate(table.other_seats(view)):
        rect = lay.others[index]
        active = view.turn == seat and not view.over
        draw_panel(
            surface,
            rect,
            fill=PANEL_DARK,
            edge=theme.ACCENT if active else theme.PANEL_EDGE,
            width=2 if active else 1,
        )
        player = view.players[seat]
        seat_label(surface, table, seat, (rect.x + 8, rect.y + 7), 15)
        covered = player.forest.covered.bit_count()
        if active:
            text.blit(
                surface,
                "▶ their turn",
                (rect.right - 8, rect.y + 8),
                14,
                theme.ACCENT,
                anchor="topright",
            )
        elif rect.w <= 400:
            text.blit(
                surface, f"{covered}/72", (rect.right - 8, rect.y + 8), 14, DIM, anchor="topright"
            )
        grid = lay.mini_grid(index)
        surface.blit(
            table.art.floor(player.forest, MINI_CELL, MINI_GAP),
            (grid.origin[0] - 2, grid.origin[1] - 2),
        )
        if table.enlarged == seat:
            pygame.draw.rect(surface, theme.ACCENT, grid.bounds.inflate(6, 6), 2)
        x = grid.bounds.right + 12
        for kind in range(4):
            y = grid.origin[1] + kind * 30
            surface.blit(table.art.token(kind, 24), (x, y))
            text.blit(
                surface,
                str(player.treasures[kind]),
                (x + 30, y + 12),
                16,
                theme.TEXT,
                True,
                "midleft",
            )
        text.blit(
            surface,
            "click it" if rect.w < 260 else "click the floor",
            (x, grid.origin[1] + 122),
            13,
            DIM,
        )
        text.blit(surface, "to enlarge", (x, grid.origin[1] + 138), 13, DIM)
        path_rect = lay.mini_path(index)
        wide = path_rect.h > 60
        text.blit(
            surface,
            f"Path ({len(player.path)}), first tile on the left:"
            if wide
            else f"Path ({len(player.path)}):",
            (path_rect.x, path_rect.y),
            13,
            DIM,
        )
        if wide:
            text.blit(
                surface,
                f"{covered}/72 covered",
                (rect.right - 8, rect.bottom - 22),
                13,
                theme.TEXT,
                anchor="topright",
            )
        px = path_rect.x
        for tile in player.path:
            image = tile_image(table, tile, 14 if wide else 8)
            if px + image.get_width() > path_rect.right:
                break
            surface.blit(image, (px, path_rect.y + 20))
            px += image.get_width() + (12 if wide else 6)


# --- common path, supply, animals -------------------------------------------------------


def draw_ring(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    panel(surface, table, lay.ring_panel, f"Common path: {len(view.common)} tiles")
    text.blit(
        surface,
        f"reserve {len(view.reserve)}",
        (lay.ring_panel.right - 10, lay.ring_panel.y + 8),
        14,
        DIM,
        anchor="topright",
    )
    slots = lay.ring_slots
    pygame.draw.lines(surface, (70, 80, 70), True, [s.center for s in [lay.bush] + slots], 2)
    surface.blit(table.art.bush(40), table.art.bush(40).get_rect(center=lay.bush.center))
    text.blit(surface, "◀ bush", (lay.bush.right - 2, lay.bush.bottom - 4), 13, theme.TEXT)
    for i, tile in enumerate(view.common[: len(slots)]):
        slot = slots[i]
        if i == 0:
            pygame.draw.rect(surface, theme.ACCENT, slot.inflate(6, 6), 2, border_radius=4)
        image = tile_image(table, tile, RING_CELL)
        surface.blit(image, image.get_rect(center=slot.center))
    if view.common:
        inner = pygame.Rect(slots[0].x, slots[0].bottom + 10, lay.ring_panel.w - 80, 60)
        text.blit(
            surface,
            "Tiles are taken next to the bush;",
            (lay.ring_panel.centerx, inner.y + 40),
            13,
            DIM,
            anchor="midtop",
        )
        text.blit(
            surface,
            "the bush then steps on clockwise.",
            (lay.ring_panel.centerx, inner.y + 58),
            13,
            DIM,
            anchor="midtop",
        )


def draw_supply(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    rect = lay.supply_panel
    panel(surface, table, rect, "Supply")
    row_h = min(52, (lay.squirrel.y - rect.y - 32) // 2)
    for kind in range(4):
        x, y = rect.x + 12 + (kind % 2) * 134, rect.y + 30 + (kind // 2) * row_h
        surface.blit(table.art.treasure(kind, 34), (x, y + (row_h - 38) // 2))
        text.blit(
            surface,
            TREASURE_NAMES[kind],
            (x + 40, y + row_h // 2 - 1),
            14,
            DIM,
            anchor="bottomleft",
        )
        text.blit(
            surface,
            f"{view.supply[kind]} left",
            (x + 40, y + row_h // 2 + 1),
            15,
            theme.TEXT,
            True,
            "topleft",
        )
    sq = lay.squirrel
    pygame.draw.rect(surface, (56, 62, 58), sq, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, sq, 1, border_radius=8)
    surface.blit(table.art.squirrel(44), (sq.x + 4, sq.y + 4))
    text.blit(surface, "Squirrels (drag one", (sq.x + 56, sq.y + 8), 14, theme.TEXT)
    text.blit(surface, "onto an empty space)", (sq.x + 56, sq.y + 27), 14, theme.TEXT)


def draw_animals(
    surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState
) -> None:
    text = table.services.text
    lay = table.layout
    panel(
        surface, table, lay.animal_panel, "Animal tiles: lay one on empty holes of the same shape"
    )
    cat = components()
    for i, kind in enumerate(cat.animals):
        slot = lay.animal_slots[i]
        left = view.animals_left[i]
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=8)
        image = table.art.animal(kind.id, 0, ANIMAL_CELL, 255 if left else 80)
        surface.blit(image, image.get_rect(center=(slot.centerx, slot.y + 30)))
        text.blit(
            surface,
            kind.name,
            (slot.centerx, slot.y + 60),
            14,
            theme.TEXT if left else DIM,
            True,
            "midtop",
        )
        text.blit(surface, f"{left} left", (slot.x + 6, slot.bottom - 20), 13, DIM)
        bonus = view.bonus[i] if i < len(view.bonus) else ""
        if bonus:
            token = table.art.token(cat.treasure_ids.index(bonus), 22)
            surface.blit(token, (slot.right - 26, slot.bottom - 25))


# --- solo -----------------------------------------------------------------------------------


def draw_solo(surface: pygame.Surface, table: IndianSummerTable, view: IndianSummerState) -> None:
    text = table.services.text
    lay = table.layout
    solo = view.solo
    if solo is None:
        return
    turns = components().settings.solo.turns
    panel(surface, table, lay.solo_panel, "Solo board")
    text.blit(
        surface,
        f"Turn {min(solo.turn_no, turns)} of {turns}",
        (lay.solo_panel.right - 14, lay.solo_panel.y + 6),
        22,
        theme.ACCENT,
        True,
        "topright",
    )
    _solo_line(surface, table, "Top path", solo.top, lay.solo_top, True)
    _solo_line(surface, table, "Bottom path", solo.bottom, lay.solo_bottom, False)
    if view.step.refill:
        for tiles, slots in ((solo.top, lay.solo_top), (solo.bottom, lay.solo_bottom)):
            if tiles:
                for slot in {
                    slots[0].topleft: slots[0],
                    slots[len(tiles) - 1].topleft: slots[len(tiles) - 1],
                }.values():
                    pygame.draw.rect(surface, theme.ACCENT, slot.inflate(6, 6), 3, border_radius=8)
    text.blit(
        surface,
        "Numbered row: turn t begins by moving the tile on t. to the right-most empty space",
        (lay.solo_row[0].x, lay.solo_row[0].y - 20),
        13,
        DIM,
    )
    numbered = components().settings.solo.numbered_slots
    for i, slot in enumerate(lay.solo_row):
        current = i < numbered and numbered - i == solo.turn_no
        pygame.draw.rect(
            surface, (74, 64, 44) if i >= numbered else (50, 58, 52), slot, border_radius=6
        )
        pygame.draw.rect(
            surface,
            theme.ACCENT if current else theme.PANEL_EDGE,
            slot,
            2 if current else 1,
            border_radius=6,
        )
        if i < numbered:
            text.blit(
                surface,
                f"{numbered - i}.",
                (slot.centerx, slot.bottom + 2),
                14,
                theme.ACCENT if current else theme.TEXT,
                current,
                "midtop",
            )
        else:
            icon = table.art.treasure(2, 18)
            surface.blit(icon, icon.get_rect(midtop=(slot.centerx, slot.bottom + 2)))
        tile = solo.row[i] if i < len(solo.row) else ""
        if tile:
            image = tile_image(table, tile, SOLO_CELL)
            surface.blit(image, image.get_rect(center=slot.center))
    text.blit(
        surface,
        "mushroom spaces",
        (lay.solo_row[-1].right, lay.solo_row[-1].bottom + 20),
        13,
        DIM,
        anchor="topright",
    )
    _draw_series(surface, table, view)


def _solo_line(
    surface, table, title: str, tiles: tuple[str, ...], slots: list[pygame.Rect], above: bool
) -> None:
    text = table.services.text
    text.blit(
        surface,
        title,
        (table.layout.solo_panel.x + 14, slots[0].centery),
        16,
        theme.TEXT,
        True,
        "midleft",
    )
    y, anchor = (slots[0].y - 2, "bottom") if above else (slots[0].bottom + 2, "top")
    text.blit(surface, "◀ left end", (slots[0].x, y), 13, DIM, anchor=anchor + "left")
    text.blit(surface, "right end ▶", (slots[-1].right, y), 13, DIM, anchor=anchor + "right")
    for i, slot in enumerate(slots):
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=6)
        if i < len(tiles):
            image = tile_image(table, tiles[i], SOLO_CELL)
            surface.blit(image, image.get_rect(center=slot.center))
    text.blit(
        surface,
        f"{len(tiles)} tiles",
        (slots[-1].right + 12, slots[0].centery),
        14,
        DIM,
        anchor="midleft",
    )


def _draw_series(surface, table, view) -> None:
    text = table.services.text
    rect = table.layout.series_panel
    solo = view.solo
    title = "Solo series (up to 3 games)" if solo.series else "Solo game"
    panel(surface, table, rect, title)
    lines = []
    for i, game in enumerate(solo.games):
        lines.append(f"Game {i + 1}: {'won' if game.won else 'lost'}, {game.points} points")
    if view.step.main == "between":
        lines.append(f"Game {len(solo.games) + 1}: start it from Your moves")
    elif not view.over:
        lines.append(f"Game {len(solo.games) + 1}: playing")
    lines.append("Score: −1 per empty space; +1/2/3/4")
    lines.append("per berry/nut/mushroom/feather left.")
    for i, line in enumerate(lines[:6]):
        text.blit(
            surface,
            line,
            (rect.x + 12, rect.y + 32 + 22 * i),
            15,
            theme.TEXT if i < len(solo.games) + 1 else DIM,
        )


def grid_rects(grid: Grid) -> list[tuple[int, int, pygame.Rect]]:
    return [(r, c, grid.rect(r, c)) for r in range(grid.rows) for c in range(grid.cols)]
