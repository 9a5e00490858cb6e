"""Summer Nine's components, read once from ``data/summer_nine/*.yaml`` and shared.

States refer to cards by number: a card is an index into ``components().cards`` (the
order of ``cards.yaml``). ``main_deck`` lists the indices shuffled at set-up,
``take_two_cards`` the eight Take Two cards kept apart.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Annotated, Literal

from tabletop.engine.data import (
    DataError,
    Range,
    check_refs,
    check_unique,
    load_record,
    load_records_with_lines,
)
from tabletop.resources import data_path

Provenance = Literal["fact", "derived", "proposed"]

CardKind = Literal[
    "destination",
    "bridge",
    "half_stay",
    "reschedule",
    "identity_theft",
    "time_travel",
    "objective",
    "ice_cream",
    "photo",
    "take_two",
]
SCHEDULE_KINDS = ("destination", "bridge", "half_stay")
ACTION_KINDS = ("reschedule", "identity_theft", "time_travel")

ObjectiveKind = Literal[
    "month_country", "month_all_countries", "month_type", "month_all_types", "four_plus", "plus_one"
]

ANY = "ANY"
"""The country code of the Any Country half stays."""


@dataclass(frozen=True)
class Card:
    """One printed card. ``points``: a destination's value, or an objective's points per
    qualifying month (per card for ``plus_one``)."""

    id: str
    kind: CardKind
    name: str
    country: str | None = None
    holiday_type: str | None = None
    points: int = 0
    flavour: str | None = None
    objective: ObjectiveKind | None = None
    provenance: Provenance = "proposed"

    @property
    def is_schedule(self) -> bool:
        """Schedule cards go into a schedule slot (or the discard), never to hand."""
        return self.kind in SCHEDULE_KINDS

    @property
    def is_action(self) -> bool:
        return self.kind in ACTION_KINDS


@dataclass(frozen=True)
class Country:
    id: str
    name: str
    colour: str
    symbol: str
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class HolidayType:
    id: str
    name: str
    icon: str
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class Named:
    """A flavour or a month: an id and a name."""

    id: str
    name: str
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class Lookups:
    countries: tuple[Country, ...]
    any_country: Country
    holiday_types: tuple[HolidayType, ...]
    flavours: tuple[Named, ...]
    months: tuple[Named, ...]
    objective_kinds: tuple[Named, ...]
    """Per kind of objective, the results row it counts in (shared by every seat; several
    kinds may share a row), in row order."""


@dataclass(frozen=True)
class Facts:
    """Numbers the rulebook states."""

    rounds: Annotated[int, Range(1, 99)]
    slots_per_month: Annotated[int, Range(1, 9)]
    pool_rows: Annotated[int, Range(1, 9)]
    pool_columns: Annotated[int, Range(1, 30)]
    take_two_per_round: Annotated[int, Range(1, 1)]
    take_two_picks: Annotated[int, Range(2, 2)]
    take_two_seats: dict[int, tuple[int, ...]]
    ice_cream_table: tuple[int, ...]
    photo_majority_points: Annotated[int, Range(0, 99)]
    four_plus_min_run: Annotated[int, Range(1, 30)]
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class Proposed:
    """Numbers of our own design (components document, sections 4-6)."""

    take_two_seats_3p: tuple[int, ...]
    bridge_valid_points: int
    bridge_invalid_points: int
    half_stay_paired_points: Annotated[int, Range(0, 99)]
    photo_split_rounding: Literal["floor"]
    four_plus_months: Literal["union", "per_run"]
    four_plus_max: Annotated[int, Range(0, 999)]
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class Constants:
    facts: Facts
    proposed: Proposed


@dataclass(frozen=True)
class Components:
    """Everything the rules need from the data files."""

    cards: tuple[Card, ...]
    lookups: Lookups
    constants: Constants
    main_deck: tuple[int, ...]
    take_two_cards: tuple[int, ...]
    index: dict[str, int]

    @property
    def facts(self) -> Facts:
        return self.constants.facts

    @property
    def proposed(self) -> Proposed:
        return self.constants.proposed

    @property
    def months(self) -> int:
        return len(self.lookups.months)

    @property
    def slots(self) -> int:
        """Schedule slots per player (9)."""
        return self.months * self.facts.slots_per_month

    def card(self, index: int) -> Card:
        return self.cards[index]

    def country_name(self, code: str | None) -> str:
        if code == ANY:
            return self.lookups.any_country.name
        for c in self.lookups.countries:
            if c.id == code:
                return c.name
        return ""

    def type_name(self, code: str | None) -> str:
        for t in self.lookups.holiday_types:
            if t.id == code:
                return t.name
        return ""

    def flavour_name(self, code: str | None) -> str:
        for f in self.lookups.flavours:
            if f.id == code:
                return f.name
        return ""

    def objective_kind_name(self, kind: str | None) -> str:
        for k in self.lookups.objective_kinds:
            if k.id == kind:
                return k.name
        return ""

    def month_name(self, month: int) -> str:
        """The name of month ``month`` (0 = June)."""
        return self.lookups.months[month].name


def _path(name: str):
    return data_path("summer_nine", name)


CARDS_FILE = "data/summer_nine/cards.yaml"


def _check_cards(cards: tuple[Card, ...], lines: tuple[int, ...], lookups: Lookups) -> None:
    countries = [c.id for c in lookups.countries]
    check_unique(cards, "id", CARDS_FILE, lines)
    check_refs(cards, "country", countries + [ANY], CARDS_FILE, lines, "country")
    check_refs(
        cards, "holiday_type", [t.id for t in lookups.holiday_types], CARDS_FILE, lines, "type"
    )
    check_refs(cards, "flavour", [f.id for f in lookups.flavours], CARDS_FILE, lines, "flavour")
    for card, line in zip(cards, lines):
        need = {
            "destination": ("country", "holiday_type"),
            "half_stay": ("country",),
            "ice_cream": ("flavour",),
            "objective": ("objective",),
        }.get(card.kind, ())
        for name in need:
            if getattr(card, name) is None:
                raise DataError(CARDS_FILE, line, name, f"a {card.kind} card needs one")
        if card.kind == "destination" and card.country == ANY:
            raise DataError(CARDS_FILE, line, "country", "a destination has a real country")
        if card.kind == "objective":
            wants = {"month_country": "country", "four_plus": "country"}.get(card.objective or "")
            wants = wants or {"month_type": "holiday_type", "plus_one": "holiday_type"}.get(
                card.objective or ""
            )
            if wants and getattr(card, wants) is None:
                raise DataError(CARDS_FILE, line, wants, f"a {card.objective} objective needs one")


@functools.cache
def components() -> Components:
    """The components, loaded on first use and shared afterwards."""
    lookups = load_record(_path("lookups.yaml"), Lookups)
    cards, lines = load_records_with_lines(_path("cards.yaml"), Card, "cards")
    _check_cards(cards, lines, lookups)
    kinds = {k.id for k in lookups.objective_kinds}
    for card, line in zip(cards, lines):
        if card.objective is not None and card.objective not in kinds:
            raise DataError(
                "data/summer_nine/lookups.yaml",
                None,
                "objective_kinds",
                f"no name for the objective kind {card.objective!r} (cards.yaml:{line})",
            )
    constants = load_record(_path("constants.yaml"), Constants)
    facts = constants.facts
    for players, row in facts.take_two_seats.items():
        if len(row) != players:
            raise DataError(
                "data/summer_nine/constants.yaml",
                None,
                f"take_two_seats.{players}",
                f"expected {players} numbers, got {len(row)}",
            )
    if facts.pool_columns != len(lookups.months) * facts.slots_per_month:
        raise DataError(
            "data/summer_nine/constants.yaml",
            None,
            "facts.pool_columns",
            "must be the number of months times slots_per_month",
        )
    if facts.rounds != 2 * facts.pool_columns - 1:
        raise DataError(
            "data/summer_nine/constants.yaml",
            None,
            "facts.rounds",
            "one round per column revealed, then one per column hidden: 2 x columns - 1",
        )
    take_two = tuple(i for i, c in enumerate(cards) if c.kind == "take_two")
    main = tuple(i for i, c in enumerate(cards) if c.kind != "take_two")
    total = max(sum(r) for r in facts.take_two_seats.values())
    if total > len(take_two) or sum(constants.proposed.take_two_seats_3p) > len(take_two):
        raise DataError(CARDS_FILE, None, "take_two", "fewer Take Two cards than the seats need")
    if len(facts.ice_cream_table) != len(lookups.flavours) + 1:
        raise DataError(
            "data/summer_nine/constants.yaml",
            None,
            "facts.ice_cream_table",
            "needs one value per number of flavours, 0 included",
        )
    index = {c.id: i for i, c in enumerate(cards)}
    return Components(tuple(cards), lookups, constants, main, take_two, index)
