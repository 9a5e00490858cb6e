"""The end of a turn (yellow swaps, the draw, the hand limit), the end of a round (cards
flipped or reshuffled, the bonus display renewed, the start player passed on), rain
scoring and the end of the game."""

from __future__ import annotations

from tabletop.engine.evolve import evolve
from tabletop.engine.phases import TurnProgress

from ..components import components
from ..components.records import COLOURS
from ..rules import rain
from ..rules.effects import push
from ..rules.tracks import no_swap, swap_options
from ..rules.workshops import reveal_level2
from ..state import OVER, PLAY, RAIN, ResafaState, Task, with_player


def finish_turn(state: ResafaState) -> ResafaState:
    """Carry on ending the current turn until a decision is needed or the turn passes."""
    f = components().facts
    seat = state.current
    p = state.players[seat]
    draws = state.round in f.draw_in_rounds and not state.drew and p.draw
    if not p.yellow_waiting and not draws and p.hand_size <= f.hand_limit:
        return next_turn(state)  # nothing to settle: the common case, one copy fewer
    state = evolve(state, ending=True)
    while p.yellow_waiting:
        card = p.yellow_waiting[0]
        if swap_options(state, seat, card):
            return push(state, Task("swap", seat, source=card))
        state = no_swap(state, seat, card)
        p = state.players[seat]
    if state.round in f.draw_in_rounds and not state.drew and p.draw:
        p = evolve(p, hand=p.hand + p.draw[:1], draw=p.draw[1:])
        state = evolve(with_player(state, seat, p), drew=True)
    if p.hand_size > f.hand_limit:
        return push(state, Task("discard", seat))
    return next_turn(state)


def next_turn(state: ResafaState) -> ResafaState:
    f = components().facts
    turn = state.turn + 1
    last = turn >= state.n * f.cards_per_round
    state = evolve(
        state,
        turn=turn,
        progress=TurnProgress(),
        card="",
        half=0,
        mains_done=(),
        ending=False,
        drew=False,
        current=state.current if last else (state.current + 1) % state.n,
    )
    return end_round(state) if last else state


def end_round(state: ResafaState) -> ResafaState:
    f = components().facts
    rng = state.rng
    players = []
    for p in state.players:
        if state.round in f.reshuffle_after_rounds:
            cards = p.hand + p.draw + p.played + p.done
            yellow = [x for x in cards if x.startswith("p")]
            rest, rng = rng.shuffled([x for x in cards if not x.startswith("p")])
            order = tuple(yellow) + rest
            size = f.cards_per_round
            p = evolve(p, hand=order[:size], draw=order[size:], played=(), halves=(), done=())
        else:
            p = evolve(p, done=p.done + p.played, played=(), halves=())
        players.append(p)
    gone = state.bonus_gone + tuple(x for row in state.bonus_display for x in row if x)
    decks, display = [], []
    for i in range(len(COLOURS)):
        deck = state.bonus_decks[i]
        k = f.bonus_display_per_colour
        shown = deck[:k] + ("",) * max(0, k - len(deck))
        display.append(shown)
        decks.append(deck[k:])
    state = evolve(
        state,
        players=tuple(players),
        rng=rng,
        bonus_gone=gone,
        bonus_decks=tuple(decks),
        bonus_display=tuple(display),
    )
    if state.round in f.rain_after_rounds:
        state = rain.score_tiles(evolve(state, phase=RAIN))
        return continue_rain(state)
    return next_round(state)


def continue_rain(state: ResafaState) -> ResafaState:
    state = rain.run(state)
    if state.tasks or state.cubes_on:
        return state
    return next_round(state)


def next_round(state: ResafaState) -> ResafaState:
    f = components().facts
    if state.round >= f.rounds:
        return evolve(discard_sacks_at_end(state), phase=OVER, tasks=())
    start = (state.start + 1) % state.n
    state = evolve(state, round=state.round + 1, start=start, current=start, turn=0, phase=PLAY)
    if state.round == f.level2_workshops_from_round:
        state = reveal_level2(state)
    return state


def discard_sacks_at_end(state: ResafaState) -> ResafaState:
    """Ruling RE-1: sack cards still in hand when the game ends are discarded (under the
    sack deck, as the book does with a discarded sack card), each worth its discard VP in
    the end scoring, on a line of its own."""
    for seat, p in enumerate(state.players):
        if p.sacks:
            held = evolve(p, sacks=(), sacks_at_end=p.sacks_at_end + len(p.sacks))
            state = with_player(state, seat, held, sack_deck=state.sack_deck + p.sacks)
    return state
