"""Rules reference: a game's ``data/<id>/rules.md`` (our own words), laid out and scrollable.

The markdown subset: ``#``/``##``/``###`` headings, ``-`` bullets (an indented one under
the one above), ``1.`` numbered steps, paragraphs, and
``**bold**``/``*emphasis*``/`` `code` `` markers (shown as plain text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tabletop.engine.files import read_regular_file
from tabletop.engine.game import Game
from tabletop.resources import data_path

from .. import theme
from ..scene import Context
from ..text import TextCache
from ..widgets import Button, draw_panel
from .common import ButtonScene, draw_header

PAGE = pygame.Rect(48, 120, 1504, 660)
STYLES = {
    "h1": (30, True, theme.TEXT),
    "h2": (24, True, theme.ACCENT),
    "h3": (20, True, theme.TEXT),
    "p": (18, False, theme.TEXT),
    "li": (18, False, theme.TEXT),
    "li2": (18, False, theme.TEXT),
    "ol": (18, False, theme.TEXT),
}


@dataclass(frozen=True)
class Line:
    y: int
    x: int
    text: str
    style: str


def read_rules(game: Game) -> str:
    path = data_path(game.id, "rules.md")
    try:  # a regular file of reasonable size only: a pipe in its place cannot hang us
        return read_regular_file(path, 1_000_000).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return f"# {game.title}\n\nThe rules summary for this game is not written yet."
    except OSError as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        return f"# {game.title}\n\nThe rules summary cannot be read ({reason})."


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(style, text) blocks: headings, bullets and paragraphs, with hard-wrapped lines
    joined back together."""
    out: list[tuple[str, str]] = []
    open_block = False
    for raw in markdown.splitlines():
        line = re.sub(r"\*\*(.+?)\*\*|`(.+?)`", lambda m: m.group(1) or m.group(2), raw.strip())
        if not line:
            open_block = False
            out.append(("gap", ""))
            continue
        heading = next(
            (
                (name, line[len(p) :])
                for p, name in (("### ", "h3"), ("## ", "h2"), ("# ", "h1"))
                if line.startswith(p)
            ),
            None,
        )
        if heading:
            out.append(heading)
            open_block = False
        elif line.startswith(("- ", "* ")):  # a bullet; indented: under the one above
            out.append(("li2" if raw.startswith("  ") else "li", line[2:]))
            open_block = True
        elif NUMBERED.match(line):  # "1. …": a numbered step starts anew
            out.append(("ol", line))
            open_block = True
        elif open_block and out:
            style, text = out[-1]
            out[-1] = (style, f"{text} {line}")
        else:
            out.append(("p", line))
            open_block = True
    return [(style, EMPHASIS.sub(r"\1", text)) for style, text in out]


NUMBERED = re.compile(r"(\d+\.)\s+")
"""A numbered step's number."""
EMPHASIS = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])")
"""``*emphasis*`` (perhaps over a hard-wrapped line): shown as plain text, never its
asterisks."""


def layout(markdown: str, text: TextCache, width: int) -> tuple[list[Line], int]:
    """Positioned lines for ``markdown`` in a column ``width`` pixels wide; total height."""
    lines: list[Line] = []
    y = 0
    for style, body in blocks(markdown):
        if style == "gap":
            y += 10
            continue
        if style.startswith("h"):
            y += 12
        indent, marker = {"li": (28, "•"), "li2": (56, "–"), "ol": (36, "")}.get(style, (0, ""))
        number = NUMBERED.match(body) if style == "ol" else None  # ("ol": a numbered line)
        if number is not None:  # the number in the margin, the step's text beside it
            marker, body = number.group(1), body[number.end() :]
        size, bold, _ = STYLES[style]
        pitch = max(size + 10, text.font(size, bold).get_linesize() + 2)
        for i, part in enumerate(text.wrap(body, width - indent - 8, size, bold)):
            if marker and i == 0:
                lines.append(Line(y, indent - 20 if style != "ol" else 4, marker, style))
            lines.append(Line(y, indent, part, style))
            y += pitch
    return lines, y


class RulesScene(ButtonScene):
    def __init__(self, ctx: Context, game: Game):
        super().__init__(ctx)
        self.game = game
        self.lines, self.height = layout(
            read_rules(game), self.services.text, min(PAGE.w - 60, 1100)
        )
        self.scroll = 0
        self.buttons = [
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
            Button(
                (1124, 800, 200, 56),
                "▲ Up",
                lambda: self.scroll_by(-PAGE.h + 80),
                lambda: self.scroll > 0,
            ),
            Button(
                (1352, 800, 200, 56),
                "▼ Down",
                lambda: self.scroll_by(PAGE.h - 80),
                lambda: self.scroll < self.max_scroll,
            ),
        ]

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - PAGE.h + 40)

    def scroll_by(self, delta: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + delta))

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_back_key(event) or self.handle_buttons(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_PAGEDOWN,
            pygame.K_DOWN,
            pygame.K_SPACE,
        ):
            self.scroll_by(PAGE.h - 80 if event.key != pygame.K_DOWN else 40)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_UP):
            self.scroll_by(-(PAGE.h - 80) if event.key == pygame.K_PAGEUP else -40)

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, f"Rules: {self.game.title}", "A summary in our own words")
        draw_panel(surface, PAGE)
        text = self.services.text
        clip = surface.get_clip()
        surface.set_clip(PAGE.inflate(-8, -8))
        top = PAGE.y + 20 - self.scroll
        for line in self.lines:
            y = top + line.y
            if PAGE.y - 40 < y < PAGE.bottom:
                size, bold, colour = STYLES[line.style]
                text.blit(surface, line.text, (PAGE.x + 30 + line.x, y), size, colour, bold)
        surface.set_clip(clip)
        if self.max_scroll:
            bar_h = max(40, PAGE.h * PAGE.h // (self.height + 40))
            bar_y = PAGE.y + (PAGE.h - bar_h) * self.scroll // max(1, self.max_scroll)
            pygame.draw.rect(
                surface, theme.PANEL_EDGE, (PAGE.right - 10, bar_y, 6, bar_h), border_radius=3
            )
        self.draw_buttons(surface)
