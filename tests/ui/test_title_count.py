"""The title screen counts the registered games instead of promising a number."""

from tabletop.ui.scenes import title as title_module
from tabletop.ui.scenes.common import games_at_one_table
from tests.ui.helpers import make_app


def test_the_count_is_written_in_words():
    assert games_at_one_table(1) == "One game at one table"
    assert games_at_one_table(5) == "Five games at one table"
    assert games_at_one_table(12) == "12 games at one table"


def test_the_title_subtitle_counts_the_registered_games(monkeypatch):
    shown = []
    real = title_module.draw_header
    monkeypatch.setattr(
        title_module,
        "draw_header",
        lambda s, scene, t, sub="": shown.append(sub) or real(s, scene, t, sub),
    )
    app = make_app()  # the toy game only
    app.ctx.stack.clear_to(title_module.TitleScene(app.ctx))
    app.step([], 1 / 60)
    assert shown[-1].startswith("One game at one table")
    app = make_app(real_games=True)
    app.ctx.stack.clear_to(title_module.TitleScene(app.ctx))
    app.step([], 1 / 60)
    assert shown[-1].startswith(games_at_one_table(len(app.services.games)))
