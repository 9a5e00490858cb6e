"""The sidebar and the buttons are painted once and blitted while nothing they show
changes (issues #12, #14: the frame time while a piece is dragged); a change of what they
show (hover, a new position, scrolling) paints them again."""

import dataclasses

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.headless import headless_services
from tabletop.ui.tables.sidebar import SeatRow, Sidebar, SidebarInfo
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import Button

RECT = pygame.Rect(1244, 64, 348, 828)


class Counting(TextCache):
    """A text cache that counts what is drawn, rendered or measured."""

    def __init__(self):
        super().__init__()
        self.calls = 0

    def blit(self, *args, **kwargs):
        self.calls += 1
        return super().blit(*args, **kwargs)

    def render(self, *args, **kwargs):
        self.calls += 1
        return super().render(*args, **kwargs)

    def fit(self, *args, **kwargs):
        self.calls += 1
        return super().fit(*args, **kwargs)


def _sidebar():
    pygame.init()
    services = headless_services()
    played: list[Action] = []
    sidebar = Sidebar(RECT, lambda a: played.append(a) or True, services.seat_style)
    info = SidebarInfo(
        banner="Ann — place a token or pass",
        banner_colour="red",
        seats=(SeatRow("Ann", "red", "you", 3), SeatRow("Bob", "blue", "bot", 5)),
        actor=0,
        scored=True,
        log=("Ann passes", "Bob places a token on car 3"),
        my_turn=True,
    )
    moves = [(Action(), "pass"), (Action(), "end the turn")]
    sidebar.show(info, moves, "Drag a token.")
    return sidebar, services


def _move(sidebar: Sidebar, pos) -> None:
    event = pygame.event.Event(
        pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}
    )
    sidebar.handle(event, pos)


def test_drawing_twice_without_a_change_renders_no_text_and_rebuilds_nothing():
    sidebar, services = _sidebar()
    text, surface = Counting(), pygame.Surface((1600, 900))
    sidebar.draw(surface, text, services.icons)
    assert sidebar.rebuilds == 1 and text.calls > 0
    first = pygame.image.tobytes(surface, "RGB")
    text.calls = 0
    surface.fill((0, 0, 0))
    sidebar.draw(surface, text, services.icons)
    assert sidebar.rebuilds == 1
    assert text.calls == 0, "no text rendered, measured or drawn for an unchanged sidebar"
    assert pygame.image.tobytes(surface, "RGB") == first, "the same picture"


def test_the_cached_picture_equals_painting_directly():
    sidebar, services = _sidebar()
    direct, cached = pygame.Surface((1600, 900)), pygame.Surface((1600, 900))
    direct.fill(theme.BG)
    cached.fill(theme.BG)
    sidebar._paint(direct, services.text, services.icons)
    sidebar.draw(cached, services.text, services.icons)
    assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(cached, "RGB")


def test_a_hover_change_paints_again_and_shows():
    sidebar, services = _sidebar()
    surface = pygame.Surface((1600, 900))
    sidebar.draw(surface, services.text, services.icons)
    button = sidebar.moves.buttons[0]
    before = surface.get_at(button.rect.move(3, 0).midleft)
    _move(sidebar, button.rect.center)
    assert button.hover
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 2
    assert surface.get_at(button.rect.move(3, 0).midleft) != before, "the hover highlight shows"
    _move(sidebar, (5, 500))  # off again: the plain button comes back
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 3
    assert surface.get_at(button.rect.move(3, 0).midleft) == before


def test_a_new_position_or_scrolling_paints_again_an_equal_snapshot_does_not():
    sidebar, services = _sidebar()
    surface = pygame.Surface((1600, 900))
    sidebar.draw(surface, services.text, services.icons)
    same = SidebarInfo(**{**sidebar.info.__dict__})  # an equal snapshot of the same position
    sidebar.show(same, list(sidebar.moves.actions), sidebar.moves.idle)
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 1
    lines = tuple(f"Ann passes ({i})" for i in range(30))
    sidebar.show(SidebarInfo(**{**same.__dict__, "log": lines}), [], "Drag a token.")
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 2
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": 2})
    assert sidebar.handle(wheel, sidebar.log.rect.center)
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 3


def test_a_button_paints_its_picture_once_and_again_when_enabled_changes():
    pygame.init()
    services = headless_services()
    state = {"on": True}
    button = Button((10, 10, 160, 36), "End turn", lambda: None, enabled=lambda: state["on"])
    text, surface = Counting(), pygame.Surface((300, 100))
    button.draw(surface, text, services.icons)
    text.calls = 0
    button.draw(surface, text, services.icons)
    assert button.painted == 1 and text.calls == 0
    on = surface.get_at(button.rect.move(4, 0).midleft)
    state["on"] = False
    button.draw(surface, text, services.icons)
    assert button.painted == 2
    assert surface.get_at(button.rect.move(4, 0).midleft) != on, "drawn disabled"


def test_a_line_too_long_for_the_log_shows_in_full_over_the_picture_every_frame(monkeypatch):
    from tabletop.ui.widgets import log as log_module

    sidebar, services = _sidebar()
    long_line = "Bob invites 3 students and a socialite from car 4 to his cottage, " * 6
    long_line += "then more"  # taller than the whole log: its last row cut
    sidebar.show(SidebarInfo(**{**sidebar.info.__dict__, "log": (long_line,)}), [], "")
    shown: list[str] = []
    monkeypatch.setattr(
        log_module, "draw_tooltip", lambda s, t, message, pos, **k: shown.append(message)
    )
    surface = pygame.Surface((1600, 900))
    at = (sidebar.log.rect.x + 30, sidebar.log.rect.y + 34 + 5)
    _move(sidebar, at)
    sidebar.draw(surface, services.text, services.icons)
    sidebar.draw(surface, services.text, services.icons)
    assert shown == [f"1. {long_line}"] * 2
    assert sidebar.rebuilds == 1, "the mouse over the log repaints nothing"


def test_switching_the_colour_blind_palette_paints_again():
    sidebar, services = _sidebar()
    surface = pygame.Surface((1600, 900))
    sidebar.draw(surface, services.text, services.icons)
    services.settings = dataclasses.replace(
        services.settings, colour_blind=not services.settings.colour_blind
    )
    sidebar.draw(surface, services.text, services.icons)
    assert sidebar.rebuilds == 2
