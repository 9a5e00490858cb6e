"""The position as a table shows it, in plain records: each seat's area (``seat``,
``seats``), the task waiting (``task``), the stock on the main board (``stock``) and where
the turn stands (``turn``). A table reads the position through these, never the state's
own fields, so the state may change shape without the table noticing."""

from __future__ import annotations

from dataclasses import dataclass

from ..state import SETUP, ResafaState
from .board import GOODS


@dataclass(frozen=True)
class ShopPlace:
    """A workshop placed in a player's area: its tile, cell, quarter turns and side."""

    tile: str
    x: int
    y: int
    rot: int
    back: bool


@dataclass(frozen=True)
class GardenPlace:
    """A garden square at ``(x, y)``; ``strips``: 0 empty, 1 small tile, 2 part of a large."""

    x: int
    y: int
    vertical: bool
    strips: tuple[int, int, int]

    @property
    def complete(self) -> bool:
        """Every strip of the square holds a garden."""
        return all(self.strips)


@dataclass(frozen=True, eq=False)
class SeatFacts:
    """One seat's area as the table shows it (as the seat at the screen may know it)."""

    hand: tuple[str, ...]
    draw: tuple[str, ...]
    played: tuple[str, ...]
    halves: tuple[int, ...]
    done: tuple[str, ...]
    bonus: tuple[str, ...]
    sacks: tuple[str, ...]
    specials: tuple[str, ...]
    kept_tiles: tuple[str, ...]
    unused: tuple[str, ...]
    coins: int
    vp: int
    camel: int
    cargo: int
    cargo_good: str
    at: str
    tracks: tuple[int, ...]
    workshops: tuple[ShopPlace, ...]
    gardens: tuple[GardenPlace, ...]
    garden_tiles: int
    squares_done: int
    causeway: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    canals_left: tuple[str, ...]
    cubes: int
    bases: int
    bot: bool
    tokens: tuple[str, ...]
    """Every merchant token placed: the causeway's, then the three rows'."""
    hand_size: int
    """Cards counting towards the hand limit (action, bonus and sack cards)."""
    goods: dict[str, int]
    """Each good (``GOODS``, in their order) and how many the seat has."""

    def half_of(self, i: int) -> int:
        """Which half of the ``i``-th played card is up (0 the upper)."""
        return self.halves[i] if i < len(self.halves) else 0


@dataclass(frozen=True)
class TaskFacts:
    """The task the game waits on (a set-up, a provision, a trade, the water's way...)."""

    kind: str
    seat: int
    n: int
    colour: str
    level: int
    cell: str
    stage: int
    used: tuple[int, ...]


@dataclass(frozen=True)
class StockFacts:
    """The main board's stock: offers, stacks, decks and supplies."""

    centres: tuple[str, ...]
    """The trading centres on the map (not Resafa itself)."""
    workshop_offer: tuple[tuple[str, ...], ...]
    """Per level (I, II): the workshops on offer, ``""`` for an empty place."""
    workshops_left: tuple[int, ...]
    """Per level: the workshops left in the stack."""
    special_stacks: tuple[tuple[str, ...], ...]
    """Per colour and level (colour × 3 + level - 1): the cards, ``"?"`` where hidden."""
    special_revealed: tuple[bool, ...]
    bonus_offer: tuple[tuple[str, ...], ...]
    """Per colour: the bonus cards on display, ``""`` for an empty place."""
    sacks_left: int
    small_gardens_left: int
    large_gardens_left: int
    canal_bonus: tuple[tuple[str, str], ...]
    """(cell, bonus tile) still on the network."""
    canals_by_seat: tuple[int, ...]
    """Canal tiles each seat has built."""


@dataclass(frozen=True)
class TurnFacts:
    """Where the game and the turn stand."""

    phase: str
    """``setup``, ``play``, ``rain`` or ``over``."""
    round: int
    setup: bool
    started: bool
    """Something was done this turn (a card played, an action taken)."""
    card_played: bool
    """The turn's action card is on its slot."""


def seat(view: ResafaState, seat: int) -> SeatFacts:
    """Seat ``seat``'s area as ``view`` shows it."""
    p = view.players[seat]
    return SeatFacts(
        hand=p.hand,
        draw=p.draw,
        played=p.played,
        halves=p.halves,
        done=p.done,
        bonus=p.bonus,
        sacks=p.sacks,
        specials=p.specials,
        kept_tiles=p.kept_tiles,
        unused=p.unused,
        coins=p.coins,
        vp=p.vp,
        camel=p.camel,
        cargo=p.cargo,
        cargo_good=p.cargo_good,
        at=p.at,
        tracks=p.tracks,
        workshops=tuple(ShopPlace(w.tile, w.x, w.y, w.rot, w.back) for w in p.workshops),
        gardens=tuple(GardenPlace(g.x, g.y, g.vertical, g.strips) for g in p.gardens),
        garden_tiles=p.garden_tiles,
        squares_done=p.squares_done,
        causeway=p.causeway,
        rows=p.rows,
        canals_left=p.canals_left,
        cubes=p.cubes,
        bases=p.bases,
        bot=p.bot,
        tokens=p.tokens,
        hand_size=p.hand_size,
        goods={good: getattr(p, good) for good in GOODS},
    )


def seats(view: ResafaState) -> tuple[SeatFacts, ...]:
    """Every seat's area, in seat order (Resafabot's included in the solo mode)."""
    return tuple(seat(view, s) for s in range(len(view.players)))


def seat_count(view: ResafaState) -> int:
    """How many seats the game has (Resafabot's included)."""
    return len(view.players)


def task(view: ResafaState) -> TaskFacts | None:
    """The task the game waits on now, or ``None``."""
    t = view.task
    if t is None:
        return None
    return TaskFacts(t.kind, t.seat, t.n, t.colour, t.level, t.cell, t.stage, t.used)


def stock(view: ResafaState) -> StockFacts:
    """The main board's offers, stacks, decks and supplies as ``view`` shows them."""
    built = [0] * len(view.players)
    for canal in view.canals:
        if 0 <= canal.owner < len(built):
            built[canal.owner] += 1
    return StockFacts(
        centres=view.centres,
        workshop_offer=view.ws_display,
        workshops_left=tuple(len(s) for s in view.ws_stacks),
        special_stacks=view.spec_stacks,
        special_revealed=view.spec_revealed,
        bonus_offer=view.bonus_display,
        sacks_left=len(view.sack_deck),
        small_gardens_left=view.small_left,
        large_gardens_left=view.large_left,
        canal_bonus=view.canal_bonus,
        canals_by_seat=tuple(built),
    )


def turn(view: ResafaState) -> TurnFacts:
    """The phase, the round and how far the turn has gone."""
    return TurnFacts(
        phase=view.phase,
        round=view.round,
        setup=view.phase == SETUP,
        started=bool(view.progress.taken),
        card_played=view.progress.has("card"),
    )
