"""Resafabot's colour actions and main actions (rulebook "Solo mode: Resafabot's main
actions"; gaps filled in components C17), for ``automa``."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.records import COLOURS, SoloCard
from ..rules.canals import at, name, position, water
from ..rules.trading import boxes, flip
from ..rules.workshops import level2_open, refill
from ..state import PlacedCanal, ResafaState, stack_index
from ..state import with_player as _with_player

BOT = 1
"""Resafabot's seat (the player is seat 0)."""
SLOT = {"D-L": 0, "D-M": 1, "D-R": 2}
"""The bonus display slot each discard icon marks (1 leftmost, next to the deck)."""
PLACE_WORDS = ("leftmost", "middle", "rightmost")
STEPS = 2
"""Spaces Resafabot's marker moves on a track (colour action and Provisions)."""
STEP = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
SIDE_WORD = {"up": "above", "down": "below", "left": "left of", "right": "right of"}
REPLACED = ("production", "garden")
"""Main actions Resafabot never takes: the card's red-outlined action replaces them."""


def place_tile(state: ResafaState, cell: str, entry: tuple[str, int]) -> ResafaState:
    """Resafabot's tile on ``cell``: a canal bonus tile there leaves the game, a water cube
    beside it moves onto it, and its marker cube moves onto it."""
    solo = state.solo
    assert solo is not None
    tile, face = entry
    p = state.players[BOT]
    left = list(p.canals_left)
    left.remove(tile)
    state = _with_player(state, BOT, evolve(p, canals_left=tuple(left)))
    stack = list(solo.stack)
    stack.remove(entry)
    state = evolve(
        state,
        canals=state.canals + (PlacedCanal(cell, BOT, tile, face),),
        solo=evolve(solo, stack=tuple(stack), cell=cell),
    )
    gone = tuple(t for where, t in state.canal_bonus if where == cell)
    if gone:
        state = evolve(
            state,
            canal_bonus=tuple(x for x in state.canal_bonus if x[0] != cell),
            tiles_gone=state.tiles_gone + gone,
        )
    fed = [s.id for s in water(state).sources if s.cell == cell and s.id in state.sources]
    if fed:
        state = evolve(
            state,
            sources=tuple(s for s in state.sources if s not in fed),
            cubes_on=state.cubes_on + tuple((cell, s) for s in fed),
        )
    return state


# --- colour actions -----------------------------------------------------------------------


def colour_action(state: ResafaState, left: SoloCard, colour: str, lines: list[str]) -> ResafaState:
    """Discard a bonus card of ``colour`` (``D-*`` icon) or move 2 on its track (``T2``)."""
    if left.colour_icon == "T2":
        return move(state, colour, lines)
    return discard(state, colour, SLOT[left.colour_icon], lines)


def discard_slot(row: tuple[str, ...], slot: int) -> int | None:
    """The slot a discard takes: the marked one, else the next card to the left towards
    the deck, wrapping round to the right end; ``None`` when the row is empty."""
    for k in range(len(row)):
        i = (slot - k) % len(row)
        if row[i]:
            return i
    return None


def discard(state: ResafaState, colour: str, slot: int, lines: list[str]) -> ResafaState:
    i = COLOURS.index(colour)
    row = state.bonus_display[i]
    found = discard_slot(row, slot)
    if found is None:
        lines.append(f"Resafabot finds no {colour} bonus card to discard")
        return state
    new = row[:found] + ("",) + row[found + 1 :]
    display = state.bonus_display[:i] + (new,) + state.bonus_display[i + 1 :]
    word = PLACE_WORDS[found] if len(row) == len(PLACE_WORDS) else f"number {found + 1}"
    lines.append(f"Resafabot discards the {word} {colour} bonus card")
    return evolve(state, bonus_display=display, bonus_gone=state.bonus_gone + (row[found],))


def move(state: ResafaState, colour: str, lines: list[str], why: str = "") -> ResafaState:
    """2 spaces on ``colour`` (fewer at the end; no level limits). Each card symbol reached
    or passed removes that level's face-up card from the game and turns up the next, and
    turns up the top card of the next level."""
    prop = components().proposed
    p = state.players[BOT]
    i = COLOURS.index(colour)
    old = p.tracks[i]
    new = min(prop.track_length, old + STEPS)
    if new == old:
        lines.append(f"Resafabot's {colour} marker is at the end of its track: no move")
        return state
    tracks = p.tracks[:i] + (new,) + p.tracks[i + 1 :]
    state = _with_player(state, BOT, evolve(p, tracks=tracks))
    line = f"Resafabot moves {new - old} on {colour}{why}"
    for level, icon in enumerate(prop.track_icons, start=1):
        if old < icon <= new:
            state, card = _remove_top(state, colour, level)
            word = ("I", "II", "III")[level - 1]
            line += f" and removes the level {word} card" if card else f" (no level {word} card)"
    lines.append(line)
    return state


def _remove_top(state: ResafaState, colour: str, level: int) -> tuple[ResafaState, str]:
    idx = stack_index(colour, level)
    stacks = list(state.spec_stacks)
    revealed = list(state.spec_revealed)
    box = list(state.spec_box)
    card = stacks[idx][0] if stacks[idx] else ""
    if card:
        stacks[idx] = stacks[idx][1:]
        box[idx] = box[idx] + (card,)
    revealed[idx] = bool(stacks[idx])
    if level < 3:
        nxt = stack_index(colour, level + 1)
        revealed[nxt] = bool(stacks[nxt])
    state = evolve(
        state, spec_stacks=tuple(stacks), spec_revealed=tuple(revealed), spec_box=tuple(box)
    )
    return state, card


# --- main actions -------------------------------------------------------------------------


def workshop(state: ResafaState, left: SoloCard, colour: str, lines: list[str]) -> ResafaState:
    """Remove the display tile at the left card's position (level II once the player may
    build level II) and refill; an empty position gives way to the next towards the stack."""
    level = 2 if level2_open(state, 0) and any(state.ws_display[1]) else 1
    shown = state.ws_display[level - 1]
    start = left.workshop_pos - 1
    for k in range(len(shown)):
        pos = (start + k) % len(shown)
        if shown[pos]:
            break
    else:
        lines.append("Resafabot finds no workshop tile to remove")
        return state
    tile = shown[pos]
    state = refill(evolve(state, tiles_gone=state.tiles_gone + (tile,)), level, pos)
    word = PLACE_WORDS[pos] if len(shown) == len(PLACE_WORDS) else f"number {pos + 1}"
    lines.append(f"Resafabot removes the {word} level {'I' * level} workshop ({tile})")
    return state


def provisions_colour(state: ResafaState, left: SoloCard, colour: str) -> str | None:
    """The track Provisions moves on: ``=`` the arrow's colour; ``1./=`` the furthest
    marker not at the end, a tie going to the arrow's colour, else the first tied in the
    order yellow, white, blue, pink; ``None`` when no marker can move."""
    end = components().proposed.track_length
    tracks = dict(zip(COLOURS, state.players[BOT].tracks))
    if left.provisions == "=":
        return colour if tracks[colour] < end else None
    open_ = {col: pos for col, pos in tracks.items() if pos < end}
    if not open_:
        return None
    best = max(open_.values())
    tied = [col for col in COLOURS if open_.get(col) == best]
    return colour if colour in tied else tied[0]


def provisions(state: ResafaState, left: SoloCard, colour: str, lines: list[str]) -> ResafaState:
    chosen = provisions_colour(state, left, colour)
    if chosen is None:
        lines.append("Resafabot's provisions move nothing: its markers are at the ends")
        return state
    why = " (its furthest marker)" if left.provisions == "1./=" else ""
    return move(state, chosen, lines, why)


def canal_target(state: ResafaState, direction: str) -> str | None:
    """The cell for Resafabot's next tile: walking from its last tile in ``direction``,
    the first cell without a tile; if the walk leaves the grid first, the same walk the
    opposite way; ``None`` when neither finds one."""
    solo = state.solo
    assert solo is not None
    side = water(state)
    rows = len(side.rows) + 1  # the tank row too
    dx, dy = STEP[direction]
    for sign in (1, -1):
        x, y = position(side, solo.cell)
        while True:
            x, y = x + sign * dx, y + sign * dy
            if not (0 <= x < side.columns and 0 <= y < rows):
                break
            cell = name(side, x, y)
            if at(state, cell) is None:
                return cell
    return None


def canal(state: ResafaState, left: SoloCard, colour: str, lines: list[str]) -> ResafaState:
    """The next stack tile beside the last one in the left card's direction (a tank tile,
    found in the stack, on a tank square); the marker cube moves onto it."""
    solo = state.solo
    assert solo is not None
    if not solo.stack:
        lines.append("Resafabot has no canal tile left")
        return state
    cell = canal_target(state, left.canal)
    if cell is None:
        lines.append("Resafabot finds no free space for a canal tile")
        return state
    tiles = components().canal_tiles
    if position(water(state), cell)[1] == len(water(state).rows):
        tanks = [(t, 1 - f) for t, f in solo.stack if tiles[t].faces[1 - f].tank]
        if not tanks:
            lines.append(f"Resafabot has no water tank tile left for {cell}")
            return state
        entry = next(e for e in solo.stack if e[0] == tanks[0][0])
        state = _with_face(state, entry, tanks[0][1])
        entry = tanks[0]
    else:
        entry = solo.stack[0]
    direction: str = left.canal  # turned round below, to the opposite side
    before = position(water(state), solo.cell)
    after = position(water(state), cell)
    dx, dy = STEP[direction]
    if (after[0] - before[0]) * dx < 0 or (after[1] - before[1]) * dy < 0:
        direction = {"up": "down", "down": "up", "left": "right", "right": "left"}[direction]
    had_bonus = any(where == cell for where, _ in state.canal_bonus)
    state = place_tile(state, cell, entry)
    line = f"Resafabot builds canal tile {entry[0]} on {cell}, {SIDE_WORD[direction]} its last tile"
    if had_bonus:
        line += ", removing the canal bonus tile there"
    lines.append(line + ", and moves its cube onto it")
    return state


def _with_face(state: ResafaState, entry: tuple[str, int], face: int) -> ResafaState:
    solo = state.solo
    assert solo is not None
    stack = tuple((t, face) if (t, f) == entry else (t, f) for t, f in solo.stack)
    return evolve(state, solo=evolve(solo, stack=stack))


def trading(state: ResafaState, left: SoloCard, colour: str, lines: list[str]) -> ResafaState:
    """A base on the leftmost free box of the first listed centre, else of the second
    (when it has no free box or already has Resafabot's base); the centre's trading tile
    is flipped. Resafabot takes no token and no box bonus."""
    c = components()
    p = state.players[BOT]
    if p.bases >= c.proposed.cubes_for_bases:
        lines.append("Resafabot has no cube left for a trading base")
        return state
    skipped = []
    for centre in left.centres:
        i = state.centres.index(centre)
        spots = boxes(state, centre)
        free = [
            b
            for b in range(len(spots))
            if state.bases[i][b] == -1 and not (spots[b].four_only and state.n < 4)
        ]
        if BOT in state.bases[i] or not free:
            skipped.append(c.centres[centre].name)
            continue
        row = state.bases[i][: free[0]] + (BOT,) + state.bases[i][free[0] + 1 :]
        bases = state.bases[:i] + (row,) + state.bases[i + 1 :]
        state = _with_player(evolve(state, bases=bases), BOT, evolve(p, bases=p.bases + 1))
        state = flip(state, centre)
        why = f" ({skipped[0]} is taken)" if skipped else ""
        lines.append(
            f"Resafabot places a trading base in {c.centres[centre].name}{why} "
            "and flips its trading tile"
        )
        return state
    lines.append(f"Resafabot cannot place a trading base in {' or '.join(skipped)}")
    return state


MAINS = {"workshop": workshop, "provisions": provisions, "canal": canal, "trading": trading}
