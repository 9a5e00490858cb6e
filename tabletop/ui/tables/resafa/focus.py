"""The focus view: a part of the main board (the trading map, the water network, the colour
tracks with the special cards, or the bonus display) drawn big in an overlay with every
label whole — the board itself is scaled down to fit beside the player area and says
things in short words. A magnifier button on the part, or Z over it, opens it; Esc, Z,
the close button or a click outside closes it. A lit place in the view (a base box, a tile
to flip, the water's way, a track, a special stack, a bonus card, the sack deck) plays its
move on a click, as on the board; every drop the board takes is taken in the view too
(``focus_drag.py``: the caravan on the big map, the played card and the canal tiles from
the view's tray, a workshop or garden tile carried out of the big offer to the grid).

``draw_focus`` paints the overlay into the table's layer (after the board, so the board's
texts lie beneath it) from a ``DrawContext``, and only reads it."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.widgets import draw_panel, draw_tooltip

from . import layout, mapgeom
from .art import INK
from .board import draw_map
from .draw import DIM, DrawContext
from .focus_cards import draw_bonus_big, draw_offer_big, draw_tracks_big
from .focus_drag import CARRIED_OUT, carried_out, draw_tray, inner_and_tray
from .focus_net import draw_network_big

CAMEL = ("piece", "camel")
"""The spot of the player's caravan in the focus map (it is dragged from there)."""
TITLES = {
    "map": "Trading map",
    "network": "Water network",
    "tracks": "Tracks and special cards",
    "bonus": "Bonus cards",
    "offer": "Workshops and gardens",
}
NOTE = "Click a lit place to play it, or drag a piece onto it. Esc closes."
NOTES = {"map": "Click a lit place or drag your caravan or played card. Esc closes."}
"""What the view takes, said on its title row (``NOTE`` unless the part has its own)."""
MAP_FONTS = tuple(mapgeom.Fonts(name=n + 1, line=n, base=min(n, 14)) for n in (15, 14, 13, 12))
"""The focus map's text sizes, biggest first."""


class FocusView:
    """Which part is shown big ('' when closed), and the events it takes while open."""

    def __init__(self) -> None:
        self.part = ""
        self.spots: list[tuple[tuple, pygame.Rect]] = []
        """(key, rect) of the places in the view a click may play (set when painted)."""
        self.pressed: tuple | None = None
        self.clicked: tuple | None = None
        """The key of a place pressed and released on (the table plays its move)."""

    def open(self, part: str) -> None:
        self.part = part
        self.spots = []

    def close(self) -> None:
        self.part = ""
        self.spots = []

    def spot_at(self, pos) -> tuple | None:
        return next((key for key, rect in reversed(self.spots) if rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """While open, the view takes every key and click: Esc, Z, the close button or a
        click outside closes it; a press and release on one place sets ``clicked``. True
        when the event was taken."""
        self.clicked = None
        if not self.part:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_z):
                self.close()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            inside = layout.FOCUS.collidepoint(event.pos)
            if not inside or layout.close_rect().collidepoint(event.pos):
                self.close()
            self.pressed = self.spot_at(event.pos) if self.part else None
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and self.spot_at(event.pos) == pressed:
                self.clicked = pressed
            return True
        return False

    def open_at(self, event: pygame.event.Event, mouse) -> bool:
        """Z over a part of the main board opens it big. True when it opened."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z:
            part = layout.zoom_part_at(mouse)
            if part:
                self.open(part)
                return True
        return False


class FocusTable(Protocol):
    """What the focus control reads and does on the Resafa table."""

    dialog: Any
    drag: Any
    services: Any
    mouse: tuple[int, int]

    @property
    def view(self) -> Any: ...

    @property
    def tip(self) -> str | None: ...

    @tip.setter
    def tip(self, words: str | None) -> None: ...

    @property
    def clicks(self) -> list: ...

    def latest_layer(self) -> pygame.Surface | None:
        """The board's layer last painted."""

    def board_pieces(self) -> list:
        """The pieces the board offers now (``pieces.make_pieces``)."""

    def targets(self, view: Any, piece: Any) -> list: ...

    def invalidate(self) -> None: ...

    def try_play(self, action: Any, confirmed: bool = False) -> bool: ...

    def draw_over_focus(self, surface: pygame.Surface) -> None:
        """What plays over the view (the table's: the rain on the big network)."""


class FocusControl:
    """The table's side of the focus view (a part the Resafa table holds,
    ``table.focusing``): open it, let it take events while open, and draw it over the
    marks of the last moves."""

    def __init__(self, host: FocusTable):
        self.host = host
        self.view = FocusView()

    def open(self, part: str) -> None:
        self.view.open(part)
        self.host.tip = None  # the board's tip no longer applies
        self.host.invalidate()

    def handle(self, event: pygame.event.Event) -> bool:
        """Z over a part of the main board opens it; while open the view takes every key
        and click (``FocusView.handle``). True when the event was the focus view's."""
        if self.host.dialog is not None:
            return False
        if self.view.part and self.host.drag.held is not None:
            return False  # a piece carried in the view: dropped as on the board
        if event.type == pygame.MOUSEBUTTONDOWN:
            key = self.view.spot_at(event.pos)
            if key is not None and key[0] == "piece" and key[1] in CARRIED_OUT:
                if self._carry_out(key[1:], event.pos):
                    return True
            if key is not None and key[0] == "piece":
                return False  # a piece picked up in the view, dropped as on the board
        if self.view.handle(event):
            self.host.mouse = getattr(event, "pos", self.host.mouse)
            self.host.tip = None
            key = self.view.clicked
            action = next((x.action for x in self.host.clicks if x.key == key), None)
            if action is not None:  # a lit place clicked in the view: its move
                self.host.try_play(action)
            self.host.invalidate()
            return True
        if self.host.drag.held is None and self.view.open_at(event, self.host.mouse):
            self.host.tip = None
            self.host.invalidate()
            return True
        return False

    def _carry_out(self, key: tuple, pos: tuple[int, int]) -> bool:
        """A workshop or garden tile picked up in the big offer (when the board offers it
        now): the view steps aside and the tile is carried on over the board to the lit
        places of the grid. True when it was picked up."""
        piece = next((p for p in self.host.board_pieces() if p.key == key), None)
        if piece is None:
            return False
        self.host.mouse = pos
        self.view.close()
        self.host.tip = None
        self.host.invalidate()
        self.host.drag.pick(carried_out(piece, pos), self.host.targets(self.host.view, piece), pos)
        return True

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hover tip; with the focus view open, the view again over the last moves'
        marks and the lit targets, then its tip (only reads)."""
        rects = []
        layer = self.host.latest_layer()
        if self.view.part and layer is not None and self.host.drag.held is None:
            surface.blit(layer, layout.FOCUS.topleft, area=layout.FOCUS)
            self.host.draw_over_focus(surface)
            rects.append(layout.FOCUS.copy())
        if self.host.tip and self.host.drag.held is None:
            rects.append(
                draw_tooltip(surface, self.host.services.text, self.host.tip, self.host.mouse)
            )
        return rects


def draw_magnifier(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A magnifier button: a lens with a handle on a light chip (the tooltip names it)."""
    pygame.draw.rect(surface, (236, 226, 204), rect, border_radius=6)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=6)
    r = rect.w // 4
    centre = (rect.x + rect.w * 5 // 12, rect.y + rect.h * 5 // 12)
    pygame.draw.circle(surface, INK, centre, r, 2)
    end = (rect.right - 5, rect.bottom - 5)
    pygame.draw.line(surface, INK, (centre[0] + r - 1, centre[1] + r - 1), end, 3)


def draw_zoom_buttons(surface: pygame.Surface, c: DrawContext) -> None:
    for part, rect in layout.zoom_rects().items():
        draw_magnifier(surface, rect)
        c.tips.append((rect, f"Show the {TITLES[part].lower()} big (Z over it)."))


def part_rect(text) -> pygame.Rect:
    """Where the part shown big lies in the view (under the title row; the tray, when
    there is one, is taken from its right: ``focus_drag.inner_and_tray``)."""
    box, head = layout.FOCUS, mapgeom.ink(text, 18, True)
    return pygame.Rect(box.x + 16, box.y + head + 24, box.w - 32, box.h - head - 40)


def draw_focus(surface: pygame.Surface, c: DrawContext, part: str) -> list:
    """The overlay with ``part`` big; its tooltips replace the board's (``c.tips``). The
    places a click may play, as (key, rect): lit (outlined) where ``c.lit`` has the key."""
    box = layout.FOCUS
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, (0, 0))
    c.tips.clear()
    draw_panel(surface, box, fill=(40, 44, 54), radius=12)
    c.text.blit(surface, TITLES[part], (box.x + 16, box.y + 10), 18, theme.ACCENT, True)
    note_x = box.x + 28 + c.text.size(TITLES[part], 18, True)[0]
    room = layout.close_rect().x - note_x - 12
    note = NOTES.get(part, NOTE)
    c.text.blit(surface, c.text.fit(note, room, 14), (note_x, box.y + 14), 14, DIM)
    close = layout.close_rect()
    pygame.draw.rect(surface, (80, 86, 98), close, border_radius=6)
    c.text.blit(surface, "×", close.center, 18, theme.TEXT, True, "center")
    c.tips.append((close, "Close the focus view (Esc)."))
    inner, tray = inner_and_tray(part_rect(c.text), bool(c.tray))
    spots: list[tuple[tuple, pygame.Rect]] = []
    if tray is not None:
        draw_tray(surface, c, tray, spots)
    draw = {
        "map": _map,
        "network": draw_network_big,
        "tracks": draw_tracks_big,
        "bonus": draw_bonus_big,
        "offer": draw_offer_big,
    }
    draw[part](surface, c, inner, spots)
    return spots


# --- the trading map, big ----------------------------------------------------------------------
def map_geometry(c: DrawContext, rect: pygame.Rect) -> mapgeom.MapGeom:
    centres = facts.centres(c.view)
    lines = tuple(line for x in centres for t in x.trades for line in mapgeom.long_lines(t))
    names = tuple(x.name for x in centres)
    for fonts in MAP_FONTS:  # the biggest text that lets every box fit
        g = mapgeom.geometry(c.text, rect, names, fonts, lines)
        if g.fits():
            return g
    return g


def map_legend(c: DrawContext) -> list[str]:
    """What the map's marks mean, in words."""
    rain = facts.rounds(c.view)
    return [
        "A coin on a road: its fare in coins. A centre's box: its trading tile's top "
        "trade, then its bottom trade, each as the tile says it.",
        "Base boxes: ■ a square token, ● a scarab token, then what the base gives "
        "(sack: a sack card; step: a track step); a crossed box is not used at this "
        f"player count. Round {rain.current} of {rain.rounds}.",
    ]


def _map(surface: pygame.Surface, c: DrawContext, inner: pygame.Rect, spots: list) -> None:
    legend = map_legend(c)
    pitch = mapgeom.ink(c.text, 14) + 4
    lines = [row for words in legend for row in c.text.wrap(words, inner.w - 8, 14)]
    area = pygame.Rect(inner.x, inner.y, inner.w, inner.h - len(lines) * pitch - 8)
    g = map_geometry(c, area)
    draw_map(surface, c, g)  # outlines the lit places
    spots.insert(0, (("main", "trading"), g.rect.copy()))  # the played card's drop
    task = facts.task(c.view)
    here = task.cell if task is not None and task.kind == "trading" else ""
    spots += [(("centre", x.id), g.centre(x.id)) for x in facts.centres(c.view)]
    for x in facts.centres(c.view):
        spots.append((("flip", x.id), g.centre(x.id)))
        if x.id == here:
            boxes = g.base_rects(g.centre(x.id), len(x.boxes))
            spots += [(("base", k), r) for k, r in enumerate(boxes)]
    p = facts.seat(c.view, c.eyes)
    if c.my_turn and c.focus == c.eyes and p.at in g.centres and not p.bot:
        spots.append((CAMEL, g.camel_rect(g.centre(p.at), c.eyes)))
    y = area.bottom + 8
    for row in lines:
        c.text.blit(surface, row, (inner.x + 4, y), 14, theme.TEXT)
        y += pitch
