"""Resafabot, the automa of Resafa's solo mode (rulebook "Solo mode"; the solo cards in
``data/resafa/solo_cards.yaml``, our fill of the book's gaps in components C17).

The player is seat 0 and Resafabot seat 1 (``Player.bot``): it has track markers, cubes
and canal tiles only, scores nothing and holds nothing. Its turns are automatic steps of
the engine: ``turn.resafabot.play_bot`` runs them after every move, so the actor is always the player.
"""

from __future__ import annotations

import functools
import random

from tabletop.engine import Result
from tabletop.engine.evolve import evolve

from ..components import components
from ..components.records import SoloCard
from ..scoring import breakdown
from ..state import HIDDEN, Player, ResafaState, Solo, Task
from .moves import (
    BOT,
    MAINS,
    PLACE_WORDS,
    REPLACED,
    SIDE_WORD,
    canal_target,
    colour_action,
    discard_slot,
    move,
    place_tile,
    provisions_colour,
)

__all__ = [  # the rules of the turn here, its actions in automa.moves
    "BOT",
    "PLACE_WORDS",
    "REPLACED",
    "SIDE_WORD",
    "arrowed",
    "bot_turn",
    "canal_target",
    "discard_slot",
    "fill",
    "hide",
    "move",
    "provisions_colour",
    "rating",
    "rebuild",
    "result",
    "scale_text",
    "solo_card",
    "solo_setup",
    "with_bot_lines",
]

SETUP_CARD = "SO0"
"""The canal tile setup card: the palm side at set-up, on top of the deck every cycle."""
CYCLE = 6
"""Solo cards Resafabot plays before the deck is rebuilt."""
RATINGS = ((220, "excellent"), (200, "very good"), (180, "good"), (150, "okay"))
"""The designer's solo scale (rulebook, Solo mode): the least VP for each word."""


@functools.cache
def solo_card(card_id: str) -> SoloCard:
    """The solo card ``card_id`` (SO0..SO6)."""
    return next(x for x in components().solo_cards if x.id == card_id)


def is_solo(state: ResafaState) -> bool:
    return state.solo is not None


# --- set-up -----------------------------------------------------------------------------


def solo_setup(state: ResafaState) -> ResafaState:
    """The 2-player set-up turned into the solo one: seat 1 becomes Resafabot with its
    shuffled canal stack (random sides, no tank face up), its markers on the tracks, its
    first tile on the palm cell the random card's orange pillar points at, and the solo
    deck (setup card on top of the other 6, shuffled). The player turns their starting
    workshops first; the start player (drawn by the 2-player set-up) stays random."""
    c = components()
    rng = state.rng
    tiles, rng = rng.shuffled(list(c.canal_tiles))
    stack = []
    for tile in tiles:
        faces = c.canal_tiles[tile].faces
        face, rng = rng.choice([f for f in (0, 1) if not faces[f].tank])
        stack.append((tile, face))
    turned, rng = rng.below(2)  # the setup card may lie either way up
    palm = tuple(reversed(c.palm_cells)) if turned else c.palm_cells
    others = [x.id for x in c.solo_cards if x.id != SETUP_CARD]
    pillar, rng = rng.choice(others)
    deck, rng = rng.shuffled(others)
    tiles_left = tuple(sorted(t for t, _ in stack))  # the stack's order is not shown here
    bot = Player(set_id="", at="", camel=0, bot=True, canals_left=tiles_left)
    state = evolve(
        state,
        players=(state.players[0], bot),
        rng=rng,
        solo=Solo(deck=(SETUP_CARD,) + deck, stack=tuple(stack)),
        current=0,
        tasks=(Task("setup", 0),),
    )
    return place_tile(state, palm[solo_card(pillar).pillar - 1], stack[0])


# --- the turn ---------------------------------------------------------------------------


def arrowed(left: SoloCard, right: SoloCard) -> tuple[str, str]:
    """(action, colour) of the right card's half the left card's arrow points at."""
    half = right.top if left.arrow == "up" else right.bottom
    assert half is not None, f"{right.id} has no action face"
    return half[0], half[1]


def bot_turn(state: ResafaState) -> tuple[ResafaState, list[str]]:
    """Flip the top solo card to the left; its arrow picks the half of the next card (the
    right card); the colour action by the left card's icon, then the main action (the
    red-outlined one instead of production or garden). After 6 cards the deck is rebuilt."""
    solo = state.solo
    assert solo is not None
    left_id, deck = solo.deck[0], solo.deck[1:]
    right_id = deck[0]
    left, right = solo_card(left_id), solo_card(right_id)
    action, colour = arrowed(left, right)
    solo = evolve(solo, deck=deck, left=solo.left + (left_id,), shown=(left_id, right_id))
    state = evolve(state, solo=solo)
    lines = [f"Resafabot flips a solo card: {action} with {colour}"]
    state = colour_action(state, left, colour, lines)
    main = right.red if action in REPLACED else action
    if main != action:
        lines.append(f"Resafabot takes the red-outlined {main} action instead of {action}")
    state = MAINS[main](state, left, colour, lines)
    # the automa plays the solo game only: ``solo`` is set
    if len(state.solo.left) >= CYCLE:  # type: ignore[union-attr]
        state = rebuild(state)
        lines.append("Resafabot's solo deck is shuffled again, the setup card on top")
    return state, lines


def rebuild(state: ResafaState) -> ResafaState:
    """Collect the solo cards, shuffle the 6 and put the setup card back on top."""
    solo = state.solo
    assert solo is not None
    cards = [x for x in solo.left + solo.deck if x != SETUP_CARD]
    deck, rng = state.rng.shuffled(sorted(cards))
    return evolve(state, rng=rng, solo=evolve(solo, deck=(SETUP_CARD,) + deck, left=()))


# --- what the player sees -----------------------------------------------------------------


def hide(solo: Solo | None) -> Solo | None:
    """The solo material as the player sees it: the deck's top card (its action face) and
    the top tile of Resafabot's stack; the order below them is hidden."""
    if solo is None:
        return None
    return evolve(
        solo,
        deck=solo.deck[:1] + (HIDDEN,) * (len(solo.deck) - 1),
        stack=solo.stack[:1] + ((HIDDEN, 0),) * (len(solo.stack) - 1),
    )


def fill(solo: Solo | None, bot: Player, rng: random.Random) -> Solo | None:
    """A hidden deck and stack dealt from what is unseen (for the search bots)."""
    if solo is None:
        return None
    known = set(solo.left) | {x for x in solo.deck if x != HIDDEN}
    cards = sorted(x.id for x in components().solo_cards if x.id not in known)
    rng.shuffle(cards)
    deck = tuple(cards.pop() if x == HIDDEN else x for x in solo.deck)
    tiles = list(bot.canals_left)
    for tile, _ in solo.stack:
        if tile != HIDDEN:
            tiles.remove(tile)
    rng.shuffle(tiles)
    faces = components().canal_tiles
    stack = []
    for tile, face in solo.stack:
        if tile == HIDDEN:
            tile = tiles.pop()
            face = rng.choice([f for f in (0, 1) if not faces[tile].faces[f].tank])
        stack.append((tile, face))
    return evolve(solo, deck=deck, stack=tuple(stack))


# --- result -------------------------------------------------------------------------------


def rating(vp: int) -> str:
    """The designer's word for a solo score (``below okay`` under 150 VP)."""
    for least, word in RATINGS:
        if vp >= least:
            return word
    return "below okay"


def scale_text() -> str:
    """``150 okay, 180 good, 200 very good, 220+ excellent``."""
    parts = [f"{least} {word}" for least, word in reversed(RATINGS)]
    parts[-1] = parts[-1].replace(" ", "+ ", 1)
    return ", ".join(parts)


def result(state: ResafaState) -> Result:
    """The player's score and the designer's rating (Resafabot scores nothing)."""
    row = breakdown(state, 0)
    total = sum(v for _, v in row)
    notes = (
        f"Solo against Resafabot: {total} VP, {rating(total)}.",
        f"The designer's scale: {scale_text()}.",
    )
    return Result((total,), (row,), (1,), notes)


def with_bot_lines(before: ResafaState, after: ResafaState, line: str) -> str:
    """A move's log line followed by the lines of the Resafabot turns it brought on."""
    if before.solo is None or after.solo is None:
        return line
    if (before.solo.deck, before.solo.left) == (after.solo.deck, after.solo.left):
        return line
    return "; ".join((line,) + after.solo.log)
