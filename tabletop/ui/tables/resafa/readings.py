"""What the Resafa table shows, every number and sentence from the engine's ``facts``:
the one door through which the table's drawing and gestures read the game. No pygame and
no rule here; the names are the engine's own."""

from __future__ import annotations

from tabletop.games.resafa import facts

NEEDED = (
    "gain_text",
    "centres",
    "roads",
    "fare",
    "network",
    "canal_face",
    "canal_label",
    "canal_words",
    "edge_word",
    "workshop",
    "rooms",
    "tracks",
    "special",
    "bonus",
    "sack",
    "canal_bonus",
    "action_card",
    "rounds",
    "costs",
    "token_rows",
    "trade_box",
    "hand_limit",
    "round_label",
    "start_workshops",
    "card_choices",
    "card_name",
    "bot_seat",
    "bot_name",
    "solo_cards",
    "bot_last_turn",
    "solo_standing",
)
"""The facts functions the table reads (each is ``facts.<name>``)."""

COLOURS = facts.colours()
MAINS = facts.MAINS
GOODS = facts.GOODS
HUB = facts.HUB
GATE = facts.GATE
COLS = facts.COLS

action_card = facts.action_card
bonus = facts.bonus
bot_last_turn = facts.bot_last_turn
bot_name = facts.bot_name
bot_seat = facts.bot_seat
canal_bonus = facts.canal_bonus
canal_face = facts.canal_face
canal_label = facts.canal_label
canal_words = facts.canal_words
card_choices = facts.card_choices
card_name = facts.card_name
centres = facts.centres
costs = facts.costs
fare = facts.fare
edge_word = facts.edge_word
gain_text = facts.gain_text
hand_limit = facts.hand_limit
network = facts.network
roads = facts.roads
rooms = facts.rooms
round_label = facts.round_label
rounds = facts.rounds
sack = facts.sack
solo_cards = facts.solo_cards
solo_standing = facts.solo_standing
special = facts.special
start_workshops = facts.start_workshops
token_rows = facts.token_rows
trade_box = facts.trade_box
tracks = facts.tracks
workshop = facts.workshop
