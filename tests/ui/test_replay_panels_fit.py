"""The replay viewer's own panels read whole at text size 130% in a 1280×720 window (and
at 100%): "Seen by"'s note (it was cut to "Hidden cards show once the g…"), the "Show all
hidden cards" switch and the round named beside "Jump to a round" (cut to "Round 6 o…")
take smaller letters, down to the least legible size, or a second line, or a shorter
wording, never "…". Every game, mid-game and at its end, opened as the Load screen and
the results open the viewer, with the layout probe recording."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.replay_panels import ROUNDS, SEEN
from tabletop.ui.text import TextCache


@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize("end", (False, True))
@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_the_replay_panels_cut_nothing(game_id, end, scale):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    game = services.game(game_id)
    match = table_match(game, 2, 4, 10**6 if end else 60)
    replay = ReplayScene(app.ctx, match, len(match.log) if end else len(match.log) // 2)
    app.ctx.stack.clear_to(replay)
    app.step([], 1 / 60)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        replay.draw(app.canvas)
    finally:
        layout_probe.active = None
    ours = [c for c in probe.cuts if c.where.startswith("tabletop.ui.scenes.replay_panels")]
    assert not ours, ours
    small = [t for t in probe.small if t.where.startswith("tabletop.ui.scenes.replay_panels")]
    assert not small, small
    panel = [t for t in probe.texts if SEEN.colliderect(t.rect) or ROUNDS.colliderect(t.rect)]
    assert all(SEEN.contains(t.rect) or ROUNDS.contains(t.rect) for t in panel)
