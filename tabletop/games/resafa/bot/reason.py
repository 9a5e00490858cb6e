"""The hint's reason in Resafa: what a move (or the turn it starts) brings the seat, read
from the two states with the scoring and rain modules, e.g. ``a canal tile: +3 VP at the
next rain, 2 rains left`` or ``the pink track is 1 step from a special card``.

``reason(before, after, seat)`` is asked by ``tabletop.engine.bots.explain``; it returns
``None`` for a first step whose point only shows once the turn is played (the card played,
the main action chosen), so the turn is finished greedily and judged as a whole. Nothing
here feeds the bots' choices.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.bots.explain import REASON_LIMIT as LIMIT
from tabletop.engine.bots.explain import fit

from ..components import components
from ..components.records import COLOURS
from ..facts.board import workshop
from ..rules.rain import run, score_tiles
from ..rules.workshops import level2_open
from ..scoring import breakdown, result, row_value
from ..state import OVER, Player, ResafaState, stack_index
from .strategy import _next_icon, rains_left

ROWS = ("garden", "workshop", "canal")
"""The merchant-token rows, in the order of ``Player.rows``."""
GOODS = (
    ("vp", "VP", "VP"),
    ("coins", "coin", "coins"),
    ("stone", "stone", "stone"),
    ("marble", "marble", "marble"),
    ("spice", "spice", "spice"),
    ("amphora", "amphora", "amphorae"),
    ("camel", "camel", "camels"),
)
"""A player's counts as the reason names them (field, one, many)."""


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def rain_vp(state: ResafaState, seat: int) -> int:
    """The VP ``seat`` would score if it rained now: its canal tiles, then the water
    cubes waiting on the network (a cube meeting a branch stops there)."""
    calm = replace(state, tasks=())
    return run(score_tiles(calm)).players[seat].vp - state.players[seat].vp


def _end_line(after: ResafaState, seat: int) -> str:
    res = result(after)
    if after.solo is not None:
        return f"ends the game with {res.totals[seat]} VP"
    rank = res.ranks[seat]
    place = "you win" if rank == 1 else f"place {rank}"
    return f"ends the game with {res.totals[seat]} VP: {place}"


def _canal(before: ResafaState, after: ResafaState, seat: int) -> str:
    built = len([x for x in after.canals if x.owner == seat]) - len(
        [x for x in before.canals if x.owner == seat]
    )
    gain = rain_vp(after, seat) - rain_vp(before, seat)
    rains = rains_left(after)
    if built <= 0:
        return f"+{gain} VP at the next rain" if gain > 0 and rains else ""
    if not rains:
        return "a canal tile: one more for the canal count at the end"
    left = f", {_count(rains, 'rain', 'rains')} left" if rains > 1 else ""
    if gain > 0:
        return f"a canal tile: +{gain} VP at the next rain{left}"
    return f"a canal tile for the rains to come{left}"


def _workshop(old: Player, new: Player) -> str:
    if len(new.workshops) <= len(old.workshops):
        return ""
    placed = new.workshops[-1]
    info = workshop(placed.tile)
    level = f"level {'I' * info.level} " if info.level else ""
    rooms = info.back if placed.back else " or ".join(info.rooms)
    return f"a {level}workshop producing {rooms}"


def _special(old: Player, new: Player) -> str:
    c = components()
    gained = [x for x in _specials(new) if x not in _specials(old)]
    if not gained:
        return ""
    card = c.specials.get(gained[0])
    if card is None:
        return "a special card"
    return f"the {card.colour} level {'I' * card.level} special card"


TIMING = {
    "permanent": "it works for the rest of the game",
    "immediate": "its action is yours to use when it pays most",
    "action_card": "a stronger action card among yours",
}
"""What a special card just taken is for, by when it acts (a pink card: its end VP)."""


def _special_use(old: Player, new: Player) -> str:
    """The special card the move itself takes (its words name it): what it is for."""
    c = components()
    gained = [x for x in _specials(new) if x not in _specials(old)]
    card = c.specials.get(gained[0]) if gained else None
    return TIMING.get(card.timing, "") if card is not None else ""


def _specials(p: Player) -> tuple[str, ...]:
    return p.specials + tuple(x for x in p.action_cards + p.yellow_waiting if x.startswith("p"))


def _track(old: Player, new: Player) -> str:
    for i, colour in enumerate(COLOURS):
        if new.tracks[i] <= old.tracks[i]:
            continue
        icon = _next_icon(new.tracks[i], colour, new.tracks)
        if icon:
            need = icon - new.tracks[i]
            return f"the {colour} track is {_count(need, 'step', 'steps')} from a special card"
        return f"{colour} track {old.tracks[i]} → {new.tracks[i]}"
    return ""


def _base(before: ResafaState, after: ResafaState, seat: int) -> str:
    old, new = before.players[seat], after.players[seat]
    if new.bases <= old.bases:
        return ""
    where = components().centres.get(new.at)
    moved = new.at != old.at  # the caravan's move is part of what is judged
    name = f", in {where.name}" if where is not None and moved else ""
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(new.bases, f"{new.bases}th")
    return f"your {nth} trading base{name}"


def _token(before: ResafaState, after: ResafaState, seat: int) -> str:
    """A merchant token: what its row now adds at the end for the buildings there."""
    old, new = before.players[seat], after.players[seat]
    if len(new.causeway) > len(old.causeway):
        if level2_open(after, seat) and not level2_open(before, seat):
            return "a merchant token on the causeway: level II workshops open"
        slots = components().facts.causeway_slots
        return f"merchant token {len(new.causeway)} of {slots} on the causeway"
    for i, row in enumerate(ROWS):
        if len(new.rows[i]) > len(old.rows[i]):
            built = (
                new.garden_tiles,
                len(new.workshops),
                sum(1 for x in after.canals if x.owner == seat),
            )[i]
            per = row_value(new.rows[i])
            return f"{row} row worth {per} VP per {row} at the end ({built} built)"
    return ""


def _garden(old: Player, new: Player) -> str:
    if new.garden_tiles <= old.garden_tiles:
        return ""
    if new.squares_done > old.squares_done:
        return "completes a garden square"
    square = next((s for s in new.gardens if not s.complete and any(s.strips)), None)
    if square is None:
        return "a garden tile"
    filled = sum(1 for s in square.strips if s)
    return f"a garden square {filled} of {len(square.strips)} strips full"


def _cards(old: Player, new: Player) -> str:
    if len(new.bonus) > len(old.bonus):
        return "a bonus card to play later"
    if len(new.sacks) > len(old.sacks):
        return "a sack card to play later"
    return ""


def _goods(old: Player, new: Player, rained: bool) -> str:
    """``+2 VP, +1 marble`` (gains only; VP first, "with the rain" when one fell)."""
    parts = []
    for field, one, many in GOODS:
        delta = getattr(new, field) - getattr(old, field)
        if delta > 0:
            text = f"+{_count(delta, one, many)}"
            if field == "vp" and rained:
                text += " with the rain"
            if field == "camel":
                text += f" (the caravan carries {new.camel})"
            parts.append(text)
    if new.cargo > old.cargo and new.cargo_good:
        word = dict((f, m) for f, _, m in GOODS).get(new.cargo_good, new.cargo_good)
        parts.append(f"+{new.cargo - old.cargo} {word} on the caravan")
    return ", ".join(parts[:3])


def _rained(before: ResafaState, after: ResafaState) -> bool:
    """Did a rain fall between the two states (the end of a rain round)?"""
    rounds = components().facts.rain_after_rounds
    return before.round in rounds and (after.round > before.round or after.phase == OVER)


def _end_points(before: ResafaState, after: ResafaState, seat: int) -> int:
    """VP the end scoring gains besides the VP scored during play."""
    old = sum(v for k, v in breakdown(before, seat) if k != "during play")
    new = sum(v for k, v in breakdown(after, seat) if k != "during play")
    return new - old


def turn_over(before: ResafaState, after: ResafaState, seat: int) -> bool:
    """Where the hint stops playing on: once the card is played, a step that opens a
    decision (a main action, a bonus card's production...) is judged when that decision
    is settled (the task stack back as it was), not with the rest of the turn."""
    if before.current != seat or not before.progress.has("card"):
        return False
    return after.tasks == before.tasks and after.progress != before.progress


def reason(before: ResafaState, after: ResafaState, seat: int) -> str | None:
    """Why ``after`` is better than ``before`` for ``seat``, in a few words; ``None`` for a
    first step that only shows its point once the turn is played out."""
    if after.phase == OVER and before.phase != OVER:
        return _end_line(after, seat)
    old, new = before.players[seat], after.players[seat]
    task = before.task.kind if before.task is not None and before.task.seat == seat else ""
    if task == "special" and after.task is not None and after.task.kind == "pick":
        # the cards looked at are unknown when the hint is asked: never judge a guess
        n = len(after.look)
        return "the hidden card, not the top one" if n == 1 else f"a choice of {n} hidden cards"
    if task == "special" and before.task is not None:
        shown = before.spec_revealed[stack_index(before.task.colour, before.task.level)]
        if not shown:  # a face-down top card: the hint would judge a guess
            return "a special card, face down until it is yours"
    said = {"special": "special", "pick": "special", "workshop": "workshop"}.get(task, "")
    clauses = [
        text
        for text in (
            _special(old, new) if said != "special" else _special_use(old, new),
            _workshop(old, new) if said != "workshop" else "",
            _canal(before, after, seat),
            _base(before, after, seat),
            _token(before, after, seat),
            _garden(old, new),
            _track(old, new),
            _cards(old, new),
        )
        if text
    ][:2]
    goods = _goods(old, new, _rained(before, after))
    if goods:
        clauses.append(goods)
    end = _end_points(before, after, seat)
    if end > 0 and len(clauses) < 3:
        clauses.append(f"+{end} VP at the end")
    if clauses:
        return "; ".join(fit(clauses[:3], LIMIT))
    if new.at != old.at:
        where = components().centres.get(new.at)
        return f"the caravan in {where.name}, ready to trade" if where else None
    if before.current == seat and after.current != seat:
        return "nothing more worth doing this turn"
    return None


__all__ = ["rain_vp", "reason", "turn_over"]
