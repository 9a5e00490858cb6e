"""The records ``facts`` returns for a table's drawing of Resafa (the board, the water
network, workshops, tracks, rounds and cards): plain frozen dataclasses of what is shown."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TradeFacts:
    dir: str  # buy | sell
    good: str
    coin: int
    vp: int
    bonus: str
    text: str


@dataclass(frozen=True)
class BoxFacts:
    token: str  # square | scarab
    gain: str
    four_only: bool
    open: bool  # used at this player count
    owner: int  # -1 free


@dataclass(frozen=True)
class CentreFacts:
    id: str
    name: str
    colour: str  # red | blue | none
    trades: tuple[TradeFacts, ...]  # top, bottom ((): Resafa)
    face: int
    boxes: tuple[BoxFacts, ...]


@dataclass(frozen=True)
class CanalFace:
    shape: str
    coins: int
    blue: int
    west: bool
    east: bool
    tank: bool


@dataclass(frozen=True)
class CellFacts:
    id: str
    col: int
    row: int  # rows counted from 0; the tank row is ``rows``
    vp: int
    coin_off: int
    no_marble: bool
    tank: bool


@dataclass(frozen=True)
class SourceFacts:
    id: str
    cell: str
    side: str  # N | W | E
    full: bool


@dataclass(frozen=True)
class NetworkFacts:
    columns: int
    rows: int
    cells: tuple[CellFacts, ...]
    sources: tuple[SourceFacts, ...]
    canals: tuple[tuple[str, int, str, int], ...]  # cell, owner, tile, face
    bonus: tuple[tuple[str, str], ...]  # cell, text
    cubes: tuple[str, ...]  # cells where a cube waits to flow
    tank_vp: int


@dataclass(frozen=True)
class WorkshopFacts:
    id: str
    level: int
    rooms: tuple[str, ...]
    icons: tuple[tuple[str, int, str], ...]  # edge (printed), third, text
    back: str


@dataclass(frozen=True)
class TrackFacts:
    length: int
    icons: tuple[int, ...]
    reach: tuple[int, ...]
    note: str


@dataclass(frozen=True)
class CardFacts:
    id: str
    colour: str
    level: int
    title: str
    text: str
    end_vp: int = 0
    timing: str = ""


@dataclass(frozen=True)
class ActionCardFacts:
    id: str
    letter: str
    top: str
    bottom: str
    top_colour: str  # "" for any colour (a yellow special card)
    bottom_colour: str
    single: bool  # only the top half can be played


@dataclass(frozen=True)
class RoundFacts:
    rounds: int
    current: int
    rain_after: tuple[int, ...]
    draws_in: tuple[int, ...]
    level2_from: int
