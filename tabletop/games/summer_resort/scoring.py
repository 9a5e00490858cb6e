"""End-game scoring: 1 point per 100 zł (guests still in houses count as money), every
house card in every stack (cottage 2, villa 3, pension 5), the President 5."""

from __future__ import annotations

from tabletop.engine import Result, rank_by
from tabletop.engine.result import seat_ref

from .components import components
from .state import Resort, SummerResortState


def guest_money(resort: Resort) -> int:
    """Zł of the guests still staying, once their cards are turned to the money side."""
    return sum(components().vacationer(g).value for lot in resort.lots for g in lot.guests)


def house_points(resort: Resort) -> dict[str, int]:
    """Points of every house card by kind: a pension stack scores 2 + 3 + 5."""
    out = {h.id: 0 for h in components().houses}
    for lot in resort.lots:
        for house in components().houses:
            if lot.level >= house.level:
                out[house.id] += house.points
    return out


def breakdown(state: SummerResortState, seat: int) -> tuple[tuple[str, int], ...]:
    """(category, points) for one seat."""
    setup = components().setup
    resort = state.resorts[seat]
    houses = house_points(resort)
    return (
        ("money", resort.money // setup.zloty_per_point),
        ("guests", guest_money(resort) // setup.zloty_per_point),
        ("cottages", houses["cottage"]),
        ("villas", houses["villa"]),
        ("pensions", houses["pension"]),
        ("president", setup.president_points if state.president == seat else 0),
    )


def points(state: SummerResortState, seat: int) -> int:
    return sum(p for _, p in breakdown(state, seat))


def live_scores(state: SummerResortState) -> tuple[int, ...]:
    """Every seat's points now (the table's live scores)."""
    return tuple(points(state, s) for s in range(state.players))


def final_money(state: SummerResortState, seat: int) -> int:
    """Money for the tie-break, guests included (all cards are flipped at the end)."""
    resort = state.resorts[seat]
    return resort.money + guest_money(resort)


def result(state: SummerResortState) -> Result:
    """Totals, breakdown and ranks (ties: most money, else shared)."""
    seats = range(state.players)
    totals = tuple(points(state, s) for s in seats)
    ranks = rank_by([(totals[s], final_money(state, s)) for s in seats])
    notes = []
    if state.president >= 0:
        notes.append(f"{seat_ref(state.president)} holds the President token (5 points).")
    notes.append("Guests still in houses are turned to their money side and counted as money.")
    return Result(totals, tuple(breakdown(state, s) for s in seats), ranks, tuple(notes))
