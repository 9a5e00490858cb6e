"""The numbers of Resafa (``data/resafa/constants.yaml``): rulebook facts and our fills."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Annotated, Literal

from tabletop.engine.data import Range

Provenance = Literal["fact", "derived", "proposed"]

Amount = Annotated[int, Range(0, 20)]
"""How much of one thing a card, tile or space gives or costs (the most printed is 5)."""
Rounds = Annotated[int, Range(1, 12)]
"""A round of the game (or how many there are: the book has 6)."""
Small = Annotated[int, Range(0, 9)]
"""A small printed number: a row value, a reach, a number of slots or of tokens needed."""
Vp = Annotated[int, Range(0, 99)]
"""VP in a scoring table (the biggest printed is 21)."""
Supply = Annotated[int, Range(0, 99)]
"""How many start in the supply (merchant tokens, garden tiles, water cubes)."""
Track = Annotated[int, Range(1, 30)]
"""A space of a colour track (1-based)."""


@dataclass(frozen=True)
class Gain:
    """Things gained (or paid, as a cost): goods, coins, VP and steps of all kinds."""

    coin: Amount = 0
    stone: Amount = 0
    marble: Amount = 0
    spice: Amount = 0
    amphora: Amount = 0
    vp: Amount = 0
    camel: Amount = 0
    square: Amount = 0
    scarab: Amount = 0
    sack: Amount = 0
    step: Amount = 0
    step_pink: Amount = 0
    produce: Amount = 0
    bonus_card: Amount = 0

    def items(self) -> tuple[tuple[str, int], ...]:
        """The non-zero parts as ``(name, amount)`` pairs."""
        values = self.__dict__
        return tuple((name, values[name]) for name in GAIN_NAMES if values[name])

    def __bool__(self) -> bool:
        return any(self.__dict__.values())


GAIN_NAMES = tuple(f.name for f in fields(Gain))


NO_GAIN = Gain()


@dataclass(frozen=True)
class Facts:
    provenance: Provenance
    rounds: Rounds
    cards_per_round: Annotated[int, Range(1, 9)]
    hand_limit: Annotated[int, Range(1, 20)]
    rain_after_rounds: tuple[Rounds, ...]
    reshuffle_after_rounds: tuple[Rounds, ...]
    draw_in_rounds: tuple[Rounds, ...]
    level2_workshops_from_round: Rounds
    level2_bonus_cards_after_round: Rounds
    level2_workshop_tokens: Small
    start_coins: Amount
    start_stone: Amount
    fourth_player_stone: Amount
    fourth_player_vp: Amount
    water_cubes_small: Supply
    water_cubes_large: Supply
    workshop_cost: Gain
    small_garden_cost: Gain
    large_garden_cost: Gain
    base_cost: Gain
    special_top_bonus: Gain
    pink_bonus_by_round: tuple[Gain, ...]
    track_level_reach: tuple[Small, Small, Small]
    garden_rewards: tuple[Gain, ...]
    scarab_table: tuple[Vp, ...]
    row_values: tuple[Small, Small, Small]
    causeway_slots: Small
    sack_discard_vp: Small
    spec_cards_per_stack: Annotated[int, Range(1, 9)]
    bonus_display_per_colour: Annotated[int, Range(1, 9)]
    workshop_display: Annotated[int, Range(1, 9)]
    tanks_need_squares: Small
    tanks_need_bases: Small
    resource_vp_per: Annotated[int, Range(1, 20)]
    square_tokens: Supply
    scarab_tokens: Supply
    small_gardens: Supply
    large_gardens: Supply
    canal_marble: Small


@dataclass(frozen=True)
class Proposed:
    provenance: Provenance
    track_length: Annotated[int, Range(1, 30)]
    track_icons: tuple[Track, Track, Track]
    camel_max: Annotated[int, Range(1, 20)]
    cubes_for_bases: Small
    canal_table: tuple[Vp, ...]
    scarab_table_p13: tuple[Vp, ...]
    tank_space_vp: Small


@dataclass(frozen=True)
class Constants:
    facts: Facts
    proposed: Proposed
