"""Summer Resort's locomotive is drawn as an engine (issue #14, Art), in the cars' style:
a silhouette with chimney, dome and cab over the boiler (not a box), wheels under its
frame as the cars have, the package plate above the wheels, the weather on the boiler."""

import pygame

from tabletop.ui.tables.summer_resort import layout
from tabletop.ui.tables.summer_resort.art import Art
from tabletop.ui.tables.summer_resort.pictures import locomotive_cab
from tabletop.ui.text import TextCache


def engine() -> pygame.Surface:
    return Art(TextCache()).locomotive(layout.LOCO.size, layout.WHEELS)


def opaque(surface: pygame.Surface, pos: tuple[int, int]) -> bool:
    return surface.get_at(pos).a > 0


def test_the_engine_has_a_silhouette_not_a_box():
    s = engine()
    cab = locomotive_cab(s.get_size())
    assert opaque(s, (20, 2)), "the chimney rises above the boiler"
    assert not opaque(s, (34, 4)) and not opaque(s, (100, 6)), "sky beside chimney and dome"
    assert opaque(s, (51, 10)), "the steam dome"
    assert opaque(s, (cab.centerx, 4)), "the cab's roof, higher than the boiler"
    assert not opaque(s, (s.get_width() - 1, 0)), "the roof is arched like the cars'"


def test_the_engine_runs_on_wheels_under_its_frame_like_the_cars():
    s = engine()
    h = s.get_height()
    frame_y = h - layout.WHEELS + 4
    assert opaque(s, (100, frame_y + 2)), "the frame"
    wheel_row = [opaque(s, (x, h - 4)) for x in range(s.get_width())]
    gaps = sum(1 for a, b in zip(wheel_row, wheel_row[1:]) if a and not b)
    assert gaps >= 4, "separate wheels, not a skirt"
    assert layout.package_rect().bottom <= layout.LOCO.bottom - layout.WHEELS + 4
    assert layout.LOCO.contains(layout.package_rect())


def test_the_weather_board_clears_the_smokebox_and_the_cab_window():
    cab = locomotive_cab(layout.LOCO.size).move(layout.LOCO.topleft)
    plate = layout.package_rect()
    assert plate.x >= layout.LOCO.x + 16 and plate.right <= layout.LOCO.right
    assert cab.y + 6 + 20 < layout.LOCO.y + 39, "the window sits above the weather's rows"
