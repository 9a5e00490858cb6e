"""A drop on the line between two places: the green outline drawn there reaches its
place, and of two places the nearer one is taken and drawn as hovered (every table)."""

from __future__ import annotations

import pygame

from tabletop.ui.drag import OUTLINE_REACH, DragController, Piece, Target


def _held(reasons: dict[str, str | None]) -> DragController:
    drag = DragController(lambda action: reasons[action])
    targets = [
        Target("left", pygame.Rect(100, 100, 40, 40), "left"),
        Target("right", pygame.Rect(144, 100, 40, 40), "right"),  # a 4-pixel line between
    ]
    drag.pick(Piece("p", pygame.Rect(0, 0, 10, 10)), targets, (5, 5))
    return drag


def test_the_line_between_two_lit_places_goes_to_the_nearer():
    drag = _held({"left": None, "right": None})
    assert drag.hovered((140, 120)).target.key == "left"
    assert drag.hovered((141, 120)).target.key == "left"
    assert drag.hovered((143, 120)).target.key == "right"
    assert drag.hovered((120, 120)).target.key == "left"  # inside: that place


def test_only_a_lit_outline_reaches_beyond_its_place():
    drag = _held({"left": "full", "right": None})
    assert drag.hovered((141, 120)).target.key == "right"  # the red place draws no outline
    assert drag.hovered((120, 120)).reason == "full"  # inside it: its reason
    assert drag.hovered((184 + OUTLINE_REACH, 120)) is None  # beyond every outline


def test_overlapping_places_give_the_one_whose_centre_is_nearest():
    drag = DragController(lambda action: None)
    targets = [
        Target("a", pygame.Rect(0, 0, 60, 60), "a"),
        Target("b", pygame.Rect(40, 0, 60, 60), "b"),
    ]
    drag.pick(Piece("p", pygame.Rect(0, 0, 10, 10)), targets, (5, 5))
    assert drag.hovered((45, 30)).target.key == "a"
    assert drag.hovered((55, 30)).target.key == "b"
    assert drag.hovered((50, 30)).target.key == "a"  # a tie: the first listed
