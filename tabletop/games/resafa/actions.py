"""Resafa's actions: frozen dataclasses, one per kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, EndTurn


@dataclass(frozen=True)
class PlaceStart(Action):
    """Set-up: turn the two starting workshops (quarter turns clockwise)."""

    kind: ClassVar[str] = "place_start"
    rot_a: int
    rot_b: int


@dataclass(frozen=True)
class PlayCard(Action):
    """Play an action card to the next slot with ``half`` (0 top, 1 bottom) up."""

    kind: ClassVar[str] = "play_card"
    card: str
    half: int


@dataclass(frozen=True)
class Main(Action):
    """Take a main action (``workshop``, ``production``, ``provisions``, ``garden``,
    ``canal``, ``trading``): the card's, or the chosen one on a yellow level II/III card."""

    kind: ClassVar[str] = "main"
    action: str


@dataclass(frozen=True)
class TakeBonus(Action):
    """Take the face-up bonus card in ``slot`` (0..2) of the ``colour`` row."""

    kind: ClassVar[str] = "take_bonus"
    colour: str
    slot: int


@dataclass(frozen=True)
class StepTrack(Action):
    """Move one step on the ``colour`` special-card track."""

    kind: ClassVar[str] = "step_track"
    colour: str


@dataclass(frozen=True)
class TakeSack(Action):
    """Take the top sack card."""

    kind: ClassVar[str] = "take_sack"


@dataclass(frozen=True)
class TakeSpecial(Action):
    """Take a special card: the face-up top (1 VP + 1 coin) or, after looking, a hidden one."""

    kind: ClassVar[str] = "take_special"
    card: str


@dataclass(frozen=True)
class LookStack(Action):
    """Look through the hidden cards of the stack instead of taking the top card."""

    kind: ClassVar[str] = "look_stack"
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class SwapCard(Action):
    """The new yellow card replaces the action card ``old``."""

    kind: ClassVar[str] = "swap_card"
    old: str


@dataclass(frozen=True)
class PlayBonus(Action):
    """Play a bonus card from hand (``choice``: which of its options, where it has some)."""

    kind: ClassVar[str] = "play_bonus"
    card: str
    choice: int = 0


@dataclass(frozen=True)
class PlaySack(Action):
    kind: ClassVar[str] = "play_sack"
    card: str
    choice: int = 0


@dataclass(frozen=True)
class DiscardSack(Action):
    """Discard a sack card unused for 1 VP."""

    kind: ClassVar[str] = "discard_sack"
    card: str


@dataclass(frozen=True)
class DiscardBonus(Action):
    """Discard a bonus card unused (hand limit)."""

    kind: ClassVar[str] = "discard_bonus"
    card: str


@dataclass(frozen=True)
class UseSpecial(Action):
    """Use a kept white or blue special card."""

    kind: ClassVar[str] = "use_special"
    card: str
    choice: int = 0


@dataclass(frozen=True)
class UseTile(Action):
    """Use a kept canal bonus tile."""

    kind: ClassVar[str] = "use_tile"
    tile: str


@dataclass(frozen=True)
class Produce(Action):
    """Activate room ``room`` of the workshop at index ``shop`` in one's area."""

    kind: ClassVar[str] = "produce"
    shop: int
    room: int


@dataclass(frozen=True)
class BuildWorkshop(Action):
    """Build the workshop in display ``level`` (1/2) position ``pos`` (0..2) at ``(x, y)``."""

    kind: ClassVar[str] = "build_workshop"
    level: int
    pos: int
    x: int
    y: int
    rot: int
    back: bool


@dataclass(frozen=True)
class BuildGarden(Action):
    """Build a garden tile (``large`` or not) in the square at ``(x, y)`` from strip
    ``strip``; ``vertical`` strips run north-south."""

    kind: ClassVar[str] = "build_garden"
    x: int
    y: int
    large: bool
    strip: int
    vertical: bool


@dataclass(frozen=True)
class BuildCanal(Action):
    kind: ClassVar[str] = "build_canal"
    tile: str
    face: int
    cell: str


@dataclass(frozen=True)
class FlipTile(Action):
    """Flip the trading tile in ``centre``."""

    kind: ClassVar[str] = "flip_tile"
    centre: str


@dataclass(frozen=True)
class MoveCamel(Action):
    """Move the caravan to ``to``; ``via`` stops in Resafa on the way."""

    kind: ClassVar[str] = "move_camel"
    to: str
    via: bool


@dataclass(frozen=True)
class Trade(Action):
    """Use box ``box`` (0 top, 1 bottom) of the local trading tile for ``qty`` items."""

    kind: ClassVar[str] = "trade"
    box: int
    qty: int


@dataclass(frozen=True)
class BuildBase(Action):
    kind: ClassVar[str] = "build_base"
    box: int


@dataclass(frozen=True)
class PlaceToken(Action):
    """Put a merchant token in row ``row`` (0 gardens, 1 workshops, 2 canals)."""

    kind: ClassVar[str] = "place_token"
    row: int


@dataclass(frozen=True)
class RouteWater(Action):
    """Steer a water cube: ``down``, ``west`` or ``east``."""

    kind: ClassVar[str] = "route_water"
    way: str


@dataclass(frozen=True)
class Done(Action):
    """Finish the current part (stop producing, skip the trade, decline a step...)."""

    kind: ClassVar[str] = "done"


ACTION_TYPES: tuple[type[Action], ...] = (
    PlaceStart,
    PlayCard,
    Main,
    TakeBonus,
    StepTrack,
    TakeSack,
    TakeSpecial,
    LookStack,
    SwapCard,
    PlayBonus,
    PlaySack,
    DiscardSack,
    DiscardBonus,
    UseSpecial,
    UseTile,
    Produce,
    BuildWorkshop,
    BuildGarden,
    BuildCanal,
    FlipTile,
    MoveCamel,
    Trade,
    BuildBase,
    PlaceToken,
    RouteWater,
    Done,
    EndTurn,
)
