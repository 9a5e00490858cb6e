"""The accommodation search against brute force over every guest-by-guest assignment,
ranked as ruling SR-1 says: most housed, most into empty houses, fewest houses, most rent."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.summer_resort.rules.lodging import arrangements, suits
from tabletop.games.summer_resort.state import Lot

KINDS = ("student", "convalescent", "socialite")
ORDER = {k: i for i, k in enumerate(KINDS)}
VALUE = {"student": 100, "convalescent": 200, "socialite": 300}

lot_strategy = st.builds(
    Lot,
    st.integers(min_value=0, max_value=3),
    st.lists(st.sampled_from(KINDS), max_size=2).map(lambda g: tuple(sorted(g, key=ORDER.get))),
)


def canonical(lots, fills):
    """An arrangement up to swapping interchangeable houses."""
    groups = {}
    for lot, fill in zip(lots, fills):
        if lot.is_house:
            key = (lot.level, lot.guests)
            groups.setdefault(key, []).append(tuple(sorted(fill, key=ORDER.get)))
    return tuple(sorted((k, tuple(sorted(v))) for k, v in groups.items()))


def brute_force(lots, guests):
    best, found = None, set()
    for choice in product(range(-1, len(lots)), repeat=len(guests)):
        fills = [[] for _ in lots]
        ok = True
        for guest, lot in zip(guests, choice):
            if lot < 0:
                continue
            if guest not in suits(lots[lot].level) or len(fills[lot]) == 2:
                ok = False
                break
            fills[lot].append(guest)
        if not ok:
            continue
        used = [i for i, f in enumerate(fills) if f]
        into_empty = sum(len(fills[i]) for i in used if not lots[i].guests)
        rent = sum(VALUE[g] for i in used for g in lots[i].guests)
        score = (-sum(len(f) for f in fills), -into_empty, len(used), -rent)
        if best is None or score < best:
            best, found = score, set()
        if score == best:
            found.add(canonical(lots, fills))
    return found


@settings(max_examples=300, deadline=None)
@given(st.lists(lot_strategy, min_size=1, max_size=4), st.lists(st.sampled_from(KINDS), max_size=5))
def test_arrangements_are_exactly_the_best_ones_each_once(lots, guests):
    lots, guests = tuple(lots), tuple(guests)
    offered = arrangements(lots, guests)
    forms = [canonical(lots, a) for a in offered]
    assert len(forms) == len(set(forms)), "two offered arrangements are the same choice"
    assert set(forms) == brute_force(lots, guests)
