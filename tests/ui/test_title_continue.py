"""Continue on the title did not say which game it continues (#26). A Summer Nine game
started through set-up, two moves played, Quit to title: beside Continue the title names
the game, its players and how far it went, whole and legible at 1280×720 with 130% text
(no letters under the smallest size, nothing cut, nothing over the buttons)."""

from __future__ import annotations

import dataclasses

from tabletop.ui import layout_probe
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import TextCache
from tests.ui.helpers import click, game_of, make_app, pass_curtain, start_from_setup
from tests.ui.layout_check import problems


def test_the_title_names_the_game_continue_resumes():
    app = make_app(window=(1280, 720), real_games=True)
    services = app.services
    services.settings = dataclasses.replace(
        services.settings, ui_scale=1.3, confirm_irreversible=False
    )
    services.text = TextCache(scale=1.3)
    start_from_setup(app, game_of("summer_nine"), 2, "standard", 11)
    for _ in range(2):
        pass_curtain(app)
        table = app.ctx.stack.top
        assert table.try_play(table.legal_actions()[0]), table.toast.message
    pass_curtain(app)
    for _ in range(20):
        app.step([], 0.1)
    app.ctx.nav.to_title()  # the menu's Quit to title
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        app.step([], 1 / 60)
        title.draw(app.canvas)
    finally:
        layout_probe.active = None
    texts = [t.text for t in probe.texts]
    assert "Continues Summer Nine, 2 players" in texts, " | ".join(texts[-8:])
    line = next(t for t in texts if "2 moves" in t)
    assert line.startswith("Round 2 of 17 · 2 moves · Bob to play"), line
    assert not probe.small, [str(s) for s in probe.small]
    assert not [c for c in probe.cuts if "Continues" in c.text or "moves" in c.text]
    assert not [p for p in problems(probe) if "Continues" in p or "moves" in p]
    buttons = [b.rect for b in title.buttons[:4]]
    for item in probe.texts:
        if item.text.startswith("Continues") or "2 moves" in item.text:
            assert item.rect.collidelist(buttons) == -1, item

    click(app, title.buttons[0].rect.center)  # and Continue opens that game
    pass_curtain(app)
    assert len(app.ctx.stack.top.match.log) == 2
