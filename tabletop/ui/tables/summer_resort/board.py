"""Drawing the train, the bank and the resorts from the view. Called only when the picture
changes (the table keeps the result as one cached layer), so nothing here runs per frame."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.summer_resort.data import components
from tabletop.games.summer_resort.placement import invest_price
from tabletop.games.summer_resort.setup import forecast
from tabletop.games.summer_resort.state import SummerResortState
from tabletop.ui import theme
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import draw_panel

from . import layout as L
from .art import INK, WORD, Art
from .resorts import ResortDrawing

TRAIN_RED = (120, 44, 40)
CAR_FILL = (72, 58, 50)
STACK_FILL = (58, 64, 76)


@dataclass
class Seat:
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass
class Painter(ResortDrawing):
    """Draws one view for the seat ``eyes``; ``preview`` is an accommodation to show."""

    text: TextCache
    art: Art
    view: SummerResortState
    seats: list[Seat]
    eyes: int
    actor: int | None
    preview: tuple | None = None

    def token(self, seat: int, radius: int, count: int = 1, porter: bool = False) -> pygame.Surface:
        s = self.seats[seat]
        return self.art.token(s.rgb, s.symbol, radius, count, porter)

    def draw(self, surface: pygame.Surface) -> None:
        self.train(surface)
        self.bank(surface)
        for seat, rect in enumerate(L.resort_rects(self.view.players)):
            self.resort(surface, seat, rect)

    # --- the train ---------------------------------------------------------------------
    def train(self, surface: pygame.Surface) -> None:
        self.locomotive(surface)
        cars = L.car_rects(len(self.view.train))
        for i, (car, rect) in enumerate(zip(self.view.train, cars)):
            self.car(surface, i, car, rect)
        spare = components().setup.cars_max - len(cars)
        if spare > 0:  # the track side of the cards that full sun may still turn into cars
            x, w = cars[-1].right + 6, cars[0].w
            for i in range(spare):
                track = pygame.Rect(x + i * (w + 6), L.TRAIN.y + 30, w, L.TRAIN.h - 30)
                pygame.draw.rect(surface, (44, 74, 62), track, 2, border_radius=6)
                y = track.bottom - L.WHEELS // 2
                pygame.draw.line(surface, (70, 96, 84), (track.x + 6, y), (track.right - 6, y), 3)
                for words, dy, size in (
                    ("track", 10, 13),
                    ("full sun adds", 34, 12),
                    ("a car here", 50, 12),
                ):
                    self.text.blit(
                        surface,
                        words,
                        (track.centerx, track.y + dy),
                        size,
                        (120, 150, 136),
                        anchor="midtop",
                    )

    def locomotive(self, surface: pygame.Surface) -> None:
        text, view, r = self.text, self.view, L.LOCO
        draw_panel(surface, r, fill=TRAIN_RED, edge=INK, radius=8, width=2)
        weather = components().weather_card(view.weather) if view.weather else None
        text.blit(surface, "Locomotive · weather now", (r.x + 8, r.y + 4), 12, (240, 220, 210))
        if weather is None:
            return
        name = weather.name + (" · +1 car" if weather.adds_car else "")
        text.blit(
            surface, text.fit(name, r.w - 14, 15, True), (r.x + 8, r.y + 19), 15, theme.TEXT, True
        )
        y = r.y + 39
        for level, house in enumerate(("cottage", "villa", "pension")):
            n = getattr(weather, house)
            surface.blit(self.art.icon(house, 8), (r.x + 8, y))
            guest = components().houses[level].guest
            if n:
                text.blit(surface, f"{n}×", (r.x + 28, y + 9), 13, theme.TEXT, True, "midleft")
                surface.blit(self.art.chip(guest, (46, 18)), (r.x + 50, y))
                text.blit(
                    surface,
                    f"per {house}",
                    (r.x + 100, y + 9),
                    12,
                    (230, 215, 205),
                    anchor="midleft",
                )
            else:
                text.blit(
                    surface,
                    f"no one per {house}",
                    (r.x + 28, y + 9),
                    12,
                    (230, 215, 205),
                    anchor="midleft",
                )
            y += 19
        nxt = forecast(view.deck[0]) if view.deck and view.round < view.rounds else None
        if nxt:
            surface.blit(self.art.weather(nxt, 20), (r.x + 8, y + 1))
            text.blit(
                surface,
                f"Next round: {'sunny' if nxt == 'sun' else 'cloudy'}",
                (r.x + 32, y + 11),
                13,
                theme.TEXT,
                True,
                "midleft",
            )
        else:
            text.blit(surface, "Last round", (r.x + 8, y + 11), 13, theme.TEXT, True, "midleft")
        p = L.package_rect()
        pygame.draw.rect(surface, (92, 34, 30), p, border_radius=6)
        pygame.draw.rect(surface, INK, p, 1, border_radius=6)
        x = (
            text.blit(
                surface, "Package", (p.x + 6, p.centery), 13, theme.TEXT, True, "midleft"
            ).right
            + 4
        )
        x = (
            text.blit(
                surface,
                f"+{components().setup.package} zł",
                (x, p.centery),
                13,
                theme.ACCENT,
                True,
                "midleft",
            ).right
            + 6
        )
        for placed in view.placements:
            if placed.target == "locomotive" and x < p.right - 20:
                img = self.token(placed.seat, 10, placed.tokens, placed.porter)
                surface.blit(img, img.get_rect(midleft=(x, p.centery)))
                x += img.get_width() + 3

    def car(self, surface: pygame.Surface, index: int, car, rect: pygame.Rect) -> None:
        text = self.text
        claimed = car.claimed_by >= 0
        draw_panel(
            surface, rect, fill=(58, 50, 46) if claimed else CAR_FILL, edge=INK, radius=6, width=2
        )
        head = pygame.Rect(rect.x, rect.y, rect.w, 22)
        pygame.draw.rect(
            surface, TRAIN_RED, head, border_top_left_radius=6, border_top_right_radius=6
        )
        text.blit(
            surface, f"Car {index + 1}", (head.x + 6, head.centery), 14, theme.TEXT, True, "midleft"
        )
        n = len(car.vacationers)
        cw = (rect.w - 14) // 2
        body_h = rect.h - 22 - L.WHEELS
        rows = max(1, (body_h - 4) // 24)
        shown = car.vacationers if n <= rows * 2 else car.vacationers[: rows * 2 - 1]
        for i, kind in enumerate(sorted(shown, key=L.MONEY_KINDS.index)):
            surface.blit(
                self.art.chip(kind, (cw, 21)),
                (rect.x + 5 + (i % 2) * (cw + 4), rect.y + 26 + (i // 2) * 24),
            )
        if len(shown) < n:
            text.blit(
                surface,
                f"+{n - len(shown)} more",
                (rect.right - 8, rect.y + 26 + (rows - 1) * 24 + 10),
                12,
                theme.TEXT,
                True,
                "midright",
            )
        if not n and not claimed:
            text.blit(
                surface, "empty", (rect.centerx, rect.y + 60), 13, (170, 150, 140), anchor="midtop"
            )
        if claimed:
            self._claim(surface, index, car.claimed_by, rect)
        wy = rect.bottom - L.WHEELS // 2
        pygame.draw.line(
            surface,
            INK,
            (rect.x + 4, rect.bottom - L.WHEELS),
            (rect.right - 4, rect.bottom - L.WHEELS),
            2,
        )
        for wx in (rect.x + 18, rect.right - 18):
            pygame.draw.circle(surface, (40, 40, 44), (wx, wy), 8)
            pygame.draw.circle(surface, (150, 150, 156), (wx, wy), 3)

    def _claim(self, surface, index: int, seat: int, rect: pygame.Rect) -> None:
        placed = next(
            (
                p
                for p in self.view.placements
                if p.target == "car"
                and (p.index == index or (p.automobile and p.index + 1 == index))
            ),
            None,
        )
        body = pygame.Rect(rect.x + 4, rect.y + 24, rect.w - 8, rect.h - 26 - L.WHEELS)
        shade = self.art.shade(body.size)
        surface.blit(shade, body)
        img = self.token(
            seat, 13, placed.tokens if placed else 1, placed.porter if placed else False
        )
        surface.blit(img, img.get_rect(center=(body.centerx, body.centery - 8)))
        label = self.seats[seat].name + (" by car" if placed and placed.automobile else "")
        self.text.blit(
            surface,
            self.text.fit(label, body.w - 4, 13, True),
            (body.centerx, body.bottom - 4),
            13,
            theme.TEXT,
            True,
            "midbottom",
        )

    # --- the bank ------------------------------------------------------------------------
    def bank(self, surface: pygame.Surface) -> None:
        text, view = self.text, self.view
        rects = L.stack_rects()
        for c, kind in enumerate(L.MONEY_KINDS):
            col = L.column_rect(c)
            head = pygame.Rect(col.x, col.y, col.w, L.HEADER_H)
            draw_panel(surface, head, fill=(40, 44, 52), radius=6)
            surface.blit(self.art.chip(kind, (54, 22)), (head.x + 6, head.y + 4))
            text.blit(
                surface,
                f"money stack · {view.bank[c]} cards",
                (head.x + 68, head.centery),
                13,
                theme.TEXT_DIM,
                anchor="midleft",
            )
        for i, inv in enumerate(components().investments):
            self.stack(surface, i, inv, rects[inv.id])

    def stack(self, surface: pygame.Surface, index: int, inv, rect: pygame.Rect) -> None:
        text, view = self.text, self.view
        left = view.stacks[index]
        draw_panel(surface, rect, fill=STACK_FILL if left else (46, 48, 54), radius=6)
        word = "Forest" if inv.card == "forest" else WORD[inv.card]
        surface.blit(self.art.band(inv.card, (rect.w, 26), word, 13), rect.topleft)
        text.blit(surface, f"{inv.price} zł", (rect.x + 8, rect.y + 30), 18, theme.TEXT, True)
        text.blit(
            surface,
            f"{left} left" if left else "empty",
            (rect.right - 8, rect.y + 35),
            13,
            theme.TEXT_DIM if left else theme.BAD,
            anchor="topright",
        )
        visits = [p for p in view.placements if p.target == "investment" and p.stack == inv.id]
        text.blit(
            surface,
            f"Visits this round: {len(visits)}" if visits else "No visits yet",
            (rect.x + 8, rect.y + 56),
            12,
            theme.TEXT_DIM,
        )
        shown = visits if len(visits) <= 6 else visits[:5]
        for i, p in enumerate(shown):
            cx = rect.x + 6 + (i % 3) * 38
            cy = rect.y + 72 + (i // 3) * 46
            img = self.token(p.seat, 8, p.tokens, p.porter)
            surface.blit(img, (cx, cy))
            text.blit(
                surface,
                f"{p.price}",
                (cx + img.get_width() // 2, cy + img.get_height() + 1),
                12,
                theme.TEXT,
                anchor="midtop",
            )
        if len(shown) < len(visits):
            text.blit(
                surface,
                f"+{len(visits) - 5}",
                (rect.x + 6 + 2 * 38 + 14, rect.y + 72 + 46 + 10),
                14,
                theme.TEXT,
                True,
                "midleft",
            )
        if left and self.actor is not None:
            one = invest_price(view, inv.id, (1, False))
            pair = invest_price(view, inv.id, (2, False))
            text.blit(
                surface, f"Next: {one} zł", (rect.x + 8, rect.bottom - 40), 14, theme.ACCENT, True
            )
            text.blit(
                surface,
                f"Pair: {pair} zł" if pair else "Pair: free",
                (rect.x + 8, rect.bottom - 20),
                13,
                theme.TEXT,
            )
