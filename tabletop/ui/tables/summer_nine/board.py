"""What Summer Nine's board shows for one position: plain frozen records built once per
position from the game's view and its ``facts`` (never from the full state), read by
``draw.py``. Card faces become ``Look``s here, so the art never sees the game's data.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from tabletop.games.summer_nine import facts as F

from .art import Look

ACTION_KINDS = ("reschedule", "identity_theft", "time_travel")
KIND_ICON = {
    "bridge": "bridge",
    "half_stay": "half",
    "reschedule": "reschedule",
    "identity_theft": "theft",
    "time_travel": "time",
    "objective": "objective",
    "ice_cream": "ice_cream",
    "photo": "photo",
    "take_two": "take_two",
}
KIND_BAND = {
    "bridge": "Bridge",
    "reschedule": "Action",
    "identity_theft": "Action",
    "time_travel": "Action",
    "objective": "Objective",
    "ice_cream": "Ice cream",
    "photo": "Photo",
    "take_two": "Take Two",
}
HAND_ORDER = ("reschedule", "identity_theft", "time_travel", "objective", "ice_cream", "photo")


@dataclass(frozen=True)
class PoolCard:
    """One pool position: ``face`` is ``open`` (face up), ``back`` (face down),
    ``faded`` (hidden but remembered, S9-1) or ``empty``."""

    row: int
    column: int
    card: int
    look: Look | None
    face: str


@dataclass(frozen=True)
class SlotMark:
    """A word under a schedule slot from the live best reading (an Any Country's
    country, "removed: unpaired"); ``bad`` when the card is taken out for scoring."""

    slot: int
    text: str
    bad: bool = False


@dataclass(frozen=True)
class PlayerBoard:
    """A player as the board shows them: schedule, hand counts, score, what they do now."""

    seat: int
    cards: tuple[int, ...]
    schedule: tuple[Look | None, ...]
    hand_count: int
    take_twos: int
    score: str
    doing: str
    marks: tuple[SlotMark, ...] = ()
    score_title: str = ""
    score_note: str = ""
    """Under the breakdown: what the other players see of this score."""
    score_lines: tuple[tuple[str, str, str], ...] = ()
    """(label, points, detail) of the live breakdown this seat's viewer may see."""


@dataclass(frozen=True)
class HandCard:
    """A group of identical cards in your hand; ``key`` names the piece (action cards)."""

    key: tuple[str, str] | None
    card: int
    look: Look
    count: int


@dataclass(frozen=True)
class Board:
    """Everything the board shows for one position, from the view of the seat at it."""

    months: tuple[str, ...]
    round_line: str
    columns: tuple[str, ...]
    """Per column 1-9: ``open``, ``hidden`` or ``upcoming``."""
    pool: tuple[PoolCard, ...]
    deck: int
    discard: Look | None
    discard_count: int
    picked: int | None
    picked_month: int | None
    refill: Look | None
    players: tuple[PlayerBoard, ...]
    hand: tuple[HandCard, ...]
    prompt: str
    picked_look: Look | None = None
    """The face of the card Time Travel took (``picked``)."""
    ticks: frozenset[Hashable] = frozenset()
    """Keys of the pieces that have a legal move now (they carry a tick); ``TAKE_TWO``
    when Take Two may be played."""


TAKE_TWO = ("take_two",)
"""In ``Board.ticks``: Take Two may be played now (a button, not a piece)."""


def look_of(card: int) -> Look:
    """The face of ``card`` as the art draws it: colour (via the country), the
    country's name and emblem, the holiday-type icon and word, name and points."""
    face = F.card_face(card)
    country = face.country
    if face.kind == "objective":  # the objective's country or type is its picture
        return Look(
            face.kind,
            face.name,
            "Objective",
            country,
            face.icon or "objective",
            "",
            face.points,
            emblem=face.symbol if country else "",
        )
    band = face.country_name if country else KIND_BAND.get(face.kind, face.kind)
    if country == "ANY":
        band = band.split()[0]  # "Any": the stripes and the globe say the rest
    if face.kind == "destination":
        icon, word = face.icon, face.type_name
    elif face.kind == "ice_cream":
        icon, word = "ice_cream", face.name.split(", ")[-1]
    elif face.kind == "half_stay":
        icon, word = "half", "Half stay"
    else:
        icon, word = KIND_ICON.get(face.kind, "objective"), ""
    name = face.name.split(",")[0] if face.kind in ("half_stay", "ice_cream") else face.name
    if face.kind == "half_stay":
        name = "Extended Stay"
    return Look(
        kind=face.kind,
        title=name,
        band=band,
        country=country,
        icon=icon,
        icon_word=word,
        points=face.points,
        flavour=face.flavour,
        schedule=face.is_schedule,
        emblem=face.symbol if country else "",
    )


def build_board(
    view: Any,
    players: int,
    eyes: int,
    actor: int | None,
    mine: bool,
    looks: Callable[[int], Look],
    ticks: frozenset[Hashable] = frozenset(),
) -> Board:
    """The board for ``view`` seen by ``eyes``; ``ticks``: the keys of the pieces (and
    ``TAKE_TWO``) that have a legal move now."""
    months = tuple(m.name for m in F.months())
    places = F.pool_places(view)
    status = {p.column: p.status for p in places}
    columns = tuple(status[c] for c in sorted(status))
    pool = tuple(_pool_card(p, looks) for p in places)
    public = F.public_scores(view)
    prompt = F.prompt(view) if actor is not None else ""
    boards = []
    for seat in range(players):
        slots = F.schedule_slots(view, seat)
        cards = tuple(s.card for s in slots)
        marks = tuple(
            SlotMark(s.slot, s.scoring, s.scoring.startswith("removed")) for s in slots if s.scoring
        )
        own = seat == eyes
        lines = F.live_breakdown(view, seat)
        score = sum(line.points for line in lines) if own else public[seat]
        title = f"Your score: {score}" if own else f"Schedule score: {score}"
        note = f"The others see {public[seat]}: your schedule only." if own else ""
        if seat == actor:
            doing = (prompt[:1].upper() + prompt[1:]) if own and mine else "to play now"
        else:
            doing = ""
        boards.append(
            PlayerBoard(
                seat,
                cards,
                tuple(looks(c) if c >= 0 else None for c in cards),
                F.hand_count(view, seat),
                F.take_two_count(view, seat),
                str(score),
                doing,
                marks,
                title,
                note,
                tuple((line.label, _points(line.points), line.detail) for line in lines),
            )
        )
    refill = F.shown_refill(view)
    discard = F.discard_top(view)
    picked = F.picked_card(view) if actor == eyes else None
    return Board(
        months=months,
        round_line=F.round_line(view),
        columns=columns,
        pool=pool,
        deck=F.deck_count(view),
        discard=looks(discard) if discard is not None else None,
        discard_count=F.discard_count(view),
        picked=picked,
        picked_month=F.picked_month(view),
        refill=looks(refill) if refill is not None else None,
        players=tuple(boards),
        hand=_hand(view, eyes, looks),
        prompt=prompt,
        picked_look=looks(picked) if picked is not None else None,
        ticks=ticks,
    )


def _points(points: int) -> str:
    return f"{points:+d}" if points < 0 else str(points)


def _pool_card(place: F.PoolPlace, looks: Callable[[int], Look]) -> PoolCard:
    if place.card == F.EMPTY:
        return PoolCard(place.row, place.column, place.card, None, "empty")
    if place.faded and place.card >= 0:
        return PoolCard(place.row, place.column, place.card, looks(place.card), "faded")
    if place.face_up and place.card >= 0:
        return PoolCard(place.row, place.column, place.card, looks(place.card), "open")
    return PoolCard(place.row, place.column, place.card, None, "back")


def _hand(view: Any, seat: int, looks: Callable[[int], Look]) -> tuple[HandCard, ...]:
    """Your hand grouped by face: action cards first (they are pieces), then objectives,
    collectibles and the Take Two pile."""
    groups: dict[tuple[str, str], list[int]] = {}
    for card in F.hand_cards(view, seat):
        if card < 0:
            continue
        face = F.card_face(card)
        groups.setdefault((face.kind, face.name), []).append(card)
    order = sorted(
        groups,
        key=lambda k: (HAND_ORDER.index(k[0]) if k[0] in HAND_ORDER else 99, k[1]),
    )
    out = [
        HandCard(
            ("hand", kind) if kind in ACTION_KINDS else None,
            groups[kind, name][0],
            looks(groups[kind, name][0]),
            len(groups[kind, name]),
        )
        for kind, name in order
    ]
    take_two = F.take_two_face(view, seat)
    if take_two is not None:
        out.append(HandCard(None, take_two, looks(take_two), F.take_two_seen(view, seat)))
    return tuple(out)
