"""The board facts a table draws (``facts`` re-exports ``facts.board`` and
``facts.cards``): read from the state and the data, the numbers match the data and the
words name no internal code."""

from __future__ import annotations

import re
from dataclasses import replace

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import BuildCanal
from tabletop.games.resafa.components import components
from tabletop.games.resafa.components.records import Gain, Mods
from tabletop.games.resafa.rules import canals
from tabletop.games.resafa.state import Task

from .helpers import opening


def test_gains_in_words():
    assert facts.gain_text(Gain(coin=2, vp=1)) == "2 coins + 1 VP"
    assert facts.gain_text(Gain(amphora=2)) == "2 amphorae"
    assert facts.gain_text(Gain()) == "nothing"


def test_centres_resafa_first_then_every_centre_of_the_state():
    state = opening(4)
    got = facts.centres(state)
    assert got[0].id == facts.HUB and not got[0].trades
    assert [x.id for x in got[1:]] == list(state.centres)
    for x in got[1:]:
        assert len(x.trades) == 2 and all(b.open for b in x.boxes)  # 4 players: every box
        assert all(b.owner == -1 for b in x.boxes)
    far = state.centres[0]
    assert facts.fare(state, 0, far, True) >= facts.fare(state, 0, far, False) > 0


def test_the_gate_road_costs_the_toll():
    assert (facts.HUB, facts.GATE, components().gate_toll) in facts.roads()


def test_the_network_has_a_tank_row_and_the_label_the_price_and_vp():
    state = opening(2)
    net = facts.network(state)
    assert len(net.cells) == net.columns * (net.rows + 1)
    assert all(c.tank for c in net.cells if c.row == net.rows)
    tile = state.players[0].canals_left[0]
    top = next(c for c in net.cells if c.row == 0)
    label = facts.canal_label(state, 0, tile, 0, top.id)
    face = facts.canal_face(tile, 0)
    assert f"score {top.vp} VP now, {1 + face.blue} VP at each rain" in label
    assert not re.search(r"\b[A-J]\d\b|\bK\d", label)


def test_workshops_rooms_tracks_rounds_and_cards():
    state = opening(2)
    p = state.players[0]
    assert len(facts.rooms(state, 0)) == len(p.workshops)
    assert facts.workshop(p.workshops[0].tile).rooms
    assert facts.tracks().length == components().proposed.track_length
    assert facts.rounds(state).current == state.round == 1
    names, values, causeway = facts.token_rows()
    assert names == ("Gardens", "Workshops", "Canals") and causeway >= 1 and values
    info = facts.action_card(p.cards[0])
    assert info.top in facts.MAINS and not info.single
    special = next(iter(components().specials))
    assert special not in facts.special(special).title  # no card code in the title
    assert len(facts.start_workshops()) == 2 and facts.bot_name() == "Resafabot"


def test_the_canal_label_s_price_is_the_rules_price_with_the_card_s_modifiers():
    """The label a table shows over a space asks the rules' one canal price: a card's
    discount in the canal action under way is in it (it used to be left out)."""
    state = opening(2)
    seat = state.current
    mods = Mods(coin_off=1, marble_off=1)
    state = replace(state, tasks=(Task("canal", seat, mods=mods),))
    tile = max(state.players[seat].canals_left, key=lambda t: facts.canal_face(t, 0).coins)
    net = facts.network(state)
    cell = next(c for c in net.cells if c.row == 0 and not c.no_marble)
    action = BuildCanal(tile, 0, cell.id)
    price = canals.cost(state, state.task, action)
    label = facts.canal_label(state, seat, tile, 0, cell.id)
    assert f"pay {facts.gain_text(price)}," in label
    bare = canals.cost(state, Task("canal", seat), action)
    assert price != bare  # the modifier is active: the label no longer shows the bare price
    assert price == canals.canal_cost(state, seat, tile, 0, cell.id)
