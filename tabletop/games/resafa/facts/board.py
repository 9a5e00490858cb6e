"""What a table shows of Resafa's boards (re-exported by ``facts``): gains in words, the
trading map (centres, roads, fares, trades, base boxes), the water network and canal
faces, workshops and their rooms, the colour tracks, the rounds and the merchant-token
rows. Every function reads the (view) state and the data; none changes anything."""

from __future__ import annotations

from typing import Any

from ..components import components
from ..rules import trading
from ..rules.canals import canal_cost
from ..state import ResafaState
from ..text.words import coins_text, gain_text
from .types import (
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

HUB = "RES"
"""Resafa, the caravans' home (a centre without a trading tile)."""
GATE = "G0"
"""Resafa's gate: the road ``RES``–``G0`` costs the gate's toll."""
GOODS = ("stone", "marble", "spice", "amphora")
MAINS = ("workshop", "production", "provisions", "garden", "canal", "trading")
COLS = "ABCDEFGHIJ"


def _trade(box: Any) -> TradeFacts:
    bonus = gain_text(box.bonus) if box.bonus else ""
    if box.dir == "buy":
        text = f"Buy {box.good}: {coins_text(box.coin)} each"
    else:
        pay = [coins_text(box.coin)] * bool(box.coin) + [f"{box.vp} VP"] * bool(box.vp)
        text = f"Sell {box.good}: {' + '.join(pay) or 'nothing'} each"
    if bonus:
        text += f"; once: {bonus}"
    return TradeFacts(box.dir, box.good, box.coin, box.vp, bonus, text)


def trade_box(view: ResafaState, centre: str, box: int) -> TradeFacts:
    """The trade on box ``box`` (0 top, 1 bottom) of ``centre``'s tile as it lies."""
    i = view.centres.index(centre)
    tile = components().trading_tiles[view.trade_tiles[i]]
    side = tile.a if view.trade_faces[i] == 0 else tile.b
    return _trade(side.top if box == 0 else side.bottom)


def centres(view: ResafaState) -> tuple[CentreFacts, ...]:
    """Resafa first, then every trading centre with its tile and base boxes."""
    c = components()
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
    c = components()
    return tuple((r.a, r.b, r.coins) for r in c.roads) + ((HUB, GATE, c.gate_toll),)


def fare(view: ResafaState, seat: int, to: str, via: bool) -> int:
    """Coins the caravan of ``seat`` pays to reach ``to`` (``via``: stopping in Resafa)."""
    return trading.fare(view.players[seat].at, to, via)


def canal_face(tile: str, face: int) -> CanalFace:
    """One face of a canal tile: its channels, coins, blue VP and whether it is a tank."""
    x = components().canal_tiles[tile].faces[face]
    return CanalFace(x.shape, x.coins, x.blue, x.west, x.east, x.tank)


EDGES = {"N": "top", "E": "right", "S": "bottom", "W": "left"}
"""A workshop's printed edges in words."""


def edge_word(edge: str) -> str:
    """``top`` for a workshop's printed ``N`` edge."""
    return EDGES.get(edge, edge)


def network(view: ResafaState) -> NetworkFacts:
    """The water network as it lies: spaces, sources (with or without a cube), canals."""
    c = components()
    side = c.water[view.side]
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
    bonus = tuple((cell, c.canal_bonus[tile.split("-")[0]].text) for cell, tile in view.canal_bonus)
    cubes = tuple(cell for cell, _ in view.cubes_on)
    tank_vp = c.proposed.tank_space_vp
    return NetworkFacts(side.columns, nrows, tuple(cells), sources, canals, bonus, cubes, tank_vp)


def canal_label(view: ResafaState, seat: int, tile: str, face: int, cell: str) -> str:
    """What building ``tile``/``face`` on ``cell`` costs (``rules.canals.canal_cost``, with
    the card modifiers that apply now) and scores."""
    c = components()
    side = c.water[view.side]
    x = canal_face(tile, face)
    space = None
    if cell[1:] != "T":
        space = side.rows[int(cell[1:]) - 1][COLS.index(cell[0])]
    vp = space.vp if space else c.proposed.tank_space_vp
    cost = gain_text(canal_cost(view, seat, tile, face, cell))
    where = "a tank square" if space is None else "this space"
    return f"Canal on {where}: pay {cost}, score {vp} VP now, {1 + x.blue} VP at each rain"


def workshop(tile: str) -> WorkshopFacts:
    """A workshop tile: its level, rooms, edge icons and back."""
    w = components().workshops[tile]
    icons = tuple((i.edge, i.pos, gain_text(i.gain)) for i in w.icons)
    back = gain_text(w.back) if w.back is not None else ""
    return WorkshopFacts(w.id, w.level, tuple(gain_text(r) for r in w.rooms), icons, back)


def rooms(view: ResafaState, seat: int) -> tuple[tuple[str, ...], ...]:
    """Per placed workshop of ``seat``: the texts of the rooms production may use."""
    out = []
    for w in view.players[seat].workshops:
        info = workshop(w.tile)
        out.append((info.back,) if w.back else info.rooms)
    return tuple(out)


def tracks() -> TrackFacts:
    """The colour tracks: length, the level symbols' steps, the level limits."""
    c = components()
    r = c.facts.track_level_reach
    note = (
        f"Yellow, white and blue together: level I on {r[0]}, level II on {r[1]}, "
        f"level III on {r[2]} track(s); pink has no limit."
    )
    return TrackFacts(c.proposed.track_length, c.proposed.track_icons, r, note)


def rounds(view: ResafaState) -> RoundFacts:
    """The round track: rounds, the current one, rain rounds, draw rounds, level II."""
    x = components().facts
    return RoundFacts(
        x.rounds,
        view.round,
        x.rain_after_rounds,
        x.draw_in_rounds,
        x.level2_workshops_from_round,
    )


def token_rows() -> tuple[tuple[str, ...], tuple[int, ...], int]:
    """(row names, slot values, causeway slots) of the merchant-token board."""
    x = components().facts
    return ("Gardens", "Workshops", "Canals"), x.row_values, x.causeway_slots
