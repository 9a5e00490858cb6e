"""Drawing the shared part of the Indian Summer table: the other players' floors, the
common path with the bush, the supply with the squirrels, the animal tiles, and the solo
board with the series. Reads a ``BoardContext`` only."""

from __future__ import annotations

import pygame

from tabletop.games.indian_summer import facts

from ... import theme
from ...widgets import draw_panel
from .draw import DIM, PANEL_DARK, BoardContext, panel, seat_label, size_within, tile_image
from .layout import ANIMAL_CELL, MINI_CELL, MINI_GAP, RING_CELL, SOLO_CELL

# --- the other players ----------------------------------------------------------------------


def draw_others(surface: pygame.Surface, ctx: BoardContext) -> None:
    for index, seat in enumerate(ctx.others):
        _draw_other(surface, ctx, index, seat)


def _draw_other(surface: pygame.Surface, ctx: BoardContext, index: int, seat: int) -> None:
    text, lay, view = ctx.text, ctx.layout, ctx.view
    rect = lay.others[index]
    active = view.turn == seat and not view.over
    edge = theme.ACCENT if active else theme.PANEL_EDGE
    draw_panel(surface, rect, fill=PANEL_DARK, edge=edge, width=2 if active else 1)
    player = view.players[seat]
    seat_label(surface, ctx, seat, (rect.x + 8, rect.y + 7), 15)
    corner = (rect.right - 8, rect.y + 8)
    if active:
        text.blit(surface, "▶ their turn", corner, 14, theme.ACCENT, anchor="topright")
    elif rect.w <= 400:
        short = facts.covered_short(player.forest)
        text.blit(surface, short, corner, 14, DIM, anchor="topright")
    grid = lay.mini_grid(index)
    image = ctx.art.floor(player.forest, MINI_CELL, MINI_GAP)
    surface.blit(image, (grid.origin[0] - 2, grid.origin[1] - 2))
    if ctx.enlarged == seat:
        pygame.draw.rect(surface, theme.ACCENT, grid.bounds.inflate(6, 6), 2)
    x = grid.bounds.right + 12
    for kind in range(len(player.treasures)):
        y = grid.origin[1] + kind * 30
        surface.blit(ctx.art.token(kind, 24), (x, y))
        held = str(player.treasures[kind])
        text.blit(surface, held, (x + 30, y + 12), 16, theme.TEXT, True, "midleft")
    click = "click it" if rect.w < 260 else "click the floor"
    size, room = 13, rect.right - 6 - x  # smaller letters rather than past the panel
    lines = (click, "to enlarge")
    while size > 9 and max(text.size(line, size)[0] for line in lines) > room:
        size -= 1
    if max(text.size(line, size)[0] for line in lines) > room:  # the least letters
        lines = ("click to", "enlarge")
    step = text.font(size).get_linesize() - 3  # its two lines end above the path's tiles
    text.blit(surface, lines[0], (x, grid.origin[1] + 116), size, DIM)
    text.blit(surface, lines[1], (x, grid.origin[1] + 116 + step), size, DIM)
    path_rect = lay.mini_path(index)
    wide = path_rect.h > 60
    count = len(player.path)
    title = f"Path ({count}), first tile on the left:" if wide else f"Path ({count}):"
    text.blit(surface, title, (path_rect.x, path_rect.y), 13, DIM)
    if wide:
        covered = facts.covered(player.forest)
        pos = (rect.right - 8, rect.bottom - 22)
        text.blit(surface, covered, pos, 13, theme.TEXT, anchor="topright")
    px = path_rect.x
    for tile in player.path:
        image = tile_image(ctx, tile, 14 if wide else 8)
        if px + image.get_width() > path_rect.right:
            break
        surface.blit(image, (px, path_rect.y + 20))
        px += image.get_width() + (12 if wide else 6)


# --- common path, supply, animals -------------------------------------------------------


def draw_ring(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay, view = ctx.text, ctx.layout, ctx.view
    title = facts.common_path_title(view)
    panel(surface, ctx, lay.ring_panel, title)
    pos = (lay.ring_panel.right - 10, lay.ring_panel.y + 8)
    note = facts.reserve_note(view)
    room = lay.ring_panel.w - 32 - text.size(title, 15, True)[0]  # clear of the title
    text.blit(surface, note, pos, size_within(text, note, room, 14), DIM, anchor="topright")
    slots = lay.ring_slots
    pygame.draw.lines(surface, (70, 80, 70), True, [s.center for s in [lay.bush] + slots], 2)
    bush = ctx.art.bush(40)
    surface.blit(bush, bush.get_rect(center=lay.bush.center))
    text.blit(surface, "◀ bush", (lay.bush.right - 2, lay.bush.bottom - 4), 13, theme.TEXT)
    for i, tile in enumerate(view.common[: len(slots)]):
        slot = slots[i]
        if i == 0:
            pygame.draw.rect(surface, theme.ACCENT, slot.inflate(6, 6), 2, border_radius=4)
        image = tile_image(ctx, tile, RING_CELL)
        surface.blit(image, image.get_rect(center=slot.center))
    if view.common:
        y = slots[0].bottom + 50
        for line in facts.COMMON_PATH_NOTE:
            text.blit(surface, line, (lay.ring_panel.centerx, y), 13, DIM, anchor="midtop")
            y += 18


def draw_supply(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay = ctx.text, ctx.layout
    rect = lay.supply_panel
    panel(surface, ctx, rect, "Supply")
    row_h = min(52, (lay.squirrel.y - rect.y - 32) // 2)
    names = facts.treasure_names()
    name_size, count_size = 14, 15  # a name over its count, smaller where rows are low
    while name_size > 10 and _lines_h(text, name_size, count_size) > row_h + 4:
        name_size, count_size = name_size - 1, max(12, count_size - 1)
    name_h = text.size("Ag", name_size)[1] - 2
    top = (row_h - name_h - text.size("Ag", count_size, True)[1]) // 2
    for kind, name in enumerate(names):
        x, y = rect.x + 12 + (kind % 2) * 134, rect.y + 30 + (kind // 2) * row_h
        surface.blit(ctx.art.treasure(kind, 34), (x, y + (row_h - 38) // 2))
        text.blit(surface, name, (x + 40, y + top), name_size, DIM)
        left = f"{ctx.view.supply[kind]} left"
        text.blit(surface, left, (x + 40, y + top + name_h), count_size, theme.TEXT, True)
    sq = lay.squirrel
    pygame.draw.rect(surface, (56, 62, 58), sq, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, sq, 1, border_radius=8)
    surface.blit(ctx.art.squirrel(44), (sq.x + 4, sq.y + 4))
    for i, line in enumerate(facts.SQUIRREL_NOTE):
        text.blit(surface, line, (sq.x + 56, sq.y + 8 + 19 * i), 14, theme.TEXT)


def _lines_h(text, name_size: int, count_size: int) -> int:
    """Height of a supply name over its count, their lines overlapping by 2 pixels."""
    return text.size("Ag", name_size)[1] + text.size("Ag", count_size, True)[1] - 2


def draw_animals(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay, view = ctx.text, ctx.layout, ctx.view
    panel(surface, ctx, lay.animal_panel, facts.ANIMAL_TITLE)
    for i, kind in enumerate(facts.animals()):
        slot = lay.animal_slots[i]
        left = view.animals_left[i]
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=8)
        image = ctx.art.animal(kind.id, 0, ANIMAL_CELL, 255 if left else 80)
        surface.blit(image, image.get_rect(center=(slot.centerx, slot.y + 30)))
        colour = theme.TEXT if left else DIM
        size = size_within(text, kind.name, slot.w - 6, 14, True)  # inside its slot
        text.blit(surface, kind.name, (slot.centerx, slot.y + 60), size, colour, True, "midtop")
        text.blit(surface, f"{left} left", (slot.x + 6, slot.bottom - 20), 13, DIM)
        bonus = view.bonus[i] if i < len(view.bonus) else ""
        if bonus:
            token = ctx.art.token(facts.treasure_ids().index(bonus), 22)
            surface.blit(token, (slot.right - 26, slot.bottom - 25))


# --- solo -----------------------------------------------------------------------------------


def draw_solo(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay, view = ctx.text, ctx.layout, ctx.view
    solo = view.solo
    panel(surface, ctx, lay.solo_panel, "Solo board")
    pos = (lay.solo_panel.right - 14, lay.solo_panel.y + 6)
    turn = facts.solo_turn_title(view)
    room = pos[0] - lay.solo_top[-1].right - 12  # clear of the top path's "right end ▶"
    text.blit(
        surface, turn, pos, size_within(text, turn, room, 22, True), theme.ACCENT, True, "topright"
    )
    _solo_line(surface, ctx, "Top path", solo.top, lay.solo_top, True)
    _solo_line(surface, ctx, "Bottom path", solo.bottom, lay.solo_bottom, False)
    if facts.stage(view) == "refill":
        for tiles, slots in ((solo.top, lay.solo_top), (solo.bottom, lay.solo_bottom)):
            ends = {
                slots[0].topleft: slots[0],
                slots[len(tiles) - 1].topleft: slots[len(tiles) - 1],
            }
            for slot in ends.values() if tiles else ():
                pygame.draw.rect(surface, theme.ACCENT, slot.inflate(6, 6), 3, border_radius=8)
    pos = (lay.solo_row[0].x, lay.solo_row[0].y - 20)
    size = size_within(text, facts.SOLO_ROW_NOTE, lay.solo_panel.right - 12 - pos[0], 13)
    text.blit(surface, facts.SOLO_ROW_NOTE, pos, size, DIM)
    for i, slot in enumerate(lay.solo_row):
        label = facts.slot_label(i)
        current = facts.current_slot(view, i)
        fill = (50, 58, 52) if label is not None else (74, 64, 44)
        pygame.draw.rect(surface, fill, slot, border_radius=6)
        edge = theme.ACCENT if current else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, slot, 2 if current else 1, border_radius=6)
        if label is not None:
            colour = theme.ACCENT if current else theme.TEXT
            text.blit(
                surface, label, (slot.centerx, slot.bottom + 2), 14, colour, current, "midtop"
            )
        else:
            icon = ctx.art.treasure(facts.mushroom_kind(), 18)
            surface.blit(icon, icon.get_rect(midtop=(slot.centerx, slot.bottom + 2)))
        tile = solo.row[i] if i < len(solo.row) else ""
        if tile:
            image = tile_image(ctx, tile, SOLO_CELL)
            surface.blit(image, image.get_rect(center=slot.center))
    pos = (lay.solo_row[-1].right, lay.solo_row[-1].bottom + 20)
    text.blit(surface, facts.MUSHROOM_SPACES, pos, 13, DIM, anchor="topright")
    _draw_series(surface, ctx)


def _solo_line(
    surface: pygame.Surface,
    ctx: BoardContext,
    title: str,
    tiles: tuple[str, ...],
    slots: list[pygame.Rect],
    above: bool,
) -> None:
    text = ctx.text
    pos = (ctx.layout.solo_panel.x + 14, slots[0].centery)
    size = size_within(text, title, slots[0].x - 8 - pos[0], 16, True)  # clear of the slots
    text.blit(surface, title, pos, size, theme.TEXT, True, "midleft")
    y, anchor = (slots[0].y - 2, "bottom") if above else (slots[0].bottom + 2, "top")
    text.blit(surface, "◀ left end", (slots[0].x, y), 13, DIM, anchor=anchor + "left")
    text.blit(surface, "right end ▶", (slots[-1].right, y), 13, DIM, anchor=anchor + "right")
    for i, slot in enumerate(slots):
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=6)
        if i < len(tiles):
            image = tile_image(ctx, tiles[i], SOLO_CELL)
            surface.blit(image, image.get_rect(center=slot.center))
    pos = (slots[-1].right + 12, slots[0].centery)
    text.blit(surface, f"{len(tiles)} tiles", pos, 14, DIM, anchor="midleft")


def _draw_series(surface: pygame.Surface, ctx: BoardContext) -> None:
    rect = ctx.layout.series_panel
    panel(surface, ctx, rect, facts.series_title(ctx.view))
    outcome = facts.outcome(ctx.view)
    lines = facts.series_lines(ctx.view)
    if outcome is not None:
        lines = [(outcome, True)] + lines
    text, y = ctx.text, rect.y + 32
    step = text.size("Ag", 15)[1]
    for line, bright in lines:
        colour = theme.TEXT if bright else DIM
        for part in text.wrap(line, rect.w - 24, 15):  # inside the panel, as many as fit
            if y + step > rect.bottom - 4:
                return
            text.blit(surface, part, (rect.x + 12, y), 15, colour)
            y += step
