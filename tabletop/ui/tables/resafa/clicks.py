"""The moves a click makes on the Resafa table: which lit place on the board or in the
player area plays which legal action now, and the chips under the cards row (main action,
set-up turns, the trade stepper). Pure functions of the view and the legal actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildBase,
    DiscardBonus,
    DiscardSack,
    FlipTile,
    LookStack,
    Main,
    PlaceStart,
    PlaceToken,
    PlayBonus,
    PlaySack,
    Produce,
    RouteWater,
    StepTrack,
    SwapCard,
    TakeBonus,
    TakeSack,
    TakeSpecial,
    Trade,
    UseSpecial,
    UseTile,
)

from . import layout
from .area import geometry

HINTS = {
    ("provision", 0): "Click a lit bonus card, a colour track or the sack deck.",
    ("steps", 0): "Click a lit colour track.",
    ("bonus_pick", 0): "Click a lit bonus card.",
    ("special", 0): "Click the lit stack to take its top card, or choose above the grid.",
    ("produce", 0): "Click the rooms of your workshops (used workshops are dimmed).",
    ("workshop", 0): "Drag a workshop from the offer onto a lit corner (R turns, F flips).",
    ("garden", 0): "Drag a garden tile onto a lit strip between workshops (R: its way).",
    ("canal", 0): "Drag one of your canal tiles onto the network (F: its other face).",
    ("trading", 0): "Click a trading tile to flip it, or Done.",
    ("trading", 1): "Drag your caravan to a centre (over Resafa, or R, to stop there).",
    ("trading", 2): "Set the amount with − and +, then click the trade under your cards.",
    ("trading", 3): "Click a lit base box in this centre, or Done.",
    ("token", 0): "Click the row of your merchant-token board for the new token.",
    ("route", 0): "Click the arrow the water takes.",
    ("discard", 0): "Click the cards to discard, down to the hand limit.",
    "": "Use the lit places on the board, or the choices listed.",
}
"""What the move list says when a task's moves are all gestures."""


@dataclass(frozen=True)
class Click:
    """A lit place: clicking ``rect`` plays ``action`` (or runs the table's ``key``)."""

    key: tuple
    rect: pygame.Rect
    action: Action | None
    label: str = ""


def centre_rects(view: Any) -> dict[str, pygame.Rect]:
    ids = [facts.HUB, *facts.stock(view).centres]
    return {cid: layout.centre_rect(cid, i, len(ids)) for i, cid in enumerate(ids)}


def board_clicks(view: Any, seat: int, legal: list[Action], focus_mine: bool) -> list[Click]:
    """Every legal move made by a click on a lit place now."""
    out: list[Click] = []
    task = facts.task(view)
    centres = centre_rects(view)
    discard = task is not None and task.kind == "discard"
    plays: dict[str, list[Action]] = {}
    for a in legal:
        if isinstance(a, (PlayBonus, PlaySack, UseSpecial)):
            plays.setdefault(a.card, []).append(a)
    for card, n in plays.items():
        if n and len(n) > 1 and focus_mine and not discard:
            rect = _card_rect(view, seat, card) if _in_hand(view, seat, card) else None
            rect = rect or _kept_rect(view, seat, card)
            key = _card_key(view, seat, card) if _in_hand(view, seat, card) else ("special", card)
            out.append(Click(key, rect, None, "Click to choose how to play it"))
    for a in legal:
        if isinstance(a, TakeBonus):
            i = facts.COLOURS.index(a.colour)
            rect = layout.bonus_rects(i, len(facts.stock(view).bonus_offer[i]))[a.slot]
            out.append(Click(("bonus", a.colour, a.slot), rect, a))
        elif isinstance(a, StepTrack):
            i = facts.COLOURS.index(a.colour)
            cells = layout.track_cells(i, facts.tracks().length)
            rect = cells[0].unionall(cells)
            out.append(Click(("track", a.colour), rect, a))
        elif isinstance(a, TakeSack):
            out.append(Click(("sack",), layout.sack_deck_rect(), a))
        elif isinstance(a, TakeSpecial) and task is not None and task.kind == "special":
            i = facts.COLOURS.index(task.colour)
            rect = layout.stack_rects(i, layout.stack_faces(view, i))[task.level - 1]
            out.append(Click(("special", task.colour, task.level - 1), rect, a))
        elif isinstance(a, FlipTile):
            out.append(Click(("flip", a.centre), centres[a.centre], a))
        elif isinstance(a, BuildBase) and task is not None:
            spots = next(x for x in facts.centres(view) if x.id == task.cell).boxes
            rect = layout.base_rects(centres[task.cell], len(spots))[a.box]
            out.append(Click(("base", a.box), rect, a))
        elif isinstance(a, RouteWater) and task is not None:
            net = facts.network(view)
            cell = next(x for x in net.cells if x.id == task.cell)
            out.append(Click(("route", a.way), channel_rect(net, cell, a.way), a))
        elif not focus_mine:
            continue
        elif isinstance(a, Produce):
            p = facts.seat(view, seat)
            w = p.workshops[a.shop]
            shop = layout.grid_cell(geometry(p), w.x, w.y)
            rooms = facts.rooms(view, seat)[a.shop]
            rect = layout.room_rects(shop, len(rooms))[a.room]
            out.append(Click(("room", a.shop, a.room), rect, a))
        elif isinstance(a, PlaceToken):
            out.append(Click(("row", a.row), layout.row_rects()[a.row], a))
        elif isinstance(a, (DiscardBonus, DiscardSack)) and discard:
            out.append(Click(_card_key(view, seat, a.card), _card_rect(view, seat, a.card), a))
        elif isinstance(a, (PlayBonus, PlaySack)) and not discard and len(plays[a.card]) == 1:
            out.append(Click(_card_key(view, seat, a.card), _card_rect(view, seat, a.card), a))
        elif isinstance(a, UseSpecial) and len(plays[a.card]) == 1:
            out.append(Click(("special", a.card), _kept_rect(view, seat, a.card), a))
        elif isinstance(a, UseTile):
            out.append(Click(("tile", a.tile), _kept_rect(view, seat, a.tile), a))
    return out


NEXT = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}
"""Where the water goes from a branch, as a step on the network (column, row)."""


def channel_rect(net: Any, cell: Any, way: str) -> pygame.Rect:
    """What a click steers the water ``way`` on: the arrow at the branch's edge and the
    space the channel leads to."""
    arrow = layout.route_rects(layout.cell_rect(net.columns, cell.col, cell.row))[way]
    dx, dy = NEXT[way]
    return arrow.union(layout.cell_rect(net.columns, cell.col + dx, cell.row + dy))


def _cards(view: Any, seat: int) -> list[tuple[str, str]]:
    p = facts.seat(view, seat)
    return [("bonus", x) for x in p.bonus] + [("sack", x) for x in p.sacks]


def _in_hand(view: Any, seat: int, card: str) -> bool:
    return any(x == card for _, x in _cards(view, seat))


def _card_key(view: Any, seat: int, card: str) -> tuple:
    kind = next(k for k, x in _cards(view, seat) if x == card)
    return (kind, card)


def _card_rect(view: Any, seat: int, card: str) -> pygame.Rect:
    cards = _cards(view, seat)
    i = next(i for i, (_, x) in enumerate(cards) if x == card)
    p = facts.seat(view, seat)
    return layout.small_card_rects(len(cards), len(p.specials) + len(p.kept_tiles))[i]


def _kept_rect(view: Any, seat: int, card: str) -> pygame.Rect:
    p = facts.seat(view, seat)
    kept = list(p.specials) + list(p.kept_tiles)
    rects = layout.small_card_rects(len(_cards(view, seat)), len(kept))
    return rects[len(_cards(view, seat)) + kept.index(card)]


# --- chips -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChipSpec:
    key: tuple
    label: str
    action: Action | None
    lit: bool = True


def choice_specs(view: Any, legal: list[Action], opened: str) -> list[ChipSpec]:
    """The choices listed over the workshop grid: which action card a new yellow card
    replaces, which looked-at special card to take, or the options of the card ``opened``
    (a bonus, sack or special card clicked in hand)."""
    out: list[ChipSpec] = []
    task = facts.task(view)
    for a in legal:
        if isinstance(a, SwapCard):
            out.append(ChipSpec(("swap", a.old), f"Replace {facts.card_name(a.old)}", a))
        elif isinstance(a, TakeSpecial) and task is not None and task.kind == "pick":
            info = facts.special(a.card)
            out.append(ChipSpec(("take", a.card), f"Take {info.title}: {info.text}", a))
        elif isinstance(a, (PlayBonus, PlaySack, UseSpecial)) and a.card == opened:
            options = facts.card_choices(a.card)
            words = options[a.choice] if a.choice < len(options) else f"option {a.choice + 1}"
            out.append(ChipSpec(("choice", a.card, a.choice), f"Choose: {words}", a))
    if task is not None and task.kind == "special":
        for a in legal:
            if isinstance(a, TakeSpecial):
                i = facts.COLOURS.index(task.colour) * 3 + task.level - 1
                seen = facts.stock(view).special_stacks[i][:1] == (
                    a.card,
                )  # never name a hidden card
                words = f": {facts.special(a.card).title}" if seen else ""
                out.append(ChipSpec(("top",), f"Take the top card{words}", a))
            elif isinstance(a, LookStack):
                out.append(ChipSpec(("look",), "Look through the hidden cards instead", a))
    if opened and out:
        out.append(ChipSpec(("close",), "Not now", None, False))
    return out


def choosable(legal: list[Action]) -> dict[str, int]:
    """Cards in hand whose play asks for a choice: card -> number of legal options."""
    out: dict[str, int] = {}
    for a in legal:
        if isinstance(a, (PlayBonus, PlaySack, UseSpecial)):
            out[a.card] = out.get(a.card, 0) + 1
    return {card: n for card, n in out.items() if n > 1}


def chip_specs(
    view: Any, legal: list[Action], rots: tuple[int, int], qty: dict[int, int]
) -> list[ChipSpec]:
    """The chips of the position: the main action(s), the set-up turns, the trade stepper,
    and a note of what the colour action or the hand limit asks."""
    out: list[ChipSpec] = []
    if any(isinstance(a, PlaceStart) for a in legal):
        out.append(ChipSpec(("start",), "Keep these turns", PlaceStart(*rots)))
        out.append(ChipSpec(("note",), "Click a workshop to turn it", None, False))
        return out
    task = facts.task(view)
    for a in legal:
        if isinstance(a, Main):
            out.append(ChipSpec(("main", a.action), f"Main: {a.action}", a))
    if task is None and any(isinstance(a, (TakeBonus, StepTrack, TakeSack)) for a in legal):
        out.append(ChipSpec(("note",), "Colour: bonus card, step or sack", None, False))
    if task is not None and task.kind == "discard":
        p = facts.seat(view, task.seat)
        over = p.hand_size - facts.hand_limit()
        out.append(ChipSpec(("note",), f"Discard {over} card(s): click them below", None, False))
    for box in (0, 1):
        trades = [a for a in legal if isinstance(a, Trade) and a.box == box]
        if not trades or task is None:  # a trade is offered only in a trading task
            continue
        most = max(a.qty for a in trades)
        n = max(1, min(qty.get(box, 1), most))
        t = facts.trade_box(view, task.cell, box)
        word = "Buy" if t.dir == "buy" else "Sell"
        out.append(ChipSpec(("less", box), "−", None, n > 1))
        out.append(ChipSpec(("trade", box), f"{word} {n} {t.good}", Trade(box, n)))
        out.append(ChipSpec(("more", box), "+", None, n < most))
    return out


def chip_widths(text, specs: list[ChipSpec]) -> list[int]:
    return [
        28 if s.key[0] in ("less", "more") else text.size(s.label, 14, True)[0] + 20 for s in specs
    ]


def all_chip_actions(view: Any, legal: list[Action]) -> list[Action]:
    """Every action the chips can make whatever the stepper, the turns or the card opened
    show (a card with a choice opens by a click on it)."""
    task = facts.task(view)
    many = {} if task is not None and task.kind == "discard" else choosable(legal)
    return [
        a
        for a in legal
        if isinstance(a, (PlaceStart, Main, Trade, SwapCard, LookStack))
        or (isinstance(a, TakeSpecial) and task is not None and task.kind == "pick")
        or (isinstance(a, (PlayBonus, PlaySack, UseSpecial)) and a.card in many)
    ]
