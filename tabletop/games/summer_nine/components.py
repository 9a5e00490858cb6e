"""Summer Nine's components, read once from ``data/summer_nine/*.yaml`` and shared.

States refer to cards by number: a card is an index into ``components().cards`` (the
order of ``cards.yaml``). ``main_deck`` lists the indices shuffled at set-up,
``take_two_cards`` the eight Take Two cards kept apart.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from tabletop.engine.data import (
    DataError,
    Range,
    build,
    check_refs,
    check_unique,
    load_records_with_lines,
    read_yaml,
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

CardPoints = Annotated[int, Range(0, 10)]
"""A card's points: a destination's value (1-3), an objective's points per month (1-5)."""
Players = Annotated[int, Range(2, 4)]
"""A player count of the standard game."""
TakeTwoCount = Annotated[int, Range(0, 8)]
"""Take Two cards dealt to one seat (the box has eight)."""
Points = Annotated[int, Range(0, 99)]
"""Points a scoring rule gives (never negative)."""


@dataclass(frozen=True)
class Card:
    """One printed card. ``points``: a destination's value, or an objective's points per
    qualifying month (per card for ``plus_one``)."""

    id: str
    kind: CardKind
    name: str
    country: str | None = None
    holiday_type: str | None = None
    points: CardPoints = 0
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
    take_two_seats: dict[Players, tuple[TakeTwoCount, ...]]
    ice_cream_table: tuple[Points, ...]
    photo_majority_points: Points
    four_plus_min_run: Annotated[int, Range(1, 30)]
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class Proposed:
    """Numbers of our own design (components document, sections 4-6)."""

    take_two_seats_3p: tuple[TakeTwoCount, ...]
    bridge_valid_points: Annotated[int, Range(0, 10)]
    bridge_invalid_points: Annotated[int, Range(-10, 0)]
    """A bridge that joins nothing scores this (a penalty, so never above 0)."""
    half_stay_paired_points: Points
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


def _path(name: str) -> Path:
    return data_path("summer_nine", name)


CARDS_FILE = "data/summer_nine/cards.yaml"
LOOKUPS_FILE = "data/summer_nine/lookups.yaml"
CONSTANTS_FILE = "data/summer_nine/constants.yaml"


def _line(data: object, *keys: object) -> int | None:
    """The line of ``data[k1][k2]...`` in a mapping read by ``read_yaml`` (which records
    each key's line), for checks that span several fields."""
    line = getattr(data, "line", None)
    for key in keys:
        if not isinstance(data, dict) or key not in data:
            break
        line = getattr(data, "key_lines", {}).get(key, line)
        data = data[key]
    return line


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
    raw_lookups = read_yaml(_path("lookups.yaml"), LOOKUPS_FILE)
    lookups = build(Lookups, raw_lookups, LOOKUPS_FILE, "", 1)
    for name in ("countries", "holiday_types", "flavours", "months", "objective_kinds"):
        if not getattr(lookups, name):
            raise DataError(
                LOOKUPS_FILE, _line(raw_lookups, name), name, "needs at least one entry"
            )
    cards, lines = load_records_with_lines(_path("cards.yaml"), Card, "cards", CARDS_FILE)
    _check_cards(cards, lines, lookups)
    kinds = {k.id for k in lookups.objective_kinds}
    for card, line in zip(cards, lines):
        if card.objective is not None and card.objective not in kinds:
            raise DataError(
                LOOKUPS_FILE,
                _line(raw_lookups, "objective_kinds"),
                "objective_kinds",
                f"no name for the objective kind {card.objective!r} (cards.yaml:{line})",
            )
    raw = read_yaml(_path("constants.yaml"), CONSTANTS_FILE)
    constants = build(Constants, raw, CONSTANTS_FILE, "", 1)
    take_two = tuple(i for i, c in enumerate(cards) if c.kind == "take_two")
    _check_constants(constants, raw, len(lookups.months), len(lookups.flavours), len(take_two))
    main = tuple(i for i, c in enumerate(cards) if c.kind != "take_two")
    pool = constants.facts.pool_rows * constants.facts.pool_columns
    if len(main) < pool:
        raise DataError(
            CARDS_FILE,
            _line(read_yaml(_path("cards.yaml"), CARDS_FILE), "cards"),
            "cards",
            f"{len(main)} cards besides Take Two; the pool alone needs {pool}",
        )
    index = {c.id: i for i, c in enumerate(cards)}
    return Components(tuple(cards), lookups, constants, main, take_two, index)


def _check_constants(
    constants: Constants, raw: object, months: int, flavours: int, take_twos: int
) -> None:
    """The numbers that must fit together (each error on the line of the field named)."""
    facts, proposed = constants.facts, constants.proposed

    def fail(section: str, key: object, field: str, message: str) -> None:
        line = _line(raw, section, field) if key is None else _line(raw, section, field, key)
        name = f"{section}.{field}" + ("" if key is None else f".{key}")
        raise DataError(CONSTANTS_FILE, line, name, message)

    for players in (2, 3, 4):
        if players not in facts.take_two_seats:
            fail("facts", None, "take_two_seats", f"needs a row for {players} players")
    for players, row in facts.take_two_seats.items():
        if len(row) != players:
            fail("facts", players, "take_two_seats", f"expected {players} numbers, got {len(row)}")
    if len(proposed.take_two_seats_3p) != 3:
        got = len(proposed.take_two_seats_3p)
        fail("proposed", None, "take_two_seats_3p", f"expected 3 numbers, got {got}")
    for players, row in facts.take_two_seats.items():
        if sum(row) > take_twos:
            fail(
                "facts",
                players,
                "take_two_seats",
                f"{sum(row)} Take Two cards; the deck has {take_twos}",
            )
    if sum(proposed.take_two_seats_3p) > take_twos:
        need = sum(proposed.take_two_seats_3p)
        fail(
            "proposed",
            None,
            "take_two_seats_3p",
            f"{need} Take Two cards; the deck has {take_twos}",
        )
    if facts.pool_columns != months * facts.slots_per_month:
        fail("facts", None, "pool_columns", "must be the number of months times slots_per_month")
    if facts.rounds != 2 * facts.pool_columns - 1:
        fail(
            "facts",
            None,
            "rounds",
            "one round per column revealed, then one per column hidden: 2 x columns - 1",
        )
    if len(facts.ice_cream_table) != flavours + 1:
        fail(
            "facts",
            None,
            "ice_cream_table",
            f"needs one value per number of flavours, 0 included ({flavours + 1})",
        )
