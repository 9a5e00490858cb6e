"""What happens by itself after a Summer Nine move (the contract's ``events``), read from
the positions before and after it: the pool place refilled from the deck, a turn ending by
itself, the compensation pick after an Identity Theft, a new round revealing and hiding
columns, the end of the game. A card is named only where everyone sees it (an open column).
Seats are named with ``seat_ref``."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn
from tabletop.engine.result import seat_ref

from ..components import components
from ..state import COMPENSATION, EMPTY, OVER, SummerNineState, column_state, open_columns
from .moves import card_text


def _column(column: int) -> str:
    c = components()
    month = c.month_name((column - 1) // c.facts.slots_per_month)
    return f"column {column} ({month})"


def events(before: SummerNineState, action: Action, after: SummerNineState) -> tuple[str, ...]:
    """Lines for what happened by itself after ``action`` (empty for most moves)."""
    lines = pool_lines(before, after)
    if after.phase == COMPENSATION and before.phase != COMPENSATION:
        lines.append(f"Compensation: {seat_ref(after.victim)} takes a card from the open pool now.")
    turn_over = (after.turn, after.round) != (before.turn, before.round) or after.phase == OVER
    if turn_over and not isinstance(action, EndTurn) and before.phase != OVER:
        lines.append(f"{seat_ref(before.current)}'s turn ends: picks made, no action card to play.")
    if after.round != before.round:
        lines.extend(round_lines(before, after))
    return tuple(lines)


def pool_lines(before: SummerNineState, after: SummerNineState) -> list[str]:
    """Each pool place emptied by a pick and filled again from the deck."""
    f = components().facts
    lines = []
    for i, (a, b) in enumerate(zip(before.pool, after.pool)):
        if a == b or a == EMPTY:
            continue
        row, column = i // f.pool_columns + 1, i % f.pool_columns + 1
        where = f"row {row}, {_column(column)}"
        if b == EMPTY:
            lines.append(f"Pool: the deck is empty; the place in {where} stays empty.")
        elif column_state(before.round, column) == "open":
            lines.append(f"Pool: {card_text(b)} is dealt from the deck into {where}.")
        else:
            lines.append(
                f"Pool: a new card from the deck is shown in {where}, then turned face down."
            )
    return lines


def round_lines(before: SummerNineState, after: SummerNineState) -> list[str]:
    """The next round: columns revealed and hidden again; or the end of the game."""
    rounds = components().facts.rounds
    if after.phase == OVER:
        return [f"Round {before.round} was the last of {rounds}: the game is over."]
    lines = [f"Round {after.round} of {rounds} begins; {seat_ref(after.current)} plays first."]
    old, new = set(open_columns(before.round)), set(open_columns(after.round))
    for column in sorted(new - old):
        lines.append(f"Timeline: {_column(column)} is revealed.")
    for column in sorted(old - new):
        lines.append(f"Timeline: {_column(column)} is hidden again.")
    return lines
