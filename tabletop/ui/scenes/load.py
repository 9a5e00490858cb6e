"""Load / resume: the saves and autosaves, newest first; broken ones say what is wrong."""

from __future__ import annotations

import pygame

from tabletop.engine.saves import SaveError, SaveInfo, list_saves, load_match

from .. import theme
from ..scene import Context
from ..widgets import Button, Toast, draw_panel
from .common import ButtonScene, draw_header

ROW_H = 64
PER_PAGE = 9


class LoadScene(ButtonScene):
    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.toast = Toast()
        self.saves: list[SaveInfo] = []
        self.page = 0
        self.hover: int | None = None
        self.buttons = [
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
            Button((1124, 800, 200, 56), "‹ Newer", lambda: self._turn(-1), lambda: self.page > 0),
            Button(
                (1352, 800, 200, 56),
                "Older ›",
                lambda: self._turn(1),
                lambda: (self.page + 1) * PER_PAGE < len(self.saves),
            ),
        ]

    def enter(self) -> None:
        self.saves = list_saves(self.services.save_dir)

    def _turn(self, delta: int) -> None:
        self.page = max(0, self.page + delta)

    def _rows(self) -> list[tuple[pygame.Rect, SaveInfo]]:
        shown = self.saves[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        return [
            (pygame.Rect(48, 130 + i * (ROW_H + 8), 1504, ROW_H), info)
            for i, info in enumerate(shown)
        ]

    def open(self, info: SaveInfo) -> None:
        if info.error:
            self.toast.show(info.error, good=False, seconds=6)
            return
        try:
            match = load_match(info.path, self.services.game)
        except SaveError as exc:
            self.toast.show(str(exc), good=False, seconds=6)
            return
        self.ctx.stack.replace(self.services.table_for(match.game)(self.ctx, match))

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_back_key(event) or self.handle_buttons(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (i for i, (r, _) in enumerate(self._rows()) if r.collidepoint(event.pos)), None
            )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, info in self._rows():
                if rect.collidepoint(event.pos):
                    self.open(info)
                    return

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, "Load a game", str(self.services.save_dir))
        text = self.services.text
        if not self.saves:
            text.blit(
                surface,
                "No saved games yet. Games are saved automatically after every move.",
                (800, 400),
                22,
                theme.TEXT_DIM,
                anchor="center",
            )
        for i, (rect, info) in enumerate(self._rows()):
            draw_panel(surface, rect, fill=(58, 66, 80) if i == self.hover else theme.PANEL)
            title = self._title(info)
            text.blit(
                surface, text.fit(title, 900, 20), (rect.x + 20, rect.y + 10), 20, theme.TEXT, True
            )
            if info.error:
                text.blit(
                    surface,
                    "✖ " + text.fit(info.error, 1400, 15),
                    (rect.x + 20, rect.y + 38),
                    15,
                    theme.BAD,
                )
            else:
                detail = f"{info.moves} moves · saved {info.saved_at}" + (
                    " · autosave" if info.autosave else ""
                )
                text.blit(surface, detail, (rect.x + 20, rect.y + 38), 15, theme.TEXT_DIM)
        self.draw_buttons(surface)
        self.toast.draw(surface, text, (800, 780))

    @staticmethod
    def _title(info: SaveInfo) -> str:
        return info.label if info.error is None else f"{info.path.name} (cannot be loaded)"
