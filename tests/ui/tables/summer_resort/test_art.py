"""Summer Resort's drawn pieces: carriages, vacationers as figures and lots as places,
cached, and told apart without colour."""

from __future__ import annotations

import pygame

from tabletop.games.summer_resort import facts
from tabletop.ui.tables.summer_resort import layout
from tabletop.ui.tables.summer_resort.art import Art
from tests.ui.helpers import make_app


def _grey(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.grayscale(surface), "RGBA")


def _art() -> Art:
    return Art(make_app().services.text)


def test_vacationers_are_told_apart_in_greyscale():
    art = _art()
    kinds = facts.vacationer_ids()
    for size in ((50, 21), (46, 18)):
        greys = {_grey(art.chip(kind, size)) for kind in kinds}
        assert len(greys) == len(kinds)
        # without their value the figures alone still differ (the sign each wears)
        plain = {_grey(art.chip(kind, size).subsurface((0, 0, size[1], size[1]))) for kind in kinds}
        assert len(plain) == len(kinds)


def test_a_car_is_a_carriage_drawn_once_per_size():
    art = _art()
    rect = layout.car_rects(facts.cars_max())[0]
    seats = ((5, 26, 40, 21), (49, 26, 40, 21))
    first = art.carriage(rect.size, seats, layout.WHEELS)
    assert first is art.carriage(rect.size, seats, layout.WHEELS)
    assert first.get_size() == rect.size
    # a window is glass, the body between is the carriage's paint
    assert first.get_at((10, 30))[:3] != first.get_at((rect.w // 2, rect.h - layout.WHEELS - 2))[:3]


def test_a_built_lot_shows_its_house_and_an_unbuilt_one_its_forest():
    art = _art()
    size = (107, 68)
    built = {_grey(art.lot_scene(kind, size, True)) for kind in ("cottage", "villa", "pension")}
    forest = _grey(art.lot_scene("forest", size, False))
    assert len(built) == 3 and forest not in built
    assert art.lot_scene("villa", size, True) is art.lot_scene("villa", size, True)
