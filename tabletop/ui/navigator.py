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
from tabletop.net.guest import Guest
from tabletop.net.host import Host

from .scene import Context, Curtained, Scene
from .scenes.handover import HandoverScene
from .scenes.join import JoinScene
from .scenes.load import LoadScene
from .scenes.replay import ReplayScene
from .scenes.results import ResultsScene
from .scenes.rules import RulesScene
from .scenes.settings import SettingsScene
from .scenes.setup import SetupScene
from .scenes.title import TitleScene
from .tables.coach import open_lesson
from .tables.remote import HostSeats, JoinedSeat


class AppNavigator:
    """``Navigator`` over the app's scene stack."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.sessions: list[Host | Guest] = []
        """The games with other computers opened here (closed on the way to the title)."""

    @property
    def _stack(self):
        return self.ctx.stack

    def to_title(self) -> None:
        self.leave_sessions()
        self._stack.clear_to(TitleScene(self.ctx))

    def leave_sessions(self) -> None:
        """Leave every game with other computers: a host tells its friends the table
        closed, a joined player's seat shows as away at the host."""
        for session in self.sessions:
            if isinstance(session, Host):
                session.close()
            else:
                session.leave()
        self.sessions.clear()

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
        if match.friends:  # a saved game with friends: their seats wait for new codes
            return self._hosted(match, tuple(sorted(match.friends)), over)
        table = self.ctx.services.table_for(match.game)(self.ctx, match)
        if over:
            self._stack.push(table)
        else:
            self._stack.replace(table)
        return table

    def host_table(self, match: Match, friends: tuple[int, ...]) -> Scene:
        return self._hosted(match, friends, over=False)

    def _hosted(self, match: Match, friends: tuple[int, ...], over: bool) -> Scene:
        self.leave_sessions()  # one game with other computers at a time
        host = Host(match, friends, self.ctx.services.links().host)
        self.sessions.append(host)
        table = self.ctx.services.table_for(match.game)(self.ctx, match)
        table.hold(HostSeats(table, host))
        if over:
            self._stack.push(table)
        else:
            self._stack.replace(table)
        return table

    def to_join(self) -> None:
        self._stack.push(JoinScene(self.ctx))

    def join_table(self, guest: Guest) -> Scene:
        match = guest.match
        assert match is not None, "the host's welcome came first"
        self.leave_sessions()
        self.sessions.append(guest)
        table = self.ctx.services.table_for(match.game)(self.ctx, match)
        table.hold(JoinedSeat(table, guest))
        self._stack.replace(table)
        return table

    def to_results(self, match: Match) -> None:
        self._stack.replace(ResultsScene(self.ctx, match))

    def to_replay(self, match: Match, index: int | None = None, seat: int | None = None) -> None:
        self._stack.replace(ReplayScene(self.ctx, match, index, seat))

    def curtain(self, table: Curtained, seat: int) -> None:
        self._stack.push(HandoverScene(self.ctx, table, seat))
