"""The hint explains itself in Resafa's own terms: a canal tile's VP at the next rain
(the number the rain then really gives), the steps left to a special card, the workshop's
rooms, the trading base, the merchant token's row, the goods a production brings (never
the bot's estimate). Positions come from seeded greedy games; the expected words and
numbers are read from the states."""

from __future__ import annotations

import functools
import random

from tabletop.engine.bots import explain_choice
from tabletop.games.resafa import GAME
from tabletop.games.resafa.actions import BuildCanal, BuildWorkshop, PlaceToken, StepTrack
from tabletop.games.resafa.bot.reason import rain_vp
from tabletop.games.resafa.bot.reason import reason as reason_of
from tabletop.games.resafa.bot.strategy import _next_icon, rains_left
from tabletop.games.resafa.components.records import COLOURS
from tabletop.games.resafa.facts import rain_show
from tabletop.games.resafa.facts.board import workshop
from tabletop.games.resafa.scoring import row_value
from tabletop.games.resafa.state import PLAY
from tests.games.hints import greedy_moves

GENERIC = ("best-looking", "least costly")
ROWS = ("garden", "workshop", "canal")


@functools.cache
def positions(players: int, seed: int) -> tuple[tuple, ...]:
    """(state, seat, the greedy move) at each decision of a seeded greedy game (played once
    for all the tests here)."""
    return tuple(m for m in greedy_moves(GAME, players, seed) if m[2] is not None)


def hint(state, seat: int, move) -> str:
    """The hint's reason for ``move`` (the line without the move's own words)."""
    line = explain_choice(GAME, GAME.view(state, seat), move, seat, random.Random(0))
    text = GAME.describe(state, move)
    assert line.lower().startswith(text.lower() + ": "), line
    return line[len(text) + 2 :]


def test_every_hint_gives_a_reason_of_its_own():
    reasons = [
        hint(state, seat, move)
        for i, (state, seat, move) in enumerate(positions(2, seed=2))
        if i % 5 == 0 and len(GAME.legal_actions(state)) > 1
    ]
    assert len(reasons) > 30
    assert not [r for r in reasons if any(g in r for g in GENERIC)]
    assert max(len(r) for r in reasons) <= 95


def test_the_rain_gives_what_the_hint_counts():
    """``rain_vp`` of the position before a rain is what that rain gives (when no cube
    waits at a branch for its owner)."""
    rains = 0
    for state, _seat, move in positions(2, seed=1):
        after = GAME.apply(state, move)
        show = rain_show(state, move, after)
        if show is None or any(cube.waits for cube in show.cubes) or state.phase != PLAY:
            continue
        gains = show.gains()
        for s in range(state.n):
            assert rain_vp(state, s) == gains.get(s, 0)
        rains += 1
    assert rains >= 2


def test_build_moves_name_what_they_bring():
    canals = steps = shops = tokens = 0
    for seed in (1, 2):
        calm = {}  # per seat: the last position with no decision under way (task)
        for state, seat, move in positions(2, seed=seed):
            if state.task is None:
                calm[seat] = state
            if not isinstance(move, (BuildCanal, StepTrack, BuildWorkshop, PlaceToken)):
                continue
            after = GAME.advance(state, move)
            reason = hint(state, seat, move)
            if isinstance(move, BuildCanal) and rains_left(after):
                gain = rain_vp(after, seat) - rain_vp(state, seat)
                if gain > 0:
                    assert reason.startswith(f"a canal tile: +{gain} VP at the next rain")
                    canals += 1
            elif isinstance(move, StepTrack):
                i = COLOURS.index(move.colour)
                pos = after.players[seat].tracks[i]
                icon = _next_icon(pos, move.colour, after.players[seat].tracks)
                if icon:
                    need = icon - pos
                    word = "step" if need == 1 else "steps"
                    assert reason.startswith(
                        f"the {move.colour} track is {need} {word} from a special card"
                    ), reason
                    steps += 1
            elif isinstance(move, BuildWorkshop):
                # the move's own words name the workshop; a turn that builds one says so
                assert "workshop producing" not in reason
                placed = after.players[seat].workshops[-1]
                info = workshop(placed.tile)
                rooms = info.back if placed.back else " or ".join(info.rooms)
                assert f"workshop producing {rooms}" in reason_of(calm[seat], after, seat)
                shops += 1
            elif isinstance(move, PlaceToken):
                p = after.players[seat]
                built = (
                    p.garden_tiles,
                    len(p.workshops),
                    sum(1 for x in after.canals if x.owner == seat),
                )[move.row]
                per = row_value(p.rows[move.row])
                row = ROWS[move.row]
                assert reason.startswith(
                    f"{row} row worth {per} VP per {row} at the end ({built} built)"
                )
                tokens += 1
    assert canals >= 1 and steps >= 3 and shops >= 2 and tokens >= 1, (canals, steps, shops)


def test_a_main_action_is_judged_when_its_decision_is_settled():
    """ "Takes the canal action" is about the canal it builds, not the rest of the turn."""
    from tabletop.games.resafa.actions import Main

    canals = 0
    for seed in (1, 2):
        for state, seat, move in positions(2, seed=seed):
            if isinstance(move, Main) and move.action == "canal":
                reason = hint(state, seat, move)
                assert reason.startswith("a canal tile"), reason
                canals += 1
    assert canals >= 2


def test_looking_through_a_stack_never_judges_the_cards_guessed():
    from tabletop.games.resafa.actions import LookStack

    looks = 0
    for seed in (1, 2):
        for state, seat, move in positions(2, seed=seed):
            if isinstance(move, LookStack):
                n = len(GAME.advance(state, move).look)
                wanted = (
                    "the hidden card, not the top one"
                    if n == 1
                    else f"a choice of {n} hidden cards"
                )
                assert hint(state, seat, move) == wanted
                looks += 1
    assert looks >= 1
