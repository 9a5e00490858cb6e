"""Summer Resort's component data, read once from ``data/summer_resort/*.yaml``."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal

from tabletop.engine.data import (
    Count,
    DataError,
    PositiveCount,
    Turns,
    check_refs,
    check_unique,
    load_record,
    load_records_with_lines,
)
from tabletop.resources import data_path

Provenance = Literal["fact", "derived", "proposed"]
Forecast = Literal["cloud", "sun"]


@dataclass(frozen=True)
class VacationerKind:
    """A guest type; its card is also a money card worth ``value`` zł."""

    id: str
    name: str
    value: int
    colour: str
    count: Count
    starting_per_player: int
    houses: tuple[str, ...]
    provenance: Provenance


@dataclass(frozen=True)
class HouseKind:
    """Cottage, villa or pension: ``level`` on the forest stack, victory ``points``."""

    id: str
    name: str
    level: int
    points: int
    colour: str
    count: Count
    guest: str
    provenance: Provenance


@dataclass(frozen=True)
class Investment:
    """One investment stack beside the bank: what it sells and its base ``price``."""

    id: str
    name: str
    card: Literal["forest", "cottage", "villa", "pension", "automobile"]
    price: int
    count_rule: Literal[
        "half_of_remaining_forests",
        "cottages_minus_players",
        "all_villas",
        "all_pensions",
        "players_plus_one",
    ]
    provenance: Provenance


@dataclass(frozen=True)
class Weather:
    """A locomotive/weather card: guests sent per cottage, villa and pension."""

    id: str
    name: str
    forecast: Forecast
    cottage: int
    villa: int
    pension: int
    adds_car: bool
    count: Count
    removed_with_five: int
    provenance: Provenance


@dataclass(frozen=True)
class Setup:
    """Set-up amounts and fixed prices; ``proposed_provenance`` tags our own readings."""

    provenance: Provenance
    starting_money: int
    starting_forests: int
    starting_cottages: int
    tokens_per_player: PositiveCount
    forests_total: Count
    rounds: Turns
    rounds_with_five: int
    cars_extra: int
    cars_with_five: int
    cars_max: int
    automobiles_extra: int
    package: int
    refuel: int
    president_points: int
    zloty_per_point: int
    proposed_provenance: Provenance
    refuel_pair_free: bool
    leftover_to_bank: bool


@dataclass(frozen=True)
class Components:
    """Every data table of the game, validated and cross-checked."""

    vacationers: tuple[VacationerKind, ...]
    houses: tuple[HouseKind, ...]
    investments: tuple[Investment, ...]
    weather: tuple[Weather, ...]
    setup: Setup

    def vacationer(self, kind: str) -> VacationerKind:
        return next(v for v in self.vacationers if v.id == kind)

    def investment(self, stack: str) -> Investment:
        return next(i for i in self.investments if i.id == stack)

    def weather_card(self, card: str) -> Weather:
        return next(w for w in self.weather if w.id == card)


def _path(name: str):
    return data_path("summer_resort", name)


@functools.cache
def components() -> Components:
    """The game's data, loaded on first use and shared afterwards."""
    vac, vac_lines = load_records_with_lines(
        _path("vacationers.yaml"), VacationerKind, "vacationers"
    )
    houses, house_lines = load_records_with_lines(_path("houses.yaml"), HouseKind, "houses")
    inv, inv_lines = load_records_with_lines(_path("investments.yaml"), Investment, "investments")
    weather, w_lines = load_records_with_lines(_path("weather.yaml"), Weather, "weather")
    setup = load_record(_path("setup.yaml"), Setup)
    check_unique(vac, "id", "data/summer_resort/vacationers.yaml", vac_lines)
    check_unique(houses, "id", "data/summer_resort/houses.yaml", house_lines)
    check_unique(inv, "id", "data/summer_resort/investments.yaml", inv_lines)
    check_unique(weather, "id", "data/summer_resort/weather.yaml", w_lines)
    check_refs(houses, "guest", [v.id for v in vac], "data/summer_resort/houses.yaml", house_lines)
    check_refs(
        vac, "houses", [h.id for h in houses], "data/summer_resort/vacationers.yaml", vac_lines
    )
    if [h.level for h in houses] != [1, 2, 3]:
        raise DataError(
            "data/summer_resort/houses.yaml", None, "level", "expected levels 1, 2, 3 in order"
        )
    if not any(w.forecast == "cloud" and w.count > w.removed_with_five for w in weather):
        raise DataError(
            "data/summer_resort/weather.yaml", None, "forecast", "no cloud card to open with"
        )
    comp = Components(vac, houses, inv, weather, setup)
    check_deck(comp)
    return comp


def check_deck(comp: Components) -> None:
    """The weather deck must hold one card more than the rounds it is played for (the book:
    the last card is never revealed), with and without the five-player removals."""
    full = sum(w.count for w in comp.weather)
    five = sum(w.count - w.removed_with_five for w in comp.weather)
    for cards, rounds, who in (
        (full, comp.setup.rounds, "2-4 players"),
        (five, comp.setup.rounds_with_five, "5 players"),
    ):
        if cards != rounds + 1:
            raise DataError(
                "data/summer_resort/weather.yaml",
                None,
                "count",
                f"{who}: {cards} weather cards for {rounds} rounds; expected {rounds + 1}",
            )
