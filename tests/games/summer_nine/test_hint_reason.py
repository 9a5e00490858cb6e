"""The hint explains itself in Summer Nine's own terms: the month a card fills, the
objective and the months it scores, ice cream flavours, photos, a half stay's partner,
a Take Two judged by its two picks, Time Travel's blind pick (never "points in your
schedule" or the bot's estimate). Positions come from seeded greedy games; the expected
words and numbers are read from the states."""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.games.summer_nine import GAME
from tabletop.games.summer_nine.actions import PlayTakeTwo, TakeToHand, TakeToSchedule, TimeTravel
from tabletop.games.summer_nine.components import components
from tabletop.games.summer_nine.scoring import ice_cream_points, objectives_in, score_schedule
from tabletop.games.summer_nine.state import EMPTY, month_of_column, month_slots, pool_index
from tests.games.hints import greedy_hints, reason_part

GENERIC = ("best-looking", "least costly", "for points in your schedule")


def hints(players: int, seed: int, kinds=(), mode: str = "standard") -> Iterator[tuple]:
    """See ``greedy_hints``: this game's seeded greedy games and their hint lines."""
    return greedy_hints(GAME, players, seed, kinds, mode)


def _reason(state, move, line: str) -> str:
    return reason_part(GAME, state, move, line)


def _hand(state, seat: int) -> tuple[int, ...]:
    return tuple(x for x in state.hands[seat] if x >= 0)


def test_every_hint_of_a_game_gives_a_reason_of_its_own():
    reasons = [_reason(state, move, line) for state, _, move, line in hints(3, seed=2)]
    assert len(reasons) > 40
    assert not [r for r in reasons if any(g in r for g in GENERIC)]
    assert max(len(r) for r in reasons) <= 95


def test_a_card_in_the_schedule_names_its_month_and_what_it_scores():
    c = components()
    months = objectives = 0
    for state, seat, move, line in hints(2, seed=0, kinds=TakeToSchedule):
        if not isinstance(move, TakeToSchedule):
            continue
        after = GAME.advance(state, move)
        month = month_of_column(move.column)
        name = c.month_name(month)
        full = sum(1 for s in month_slots(month) if after.schedules[seat][s - 1] != EMPTY)
        if full == c.facts.slots_per_month:
            assert line.endswith(f"completes {name}"), line
        else:
            assert line.endswith(f"{name} {full} of {c.facts.slots_per_month} filled"), line
        months += 1
        held = objectives_in(_hand(state, seat))
        old = score_schedule(state.schedules[seat], held, state.options.four_plus)
        new = score_schedule(after.schedules[seat], held, state.options.four_plus)
        gains = {
            line.label: line.points - sum(x.points for x in old.lines if x.label == line.label)
            for line in new.lines
            if line.label in {c.cards[o].name for o in held}
        }
        if any(g > 0 for g in gains.values()):
            best = max(gains, key=lambda k: gains[k])
            assert f"{best} scores " in line, line
            objectives += 1
    assert months >= 8 and objectives >= 1


def test_ice_cream_counts_the_flavours_and_the_points():
    c = components()
    found = 0
    for state, seat, move, line in hints(3, seed=2, kinds=TakeToHand):
        if not isinstance(move, TakeToHand):
            continue
        card = state.pool[pool_index(move.row, move.column)]
        if c.cards[card].kind != "ice_cream":
            continue
        old, _ = ice_cream_points(_hand(state, seat))
        new, flavours = ice_cream_points(_hand(state, seat) + (card,))
        word = "flavour" if flavours == 1 else "flavours"
        assert _reason(state, move, line) == f"{flavours} ice cream {word} (+{new - old})"
        found += 1
    assert found >= 2


def test_take_two_and_time_travel_say_what_their_picks_bring():
    c = components()
    two = travel = 0
    for seed in (0, 1, 2):
        for state, seat, move, line in hints(2, seed=seed, kinds=(PlayTakeTwo, TimeTravel)):
            reason = _reason(state, move, line)
            if isinstance(move, PlayTakeTwo):
                assert reason and not any(g in reason for g in GENERIC)
                if "kept" in reason:  # the move's words do not say which card: the reason does
                    names = {c.cards[x].name for x in range(len(c.cards))}
                    assert reason.split(": ")[0] in names, reason
                two += 1
            if isinstance(move, TimeTravel):
                name = c.month_name(month_of_column(move.column))
                empty = [s for s in month_slots(month_of_column(move.column))]
                empty = [s for s in empty if state.schedules[seat][s - 1] == EMPTY]
                if empty:
                    assert reason.startswith(f"a blind pick for {name}: {len(empty)} empty")
                else:
                    assert reason == f"a blind pick, kept from your rivals ({name} is full)"
                travel += 1
    assert two >= 3 and travel >= 1


def test_an_objective_taken_says_what_it_scores_or_where_it_still_can():
    c = components()
    found = 0
    for seed in (0, 1, 2):
        for state, seat, move, line in hints(3, seed=seed, kinds=TakeToHand):
            if not isinstance(move, TakeToHand):
                continue
            card = state.pool[pool_index(move.row, move.column)]
            if c.cards[card].kind != "objective":
                continue
            reason = _reason(state, move, line)
            held = objectives_in(_hand(state, seat))
            four = state.options.four_plus
            schedule = state.schedules[seat]
            worth = (
                score_schedule(schedule, tuple(sorted(held + (card,))), four).total
                - score_schedule(schedule, held, four).total
            )
            if worth > 0:
                assert reason.startswith("it scores ") and reason.endswith(f"(+{worth})")
            else:
                assert reason.startswith("no points yet"), reason
            found += 1
    assert found >= 2
