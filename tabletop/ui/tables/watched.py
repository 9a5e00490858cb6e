"""A table that only shows (the replay viewer's, ``TableScene.watch``): what it is told
and the stand-in for its bots.

``ReplayScene`` holds an instance of the game's own table and calls ``table.watch(seat,
refusal, info)``: from then on nobody acts, every move is refused with ``refusal``, no
bot moves, no command is offered, no curtain comes up and the end opens no results; the
sidebar's players panel comes from ``info()``. ``table.show(match, seat, everything)``
puts a position on show.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from .sidebar import SidebarInfo


@dataclasses.dataclass(frozen=True)
class Watched:
    """A table that only shows: every move is refused with ``refusal``; ``info()`` gives
    the sidebar's players panel; ``everything``: the whole state is shown, not the
    seat's view."""

    refusal: str
    info: Callable[[], SidebarInfo]
    everything: bool = False


class NoBots:
    """Stands in for the bot runner of a watched table: nobody moves."""

    timer = 0.0
    thinking = False

    def update(self, dt: float, delay: float) -> None:
        pass

    def reset(self) -> None:
        pass

    def is_bot(self, seat: int | None) -> bool:
        return False
