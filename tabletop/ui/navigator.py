"""The app's navigator: how one scene opens another (``Context.nav``).

Scenes never import each other: a scene that leads somewhere asks ``self.ctx.nav``
(typed as ``tabletop.ui.scene.Navigator``). This module is the one place that knows every
scene; only ``app.py`` and ``headless.py`` import it. Each method does the stack change its
callers need (the title is reached by clearing the stack, a table opened from set-up,
Load, Results or the replay replaces the scene that opened it, the curtain and the
menus' scenes go on top).
"""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.match import Match

from .scene import Context, Curtained, Scene
from .scenes.handover import HandoverScene
from .scenes.load import LoadScene
from .scenes.replay import ReplayScene
from .scenes.results import ResultsScene
from .scenes.rules import RulesScene
from .scenes.settings import SettingsScene
from .scenes.setup import SetupScene
from .scenes.title import TitleScene
from .tables.coach import open_lesson


class AppNavigator:
    """``Navigator`` over the app's scene stack."""

    def __init__(self, ctx: Context):
        self.ctx = ctx

    @property
    def _stack(self):
        return self.ctx.stack

    def to_title(self) -> None:
        self._stack.clear_to(TitleScene(self.ctx))

    def to_setup(self, game: Game, players: int | None = None, mode: str | None = None) -> None:
        self._stack.push(SetupScene(self.ctx, game, players, mode))

    def to_lesson(self, game: Game) -> str | None:
        table = open_lesson(self.ctx, game)
        if isinstance(table, str):
            return table
        self._stack.push(table)
        return None

    def to_load(self) -> None:
        self._stack.push(LoadScene(self.ctx))

    def to_settings(self) -> None:
        self._stack.push(SettingsScene(self.ctx))

    def to_rules(self, game: Game) -> None:
        self._stack.push(RulesScene(self.ctx, game))

    def open_table(self, match: Match, over: bool = False) -> Scene:
        table = self.ctx.services.table_for(match.game)(self.ctx, match)
        if over:
            self._stack.push(table)
        else:
            self._stack.replace(table)
        return table

    def to_results(self, match: Match) -> None:
        self._stack.replace(ResultsScene(self.ctx, match))

    def to_replay(self, match: Match, index: int | None = None, seat: int | None = None) -> None:
        self._stack.replace(ReplayScene(self.ctx, match, index, seat))

    def curtain(self, table: Curtained, seat: int) -> None:
        self._stack.push(HandoverScene(self.ctx, table, seat))
