"""Resafa's moves shown travelling (#29): where another seat's piece came from (the
table's ``origin``: the workshop display's place, the garden supply, the caravan's last
centre) and what travels (``traveller``: the workshop tile as built, the garden tile, the
canal tile in its owner's colour, the caravan); and ``BotTravel``, a part the table holds
that plays each step of the Resafabot's turn as its token travelling from its panel to the
place the step took effect (the bonus card it discarded, its marker's space, its canal
tile, the workshop it removed, the centre of its trading base), in step with the panel's
lines (``solo_panel.BotTeller``). Everything reads the game through ``facts``."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.engine.actions import Action
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import BuildCanal, BuildGarden, BuildWorkshop, MoveCamel
from tabletop.ui.tables.marks import Mark, chip, draw_marks
from tabletop.ui.tables.part import TablePart
from tabletop.ui.theme import SeatStyle
from tabletop.ui.tween import Tweens

from . import layout
from .art import Art
from .clicks import centre_rects
from .draw import SeatLook

GLIDE = 0.5
"""Seconds a step of the Resafabot travels at the normal animation speed (as a bot's
move on every table)."""


def origin(view: Any, before: Any, action: Action, seat: int) -> pygame.Rect | None:
    """Where ``seat``'s piece was before ``action`` (``view`` the position after it,
    ``before`` the one before, both as the seat at the screen may know them); ``None``:
    from the seat's row (the base's default)."""
    if isinstance(action, BuildWorkshop):
        shown = facts.stock(view).workshop_offer[action.level - 1]
        return layout.offer_rects(action.level, len(shown))[action.pos]
    if isinstance(action, BuildGarden):
        return layout.garden_rects()["large" if action.large else "small"]
    if isinstance(action, MoveCamel) and before is not None:
        return centre_rects(before).get(facts.seat(before, seat).at)
    return None


def traveller(
    art: Art, view: Any, action: Action, seat: int, look: SeatLook, to: pygame.Rect
) -> pygame.Surface | None:
    """The piece that travels, as it lies where it went (``to``, the table's ``locate``);
    ``None``: the seat's token."""
    if isinstance(action, BuildWorkshop):
        shop = next(
            (w for w in facts.seat(view, seat).workshops if (w.x, w.y) == (action.x, action.y)),
            None,
        )
        if shop is None:
            return None
        return art.workshop(facts.workshop(shop.tile), to.w, shop.rot, shop.back)
    if isinstance(action, BuildGarden):
        return art.garden(action.large, action.vertical, max(to.w, to.h))
    if isinstance(action, BuildCanal):
        face = facts.canal_face(action.tile, action.face)
        return art.canal(face, min(to.size), look.rgb, look.symbol)
    if isinstance(action, MoveCamel):
        return art.camel(look.rgb, look.symbol, 28)
    return None


def bot_place_rect(view: Any, place: tuple) -> pygame.Rect | None:
    """The rect of a place of ``facts.bot_places`` on the board."""
    kind = place[0]
    if kind == "bonus":
        return layout.bonus_rects(place[1], place[2] + 1)[place[2]]
    if kind == "track":
        cells = layout.track_cells(place[1], facts.tracks().length)
        return cells[min(place[2], len(cells) - 1)]
    if kind == "canal":
        net = facts.network(view)
        cell = next((x for x in net.cells if x.id == place[1]), None)
        return None if cell is None else layout.cell_rect(net.columns, cell.col, cell.row)
    if kind == "workshop":
        shown = facts.stock(view).workshop_offer[place[1] - 1]
        return layout.offer_rects(place[1], len(shown))[place[2]]
    if kind == "centre":
        return centre_rects(view).get(place[1])
    return None


class BotHost(Protocol):
    """What ``BotTravel`` reads of the table."""

    @property
    def view(self) -> Any: ...

    @property
    def bot_shown(self) -> int: ...

    def bot_look(self) -> SeatLook | None: ...

    def bot_origin(self) -> pygame.Rect | None: ...

    def speed(self) -> float: ...


class BotTravel(TablePart):
    """The Resafabot's steps shown travelling: when the panel tells a new line of its turn
    (``bot_shown`` grows), its token travels from its panel to where that step took
    effect (``facts.bot_places``), one step after another; each place it reached stays
    marked (an outline in its colour with its symbol, as every other seat's last move)
    until its next turn. A turn the table opened on (a loaded game) or told at once (no
    animation) does not travel, its places are marked at once; a click or a key lands
    the token."""

    def __init__(self, host: BotHost) -> None:
        self.host = host
        self.tweens = Tweens()
        self.places: tuple[tuple | None, ...] = ()
        self.started = 0
        self.trips = 0
        """Steps started travelling so far (tests and the bench read it)."""
        self.last: tuple[pygame.Rect, pygame.Rect] | None = None
        """The last step's (start, end)."""
        self._token: tuple[SeatLook, pygame.Surface] | None = None
        self._view: Any = None
        self.marks: tuple[Mark, ...] = ()
        """The places of the Resafabot's last turn reached so far, marked."""
        self.turn: tuple | None = None
        """The Resafabot turn whose steps travel: its places and its two solo cards."""

    def score_note(self) -> str:
        """The solo game: Resafabot is not in the players' rows, it scores nothing."""
        return facts.solo_scores_note(self.host.view)

    def after_update(self, dt: float) -> None:
        view = self.host.view
        if view is not self._view:  # a new position: its turn's places (once)
            self._view = view
            turn = (facts.bot_places(view), facts.solo_cards(view)) if view is not None else None
            if turn != self.turn:
                self.turn = turn
                places = turn[0] if turn is not None else ()
                told = self.host.bot_shown < len(places)  # else all at once: nothing travels
                self.places, self.started, self.marks = places, 0, ()
                self.tweens.items.clear()
                if not told:
                    for place in places:
                        self._mark(view, place)
                    self.started = len(places)
        while self.started < min(self.host.bot_shown, len(self.places)):
            place = self.places[self.started]
            self.started += 1
            if place is not None:
                self._go(view, place)
        self.tweens.update(dt)

    def _mark(self, view: Any, place: tuple | None) -> pygame.Rect | None:
        to = None if place is None else bot_place_rect(view, place)
        look = self.host.bot_look()
        if to is None or look is None:
            return None
        style = SeatStyle("resafabot", look.rgb, look.symbol, look.name)
        same = sum(1 for m in self.marks if m.rect.center == to.center)
        rect = to.inflate(10 * same, 10 * same) if same else pygame.Rect(to)
        self.marks += (Mark(-1, len(self.marks), rect, style, same),)
        return to

    def _go(self, view: Any, place: tuple) -> None:
        to = self._mark(view, place)
        start = self.host.bot_origin()
        look = self.host.bot_look()
        speed = self.host.speed()
        if to is None or start is None or look is None or speed <= 0:
            return
        if self._token is None or self._token[0] != look:
            self._token = (look, chip(look))
        surface = self._token[1]
        w, h = surface.get_size()
        self.tweens.items.clear()  # the step before lands
        begin = (start.centerx - w // 2, start.centery - h // 2)
        end = (to.centerx - w // 2, to.centery - h // 2)
        if self.tweens.add(surface, begin, end, GLIDE * speed) is not None:
            self.trips += 1
            self.last = (pygame.Rect(start), pygame.Rect(to))

    def taken_back(self) -> None:
        self.tweens.items.clear()
        self._view = self.turn = None  # the turn before it is marked again

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tweens.items.clear()  # lands (the event goes on to the table)
        return False

    @property
    def animating(self) -> bool:
        return self.tweens.busy

    def key(self) -> object:
        return (self.started, self.trips, len(self.marks), self.tweens.busy)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The marks of the places reached (the one the token still travels to waits for
        it), drawn with the still picture (the table's ``draw_board``; ``key`` says when
        they change)."""
        hidden = self.marks[-1].entry if self.tweens.busy and self.marks else None
        draw_marks(surface, self.marks, hidden)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The token travelling."""
        return self.tweens.draw(surface)
