"""What the bots think Resafa's choices are worth (``strategy_moves``): cards by their
effects, the colour action by its best option, main actions by what they build, a price
by the stock it comes out of. Each test builds a position where one choice is clearly
better and checks the estimate (or the greedy bot, which follows it) prefers it."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine.bots import GreedyBot
from tabletop.games.resafa.actions import PlayBonus, PlayCard
from tabletop.games.resafa.bot import strategy, strategy_moves
from tabletop.games.resafa.components import components
from tabletop.games.resafa.components.records import COLOURS, NO_MODS
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import PlacedWorkshop

from .helpers import edit
from .solo_helpers import solo_opening


def greedy(state, seed: int = 1):
    seat = GAME.actor(state)
    bot = GreedyBot(GAME, seat)
    return bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(seed))


def card_with(effect: str, colour: str | None = None) -> str:
    """A bonus card id whose effect is ``effect`` (of ``colour`` if given)."""
    c = components()
    return next(
        b.id
        for b in c.bonus_cards.values()
        if b.effect == effect and (colour is None or b.colour == colour)
    )


def give_bonus(state, effect: str):
    """``state`` with a bonus card of ``effect`` moved from its deck to player 0's hand."""
    c = components()
    decks = list(state.bonus_decks)
    for i, deck in enumerate(decks):
        card = next((x for x in deck if c.bonus_cards[x].effect == effect), None)
        if card is not None:
            decks[i] = tuple(x for x in deck if x != card)
            state = replace(state, bonus_decks=tuple(decks))
            return edit(state, 0, bonus=state.players[0].bonus + (card,)), card
    raise LookupError(effect)


def shops(n: int) -> tuple[PlacedWorkshop, ...]:
    """``n`` workshops on a diagonal: the two starting ones, then level I tiles back up."""
    start = (PlacedWorkshop("S-A", 0, 0, 0, False), PlacedWorkshop("S-B", 1, 1, 0, False))
    extra = tuple(PlacedWorkshop(f"L1-{i:02d}", i + 1, i + 1, 0, True) for i in range(1, n - 1))
    return (start + extra)[:n]


def test_a_vp_per_workshop_card_is_worth_its_workshops():
    s = solo_opening(1)
    t = strategy.turns_left(s, 0)
    per_workshop = strategy_moves.bonus_effect(card_with("E21"))
    few = strategy_moves.effect_value(edit(s, 0, workshops=shops(2)), 0, per_workshop, t)
    many = strategy_moves.effect_value(edit(s, 0, workshops=shops(6)), 0, per_workshop, t)
    assert many - few == 4  # one VP for each of the four more workshops


def test_the_colour_action_is_worth_the_bonus_card_that_pays_most():
    """Of two white cards, '1 VP per workshop' with six workshops beats '2 stone', and the
    white colour action is worth that card."""
    s = solo_opening(1)
    white = COLOURS.index("white")
    row = (card_with("E21", "white"), card_with("E15", "white"), "")
    display = s.bonus_display[:white] + (row,) + s.bonus_display[white + 1 :]
    s = edit(replace(s, bonus_display=display, sack_deck=()), 0, workshops=shops(6))
    t = strategy.turns_left(s, 0)
    per_workshop = strategy_moves.held_value(s, 0, strategy_moves.bonus_effect(row[0]), t)
    stone = strategy_moves.held_value(s, 0, strategy_moves.bonus_effect(row[1]), t)
    assert per_workshop > stone
    assert strategy_moves.colour_value(s, 0, ("white",), t) >= per_workshop


def test_a_garden_card_is_not_played_when_nothing_can_be_built():
    """'Pay 2 coins and 1 stone: a small garden' is kept (not wasted) without stone."""
    s, card = give_bonus(solo_opening(1), "E9")
    s = edit(s, 0, stone=0, coins=4)
    t = strategy.turns_left(s, 0)
    assert strategy_moves.effect_value(s, 0, strategy_moves.bonus_effect(card), t) <= 0
    hand = s.players[0].hand
    s = GAME.apply(s, PlayCard(hand[0], 0))
    assert not isinstance(greedy(s), PlayBonus)


def test_a_card_for_a_later_action_counts_only_while_that_action_is_to_come():
    """A canal discount card is worth something while a canal half is still in the
    player's cards, nothing once none is."""
    s = replace(solo_opening(1), round=6)
    discount = strategy_moves.bonus_effect(card_with("E10"))
    cards = s.players[0].action_cards
    canal = tuple(x for x in cards if x.endswith(("-P3", "-P5")))  # canal on a half
    other = tuple(x for x in cards if x not in canal)
    with_canal = edit(s, 0, hand=canal[:1] + other[:1], draw=(), played=other[1:2], marble=2)
    without = edit(
        s, 0, hand=other[:2], draw=(), played=other[2:3], done=canal + other[3:], marble=2
    )
    assert strategy_moves.held_value(with_canal, 0, discount, 2) > 0.5
    assert strategy_moves.held_value(without, 0, discount, 2) == 0


def test_a_step_that_reaches_a_pink_card_beats_a_step_that_does_not():
    s = solo_opening(1)
    pink, white = COLOURS.index("pink"), COLOURS.index("white")
    tracks = tuple(2 if i in (pink, white) else 0 for i in range(4))
    s = edit(s, 0, tracks=tracks)
    t = strategy.turns_left(s, 0)
    assert strategy_moves.step_value(s, 0, "pink", t) > strategy_moves.step_value(s, 0, "yellow", t)
    # the colour action of a pink card is worth at least the step to the special card
    assert strategy_moves.colour_value(s, 0, ("pink",), t) >= strategy_moves.step_value(
        s, 0, "pink", t
    )


def test_a_workshop_is_worth_more_early_than_late():
    early = edit(solo_opening(1), 0, coins=3, stone=3)
    late = replace(early, round=6)
    t_early, t_late = strategy.turns_left(early, 0), strategy.turns_left(late, 0)
    value_early = strategy_moves.workshop_value(early, 0, NO_MODS, t_early)
    value_late = strategy_moves.workshop_value(late, 0, NO_MODS, t_late)
    assert value_early > value_late
    broke = edit(early, 0, coins=0)
    assert strategy_moves.workshop_value(broke, 0, NO_MODS, t_early) == 0


def test_a_canal_needs_its_marble_and_is_worth_more_with_rains_to_come():
    s = edit(solo_opening(1), 0, coins=5, marble=2)
    t = strategy.turns_left(s, 0)
    early = strategy_moves.canal_value(s, 0, NO_MODS, t)
    late_state = replace(s, round=6)
    late = strategy_moves.canal_value(late_state, 0, NO_MODS, strategy.turns_left(late_state, 0))
    assert early > late > 0
    no_marble = edit(s, 0, marble=0, coins=0)  # neither marble nor coins: no space at all
    assert strategy_moves.canal_value(no_marble, 0, NO_MODS, t) == 0


def test_the_last_coin_costs_more_than_a_stone_from_a_pile():
    s = edit(solo_opening(1), 0, coins=1, stone=9)
    p = s.players[0]
    assert strategy.spend(p, 1, 0, 0, 1.0) > strategy.spend(p, 0, 1, 0, 1.0)


def test_a_yellow_level_three_card_counts_both_its_main_actions():
    """'Two different main actions': the played card is worth its two best mains."""
    s = edit(solo_opening(1), 0, coins=5, stone=5, marble=2)
    s = edit(s, 0, hand=("p50",) + s.players[0].hand[1:])
    s = GAME.apply(s, PlayCard("p50", 0))
    t = strategy.turns_left(s, 0)
    from tabletop.games.resafa.rules.played_card import card_main_actions

    values = sorted(
        (strategy_moves.action_value(s, 0, m, NO_MODS, t) for m in card_main_actions(s)),
        reverse=True,
    )
    assert values[1] > 0
    colour = strategy_moves.colour_value(s, 0, COLOURS, t)
    assert strategy_moves.pending(s, 0) == colour + values[0] + values[1]
