"""Lodge's actions. A turn: one build (or, with no legal build, one discard), then any of
the guest actions, then ``EndTurn``. Rows and floors count from 1, display slots from 0,
lodge columns from 1 (column 0 is the elevator)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, EndTurn


@dataclass(frozen=True)
class BuildRoom(Action):
    """Take the room at display ``(row, slot)`` and build it at ``(floor, column)``."""

    kind: ClassVar[str] = "build_room"
    row: int
    slot: int
    floor: int
    column: int


@dataclass(frozen=True)
class BuildAmenity(Action):
    """Take the amenity in display ``slot`` and build it at ``(floor, column)``; the
    amenity display refills at once (a random draw)."""

    kind: ClassVar[str] = "build_amenity"
    reveals: ClassVar[bool] = True
    slot: int
    floor: int
    column: int


@dataclass(frozen=True)
class DiscardRoom(Action):
    """With no legal build, discard the room at display ``(row, slot)`` instead."""

    kind: ClassVar[str] = "discard_room"
    row: int
    slot: int


@dataclass(frozen=True)
class PlaceDisplayGuest(Action):
    """Put the guest in guest-display ``slot`` into the room at ``(floor, column)``."""

    kind: ClassVar[str] = "place_display_guest"
    slot: int
    floor: int
    column: int


@dataclass(frozen=True)
class PlaceValetGuest(Action):
    """Put the guest in your valet into the room at ``(floor, column)``."""

    kind: ClassVar[str] = "place_valet_guest"
    floor: int
    column: int


@dataclass(frozen=True)
class ChooseValet(Action):
    """After placing your valet guest, move the guest in display ``slot`` to your valet."""

    kind: ClassVar[str] = "choose_valet"
    slot: int


@dataclass(frozen=True)
class RefreshGuests(Action):
    """Discard a guest display whose guests all share a colour and draw four new guests."""

    kind: ClassVar[str] = "refresh_guests"
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class UseRefreshToken(Action):
    """Spend your refresh token: discard every room in display ``row``; the display refreshes."""

    kind: ClassVar[str] = "use_refresh_token"
    reveals: ClassVar[bool] = True
    row: int


ACTION_TYPES: tuple[type[Action], ...] = (
    BuildRoom,
    BuildAmenity,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    ChooseValet,
    RefreshGuests,
    UseRefreshToken,
    EndTurn,
)
