"""The player's tray beside the bank: what they may do now, in words, with the pieces
(tokens, the porter, a bought house card), the button that ends a turn without the
porter, or the accommodation choices. Functions take the ``DrawContext`` of ``draw``."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.summer_resort import facts
from tabletop.games.summer_resort.actions import Accommodate
from tabletop.ui import theme
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import largest
from .draw import DrawContext
from .layout import PAGE, page_rect


@dataclass(frozen=True)
class TrayState:
    """What the tray shows besides the view: stacking, the choices, the piece words."""

    stacked: str | None
    options: tuple[Accommodate, ...]
    page: int
    hover: int | None
    slots: tuple[tuple[str, pygame.Rect], ...]
    """A word under each piece in the tray."""


def separate_rect() -> pygame.Rect:
    return pygame.Rect(layout.TRAY.right - 124, layout.TRAY.y + 8, 112, 28)


def draw_tray(surface: pygame.Surface, c: DrawContext, tray: TrayState) -> None:
    view, r = c.view, layout.TRAY
    draw_panel(
        surface,
        r,
        fill=(40, 50, 48) if c.my_turn else theme.PANEL,
        edge=theme.ACCENT if c.my_turn else theme.PANEL_EDGE,
        width=2 if c.my_turn else 1,
    )
    y = r.y + 10
    if c.actor is None:
        _title(c, surface, "The game is over.")
        return
    if not c.my_turn:
        _title(c, surface, facts.doing(view, c.seats[c.actor].name), theme.TEXT)
        _lines(c, surface, [facts.your_tokens_line(view, c.eyes), *facts.PRICE_NOTE], y + 34)
        return
    if view.phase == facts.ACTIONS:
        _pieces(surface, c, tray)
    elif view.phase == facts.DEVELOP:
        card = facts.house_card(view, c.eyes)
        _title(c, surface, card.heading)
        _lines(c, surface, [card.instruction, "The lots it fits light up green."], r.y + 150)
    elif view.phase == facts.ACCOMMODATE:
        _accommodation(surface, c, tray)


def _pieces(surface: pygame.Surface, c: DrawContext, tray: TrayState) -> None:
    text, r = c.text, layout.TRAY
    waiting = facts.porter_waiting(c.view, c.eyes)
    title = "Your token is down: the porter too?" if waiting else "Your pieces"
    _title(c, surface, title)
    if tray.stacked:
        pygame.draw.rect(surface, theme.PANEL_LIGHT, separate_rect(), border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, separate_rect(), 1, border_radius=6)
        text.blit(surface, "Unstack", separate_rect().center, 15, theme.TEXT, anchor="center")
    for label, slot in tray.slots:
        pygame.draw.circle(surface, (30, 38, 36), slot.center, 30)
        text.blit(
            surface, label, (slot.centerx, slot.bottom + 2), 13, theme.TEXT_DIM, anchor="midtop"
        )
    if waiting:
        button = layout.end_turn_rect()
        pygame.draw.rect(surface, theme.PANEL_LIGHT, button, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT, button, 2, border_radius=6)
        text.blit(surface, "End turn", button.center, 16, theme.TEXT, True, "center")
        gesture = ["Drag the porter, or click End turn."]
    else:
        gesture = ["Pair: drop on your other piece, or hold Shift."]
        if facts.can_drive(c.view, c.eyes):
            gesture = ["Automobile: drop between two cars. Pair: Shift."]
    lines = [*facts.placing_notes(c.view, c.eyes), *gesture]
    _lines(c, surface, lines, r.y + 152)


def _title(c: DrawContext, surface: pygame.Surface, title: str, colour=theme.ACCENT) -> None:
    """The tray's title, smaller where it would run past the tray (a long name)."""
    r = layout.TRAY
    size = largest(c.text, title, r.w - 24, 18, True)
    c.text.blit(
        surface, c.text.fit(title, r.w - 24, size, True), (r.x + 12, r.y + 10), size, colour, True
    )


def _lines(c: DrawContext, surface: pygame.Surface, lines: list[str], y: int) -> None:
    text, size, room = c.text, 15, layout.TRAY.w - 24  # one size for all, inside the tray
    while size > 10 and any(text.size(line, size)[0] > room for line in lines):
        size -= 1
    for i, line in enumerate(lines):
        text.blit(surface, line, (layout.TRAY.x + 12, y + i * 21), size, theme.TEXT)


def _accommodation(surface: pygame.Surface, c: DrawContext, tray: TrayState) -> None:
    text, r = c.text, layout.TRAY
    _title(c, surface, "Accommodate your guests")
    guests = facts.newcomers(c.view, c.eyes)
    housed = sum(len(f) for f in tray.options[0].houses) if tray.options else 0
    unhoused = facts.unhoused_text(c.view, c.eyes, housed)
    right = r.right - 12  # the chips end before the guests who find no room
    if unhoused:
        size = largest(text, unhoused, r.w // 2, 13, True)
        right = (
            text.blit(surface, unhoused, (right, r.y + 49), size, theme.BAD, True, "midright").x - 8
        )
    x = r.x + 12
    x = text.blit(surface, "New:", (x, r.y + 49), 14, theme.TEXT_DIM, anchor="midleft").right + 4
    more = text.size(f"+{len(guests)}", 13, True)[0]
    for i, kind in enumerate(guests):
        last = i == len(guests) - 1
        if x + 48 > right or (not last and x + 51 + 48 > right and x + 51 + more > right):
            text.blit(
                surface, f"+{len(guests) - i}", (x, r.y + 49), 13, theme.TEXT, True, "midleft"
            )
            break
        surface.blit(c.art.chip(kind, (48, 22)), (x, r.y + 38))
        x += 51
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
    for i, (option, rect) in enumerate(zip(shown, layout.option_rects(len(shown)))):
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
        _option_row(surface, c, option, rect, same)


def _option_row(
    surface: pygame.Surface, c: DrawContext, option: Accommodate, rect: pygame.Rect, same: set[int]
) -> None:
    """The lots where this choice differs from the others, each with its new guests."""
    text = c.text
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
            surface.blit(c.art.chip(kind, (38, 20)), (x, rect.centery - 10))
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
