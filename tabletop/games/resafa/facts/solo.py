"""What a table shows of the solo mode (re-exported by ``facts``): Resafabot's two solo
cards side by side with the arrowed half, its last turn line by line, its canal stack and
the player's standing on the designer's scale. Every function takes a (view) state and
returns ``None`` or empty values outside the solo mode."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import automa
from ..automa.words import ICON_WORDS, PROVISIONS_WORDS
from ..components import components
from ..components.records import COLOURS, SoloCard
from ..scoring import breakdown
from ..state import ResafaState

ICON_SHORT = {
    "T2": "move 2",
    "D-L": "discard leftmost",
    "D-M": "discard middle",
    "D-R": "discard rightmost",
}


@dataclass(frozen=True)
class SoloCards:
    """Resafabot's last turn as the two cards lay: ``left`` (flipped, L face) and
    ``right`` (on the deck, R face); ``half`` 0 the upper, 1 the lower half of the right
    card, the one the arrow points at; ``main`` the action taken (the red-outlined one
    instead of production or garden); ``deck`` cards left in the solo deck."""

    left: str
    right: str
    arrow: str
    half: int
    action: str
    colour: str
    main: str
    left_lines: tuple[str, ...]
    right_lines: tuple[str, ...]
    deck: int
    icon: str = ""
    """The left card's colour icon in a few words (``move 2``, ``discard leftmost``)."""
    halves: tuple[tuple[str, str], ...] = ()
    """The right card's (action, colour) upper and lower halves."""
    red: str = ""
    """The right card's red-outlined action."""


def left_face_lines(card: SoloCard) -> tuple[str, ...]:
    """The L face in words: arrow, colour icon and the four main-action instructions."""
    names = components().centres
    return (
        f"Arrow: the {'upper' if card.arrow == 'up' else 'lower'} half of the next card",
        f"Colour: {ICON_WORDS[card.colour_icon]}",
        PROVISIONS_WORDS[card.provisions],
        f"Workshop: remove the {automa.PLACE_WORDS[card.workshop_pos - 1]} tile",
        f"Canal: {automa.SIDE_WORD[card.canal]} its last tile",
        f"Trading: {names[card.centres[0]].name}, else {names[card.centres[1]].name}",
    )


def right_face_lines(card: SoloCard) -> tuple[str, ...]:
    """The R face in words: the upper and lower halves and the red-outlined action."""
    if card.top is None or card.bottom is None:
        return ("Canal tile setup card",)
    return (
        f"Upper: {card.top[0]} ({card.top[1]})",
        f"Lower: {card.bottom[0]} ({card.bottom[1]})",
        f"Red outline: {card.red}",
    )


def solo_cards(view: ResafaState) -> SoloCards | None:
    """The two solo cards of Resafabot's last turn (``None`` before its first turn or
    outside the solo mode)."""
    solo = view.solo
    if solo is None or len(solo.shown) != 2:
        return None
    left, right = automa.solo_card(solo.shown[0]), automa.solo_card(solo.shown[1])
    action, colour = automa.arrowed(left, right)
    return SoloCards(
        left=left.id,
        right=right.id,
        arrow=left.arrow,
        half=0 if left.arrow == "up" else 1,
        action=action,
        colour=colour,
        main=right.red if action in automa.REPLACED else action,
        left_lines=left_face_lines(left),
        right_lines=right_face_lines(right),
        deck=len(solo.deck),
        icon=ICON_SHORT[left.colour_icon],
        halves=tuple(h for h in (right.top, right.bottom) if h is not None),
        red=right.red,
    )


def bot_seat(view: ResafaState) -> int | None:
    """Resafabot's seat in ``view.players`` (it is not one of the config's seats), or
    ``None`` outside the solo mode. Its player has no board, caravan, hand or score."""
    return automa.BOT if view.solo is not None else None


def bot_starts(view: ResafaState) -> bool:
    """Whether Resafabot is the start player of the round (it plays the round's first
    turn: in the first round, right after the player's set-up)."""
    return view.solo is not None and view.start == automa.BOT


def people(view: ResafaState) -> tuple[int, ...]:
    """The seats of the people at the table (Resafabot left out)."""
    return tuple(s for s, p in enumerate(view.players) if not p.bot)


def bot_canals(view: ResafaState) -> tuple[int, str]:
    """(canal tiles left in Resafabot's stack, the cell of its marker cube)."""
    if view.solo is None:
        return 0, ""
    return len(view.solo.stack), view.solo.cell


def rating_scale() -> tuple[tuple[int, str], ...]:
    """The designer's solo scale, lowest first: ``((150, "okay"), ...)``."""
    return tuple(reversed(automa.RATINGS))


def solo_scores_note(view: ResafaState) -> str:
    """Under the players' rows in the solo game: Resafabot scores nothing, the player
    plays for the designer's scale."""
    if view.solo is None:
        return ""
    return f"Resafabot scores no VP: you play for your own score ({automa.scale_text()} VP)."


def solo_standing(view: ResafaState, scale: bool = True) -> str:
    """The player's score if the game ended now, with its rating, for the status line
    (``scale``: followed by the designer's scale)."""
    if view.solo is None:
        return ""
    total = sum(v for _, v in breakdown(view, 0))
    now = f"If it ended now: {total} VP ({automa.rating(total)})"
    return f"{now}; {automa.scale_text()}" if scale else now


_PLACES = (
    ("bonus", re.compile(r"^Resafabot discards the (\w+(?: \d+)?) (\w+) bonus card")),
    ("track", re.compile(r"^Resafabot moves (\d+) on (\w+)")),
    ("canal", re.compile(r"^Resafabot builds canal tile \w+ on (\w+),")),
    ("workshop", re.compile(r"^Resafabot removes the (\w+(?: \d+)?) level (I+) workshop")),
    ("centre", re.compile(r"^Resafabot places a trading base in (.+?)(?: \(| and flips)")),
)


def _slot(word: str) -> int:
    """``leftmost`` → 0, ``number 4`` → 3 (the automa's words for a place in a row)."""
    if word in automa.PLACE_WORDS:
        return automa.PLACE_WORDS.index(word)
    return int(word.split()[-1]) - 1


def bot_places(view: ResafaState) -> tuple[tuple | None, ...]:
    """Where each line of Resafabot's last turn(s) (``bot_plain_turn``, in order) took
    effect on the board, ``None`` for a line with no place (the card flipped, nothing
    found): ``("bonus", colour index, slot)``, ``("track", colour index, space)``,
    ``("canal", cell)``, ``("workshop", level, position)``, ``("centre", centre id)``."""
    solo = view.solo
    if solo is None:
        return ()
    names = {c.name: k for k, c in components().centres.items()}
    tracks = list(view.players[automa.BOT].tracks)
    found: list[tuple | None] = []
    for line in reversed(solo.log):  # newest first: a track's earlier space is found back
        place: tuple | None = None
        for kind, pattern in _PLACES:
            m = pattern.match(line)
            if m is None:
                continue
            if kind == "bonus":
                place = ("bonus", COLOURS.index(m.group(2)), _slot(m.group(1)))
            elif kind == "track":
                i = COLOURS.index(m.group(2))
                place = ("track", i, tracks[i])
                tracks[i] -= int(m.group(1))
            elif kind == "canal":
                place = ("canal", m.group(1))
            elif kind == "workshop":
                place = ("workshop", len(m.group(2)), _slot(m.group(1)))
            elif m.group(1) in names:
                place = ("centre", names[m.group(1)])
            break
        found.append(place)
    return tuple(reversed(found))
