"""The checks of the layout test: texts inside the canvas and their panel, none overlapping."""

from __future__ import annotations

import pygame

from tabletop.ui.layout_probe import Drawn, LayoutRecord


def _panel_of(items: list[Drawn], index: int) -> pygame.Rect | None:
    """The smallest panel drawn before text ``index`` that holds the text's start, centre
    or end (a text running out of its panel still starts or ends in it)."""
    ink = items[index].rect
    latest = next(
        (
            i.rect
            for i in reversed(items[:index])
            if i.text is None and i.rect.collidepoint(ink.center)
        ),
        None,
    )
    if latest is not None and latest.contains(ink):  # on the panel drawn last there (an overlay)
        return latest
    points = (ink.midleft, ink.center, (ink.right - 1, ink.centery))
    best = None
    for item in items[:index]:
        if item.text is None and any(item.rect.collidepoint(p) for p in points):
            if best is None or item.rect.w * item.rect.h < best.w * best.h:
                best = item.rect
    return best


def _covered_between(items: list[Drawn], first: int, second: int) -> bool:
    """A panel drawn between two texts covers the first where the second is: the second
    is on an overlay above the first (by design)."""
    a, b = items[first].rect, items[second].rect
    return any(
        item.text is None and item.rect.colliderect(a) and item.rect.contains(b)
        for item in items[first + 1 : second]
    )


def problems(record: LayoutRecord) -> list[str]:
    items = record.items
    canvas = record.surface.get_rect()
    found = []
    texts = [i for i, item in enumerate(items) if item.text is not None]
    for i in texts:
        item = items[i]
        if not canvas.contains(item.rect):
            found.append(f"{item.text!r} {tuple(item.rect)} leaves the canvas")
            continue
        panel = _panel_of(items, i)
        if panel is not None and not panel.contains(item.rect):
            found.append(f"{item.text!r} {tuple(item.rect)} leaves its panel {tuple(panel)}")
    for n, i in enumerate(texts):
        for j in texts[n + 1 :]:
            a, b = items[i], items[j]
            if a.rect.colliderect(b.rect) and not _covered_between(items, i, j):
                if a.rect == b.rect and a.text == b.text:
                    continue  # drawn twice in the same place (a shadow, a redraw)
                found.append(f"{a.text!r} {tuple(a.rect)} overlaps {b.text!r} {tuple(b.rect)}")
    return found
