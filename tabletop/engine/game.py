"""The engine contract every game implements (DESIGN.md, "Engine contract").

A game is one object, ``GAME``, usually an instance of a ``Game`` subclass. The subclass
writes the rules in four methods (``new``, ``actor``, ``legal_actions``, ``advance``) plus
``result``; the base class derives the rest of the binding surface from them so that
legality has exactly one source: ``legal_actions``.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .actions import Action, ActionCodec, IllegalAction
from .config import Config
from .data import DataError
from .files import clean_text
from .options import GameOption, default_options
from .result import Result
from .rng import REDACTED_RNG, Rng
from .serial import from_plain, to_plain

State = Any
"""A game state where the game is not known (engine code serving every game): a frozen
dataclass (plain data, RNG inside). A game's own code uses its state class, and its
``Game`` subclass names it: ``class LodgeGame(Game[LodgeState, Action])``."""

S = TypeVar("S")
"""The state type of a ``Game``."""
A = TypeVar("A", bound=Action)
"""The action type of a ``Game`` (``Action`` or a game's own union of action classes)."""

Clock = Callable[[], float]
"""What a search bot's time cap counts: ``time.perf_counter`` or ``time.process_time``."""


class ConfigError(ValueError):
    """A configuration the game does not support (a player count, a mode); the message is
    a sentence for the player ("Lodge is for 1 to 4 players.")."""


def mode_words(mode: str) -> str:
    """A mode as a player reads it: ``solo_series`` is "solo series"."""
    return mode.replace("_", " ")


class Bot(Protocol):
    """A player that chooses among the legal actions, seeing only its seat's ``view``;
    ``rng`` is the bot's own seeded generator (never the game's)."""

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any: ...


@dataclass(frozen=True)
class GameSpec:
    """A game's metadata, declared once in its ``game.py`` (``SPEC = GameSpec(...)``).

    A ``Game`` subclass sets ``spec = SPEC``; the base copies each field onto the class,
    so ``GAME.id``, ``GAME.title``, ``GAME.has_secrets``... read as before.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    modes: tuple[str, ...] = ("standard",)
    solo_modes: tuple[str, ...] = ()
    """Modes that are one-player modes (shown as a solo badge)."""
    mode_labels: tuple[tuple[str, str], ...] = ()
    """``(mode, label)`` where the set-up screen's usual name for a mode would mislead,
    e.g. ``("solo", "Solo (our design)")`` for a solo mode the rulebook does not give."""
    has_secrets: bool = False
    """True when a seat may see something another seat must not (hand, hidden pool)."""
    designer: str = ""
    play_time: str = ""
    blurb: str = ""
    version: int = 1
    """Bumped when a rules change makes old saves replay differently."""
    search_depth: int | None = None
    """Caps the search bot's lookahead; ``0`` for games of many small steps."""
    order: int = 99
    """Place in the title gallery (lower first)."""

    def __post_init__(self) -> None:
        if not self.id or not self.title:
            raise ValueError("a game spec needs an id and a title")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.id}: players {self.min_players}-{self.max_players}")
        if not self.modes or not set(self.solo_modes) <= set(self.modes):
            raise ValueError(f"{self.id}: solo modes {self.solo_modes} not among {self.modes}")
        if self.solo_modes and self.min_players != 1:
            raise ValueError(
                f"{self.id}: a solo mode is one player, but min_players is {self.min_players}"
            )


class Game(Generic[S, A]):
    """Base class for a game's rules, generic over its state type ``S`` and action type
    ``A``. Subclasses set the metadata (``spec``) and the rule methods; the hooks below
    marked *bot and hint hooks* are how the engine's bots and the hint find a game's own
    search and reasons (declared here, never looked up by name)."""

    spec: ClassVar[GameSpec | None] = None
    """The game's metadata; its fields are copied onto the class (below)."""
    # --- metadata (binding names) -------------------------------------------------------
    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    modes: ClassVar[tuple[str, ...]] = ("standard",)
    # --- metadata for the gallery and saves --------------------------------------------
    designer: ClassVar[str] = ""
    play_time: ClassVar[str] = ""
    blurb: ClassVar[str] = ""
    version: ClassVar[int] = 1
    """Bumped when a rules change makes old saves replay differently."""
    solo_modes: ClassVar[tuple[str, ...]] = ()
    """Modes that are official one-player modes (shown as a solo badge)."""
    mode_labels: ClassVar[tuple[tuple[str, str], ...]] = ()
    has_secrets: ClassVar[bool] = False
    """True when a seat may see something another seat must not (hand, hidden pool)."""
    search_depth: ClassVar[int | None] = None
    """Caps the search bot's lookahead (in decisions per seat); ``0`` for games whose turns
    are many small steps, where sampled lookahead is noise."""
    order: ClassVar[int] = 99
    options: ClassVar[tuple[GameOption, ...]] = ()
    """Table options a set-up screen offers (``config.options``; first choice = default)."""
    state_type: ClassVar[type] = object
    action_types: ClassVar[tuple[type[Action], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        spec = cls.__dict__.get("spec")
        if spec is not None:
            for field in fields(spec):
                setattr(cls, field.name, getattr(spec, field.name))
        own_new = cls.__dict__.get("new")
        if own_new is not None and not getattr(own_new, "checks_config", False):
            cls.new = _checked_new(own_new)  # type: ignore[method-assign, assignment]

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        """Every declared option at its default value."""
        return default_options(cls.options)

    # --- configurations ----------------------------------------------------------------------
    def player_range(self, mode: str) -> tuple[int, int]:
        """The fewest and most seats ``mode`` is played with: a solo mode is one seat;
        another mode the game's range, from two players when the game has a solo mode
        (one player then plays the solo mode)."""
        if mode in self.solo_modes:
            return (1, 1)
        low = max(2, self.min_players) if self.solo_modes else self.min_players
        return (min(low, self.max_players), self.max_players)

    def config_problem(self, config: Config) -> str | None:
        """Why the game cannot be played with ``config`` (a player count or a mode it does
        not have), as a sentence for the player; ``None`` when it can. ``new`` refuses such
        a configuration with ``ConfigError`` before the game's own set-up runs, and a save
        asking for one is refused on Load with this sentence."""
        title, players, mode = self.title, config.players, config.mode
        if mode not in self.modes:
            known = ", ".join(mode_words(m) for m in self.modes)
            return f"{title} has no mode {clean_text(mode, 30)!r} (its modes: {known})."
        if not self.min_players <= players <= self.max_players:
            return f"{title} is for {_count(self.min_players, self.max_players)}."
        low, high = self.player_range(mode)
        if low <= players <= high:
            return None
        if mode in self.solo_modes:
            return f"{title}'s {mode_words(mode)} mode is for one player."
        solo = mode_words(self.solo_modes[0]) if self.solo_modes else ""
        if players < low and solo:
            return (
                f"{title}'s {mode_words(mode)} game is for {_count(low, high)}; "
                f"one player plays the {solo} mode."
            )
        return f"{title}'s {mode_words(mode)} game is for {_count(low, high)}."

    # --- data ------------------------------------------------------------------------------
    def load_components(self) -> None:
        """Read and validate the game's data files (cached by the game). A game whose
        components live in YAML overrides this to call its ``components()``."""

    def data_problem(self) -> str | None:
        """The data error that keeps this game from starting (``file:line: field:
        message``), or ``None`` when its data loads. The title screen asks this."""
        try:
            self.load_components()
        except DataError as exc:
            return str(exc)
        return None

    # --- rules: subclasses implement these ------------------------------------------------
    def new(self, config: Config) -> S:
        """The opening position for ``config`` (seats, seed, mode, options).

        A subclass's ``new`` is wrapped (``__init_subclass__``) so that a configuration
        ``config_problem`` refuses raises ``ConfigError`` before it runs: every caller
        (set-up, Load, tools, tests) gets the same sentence and no game's set-up ever sees
        a player count or mode it does not support."""
        raise NotImplementedError

    def actor(self, state: S) -> int | None:
        """The seat that must decide now; ``None`` when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[A]:
        """Every legal action for the actor: the one source of truth for legality."""
        raise NotImplementedError

    def advance(self, state: S, action: A) -> S:
        """The next state for a legal ``action`` (called only after ``check`` passed)."""
        raise NotImplementedError

    def result(self, state: S) -> Result:
        """Totals, breakdown and ranks; meaningful once ``is_over``."""
        raise NotImplementedError

    def explain(self, state: S, action: A) -> str | None:
        """Why ``action`` is not legal, in a player's words. Override to be specific."""
        return None

    # --- derived contract ----------------------------------------------------------------
    def check(self, state: S, action: A) -> str | None:
        """``None`` exactly when ``action`` is in ``legal_actions(state)``, else a reason."""
        if self.actor(state) is None:
            return "The game is over."
        if action in self.legal_actions(state):
            return None
        return self.explain(state, action) or "That move is not allowed now."

    def apply(self, state: S, action: A) -> S:
        """The next state; raises ``IllegalAction`` (state untouched) if not legal."""
        reason = self.check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self.advance(state, action)

    def is_over(self, state: S) -> bool:
        return self.actor(state) is None

    def view(self, state: S, seat: int) -> S:
        """The state as ``seat`` may know it. Default: the RNG is redacted."""
        if hasattr(state, "rng"):
            return dataclasses.replace(state, rng=REDACTED_RNG)  # type: ignore[type-var]
        return state

    def determinize(self, view: S, seat: int, rng: random.Random) -> S:
        """A full state consistent with ``view`` (hidden parts guessed with ``rng``)."""
        if hasattr(view, "rng"):
            fresh = Rng.from_seed(rng.getrandbits(63))
            return dataclasses.replace(view, rng=fresh)  # type: ignore[type-var]
        return view

    def describe(self, state: S, action: A) -> str:
        """One line for the move log."""
        return action.kind.replace("_", " ")

    def events(self, before: S, action: A, after: S) -> tuple[str, ...]:
        """Lines for the move log telling what happened by itself after ``action`` was
        played (a round ended, cards were dealt, a display refilled, an automa moved), in
        the order it happened; seats named with ``result.seat_ref``. Default: none."""
        return ()

    def prompt(self, state: S) -> str:
        """What the actor is to do now, e.g. ``place a token or pass`` (for the banner)."""
        return "make a move"

    def status(self, state: S) -> str:
        """How far the game has gone, in a player's words and as the game counts it
        (``Round 5 of 17``, ``Turn 3 of 30``; ``Game over`` at the end): what the title's
        Continue and the Load screen say beside the game's name, and where the replay
        finds its rounds (a line starting ``Round N`` or ``Turn N``). Short, with no
        `` · `` in it (the callers join their own parts with it). Default: nothing."""
        return ""

    def reveals(self, before: S, action: A, after: S) -> bool:
        """True when ``action`` drew at random or showed hidden information."""
        return action.reveals or getattr(before, "rng", None) != getattr(after, "rng", None)

    def needs_confirmation(self, state: S, action: A) -> str | None:
        """Why a player should be asked before ``action`` (a sentence), or ``None``.

        Asked only when the move cannot be taken back *and* that is not obvious: the move
        itself turns up or looks at something hidden (``action.reveals``), or a game's own
        case (it overrides this, e.g. ending a round with tokens still unplaced). A move that
        merely ends a turn never asks, even when the game deals or refills after it.
        The setting's words are "Ask before a blind draw or a wasted action": a game's own
        case is one of those (a draw the player chooses to make unseen, an action given up)."""
        if action.reveals:
            return "it shows something hidden, so Undo will not be able to go back past it."
        return None

    def heuristic(self, state: S, seat: int) -> float:
        """How good ``state`` looks for ``seat`` (for the greedy bot and hints)."""
        if self.is_over(state):
            result = self.result(state)
            return 1000.0 * (result.ranks[seat] == 1) + result.totals[seat]
        return 0.0

    # --- bot and hint hooks (declared: the engine's bots and the hint call these) ------
    def search_bot(self, seat: int, level: str, clock: Clock) -> Bot | None:
        """The game's own search bot for a search ``level`` (easy, normal, hard) at
        ``seat``, timed on ``clock``; ``None`` (the default): the engine's ``SearchBot``."""
        return None

    def hint_reason(self, before: S, after: S, seat: int) -> str | None:
        """Why ``after`` is better than ``before`` for ``seat``, in the game's own words
        (a short clause: "+4 points; meets the Gondola Station"); ``None``: no sentence
        of its own, the hint then names the largest gain among ``hint_parts``."""
        return None

    hint_words: ClassVar[Mapping[str, str]] = {}
    """Words for each part of ``hint_parts`` ("points now", "guests to come")."""

    def hint_parts(self, state: S, seat: int) -> Mapping[str, float]:
        """``heuristic`` of ``seat`` split by reason (the keys of ``hint_words``); empty
        (the default): the hint says how much better the bot's estimate is."""
        return {}

    def turn_over(self, before: S, after: S, seat: int) -> bool:
        """Whether ``seat``'s turn that started at ``before`` has ended at ``after`` although
        the seat still moves (a solo game's turns); the hint judges a move by the seat's
        turn played on to there. Default: the turn ends when another seat is to act."""
        return False

    def conserved(self, state: S) -> Any:
        """A summary of component counts that must never change (``None``: not checked)."""
        return None

    def live_scores(self, state: S) -> tuple[int, ...] | None:
        """Scores a player may see during play, where the rules allow; ``None`` if not."""
        return None

    def bench_measures(self) -> list[tuple[str, str]]:
        """Game-specific measurements for ``python main.py bench`` (name, value)."""
        return []

    # --- plain data ----------------------------------------------------------------------
    def to_dict(self, state: S) -> dict[str, Any]:
        return to_plain(state)

    def from_dict(self, data: dict[str, Any]) -> S:
        return from_plain(self.state_type, data, "state")

    def action_from_json(self, data: Any) -> A:
        return self.codec.decode(data)  # type: ignore[return-value]


def _count(low: int, high: int) -> str:
    """``1 to 4 players``, ``one player``, ``exactly 3 players``."""
    if low == high:
        return "one player" if low == 1 else f"exactly {low} players"
    return f"{low} to {high} players"


def _checked_new(new: Callable[[Any, Config], Any]) -> Callable[[Any, Config], Any]:
    """``new`` preceded by ``config_problem``: a configuration the game does not support
    raises ``ConfigError`` with the player's sentence."""

    @functools.wraps(new)
    def checked(self: Game, config: Config) -> Any:
        problem = self.config_problem(config)
        if problem is not None:
            raise ConfigError(problem)
        return new(self, config)

    checked.checks_config = True  # type: ignore[attr-defined]
    return checked
