"""What a table shows of Resafa's cards (re-exported by ``facts``): special, bonus and
sack cards, canal bonus tiles, the halves of action cards, the options of a card with a
choice, and the starting workshops."""

from __future__ import annotations

from .components import components
from .facts_board import gain_text
from .facts_types import ActionCardFacts, CardFacts

LEVELS = ("I", "II", "III")


def special(card: str) -> CardFacts:
    """A special card: colour, level, title, effect, end-game VP, timing."""
    s = components().specials[card]
    title = f"{s.colour.capitalize()} {LEVELS[s.level - 1]}"
    return CardFacts(s.id, s.colour, s.level, title, s.text, s.end_vp, s.timing)


def bonus(card: str) -> CardFacts:
    """A bonus card: colour, level and effect."""
    c = components()
    b = c.bonus_cards[card]
    text = c.bonus_effects[b.effect].text
    title = f"{b.colour.capitalize()} bonus {LEVELS[b.level - 1]}"
    return CardFacts(b.id, b.colour, b.level, title, text)


def sack(card: str) -> CardFacts:
    """A sack card and its effect."""
    return CardFacts(card, "", 0, "Sack card", components().sacks[card].text)


def canal_bonus(tile: str) -> str:
    """The effect of a canal bonus tile."""
    return components().canal_bonus[tile.split("-")[0]].text


def action_card(card: str) -> ActionCardFacts:
    """The two halves of an action card (a yellow special card: any main action)."""
    c = components()
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
    c = components()
    if card in c.specials:
        eff = c.specials[card].effect
    elif card in c.bonus_cards:
        eff = c.bonus_effects[c.bonus_cards[card].effect].effect
    elif card in c.sacks:
        eff = c.sacks[card].effect
    else:
        return ()
    return tuple(gain_text(g) for g in eff.options)


def start_workshops() -> tuple[tuple[str, int, int], ...]:
    """The two starting workshops each player turns at set-up: (tile, x, y)."""
    starts = [w.id for w in components().workshops.values() if w.level == 0]
    return tuple((tile, i, i) for i, tile in enumerate(starts[:2]))


def bot_name() -> str:
    """The automa's name (the solo mode's Resafabot)."""
    from .solo_facts import BOT_NAME

    return BOT_NAME
