"""The player's tray beside the bank: what they may do now, in words, with the pieces
(tokens, the porter, a bought house card) or the accommodation choices."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.summer_resort.actions import Lodge
from tabletop.games.summer_resort.state import ACCOMMODATE, ACTIONS, DEVELOP, FUELLED
from tabletop.ui import theme
from tabletop.ui.widgets import draw_panel

from . import layout as L
from .board import Painter
from .layout import PAGE, page_rect


@dataclass
class TrayState:
    """What the tray shows besides the view: whose turn, stacking, the choices."""

    my_turn: bool
    stacked: str | None
    options: list[Lodge]
    page: int
    hover: int | None
    slots: list[tuple[str, pygame.Rect]]
    """A word under each piece in the tray."""


def separate_rect() -> pygame.Rect:
    return pygame.Rect(L.TRAY.right - 124, L.TRAY.y + 8, 112, 28)


def draw_tray(p: Painter, surface: pygame.Surface, tray: TrayState) -> None:
    text, view, r = p.text, p.view, L.TRAY
    draw_panel(
        surface,
        r,
        fill=(40, 50, 48) if tray.my_turn else theme.PANEL,
        edge=theme.ACCENT if tray.my_turn else theme.PANEL_EDGE,
        width=2 if tray.my_turn else 1,
    )
    x, y = r.x + 12, r.y + 10
    if p.actor is None:
        text.blit(surface, "The game is over.", (x, y), 18, theme.ACCENT, True)
        return
    if not tray.my_turn:
        who = p.seats[p.actor].name
        doing = {
            ACTIONS: "is placing a token",
            DEVELOP: "is building",
            ACCOMMODATE: "is accommodating guests",
        }
        text.blit(
            surface, f"{who} {doing.get(view.phase, 'is playing')}.", (x, y), 18, theme.TEXT, True
        )
        mine = view.resorts[p.eyes]
        _lines(
            p,
            surface,
            [
                f"Your tokens left this round: {mine.tokens}.",
                "Watch the prices: every visit to a stack this round",
                "raises the next visitor's price.",
            ],
            y + 34,
        )
        return
    if view.phase == ACTIONS:
        text.blit(surface, "Your pieces", (x, y), 18, theme.ACCENT, True)
        if tray.stacked:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, separate_rect(), border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, separate_rect(), 1, border_radius=6)
            text.blit(surface, "Unstack", separate_rect().center, 15, theme.TEXT, anchor="center")
        for label, slot in tray.slots:
            pygame.draw.circle(surface, (30, 38, 36), slot.center, 30)
            text.blit(
                surface, label, (slot.centerx, slot.bottom + 2), 13, theme.TEXT_DIM, anchor="midtop"
            )
        lines = [
            "Drag onto a car, the package, an investment,",
            "or your own automobile to refuel it.",
            "Pair: drop on your other piece, or hold Shift.",
        ]
        if FUELLED in view.resorts[p.eyes].automobiles:
            lines.append("Automobile: drop between two cars for both.")
        _lines(p, surface, lines, r.y + 152)
    elif view.phase == DEVELOP:
        card = view.resorts[p.eyes].purchases[0]
        under = {"cottage": "a bare forest", "villa": "a cottage", "pension": "a villa"}.get(
            card, "a lot"
        )
        text.blit(surface, f"Build your new {card}", (x, y), 18, theme.ACCENT, True)
        _lines(
            p,
            surface,
            [f"Drag it onto {under} in your resort.", "The lots it fits light up green."],
            r.y + 150,
        )
    elif view.phase == ACCOMMODATE:
        _accommodation(p, surface, tray)


def _lines(p: Painter, surface, lines: list[str], y: int) -> None:
    for i, line in enumerate(lines):
        p.text.blit(surface, line, (L.TRAY.x + 12, y + i * 21), 15, theme.TEXT)


def _accommodation(p: Painter, surface, tray: TrayState) -> None:
    text, r = p.text, L.TRAY
    text.blit(surface, "Accommodate your guests", (r.x + 12, r.y + 10), 18, theme.ACCENT, True)
    arrivals = p.view.resorts[p.eyes].arrivals
    extra = p.view.overflow if p.view.president == p.eyes else ()
    x = r.x + 12
    text.blit(surface, "New:", (x, r.y + 49), 14, theme.TEXT_DIM, anchor="midleft")
    x += 40
    for i, kind in enumerate(arrivals + extra):
        if x + 50 > r.right - 190:
            text.blit(
                surface,
                f"+{len(arrivals) + len(extra) - i}",
                (x, r.y + 49),
                13,
                theme.TEXT,
                True,
                "midleft",
            )
            break
        surface.blit(p.art.chip(kind, (48, 22)), (x, r.y + 38))
        x += 51
    rest = len(arrivals + extra) - (
        sum(len(f) for f in tray.options[0].houses) if tray.options else 0
    )
    if rest:
        where = "President" if p.view.president not in (-1, p.eyes) else "bank"
        text.blit(
            surface,
            f"no room: {rest} (to the {where})",
            (r.right - 12, r.y + 49),
            13,
            theme.BAD,
            True,
            "midright",
        )
    pages = max(1, -(-len(tray.options) // PAGE))
    if pages > 1:
        pr = page_rect()
        pygame.draw.rect(surface, theme.PANEL_LIGHT, pr, border_radius=6)
        text.blit(
            surface, f"More › {tray.page + 1}/{pages}", pr.center, 14, theme.TEXT, anchor="center"
        )
    text.blit(
        surface, "Equally good ways — hover, click one:", (r.x + 12, r.y + 66), 13, theme.TEXT_DIM
    )
    shown = tray.options[tray.page * PAGE : (tray.page + 1) * PAGE]
    lots = len(tray.options[0].houses) if tray.options else 0
    same = {i for i in range(lots) if len({o.houses[i] for o in tray.options}) == 1}
    for i, (option, rect) in enumerate(zip(shown, L.option_rects(len(shown)))):
        index = tray.page * PAGE + i
        hovered = index == (tray.hover if tray.hover is not None else 0)
        pygame.draw.rect(
            surface, (70, 80, 94) if hovered else theme.PANEL_LIGHT, rect, border_radius=6
        )
        pygame.draw.rect(
            surface,
            theme.ACCENT if hovered else theme.PANEL_EDGE,
            rect,
            2 if hovered else 1,
            border_radius=6,
        )
        text.blit(
            surface, f"{index + 1}.", (rect.x + 8, rect.centery), 15, theme.TEXT, True, "midleft"
        )
        _option_row(p, surface, option, rect, same)


def _option_row(p: Painter, surface, option: Lodge, rect: pygame.Rect, same: set[int]) -> None:
    """The lots where this choice differs from the others, each with its new guests."""
    text = p.text
    x = rect.x + 34
    for i, fill in enumerate(option.houses):
        if not fill or i in same:
            continue
        label = f"Lot {i + 1}"
        need = text.size(label, 13, True)[0] + 6 + 41 * len(fill)
        if x + need > rect.right - 6:
            text.blit(surface, "…", (x, rect.centery), 15, theme.TEXT, True, "midleft")
            break
        x = text.blit(surface, label, (x, rect.centery), 13, theme.TEXT, True, "midleft").right + 4
        for kind in fill:
            surface.blit(p.art.chip(kind, (38, 20)), (x, rect.centery - 10))
            x += 41
        x += 10
    if x == rect.x + 34:
        text.blit(
            surface,
            "no new guests where the others have some",
            (x, rect.centery),
            13,
            theme.TEXT_DIM,
            anchor="midleft",
        )
