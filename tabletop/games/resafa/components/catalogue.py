"""Resafa's components, read once from ``data/resafa/*.yaml`` and shared.

States refer to components by their string ids (``"p37"``, ``"L1-04"``, ``"alpha-P1"``,
``"b1-03"``...); ``components()`` gives the records for those ids. The record types (the
data schema) live in ``records.py``.
"""

from __future__ import annotations

import functools
from pathlib import Path

from tabletop.engine.data import (
    DataError,
    build,
    check_refs,
    check_unique,
    load_record,
    load_records_with_lines,
    read_yaml,
)
from tabletop.resources import data_path

from .records import (
    ACTION_GRANTS,
    COLOURS,
    MAINS,
    PINK_PER,
    ActionSet,
    BonusCard,
    BonusDeck,
    BonusEffect,
    CanalBonus,
    CanalSetup,
    CanalTile,
    Centre,
    Components,
    Constants,
    Pairing,
    Road,
    SackCard,
    SoloCard,
    SpecialCard,
    TradingTile,
    WaterSide,
    Workshop,
)

DIR = "resafa"


def _path(name: str) -> Path:
    return data_path(DIR, name)


def _label(name: str) -> str:
    return f"data/{DIR}/{name}"


def _effects_ok(effects, file: str, lines) -> None:
    for index, eff in enumerate(effects):
        for grant in eff.actions:
            if grant not in ACTION_GRANTS:
                raise DataError(file, lines[index], "actions", f"unknown main action {grant!r}")


@functools.cache
def components() -> Components:
    """All components, loaded and checked once (``DataError`` names file:line: field)."""
    constants = load_record(_path("constants.yaml"), Constants)
    f = constants.facts
    if len(f.pink_bonus_by_round) != f.rounds:
        raise DataError(_label("constants.yaml"), None, "pink_bonus_by_round", "one per round")
    if constants.proposed.track_icons[-1] > constants.proposed.track_length:
        raise DataError(_label("constants.yaml"), None, "track_icons", "beyond the track")

    pairings, plines = load_records_with_lines(
        _path("action_cards.yaml"), Pairing, "pairings", also=("sets",)
    )
    check_unique(pairings, "id", _label("action_cards.yaml"), plines)
    for i, p in enumerate(pairings):
        check_refs([p], "top", MAINS, _label("action_cards.yaml"), (plines[i],), "action")
        check_refs([p], "bottom", MAINS, _label("action_cards.yaml"), (plines[i],), "action")
    sets, slines = load_records_with_lines(
        _path("action_cards.yaml"), ActionSet, "sets", also=("pairings",)
    )
    for i, aset in enumerate(sets):
        if set(aset.colours) != {p.id for p in pairings}:
            raise DataError(_label("action_cards.yaml"), slines[i], "colours", "one per pairing")

    specials, splines = load_records_with_lines(_path("special_cards.yaml"), SpecialCard, "cards")
    sfile = _label("special_cards.yaml")
    check_unique(specials, "id", sfile, splines)
    if [s.id for s in specials] != [f"p{n}" for n in range(1, 73)]:
        raise DataError(sfile, None, "cards", "the special cards must be p1..p72 in order")
    _effects_ok([s.effect for s in specials], sfile, splines)
    for i, s in enumerate(specials):
        if s.colour == "pink" and s.pink is None:
            raise DataError(sfile, splines[i], "pink", f"{s.id}: a pink card needs a condition")
        if s.pink and s.pink.per not in PINK_PER:
            raise DataError(sfile, splines[i], "pink.per", f"unknown count {s.pink.per!r}")
        if s.colour == "yellow" and s.level == 1 and s.pairing not in {p.id for p in pairings}:
            raise DataError(sfile, splines[i], "pairing", f"{s.id}: unknown pairing")
        if s.colour == "yellow" and s.level > 1 and s.mains != s.level - 1:
            raise DataError(
                sfile, splines[i], "mains", f"{s.id}: level {s.level} gives {s.level - 1}"
            )

    beff, blines = load_records_with_lines(
        _path("bonus_cards.yaml"), BonusEffect, "effects", also=("decks",)
    )
    bfile = _label("bonus_cards.yaml")
    check_unique(beff, "id", bfile, blines)
    _effects_ok([b.effect for b in beff], bfile, blines)
    decks, dlines = load_records_with_lines(
        _path("bonus_cards.yaml"), BonusDeck, "decks", also=("effects",)
    )
    check_refs(decks, "cards", [b.id for b in beff], bfile, dlines, "bonus effect")
    check_refs(decks, "colour", COLOURS, bfile, dlines, "colour")
    cards: dict[str, BonusCard] = {}
    for deck in decks:
        for n, eff in enumerate(deck.cards, 1):
            cid = f"{deck.colour[0]}{deck.level}-{n:02d}"
            cards[cid] = BonusCard(cid, deck.colour, deck.level, eff)

    sacks, klines = load_records_with_lines(_path("sack_cards.yaml"), SackCard, "sack_cards")
    check_unique(sacks, "id", _label("sack_cards.yaml"), klines)
    _effects_ok([s.effect for s in sacks], _label("sack_cards.yaml"), klines)

    shops, wlines = load_records_with_lines(_path("workshops.yaml"), Workshop, "workshops")
    check_unique(shops, "id", _label("workshops.yaml"), wlines)
    for i, w in enumerate(shops):
        if (w.level == 0) != (w.back is None) or not 1 <= len(w.rooms) <= 2:
            raise DataError(_label("workshops.yaml"), wlines[i], "back", f"{w.id}: rooms/back")
        if any(not 0 <= ic.pos <= 2 for ic in w.icons):
            raise DataError(_label("workshops.yaml"), wlines[i], "icons", "pos is 0, 1 or 2")

    sides, wslines = load_records_with_lines(_path("water.yaml"), WaterSide, "sides")
    for i, side in enumerate(sides):
        if any(len(row) != side.columns for row in side.rows):
            raise DataError(_label("water.yaml"), wslines[i], "rows", "a row of the wrong width")
        cells = _cell_ids(side)
        check_refs(side.sources, "cell", cells, _label("water.yaml"), None, "cell")

    tiles, tlines = load_records_with_lines(_path("canal_tiles.yaml"), CanalTile, "tiles")
    check_unique(tiles, "id", _label("canal_tiles.yaml"), tlines)
    cbonus, cblines = load_records_with_lines(
        _path("canal_bonus.yaml"), CanalBonus, "bonus_tiles", also=("setup_cards",)
    )
    setups, cslines = load_records_with_lines(
        _path("canal_bonus.yaml"), CanalSetup, "setup_cards", also=("bonus_tiles",)
    )
    by_side = {s.id: set(_cell_ids(s)) for s in sides}
    cbfile = _label("canal_bonus.yaml")
    check_refs(setups, "large", by_side["large"], cbfile, cslines, "cell")
    check_refs(setups, "small", by_side["small"], cbfile, cslines, "cell")

    centres, clines = load_records_with_lines(
        _path("map.yaml"), Centre, "centres", also=("gate_toll", "roads")
    )
    check_unique(centres, "id", _label("map.yaml"), clines)
    roads, rlines = load_records_with_lines(
        _path("map.yaml"), Road, "roads", also=("gate_toll", "centres")
    )
    known = [c.id for c in centres] + ["G0"]
    check_refs(roads, "a", known, _label("map.yaml"), rlines, "centre")
    check_refs(roads, "b", known, _label("map.yaml"), rlines, "centre")
    toll = build(
        int,
        read_yaml(_path("map.yaml"), _label("map.yaml"))["gate_toll"],
        _label("map.yaml"),
        "gate_toll",
        1,
    )
    ttiles, ttlines = load_records_with_lines(_path("trading_tiles.yaml"), TradingTile, "tiles")
    check_unique(ttiles, "id", _label("trading_tiles.yaml"), ttlines)
    for colour in ("red", "blue"):
        spaces = sum(1 for c in centres if c.colour == colour)
        if spaces != sum(1 for t in ttiles if t.colour == colour):
            raise DataError(
                _label("trading_tiles.yaml"),
                None,
                "colour",
                f"{colour} tiles must match the {spaces} {colour} centres",
            )

    solo, sllines = load_records_with_lines(
        _path("solo_cards.yaml"), SoloCard, "cards", also=("palm_cells",)
    )
    palm = build(
        tuple[str, ...],
        read_yaml(_path("solo_cards.yaml"))["palm_cells"],
        _label("solo_cards.yaml"),
        "palm_cells",
        1,
    )
    for i, card in enumerate(solo):
        check_refs(
            [card],
            "centres",
            [c.id for c in centres],
            _label("solo_cards.yaml"),
            (sllines[i],),
            "centre",
        )

    return Components(
        constants=constants,
        pairings={p.id: p for p in pairings},
        action_sets=sets,
        specials={s.id: s for s in specials},
        bonus_effects={b.id: b for b in beff},
        bonus_decks=decks,
        bonus_cards=cards,
        sacks={s.id: s for s in sacks},
        workshops={w.id: w for w in shops},
        water={s.id: s for s in sides},
        canal_tiles={t.id: t for t in tiles},
        canal_bonus={b.id: b for b in cbonus},
        canal_setups=setups,
        centres={c.id: c for c in centres},
        roads=roads,
        gate_toll=toll,
        trading_tiles={t.id: t for t in ttiles},
        solo_cards=solo,
        palm_cells=palm,
    )


def _cell_ids(side: WaterSide) -> list[str]:
    cols = "ABCDEFGHIJ"[: side.columns]
    ids = [f"{c}{r + 1}" for r in range(len(side.rows)) for c in cols]
    return ids + [f"{c}T" for c in cols]


def cell_ids(side: WaterSide) -> list[str]:
    """Every cell of a water network side: ``A1``.. row by row, then the tank row ``AT``.."""
    return _cell_ids(side)
