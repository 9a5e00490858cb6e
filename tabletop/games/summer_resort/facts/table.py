"""The numbers and sentences on the Summer Resort board, computed from the state and the
data: names and values of the cards, prices, stack sizes, house points, rent, the
weather's guests, round counts, the porter's and the President's texts, the labels of
the places a piece may go, and the warning before a purchase that would be lost (SR-6).

The table reads them through ``facts`` (this package), with ``actions`` and ``GAME``;
it never writes a rule number or a rule sentence of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..components import components
from ..rules import UNDER
from ..rules.lodging import rent
from ..rules.placement import PLAN, invest_price, porter_open, refuel_price
from ..setup import forecast
from ..state import (
    ACCOMMODATE,
    ACTIONS,
    DEVELOP,
    FUELLED,
    LEVEL,
    Lot,
    SummerResortState,
    guests_of,
)
from ..turn.development import lost_cards

View = SummerResortState
"""What the table draws from: ``GAME.view(state, seat)``."""

PHASE_WORDS = {ACTIONS: "actions", DEVELOP: "building", ACCOMMODATE: "accommodation"}
DOING = {
    ACTIONS: "is placing a token",
    DEVELOP: "is building",
    ACCOMMODATE: "is accommodating guests",
}


# --- cards and names ---------------------------------------------------------------------


def vacationer_ids() -> tuple[str, ...]:
    """The guest types in the order of the data (and of the bank's money stacks)."""
    return tuple(v.id for v in components().vacationers)


def investment_ids() -> tuple[str, ...]:
    """The investment stacks beside the bank, in the order of the data."""
    return tuple(i.id for i in components().investments)


def value(kind: str) -> int:
    """Zł a guest pays when leaving (the number on its card)."""
    return components().vacationer(kind).value


def name(card: str) -> str:
    """The printed name of a guest, house, forest or automobile (``Villa``)."""
    comp = components()
    for v in comp.vacationers:
        if v.id == card:
            return v.name
    for h in comp.houses:
        if h.id == card:
            return h.name
    if card == "forest":
        return "Forest"
    return next((i.name for i in comp.investments if i.card == card), card.capitalize())


def stack_points(level: int) -> int:
    """Points of a lot's whole stack of house cards (a pension on a villa on a cottage: 10)."""
    return sum(h.points for h in components().houses if h.level <= level)


def lot_note(index: int, lot: Lot) -> str:
    """``lot 2 · 5 pts`` / ``lot 1 · no house``."""
    points = stack_points(lot.level)
    return f"lot {index + 1}" + (f" · {points} pts" if points else " · no house")


def leaving_note(lot: Lot) -> str:
    """What a house's old guests pay when new guests move in: ``old pay +300``."""
    return f"old pay +{rent(lot.guests)}"


def cars_max() -> int:
    """The longest the train can grow."""
    return components().setup.cars_max


def spare_track_words() -> tuple[str, ...]:
    """The words on a track card that a weather may still turn into a car."""
    growing = [w.name for w in components().weather if w.adds_car]
    return ("track", f"{growing[0].lower()} adds", "a car here") if growing else ("track",)


def status(view: View) -> str:
    """The banner's right side: ``Round 3 of 12 · actions``."""
    phase = PHASE_WORDS.get(view.phase, "")
    return f"Round {view.round} of {view.rounds}" + (f" · {phase}" if phase else "")


def doing(view: View, who: str) -> str:
    """``Ann is building.``"""
    return f"{who} {DOING.get(view.phase, 'is playing')}."


# --- the locomotive --------------------------------------------------------------------


@dataclass(frozen=True)
class WeatherRow:
    house: str
    guests: int
    guest: str
    text: str
    """``per cottage`` when guests come, else ``no one per cottage``."""


@dataclass(frozen=True)
class Weather:
    title: str
    rows: tuple[WeatherRow, ...]
    next_forecast: str | None
    """``sun`` or ``cloud`` for next round; ``None`` in the last round."""
    next_text: str


def weather(view: View) -> Weather | None:
    """This round's weather card and next round's forecast (``None`` before round 1)."""
    if not view.weather:
        return None
    comp = components()
    card = comp.weather_card(view.weather)
    title = card.name + (" · +1 car" if card.adds_car else "")
    rows = []
    for house in comp.houses:
        n = getattr(card, house.id)
        text = f"per {house.id}" if n else f"no one per {house.id}"
        rows.append(WeatherRow(house.id, n, house.guest, text))
    nxt = forecast(view.deck[0]) if view.deck and view.round < view.rounds else None
    next_text = f"Next round: {'sunny' if nxt == 'sun' else 'cloudy'}" if nxt else "Last round"
    return Weather(title, tuple(rows), nxt, next_text)


def package_text() -> str:
    """The conductor's package on the locomotive: ``+100 zł``."""
    return f"+{components().setup.package} zł"


# --- the bank -------------------------------------------------------------------------


@dataclass(frozen=True)
class Stack:
    id: str
    card: str
    title: str
    price: str
    left: str
    """``12 left`` or ``empty``."""
    empty: bool
    visits: str
    next_one: str
    """``Next: 200 zł`` (one token)."""
    next_pair: str
    """``Pair: 100 zł`` or ``Pair: free``."""


def stacks(view: View) -> tuple[Stack, ...]:
    """Each investment stack: its card, base price, cards left, visits and next prices."""
    out = []
    for index, inv in enumerate(components().investments):
        left = view.stacks[index]
        visits = view.visits[index]
        pair = invest_price(view, inv.id, (2, False))
        out.append(
            Stack(
                inv.id,
                inv.card,
                name(inv.card),
                f"{inv.price} zł",
                f"{left} left" if left else "empty",
                not left,
                f"Visits this round: {visits}" if visits else "No visits yet",
                f"Next: {invest_price(view, inv.id, (1, False))} zł",
                f"Pair: {pair} zł" if pair else "Pair: free",
            )
        )
    return tuple(out)


def money_stack_text(view: View, index: int) -> str:
    """``money stack · 30 cards`` for the bank's guest cards of one type."""
    return f"money stack · {view.bank[index]} cards"


PRICE_NOTE = (
    "Watch the prices: every visit to a stack this round",
    "raises the next visitor's price.",
)


# --- resorts ------------------------------------------------------------------------------


def president_badge() -> str:
    return f"President +{components().setup.president_points}"


def porter_badge(view: View) -> str:
    return "Porter" + ("" if view.porter_free else " (placed)")


def tokens_text(view: View, seat: int) -> str:
    return f"Tokens left: {view.resorts[seat].tokens}"


def your_tokens_line(view: View, seat: int) -> str:
    """``Your tokens left this round: 1.`` (in the tray while others play)."""
    return f"Your tokens left this round: {view.resorts[seat].tokens}."


def can_drive(view: View, seat: int) -> bool:
    """The seat has a fuelled automobile (it may take two neighbouring cars)."""
    return FUELLED in view.resorts[seat].automobiles


# --- the player's pieces ---------------------------------------------------------------


@dataclass(frozen=True)
class Pieces:
    """What the player to act may pick up in the action phase."""

    tokens: int
    """Owner tokens that may go on the board in this turn (0 once the token is down)."""
    porter: bool
    """The porter may go on the board now."""


def pieces(view: View, seat: int) -> Pieces:
    """The seat's pieces for this turn (ruling SR-2: the porter within the holder's turn)."""
    if view.phase != ACTIONS or view.turn != seat:
        return Pieces(0, False)
    token = PLAN.is_open(view.progress, "token")
    return Pieces(view.resorts[seat].tokens if token else 0, porter_open(view))


LOST_BADGE = "! would be lost"
"""Marks an investment stack whose card the player would lose at development (SR-6)."""


def placing_notes(view: View, seat: int) -> tuple[str, ...]:
    """Where the player's pieces may go this turn, in lines short enough for the tray."""
    if porter_waiting(view, seat):
        return (
            "The porter may still make one more placement",
            "in this turn; or end your turn and keep it for",
            "a later turn of this round.",
        )
    lines: tuple[str, ...] = (
        "A piece goes on a car, the package, an investment,",
        "or your own automobile to refuel it.",
    )
    if can_drive(view, seat):
        lines += ("A fuelled automobile takes two cars side by side.",)
    return lines


def porter_waiting(view: View, seat: int) -> bool:
    """The seat's token is down this turn and the porter may still follow."""
    return view.turn == seat and porter_open(view) and PLAN.can_end(view.progress)


@dataclass(frozen=True)
class HouseCard:
    card: str
    title: str
    lines: tuple[str, str]
    """``3 points``, ``goes on a cottage``."""
    heading: str
    """``Build your new villa``."""
    instruction: str
    """``Drag it onto a cottage in your resort.``"""


def house_card(view: View, seat: int) -> HouseCard:
    """The next bought house card the seat must build (development)."""
    card = view.resorts[seat].purchases[0]
    points = next(h.points for h in components().houses if h.id == card)
    under = UNDER[card]
    return HouseCard(
        card,
        f"New {name(card).lower()}",
        (f"{points} points", f"goes on {under}"),
        f"Build your new {card}",
        f"Drag it onto {under} in your resort.",
    )


def newcomers(view: View, seat: int) -> tuple[str, ...]:
    """The new guests the seat accommodates now (the President's include the overflow)."""
    return guests_of(view, seat)


def unhoused_text(view: View, seat: int, housed: int) -> str:
    """``no room: 2 (to the President)`` when some newcomers find no house, else ``""``."""
    rest = len(newcomers(view, seat)) - housed
    if rest <= 0:
        return ""
    where = "President" if view.president not in (-1, seat) else "bank"
    return f"no room: {rest} (to the {where})"


# --- labels of the places a piece may go -----------------------------------------------


def invite_label(view: View, car: int) -> str:
    n = len(view.train[car].vacationers)
    if n == 0:  # legal, but it does nothing besides using the token: say so
        return f"Car {car + 1} is empty: a token here invites no one"
    return f"Invite {n} vacationer{'s' if n != 1 else ''} from car {car + 1}"


def drive_label(view: View, car: int) -> str:
    n = len(view.train[car].vacationers) + len(view.train[car + 1].vacationers)
    if n == 0:
        return f"Cars {car + 1} and {car + 2} are empty: driving there invites no one"
    return f"Drive to cars {car + 1} and {car + 2}: invite {n} vacationer{'s' if n != 1 else ''}"


def package_label() -> str:
    return f"Collect the conductor's package: {package_text()}"


def invest_label(view: View, seat: int, stack: str, tokens: int, porter: bool) -> str:
    """``Buy a villa for 200 zł (you have 300 zł)``, with the warning when the card would
    be lost at development (ruling SR-6)."""
    inv = components().investment(stack)
    price = invest_price(view, stack, (tokens, porter))
    what = "forest lot" if inv.card == "forest" else inv.card
    label = f"Buy a {what} for {price} zł (you have {view.resorts[seat].money} zł)"
    warning = purchase_warning(view, seat, stack, tokens, porter)
    return f"{label}. {warning}" if warning else label


def refuel_label(tokens: int, porter: bool) -> str:
    return f"Refuel your automobile for {refuel_price((tokens, porter))} zł"


def purchase_warning(
    view: View, seat: int, stack: str, tokens: int = 1, porter: bool = False
) -> str | None:
    """Ruling SR-6: buying a house card with nothing to stand on at development is legal,
    but the player is told before the drop: ``You have no bare forest: this cottage would be
    lost.`` If pieces remain for a later placement this round, the sentence says the base
    can still be bought."""
    card = components().investment(stack).card
    if card not in LEVEL:
        return None
    resort = view.resorts[seat]
    before = lost_cards(resort.lots, resort.purchases)
    after = lost_cards(resort.lots, resort.purchases + (card,))
    if len(after) == len(before):
        return None
    base = UNDER[card].removeprefix("a ").removesuffix(" lot")
    have = any(lot.level == LEVEL[card] - 1 for lot in resort.lots)
    sentence = f"You have no {base}{' left for it' if have else ''}: this {card} would be lost"
    porter_later = porter_open(view) and view.turn == seat and not porter
    left = resort.tokens - tokens + porter_later
    if left > 0:
        needed = "forest lot" if card == "cottage" else base
        return f"{sentence} unless you also buy a {needed} this round."
    return sentence + "."
