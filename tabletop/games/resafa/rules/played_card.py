"""What the played card allows: its colour, its main action(s), and whether a main action
can be carried out at all (so it is never offered in vain)."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..actions import MoveCamel
from ..components import components
from ..components.records import COLOURS, MAINS, NO_MODS, Mods
from ..state import ResafaState, Task, with_player
from . import canals, gardens, trading, workshops
from .effects import can_pay, merge_mods
from .mains import permanent


def card_colour(state: ResafaState, seat: int) -> str:
    """The colour of the played half; ``""`` (any colour) for a yellow special card."""
    c = components()
    if not state.card or state.card in c.specials:
        return ""
    set_id, pairing = state.card.split("-", 1)
    a_set = next(s for s in c.action_sets if s.id == set_id)
    return a_set.colours[pairing][state.half]


def half_action(card: str, half: int) -> str | None:
    """The main action on ``half`` of ``card`` (``None``: any, on yellow level II/III)."""
    c = components()
    if card in c.specials:
        spec = c.specials[card]
        if spec.level > 1:
            return None
        pairing = c.pairings[spec.pairing]
    else:
        pairing = c.pairings[card.split("-", 1)[1]]
    return pairing.top if half == 0 else pairing.bottom


def times(state: ResafaState) -> dict[str, int]:
    """A yellow level III card takes two (different) main actions."""
    c = components()
    if state.card in c.specials and c.specials[state.card].mains == 2:
        return {"main": 2}
    return {"main": 1}


def card_main_actions(state: ResafaState) -> tuple[str, ...]:
    """Main actions the played card offers now."""
    action = half_action(state.card, state.half)
    if action is not None:
        return (action,)
    return tuple(m for m in MAINS if m not in state.mains_done)


def colours_for(state: ResafaState, seat: int) -> tuple[str, ...]:
    colour = card_colour(state, seat)
    return (colour,) if colour else COLOURS


def _best_mods(state: ResafaState, seat: int, action: str, mods: Mods) -> Mods:
    """The biggest discount the player could bring to ``action`` (cards in hand, kept
    tiles and specials) on top of ``mods``, the permanent cards' changes."""
    c = components()
    p = state.players[seat]
    effects = [c.bonus_effects[c.bonus_cards[b].effect].effect for b in p.bonus]
    effects += [c.canal_bonus[t.split("-")[0]].effect for t in p.kept_tiles]
    for eff in effects:
        if eff.during == action:
            mods = merge_mods(mods, eff.mods)
    return mods


def main_possible(state: ResafaState, seat: int, action: str) -> bool:
    """True when ``action`` can be carried out (at least its first placement or move)."""
    if action in ("provisions", "production"):
        return True
    bonus, perm = permanent(state, seat, action)
    mods = _best_mods(state, seat, action, perm)
    task = Task(action, seat, mods=mods)
    if bonus:
        p = state.players[seat]
        state = with_player(
            state,
            seat,
            evolve(
                p,
                coins=p.coins + bonus.coin,
                stone=p.stone + bonus.stone,
                marble=p.marble + bonus.marble,
            ),
        )
    if action == "workshop":
        levels = (0, 1) if workshops.level2_open(state, seat) else (0,)
        shown = any(x for lv in levels for x in state.ws_display[lv])
        return shown and can_pay(state.players[seat], workshops.cost(task))
    if action == "garden":
        return next(gardens.options(state, task), None) is not None
    if action == "canal":
        return bool(canals.build_options(state, task, first=True))
    moving = Task("trading", seat, stage=1, mods=NO_MODS)
    return any(
        trading.move_problem(state, moving, MoveCamel(to, via)) is None
        for to in state.centres
        for via in (True, False)
    )
