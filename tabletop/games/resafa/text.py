"""Move-log lines (``describe``) and prompts (``prompt``) in plain words."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn

from . import actions as A
from .components import components
from .state import OVER, SETUP, ResafaState

TASK_PROMPTS = {
    "provision": "take a bonus card, a track step or a sack card",
    "steps": "move a marker on a colour track",
    "bonus_pick": "take a face-up bonus card",
    "special": "take the top special card or look through the stack",
    "pick": "choose one of the hidden special cards",
    "swap": "choose the action card your new yellow card replaces",
    "produce": "choose a production room",
    "workshop": "choose a workshop and where to build it",
    "garden": "place a garden tile",
    "canal": "place a canal tile",
    "flip": "flip the local trading tile, or not",
    "token": "choose the row for your merchant token",
    "route": "steer the water",
    "discard": "bring your hand down to 5 cards",
}
ROWS = ("gardens", "workshops", "canals")
DONE = {
    "produce": "stops producing",
    "trading": "goes on without it",
    "workshop": "builds no workshop",
    "garden": "builds no garden",
    "canal": "builds no canal",
    "steps": "takes no more track steps",
    "provision": "takes nothing",
    "bonus_pick": "takes no bonus card",
    "flip": "leaves the trading tile as it is",
}
STAGES = (
    "flip a trading tile, or not",
    "move your caravan",
    "trade",
    "build a trading base, or not",
)


def prompt(state: ResafaState) -> str:
    if state.phase == OVER:
        return "the game is over"
    if state.phase == SETUP:
        return "turn your two starting workshops"
    task = state.task
    if task is not None:
        if task.kind == "trading":
            return STAGES[task.stage]
        return TASK_PROMPTS[task.kind]
    if not state.progress.has("card"):
        return "play an action card, choosing the half"
    return "take the colour action and the main action, or end the turn"


def describe(state: ResafaState, action: Action) -> str:
    c = components()
    if isinstance(action, A.PlayCard):
        return f"plays {card_name(action.card)} ({'top' if action.half == 0 else 'bottom'} half)"
    if isinstance(action, A.Main):
        return f"takes the {action.action} action"
    if isinstance(action, A.TakeBonus):
        return f"takes a {action.colour} bonus card"
    if isinstance(action, A.StepTrack):
        return f"steps on the {action.colour} track"
    if isinstance(action, A.TakeSpecial):
        return f"takes special card {action.card}: {c.specials[action.card].text}"
    if isinstance(action, A.BuildWorkshop):
        tile = state.ws_display[action.level - 1][action.pos]
        return f"builds workshop {tile} ({'back' if action.back else 'front'} up)"
    if isinstance(action, A.BuildGarden):
        return f"builds a {'large' if action.large else 'small'} garden"
    if isinstance(action, A.BuildCanal):
        return f"builds canal tile {action.tile} on {action.cell}"
    if isinstance(action, A.MoveCamel):
        name = c.centres[action.to].name
        return f"moves the caravan to {name}" + (" by way of Resafa" if action.via else "")
    if isinstance(action, A.Trade):
        from .trading import tile_box

        task = state.task
        box = tile_box(state, task.cell, action.box) if task is not None else None
        if box is None:
            return f"trades {action.qty} item(s)"
        verb = "buys" if box.dir == "buy" else "sells"
        return f"{verb} {action.qty} {box.good} in {c.centres[task.cell].name}"
    if isinstance(action, A.BuildBase):
        return "builds a trading base"
    if isinstance(action, A.PlayBonus):
        return "plays a bonus card: " + c.bonus_effects[c.bonus_cards[action.card].effect].text
    if isinstance(action, A.PlaySack):
        return "plays a sack card: " + c.sacks[action.card].text
    if isinstance(action, A.DiscardSack):
        return "discards a sack card for 1 VP"
    if isinstance(action, A.DiscardBonus):
        return "discards a bonus card"
    if isinstance(action, A.UseSpecial):
        return f"uses special card {action.card}: {c.specials[action.card].text}"
    if isinstance(action, A.UseTile):
        return "uses a canal bonus tile: " + c.canal_bonus[action.tile.split("-")[0]].text
    if isinstance(action, A.TakeSack):
        return "takes a sack card"
    if isinstance(action, A.LookStack):
        return "looks through the hidden special cards"
    if isinstance(action, A.SwapCard):
        return f"puts the new yellow card in place of {card_name(action.old)}"
    if isinstance(action, A.Produce):
        from .facts import gain_text
        from .mains import rooms

        task = state.task
        seat = task.seat if task is not None else state.current
        room = rooms(state.players[seat].workshops[action.shop])[action.room]
        return f"produces {gain_text(room)}"
    if isinstance(action, A.PlaceToken):
        return f"places the merchant token in the {ROWS[action.row]} row"
    if isinstance(action, A.RouteWater):
        return f"steers the water {action.way}"
    if isinstance(action, A.FlipTile):
        return f"flips the trading tile in {c.centres[action.centre].name}"
    if isinstance(action, A.PlaceStart):
        return "turns the starting workshops"
    if isinstance(action, A.Done):
        task = state.task
        return DONE.get(task.kind if task is not None else "", "is done")
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


def card_name(card: str) -> str:
    c = components()
    if card in c.specials:
        return f"yellow card {card}"
    set_id, pairing = card.split("-", 1)
    p = c.pairings[pairing]
    letter = next(s.letter for s in c.action_sets if s.id == set_id)
    return f"{p.top} / {p.bottom} ({letter})"
