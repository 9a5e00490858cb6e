"""The few words a small face on the Resafa board has room for: ``short`` (``2 coins + 1
VP`` → ``2c+1VP``), ``tiny`` (also the main actions in short words) and ``fit_lines`` (the
first of several forms that fits a box whole, measured). The long forms are in the
tooltips and the focus view."""

from __future__ import annotations

import re
from functools import lru_cache

from tabletop.ui.text import TextCache

MAIN_SHORT = {
    "workshop": "Shop",
    "production": "Prod.",
    "provisions": "Prov.",
    "garden": "Garden",
    "canal": "Canal",
    "trading": "Trade",
    "any action": "Any",
    "any two actions": "Any ×2",
}
_SHORT = (
    (r"(\d+) coins?", r"\1c"),
    (r"(\d+) stone", r"\1st"),
    (r"(\d+) marble", r"\1mb"),
    (r"(\d+) spice", r"\1sp"),
    (r"(\d+) amphora(e)?", r"\1am"),
    (r"(\d+) camels?", r"\1cam"),
    (r"(\d+) square tokens?", r"\1sq"),
    (r"(\d+) scarab tokens?", r"\1scb"),
    (r"(\d+) sack cards?", r"\1sack"),
    (r"(\d+) pink steps?", r"\1pink"),
    (r"(\d+) track steps?", r"\1step"),
    (r"(\d+) productions?", r"\1prod"),
    (r"(\d+) bonus cards?", r"\1bon"),
    (r"(\d+) VP", r"\1VP"),
    (r" \+ ", "+"),
)


@lru_cache(maxsize=1024)
def short(text: str) -> str:
    """``2 coins + 1 VP`` → ``2c+1 VP`` (the long form is in the tooltip); cached, as the
    board asks for the same few words at every repaint."""
    for pattern, repl in _SHORT:
        text = re.sub(pattern, repl, text)
    return text


_TINY = (
    (r"(?<=[a-z.])/(?=[a-z])", "/ "),
    (r"\btrading base\b", "base"),
    (r"\btrading\b", "trade"),
    (r"\bproduction\b", "prod."),
    (r"\bprovisions\b", "prov."),
    (r"\bworkshop\b", "shop"),
    (r"  +", " "),
)


@lru_cache(maxsize=512)
def tiny(text: str) -> str:
    """``short`` and the main actions in short words, a line allowed to break after a
    slash (``trade/ prod.``), for the few words on a special card on the board."""
    text = short(text)
    for pattern, repl in _TINY:
        text = re.sub(pattern, repl, text)
    return text.strip()


def fit_lines(text: TextCache, forms: list[str], width: int, height: int) -> tuple[int, list]:
    """(font, rows): the first of ``forms`` whose 12 pt rows fit ``width`` and ``height``
    whole; else, in a scaled text size, the first at 11 pt (still 12 px or more); else the
    last form's rows at 12 pt."""
    sizes = [12] + [11] * (round(11 * text.scale) >= 12 and text.scale > 1)
    for font in sizes:
        pitch = text.font(font).get_linesize() - 2
        for words in forms:
            rows = text.wrap(words, width, font)
            if len(rows) * pitch <= height and all(text.size(r, font)[0] <= width for r in rows):
                return font, rows
    pitch = text.font(12).get_linesize() - 2
    return 12, text.wrap(forms[-1], width, 12)[: max(1, height // pitch)]
