"""The numbers of Resafa (``data/resafa/constants.yaml``): rulebook facts and our fills."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

Provenance = Literal["fact", "derived", "proposed"]


@dataclass(frozen=True)
class Gain:
    """Things gained (or paid, as a cost): goods, coins, VP and steps of all kinds."""

    coin: int = 0
    stone: int = 0
    marble: int = 0
    spice: int = 0
    amphora: int = 0
    vp: int = 0
    camel: int = 0
    square: int = 0
    scarab: int = 0
    sack: int = 0
    step: int = 0
    step_pink: int = 0
    produce: int = 0
    bonus_card: int = 0

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
    rounds: int
    cards_per_round: int
    hand_limit: int
    rain_after_rounds: tuple[int, ...]
    reshuffle_after_rounds: tuple[int, ...]
    draw_in_rounds: tuple[int, ...]
    level2_workshops_from_round: int
    level2_bonus_cards_after_round: int
    level2_workshop_tokens: int
    start_coins: int
    start_stone: int
    fourth_player_stone: int
    fourth_player_vp: int
    water_cubes_small: int
    water_cubes_large: int
    workshop_cost: Gain
    small_garden_cost: Gain
    large_garden_cost: Gain
    base_cost: Gain
    special_top_bonus: Gain
    pink_bonus_by_round: tuple[Gain, ...]
    track_level_reach: tuple[int, int, int]
    garden_rewards: tuple[Gain, ...]
    scarab_table: tuple[int, ...]
    row_values: tuple[int, int, int]
    causeway_slots: int
    sack_discard_vp: int
    spec_cards_per_stack: int
    bonus_display_per_colour: int
    workshop_display: int
    tanks_need_squares: int
    tanks_need_bases: int
    resource_vp_per: int
    square_tokens: int
    scarab_tokens: int
    small_gardens: int
    large_gardens: int
    canal_marble: int


@dataclass(frozen=True)
class Proposed:
    provenance: Provenance
    track_length: int
    track_icons: tuple[int, int, int]
    camel_max: int
    cubes_for_bases: int
    canal_table: tuple[int, ...]
    scarab_table_p13: tuple[int, ...]
    tank_space_vp: int


@dataclass(frozen=True)
class Constants:
    facts: Facts
    proposed: Proposed
