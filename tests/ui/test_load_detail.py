"""The Load screen says each thing about a save once: a finished Summer Nine game's line
read "Game over · game over · 39 moves" (the game's own status and the save's progress
both said it). Opened as the title's Load button opens it, with a finished save and one
in progress, the rows' lines read from the drawn screen."""

from __future__ import annotations

from tabletop.engine.saves import write_save
from tabletop.ui import layout_probe
from tabletop.ui.headless import table_match
from tabletop.ui.scenes.load import LoadScene
from tests.ui.helpers import make_app


def test_a_finished_game_says_game_over_once():
    app = make_app(real_games=True)
    game = app.services.game("summer_nine")
    write_save(app.services.save_dir / "nine-end.json", table_match(game, 2, 4, 10**6))
    write_save(app.services.save_dir / "nine-mid.json", table_match(game, 2, 4, 20))
    scene = LoadScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        app.step([], 1 / 60)
        scene.draw(app.canvas)
    finally:
        layout_probe.active = None
    details = [t.text for t in probe.texts if "moves" in t.text and "last played" in t.text]
    assert len(details) >= 2
    for line in details:
        parts = [p.casefold() for p in line.split(" · ")]
        assert len(parts) == len(set(parts)), line
    assert any("game over" in line.casefold() and "finished" in line for line in details)
    assert any("to play" in line and "in progress" in line for line in details)
