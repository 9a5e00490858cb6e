"""The hint explains itself in Lodge's own terms: the guest seated (how many of the
guests that end the game, its favourite floor), the amenity met or brought closer, the
points, the guest a new room makes room for, and a solo turn's end. Positions come from
seeded greedy games; the expected words and numbers are read from the states."""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.engine import EndTurn
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import BuildRoom, PlaceDisplayGuest, PlaceValetGuest
from tabletop.games.lodge.components import components
from tabletop.games.lodge.scoring import amenity_status, score
from tabletop.games.lodge.state import floor_of, space
from tests.games.hints import greedy_hints, reason_part

GENERIC = ("best-looking", "least costly")


def hints(players: int, seed: int, kinds=(), mode: str = "standard") -> Iterator[tuple]:
    """See ``greedy_hints``: this game's seeded greedy games and their hint lines."""
    return greedy_hints(GAME, players, seed, kinds, mode)


def _reason(state, move, line: str) -> str:
    return reason_part(GAME, state, move, line)


def test_every_hint_of_a_game_gives_a_reason_of_its_own():
    reasons = [_reason(state, move, line) for state, _, move, line in hints(3, seed=1)]
    assert len(reasons) > 60
    assert not [r for r in reasons if any(g in r for g in GENERIC)]
    assert max(len(r) for r in reasons) <= 95


def test_a_guest_counts_towards_the_end_its_floor_and_the_points():
    need = components().constants.facts.end_trigger_guests
    checked = favourite = 0
    for state, seat, move, line in hints(2, seed=0, kinds=(PlaceDisplayGuest, PlaceValetGuest)):
        if not isinstance(move, (PlaceDisplayGuest, PlaceValetGuest)):
            continue
        after = GAME.advance(state, move)
        old, new = state.lodges[seat], after.lodges[seat]
        reason = _reason(state, move, line)
        assert reason.startswith(f"guest {new.guest_count()}")
        if new.guest_count() < need:
            assert reason.startswith(f"guest {new.guest_count()} of {need}")
        guest = components().guests[new.guests[space(move.floor, move.column)]]
        if guest.floor == floor_of(space(move.floor, move.column)):
            assert "on its favourite floor" in reason
            favourite += 1
        assert reason.endswith(f"+{score(new) - score(old)} points")
        checked += 1
    assert checked >= 5 and favourite >= 2


def test_a_room_or_amenity_says_which_amenity_it_meets_and_its_points():
    met = 0
    for state, seat, move, line in hints(2, seed=1):
        after = GAME.advance(state, move)
        old, new = state.lodges[seat], after.lodges[seat]
        before = {i for i, _, ok in amenity_status(old) if ok}
        newly = [a for i, a, ok in amenity_status(new) if ok and i not in before]
        if newly and not isinstance(move, (PlaceDisplayGuest, PlaceValetGuest)):
            name = components().amenities[newly[0]].name
            assert f"meets the {name}" in line
            assert line.endswith(f"+{score(new) - score(old)} points")
            met += 1
    assert met >= 3


def test_a_room_that_seats_the_valets_guest_says_so():
    found = 0
    for state, seat, move, line in hints(3, seed=1, kinds=BuildRoom):
        if isinstance(move, BuildRoom) and "room for your valet's" in line:
            guest = components().guests[state.lodges[seat].valet]
            colours = components().colours
            words = f"{colours[guest.a].name.lower()} + {colours[guest.b].name.lower()} guest"
            assert line.endswith(f"room for your valet's {words}")
            found += 1
    assert found >= 2


def test_a_solo_turn_is_judged_alone():
    ends = last = 0
    for state, _seat, move, line in hints(1, seed=1, kinds=EndTurn, mode="solo"):
        if not isinstance(move, EndTurn):
            continue
        after = GAME.advance(state, move)
        if GAME.is_over(after):
            total = GAME.result(after).totals[0]
            assert line.startswith(f"Ends the turn: ends the game with {total} points: ")
            last += 1
        else:
            assert line == "Ends the turn: nothing more to seat or build this turn"
            ends += 1
    assert ends >= 3 and last == 1


def test_a_valet_guest_says_how_it_will_be_seated():
    from tabletop.games.lodge.actions import ChooseValet
    from tabletop.games.lodge.rules.placement import guest_spaces

    found = 0
    for seed in (0, 1):
        for state, seat, move, line in hints(3, seed=seed, kinds=ChooseValet):
            if not isinstance(move, ChooseValet):
                continue
            after = GAME.advance(state, move)
            lodge = after.lodges[seat]
            guest = components().guests[lodge.valet]
            reason = _reason(state, move, line)
            if guest_spaces(lodge, guest):
                assert reason == "your rooms can seat it next turn"
            else:
                assert reason.startswith("an empty ") or reason == "for rooms still to build"
            found += 1
    assert found >= 2


def test_a_refresh_is_judged_on_the_display_it_replaces_not_on_a_guess():
    from tabletop.games.lodge.actions import RefreshGuests, UseRefreshToken
    from tabletop.games.lodge.rules.placement import guest_spaces

    found = 0
    for seed in (1, 2):
        for state, seat, move, line in hints(3, seed=seed, kinds=(RefreshGuests, UseRefreshToken)):
            reason = _reason(state, move, line)
            if isinstance(move, UseRefreshToken):
                assert reason == f"new rooms for floor {move.row}"
            else:
                lodge = state.lodges[seat]
                guests = components().guests
                fits = any(guest_spaces(lodge, guests[g]) for g in state.guest_display if g >= 0)
                wanted = "a fresh guest display" if fits else "no guest on display fits"
                assert reason.startswith(wanted), reason
            found += 1
    assert found >= 3
