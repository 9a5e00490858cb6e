"""The Lodge table's live score panel: the score's parts and the amenity checklist (or,
while no amenity is built, how a turn goes), each row whole or left to the hover text
(``checklist_rows`` is read by the table's hover too). Numbers and sentences come from
``facts``."""

from __future__ import annotations

import pygame

from tabletop.games.lodge import facts

from ... import theme
from ...text import TextCache
from .context import DrawContext
from .faces import legible, size_within
from .panels import DIM, panel_title


def draw_checklist(surface, c: DrawContext) -> None:
    text, art, rect = c.text, c.art, c.layout.checklist
    score = c.scores[c.shown]
    panel_title(text, surface, rect, f"Live score: {score.total}", score.guests)
    parts = score.parts
    size = size_within(text, parts, rect.w - 28, 15)
    if text.size(parts, size)[0] > rect.w - 28:  # closer parts rather than a cut line
        parts = " ".join(parts.split())
        size = size_within(text, parts, rect.w - 28, 15)
    text.blit(surface, art.fit(parts, rect.w - 28, size), (rect.x + 14, rect.y + 34), size)
    line_y = rect.y + 58
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 10, line_y), (rect.right - 10, line_y))
    items = score.checklist
    if not items:
        _how_to(text, surface, rect)
        return
    text.blit(surface, facts.CHECKLIST_HEAD, (rect.x + 14, rect.y + 64), 14, DIM)
    rows, below, more = checklist_rows(text, rect, len(items))
    head_h = text.size("Ag", 15, True)[1]
    for item, row in zip(items, rows):
        y = row.y
        mark, colour = ("✔", theme.GOOD) if item.met else ("✖", theme.BAD)
        text.blit(surface, mark, (rect.x + 14, y + 1), 17, colour, True)
        x = rect.x + 40
        if row.h >= 30:  # room for the pictogram too
            surface.blit(art.pictogram(min(36, row.h - 4), item.amenity), (rect.x + 38, y))
            x = rect.x + 80
        end = text.blit(surface, item.head, (x, y), 15, theme.TEXT, True).right
        good = theme.GOOD if item.met else theme.TEXT
        text.blit(surface, item.progress, (rect.right - 14, y), 15, good, True, "topright")
        cond = item.condition[:1].upper() + item.condition[1:]
        if below:  # on a second line, as large as the row allows
            size = min(below, size_within(text, cond, rect.right - x - 60, below))
            if text.size(cond, size)[0] <= rect.right - x - 60:  # whole, else on hover
                text.blit(surface, cond, (x, y + head_h - 1), size, DIM)
        else:
            size = size_within(text, ": " + cond, rect.right - end - 60, 14)
            if size >= max(11, legible(text)) and text.size(": " + cond, size)[0] <= (
                rect.right - end - 60
            ):  # whole and legible, else on hover
                text.blit(surface, ": " + cond, (end, y + 1), size, DIM)
    if more is not None:
        hidden = len(items) - len(rows)
        line = f"… {hidden} more: hover here for them"
        text.blit(
            surface, line, (rect.x + 40, more.y + 1), size_within(text, line, more.w - 40, 14), DIM
        )


def checklist_rows(
    text: TextCache, rect: pygame.Rect, count: int
) -> tuple[list[pygame.Rect], int, pygame.Rect | None]:
    """Where the checklist's rows go in ``rect``: (a rect per item shown, the text size
    of the condition on a second line — 0: no room for one, it goes beside the name if
    it fits — and the last row's rect when it says how many more there are, named on
    hover). The hover text reads the same rows."""
    room = rect.bottom - (rect.y + 86) - 4
    head_h = text.size("Ag", 15, True)[1]  # the lines' own heights (18 and 17 at 100 %)
    two_lines = head_h + text.size("Ag", 14)[1] + 3
    row_h = max(head_h + 4, min(max(42, two_lines), room // max(1, count)))
    below = next((s for s in range(14, 10, -1) if head_h + text.size("Ag", s)[1] <= row_h), 0)
    fit = max(1, room // row_h)
    shown = count if count <= fit else fit - 1
    rows = [
        pygame.Rect(rect.x + 10, rect.y + 86 + i * row_h, rect.w - 20, row_h) for i in range(shown)
    ]
    more = None
    if shown < count:
        more = pygame.Rect(rect.x + 10, rect.y + 86 + shown * row_h, rect.w - 20, row_h)
    return rows, below, more


def _how_to(text: TextCache, surface, rect: pygame.Rect) -> None:
    """How a turn goes (while no amenity is built), wrapped to the panel's width: a line
    that starts with spaces continues the one before it."""
    paragraphs: list[str] = []
    for line in facts.HOW_TO:
        if line.startswith(" ") and paragraphs:
            paragraphs[-1] += " " + line.strip()
        else:
            paragraphs.append(line)
    step = max(22, text.size("Ag", 15)[1] + 1)
    indent = text.size("1. ", 15)[0]
    y, width = rect.y + 68, rect.w - 28
    for i, paragraph in enumerate(paragraphs):
        colour, bold = (theme.TEXT, True) if i == 0 else (DIM, False)
        for n, line in enumerate(text.wrap(paragraph, width - (indent if i else 0), 15, bold)):
            if y + step > rect.bottom - 4:
                return
            x = rect.x + 14 + (indent if n and i else 0)  # continued lines under the words
            text.blit(surface, line, (x, y), 15, colour, bold)
            y += step
