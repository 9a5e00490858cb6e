"""The other players' compact panels under the player area (a click opens one big), and
Resafabot's panel in the solo mode, drawn into the table's layer from a ``DrawContext``."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.widgets import draw_panel

from . import layout
from .art import letter_badge, short
from .draw import DIM, DrawContext
from .solo_panel import draw_bot_panel


# --- the other players ---------------------------------------------------------------------
def draw_panels(surface: pygame.Surface, c: DrawContext, seats: list[int]) -> None:
    for seat, r in zip(seats, layout.panel_rects(len(seats))):
        p = c.view.players[seat]
        look = c.seats[seat]
        draw_panel(surface, r, fill=(50, 56, 66), radius=8)
        pygame.draw.rect(surface, look.rgb, r, 3 if seat == c.actor else 1, border_radius=8)
        draw_symbol(surface, look.symbol, (r.x + 14, r.y + 14), 8, look.rgb)
        name = look.name + (" · to play" if seat == c.actor else "")
        c.text.blit(
            surface, c.text.fit(name, r.w - 30, 15, True), (r.x + 26, r.y + 5), 15, theme.TEXT, True
        )
        if getattr(p, "bot", False):
            draw_bot_panel(surface, c, seat, r)
            continue
        canals = sum(1 for x in c.view.canals if x.owner == seat)
        lines = [
            f"{p.vp} VP · {p.coins} coins",
            " · ".join(f"{getattr(p, g)} {short('1 ' + g)[1:]}" for g in facts.GOODS),
            f"hand {len(p.hand)} · bonus {len(p.bonus)} · sack {len(p.sacks)}",
            f"camels {p.camel} · cargo {p.cargo} {p.cargo_good}".rstrip(),
            f"shops {len(p.workshops)} · sq {p.squares_done} · canals {canals}",
            f"tokens {len(p.tokens)} · bases {p.bases} · spec {len(p.specials)}",
        ]
        for i, line in enumerate(lines):
            c.text.blit(
                surface,
                c.text.fit(line, r.w - 12, 13),
                (r.x + 8, r.y + 26 + i * 17),
                13,
                theme.TEXT,
            )
        y = r.bottom - 40
        for i, card in enumerate(p.played):
            info = facts.action_card(card)
            half = p.halves[i] if i < len(p.halves) else 0
            up = info.top if half == 0 else info.bottom
            colour = info.top_colour if half == 0 else info.bottom_colour
            cr = pygame.Rect(r.x + 8 + i * 62, y, 58, 20)
            letter_badge(surface, c.text, colour, pygame.Rect(cr.x, cr.y, 18, 20))
            c.text.blit(surface, short(up)[:6].capitalize(), (cr.x + 21, cr.y + 3), 12, theme.TEXT)
        c.text.blit(
            surface, "click to open", (r.right - 6, r.bottom - 16), 12, DIM, anchor="topright"
        )
        c.tips.append((r, f"{look.name}'s area: click to open it big."))
