"""Resafa's component records (the schema of ``data/resafa/*.yaml``).

States refer to components by their string ids (``"p37"``, ``"L1-04"``, ``"alpha-P1"``,
``"b1-03"``...); ``components()`` gives the records for those ids. Effects of cards and
tiles share one vocabulary (``Gain``, ``Mods``, ``Effect``) that the rule modules interpret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from tabletop.engine.data import Range

from .numbers import NO_GAIN, Amount, Constants, Facts, Gain, Proposed, Small

Level = Annotated[int, Range(1, 3)]
"""A special card's or bonus card's level (I to III)."""
Players = Annotated[int, Range(1, 4)]

Provenance = Literal["fact", "derived", "proposed"]
Colour = Literal["yellow", "white", "blue", "pink"]
COLOURS: tuple[str, ...] = ("yellow", "white", "blue", "pink")
MAINS: tuple[str, ...] = ("workshop", "production", "provisions", "garden", "canal", "trading")
GOODS: tuple[str, ...] = ("stone", "marble", "spice", "amphora")
EDGES: tuple[str, ...] = ("N", "E", "S", "W")


@dataclass(frozen=True)
class Mods:
    """Changes to a main action made by a card, a bonus tile or a permanent blue card."""

    coin_off: Amount = 0
    stone_off: Amount = 0
    marble_off: Amount = 0
    coin_add: Amount = 0
    free: bool = False
    bare: bool = False
    """A bare build (``build a small garden``) is not a construction *action*: permanent
    cards for that action do not apply."""
    no_green: bool = False
    size: Literal["", "small", "large"] = ""
    free_move: bool = False
    flip_tile: bool = False
    flip_any: bool = False
    base_free: bool = False
    vp: Amount = 0
    vp_per_canal: bool = False
    trade_vp: Amount = 0
    sell_good: str = ""
    sell_coin: Amount = 0
    sell_vp: Amount = 0
    sell_max: Amount = 0


NO_MODS = Mods()


@dataclass(frozen=True)
class Effect:
    """What playing a card or tile does. ``during``: only inside that main action."""

    gain: Gain = NO_GAIN
    pay: Gain = NO_GAIN
    options: tuple[Gain, ...] = ()
    vp_per: Literal["", "tokens", "camels", "workshops", "gardens"] = ""
    need_workshops: Amount = 0
    need_canals: Amount = 0
    during: Literal["", "trading", "canal", "workshop", "garden", "base"] = ""
    mods: Mods = NO_MODS
    actions: tuple[str, ...] = ()
    distinct: Small = 0


ACTION_GRANTS = MAINS + ("workshop_l1", "workshop_l2", "trading_freemove")


@dataclass(frozen=True)
class Pink:
    per: str = ""
    vp: Amount = 0
    max: Amount = 0
    convert: Literal["", "rare", "coin", "resource"] = ""
    scarab_table: bool = False
    repeat: bool = False


PINK_PER = (
    "",
    "bases",
    "blue_specials",
    "white_specials",
    "yellow_specials",
    "camels",
    "canals",
    "squares",
    "specials",
    "water",
    "built_workshops",
    "square_tokens",
    "pairs",
)


@dataclass(frozen=True)
class SpecialCard:
    id: str
    colour: Colour
    level: Level
    timing: Literal["end", "immediate", "permanent", "action_card"]
    text: str
    provenance: Provenance
    end_vp: Amount = 0
    effect: Effect = Effect()
    pink: Pink | None = None
    pairing: str = ""
    mains: Annotated[int, Range(0, 2)] = 0


@dataclass(frozen=True)
class BonusEffect:
    id: str
    text: str
    effect: Effect
    provenance: Provenance


@dataclass(frozen=True)
class BonusDeck:
    colour: Colour
    level: Annotated[int, Range(1, 2)]
    cards: tuple[str, ...]
    provenance: Provenance


@dataclass(frozen=True)
class BonusCard:
    """One physical bonus card: ``id`` like ``b1-03``; ``effect`` an ``E..``/``X..`` id."""

    id: str
    colour: str
    level: int
    effect: str


@dataclass(frozen=True)
class SackCard:
    id: str
    text: str
    effect: Effect
    provenance: Provenance


@dataclass(frozen=True)
class Icon:
    edge: Literal["N", "E", "S", "W"]
    pos: Annotated[int, Range(0, 2)]
    gain: Gain


@dataclass(frozen=True)
class Workshop:
    id: str
    level: Annotated[int, Range(0, 2)]
    rooms: tuple[Gain, ...]
    icons: tuple[Icon, ...]
    provenance: Provenance
    back: Gain | None = None


@dataclass(frozen=True)
class Cell:
    vp: Amount = 0
    coin_off: Amount = 0
    no_marble: bool = False
    palm: bool = False


@dataclass(frozen=True)
class Source:
    id: str
    cell: str
    side: Literal["N", "W", "E"]


@dataclass(frozen=True)
class WaterSide:
    id: str
    players: tuple[Players, ...]
    provenance: Provenance
    columns: Annotated[int, Range(1, 10)]
    rows: tuple[tuple[Cell, ...], ...]
    sources: tuple[Source, ...]


@dataclass(frozen=True)
class Face:
    shape: Literal["I", "L", "R", "X", "T"]
    coins: Amount
    blue: Amount

    @property
    def west(self) -> bool:
        return self.shape in ("L", "X")

    @property
    def east(self) -> bool:
        return self.shape in ("R", "X")

    @property
    def tank(self) -> bool:
        return self.shape == "T"


@dataclass(frozen=True)
class CanalTile:
    id: str
    faces: tuple[Face, Face]
    provenance: Provenance


@dataclass(frozen=True)
class CanalBonus:
    id: str
    count: Annotated[int, Range(1, 9)]
    text: str
    effect: Effect
    provenance: Provenance


@dataclass(frozen=True)
class CanalSetup:
    id: str
    large: tuple[str, ...]
    small: tuple[str, ...]
    provenance: Provenance


@dataclass(frozen=True)
class Box:
    token: Literal["square", "scarab"]
    gain: Gain = NO_GAIN
    four_only: bool = False


@dataclass(frozen=True)
class Centre:
    id: str
    name: str
    colour: Literal["red", "blue", "none"]
    provenance: Provenance
    boxes_large: tuple[Box, ...] = ()
    boxes_small: tuple[Box, ...] = ()


@dataclass(frozen=True)
class Road:
    a: str
    b: str
    coins: Amount
    provenance: Provenance


@dataclass(frozen=True)
class TradeBox:
    dir: Literal["buy", "sell"]
    good: Literal["stone", "marble", "spice", "amphora"]
    coin: Amount = 0
    vp: Amount = 0
    bonus: Gain = NO_GAIN


@dataclass(frozen=True)
class TileSide:
    top: TradeBox
    bottom: TradeBox


@dataclass(frozen=True)
class TradingTile:
    id: str
    colour: Literal["red", "blue"]
    a: TileSide
    b: TileSide
    provenance: Provenance


@dataclass(frozen=True)
class Pairing:
    id: str
    top: str
    bottom: str
    provenance: Provenance


@dataclass(frozen=True)
class ActionSet:
    id: str
    letter: str
    colours: dict[str, tuple[Colour, Colour]]
    provenance: Provenance


@dataclass(frozen=True)
class SoloCard:
    id: str
    provenance: Provenance
    arrow: Literal["up", "down"]
    colour_icon: Literal["T2", "D-L", "D-M", "D-R"]
    provisions: Literal["=", "1./="]
    workshop_pos: Annotated[int, Range(1, 3)]
    canal: Literal["up", "down", "left", "right"]
    centres: tuple[str, str]
    pillar: Annotated[int, Range(0, 4)]
    top: tuple[str, str] | None = None
    bottom: tuple[str, str] | None = None
    red: str = ""


@dataclass(frozen=True)
class Components:
    """Every Resafa component, indexed by id."""

    constants: Constants
    pairings: dict[str, Pairing]
    action_sets: tuple[ActionSet, ...]
    specials: dict[str, SpecialCard]
    bonus_effects: dict[str, BonusEffect]
    bonus_decks: tuple[BonusDeck, ...]
    bonus_cards: dict[str, BonusCard]
    sacks: dict[str, SackCard]
    workshops: dict[str, Workshop]
    water: dict[str, WaterSide]
    canal_tiles: dict[str, CanalTile]
    canal_bonus: dict[str, CanalBonus]
    canal_setups: tuple[CanalSetup, ...]
    centres: dict[str, Centre]
    roads: tuple[Road, ...]
    gate_toll: int
    trading_tiles: dict[str, TradingTile]
    solo_cards: tuple[SoloCard, ...]
    palm_cells: tuple[str, ...]

    @property
    def facts(self) -> Facts:
        return self.constants.facts

    @property
    def proposed(self) -> Proposed:
        return self.constants.proposed
