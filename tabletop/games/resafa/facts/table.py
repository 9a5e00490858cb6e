"""The table's summaries of the rules: card texts, costs, tracks, round label, the banner."""

from __future__ import annotations

from ..components import components
from ..components.records import COLOURS
from ..scoring import breakdown
from ..state import ResafaState
from ..text.moves import card_name, prompt
from .board import gain_text


def card_text(card: str) -> str:
    """The effect of a special, bonus or sack card, or of a canal bonus tile."""
    c = components()
    if card in c.specials:
        return c.specials[card].text
    if card in c.bonus_cards:
        return c.bonus_effects[c.bonus_cards[card].effect].text
    if card in c.sacks:
        return c.sacks[card].text
    kind = card.split("-")[0]
    if kind in c.canal_bonus:
        return c.canal_bonus[kind].text
    return card_name(card)


def costs() -> dict[str, str]:
    f = components().facts
    return {
        "workshop": gain_text(f.workshop_cost),
        "small garden": gain_text(f.small_garden_cost),
        "large garden": gain_text(f.large_garden_cost),
        "trading base": gain_text(f.base_cost),
    }


def track_symbols() -> tuple[int, ...]:
    """Steps of the level I, II, III card symbols on every colour track."""
    return components().proposed.track_icons


def track_length() -> int:
    return components().proposed.track_length


def track_limits() -> str:
    r = components().facts.track_level_reach
    return (
        f"Yellow, white and blue together: level I on {r[0]}, level II on {r[1]}, "
        f"level III on {r[2]} track(s); pink has no limit."
    )


def pink_bonus(round_: int) -> str:
    return gain_text(components().facts.pink_bonus_by_round[round_ - 1])


def garden_rewards() -> tuple[str, ...]:
    return tuple(gain_text(g) for g in components().facts.garden_rewards)


def hand_limit() -> int:
    return components().facts.hand_limit


def scarab_table() -> tuple[int, ...]:
    return components().facts.scarab_table


def canal_table() -> tuple[int, ...]:
    return components().proposed.canal_table


def round_label(state: ResafaState) -> str:
    f = components().facts
    parts = [f"Round {state.round} of {f.rounds}"]
    if state.round in f.draw_in_rounds:
        parts.append("draw after each card")
    if state.round in f.rain_after_rounds:
        parts.append("rain at the end")
    return ", ".join(parts)


def score_lines(state: ResafaState, seat: int) -> tuple[tuple[str, int], ...]:
    """The end scoring as it would stand now (shown as a preview)."""
    return breakdown(state, seat)


def banner(state: ResafaState) -> str:
    return f"{round_label(state)} — {prompt(state)}"


def colours() -> tuple[str, ...]:
    return COLOURS
