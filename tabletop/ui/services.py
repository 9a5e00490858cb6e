"""Services handed to every scene: settings, text and icon caches, the games, saves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from tabletop.engine.game import Game
from tabletop.engine.saves import default_save_dir
from tabletop.net.config import Links, WormholeLinks

from .icons import IconCache
from .settings import Settings, SettingsSaveError, save_settings
from .text import TextCache
from .theme import SeatStyle, seat_style


@dataclass
class Services:
    settings: Settings
    games: tuple[Game, ...]
    table_for: Callable[[Game], type]
    save_dir: Path = field(default_factory=default_save_dir)
    text: TextCache = field(default_factory=TextCache)
    icons: IconCache = field(default_factory=IconCache)
    apply_display: Callable[[Settings], None] = lambda settings: None
    make_links: Callable[[Settings], Links] | None = None
    """Where the screens' links come from (tests hand in an in-memory exchange); ``None``:
    magic-wormhole with the mailbox server and relay of the settings."""

    def __post_init__(self) -> None:
        self.text.scale = self.settings.ui_scale

    def game(self, game_id: str) -> Game:
        for game in self.games:
            if game.id == game_id:
                return game
        raise KeyError(game_id)

    def links(self) -> Links:
        """The factory every remote seat's and joiner's link is opened through."""
        if self.make_links is not None:
            return self.make_links(self.settings)
        return WormholeLinks(self.settings.mailbox, self.settings.relay)

    def seat_style(self, colour_id: str) -> SeatStyle:
        return seat_style(colour_id, self.settings.colour_blind)

    def update_settings(self, settings: Settings, persist: bool = True) -> str | None:
        """Use new settings now (text scale, window) and keep them for next time; returns
        why they could not be kept (they still apply until the app closes), or ``None``."""
        rescale = settings.ui_scale != self.settings.ui_scale
        self.settings = replace(settings, problem="")
        if rescale:
            self.text = TextCache(scale=settings.ui_scale)
        error = None
        if persist:
            try:
                save_settings(self.settings)
            except SettingsSaveError as exc:
                error = str(exc)
        self.apply_display(self.settings)
        return error
