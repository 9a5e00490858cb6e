"""The replay viewer's layout and its own panels: the banner that says it is a replay,
whose view is shown, and the rounds to jump to. Drawing functions only read."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..icons import IconCache
from ..tables.frames import SIDEBAR
from ..text import TextCache, least_size
from ..widgets import Button, Choice, Toggle, draw_panel
from ..widgets.log import fit_words

X, W = SIDEBAR.x, SIDEBAR.w
SCORES = pygame.Rect(X, 64, W, 168)
SEEN = pygame.Rect(X, 240, W, 92)
LOG = pygame.Rect(X, 340, W, 262)
ROUNDS = pygame.Rect(X, 610, W, 134)
ROUND_COLUMNS, ROUND_ROWS, ROUND_W, ROUND_H = 7, 3, 42, 28
PER_PAGE = ROUND_COLUMNS * ROUND_ROWS
BANNER_FILL = (20, 23, 28)


def round_rect(k: int) -> pygame.Rect:
    """The place of round button ``k`` on its page of the grid."""
    slot = k % PER_PAGE
    col, row = slot % ROUND_COLUMNS, slot // ROUND_COLUMNS
    return pygame.Rect(
        ROUNDS.x + 12 + col * (ROUND_W + 4), ROUNDS.y + 34 + row * 32, ROUND_W, ROUND_H
    )


def draw_banner(surface: pygame.Surface, text: TextCache, title: str, line: str, where: str):
    """``Replay · move 34 of 120`` on an accent pill, the move's line, and at the right
    where the game stands (``Round 3 of 12 · Bob to play``)."""
    rect = pygame.Rect(0, 0, surface.get_width(), 56)
    pygame.draw.rect(surface, BANNER_FILL, rect)
    pygame.draw.line(surface, theme.ACCENT, rect.bottomleft, rect.bottomright, 2)
    label = text.render(title, 24, theme.TEXT_DARK, True)
    pill = label.get_rect(midleft=(34, rect.centery)).inflate(28, 12)
    pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.h // 2)
    surface.blit(label, label.get_rect(center=pill.center))
    right_w = text.render(where, 18, theme.TEXT_DIM).get_width() if where else 0
    room = rect.w - pill.right - right_w - 64
    left = (pill.right + 20, rect.centery)
    size = shrunk(text, line, room, 18, least=14)
    if size is None:  # a long move (a card's whole text): on two rows, whole where it fits
        rows = on_rows(text, line, room, rect.h - 4)
        if rows is None and "(" in line:  # the card's words stay in the move log below
            line = without_asides(line)
            rows = on_rows(text, line, room, rect.h - 4)
        if rows is not None:
            size, wrapped = rows
            pitch = text.font(size).get_linesize() - 2
            top = rect.centery - pitch * len(wrapped) // 2 + pitch // 2
            for k, row in enumerate(wrapped):
                at = (left[0], top + k * pitch)
                text.blit(surface, row, at, size, theme.TEXT, anchor="midleft")
            line = ""
    if line:
        size = size or least_size(text, 13)  # else cut where a word ends
        words = fit_words(text, line, room, size)
        text.blit(surface, words, left, size, theme.TEXT, anchor="midleft")
    if where:
        right = (rect.right - 20, rect.centery)
        text.blit(surface, where, right, 18, theme.TEXT_DIM, anchor="midright")


def draw_seen(
    surface: pygame.Surface, text: TextCache, seat: Choice, toggle: Toggle, note: str | None
) -> None:
    """Whose view is shown, and the Show all switch (or ``note`` saying why there is
    none)."""
    draw_panel(surface, SEEN)
    where = (SEEN.x + 12, seat.rect.centery)
    text.blit(surface, "Seen by", where, 16, theme.ACCENT, True, "midleft")
    seat.draw(surface, text)
    y = toggle.rect.centery
    if note is None:
        toggle.draw(surface, text)  # it says ON or OFF after itself
        x = toggle.rect.right + 22 + text.render("OFF", 16, theme.TEXT, True).get_width()
        room = SEEN.right - 12 - x  # the longest wording that fits whole
        for label in ("Show all hidden cards", "Show hidden cards", "Show all"):
            size = shrunk(text, label, room, 16)
            if size is not None:
                break
        size = size or least_size(text, 12)
        label = text.fit(label, room, size)
        text.blit(surface, label, (x, y), size, theme.TEXT, anchor="midleft")
    else:  # on one line in letters as small as 13 px, else on two
        room = SEEN.w - 24
        size = shrunk(text, note, room, 15)
        lines = [note] if size is not None else text.wrap(note, room, 14)[:2]
        size = size or 14
        pitch = text.font(size).get_linesize()
        top = y - pitch * (len(lines) - 1) // 2
        for k, line in enumerate(lines):
            at = (SEEN.x + 12, top + k * pitch)
            text.blit(
                surface, text.fit(line, room, size), at, size, theme.TEXT_DIM, anchor="midleft"
            )


def shrunk(text: TextCache, line: str, width: int, size: int, least: int = 12) -> int | None:
    """The largest size from ``size`` down to the least legible one (``least``: 12 px,
    13 px in a larger text size) at which ``line`` fits ``width`` pixels (``None``: none
    does)."""
    for k in range(size, least_size(text, least) - 1, -1):
        if text.size(line, k)[0] <= width:
            return k
    return None


def without_asides(line: str) -> str:
    """``line`` without its words in brackets (a card's whole text, which the move log
    beside the banner shows in full): "takes the third yellow bonus card" is whole where
    "takes the third yellow bonus card (Trigger one production room; …)" would be cut."""
    kept, depth = [], 0
    for ch in line:
        depth += ch == "("
        if depth == 0:
            kept.append(ch)
        depth -= ch == ")" and depth > 0
    return " ".join("".join(kept).split())


def on_rows(text: TextCache, line: str, width: int, height: int) -> tuple[int, list[str]] | None:
    """(size, rows): ``line`` wrapped on the rows of ``width`` pixels that ``height``
    holds, at the largest size from 16 down to the least legible one (13 px); ``None``
    when it needs more."""
    for size in range(16, least_size(text, 13) - 1, -1):
        rows = text.wrap(line, width, size)
        if len(rows) * (text.font(size).get_linesize() - 2) <= height:
            return size, rows
    return None


def draw_rounds(
    surface: pygame.Surface,
    text: TextCache,
    icons: IconCache,
    label: str,
    shown: Sequence[tuple[Button, bool]],
) -> None:
    """The round buttons of the current page, the current round outlined and named."""
    draw_panel(surface, ROUNDS)
    heading = "Jump to a round"
    text.blit(surface, heading, (ROUNDS.x + 12, ROUNDS.y + 8), 16, theme.ACCENT, True)
    room = ROUNDS.w - 34 - text.render(heading, 16, theme.ACCENT, True).get_width()
    size = shrunk(text, label, room, 15)  # else the outlined button says it alone
    if size is not None:
        at = (ROUNDS.right - 12, ROUNDS.y + 10)
        text.blit(surface, label, at, size, theme.TEXT_DIM, anchor="topright")
    for button, current in shown:
        button.draw(surface, text, icons)
        if current:
            ring = button.rect.inflate(4, 4)
            pygame.draw.rect(surface, theme.ACCENT, ring, 2, border_radius=8)
