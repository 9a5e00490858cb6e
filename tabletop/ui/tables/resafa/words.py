"""The few words a small face on the Resafa board has room for: ``short`` (``2 coins + 1
VP`` → ``2c+1VP``), ``tiny`` (also the main actions in short words), ``fit_lines`` (the
first of several forms that fits a box whole, measured), ``faces`` and ``first_face``
(the largest face a word fits in whole, down to 12 px letters, 13 px in a larger text
size: ``least_px``), ``flow`` (lines of words wrapped at their separators) and
``stacked`` (the face and rows that fill a small box whole, e.g. a workshop's room). The
long forms are in the tooltips and the focus view."""

from __future__ import annotations

import math
import re
from functools import lru_cache

from tabletop.games.resafa import facts
from tabletop.ui import layout_probe
from tabletop.ui.text import TextCache

from .goods import rich_width

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


def main_word(
    text: TextCache, action: str, width: int, tried: list[tuple[int, bool]]
) -> tuple[str, int, bool]:
    """(word, size, bold): a main action's whole name (``Provisions``) in the largest face
    of ``tried`` it fits ``width`` in, else its short word (``Prov.``) so (the tooltip
    says it whole)."""
    for word in (action.capitalize(), MAIN_SHORT.get(action, action.capitalize())):
        face = first_face(text, word, width, tried)
        if face is not None:
            return word, *face
    return MAIN_SHORT.get(action, action.capitalize()), *tried[-1]


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
    (r"\bworkshop(s?)\b", r"shop\1"),
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


def whole_lines(
    text: TextCache, forms: list[str], width: int, height: int
) -> tuple[int, list] | None:
    """``fit_lines``'s choice when a form fits whole, else ``None``: measured as drawn,
    with the goods' icons (never a count drawn in letters: ``1c`` is a 1 and a coin)."""
    sizes = [12] + list(range(11, smallest(text) - 1, -1)) * (text.scale > 1)
    for font in sizes:
        line = text.font(font).get_linesize()  # rows ``line - 2`` apart, the last whole
        last = max(line - 1, text.size("Ay", font)[1] - 1)  # to the foot of its descenders
        for words in forms:
            rows = wrap(text, words, width, font, rich=True)
            tall = (len(rows) - 1) * (line - 2) + last
            if tall <= height and all(rich_width(text, r, font) <= width for r in rows):
                return font, rows
    return None


def fit_lines(text: TextCache, forms: list[str], width: int, height: int) -> tuple[int, list]:
    """(font, rows): the first of ``forms`` whose 12 pt rows fit ``width`` and ``height``
    whole; else, in a scaled text size, the first at 11 pt, 10 pt... (while the letters
    are still ``least_px`` or more); else the last form's rows at 12 pt, as many as fit
    (the rows left out noted as a cut for the layout probe: ``layout_probe.active``)."""
    found = whole_lines(text, forms, width, height)
    if found is not None:
        return found
    pitch = text.font(12).get_linesize() - 2
    rows = wrap(text, forms[-1], width, 12, rich=True)
    kept = rows[: max(1, height // pitch)]
    if layout_probe.active is not None and kept != rows:  # never a row dropped unseen
        layout_probe.active.cut(forms[-1], " ".join(kept))
    return 12, kept


@lru_cache(maxsize=512)
def _pieces(words: str) -> tuple[tuple[str, str], ...]:
    """(glue, piece): ``words`` split at spaces and after a ``+`` joining two amounts."""
    out = []
    for i, word in enumerate(words.split()):
        pieces = [x for x in re.split(r"(?<=[^\s+]\+)", word) if x]
        out += [("" if k else " " * bool(i), piece) for k, piece in enumerate(pieces)]
    return tuple(out)


def wrap(
    text: TextCache, words: str, width: int, size: int, bold: bool = False, rich: bool = False
) -> list[str]:
    """Rows of ``words`` that fit ``width`` at ``size``, broken at spaces and after a
    ``+`` between two amounts (``1c+2VP+`` / ``2sack``); a piece wider than ``width``
    stays whole on its row (``rich``: rows drawn with the goods' icons, measured so)."""
    rows: list[str] = []
    line = ""
    for glue, piece in _pieces(words):
        trial = line + glue + piece if line else piece
        wide = rich_width(text, trial, size, bold) if rich else text.size(trial, size, bold)[0]
        if line and wide > width:
            rows.append(line)
            line = piece
        else:
            line = trial
    return rows + [line] if line else rows


def least_px(text: TextCache) -> int:
    """The smallest letters drawn, in pixels: 12 at text size 100% (and below), 13 in a
    larger text size (a player who asked for larger text never reads 12 px letters)."""
    return 12 if text.scale <= 1 else 13


def smallest(text: TextCache) -> int:
    """The smallest point size whose letters are still ``least_px`` at ``text``'s scale
    (the text cache rounds a size times the scale to whole pixels)."""
    least = least_px(text)
    size = max(1, math.floor(least / text.scale))
    return size if round(size * text.scale) >= least else size + 1


def faces(text: TextCache, start: int, bold: bool = True) -> list[tuple[int, bool]]:
    """Faces to try for a word on a small face, largest first: bold from ``start`` down to
    12 pt when ``bold``, then regular (from 12 pt after bold, else from ``start``) down
    to 12 pt and on while the letters stay ``least_px`` or more (in a scaled text size: a
    point or two smaller)."""
    out = [(size, True) for size in range(start, 11, -1)] if bold else []
    first = min(start, 12) if bold else start
    out += [(size, False) for size in range(first, min(smallest(text), 12) - 1, -1)]
    return out or [(12, False)]


def first_face(
    text: TextCache, words: str, width: int, tried: list[tuple[int, bool]]
) -> tuple[int, bool] | None:
    """The first of the faces ``tried`` in which ``words`` fits ``width`` whole."""
    return next((f for f in tried if text.size(words, f[0], f[1])[0] <= width), None)


def pick(
    text: TextCache, forms: list[str], width: int, tried: list[tuple[int, bool]]
) -> tuple[str, int, bool]:
    """(words, size, bold): the largest face of ``tried`` in which one of ``forms``
    (fullest first) fits ``width`` whole, with the fullest form that does; else the last
    form in the last face (the caller's ``fit`` cuts it)."""
    for size, bold in tried:
        for words in forms:
            if text.size(words, size, bold)[0] <= width:
                return words, size, bold
    return forms[-1], *tried[-1]


def flow(text: TextCache, groups: list[list[str]], width: int, size: int, sep=" · ") -> list[str]:
    """Lines of ``groups`` (each a list of parts, e.g. ``["2 st", "0 mb"]``) at ``size``:
    every group starts a line and goes on to the next at a part when it is wider than
    ``width`` (a part alone wider than ``width`` stays whole on its line)."""
    rows: list[str] = []
    for parts in groups:
        line = ""
        for part in parts:
            trial = f"{line}{sep}{part}" if line else part
            if line and text.size(trial, size)[0] > width:
                rows.append(line)
                line = part
            else:
                line = trial
        if line:
            rows.append(line)
    return rows


def card_forms(kind: str, card: str) -> tuple[str, ...]:
    """The gist of a card or tile shown small (``kind``: bonus, sack, special, tile),
    fullest first, from the game's facts."""
    if kind == "bonus":
        return facts.bonus_gist(card)
    if kind == "sack":
        return facts.sack_gist(card)
    if kind == "special":
        return facts.special_gist(card)
    if kind == "tile":
        return facts.canal_bonus_gist(card)
    return ()


def stacked(
    text: TextCache, words: str, width: int, height: int, tried: list[tuple[int, bool]]
) -> tuple[int, bool, list[str]] | None:
    """(size, bold, rows): the first face of ``tried`` in which ``words`` fits a box of
    ``width`` × ``height`` whole — on one row, else wrapped (``wrap``) — measured as
    drawn, with the goods' icons, the rows stacked by their ink with a pixel between
    them; ``None`` if no face does."""
    for size, bold in tried:
        wrapped = tuple(wrap(text, words, width, size, bold, rich=True))
        for rows in dict.fromkeys(((words,), wrapped)):
            if any(rich_width(text, row, size, bold) > width for row in rows):
                continue
            inks = [ink_box(text, row, size, bold).h for row in rows]
            if sum(inks) + len(rows) - 1 <= height:
                return size, bold, list(rows)
    return None


def ink_box(text: TextCache, row: str, size: int, bold: bool = False):
    """The rect the letters of ``row`` cover on its rendered line."""
    return text.render(row, size, (0, 0, 0), bold).get_bounding_rect()
