"""What the player at the Resafa table may pick up and where it may go: action cards onto
the next slot, the played card onto its colour and main actions, workshops from the offer,
garden tiles, canal tiles and the caravan. Legality is always the engine's (``check``);
these functions only say which action each drop would be."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    Main,
    MoveCamel,
    PlayCard,
    StepTrack,
    TakeBonus,
    TakeSack,
)
from tabletop.ui.drag import DragController, Piece, Target

from . import layout
from .area import area_cells, geometry
from .art import Art
from .choice import TableChoice
from .clicks import centre_rects
from .draw import SeatLook, piece_key
from .route import CamelWay, camel_way

MAIN_ZONES = {
    "workshop": lambda: layout.offer_rects(1)[0].unionall(
        layout.offer_rects(1) + layout.offer_rects(2)
    ),
    "production": lambda: layout.GRID,
    "provisions": lambda: layout.BONUS,
    "garden": lambda: layout.garden_rects()["small"].union(layout.garden_rects()["large"]),
    "canal": lambda: layout.NETWORK,
    "trading": lambda: layout.MAP,
}
"""Where the played card is dropped to take each main action."""


@dataclass(frozen=True)
class PieceContext:
    """What the pieces and their targets are made from: the view and the seat at the
    screen, the legal actions (empty when it is not that seat's turn), the art, the
    table-only choices (how a piece is turned; whose area is shown) and the seat's look."""

    view: Any
    eyes: int
    legal: tuple[Action, ...]
    art: Art
    choice: TableChoice
    look: SeatLook

    @property
    def focus(self) -> int:
        return self.choice.focus

    @property
    def turned(self) -> bool:
        return self.choice.turned

    @property
    def rot(self) -> int:
        return self.choice.rot

    @property
    def back(self) -> bool:
        return self.choice.back

    @property
    def vertical(self) -> bool:
        return self.choice.vertical

    @property
    def face(self) -> int:
        return self.choice.face

    @property
    def via(self) -> bool:
        return self.choice.via


def _legal(t: PieceContext, kind: type | tuple[type, ...]) -> list[Any]:
    return [a for a in t.legal if isinstance(a, kind)]


def played_piece(t: PieceContext, view: Any) -> Piece | None:
    """The card just played, while its colour or main action is still open."""
    if facts.task(view) is not None or not facts.turn(view).card_played or t.focus != t.eyes:
        return None
    if not _legal(t, (TakeBonus, StepTrack, TakeSack, Main)):
        return None
    p = facts.seat(view, t.eyes)
    i = len(p.played) - 1
    if i < 0:
        return None
    rect = layout.slot_rects()[i]
    card = facts.action_card(p.played[i])
    image = t.art.action_card(card, rect.size, p.halves[i] if i < len(p.halves) else 0)
    return Piece(("played",), rect.copy(), image, "the played card")


def make_pieces(t: PieceContext, view: Any) -> list[Piece]:
    out: list[Piece] = []
    mine = t.focus == t.eyes
    p = facts.seat(view, t.eyes)
    if mine and _legal(t, PlayCard):
        for card, rect in zip(p.hand, layout.hand_rects(len(p.hand))):
            image = t.art.action_card(facts.action_card(card), rect.size, 1 if t.turned else None)
            out.append(Piece(("hand", card), rect.copy(), image, card))
    played = played_piece(t, view)
    if played is not None:
        out.append(played)
    shops = _legal(t, BuildWorkshop)
    if shops and mine:
        size = geometry(p)[0]
        for level in (1, 2):
            row = facts.stock(view).workshop_offer[level - 1]
            for pos, (tile, rect) in enumerate(zip(row, layout.offer_rects(level, len(row)))):
                if tile and any(a.level == level and a.pos == pos for a in shops):
                    image = t.art.workshop(facts.workshop(tile), size, t.rot, t.back)
                    key = ("shop", level, pos)
                    out.append(Piece(key, rect.copy(), image, tile, draw_held=False))
    gardens = _legal(t, BuildGarden)
    if gardens and mine:
        length = geometry(p)[0]
        for name, rect in layout.garden_rects().items():
            large = name == "large"
            if any(a.large == large for a in gardens):
                image = t.art.garden(large, t.vertical, length)
                out.append(Piece(("garden", name), rect.copy(), image, name))
    canals = _legal(t, BuildCanal)
    if canals and mine:
        tiles = p.canals_left
        look = t.look
        for tile, rect in zip(tiles, layout.canal_supply_rects(len(tiles))):
            if any(a.tile == tile for a in canals):
                face = facts.canal_face(tile, t.face)
                image = t.art.canal(face, layout.CELL - 2, look.rgb, look.symbol)
                out.append(
                    Piece(
                        ("canal", tile),
                        rect.copy(),
                        image,
                        tile,
                        draw_held=False,
                    )
                )
    if _legal(t, MoveCamel):
        rects = centre_rects(view)
        r = rects.get(p.at, rects[facts.HUB])
        image = t.art.camel(t.look.rgb, t.look.symbol, 28)
        rest = layout.camel_rect(r, t.eyes)
        out.append(Piece(("camel",), rest, image, "your caravan"))
    return out


def has_piece(t: PieceContext, view: Any, action: Any) -> bool:
    """Whether a piece offered now can make ``action`` (for ``gestures``)."""
    if t.focus != t.eyes and not isinstance(action, MoveCamel):
        return False
    return True


def make_targets(t: PieceContext, view: Any, piece: Piece) -> list[Target]:
    key = piece_key(piece)
    kind = key[0] if key else ""
    if kind == "hand":
        return _slot_targets(t, view, key[1])
    if kind == "played":
        return _played_targets(t, view)
    if kind == "shop":
        return _shop_targets(t, view, key[1], key[2])
    if kind == "garden":
        return _garden_targets(t, view, key[1] == "large")
    if kind == "canal":
        return _canal_targets(t, view, key[1])
    if kind == "camel":
        return _camel_targets(t, view)
    return []


def _slot_targets(t: PieceContext, view: Any, card: str) -> list[Target]:
    p = facts.seat(view, t.eyes)
    slots = layout.slot_rects()
    i = len(p.played)
    if i >= len(slots):
        return []
    slot = slots[i]
    info = facts.action_card(card)
    if info.single:
        return [Target(("slot", 0), slot, PlayCard(card, 0), label=f"Play it: {info.top}")]
    upper = pygame.Rect(slot.x, slot.y, slot.w, slot.h // 2)
    lower = pygame.Rect(slot.x, slot.centery, slot.w, slot.h - slot.h // 2)
    first, second = (1, 0) if t.turned else (0, 1)
    out = []
    for rect, half in ((upper, first), (lower, second)):
        action = info.top if half == 0 else info.bottom
        colour = info.top_colour if half == 0 else info.bottom_colour
        label = f"{action.capitalize()} half up ({colour})"
        out.append(Target(("slot", half), rect, PlayCard(card, half), label=label))
    return out


def _played_targets(t: PieceContext, view: Any) -> list[Target]:
    out = []
    for i, colour in enumerate(facts.COLOURS):
        row = facts.stock(view).bonus_offer[i]
        for k, (card, rect) in enumerate(zip(row, layout.bonus_rects(i, len(row)))):
            if card:
                out.append(Target(("bonus", colour, k), rect, TakeBonus(colour, k)))
        cells = layout.track_cells(i, facts.tracks().length)
        out.append(Target(("track", colour), cells[0].unionall(cells), StepTrack(colour)))
    out.append(Target(("sack",), layout.sack_deck_rect(), TakeSack()))
    for a in _legal(t, Main):
        zone = MAIN_ZONES.get(a.action, lambda: layout.MAP)()
        out.append(Target(("main", a.action), zone, a, label=f"Main action: {a.action}"))
    return out


def _shop_targets(t: PieceContext, view: Any, level: int, pos: int) -> list[Target]:
    """The corner places (lit), and the other places of the grid (their reason shows)."""
    p = facts.seat(view, t.eyes)
    geom = geometry(p)
    out = []
    cells = {(a.x, a.y) for a in _legal(t, BuildWorkshop) if a.level == level and a.pos == pos}
    side = "back" if t.back else "front"
    label = f"Build here ({t.rot * 90}°, {side} up; R turns, F flips)"
    for x, y in sorted(set(area_cells(p)) | cells):
        action = BuildWorkshop(level, pos, x, y, t.rot, t.back)
        out.append(Target(("cell", x, y), layout.grid_cell(geom, x, y), action, label=label))
    return out


def _garden_targets(t: PieceContext, view: Any, large: bool) -> list[Target]:
    p = facts.seat(view, t.eyes)
    geom = geometry(p)
    existing = {(g.x, g.y): g.vertical for g in p.gardens}
    out = []
    seen = set()
    for a in _legal(t, BuildGarden):
        if a.large != large:
            continue
        vertical = existing.get((a.x, a.y), t.vertical)
        if a.vertical != vertical or (a.x, a.y, a.strip) in seen:
            continue
        seen.add((a.x, a.y, a.strip))
        square = layout.grid_cell(geom, a.x, a.y)
        rect = layout.strip_rect(square, vertical, a.strip)  # a large tile: its first strip
        way = "north-south" if vertical else "east-west"
        out.append(
            Target(
                ("strip", a.x, a.y, a.strip),
                rect,
                a,
                label=f"{'Large' if large else 'Small'} garden, running {way} (R)",
            )
        )
    return out


def _canal_targets(t: PieceContext, view: Any, tile: str) -> list[Target]:
    net = facts.network(view)
    built = {cell for cell, *_ in net.canals}
    out = []
    for cell in net.cells:
        if cell.id in built:
            continue
        rect = layout.cell_rect(net.columns, cell.col, cell.row)
        label = facts.canal_label(view, t.eyes, tile, t.face, cell.id)
        out.append(Target(("cell", cell.id), rect, BuildCanal(tile, t.face, cell.id), label=label))
    return out


def _camel_targets(t: PieceContext, view: Any) -> list[Target]:
    p = facts.seat(view, t.eyes)
    via = t.via or p.at == facts.HUB
    rects = centre_rects(view)
    out = []
    for cid in facts.stock(view).centres:
        action = MoveCamel(cid, via)
        coins = facts.fare(view, t.eyes, cid, via)
        name = next(x.name for x in facts.centres(view) if x.id == cid)
        stop = " with a stop in Resafa" if via else " (R or passing Resafa: stop there)"
        out.append(
            Target(("centre", cid), rects[cid], action, label=f"To {name}{stop}: {coins} coin(s)")
        )
    return out


def refresh_held(t: PieceContext, held: Piece | None) -> None:
    """After R/F: the held piece looks as it would be placed."""
    if held is None:
        return
    view = t.view
    p = facts.seat(view, t.eyes)
    key = piece_key(held)
    kind = key[0] if key else ""
    if kind == "hand":
        held.surface = t.art.action_card(
            facts.action_card(key[1]), held.rect.size, 1 if t.turned else None
        )
    elif kind == "shop":
        tile = facts.stock(view).workshop_offer[key[1] - 1][key[2]]
        held.surface = t.art.workshop(facts.workshop(tile), geometry(p)[0], t.rot, t.back)
    elif kind == "garden":
        held.surface = t.art.garden(key[1] == "large", t.vertical, geometry(p)[0])
    elif kind == "canal":  # at the size it is carried at (the board's, or the view's)
        size = held.surface.get_width() if held.surface is not None else layout.CELL - 2
        look = t.look
        held.surface = t.art.canal(facts.canal_face(key[1], t.face), size, look.rgb, look.symbol)


def held_card_face(t: PieceContext, drag: DragController, mouse: tuple[int, int]) -> None:
    """An action card carried over its slot shows the half that a drop there plays on top
    (the upper or the lower half of the slot); elsewhere the half up that R chose."""
    held = drag.held
    key = piece_key(held) if held is not None else ()
    if held is None or key[:1] != ("hand",):
        return
    over = drag.hovered(mouse) if drag.dragging else None
    spot = piece_key(over.target) if over is not None else ()
    half = spot[1] if spot[:1] == ("slot",) else None
    info = facts.action_card(key[1])
    if half is None or info.single:
        half = 1 if t.turned else None
    held.surface = t.art.action_card(info, held.rect.size, half)


def view_surface(t: PieceContext, key: tuple, size: tuple[int, int]) -> pygame.Surface | None:
    """A piece's face at ``size`` (the played card or a canal tile carried in the focus
    view, as big as its tray shows it)."""
    p = facts.seat(t.view, t.eyes)
    if key == ("played",) and p.played:
        i = len(p.played) - 1
        half = p.halves[i] if i < len(p.halves) else 0
        return t.art.action_card(facts.action_card(p.played[i]), size, half)
    if key[0] == "canal":
        look = t.look
        return t.art.canal(facts.canal_face(key[1], t.face), size[0], look.rgb, look.symbol)
    return None


def ghost(
    drag: DragController, mouse: tuple[int, int]
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """A workshop or canal tile held: snapped onto the lit place under the pointer, else
    under the pointer itself (computed between frames, drawn by ``draw_board``)."""
    held = drag.held
    if held is None or held.draw_held or held.surface is None or not drag.dragging:
        return None
    hovered = drag.hovered(mouse)
    if hovered is not None and hovered.reason is None:
        return held.surface, held.surface.get_rect(center=hovered.target.rect.center)
    return held.surface, held.surface.get_rect(center=mouse)


def camel_path(t: PieceContext, drag: DragController, mouse: tuple[int, int]) -> CamelWay | None:
    """While the caravan is carried: its way along the roads (by Resafa when it stops
    there) to the centre under the pointer with the fare growing along it, or towards the
    pointer (computed between frames, drawn by ``draw_board``)."""
    held = drag.held
    if held is None or held.key != ("camel",) or not drag.dragging:
        return None
    view = t.view
    p = facts.seat(view, t.eyes)
    via = t.via or p.at == facts.HUB
    hovered = drag.hovered(mouse)
    to = None
    key = piece_key(hovered.target) if hovered is not None else ()
    if key[:1] == ("centre",):
        to = key[1]
    return camel_way(view, t.eyes, centre_rects(view), to, via, mouse)
