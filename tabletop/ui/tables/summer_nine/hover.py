"""Words for what is under the pointer on Summer Nine's board: cards by name, country and
rule in words (so nothing depends on colour), the score's breakdown, the other players'
panels, the deck and the discard pile, and whether a card can be played now. Read from
the ``Board`` of the position and plain values; drawn by the table at the pointer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..frames import BOARD
from . import layout as L
from .board import TAKE_TWO, Board


def hover_text(
    board: Board,
    pos: tuple[int, int],
    shown: int,
    others: Sequence[int],
    names: Sequence[str],
    words: Callable[[int, str | None], str],
    eyes: int,
) -> str:
    """Words for what is under ``pos``; ``shown``: the seat whose schedule is big;
    ``others``: the other seats in panel order; ``names``: every seat's name;
    ``words``: a card in words, told whose card it is when not the reader's
    (``Faces.words``); ``eyes``: the seat at the screen (the reader)."""
    if not BOARD.collidepoint(pos):
        return ""
    for place in board.pool:
        if L.pool_cell(place.row, place.column).collidepoint(pos):
            if place.look is None:
                return (
                    f"A face-down card (column {place.column}: {board.columns[place.column - 1]})."
                )
            tip = words(place.card, None)
            if ("pool", place.row, place.column) in board.ticks:
                tip += " ✔ You can take it now: drag it onto your schedule, hand or the discard."
            return tip
    player = board.players[shown]
    for slot in L.slots():
        if L.slot_rect(slot).collidepoint(pos):
            card = player.cards[slot - 1]
            mark = next((m.text for m in player.marks if m.slot == slot), "")
            said = f"Slot {slot} ({board.months[L.month_of(slot)]}): "
            owner = None if shown == eyes else names[shown]
            said += words(card, owner) if card >= 0 else "empty."
            return said + (f" Scoring now: {mark}." if mark else "")
    for held, rect in reversed(list(zip(board.hand, L.hand_rects(len(board.hand))))):
        if rect.collidepoint(pos):  # the card on top first where they overlap
            tip = words(held.card, None) + (f" You hold {held.count}." if held.count > 1 else "")
            if held.key in board.ticks:
                tip += " ✔ Playable now: drag it onto its target."
            elif held.key is None and held.look.kind == "take_two" and TAKE_TWO in board.ticks:
                tip += " ✔ Playable now: the Take Two button under Your moves."
            return tip
    if L.SCORE_PANEL.collidepoint(pos):
        return "; ".join(
            f"{label} {value}" + (f" ({detail})" if detail else "")
            for label, value, detail in player.score_lines
        )
    for panel in L.other_panels(list(others)):
        if panel.frame.collidepoint(pos):
            for slot in L.slots():
                card = board.players[panel.seat].cards[slot - 1]
                if card >= 0 and panel.slot(slot).collidepoint(pos):
                    name = names[panel.seat]
                    return f"{name}, slot {slot}: " + words(card, name)
            return f"{names[panel.seat]}: click to open their schedule big."
    if L.DECK.collidepoint(pos):
        return f"The deck: {board.deck} cards."
    if L.DISCARD.collidepoint(pos) and board.discard is not None:
        return f"The discard pile, face up ({board.discard_count}); on top: {board.discard.title}."
    return ""
