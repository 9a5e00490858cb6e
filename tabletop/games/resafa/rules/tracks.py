"""Colour tracks and special cards: steps, reach limits, taking or looking through a
stack, the pink timing bonus and the yellow card swap."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.records import COLOURS
from ..state import ResafaState, Task, stack_index, with_player
from .effects import gain, push

LIMITED = ("yellow", "white", "blue")


def step_problem(state: ResafaState, seat: int, colour: str) -> str | None:
    """Why ``seat`` cannot step on the ``colour`` track now, or ``None``."""
    c = components()
    p = state.players[seat]
    if colour not in COLOURS:
        return f"There is no {colour} track."
    pos = p.tracks[COLOURS.index(colour)]
    if pos >= c.proposed.track_length:
        return f"Your marker is at the end of the {colour} track."
    if colour in LIMITED and not p.bot:
        target = pos + 1
        icons = c.proposed.track_icons
        if target in icons:
            level = icons.index(target)
            others = sum(
                1
                for col in LIMITED
                if col != colour and p.tracks[COLOURS.index(col)] >= icons[level]
            )
            allowed = c.facts.track_level_reach[level]
            if others >= allowed:
                word = ("I", "II", "III")[level]
                return (
                    f"Level {word} may be reached on only {allowed} of the yellow, white and "
                    "blue tracks."
                )
    return None


def step(state: ResafaState, seat: int, colour: str) -> ResafaState:
    """One step; reaching a card symbol offers that level's stack."""
    c = components()
    p = state.players[seat]
    i = COLOURS.index(colour)
    tracks = list(p.tracks)
    tracks[i] += 1
    state = with_player(state, seat, evolve(p, tracks=tuple(tracks)))
    icons = c.proposed.track_icons
    if tracks[i] in icons:
        level = icons.index(tracks[i]) + 1
        if level < 3:
            revealed = list(state.spec_revealed)
            nxt = stack_index(colour, level + 1)
            revealed[nxt] = bool(state.spec_stacks[nxt])
            state = evolve(state, spec_revealed=tuple(revealed))
        if state.spec_stacks[stack_index(colour, level)]:
            state = push(state, Task("special", seat, colour=colour, level=level))
    return state


def take_top(state: ResafaState, seat: int, task: Task) -> ResafaState:
    """Take the face-up top card with the 1 VP + 1 coin bonus; the next card turns up."""
    idx = stack_index(task.colour, task.level)
    card = state.spec_stacks[idx][0]
    state = _remove(state, idx, card)
    state = gain(state, seat, components().facts.special_top_bonus)
    return gain_special(state, seat, card)


def look(state: ResafaState, task: Task) -> ResafaState:
    """Show the hidden cards of the stack to the player (``state.look``)."""
    idx = stack_index(task.colour, task.level)
    return evolve(state, look=state.spec_stacks[idx][1:])


def pick_hidden(state: ResafaState, seat: int, task: Task, card: str) -> ResafaState:
    """Take a card after looking (no bonus), the face-up one included; the hidden cards
    are shuffled back."""
    idx = stack_index(task.colour, task.level)
    stack = state.spec_stacks[idx]
    rest, rng = state.rng.shuffled([x for x in stack[1:] if x != card])
    stacks = list(state.spec_stacks)
    stacks[idx] = rest if card == stack[0] else (stack[0],) + rest
    revealed = list(state.spec_revealed)
    revealed[idx] = bool(stacks[idx])  # the face-up card taken: the next one turns up
    state = evolve(
        state, spec_stacks=tuple(stacks), spec_revealed=tuple(revealed), rng=rng, look=()
    )
    return gain_special(state, seat, card)


def _remove(state: ResafaState, idx: int, card: str) -> ResafaState:
    stacks = list(state.spec_stacks)
    stacks[idx] = tuple(x for x in stacks[idx] if x != card)
    revealed = list(state.spec_revealed)
    revealed[idx] = bool(stacks[idx])
    return evolve(state, spec_stacks=tuple(stacks), spec_revealed=tuple(revealed))


def gain_special(state: ResafaState, seat: int, card: str) -> ResafaState:
    """A special card joins the player: yellow waits for the end-of-turn swap; white and
    blue immediate cards are kept until used; pink cards give the round's timing bonus."""
    c = components()
    spec = c.specials[card]
    p = state.players[seat]
    if spec.colour == "yellow":
        return with_player(state, seat, evolve(p, yellow_waiting=p.yellow_waiting + (card,)))
    unused = p.unused + (card,) if spec.timing == "immediate" else p.unused
    state = with_player(state, seat, evolve(p, specials=p.specials + (card,), unused=unused))
    if spec.colour == "pink":
        state = gain(state, seat, c.facts.pink_bonus_by_round[state.round - 1])
    return state


def swap_options(state: ResafaState, seat: int, card: str) -> tuple[str, ...]:
    """The action cards the yellow ``card`` may replace (level I: the same pairing)."""
    c = components()
    spec = c.specials[card]
    cards = state.players[seat].action_cards
    starting = tuple(x for x in cards if not x.startswith("p"))
    if spec.level == 1:
        return tuple(x for x in starting if x.split("-", 1)[1] == spec.pairing)
    return starting


def swap(state: ResafaState, seat: int, card: str, old: str) -> tuple[ResafaState, bool]:
    """Replace ``old`` by ``card`` where it lies; True when it came from the draw pile in
    an odd round (the new card is then drawn at once, as this turn's draw)."""
    p = state.players[seat]
    drawn = False
    changes = {
        "yellow_waiting": tuple(x for x in p.yellow_waiting if x != card),
        "cards": tuple(sorted(card if x == old else x for x in p.cards)),
        "retired": p.retired + (old,),
    }
    for name in ("hand", "draw", "played", "done"):
        cards = getattr(p, name)
        if old in cards:
            if name == "draw" and state.round % 2 == 1:
                changes["draw"] = tuple(x for x in cards if x != old)
                changes["hand"] = p.hand + (card,)
                drawn = True
            else:
                changes[name] = tuple(card if x == old else x for x in cards)
    return with_player(state, seat, evolve(p, **changes)), drawn


def no_swap(state: ResafaState, seat: int, card: str) -> ResafaState:
    """A yellow card with nothing left to replace stays out of play (kept for scoring)."""
    p = state.players[seat]
    waiting = tuple(x for x in p.yellow_waiting if x != card)
    return with_player(
        state, seat, evolve(p, yellow_waiting=waiting, specials=p.specials + (card,))
    )


def yellow_cards(state: ResafaState, seat: int) -> tuple[str, ...]:
    p = state.players[seat]
    return tuple(x for x in p.action_cards + p.yellow_waiting if x.startswith("p")) + tuple(
        x for x in p.specials if components().specials[x].colour == "yellow"
    )
