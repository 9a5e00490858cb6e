"""The other players' panels are drawn in the order the table counts them (the next player
first) at every seat, so a click, a mark and a travel land on the panel that bears the
player's name. At a friend's computer (seat 2 of 3) the panels were drawn Ann, Cleo while
the table counted Cleo, Ann: Ann's last move was marked on Cleo's panel."""

from __future__ import annotations

import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, remote_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.summer_nine import layout as L


@pytest.mark.parametrize("players", (3, 4))
def test_each_other_panel_bears_the_name_of_the_seat_the_table_counts_there(players):
    services = headless_services()
    app = App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))
    game = services.game("summer_nine")
    table = remote_scene(app.ctx, "joined", game, players, 3, 4, None)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe  # from the first frame: the panels are painted on the layer
    try:
        app.ctx.stack.clear_to(table)
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    assert table.eyes == 1
    panels = L.other_panels(table.other_seats())
    assert [p.seat for p in panels] == [(1 + k) % players for k in range(1, players)]
    for panel in panels:
        name = table.match.seat_name(panel.seat)
        drawn = [t.rect for t in probe.texts if t.text == name and panel.frame.contains(t.rect)]
        assert drawn, f"{name}'s panel is where the table counts seat {panel.seat}"
    # Ann's last move (seat 0) is marked on Ann's panel, not another's
    ann = next(p for p in panels if p.seat == 0)
    for index, entry in enumerate(table.match.log):
        if entry.seat == 0:
            place = table.locate(None, entry.action, 0)
            if place is not None and place.colliderect(L.OTHERS_PANEL):
                assert ann.frame.contains(place), index
