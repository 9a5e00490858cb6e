"""``legal_actions(state)`` and ``explain(state, action)``: the one source of legality."""

from __future__ import annotations

import functools

from tabletop.engine import Action, EndTurn

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
    PlaceToken,
    PlayBonus,
    PlayCard,
    PlaySack,
    Produce,
    RouteWater,
    StepTrack,
    SwapCard,
    TakeBonus,
    TakeSack,
    TakeSpecial,
    Trade,
    UseSpecial,
    UseTile,
)
from ..components import components
from ..components.records import COLOURS, Effect
from ..state import OVER, PLAN, PLAY, SETUP, ResafaState, Task, stack_index
from . import canals, gardens, trading, workshops
from .effects import effect_problem
from .mains import produce_options
from .played_card import card_main_actions, colours_for, main_possible, times
from .rain import ways
from .tracks import step_problem, swap_options

# The (frozen) actions are shared between positions rather than made anew every time.
_play_card = functools.lru_cache(maxsize=None, typed=True)(PlayCard)
_main = functools.lru_cache(maxsize=None, typed=True)(Main)
_end_turn = functools.lru_cache(maxsize=None, typed=True)(EndTurn)
_take_bonus = functools.lru_cache(maxsize=None, typed=True)(TakeBonus)
_step_track = functools.lru_cache(maxsize=None, typed=True)(StepTrack)
_take_sack = functools.lru_cache(maxsize=None, typed=True)(TakeSack)
_play_bonus = functools.lru_cache(maxsize=None, typed=True)(PlayBonus)
_play_sack = functools.lru_cache(maxsize=None, typed=True)(PlaySack)
_discard_sack = functools.lru_cache(maxsize=None, typed=True)(DiscardSack)
_use_special = functools.lru_cache(maxsize=None, typed=True)(UseSpecial)
_use_tile = functools.lru_cache(maxsize=None, typed=True)(UseTile)
_done = functools.lru_cache(maxsize=None, typed=True)(Done)

INTERRUPTIBLE = frozenset(
    {
        "provision",
        "steps",
        "bonus_pick",
        "produce",
        "workshop",
        "garden",
        "canal",
        "trading",
        "flip",
        "discard",
    }
)


def legal_actions(state: ResafaState) -> list[Action]:
    if state.phase == OVER:
        return []
    if state.phase == SETUP:
        return [PlaceStart(a, b) for a in range(4) for b in range(4)]
    task = state.task
    if task is not None:
        out = task_actions(state, task)
        if task.kind in INTERRUPTIBLE and state.phase == PLAY:
            out += free_actions(state, task.seat)
        return out
    return turn_actions(state)


def turn_actions(state: ResafaState) -> list[Action]:
    seat = state.current
    p = state.players[seat]
    c = components()
    out: list[Action] = []
    if not state.progress.has("card"):
        for card in p.hand:
            halves = (0,) if card in c.specials and c.specials[card].level > 1 else (0, 1)
            out += [_play_card(card, h) for h in halves]
        return out + free_actions(state, seat)
    if PLAN.is_open(state.progress, "colour"):
        out += provide_actions(state, seat, colours_for(state, seat))
    if PLAN.is_open(state.progress, "main", times(state)):
        out += [_main(m) for m in card_main_actions(state) if main_possible(state, seat, m)]
    out += free_actions(state, seat)
    out.append(_end_turn())
    return out


def provide_actions(state: ResafaState, seat: int, colours) -> list[Action]:
    out: list[Action] = []
    for colour in colours:
        i = COLOURS.index(colour)
        out += [_take_bonus(colour, s) for s, card in enumerate(state.bonus_display[i]) if card]
    out += [_step_track(col) for col in colours if step_problem(state, seat, col) is None]
    if state.sack_deck:
        out.append(_take_sack())
    return out


def _choices(eff: Effect) -> range:
    return range(len(eff.options)) if eff.options else range(1)


def free_actions(state: ResafaState, seat: int) -> list[Action]:
    """Bonus and sack cards, kept special cards and canal bonus tiles: any time in one's turn."""
    c = components()
    p = state.players[seat]
    out: list[Action] = []
    for card in p.bonus:
        eff = c.bonus_effects[c.bonus_cards[card].effect].effect
        out += [
            _play_bonus(card, k)
            for k in _choices(eff)
            if effect_problem(state, seat, eff, k) is None
        ]
    for card in p.sacks:
        eff = c.sacks[card].effect
        out += [
            _play_sack(card, k)
            for k in _choices(eff)
            if effect_problem(state, seat, eff, k) is None
        ]
        out.append(_discard_sack(card))
    for card in p.unused:
        eff = c.specials[card].effect
        out += [
            _use_special(card, k)
            for k in _choices(eff)
            if effect_problem(state, seat, eff, k) is None
        ]
    for tile in p.kept_tiles:
        eff = c.canal_bonus[tile.split("-")[0]].effect
        if effect_problem(state, seat, eff, 0) is None:
            out.append(_use_tile(tile))
    return out


def task_actions(state: ResafaState, task: Task) -> list[Action]:
    kind = task.kind
    seat = task.seat
    p = state.players[seat]
    if kind == "provision":
        return provide_actions(state, seat, COLOURS) + [_done()]
    if kind == "bonus_pick":
        return provide_actions(state, seat, COLOURS)[: _bonus_count(state)] + [_done()]
    if kind == "steps":
        cols = (task.colour,) if task.colour else COLOURS
        return [_step_track(col) for col in cols if step_problem(state, seat, col) is None] + [
            _done()
        ]
    if kind == "special":
        stack = state.spec_stacks[stack_index(task.colour, task.level)]
        return [TakeSpecial(stack[0])] + ([LookStack()] if len(stack) > 1 else [])
    if kind == "pick":
        stack = state.spec_stacks[stack_index(task.colour, task.level)]
        return [TakeSpecial(card) for card in stack[:1] + state.look]
    if kind == "swap":
        return [SwapCard(old) for old in swap_options(state, seat, task.source)]
    if kind == "produce":
        return [Produce(i, r) for i, r in produce_options(state, task)] + [_done()]
    if kind == "workshop":
        return workshops.build_options(state, task) + [_done()]
    if kind == "garden":
        return gardens.build_options(state, task) + [_done()]
    if kind == "canal":
        return canals.build_options(state, task) + [_done()]
    if kind == "flip":
        return [FlipTile(task.cell), _done()]
    if kind == "token":
        limit = len(components().facts.row_values)
        return [PlaceToken(r) for r, row in enumerate(p.rows) if len(row) < limit]
    if kind == "route":
        return [RouteWater(w) for w in ways(state, task.cell, task.came)]
    if kind == "discard":
        return [DiscardBonus(b) for b in p.bonus]  # sack discards are free actions
    assert kind == "trading", kind
    return _trading_actions(state, task)


def _bonus_count(state: ResafaState) -> int:
    return sum(1 for row in state.bonus_display for x in row if x)


def _trading_actions(state: ResafaState, task: Task) -> list[Action]:
    if task.stage == 0:
        return [FlipTile(c) for c in state.centres] + [_done()]
    if task.stage == 1:
        moves: list[Action] = list(trading.move_options(state, task))
        return moves or [_done()]
    if task.stage == 2:
        out: list[Action] = []
        for box in (0, 1):
            out += [Trade(box, q) for q in range(1, trading.max_qty(state, task, box) + 1)]
        return out + [_done()]
    return list(trading.base_options(state, task)) + [_done()]


def explain(state: ResafaState, action: Action) -> str | None:
    """Why ``action`` is refused, in a player's words."""
    if state.phase == OVER:
        return "The game is over."
    task = state.task
    seat = state.current if task is None else task.seat
    p = state.players[seat]
    c = components()
    if isinstance(action, PlayBonus) and action.card not in p.bonus:
        return "That bonus card is not in your hand."
    if isinstance(action, (PlaySack, DiscardSack)) and action.card not in p.sacks:
        return "That sack card is not in your hand."
    if isinstance(action, UseSpecial) and action.card not in p.unused:
        return "You have no such special card to use."
    if isinstance(action, UseTile) and action.tile not in p.kept_tiles:
        return "You have no such canal bonus tile."
    if isinstance(action, (PlayBonus, PlaySack, UseSpecial, UseTile)):
        if task is not None and task.kind not in INTERRUPTIBLE:
            return "Finish the current choice first."
        if isinstance(action, PlayBonus):
            eff = c.bonus_effects[c.bonus_cards[action.card].effect].effect
        elif isinstance(action, PlaySack):
            eff = c.sacks[action.card].effect
        elif isinstance(action, UseSpecial):
            eff = c.specials[action.card].effect
        else:
            eff = c.canal_bonus[action.tile.split("-")[0]].effect
        choice = getattr(action, "choice", 0)
        return effect_problem(state, seat, eff, choice)
    if task is None and state.phase == PLAY:
        return _explain_turn(state, seat, action)
    if task is not None:
        return _explain_task(state, task, action)
    return None


def _explain_turn(state: ResafaState, seat: int, action: Action) -> str | None:
    p = state.players[seat]
    if isinstance(action, PlayCard):
        if state.progress.has("card"):
            return "You have already played a card this turn."
        if action.card not in p.hand:
            return "That action card is not in your hand."
        spec = components().specials.get(action.card)
        if spec is not None and spec.level > 1:
            return "This yellow card has no halves: play it as it is (half 0)."
        return "Play the card with its top (0) or bottom (1) half up."
    if not state.progress.has("card"):
        return "First play an action card from your hand."
    if isinstance(action, Main):
        if not PLAN.is_open(state.progress, "main", times(state)):
            return "You have already taken this card's main action."
        if action.action not in card_main_actions(state):
            return "The half you played shows another main action."
        return "You cannot carry out that action now (look at its costs and places)."
    if isinstance(action, (TakeBonus, StepTrack, TakeSack)):
        if not PLAN.is_open(state.progress, "colour"):
            return "You have already taken this card's colour action."
        if isinstance(action, StepTrack):
            colours = colours_for(state, seat)
            if action.colour not in colours:
                return f"The card's colour is {colours[0]}."
            return step_problem(state, seat, action.colour)
        if isinstance(action, TakeBonus):
            if action.colour not in colours_for(state, seat):
                return "That bonus card is not of your card's colour."
            return "There is no bonus card in that place."
        return "The sack card deck is empty."
    return "That is not part of a turn now."


def _explain_task(state: ResafaState, task: Task, action: Action) -> str | None:
    if isinstance(action, BuildWorkshop) and task.kind == "workshop":
        return workshops.workshop_problem(state, task, action)
    if isinstance(action, BuildGarden) and task.kind == "garden":
        return gardens.garden_problem(state, task, action)
    if isinstance(action, BuildCanal) and task.kind == "canal":
        return canals.canal_problem(state, task, action)
    if isinstance(action, MoveCamel) and task.kind == "trading" and task.stage == 1:
        return trading.move_problem(state, task, action)
    if isinstance(action, BuildBase) and task.kind == "trading" and task.stage == 3:
        return trading.base_problem(state, task, action)
    if isinstance(action, Trade) and task.kind == "trading" and task.stage == 2:
        return (
            "Trade between 1 and the most your caravan and money allow, on the top or bottom box."
        )
    if isinstance(action, StepTrack) and task.kind in ("steps", "provision"):
        if task.colour and action.colour != task.colour:
            return f"This step is on the {task.colour} track."
        return step_problem(state, task.seat, action.colour)
    if isinstance(action, Produce) and task.kind == "produce":
        return "Each production of this action uses a different workshop's room."
    if isinstance(action, Done) and task.kind == "trading" and task.stage == 1:
        return "The caravan must move first."
    if isinstance(action, TakeSpecial) and task.kind == "special":
        return "Take the face-up card of the stack, or look through the hidden ones."
    if isinstance(action, TakeSpecial) and task.kind == "pick":
        return "Choose one of the hidden cards you are looking at."
    if isinstance(action, SwapCard) and task.kind == "swap":
        return "A level I yellow card replaces the starting card with the same two actions."
    if isinstance(action, PlaceToken) and task.kind == "token":
        return "That row of your board is full."
    if isinstance(action, RouteWater) and task.kind == "route":
        return "Water flows down, or sideways through an opening of this tile, never back."
    return "Finish the current choice first: " + TASK_WORDS.get(task.kind, task.kind) + "."


TASK_WORDS = {
    "provision": "a bonus card, a track step or a sack card",
    "steps": "your track steps",
    "bonus_pick": "taking a bonus card",
    "special": "the special card",
    "pick": "the special card",
    "swap": "the yellow card swap",
    "produce": "your production",
    "workshop": "the workshop construction",
    "garden": "the garden construction",
    "canal": "the canal construction",
    "trading": "the trading action",
    "flip": "the trading tile flip",
    "token": "placing your merchant token",
    "route": "steering the water",
    "discard": "bringing your hand down to 5 cards",
}
