"""``advance(state, action)``: one decision applied, then the automatic steps that follow.

The turn's shape is declared in ``state.PLAN`` (card, then colour and main in either
order; bonus, sack, special cards and canal bonus tiles at any time); the task stack holds
the decisions inside an action (see ``state.Task``).
"""

from __future__ import annotations

from tabletop.engine import Action, EndTurn
from tabletop.engine.evolve import evolve

from ..actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    DiscardBonus,
    DiscardSack,
    Done,
    FlipTile,
    LookStack,
    Main,
    MoveCamel,
    PlaceStart,
    PlayBonus,
    PlayCard,
    PlaySack,
    StepTrack,
    TakeBonus,
    TakeSack,
    Trade,
    UseSpecial,
    UseTile,
)
from ..components import components
from ..components.records import COLOURS
from ..rules import canals, gardens, rain, trading, workshops
from ..rules.effects import add_vp, draw_sack, gain, place_token, pop, replace_top
from ..rules.mains import produce, produce_options, start_action
from ..rules.played_card import times
from ..rules.tracks import look, pick_hidden, step, step_problem, swap, take_top
from ..state import PLAN, PLAY, RAIN, SETUP, PlacedWorkshop, ResafaState, Task, with_player
from .card_effects import play_effect
from .resafabot import play_bot
from .rounds import continue_rain, finish_turn


def advance(state: ResafaState, action: Action) -> ResafaState:
    """The state after the legal ``action`` and every automatic step it triggers."""
    if state.phase == SETUP:  # the set-up offers PlaceStart alone (``legal_actions``)
        return play_bot(_place_start(state, action))  # type: ignore[arg-type]
    task = state.task
    seat = state.current if task is None else task.seat
    if isinstance(action, (PlayBonus, PlaySack, DiscardSack, UseSpecial, UseTile, DiscardBonus)):
        state = evolve(state, progress=PLAN.mark(state.progress, FREE_STEP[action.kind]))
        state = _free(state, seat, action)
    elif task is None:
        state = _turn_step(state, seat, action)
    else:
        state = _task_step(state, task, action)
    return play_bot(settle(state))  # solo: Resafabot's turns are automatic steps


FREE_STEP = {
    "play_bonus": "bonus",
    "discard_bonus": "bonus",
    "play_sack": "sack",
    "discard_sack": "sack",
    "use_special": "special",
    "use_tile": "canal_bonus",
}
"""The free step of the turn plan each card play belongs to."""


def _place_start(state: ResafaState, a: PlaceStart) -> ResafaState:
    seat = state.current
    p = state.players[seat]
    shops = (
        PlacedWorkshop("S-A", 0, 0, a.rot_a, False),
        PlacedWorkshop("S-B", 1, 1, a.rot_b, False),
    )
    state = with_player(state, seat, evolve(p, workshops=shops))
    nxt = (seat + 1) % state.n
    if nxt == state.start:
        return evolve(state, phase=PLAY, current=state.start, tasks=())
    return evolve(state, current=nxt, tasks=(evolve(state.tasks[0], seat=nxt),))


def _free(state: ResafaState, seat: int, a: Action) -> ResafaState:
    c = components()
    p = state.players[seat]
    if isinstance(a, PlayBonus):
        p = evolve(p, bonus=tuple(x for x in p.bonus if x != a.card))
        state = with_player(state, seat, p, bonus_gone=state.bonus_gone + (a.card,))
        eff = c.bonus_effects[c.bonus_cards[a.card].effect].effect
        return play_effect(state, seat, eff, a.choice)
    if isinstance(a, DiscardBonus):
        p = evolve(p, bonus=tuple(x for x in p.bonus if x != a.card))
        return with_player(state, seat, p, bonus_gone=state.bonus_gone + (a.card,))
    if isinstance(a, (PlaySack, DiscardSack)):
        p = evolve(p, sacks=tuple(x for x in p.sacks if x != a.card))
        state = with_player(state, seat, p, sack_deck=state.sack_deck + (a.card,))
        if isinstance(a, DiscardSack):
            return add_vp(state, seat, c.facts.sack_discard_vp)
        return play_effect(state, seat, c.sacks[a.card].effect, a.choice)
    if isinstance(a, UseSpecial):
        state = with_player(
            state, seat, evolve(p, unused=tuple(x for x in p.unused if x != a.card))
        )
        return play_effect(state, seat, c.specials[a.card].effect, a.choice)
    assert isinstance(a, UseTile)
    p = evolve(p, kept_tiles=tuple(x for x in p.kept_tiles if x != a.tile))
    state = with_player(state, seat, p, tiles_gone=state.tiles_gone + (a.tile,))
    return play_effect(state, seat, c.canal_bonus[a.tile.split("-")[0]].effect, 0)


def _turn_step(state: ResafaState, seat: int, a: Action) -> ResafaState:
    c = components()
    if isinstance(a, PlayCard):
        p = state.players[seat]
        p = evolve(
            p,
            hand=tuple(x for x in p.hand if x != a.card),
            played=p.played + (a.card,),
            halves=p.halves + (a.half,),
        )
        progress = PLAN.mark(state.progress, "card")
        state = with_player(state, seat, p, card=a.card, half=a.half, progress=progress)
        if a.card in c.specials:
            state = gain(state, seat, c.specials[a.card].effect.gain)
        return state
    if isinstance(a, EndTurn):
        return finish_turn(state)
    if isinstance(a, Main):
        progress = PLAN.mark(state.progress, "main", times(state))
        state = evolve(state, progress=progress, mains_done=state.mains_done + (a.action,))
        return start_action(state, seat, a.action)
    state = evolve(state, progress=PLAN.mark(state.progress, "colour"))
    return _provide(state, seat, a)


def _provide(state: ResafaState, seat: int, a: Action) -> ResafaState:
    """A colour action or a Provisions choice: bonus card, track step or sack card."""
    if isinstance(a, TakeBonus):
        i = COLOURS.index(a.colour)
        card = state.bonus_display[i][a.slot]
        row = list(state.bonus_display[i])
        row[a.slot] = ""
        display = state.bonus_display[:i] + (tuple(row),) + state.bonus_display[i + 1 :]
        p = state.players[seat]
        return with_player(state, seat, evolve(p, bonus=p.bonus + (card,)), bonus_display=display)
    if isinstance(a, StepTrack):
        return step(state, seat, a.colour)
    assert isinstance(a, TakeSack)
    return draw_sack(state, seat)


def _task_step(state: ResafaState, task: Task, a: Action) -> ResafaState:
    # The task's kind decides the class of ``a`` (``legal_actions`` offers a task only its
    # own actions), which the checker cannot see: hence the attr-defined ignores below.
    kind = task.kind
    if isinstance(a, Done):
        if kind == "trading" and task.stage == 0:
            return replace_top(state, evolve(task, stage=1))
        return pop(state)
    if kind == "provision":
        return _provide(pop(state), task.seat, a)
    if kind == "bonus_pick":
        left = evolve(task, n=task.n - 1)
        state = replace_top(state, left) if left.n else pop(state)
        return _provide(state, task.seat, a)
    if kind == "steps":
        left = evolve(task, n=task.n - 1)
        state = replace_top(state, left) if left.n else pop(state)
        return step(state, task.seat, a.colour)  # type: ignore[attr-defined]
    if kind == "special":
        if isinstance(a, LookStack):
            return replace_top(look(state, task), evolve(task, kind="pick"))
        return take_top(pop(state), task.seat, task)
    if kind == "pick":
        return pick_hidden(pop(state), task.seat, task, a.card)  # type: ignore[attr-defined]
    if kind == "swap":
        state, drawn = swap(pop(state), task.seat, task.source, a.old)  # type: ignore[attr-defined]
        return evolve(state, drew=state.drew or drawn)
    if kind == "produce":
        return produce(state, task, a.shop, a.room)  # type: ignore[attr-defined]
    if kind == "token":
        return place_token(pop(state), task.seat, task.colour, a.row)  # type: ignore[attr-defined]
    if kind == "route":
        return rain.flow(pop(state), task.seat, task.cell, task.came, a.way)  # type: ignore[attr-defined]
    if isinstance(a, BuildWorkshop):
        return workshops.build(state, task, a)
    if isinstance(a, BuildGarden):
        return gardens.build(state, task, a)
    if isinstance(a, BuildCanal):
        return canals.build(state, task, a)
    if isinstance(a, FlipTile):
        state = trading.flip(state, a.centre)
        return replace_top(state, evolve(task, stage=1)) if kind == "trading" else pop(state)
    if isinstance(a, MoveCamel):
        return trading.move(state, task, a)
    if isinstance(a, Trade):
        return trading.trade(state, task, a)
    assert isinstance(a, BuildBase)
    return trading.build_base(state, task, a)


def settle(state: ResafaState) -> ResafaState:
    """Drop tasks nothing can be done for, then carry on the turn, the rain or the round."""
    while True:
        task = state.task
        if task is None:
            break
        if task.kind == "produce" and not produce_options(state, task):
            state = pop(state)
        elif task.kind == "steps" and all(
            step_problem(state, task.seat, col)
            for col in ((task.colour,) if task.colour else COLOURS)
        ):
            state = pop(state)
        elif task.kind == "bonus_pick" and not any(x for row in state.bonus_display for x in row):
            state = pop(state)
        elif (
            task.kind == "discard"
            and state.players[task.seat].hand_size <= components().facts.hand_limit
        ):
            state = pop(state)
        elif task.kind == "trading" and task.stage == 3 and not trading.base_options(state, task):
            state = pop(state)
        else:
            return state
    if state.phase == RAIN:
        return continue_rain(state)
    if state.ending:
        return finish_turn(state)
    return state
