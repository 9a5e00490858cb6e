"""``new_state(config)``: Resafa's opening position, by player count (rulebook Game Setup)."""

from __future__ import annotations

import functools

from tabletop.engine import Config, Rng

from .automa import solo_setup
from .components import cell_ids, components
from .components.records import COLOURS
from .state import SETUP, Player, ResafaState, Task, stack_index

MODES = ("standard", "solo")


def board_side(players: int) -> str:
    """The water-network side: ``small`` for 1-2 players, ``large`` for 3-4."""
    return "small" if players <= 2 else "large"


def action_card_ids(set_id: str) -> tuple[str, ...]:
    return tuple(f"{set_id}-{p}" for p in components().pairings)


def bonus_tile_ids() -> tuple[str, ...]:
    """One id per physical canal bonus tile: ``CB3-1``, ``CB3-2``..."""
    return tuple(
        f"{b.id}-{i}" for b in components().canal_bonus.values() for i in range(1, b.count + 1)
    )


@functools.cache
def _ids(kind: str, *key) -> tuple[str, ...]:
    """The ids of one kind of component (of a colour, level or set), in data order; read
    once per process, as every new game deals the same lists."""
    c = components()
    if kind == "trading":
        return tuple(t.id for t in c.trading_tiles.values() if t.colour == key[0])
    if kind == "workshop":
        return tuple(w.id for w in c.workshops.values() if w.level == key[0])
    if kind == "special":
        colour, level = key
        return tuple(s.id for s in c.specials.values() if s.colour == colour and s.level == level)
    if kind == "bonus":
        colour, level = key
        return tuple(
            b.id for b in c.bonus_cards.values() if b.colour == colour and b.level == level
        )
    if kind == "action":
        return action_card_ids(key[0])
    assert kind == "canal_bonus", kind
    return bonus_tile_ids()


def new_state(config: Config) -> ResafaState:
    """The position before the first turn: every player still turns their starting workshops."""
    c = components()
    f = c.facts
    if config.mode not in ("standard", "solo") or (config.mode == "solo") != (config.players == 1):
        raise ValueError("Resafa: 2-4 players play the standard game, 1 player the solo mode.")
    n = 2 if config.mode == "solo" else config.players  # solo: the 2-player set-up
    rng = Rng.from_seed(config.seed)
    side = board_side(n)

    centres = tuple(cid for cid, centre in c.centres.items() if centre.colour != "none")
    tiles = [""] * len(centres)
    faces = [0] * len(centres)
    for colour in ("red", "blue"):
        spaces = [i for i, cid in enumerate(centres) if c.centres[cid].colour == colour]
        pool = _ids("trading", colour)
        pool, rng = rng.shuffled(pool)
        flipped, rng = rng.below(len(spaces))
        for k, i in enumerate(spaces):
            tiles[i] = pool[k]
            faces[i] = 1 if k == flipped else 0
    bases = tuple(
        tuple(
            -1
            for _ in (c.centres[cid].boxes_small if side == "small" else c.centres[cid].boxes_large)
        )
        for cid in centres
    )

    level1, rng = rng.shuffled(_ids("workshop", 1))
    level2, rng = rng.shuffled(_ids("workshop", 2))
    shown = f.workshop_display
    ws_display = (tuple(level1[:shown]), ("",) * shown)
    ws_stacks = (tuple(level1[shown:]), tuple(level2))

    stacks, box, revealed = [], [], []
    for colour in COLOURS:
        for level in (1, 2, 3):
            cards, rng = rng.shuffled(_ids("special", colour, level))
            stacks.append(tuple(cards[: f.spec_cards_per_stack]))
            box.append(tuple(cards[f.spec_cards_per_stack :]))
            revealed.append(level == 1)
    assert [stack_index(col, lv) for col in COLOURS for lv in (1, 2, 3)] == list(range(12))

    decks, display = [], []
    for colour in COLOURS:
        deck: list[str] = []
        for level in (1, 2):
            cards, rng = rng.shuffled(_ids("bonus", colour, level))
            deck.extend(cards)
        display.append(tuple(deck[: f.bonus_display_per_colour]))
        decks.append(tuple(deck[f.bonus_display_per_colour :]))
    sack_deck, rng = rng.shuffled(list(c.sacks))

    setup_card, rng = rng.choice(c.canal_setups)
    cells = setup_card.small if side == "small" else setup_card.large
    btiles, rng = rng.shuffled(_ids("canal_bonus"))
    canal_bonus = tuple(zip(cells, btiles))
    water = c.water[side]
    assert set(cells) <= set(cell_ids(water))
    sources = tuple(s.id for s in water.sources)
    cubes = f.water_cubes_small if side == "small" else f.water_cubes_large
    assert len(sources) == cubes, "one water cube per source"

    sets, rng = rng.shuffled([s.id for s in c.action_sets])
    start, rng = rng.below(n)
    players = []
    for seat in range(n):
        cards, rng = rng.shuffled(_ids("action", sets[seat % len(sets)]))
        fourth = n == 4 and seat == (start + 3) % n
        players.append(
            Player(
                set_id=sets[seat % len(sets)],
                cards=tuple(sorted(cards)),
                coins=f.start_coins,
                stone=f.start_stone + (f.fourth_player_stone if fourth else 0),
                vp=f.fourth_player_vp if fourth else 0,
                hand=cards[: f.cards_per_round],
                draw=cards[f.cards_per_round :],
                canals_left=tuple(c.canal_tiles),
            )
        )
    state = ResafaState(
        players=tuple(players),
        side=side,
        centres=centres,
        trade_tiles=tuple(tiles),
        trade_faces=tuple(faces),
        bases=bases,
        ws_display=ws_display,
        ws_stacks=ws_stacks,
        spec_stacks=tuple(stacks),
        spec_revealed=tuple(revealed),
        spec_box=tuple(box),
        bonus_decks=tuple(decks),
        bonus_display=tuple(display),
        bonus_gone=(),
        sack_deck=sack_deck,
        canals=(),
        canal_bonus=canal_bonus,
        tiles_gone=(),
        sources=sources,
        cubes_on=(),
        squares_left=f.square_tokens,
        scarabs_left=f.scarab_tokens,
        small_left=f.small_gardens,
        large_left=f.large_gardens,
        rng=rng,
        phase=SETUP,
        start=start,
        current=start,
        tasks=(Task("setup", start),),
    )
    return solo_setup(state) if config.mode == "solo" else state
