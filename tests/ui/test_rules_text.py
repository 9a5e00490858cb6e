"""The rules page shows no markdown marks: a ``*emphasis*`` (Resafa's opening note,
hard-wrapped over two lines) showed its asterisks; bold, code and emphasis read as plain
text. Every game's rules page, opened as the set-up's Rules button opens it, read page
by page with the Down key, every line drawn at least once."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.scenes.rules import RulesScene, blocks
from tests.ui.helpers import key, make_app

MARKS = re.compile(r"(^|\s)[*_`]+\S|\S[*_`]+($|[\s.,;:])")


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_the_rules_page_shows_no_markdown_marks(game_id):
    app = make_app(real_games=True)
    scene = RulesScene(app.ctx, app.services.game(game_id))
    app.ctx.stack.clear_to(scene)
    drawn: set[str] = set()
    for _ in range(200):
        probe = layout_probe.LayoutRecord(app.canvas)
        layout_probe.active = probe
        try:
            app.step([], 1 / 60)
            scene.draw(app.canvas)
        finally:
            layout_probe.active = None
        drawn |= {t.text for t in probe.texts}
        if scene.scroll >= scene.max_scroll:
            break
        key(app, pygame.K_PAGEDOWN)
    assert {line.text for line in scene.lines} <= drawn, "every line read"
    marked = [t for t in drawn if MARKS.search(t)]
    assert not marked, marked


def test_emphasis_over_a_wrapped_line_loses_its_asterisks_and_a_lone_star_stays():
    parsed = blocks("*Our own words, over\ntwo lines.* Then 2 * 3 and a 5VP ★.\n\n* a bullet")
    assert parsed == [
        ("p", "Our own words, over two lines. Then 2 * 3 and a 5VP ★."),
        ("gap", ""),
        ("li", "a bullet"),
    ]


def test_numbered_steps_stand_apart_and_a_nested_bullet_stands_in():
    """Resafa's turn is four numbered steps, the second with two bullets under it: each
    step began a line of its own only when a bullet ended the one above (they ran into
    one paragraph and into a bullet); the bullets under a step stand further in."""
    app = make_app(real_games=True)
    scene = RulesScene(app.ctx, app.services.game("resafa"))
    numbers = [line for line in scene.lines if re.fullmatch(r"\d+\.", line.text)]
    assert [n.text for n in numbers[:4]] == ["1.", "2.", "3.", "4."]
    texts = [line for line in scene.lines if line.text.startswith("the colour action")]
    step = next(line for line in scene.lines if line.text.startswith("Then, in either order"))
    assert texts and texts[0].x > step.x, "the bullet under step 2 stands in"
    ys = [n.y for n in numbers[:4]]
    assert ys == sorted(set(ys)), "each step on a line of its own"
    starts = ("Play an action card", "Then, in either", "At any moment", "End the turn")
    assert all(any(line.text.startswith(w) for line in scene.lines) for w in starts)
