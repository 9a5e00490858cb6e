"""Drawing Resafa's main board into the table's cached layer: the trading map, the water
network, the colour tracks with the special-card stacks, the bonus display, the workshop
offer and the garden supply. Every function takes a ``DrawContext`` and only reads it;
numbers and sentences come from the game's ``facts``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import CARD_RGB, Art, letter_badge, short

DIM = theme.TEXT_DIM
LIT = theme.GOOD


@dataclass(frozen=True)
class SeatLook:
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class Chip:
    """A choice under the cards row: ``key`` names it for the table's click handling."""

    key: tuple
    label: str
    rect: pygame.Rect
    lit: bool = True


@dataclass(frozen=True)
class DrawContext:
    """What the drawing functions need, and nothing of the table itself."""

    text: TextCache
    art: Art
    view: Any
    seats: tuple[SeatLook, ...]
    eyes: int
    focus: int
    """The seat whose area is shown big (the eyes unless another panel was opened)."""
    actor: int | None
    my_turn: bool
    lit: frozenset = frozenset()
    """Keys of the places a click plays a move on now (outlined green)."""
    chips: tuple[Chip, ...] = ()
    setup_rots: tuple[int, int] = (0, 0)
    lifted: tuple = ()
    """Keys of pieces being carried (their home is shaded)."""
    choices: tuple[Chip, ...] = ()
    """Choices listed over the workshop grid (swap, pick, a card's options)."""
    rain_note: str = ""
    """What the last (or the running) rain gave each player."""
    bot_shown: int = -1
    """How many of Resafabot's last-turn lines are shown yet (-1: all)."""
    rain_playing: bool = False
    """A rain is being shown cube by cube: the water's way at a branch waits for it."""
    tips: list = field(default_factory=list, compare=False)
    """Filled while painting: (rect, sentence) for the hover tooltips."""


def outline(surface: pygame.Surface, c: DrawContext, key: tuple, rect: pygame.Rect) -> None:
    if key in c.lit:
        pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 3, border_radius=5)


def title(
    surface: pygame.Surface, c: DrawContext, words: str, rect: pygame.Rect, note: str = ""
) -> None:
    c.text.blit(surface, words, (rect.x + 6, rect.y + 2), 14, theme.ACCENT, True)
    if note:
        c.text.blit(surface, note, (rect.right - 6, rect.y + 3), 13, DIM, anchor="topright")


def draw_main_board(surface: pygame.Surface, c: DrawContext) -> None:
    from .board import draw_map, draw_network

    draw_map(surface, c)
    draw_network(surface, c)
    draw_tracks(surface, c)
    draw_bonus(surface, c)
    draw_offer(surface, c)


# --- colour tracks and special cards ---------------------------------------------------------
def draw_tracks(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.TRACKS, fill=(58, 56, 70), radius=8)
    info = facts.tracks()
    reach = "/".join(str(n) for n in info.reach)
    title(surface, c, "Tracks", layout.TRACKS, f"levels I/II/III: on {reach} of Y, W, B")
    c.tips.append((pygame.Rect(layout.TRACKS.x, layout.TRACKS.y, layout.TRACKS.w, 18), info.note))
    view = c.view
    for i, colour in enumerate(facts.COLOURS):
        row = layout.track_row(i)
        letter_badge(surface, c.text, colour, pygame.Rect(row.x + 4, row.y + 3, 22, 20))
        cells = layout.track_cells(i, info.length)
        for k, cell in enumerate(cells):
            level = info.icons.index(k) if k in info.icons else -1
            fill = CARD_RGB[colour] if level >= 0 else (86, 84, 96)
            pygame.draw.rect(surface, fill, cell, border_radius=3)
            if level >= 0:
                c.text.blit(
                    surface,
                    ("I", "II", "III")[level],
                    (cell.centerx, cell.y + 1),
                    12,
                    theme.text_on(fill),
                    True,
                    "midtop",
                )
        for seat, p in enumerate(view.players):
            k = min(p.tracks[i], info.length)
            cell = cells[k]
            look = c.seats[seat]
            ox = (seat % 2) * 10 - 5
            oy = (seat // 2) * 9 - 2
            draw_symbol(surface, look.symbol, (cell.centerx + ox, cell.centery + oy), 5, look.rgb)
        outline(
            surface,
            c,
            ("track", colour),
            pygame.Rect(cells[0].x, cells[0].y, cells[-1].right - cells[0].x, cells[0].h),
        )
        c.tips.append(
            (
                pygame.Rect(row.x, row.y, row.w, 26),
                f"The {colour} track: markers "
                + ", ".join(f"{c.seats[s].name} {p.tracks[i]}" for s, p in enumerate(view.players))
                + ". "
                + info.note,
            )
        )
        for level, sr in enumerate(layout.stack_rects(i)):
            stack = view.spec_stacks[i * 3 + level]
            _stack(surface, c, colour, level, stack, view.spec_revealed[i * 3 + level], sr)


def _stack(surface, c: DrawContext, colour: str, level: int, stack, revealed, r) -> None:
    word = ("I", "II", "III")[level]
    if not stack:
        pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
        c.text.blit(surface, f"{word}: empty", r.center, 12, DIM, anchor="center")
        return
    top = stack[0]
    if revealed and top != "?":
        card = facts.special(top)
        img = c.art.small_card(card, r.size, "special")
        surface.blit(img, r)
        c.tips.append((r, f"{card.title} ({len(stack)} in the stack): {card.text}"))
    else:
        pygame.draw.rect(surface, (110, 96, 120), r, border_radius=4)
        c.text.blit(
            surface, f"{colour} {word} · {len(stack)}", r.center, 12, theme.TEXT, anchor="center"
        )
        c.tips.append(
            (
                r,
                f"{colour.capitalize()} level {word} stack: {len(stack)} cards, "
                "face down until a marker comes near.",
            )
        )
    outline(surface, c, ("special", colour, level), r)


# --- bonus display ---------------------------------------------------------------------------
def draw_bonus(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.BONUS, fill=(58, 56, 70), radius=8)
    title(surface, c, "Bonus cards", layout.BONUS)
    view = c.view
    for i, colour in enumerate(facts.COLOURS):
        row = view.bonus_display[i]
        rects = layout.bonus_rects(i, len(row))
        letter_badge(
            surface, c.text, colour, pygame.Rect(layout.BONUS.x + 4, rects[0].y + 10, 20, 20)
        )
        for k, (card, r) in enumerate(zip(row, rects)):
            if not card:
                pygame.draw.rect(surface, (70, 68, 80), r, 1, border_radius=4)
                continue
            info = facts.bonus(card)
            surface.blit(c.art.small_card(info, r.size, "bonus"), r)
            c.tips.append((r, f"{info.title}: {info.text}"))
            outline(surface, c, ("bonus", colour, k), r)
    sack = layout.sack_deck_rect()
    pygame.draw.rect(surface, (150, 110, 70), sack, border_radius=4)
    c.text.blit(
        surface, f"Sack ×{len(view.sack_deck)}", sack.center, 12, theme.TEXT, True, "center"
    )
    c.tips.append((sack, f"Sack cards: {len(view.sack_deck)} in the deck."))
    outline(surface, c, ("sack",), sack)


# --- workshop offer and garden supply --------------------------------------------------------
def draw_offer(surface: pygame.Surface, c: DrawContext) -> None:
    draw_panel(surface, layout.OFFER, fill=(70, 60, 50), radius=8)
    costs = facts.costs()
    title(surface, c, "Workshops", layout.OFFER, f"cost {short(costs['workshop'])}")
    view = c.view
    info = facts.rounds(view)
    for level in (1, 2):
        shown = view.ws_display[level - 1]
        rects = layout.offer_rects(level, len(shown))
        c.text.blit(
            surface,
            ("I", "II")[level - 1],
            (layout.OFFER.x + 6, rects[0].centery),
            14,
            theme.TEXT,
            True,
            "midleft",
        )
        for _k, (tile, r) in enumerate(zip(shown, rects)):
            if not tile:
                pygame.draw.rect(surface, (96, 86, 72), r, 1, border_radius=4)
                if level == 2 and info.current < info.level2_from:
                    c.text.blit(
                        surface, f"rd {info.level2_from}", r.center, 12, DIM, anchor="center"
                    )
                continue
            shop = facts.workshop(tile)
            surface.blit(c.art.workshop(shop, r.w, 0, False), r)
            icons = "; ".join(f"{facts.edge_word(e)} edge: {t}" for e, _, t in shop.icons)
            c.tips.append(
                (
                    r,
                    f"Workshop: rooms {' / '.join(shop.rooms)}; back "
                    f"{shop.back}; green icons {icons}. Cost {costs['workshop']}.",
                )
            )
        left = len(view.ws_stacks[level - 1])
        c.text.blit(
            surface, f"+{left}", (rects[-1].right + 6, rects[-1].centery), 13, DIM, anchor="midleft"
        )
    g = layout.garden_rects()
    for size, r in g.items():
        count = view.small_left if size == "small" else view.large_left
        img = c.art.garden(size == "large", False, r.w)
        surface.blit(img, r)
        c.text.blit(surface, f"×{count}", (r.right + 4, r.y), 13, theme.TEXT, True)
        c.text.blit(surface, short(costs[size + " garden"]), (r.right + 4, r.y + 15), 12, DIM)
        c.tips.append(
            (r, f"{size.capitalize()} garden tiles: {count} left, cost {costs[size + ' garden']}.")
        )
