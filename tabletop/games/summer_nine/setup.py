"""Setting up a game of Summer Nine (rulebook "Setup"; rulings P7, P9)."""

from __future__ import annotations

from dataclasses import fields

from tabletop.engine import Config, Rng
from tabletop.engine.options import GameOption
from tabletop.engine.serial import PlainDataError, from_plain

from .components import components
from .state import EMPTY, PLAN, PLAY, Options, SummerNineState

MODES = ("standard",)


OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        "take_two_reading",
        "3-player Take Two cards",
        (("proposed", "First player 2, then 3, 3"), ("printed", "As printed: 3, 3, 2")),
        players=(3,),  # 2 and 4 players deal Take Two by the one printed row
    ),
    GameOption(
        "direction", "Turn order", (("clockwise", "Clockwise"), ("anticlockwise", "Anticlockwise"))
    ),
    GameOption(
        "remember_hidden",
        "Hidden columns",
        ((False, "Face down (memorise them)"), (True, "Remember hidden cards (shown faded)")),
    ),
    GameOption(
        "four_plus",
        "4+ objective with two runs",
        (("union", "Months counted once, at most 12"), ("per_run", "Each run scores")),
    ),
)
"""The options the set-up screen offers (defaults first); ``SummerNineGame.options``. The
Take Two reading matters at 3 players only (``take_two_row``), so it is offered then only
(``GameOption.players``)."""


def read_options(config: Config) -> Options:
    """The table options of ``config``; unknown keys are ignored, bad values refused."""
    known = {f.name for f in fields(Options)}
    data = {k: v for k, v in (config.options or {}).items() if k in known}
    try:
        return from_plain(Options, data, "options")
    except PlainDataError as exc:
        raise ValueError(f"Summer Nine: {exc}") from exc


def take_two_row(players: int, options: Options) -> tuple[int, ...]:
    """Take Two cards per seat in turn order (first player first)."""
    c = components()
    if players == 3 and options.take_two_reading == "proposed":
        return c.proposed.take_two_seats_3p
    return c.facts.take_two_seats[players]


def new_state(config: Config) -> SummerNineState:
    """Take Two dealt by the seat table, the main deck shuffled, the pool of 2 x 9 cards
    laid face down row by row, a random first player who starts every round."""
    if config.mode not in MODES:
        raise ValueError(f"Summer Nine has no mode {config.mode!r} (modes: standard)")
    c = components()
    n = config.players
    if n not in c.facts.take_two_seats:
        raise ValueError(f"Summer Nine is for 2-4 players, not {n}")
    options = read_options(config)
    rng = Rng.from_seed(config.seed)
    first, rng = rng.below(n)
    deck, rng = rng.shuffled(c.main_deck)
    size = c.facts.pool_rows * c.facts.pool_columns
    pool, deck = deck[:size], deck[size:]
    direction = 1 if options.direction == "clockwise" else -1
    row = take_two_row(n, options)
    take_twos: list[tuple[int, ...]] = [()] * n
    supply = list(c.take_two_cards)
    for position, count in enumerate(row):
        seat = (first + direction * position) % n
        take_twos[seat], supply = tuple(supply[:count]), supply[count:]
    return SummerNineState(
        players=n,
        first=first,
        options=options,
        round=1,
        turn=0,
        phase=PLAY,
        progress=PLAN.start(),
        pool=tuple(pool),
        deck=tuple(deck),
        discard=(),
        set_aside=tuple(supply),
        schedules=((EMPTY,) * c.slots,) * n,
        hands=((),) * n,
        take_twos=tuple(take_twos),
        rng=rng,
    )
