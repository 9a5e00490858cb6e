"""The end of a game: treasures become nuts, nuts become squirrels (planned here, laid by
``turn.end``), and the multiplayer ranking.

Where to put the end-of-game squirrels is the player's choice; the engine takes the best
one for them. It tries every order of completing Areas (each completion can pay out more
treasures for more squirrels) and keeps the plan with the best outcome: in the multiplayer
game a full floor with the most nuts (then the odd berry), else the fewest empty spaces.
Solo, the book says to finish filling the floor with the treasures, so the fewest empty
spaces come first there too (a full floor wins), then the most points for what is left.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import Result, rank_by
from tabletop.engine.result import seat_ref

from ..components import components
from ..components.floor import count_printed
from ..state import BERRY, FEATHER, MUSHROOM, NUT, Final, IndianSummerState, Treasures, add


@dataclass(frozen=True)
class Plan:
    """Complete these Areas in this order, then lay ``extras`` more squirrels."""

    areas: tuple[int, ...]
    extras: int
    left: Treasures
    empty: int
    squirrels: int


def nut_worth(t: Treasures) -> int:
    """How many nuts (so squirrels) these treasures can become."""
    return t[NUT] + t[MUSHROOM] + t[FEATHER] + t[BERRY] // 2


def spend(t: Treasures, nuts: int) -> Treasures:
    """Pay ``nuts`` nuts, cheapest first: nuts, pairs of berries, mushrooms, feathers."""
    b, n, m, f = t
    for _ in range(nuts):
        if n:
            n -= 1
        elif b >= 2:
            b -= 2
        elif m:
            m -= 1
        else:
            f -= 1
    return (b, n, m, f)


def solo_points(t: Treasures) -> int:
    values = tuple(k.solo_points for k in components().treasures)
    return sum(c * v for c, v in zip(t, values))


def _key(plan: Plan, solo: bool) -> tuple:
    if solo:
        return (-plan.empty, solo_points(plan.left))
    if plan.empty == 0:
        return (1, nut_worth(plan.left), plan.left[BERRY] % 2)
    return (0, -plan.empty, 0)


def best_plan(side: str, covered: int, tokens: int, treasures: Treasures, solo: bool) -> Plan:
    """The best way to spend the treasures on squirrels (see the module docstring)."""
    cat = components()
    open_areas = {}
    for i, mask in enumerate(cat.areas):
        if covered & mask != mask:
            open_areas[i] = ((mask & ~covered).bit_count(), count_printed(side, tokens & mask))
    best: list[tuple[tuple, Plan]] = []

    def consider(plan: Plan) -> None:
        key = _key(plan, solo)
        if not best or key > best[0][0]:
            best[:] = [(key, plan)]

    def search(order: tuple[int, ...], t: Treasures, empty: int, used: int) -> None:
        remaining = [a for a in open_areas if a not in order]
        consider(Plan(order, 0, t, empty, used))
        budget = nut_worth(t)
        room = sum(open_areas[a][0] - 1 for a in remaining)
        extras = min(budget, room)
        if extras:
            consider(Plan(order, extras, spend(t, extras), empty - extras, used + extras))
        for a in remaining:
            need, found = open_areas[a]
            if need <= budget:
                search(order + (a,), add(spend(t, need), found), empty - need, used + need)

    search((), treasures, (cat.full & ~covered).bit_count(), 0)
    return best[0][1]


def final_of(plan: Plan, solo: bool) -> Final:
    """A player's ``Final`` once ``plan`` is carried out (``turn.end``): the last
    conversion into nuts counted (solo: the points of what is left less the empty spaces)."""
    left = plan.left
    full = plan.empty == 0
    if solo:
        return Final(
            full,
            plan.empty,
            left[NUT],
            left[BERRY],
            plan.squirrels,
            solo_points(left) - plan.empty,
            plan.areas,
            left,
        )
    nuts, berry = nut_worth(left), left[BERRY] % 2
    return Final(full, plan.empty, nuts, berry, plan.squirrels, 0, plan.areas, (berry, nuts, 0, 0))


def multiplayer_result(state: IndianSummerState) -> Result:
    """Full floors first, by nuts then the odd berry (shared if still tied); everyone else
    by fewest empty spaces. A full floor's total is its nuts, another's minus its gaps."""
    finals = state.finals
    keys = [(1, f.nuts, f.berry) if f.full else (0, -f.empty, 0) for f in finals]
    totals = tuple(f.nuts if f.full else -f.empty for f in finals)
    breakdown = tuple(
        (
            ("covered", components().full.bit_count() - f.empty),
            ("empty", f.empty),
            ("nuts", f.nuts),
            ("berry", f.berry),
            ("end squirrels", f.squirrels),
        )
        for f in finals
    )
    notes = tuple(_note(i, f) for i, f in enumerate(finals))
    return Result(totals=totals, breakdown=breakdown, ranks=rank_by(keys), notes=notes)


def _note(seat: int, f: Final) -> str:
    areas = ", ".join(str(a + 1) for a in f.areas) or "none"
    head = "covered the whole floor" if f.full else f"left {f.empty} spaces empty"
    return (
        f"{seat_ref(seat)} {head}: {f.squirrels} squirrels at the end "
        f"(Areas completed in order: {areas}), {f.nuts} nuts left, odd berry {f.berry}."
    )
