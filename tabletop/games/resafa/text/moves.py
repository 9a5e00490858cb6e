"""Move-log lines (``describe``) and prompts (``prompt``) in plain words."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn

from .. import actions as A
from ..components import components
from ..components.records import COLOURS
from ..rules.mains import rooms
from ..rules.trading import tile_box
from ..state import OVER, SETUP, ResafaState
from .words import canal_words, gain_text

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


PLACES = ("first", "second", "third", "fourth", "fifth", "sixth")
TURNS = ("unturned", "a quarter turn", "a half turn", "three quarters turned")
WAYS = {"down": "down", "west": "to the left", "east": "to the right"}


def _special(card: str) -> str:
    """A special card in words (its colour, level and effect); ``a special card`` for a
    masked one."""
    c = components()
    s = c.specials.get(card)
    if s is None:
        return "a special card"
    return f"the {s.colour} level {'I' * s.level} special card ({s.text.rstrip('.')})"


def _option(options: tuple, choice: int) -> str:
    """`` — choosing 2 stone`` for a card with a choice (else nothing)."""
    if len(options) < 2 or not 0 <= choice < len(options):
        return ""
    return f", choosing {gain_text(options[choice])}"


def _canal_tile(tile: str, face: int) -> str:
    if components().canal_tiles[tile].faces[face].tank:
        return "a water tank tile"
    return f"a canal tile ({canal_words(tile, face)})"


def _cell(cell: str) -> str:
    column, row = cell[0], cell[1:]
    if row == "T":
        return f"the tank square under column {column} of the water network"
    return f"column {column}, row {row} of the water network"


def _where(x: int, y: int) -> str:
    return f"at square ({x}, {y}) of their workshop grid"


def _actor(state: ResafaState) -> int:
    """The seat that makes the move described (the task's, else the turn's)."""
    return state.task.seat if state.task is not None else state.current


def _space(n: int) -> str:
    return "the start" if n <= 0 else f"space {n}"


def _play_card(card: str, half: int) -> str:
    """``plays the action card Trading / Production (α) from their hand, lower half
    (Production) up``; a yellow card by its name; a masked card is "an action card"."""
    c = components()
    name = card_name(card)
    if not name.startswith(("the ", "an ")):
        name = "the action card " + " / ".join(x[:1].upper() + x[1:] for x in name.split(" / "))
    side = "upper" if half == 0 else "lower"
    pairing = ""
    if card in c.specials and c.specials[card].level <= 1:
        pairing = c.specials[card].pairing
    elif "-" in card:
        pairing = card.split("-", 1)[1]
    said = ""
    if pairing in c.pairings:
        p = c.pairings[pairing]
        said = f" ({(p.top if half == 0 else p.bottom).capitalize()})"
    return f"plays {name} from their hand, {side} half{said} up"


def describe(state: ResafaState, action: Action) -> str:
    """The move in players' words: which card, which option, which stack or place, and
    never a hidden card (a masked card is "a card")."""
    c = components()
    task = state.task
    if isinstance(action, A.PlayCard):
        return _play_card(action.card, action.half)
    if isinstance(action, A.Main):
        return f"takes the {action.action} action, the main action of their card"
    if isinstance(action, A.TakeBonus):
        row = state.bonus_display[COLOURS.index(action.colour)]
        card = row[action.slot] if action.slot < len(row) else ""
        place = PLACES[action.slot] if action.slot < len(PLACES) else f"number {action.slot + 1}"
        what = f" ({_bonus_text(card)})" if card in c.bonus_cards else ""
        return f"takes the {place} {action.colour} bonus card{what} from the bonus display"
    if isinstance(action, A.StepTrack):
        at = state.players[_actor(state)].tracks[COLOURS.index(action.colour)]
        return (
            f"moves their marker from {_space(at)} to space {at + 1} of the {action.colour} track"
        )
    if isinstance(action, A.TakeSpecial):
        if action.card not in c.specials:
            return f"takes {_special(action.card)}"
        return f"takes {_special(action.card)} from its stack beside the track"
    if isinstance(action, A.LookStack):
        if task is not None and task.colour:
            return f"looks through the hidden {task.colour} level {'I' * task.level} special cards"
        return "looks through the hidden special cards"
    if isinstance(action, A.BuildWorkshop):
        tile = state.ws_display[action.level - 1][action.pos]
        shown = state.ws_display[action.level - 1]
        place = PLACES[action.pos] if len(shown) <= 3 else f"number {action.pos + 1}"
        if len(shown) == 3:
            place = ("leftmost", "middle", "rightmost")[action.pos]
        side = "back up" if action.back else "front up"
        room_words = ""
        if tile in c.workshops:
            w = c.workshops[tile]
            back = gain_text(w.back) if action.back and w.back is not None else ""
            room_words = " (" + (back if action.back else " / ".join(map(gain_text, w.rooms))) + ")"
        return (
            f"builds the {place} level {'I' * action.level} workshop{room_words} from the "
            f"workshop display {_where(action.x, action.y)}, {TURNS[action.rot % 4]}, {side}"
        )
    if isinstance(action, A.BuildGarden):
        size = "large" if action.large else "small"
        way = "north-south" if action.vertical else "east-west"
        return (
            f"lays a {size} garden tile from the supply in strip {action.strip + 1} of the "
            f"garden square at ({action.x}, {action.y}) of their workshop grid, its strips "
            f"running {way}"
        )
    if isinstance(action, A.BuildCanal):
        tile = _canal_tile(action.tile, action.face)
        return f"builds {tile} from their canal tiles on {_cell(action.cell)}"
    if isinstance(action, A.MoveCamel):
        name = c.centres[action.to].name
        here = state.players[_actor(state)].at
        start = c.centres[here].name if here in c.centres else "where it stands"
        via = " by way of Resafa" if action.via else ""
        return f"moves their caravan from {start} to {name}{via}"
    if isinstance(action, A.Trade):
        return _trade(state, action)
    if isinstance(action, A.BuildBase):
        return _base(state, action)
    if isinstance(action, A.PlayBonus):
        card = action.card
        if card not in c.bonus_cards:
            return "plays a bonus card"
        effect = c.bonus_effects[c.bonus_cards[card].effect]
        choice = _option(effect.effect.options, action.choice)
        return f"plays a bonus card from their hand: {effect.text}{choice}"
    if isinstance(action, A.PlaySack):
        if action.card not in c.sacks:
            return "plays a sack card"
        sack = c.sacks[action.card]
        return f"plays a sack card from their hand: {sack.text}{_option(sack.effect.options, action.choice)}"
    if isinstance(action, A.DiscardSack):
        if action.card not in c.sacks:
            return "discards a sack card for 1 VP"
        return f"discards the sack card '{c.sacks[action.card].text}' for 1 VP"
    if isinstance(action, A.DiscardBonus):
        if action.card not in c.bonus_cards:
            return "discards a bonus card"
        colour = c.bonus_cards[action.card].colour
        return f"discards the {colour} bonus card '{_bonus_text(action.card)}'"
    if isinstance(action, A.UseSpecial):
        options = c.specials[action.card].effect.options if action.card in c.specials else ()
        return f"uses {_special(action.card)}{_option(options, action.choice)}"
    if isinstance(action, A.UseTile):
        return "uses a canal bonus tile: " + c.canal_bonus[action.tile.split("-")[0]].text
    if isinstance(action, A.TakeSack):
        return "takes a sack card, face down, from the sack pile"
    if isinstance(action, A.SwapCard):
        return f"puts the new yellow card in place of {card_name(action.old)}"
    if isinstance(action, A.Produce):
        return _produce(state, action)
    if isinstance(action, A.PlaceToken):
        return f"places a merchant token in the {ROWS[action.row]} row of their area"
    if isinstance(action, A.RouteWater):
        way = WAYS.get(action.way, action.way)
        if task is not None and task.cell:
            return f"steers the water cube at {_cell(task.cell)} {way}"
        return f"steers the water {way}"
    if isinstance(action, A.FlipTile):
        return f"flips the trading tile in {c.centres[action.centre].name}"
    if isinstance(action, A.PlaceStart):
        return (
            f"turns the starting workshops: the first {TURNS[action.rot_a % 4]}, "
            f"the second {TURNS[action.rot_b % 4]}"
        )
    if isinstance(action, A.Done):
        if task is not None and task.kind == "trading":
            return TRADING_DONE[task.stage] if task.stage < len(TRADING_DONE) else "stops trading"
        return DONE.get(task.kind if task is not None else "", "is done")
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


TRADING_DONE = (
    "flips no trading tile",
    "stays where the caravan is",
    "leaves the local trading tile as it is",
    "trades no more",
    "builds no trading base",
)


def _bonus_text(card: str) -> str:
    c = components()
    return c.bonus_effects[c.bonus_cards[card].effect].text.rstrip(".")


def _trade(state: ResafaState, action: A.Trade) -> str:
    c = components()
    task = state.task
    box = tile_box(state, task.cell, action.box) if task is not None else None
    if task is None or box is None:
        return f"trades {action.qty} item(s)"
    verb = "buys" if box.dir == "buy" else "sells"
    where = "top" if action.box == 0 else "bottom"
    return f"{verb} {action.qty} {box.good} in {c.centres[task.cell].name} ({where} trade)"


def _base(state: ResafaState, action: A.BuildBase) -> str:
    task = state.task
    if task is None or task.cell not in state.centres:
        return "builds a trading base"
    centre = components().centres[task.cell]
    spots = centre.boxes_small if state.side == "small" else centre.boxes_large
    if action.box >= len(spots):
        return "builds a trading base"
    box = spots[action.box]
    gain = f" and {gain_text(box.gain)}" if box.gain else ""
    return (
        f"builds a trading base in {centre.name}, box {action.box + 1} (a {box.token} token{gain})"
    )


def _produce(state: ResafaState, action: A.Produce) -> str:
    task = state.task
    seat = task.seat if task is not None else state.current
    placed = state.players[seat].workshops[action.shop]
    room = rooms(placed)[action.room]
    return f"produces {gain_text(room)} in their workshop {_where(placed.x, placed.y)}"


def card_name(card: str) -> str:
    c = components()
    if card in c.specials:
        s = c.specials[card]
        if s.level > 1:
            return f"the yellow level {'I' * s.level} card ({s.text.rstrip('.')})"
        p = c.pairings[s.pairing]
        return f"the yellow card {p.top} / {p.bottom}"
    if "-" not in card:
        return "an action card"
    set_id, pairing = card.split("-", 1)
    p = c.pairings[pairing]
    letter = next(s.letter for s in c.action_sets if s.id == set_id)
    return f"{p.top} / {p.bottom} ({letter})"
