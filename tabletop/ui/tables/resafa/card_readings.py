"""Readings of Resafa's cards and seats for the table (part of ``readings``, which
re-exports them): special, bonus and sack cards, canal bonus tiles, action cards and their
names and choices, the starting workshops, and the solo mode's Resafabot."""

from __future__ import annotations

from typing import Any

from .bridge import _c, _engine, gain_text
from .reading_types import ActionCardFacts, CardFacts


def special(card: str) -> CardFacts:
    f = _engine("special")
    if f:
        return f(card)
    s = _c().specials[card]
    title = f"{s.colour.capitalize()} {('I', 'II', 'III')[s.level - 1]} · {s.id}"
    return CardFacts(s.id, s.colour, s.level, title, s.text, s.end_vp, s.timing)


def bonus(card: str) -> CardFacts:
    f = _engine("bonus")
    if f:
        return f(card)
    c = _c()
    b = c.bonus_cards[card]
    text = c.bonus_effects[b.effect].text
    title = f"{b.colour.capitalize()} bonus {'I' * b.level}"
    return CardFacts(b.id, b.colour, b.level, title, text)


def sack(card: str) -> CardFacts:
    f = _engine("sack")
    if f:
        return f(card)
    return CardFacts(card, "", 0, "Sack card", _c().sacks[card].text)


def canal_bonus(tile: str) -> str:
    f = _engine("canal_bonus")
    if f:
        return f(tile)
    return _c().canal_bonus[tile.split("-")[0]].text


def action_card(card: str) -> ActionCardFacts:
    """The two halves of an action card (a yellow special card: any main action)."""
    f = _engine("action_card")
    if f:
        return f(card)
    c = _c()
    if card in c.specials:
        s = c.specials[card]
        if s.level > 1:
            word = "any action" if s.level == 2 else "any two actions"
            return ActionCardFacts(card, "Y", word, "", "", "", True)
        p = c.pairings[s.pairing]
        return ActionCardFacts(card, "Y", p.top, p.bottom, "", "", False)
    set_id, pairing = card.split("-", 1)
    a_set = next(s for s in c.action_sets if s.id == set_id)
    p = c.pairings[pairing]
    top, bottom = a_set.colours[pairing]
    return ActionCardFacts(card, a_set.letter, p.top, p.bottom, top, bottom, False)


def card_choices(card: str) -> tuple[str, ...]:
    """The options of a bonus, sack or special card that offers a choice (else ``()``)."""
    f = _engine("card_choices")
    if f:
        return f(card)
    c = _c()
    if card in c.specials:
        eff = c.specials[card].effect
    elif card in c.bonus_cards:
        eff = c.bonus_effects[c.bonus_cards[card].effect].effect
    elif card in c.sacks:
        eff = c.sacks[card].effect
    else:
        return ()
    return tuple(gain_text(g) for g in eff.options)


def card_name(card: str) -> str:
    """An action card's name (``trading / production (α)``) or a special card's."""
    f = _engine("card_name")
    if f:
        return f(card)
    info = action_card(card)
    return f"{info.top} / {info.bottom} ({info.letter})"


def start_workshops() -> tuple[tuple[str, int, int], ...]:
    """The two starting workshops each player turns at set-up: (tile, x, y)."""
    f = _engine("start_workshops")
    if f:
        return f()
    starts = [w.id for w in _c().workshops.values() if w.level == 0]
    return tuple((tile, i, i) for i, tile in enumerate(starts[:2]))


def bot_seat(view: Any) -> int | None:
    """Resafabot's seat in ``view.players`` in the solo mode (not a config seat), else
    ``None``."""
    f = _engine("bot_seat")
    if f:
        return f(view)
    return next((s for s, p in enumerate(view.players) if getattr(p, "bot", False)), None)


def bot_name() -> str:
    name = _engine("BOT_NAME")
    return name if isinstance(name, str) else "Resafabot"


def solo_cards(view: Any) -> Any:
    """Resafabot's two solo cards of its last turn (``left_lines``, ``right_lines``,
    ``deck``), or ``None`` (engine only: no fallback reading)."""
    f = _engine("solo_cards")
    return f(view) if f else None


def bot_last_turn(view: Any) -> tuple[str, ...]:
    """Resafabot's lines of the turn(s) the last move brought on (engine only)."""
    f = _engine("bot_last_turn")
    return f(view) if f else ()


def solo_standing(view: Any, scale: bool = True) -> str:
    """The player's solo score now with the designer's rating (engine only)."""
    f = _engine("solo_standing")
    return f(view, scale) if f else ""
