"""The other players' compact panels under the player area (a click opens one big), and
Resafabot's panel in the solo mode, drawn into the table's layer from a ``DrawContext``."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import MAIN_SHORT, letter_badge, short
from .draw import DIM, DrawContext
from .solo_panel import draw_bot_panel


# --- the other players ---------------------------------------------------------------------
def draw_panels(surface: pygame.Surface, c: DrawContext, seats: list[int]) -> None:
    for seat, r in zip(seats, layout.panel_rects(len(seats))):
        p = c.view.players[seat]
        look = c.seats[seat]
        draw_panel(surface, r, fill=(50, 56, 66), radius=8)
        pygame.draw.rect(surface, look.rgb, r, 3 if seat == c.actor else 1, border_radius=8)
        mid = r.y + 2 + layout.SIZES["head"] // 2
        draw_symbol(surface, look.symbol, (r.x + 14, mid), 8, look.rgb)
        name = look.name + (" · to play" if seat == c.actor else "")
        name = c.text.fit(name, r.w - 32, 15, True)
        c.text.blit(surface, name, (r.x + 26, mid), 15, theme.TEXT, True, "midleft")
        if getattr(p, "bot", False):
            draw_bot_panel(surface, c, seat, r)
            continue
        canals = sum(1 for x in c.view.canals if x.owner == seat)
        coins = f"{p.coins} coin" + "s" * (p.coins != 1)
        cargo = f"cargo {p.cargo} {p.cargo_good}".rstrip() if p.cargo else "no cargo"
        lines = [
            f"{p.vp} VP · {coins}",
            " · ".join(f"{getattr(p, g)} {short('1 ' + g)[1:]}" for g in facts.GOODS),
            f"hand {len(p.hand)} · bonus {len(p.bonus)} · sack {len(p.sacks)}",
            f"camels {p.camel} · {cargo}",
        ]
        pitch = layout.SIZES["line"]
        top = r.y + layout.SIZES["head"] + 4
        for i, line in enumerate(lines):
            at = (r.x + 8, top + i * pitch)
            c.text.blit(surface, c.text.fit(line, r.w - 14, 13), at, 13, theme.TEXT)
        _played(surface, c, p, pygame.Rect(r.x + 6, top + 4 * pitch + 4, r.w - 12, 20 + pitch))
        c.text.blit(
            surface, "click to open", (r.right - 6, r.bottom - 4), 12, DIM, anchor="bottomright"
        )
        more = (
            f"workshops {len(p.workshops)}, garden squares complete {p.squares_done}, "
            f"canal tiles {canals}, merchant tokens {len(p.tokens)}, trading bases {p.bases}, "
            f"special cards {len(p.specials)}"
        )
        c.tips.append((r, f"{look.name}: " + "; ".join(lines) + f"; {more}. Click to open it big."))


def _played(surface, c: DrawContext, p, box: pygame.Rect) -> None:
    """The cards played this round: the colour's letter, the main action under it."""
    w = (box.w - 8) // 3
    for i, card in enumerate(p.played):
        info = facts.action_card(card)
        half = p.halves[i] if i < len(p.halves) else 0
        up = info.top if half == 0 else info.bottom
        colour = info.top_colour if half == 0 else info.bottom_colour
        cr = pygame.Rect(box.x + i * (w + 4), box.y, w, box.h)
        pygame.draw.rect(surface, (66, 72, 84), cr, border_radius=5)
        letter_badge(surface, c.text, colour, pygame.Rect(cr.centerx - 9, cr.y + 1, 18, 18))
        word = c.text.fit(MAIN_SHORT.get(up, up.capitalize()), cr.w - 4, 12)
        c.text.blit(surface, word, (cr.centerx, cr.bottom - 2), 12, theme.TEXT, anchor="midbottom")
        c.tips.append((cr, f"Played: {up} ({colour or 'any colour'})."))
