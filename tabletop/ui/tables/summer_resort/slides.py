"""Where the cards slide when Summer Resort's round end plays on the board (``story``):
for each step, the guest cards, coins, house cards and badges that move from where they
were in the position before it to where they are after it, and the place the eye goes
once they landed. The places follow the table's ``layout`` (and the rows ``resorts`` and
``draw`` lay out: a resort's arrivals, a lot's guests, a car's windows)."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.games.summer_resort import facts
from tabletop.ui.tables.telling import Flight

from . import layout
from .art import PORTER, Art

GOLD = (226, 190, 80)


def _panel(view, seat: int) -> pygame.Rect:
    return layout.resort_rects(view.players)[seat]


def _arrival(view, seat: int, i: int) -> tuple[int, int]:
    """Where a resort's ``i``-th arriving guest rests (its row of automobiles, bought
    cards and arrivals, as ``resorts`` lays it out)."""
    panel, resort = _panel(view, seat), view.resorts[seat]
    autos = layout.automobile_rects(panel, len(resort.automobiles))
    x = autos[-1].right + 6 if autos else panel.x + 8
    if resort.purchases:
        x += 48 + 25 * len(resort.purchases)
    return (min(x + 58 + 49 * i, panel.right - 50), panel.y + 73)


def _lot(view, seat: int, lot: int) -> pygame.Rect:
    lots = view.resorts[seat].lots
    return layout.lot_rects(_panel(view, seat), len(lots))[lot]


def _lot_chip(rect: pygame.Rect, i: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """(top-left, size) of a guest's card in a lot, as ``resorts`` draws it."""
    band = 22 if rect.h >= 60 else 18
    w = min(50, (rect.w - 12) // 2)
    h = max(12, min(22, rect.bottom - (rect.y + band + 16) - 4))
    return (rect.x + 4 + (i % 2) * (w + 4), rect.bottom - h - 3), (w, h)


def _seat_in_car(view, car: int, i: int) -> tuple[int, int]:
    rect = layout.car_rects(len(view.train))[car]
    w = (rect.w - 14) // 2
    return (rect.x + 5 + (i % 2) * (w + 4), rect.y + 26 + min(i // 2, 3) * 24)


def _money_stack(kind: str) -> tuple[int, int]:
    """The bank's money stack of a guest type (its column's header)."""
    column = layout.column_rect(facts.vacationer_ids().index(kind))
    return (column.x + 6, column.y + 4)


def _money(view, seat: int) -> pygame.Rect:
    panel = _panel(view, seat)
    return pygame.Rect(panel.right - 90, panel.y + 4, 86, 26)


def flights(art: Art, step: facts.RoundStep, before, after) -> tuple[Flight, ...]:
    """The cards and coins that slide in ``step``, from where they were in ``before`` to
    where they are in ``after`` (views)."""
    kind, seat, out = step.kind, step.seat, []
    chip = (46, 20)
    if kind == "invite":
        for i, guest in enumerate(step.guests):
            start = _seat_in_car(before, step.car, i)
            out.append(Flight(art.chip(guest, chip), start, _arrival(after, seat, i)))
    elif kind == "lodge":
        waiting = list(before.resorts[seat].arrivals)
        rect = _lot(after, seat, step.lots[0])
        for i, guest in enumerate(step.guests):
            j = waiting.index(guest) if guest in waiting else 0
            end, size = _lot_chip(rect, i)
            out.append(Flight(art.chip(guest, size), _arrival(before, seat, j), end))
    elif kind == "rent":
        rects = [_lot(after, seat, lot) for lot in step.lots]
        coin = art.badge(f"+{step.amount} zł", GOLD, "coin")
        out.append(Flight(coin, rects[0].center, _money(after, seat).topleft))
        for i, guest in enumerate(step.guests):  # the old guests go back to the bank
            start = _lot_chip(rects[min(i // 2, len(rects) - 1)], i)[0]
            out.append(Flight(art.chip(guest, chip), start, _money_stack(guest)))
    elif kind == "no_room":  # on to the President's arrivals, or back to the bank
        last = len(facts.newcomers(after, step.other)) if step.other >= 0 else 0
        for i, guest in enumerate(step.guests):
            start = _arrival(before, seat, i)
            end = _money_stack(guest)
            if step.other >= 0:
                end = _arrival(after, step.other, last - len(step.guests) + i)
            out.append(Flight(art.chip(guest, chip), start, end))
    elif kind == "train":
        at = [(i, j) for i, car in enumerate(before.train) for j in range(len(car.vacationers))]
        for (car, j), guest in zip(at, (g for c in before.train for g in c.vacationers)):
            start = _seat_in_car(before, car, j)
            out.append(Flight(art.chip(guest, chip), start, _money_stack(guest)))
    elif kind == "develop":
        out.extend(_building(art, step, before, after))
    elif kind in ("president", "porter") and step.other != seat:
        if kind == "president":
            badge = art.badge(facts.president_badge(), GOLD, "coin")
        else:
            badge = art.badge(facts.porter_badge(after), PORTER, "porter")
        holder = _panel(after, seat)
        start = layout.BANK.center  # the first President takes the token from the bank
        if step.other >= 0:
            start = _panel(before, step.other).move(110, 36).topleft
        out.append(Flight(badge, start, (holder.x + 110, holder.y + 36)))
    elif kind == "arrivals":
        loco = layout.LOCO
        for car, guests in enumerate(step.dealt):
            base = len(after.train[car].vacationers) - len(guests)
            for j, guest in enumerate(guests):
                end = _seat_in_car(after, car, base + j)
                out.append(Flight(art.chip(guest, chip), (loco.right - 50, loco.y + 60), end))
    return tuple(out)


def _building(art: Art, step: facts.RoundStep, before, after) -> list[Flight]:
    """A house card (or a forest) from its investment stack onto its lot, a new
    automobile from its stack to the resort, a lost card from the resort back."""
    stacks: dict[str, str] = {}
    for stack in facts.stacks(before):
        stacks.setdefault(stack.card, stack.id)
    rects = layout.stack_rects()

    def stack_at(card: str) -> tuple[int, int]:
        return rects[stacks[card]].topleft if card in stacks else layout.BANK.center

    seat, out = step.seat, []
    for lot in step.lots:
        top = after.resorts[seat].lots[lot].top
        rect = _lot(after, seat, lot)
        band = art.band(top, (rect.w, 22), facts.name(top), 13)
        out.append(Flight(band, stack_at(top), rect.topleft))
    panel = _panel(after, seat)
    autos = after.resorts[seat].automobiles
    new = len(autos) - len(before.resorts[seat].automobiles)
    for rect in layout.automobile_rects(panel, len(autos))[len(autos) - new :]:
        band = art.band("automobile", rect.size, facts.name("automobile"), 12)
        out.append(Flight(band, stack_at("automobile"), rect.topleft))
    for i, card in enumerate(step.lost):
        band = art.band(card, (110, 22), facts.name(card), 13)
        out.append(Flight(band, (panel.x + 8 + 24 * i, panel.y + layout.ROW_TWO), stack_at(card)))
    return out


def focus(step: facts.RoundStep, after) -> tuple[pygame.Rect, ...]:
    """Where the eye goes once the step's cards have landed."""
    kind, seat = step.kind, step.seat
    if kind in ("develop", "lodge"):
        return tuple(_lot(after, seat, lot) for lot in step.lots)
    if kind == "rent":
        return (_money(after, seat),)
    if kind in ("invite", "fuel"):
        panel = _panel(after, seat)
        return (pygame.Rect(panel.x + 4, panel.y + 66, panel.w - 8, 32),)
    if kind == "no_room" and step.other >= 0:
        return (_panel(after, step.other),)
    if kind in ("president", "porter", "round") and seat >= 0:
        return (_panel(after, seat),)
    if kind == "weather":
        return (layout.LOCO,)
    if kind == "car":
        return (layout.car_rects(len(after.train))[-1],)
    if kind in ("arrivals", "train"):
        cars = layout.car_rects(len(after.train))
        return (cars[0].unionall(cars),)
    return ()


def lifted(step: facts.RoundStep, before, after):
    """The view ``before`` with the cards that slide in ``step`` lifted off their places,
    drawn under them while they slide (no card shows twice)."""
    seat, replace = step.seat, dataclasses.replace
    if step.kind == "develop":  # the bought cards leave the resort's row
        resort = replace(before.resorts[seat], purchases=after.resorts[seat].purchases)
        return replace(before, resorts=_put(before.resorts, seat, resort))
    if step.kind in ("invite", "train"):
        cars = tuple(
            replace(car, vacationers=()) if step.kind == "train" or i == step.car else car
            for i, car in enumerate(before.train)
        )
        return replace(before, train=cars)
    if step.kind in ("lodge", "no_room"):
        waiting = list(before.resorts[seat].arrivals)
        for guest in step.guests:
            if guest in waiting:
                waiting.remove(guest)
        resort = replace(before.resorts[seat], arrivals=tuple(waiting))
        return replace(before, resorts=_put(before.resorts, seat, resort))
    if step.kind == "president" and step.other >= 0:
        return replace(before, president=-1)
    return before


def _put(items: tuple, index: int, item) -> tuple:
    return items[:index] + (item,) + items[index + 1 :]
