"""Drawing the train, the bank and the resorts from the view. Called only when the picture
changes (the table keeps the result as one cached layer), so nothing here runs per frame."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.summer_resort.data import components
from tabletop.games.summer_resort.placement import invest_price
from tabletop.games.summer_resort.setup import forecast
from tabletop.games.summer_resort.state import EMPTY, FUELLED, SummerResortState
from tabletop.ui import theme
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import draw_panel

from . import layout as L
from .art import INK, PAPER, PORTER, VALUE, WORD, Art

TRAIN_RED = (120, 44, 40)
CAR_FILL = (72, 58, 50)
STACK_FILL = (58, 64, 76)
FUEL_WORD = {FUELLED: "fuelled", EMPTY: "no fuel", "refuelling": "refuelled"}
FUEL_FILL = {FUELLED: (70, 150, 96), EMPTY: (150, 120, 60), "refuelling": (90, 110, 150)}


@dataclass
class Seat:
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass
class Painter:
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
                self.text.blit(
                    surface,
                    "track",
                    (track.centerx, track.y + 10),
                    13,
                    (120, 150, 136),
                    anchor="midtop",
                )
                self.text.blit(
                    surface,
                    "full sun adds",
                    (track.centerx, track.y + 34),
                    12,
                    (120, 150, 136),
                    anchor="midtop",
                )
                self.text.blit(
                    surface,
                    "a car here",
                    (track.centerx, track.y + 50),
                    12,
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
        nxt = forecast(view.deck[0]) if view.deck else None
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

    # --- the resorts ---------------------------------------------------------------------
    def resort(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        text, view, art = self.text, self.view, self.art
        resort = view.resorts[seat]
        mine, acting = seat == self.eyes, seat == self.actor
        edge = theme.ACCENT if acting else theme.PANEL_EDGE
        draw_panel(
            surface,
            rect,
            fill=(50, 58, 56) if mine else theme.PANEL,
            edge=edge,
            width=3 if acting else 1,
        )
        name = self.seats[seat].name + (" (you)" if mine else "")
        surface.blit(self.token(seat, 10), (rect.x + 6, rect.y + 6))
        money = f"{resort.money} zł"
        mw = text.size(money, 17, True)[0]
        text.blit(
            surface,
            text.fit(name, rect.w - mw - 46, 16, True),
            (rect.x + 34, rect.y + 17),
            16,
            theme.TEXT,
            True,
            "midleft",
        )
        text.blit(surface, money, (rect.right - 8, rect.y + 17), 17, theme.ACCENT, True, "midright")
        x, y = rect.x + 8, rect.y + 36
        badges = []
        if view.president == seat:
            badges.append(art.badge("President +5", (226, 190, 80), "coin"))
        if view.porter == seat:
            badges.append(
                art.badge("Porter" + ("" if view.porter_free else " (placed)"), PORTER, "porter")
            )
        if acting:
            badges.append(art.badge("to play", theme.ACCENT))
        text.blit(surface, f"Tokens left: {resort.tokens}", (x, y + 2), 13, theme.TEXT_DIM)
        x += text.size(f"Tokens left: {resort.tokens}", 13)[0] + 6
        for b in badges:
            if x + b.get_width() > rect.right - 4:
                break
            surface.blit(b, (x, y))
            x += b.get_width() + 4
        self._row_two(surface, seat, rect)
        self._lots(surface, seat, rect)

    def _row_two(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        text, view, art = self.text, self.view, self.art
        resort = view.resorts[seat]
        autos = L.automobile_rects(rect, len(resort.automobiles))
        x = rect.x + 8
        for i, (state, r) in enumerate(zip(resort.automobiles, autos)):
            pygame.draw.rect(surface, FUEL_FILL[state], r, border_radius=6)
            pygame.draw.rect(surface, INK, r, 1, border_radius=6)
            surface.blit(art.icon("automobile", 9), (r.x + 4, r.y + 4))
            text.blit(
                surface, FUEL_WORD[state], (r.x + 26, r.centery), 12, theme.TEXT, True, "midleft"
            )
            placed = next(
                (
                    p
                    for p in view.placements
                    if p.target == "automobile" and p.seat == seat and p.index == i
                ),
                None,
            )
            if placed:
                img = self.token(seat, 7, placed.tokens, placed.porter)
                surface.blit(img, img.get_rect(midright=(r.right - 2, r.centery)))
            x = r.right + 6
        y = rect.y + 70
        if resort.purchases and x + 80 < rect.right:
            text.blit(surface, "bought:", (x, y + 13), 12, theme.TEXT_DIM, anchor="midleft")
            x += 48
            for card in resort.purchases:
                if x + 24 > rect.right - 4:
                    break
                pygame.draw.rect(surface, (40, 44, 52), (x, y + 2, 22, 22), border_radius=4)
                surface.blit(art.icon(card, 9, (250, 250, 250)), (x + 2, y + 4))
                x += 25
        if resort.arrivals and x + 110 < rect.right:
            text.blit(surface, "arriving:", (x + 2, y + 13), 12, theme.TEXT_DIM, anchor="midleft")
            x += 58
            for i, kind in enumerate(resort.arrivals):
                if x + 50 > rect.right - 4:
                    text.blit(
                        surface,
                        f"+{len(resort.arrivals) - i}",
                        (x, y + 13),
                        12,
                        theme.TEXT,
                        True,
                        "midleft",
                    )
                    break
                surface.blit(art.chip(kind, (46, 20)), (x, y + 3))
                x += 49

    def _lots(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        lots = self.view.resorts[seat].lots
        preview = self.preview if seat == self.eyes else None
        for i, (lot, r) in enumerate(zip(lots, L.lot_rects(rect, len(lots)))):
            new = preview[i] if preview is not None and i < len(preview) else ()
            self.lot(surface, i, lot, r, new)

    def lot(self, surface: pygame.Surface, index: int, lot, r: pygame.Rect, new: tuple) -> None:
        text, art = self.text, self.art
        for depth in range(lot.level, 0, -1):  # the cards below show as edges
            pygame.draw.rect(
                surface,
                (30, 32, 36),
                r.move(depth * 2, -depth * 2).clip(r.inflate(8, 8)),
                1,
                border_radius=6,
            )
        pygame.draw.rect(surface, PAPER if lot.level else (214, 206, 186), r, border_radius=6)
        band_h = 22 if r.h >= 60 else 18
        surface.blit(art.band(lot.top, (r.w, band_h), WORD[lot.top], 13), r.topleft)
        pts = sum((2, 3, 5)[: lot.level])
        note, colour = (
            f"lot {index + 1}" + (f" · {pts} pts" if pts else " · no house"),
            (70, 70, 76),
        )
        if new and lot.guests:  # the old guests pay their value and go home
            rent = sum(VALUE[g] for g in lot.guests)
            note, colour = f"old pay +{rent}", theme.BAD
        bold = bool(new and lot.guests)
        text.blit(
            surface,
            text.fit(note, r.w - 8, 12, bold),
            (r.x + 5, r.y + band_h + 1),
            12,
            colour,
            bold,
        )
        guests = new if new else lot.guests
        cw = min(50, (r.w - 12) // 2)
        ch = min(22, r.bottom - (r.y + band_h + 16) - 4)
        for i, kind in enumerate(guests[:2]):
            surface.blit(
                art.chip(kind, (cw, ch), "new" if new else ""),
                (r.x + 4 + i * (cw + 4), r.bottom - ch - 3),
            )
        pygame.draw.rect(surface, INK, r, 1, border_radius=6)
