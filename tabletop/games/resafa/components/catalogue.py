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

from .numbers import Amount
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


def _line(name: str, *keys: object) -> int | None:
    """The line of ``data[k1][k2]...`` in the data file ``name`` (read again: only a
    message needs it), for checks that span several fields or an empty list."""
    data = read_yaml(_path(name), _label(name))
    line = getattr(data, "line", None)
    for key in keys:
        if isinstance(data, dict) and key in data:
            line = getattr(data, "key_lines", {}).get(key, line)
            data = data[key]
        elif isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
            line = getattr(data, "item_lines", [line] * len(data))[key]
            data = data[key]
        else:
            break
    return line


def _top(name: str, key: str) -> object:
    """The top-level ``key`` of a data file read in parts (``DataError`` when missing)."""
    data = read_yaml(_path(name), _label(name))
    if not isinstance(data, dict) or key not in data:
        raise DataError(_label(name), getattr(data, "line", 1), key, "missing")
    return data[key]


def _fail(name: str, keys: tuple[object, ...], message: str) -> DataError:
    """A ``DataError`` on the line of ``keys`` in ``name``, the field named by them."""
    field = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in keys).lstrip(".")
    return DataError(_label(name), _line(name, *keys), field, message)


def _not_empty(records: tuple, name: str, key: str, what: str) -> None:
    if not records:
        raise _fail(name, (key,), f"needs at least one {what}")


def _check_constants(constants: Constants) -> None:
    """The numbers of ``constants.yaml`` that must fit together."""
    f, prop = constants.facts, constants.proposed
    name = "constants.yaml"
    if len(f.pink_bonus_by_round) != f.rounds:
        raise _fail(
            name,
            ("facts", "pink_bonus_by_round"),
            f"one per round: {f.rounds} rounds, {len(f.pink_bonus_by_round)} given",
        )
    for key in ("rain_after_rounds", "reshuffle_after_rounds", "draw_in_rounds"):
        rounds = getattr(f, key)
        for i, r in enumerate(rounds):
            if r > f.rounds:
                raise _fail(
                    name, ("facts", key, i), f"round {r} is after the last round ({f.rounds})"
                )
            if i and r <= rounds[i - 1]:
                raise _fail(name, ("facts", key, i), "the rounds must go up, each once")
    if not f.rain_after_rounds:
        raise _fail(name, ("facts", "rain_after_rounds"), "needs at least one rain")
    for key in ("level2_workshops_from_round", "level2_bonus_cards_after_round"):
        if getattr(f, key) > f.rounds:
            raise _fail(
                name, ("facts", key), f"round {getattr(f, key)} is after the last ({f.rounds})"
            )
    if f.level2_workshop_tokens > f.causeway_slots:
        raise _fail(
            name,
            ("facts", "level2_workshop_tokens"),
            f"more than the {f.causeway_slots} causeway slots",
        )
    if f.hand_limit < f.cards_per_round:
        raise _fail(
            name, ("facts", "hand_limit"), f"below the {f.cards_per_round} cards of a round"
        )
    for key in ("scarab_table", "garden_rewards"):
        if not getattr(f, key):
            raise _fail(name, ("facts", key), "needs at least one value")
    if not prop.canal_table:
        raise _fail(name, ("proposed", "canal_table"), "needs at least one value")
    if len(prop.scarab_table_p13) != len(f.scarab_table):
        raise _fail(
            name,
            ("proposed", "scarab_table_p13"),
            f"one value per scarab, as facts.scarab_table ({len(f.scarab_table)})",
        )
    icons = prop.track_icons
    for i, icon in enumerate(icons):
        if icon > prop.track_length or (i and icon <= icons[i - 1]):
            raise _fail(
                name,
                ("proposed", "track_icons", i),
                f"icons go up along the track of {prop.track_length} spaces",
            )


@functools.cache
def components() -> Components:
    """All components, loaded and checked once (``DataError`` names file:line: field)."""
    constants = load_record(_path("constants.yaml"), Constants)
    _check_constants(constants)
    f = constants.facts

    pairings, plines = load_records_with_lines(
        _path("action_cards.yaml"), Pairing, "pairings", also=("sets",)
    )
    _not_empty(pairings, "action_cards.yaml", "pairings", "pairing")
    check_unique(pairings, "id", _label("action_cards.yaml"), plines)
    for i, p in enumerate(pairings):
        check_refs([p], "top", MAINS, _label("action_cards.yaml"), (plines[i],), "action")
        check_refs([p], "bottom", MAINS, _label("action_cards.yaml"), (plines[i],), "action")
    sets, slines = load_records_with_lines(
        _path("action_cards.yaml"), ActionSet, "sets", also=("pairings",)
    )
    _not_empty(sets, "action_cards.yaml", "sets", "set of action cards")
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
    _not_empty(decks, "bonus_cards.yaml", "decks", "deck")
    for i, deck in enumerate(decks):
        if not deck.cards:
            raise _fail("bonus_cards.yaml", ("decks", i, "cards"), "a deck needs cards")
    check_refs(decks, "cards", [b.id for b in beff], bfile, dlines, "bonus effect")
    check_refs(decks, "colour", COLOURS, bfile, dlines, "colour")
    cards: dict[str, BonusCard] = {}
    for deck in decks:
        for n, eff in enumerate(deck.cards, 1):
            cid = f"{deck.colour[0]}{deck.level}-{n:02d}"
            cards[cid] = BonusCard(cid, deck.colour, deck.level, eff)

    sacks, klines = load_records_with_lines(_path("sack_cards.yaml"), SackCard, "sack_cards")
    _not_empty(sacks, "sack_cards.yaml", "sack_cards", "sack card")
    check_unique(sacks, "id", _label("sack_cards.yaml"), klines)
    _effects_ok([s.effect for s in sacks], _label("sack_cards.yaml"), klines)

    shops, wlines = load_records_with_lines(_path("workshops.yaml"), Workshop, "workshops")
    check_unique(shops, "id", _label("workshops.yaml"), wlines)
    for level in (0, 1, 2):
        if not any(w.level == level for w in shops):
            raise _fail("workshops.yaml", ("workshops",), f"needs workshops of level {level}")
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

    for side_id in ("small", "large"):
        if side_id not in {s.id for s in sides}:
            raise _fail("water.yaml", ("sides",), f"needs the {side_id!r} side")
    for i, side in enumerate(sides):
        cubes = f.water_cubes_small if side.id == "small" else f.water_cubes_large
        if side.id in ("small", "large") and len(side.sources) != cubes:
            raise _fail(
                "water.yaml",
                ("sides", i, "sources"),
                f"one source per water cube: constants.yaml gives {cubes}",
            )
        if not side.rows:
            raise _fail("water.yaml", ("sides", i, "rows"), "needs at least one row")
    tiles, tlines = load_records_with_lines(_path("canal_tiles.yaml"), CanalTile, "tiles")
    _not_empty(tiles, "canal_tiles.yaml", "tiles", "canal tile")
    check_unique(tiles, "id", _label("canal_tiles.yaml"), tlines)
    cbonus, cblines = load_records_with_lines(
        _path("canal_bonus.yaml"), CanalBonus, "bonus_tiles", also=("setup_cards",)
    )
    setups, cslines = load_records_with_lines(
        _path("canal_bonus.yaml"), CanalSetup, "setup_cards", also=("bonus_tiles",)
    )
    _not_empty(cbonus, "canal_bonus.yaml", "bonus_tiles", "bonus tile")
    _not_empty(setups, "canal_bonus.yaml", "setup_cards", "setup card")
    by_side = {s.id: set(_cell_ids(s)) for s in sides}
    cbfile = _label("canal_bonus.yaml")
    check_refs(setups, "large", by_side["large"], cbfile, cslines, "cell")
    check_refs(setups, "small", by_side["small"], cbfile, cslines, "cell")

    centres, clines = load_records_with_lines(
        _path("map.yaml"), Centre, "centres", also=("gate_toll", "roads")
    )
    _not_empty(centres, "map.yaml", "centres", "trading centre")
    check_unique(centres, "id", _label("map.yaml"), clines)
    roads, rlines = load_records_with_lines(
        _path("map.yaml"), Road, "roads", also=("gate_toll", "centres")
    )
    known = [c.id for c in centres] + ["G0"]
    check_refs(roads, "a", known, _label("map.yaml"), rlines, "centre")
    check_refs(roads, "b", known, _label("map.yaml"), rlines, "centre")
    toll = build(
        Amount,
        _top("map.yaml", "gate_toll"),
        _label("map.yaml"),
        "gate_toll",
        _line("map.yaml", "gate_toll"),
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
    solo_cards_yaml = "solo_cards.yaml"
    palm = build(
        tuple[str, ...],
        _top(solo_cards_yaml, "palm_cells"),
        _label(solo_cards_yaml),
        "palm_cells",
        _line(solo_cards_yaml, "palm_cells"),
    )
    _not_empty(palm, solo_cards_yaml, "palm_cells", "palm cell")
    if not any(card.id == "SO0" for card in solo) or len(solo) < 7:
        raise _fail(
            solo_cards_yaml, ("cards",), "needs the setup card SO0 and 6 cards Resafabot plays"
        )
    for i, card in enumerate(solo):
        if card.id != "SO0" and (card.top is None or card.bottom is None or not card.red):
            raise _fail(solo_cards_yaml, ("cards", i), "needs its top, bottom and red actions")
        if card.pillar > len(palm) or (card.id != "SO0" and card.pillar < 1):
            raise _fail(
                "solo_cards.yaml",
                ("cards", i, "pillar"),
                f"points at one of the {len(palm)} palm cells (1 to {len(palm)})",
            )
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
