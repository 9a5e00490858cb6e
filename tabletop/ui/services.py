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
from .text import TextCache, for_window
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
    view_scale: float = 1.0
    """How large the window shows the canvas (0.8 in a 1280×720 window): the text cache
    draws no letters under the least size in window pixels (``text.for_window``)."""
    _texts: dict[tuple[float, int], TextCache] = field(default_factory=dict, repr=False)
    """The text caches used so far, by text size and least size (``fit_text_to_window``)."""

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

    def fit_text_to_window(self, view_scale: float, floor: bool = True) -> None:
        """The window shows the canvas at ``view_scale`` (``floor``: with the least letter
        size in window pixels, ``text.for_window``): another text cache if the least letter
        size in canvas pixels changed (tables see a new cache and redraw); the one used
        before at that text size and least size, if any (its rendered text kept)."""
        self.view_scale = view_scale
        wanted = for_window(self.text, view_scale, floor)
        if wanted is not self.text:
            self._texts[(self.text.scale, self.text.least)] = self.text
            self.text = self._texts.setdefault((wanted.scale, wanted.least), wanted)

    def seat_style(self, colour_id: str) -> SeatStyle:
        return seat_style(colour_id, self.settings.colour_blind)

    def update_settings(self, settings: Settings, persist: bool = True) -> str | None:
        """Use new settings now (text scale, window) and keep them for next time; returns
        why they could not be kept (they still apply until the app closes), or ``None``."""
        rescale = settings.ui_scale != self.settings.ui_scale
        self.settings = replace(settings, problem="")
        if rescale:
            self.text = for_window(
                TextCache(scale=settings.ui_scale), self.view_scale, self.text.least > 0
            )
        error = None
        if persist:
            try:
                save_settings(self.settings)
            except SettingsSaveError as exc:
                error = str(exc)
        self.apply_display(self.settings)
        return error
