"""What the Resafa table shows, read from the view and the game's data: the stand-in for
``tabletop.games.resafa.facts`` until the engine has it.

The table asks only this module for numbers, names and sentences. Each public function
here is one the engine's ``facts`` should offer under the same name and signature; when
``tabletop.games.resafa.facts`` defines a name, that one is used (see ``_engine``) and the
reading below is only the fallback. ``NEEDED`` lists them (the table's report to the
engine). No pygame here: this module is pure and could move into the engine as it is.
"""

from __future__ import annotations

from typing import Any

from . import card_readings
from .bridge import _c, _engine
from .bridge import gain_text as gain_text
from .reading_types import (
    BoxFacts,
    CanalFace,
    CellFacts,
    CentreFacts,
    NetworkFacts,
    RoundFacts,
    SourceFacts,
    TrackFacts,
    TradeFacts,
    WorkshopFacts,
)

NEEDED = (
    "gain_text",
    "centres",
    "roads",
    "fare",
    "network",
    "canal_face",
    "canal_label",
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
)
"""The facts functions the table needs from the engine (name = this module's function)."""

COLOURS = ("yellow", "white", "blue", "pink")
MAINS = ("workshop", "production", "provisions", "garden", "canal", "trading")
GOODS = ("stone", "marble", "spice", "amphora")
HUB = "RES"
GATE = "G0"
COLS = "ABCDEFGHIJ"


# --- readings -----------------------------------------------------------------------------


def _trade(box: Any) -> TradeFacts:
    bonus = gain_text(box.bonus) if box.bonus else ""
    if box.dir == "buy":
        text = f"Buy {box.good}: {box.coin} coin{'s' if box.coin != 1 else ''} each"
    else:
        pay = [f"{box.coin} coin{'s' if box.coin != 1 else ''}"] * bool(box.coin)
        pay += [f"{box.vp} VP"] * bool(box.vp)
        text = f"Sell {box.good}: {' + '.join(pay) or 'nothing'} each"
    if bonus:
        text += f"; once: {bonus}"
    return TradeFacts(box.dir, box.good, box.coin, box.vp, bonus, text)


def trade_box(view: Any, centre: str, box: int) -> TradeFacts:
    """The trade on box ``box`` (0 top, 1 bottom) of ``centre``'s tile as it lies."""
    f = _engine("trade_box")
    if f:
        return f(view, centre, box)
    i = view.centres.index(centre)
    tile = _c().trading_tiles[view.trade_tiles[i]]
    side = tile.a if view.trade_faces[i] == 0 else tile.b
    return _trade(side.top if box == 0 else side.bottom)


def centres(view: Any) -> tuple[CentreFacts, ...]:
    """Resafa first, then every trading centre with its tile and base boxes."""
    f = _engine("centres")
    if f:
        return f(view)
    c = _c()
    out = [CentreFacts(HUB, c.centres[HUB].name, "none", (), 0, ())]
    for i, cid in enumerate(view.centres):
        centre = c.centres[cid]
        spots = centre.boxes_small if view.side == "small" else centre.boxes_large
        boxes = tuple(
            BoxFacts(
                b.token,
                gain_text(b.gain) if b.gain else "",
                b.four_only,
                not (b.four_only and view.n < 4),
                view.bases[i][k],
            )
            for k, b in enumerate(spots)
        )
        trades = (trade_box(view, cid, 0), trade_box(view, cid, 1))
        out.append(CentreFacts(cid, centre.name, centre.colour, trades, view.trade_faces[i], boxes))
    return tuple(out)


def roads() -> tuple[tuple[str, str, int], ...]:
    """Roads ``(a, b, coins)``; ``G0`` is Resafa's gate (``RES``–``G0`` costs the toll)."""
    f = _engine("roads")
    if f:
        return f()
    c = _c()
    return tuple((r.a, r.b, r.coins) for r in c.roads) + ((HUB, GATE, c.gate_toll),)


def fare(view: Any, seat: int, to: str, via: bool) -> int:
    """Coins the caravan of ``seat`` pays to reach ``to`` (``via``: stopping in Resafa)."""
    f = _engine("fare")
    if f:
        return f(view, seat, to, via)
    from tabletop.games.resafa import trading

    return trading.fare(view.players[seat].at, to, via)


def canal_face(tile: str, face: int) -> CanalFace:
    f = _engine("canal_face")
    if f:
        return f(tile, face)
    x = _c().canal_tiles[tile].faces[face]
    return CanalFace(x.shape, x.coins, x.blue, x.west, x.east, x.tank)


def _side(view: Any) -> Any:
    return _c().water[view.side]


def network(view: Any) -> NetworkFacts:
    """The water network as it lies: spaces, sources (with or without a cube), canals."""
    f = _engine("network")
    if f:
        return f(view)
    side = _side(view)
    nrows = len(side.rows)
    cells = []
    for r in range(nrows + 1):
        for col in range(side.columns):
            cid = f"{COLS[col]}{'T' if r == nrows else r + 1}"
            if r == nrows:
                cells.append(CellFacts(cid, col, r, 0, 0, False, True))
            else:
                x = side.rows[r][col]
                cells.append(CellFacts(cid, col, r, x.vp, x.coin_off, x.no_marble, False))
    sources = tuple(SourceFacts(s.id, s.cell, s.side, s.id in view.sources) for s in side.sources)
    canals = tuple((x.cell, x.owner, x.tile, x.face) for x in view.canals)
    bonus = tuple((cell, canal_bonus(tile)) for cell, tile in view.canal_bonus)
    cubes = tuple(cell for cell, _ in view.cubes_on)
    tank_vp = _c().proposed.tank_space_vp
    return NetworkFacts(side.columns, nrows, tuple(cells), sources, canals, bonus, cubes, tank_vp)


def canal_label(view: Any, seat: int, tile: str, face: int, cell: str) -> str:
    """What building ``tile``/``face`` on ``cell`` costs and scores (before any card)."""
    f = _engine("canal_label")
    if f:
        return f(view, seat, tile, face, cell)
    c = _c()
    side = _side(view)
    x = canal_face(tile, face)
    space = None
    if cell[1:] != "T":
        space = side.rows[int(cell[1:]) - 1][COLS.index(cell[0])]
    marble = c.facts.canal_marble - (2 if space and space.no_marble else 0)
    coins = max(0, x.coins - (space.coin_off if space else 0))
    vp = space.vp if space else c.proposed.tank_space_vp
    cost = gain_text(_gain(coin=coins, marble=max(0, marble)))
    return f"Canal on {cell}: pay {cost}, score {vp} VP now, {1 + x.blue} VP at each rain"


def _gain(**kw: int) -> Any:
    from tabletop.games.resafa.records import Gain

    return Gain(**kw)


def workshop(tile: str) -> WorkshopFacts:
    f = _engine("workshop")
    if f:
        return f(tile)
    w = _c().workshops[tile]
    icons = tuple((i.edge, i.pos, gain_text(i.gain)) for i in w.icons)
    back = gain_text(w.back) if w.back is not None else ""
    return WorkshopFacts(w.id, w.level, tuple(gain_text(r) for r in w.rooms), icons, back)


def rooms(view: Any, seat: int) -> tuple[tuple[str, ...], ...]:
    """Per placed workshop of ``seat``: the texts of the rooms production may use."""
    f = _engine("rooms")
    if f:
        return f(view, seat)
    out = []
    for w in view.players[seat].workshops:
        info = workshop(w.tile)
        out.append((info.back,) if w.back else info.rooms)
    return tuple(out)


def tracks() -> TrackFacts:
    f = _engine("tracks")
    if f:
        return f()
    c = _c()
    length, symbols, limits = (
        _engine(n) for n in ("track_length", "track_symbols", "track_limits")
    )
    if length and symbols and limits:
        return TrackFacts(length(), tuple(symbols()), c.facts.track_level_reach, limits())
    reach = c.facts.track_level_reach
    note = (
        f"Levels I/II/III may be reached on {reach[0]}/{reach[1]}/{reach[2]} of the yellow, "
        "white and blue tracks; pink has no limit."
    )
    return TrackFacts(c.proposed.track_length, c.proposed.track_icons, reach, note)


def round_label(view: Any) -> str:
    """``Round 3 of 6, draw after each card`` (the banner's right side)."""
    f = _engine("round_label")
    if f:
        return f(view)
    info = rounds(view)
    return f"Round {info.current} of {info.rounds}"


def rounds(view: Any) -> RoundFacts:
    f = _engine("rounds")
    if f:
        return f(view)
    x = _c().facts
    return RoundFacts(
        x.rounds,
        view.round,
        x.rain_after_rounds,
        x.draw_in_rounds,
        x.level2_workshops_from_round,
    )


def costs() -> dict[str, str]:
    """Printed costs: workshop, small and large garden, trading base."""
    f = _engine("costs")
    if f:
        return f()
    x = _c().facts
    return {
        "workshop": gain_text(x.workshop_cost),
        "small garden": gain_text(x.small_garden_cost),
        "large garden": gain_text(x.large_garden_cost),
        "trading base": gain_text(x.base_cost),
    }


def token_rows() -> tuple[tuple[str, ...], tuple[int, ...], int]:
    """(row names, slot values, causeway slots) of the merchant-token board."""
    f = _engine("token_rows")
    if f:
        return f()
    x = _c().facts
    return ("Gardens", "Workshops", "Canals"), x.row_values, x.causeway_slots


def hand_limit() -> int:
    f = _engine("hand_limit")
    if f:
        return f()
    return _c().facts.hand_limit


# the card and seat readings (card_readings.py), through this one door
action_card = card_readings.action_card
bonus = card_readings.bonus
bot_name = card_readings.bot_name
bot_seat = card_readings.bot_seat
bot_last_turn = card_readings.bot_last_turn
solo_standing = card_readings.solo_standing
canal_bonus = card_readings.canal_bonus
card_choices = card_readings.card_choices
card_name = card_readings.card_name
sack = card_readings.sack
solo_cards = card_readings.solo_cards
special = card_readings.special
start_workshops = card_readings.start_workshops
