"""Drawing the Indian Summer board. Every function takes a small typed context (never the
table) and only reads: surfaces come from the cached ``Art`` and the text cache.

``BoardContext`` is what the whole board is drawn from (the view and the table's own
settings: whose floor is shown big, how a tile in hand is turned); ``HandContext`` is what
the tile in hand adds every frame (the ghost snapped to the grid, the orientation line).
Your side of the table is here; the other players, the common path, the supply, the animals
and the solo board are in ``draw_shared.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.indian_summer import facts

from ... import theme
from ...icons import draw_symbol
from ...text import TextCache, least_size
from ...theme import SeatStyle
from ...widgets import draw_panel
from .art import Art
from .choices import Orientation, other_seats
from .layout import FLOOR_GAP, PATH_CELL, Layout

DIM = theme.TEXT_DIM
PANEL_DARK = (38, 44, 40)
BAD_TINT = (200, 70, 60)


@dataclass(frozen=True)
class BoardContext:
    """What drawing the board reads."""

    view: Any
    """The position as the seat at the screen knows it (``GAME.view``)."""
    layout: Layout
    art: Art
    text: TextCache
    names: tuple[str, ...]
    styles: tuple[SeatStyle, ...]
    eyes: int
    """The seat at the screen."""
    shown: int
    """Whose floor is drawn big (the seat at the screen unless another was enlarged)."""
    my_turn: bool
    orientation: Orientation
    """How a tile in hand lies (the table's turn and flip)."""
    dragged: tuple | None
    """The key of the piece being dragged (its slot is drawn faded)."""
    enlarged: int | None
    """Another player's floor the player at the screen enlarged, if any."""
    tray: tuple[str, list[tuple[str, str]]] | None
    """During your mushroom: a title and the tiles it may take, with where each lies."""

    def orientation_of(self, piece: str) -> int:
        """How ``piece`` lies with the table's current turn and flip."""
        return self.orientation.of(piece)

    @property
    def others(self) -> list[int]:
        """The other seats in turn order after the seat at the screen."""
        return other_seats(self.eyes, len(self.view.players))


@dataclass(frozen=True)
class HandContext:
    """The tile or animal in hand, for one frame."""

    held: tuple[str, str, int] | None
    """(``leaf``/``animal``, id, orientation), or ``None`` when nothing shaped is held."""
    dragging: bool
    mouse: tuple[int, int]
    over_cell: tuple[int, int] | None
    fits_here: bool
    """The hovered target is legal."""


def tile_image(ctx: BoardContext, tile: str, cell: int, alpha: int = 255) -> pygame.Surface:
    """A tile lying wider than tall (for rows of tiles)."""
    return ctx.art.leaf(tile, facts.display_orientation(tile), cell, alpha)


def path_image(ctx: BoardContext, tile: str, alpha: int = 255) -> pygame.Surface:
    """A tile of your path as it will lie (the table's turn and flip), fitted to its slot."""
    index = ctx.orientation_of(tile)
    shape = facts.shape(tile, index)
    cell = min(PATH_CELL, 112 // shape.width, 84 // shape.height)
    return ctx.art.leaf(tile, index, cell, alpha)


def draw_table_top(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The background the board is drawn on."""
    surface.fill(theme.BG, area)
    draw_panel(surface, area.inflate(-8, -8), fill=(30, 50, 40), radius=12)


def panel(
    surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect, title: str, active: bool = False
) -> None:
    edge = theme.ACCENT if active else theme.PANEL_EDGE
    draw_panel(surface, rect, fill=PANEL_DARK, edge=edge, width=2 if active else 1)
    colour = theme.ACCENT if active else theme.TEXT
    ctx.text.blit(surface, title, (rect.x + 10, rect.y + 6), 15, colour, True)


def seat_label(
    surface: pygame.Surface,
    ctx: BoardContext,
    seat: int,
    pos: tuple[int, int],
    size: int = 16,
    suffix: str = "",
    own: bool = False,
) -> None:
    """Seat symbol (colour + shape) and name; ``own``: "Your forest floor" (the floor of
    the seat at the screen, whatever its name)."""
    style = ctx.styles[seat]
    draw_symbol(surface, style.symbol, (pos[0] + 9, pos[1] + size // 2 + 1), 8, style.rgb)
    words = "Your forest floor" if own else ctx.names[seat] + suffix
    ctx.text.blit(surface, words, (pos[0] + 24, pos[1]), size, theme.TEXT, True)


# --- your floor ----------------------------------------------------------------------------


def draw_floor(surface: pygame.Surface, ctx: BoardContext) -> None:
    lay = ctx.layout
    forest = ctx.view.players[ctx.shown].forest
    mine = ctx.shown == ctx.eyes
    header = lay.floor_header
    if mine:
        seat_label(surface, ctx, ctx.shown, (header.x, header.y + 4), 17, own=True)
        note = facts.covered(forest)
    else:
        suffix = "'s forest floor (enlarged)"
        seat_label(surface, ctx, ctx.shown, (header.x, header.y + 4), 17, suffix)
        note = "click to close"
    ctx.text.blit(surface, note, (header.right, header.y + 6), 16, DIM, anchor="topright")
    grid = lay.floor
    image = ctx.art.floor(forest, grid.cell, FLOOR_GAP)
    surface.blit(image, (grid.origin[0] - 2, grid.origin[1] - 2))
    if not mine:
        pygame.draw.rect(surface, theme.ACCENT, grid.bounds.inflate(8, 8), 3, border_radius=6)


def prepare_ghost(ctx: BoardContext, held: tuple[str, str, int] | None) -> None:
    """Make the pictures ``draw_ghost`` will blit for the tile in hand (before drawing)."""
    if held is None:
        return
    kind, name, orientation = held
    step = ctx.layout.floor.cell + ctx.layout.floor.gap
    make = ctx.art.leaf if kind == "leaf" else ctx.art.animal
    make(name, orientation, step, 170, None)
    make(name, orientation, step, 170, BAD_TINT)
    make(name, orientation, step, 200)


def draw_ghost(surface: pygame.Surface, ctx: BoardContext, hand: HandContext) -> pygame.Rect | None:
    """The tile in hand: snapped to the grid at the anchor under the pointer (red tint where
    it may not go), or floating with the pointer off the floor; the rectangle it covers."""
    if hand.held is None:
        return None
    kind, name, orientation = hand.held
    grid = ctx.layout.floor
    step = grid.cell + grid.gap
    draw = ctx.art.leaf if kind == "leaf" else ctx.art.animal
    if hand.over_cell is not None:
        image = draw(name, orientation, step, 170, None if hand.fits_here else BAD_TINT)
        rect = grid.rect(*hand.over_cell)
        return surface.blit(image, (rect.x - grid.gap // 2, rect.y - grid.gap // 2))
    if hand.dragging:
        image = draw(name, orientation, step, 200)
        return surface.blit(image, (hand.mouse[0] - step // 2, hand.mouse[1] - step // 2))
    return None


def draw_orientation(
    surface: pygame.Surface, ctx: BoardContext, nowhere: str | None, note: str
) -> None:
    """How the next tile will lie (``note``: ``now: turned 90°, flipped``), or why the tile
    in hand fits nowhere this way round (``nowhere``); it changes with R and F."""
    panel_rect = ctx.layout.path_panel
    if nowhere is not None:
        hint = "✖ " + ctx.text.fit(nowhere, panel_rect.w - 400, 14)
        colour = theme.BAD
    else:
        hint, colour = "R / wheel: turn   F: flip   " + note, DIM
    title = facts.PATH_TITLE if ctx.tray is None else ctx.tray[0]
    room = panel_rect.w - 12 - 10 - 16 - ctx.text.size(title, 15, True)[0]  # clear of the title
    size = size_within(ctx.text, hint, room, 14)
    if ctx.text.size(hint, size)[0] > room and nowhere is None:
        hint = note  # a long title (a mushroom's tiles): how the tile lies, without the keys
        size = size_within(ctx.text, hint, room, 14)
    pos = (panel_rect.right - 12, panel_rect.y + 7)
    ctx.text.blit(surface, hint, pos, size, colour, anchor="topright")


# --- your path, treasures, exchange --------------------------------------------------------


EXCHANGE_SHORT = "Exchange: drop on the treasure you want"
"""The exchange bins' note where ``facts.EXCHANGE_NOTE`` does not fit (a small window)."""


def path_entries(ctx: BoardContext) -> list[tuple[str, str]]:
    """(tile, note) for each slot of the path panel: your path, or a mushroom's choices."""
    if ctx.tray is not None:
        return ctx.tray[1]
    return [(t, "") for t in ctx.view.players[ctx.eyes].path]


def draw_path(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay, view = ctx.text, ctx.layout, ctx.view
    title = facts.PATH_TITLE if ctx.tray is None else ctx.tray[0]
    panel(surface, ctx, lay.path_panel, title, active=ctx.my_turn)
    if ctx.tray is None:
        surface.blit(ctx.art.backpack(56), lay.backpack.move(4, 0))
        pos = (lay.backpack.centerx + 4, lay.backpack.bottom + 4)
        room = 2 * (lay.path_slots[0].x - 4 - pos[0])  # centred, clear of the first slot
        size = size_within(text, "backpack", room, 13)
        if text.size("backpack", size)[0] <= room:  # else the panel's title says it
            text.blit(surface, "backpack", pos, size, DIM, anchor="midtop")
    entries = path_entries(ctx)
    width = lay.path_slots[0].w - 6  # one size for every tile's label, inside its slot
    size = min((size_within(text, facts.tile_label(t), width, 13) for t, _ in entries), default=13)
    split = any(text.size(facts.tile_label(t), size)[0] > width for t, _ in entries)
    step = text.font(size).get_linesize() - 2
    for i, (tile, note) in enumerate(entries[: len(lay.path_slots)]):
        slot = lay.path_slots[i]
        pygame.draw.rect(surface, (50, 58, 52), slot, border_radius=8)
        image = path_image(ctx, tile, 90 if ctx.dragged == ("leaf", tile) else 255)
        surface.blit(image, image.get_rect(center=(slot.centerx, slot.y + 46)))
        label = facts.tile_label(tile)
        # too wide at the least letters (a small window): the colour over the size
        lines = label.split(" · ") if split else [label]
        for k, line in enumerate(lines):  # the second line where "1st" goes, else
            at = (slot.centerx, slot.bottom - 30 - 3 * split + step * k)
            text.blit(surface, line, at, size, DIM, anchor="midtop")
        below = text.fit(note, slot.w - 4, 13) if note else ("1st" if i == 0 else "")
        if below and split:  # the label takes both rows: the note in the top corner
            text.blit(surface, below, (slot.x + 5, slot.y + 3), 13, theme.TEXT)
        elif below:
            pos = (slot.centerx, slot.bottom - 14)
            text.blit(surface, below, pos, 13, theme.TEXT, anchor="midtop")
    if not entries:
        waiting = facts.stage(view) == "refill" and view.turn == ctx.eyes
        message = facts.REFILL_NOTE if waiting else facts.EMPTY_PATH
        pos = (lay.path_slots[0].x + 10, lay.path_slots[0].centery)
        size = size_within(text, message, lay.path_panel.right - 12 - pos[0], 16)
        text.blit(surface, message, pos, size, theme.ACCENT if waiting else DIM, anchor="midleft")


def draw_treasures(surface: pygame.Surface, ctx: BoardContext) -> None:
    text, lay = ctx.text, ctx.layout
    panel(surface, ctx, lay.treasure_panel, "Your treasures")
    box = lay.treasure_panel
    size = treasure_note_size(ctx)
    if size is not None:  # else no room beside the title: the note is the treasures' hover text
        pos = (box.right - 10, box.y + 8)
        text.blit(surface, facts.TREASURE_NOTE, pos, size, DIM, anchor="topright")
    held = ctx.view.players[ctx.eyes].treasures
    names = facts.treasure_names()
    for kind, slot in enumerate(lay.treasure_slots):
        if held[kind]:
            token = ctx.art.token(kind, 40)
            surface.blit(token, token.get_rect(midleft=(slot.x, slot.centery)))
        else:
            pygame.draw.circle(surface, (70, 74, 70), (slot.x + 20, slot.centery), 20, 2)
            icon = ctx.art.treasure(kind, 26, faded=True)
            surface.blit(icon, icon.get_rect(center=(slot.x + 20, slot.centery)))
        colour = theme.TEXT if held[kind] else DIM
        pos = (slot.x + 44, slot.centery)
        text.blit(surface, f"×{held[kind]}", pos, 18, colour, True, "midleft")
        text.blit(surface, names[kind], (slot.x + 20, slot.bottom + 1), 13, DIM, anchor="midtop")
    pos = (lay.treasure_panel.x + 10, lay.exchange_bins[0].y - 19)
    note = facts.EXCHANGE_NOTE
    size = size_within(text, note, lay.treasure_panel.w - 20, 14)
    if text.size(note, size)[0] > lay.treasure_panel.w - 20:  # the least letters: fewer words
        note = EXCHANGE_SHORT
        size = size_within(text, note, lay.treasure_panel.w - 20, 14)
    text.blit(surface, note, pos, size, DIM)
    width = lay.exchange_bins[0].w - 4  # one size for the four bins' labels
    least = 12 if getattr(text, "scale", 1.0) <= 1 else least_size(text, 9)  # 12/13 px
    for labels in ([f"→ {n.lower()}" for n in names], [n.lower() for n in names]):
        size = min(size_within(text, label, width, 13) for label in labels)
        if size >= least and all(text.size(x, size)[0] <= width for x in labels):
            break  # with the arrows where they fit (the note above says what a bin does)
    for kind, bin_rect in enumerate(lay.exchange_bins):
        pygame.draw.rect(surface, (56, 62, 58), bin_rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bin_rect, 1, border_radius=8)
        icon = ctx.art.treasure(kind, 30)
        surface.blit(icon, icon.get_rect(center=(bin_rect.centerx, bin_rect.y + 22)))
        pos = (bin_rect.centerx, bin_rect.bottom - 19)
        text.blit(surface, labels[kind], pos, size, theme.TEXT, anchor="midtop")


NOTE_MIN = 10
"""The smallest size of the treasures' note beside the panel title (else it is hover text)."""


def treasure_note_size(ctx: BoardContext) -> int | None:
    """The size at which the treasures' drag note fits beside the panel title, or ``None``
    when it would be smaller than ``NOTE_MIN`` (larger text: it shows on hover instead)."""
    text = ctx.text
    room = ctx.layout.treasure_panel.w - 32 - text.size("Your treasures", 15, True)[0]
    size = size_within(text, facts.TREASURE_NOTE, room, 13)
    fits = size >= NOTE_MIN and text.size(facts.TREASURE_NOTE, size)[0] <= room
    return size if fits else None


def treasure_tip(ctx: BoardContext, pos: tuple[int, int]) -> str:
    """Hover text over your treasures: the drag note when the panel had no room for it."""
    if treasure_note_size(ctx) is not None:
        return ""
    lay = ctx.layout
    row = lay.treasure_slots[0].unionall(lay.treasure_slots[1:])
    return facts.TREASURE_NOTE if row.inflate(0, 20).collidepoint(pos) else ""


def size_within(text, line: str, width: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to 9, 13 px letters in a larger text
    size) at which ``line`` fits ``width``."""
    while size > least_size(text, 9) and text.size(line, size, bold)[0] > width:
        size -= 1
    return size
