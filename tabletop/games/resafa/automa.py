"""Resafabot, the automa of Resafa's solo mode (rulebook "Solo mode"; the solo cards in
``data/resafa/solo_cards.yaml``, our fill of the book's gaps in components C17).

The player is seat 0 and Resafabot seat 1 (``Player.bot``): it has track markers, cubes
and canal tiles only, scores nothing and holds nothing. Its turns are automatic steps of
the engine: ``play_bot`` runs them after every move, so the actor is always the player.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from tabletop.engine import Result

from .canals import at, name, position, water
from .components import components
from .flow import next_turn
from .records import COLOURS, SoloCard
from .scoring import breakdown
from .state import PLAY, SETUP, PlacedCanal, Player, ResafaState, Solo, Task, stack_index
from .state import with_player as _with_player
from .trading import boxes, flip
from .workshops import level2_open, refill

BOT = 1
"""Resafabot's seat (the player is seat 0)."""
SETUP_CARD = "SO0"
"""The canal tile setup card: the palm side at set-up, on top of the deck every cycle."""
CYCLE = 6
"""Solo cards Resafabot plays before the deck is rebuilt."""
SLOT = {"D-L": 0, "D-M": 1, "D-R": 2}
"""The bonus display slot each discard icon marks (1 leftmost, next to the deck)."""
PLACE_WORDS = ("leftmost", "middle", "rightmost")
RATINGS = ((220, "excellent"), (200, "very good"), (180, "good"), (150, "okay"))
"""The designer's solo scale (rulebook, Solo mode): the least VP for each word."""
STEPS = 2
"""Spaces Resafabot's marker moves on a track (colour action and Provisions)."""
STEP = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
SIDE_WORD = {"up": "above", "down": "below", "left": "left of", "right": "right of"}
REPLACED = ("production", "garden")
"""Main actions Resafabot never takes: the card's red-outlined action replaces them."""


@functools.cache
def solo_card(card_id: str) -> SoloCard:
    """The solo card ``card_id`` (SO0..SO6)."""
    return next(x for x in components().solo_cards if x.id == card_id)


def is_solo(state: ResafaState) -> bool:
    return state.solo is not None


# --- set-up -----------------------------------------------------------------------------


def solo_setup(state: ResafaState) -> ResafaState:
    """The 2-player set-up turned into the solo one: seat 1 becomes Resafabot with its
    shuffled canal stack (random sides, no tank face up), its markers on the tracks, its
    first tile on the palm cell the random card's orange pillar points at, and the solo
    deck (setup card on top of the other 6, shuffled). The player turns their starting
    workshops first; the start player (drawn by the 2-player set-up) stays random."""
    c = components()
    rng = state.rng
    tiles, rng = rng.shuffled(list(c.canal_tiles))
    stack = []
    for tile in tiles:
        faces = c.canal_tiles[tile].faces
        face, rng = rng.choice([f for f in (0, 1) if not faces[f].tank])
        stack.append((tile, face))
    turned, rng = rng.below(2)  # the setup card may lie either way up
    palm = tuple(reversed(c.palm_cells)) if turned else c.palm_cells
    others = [x.id for x in c.solo_cards if x.id != SETUP_CARD]
    pillar, rng = rng.choice(others)
    deck, rng = rng.shuffled(others)
    bot = Player(set_id="", at="", camel=0, bot=True, canals_left=tuple(t for t, _ in stack))
    state = replace(
        state,
        players=(state.players[0], bot),
        rng=rng,
        solo=Solo(deck=(SETUP_CARD,) + deck, stack=tuple(stack)),
        current=0,
        tasks=(Task("setup", 0),),
    )
    return _place(state, palm[solo_card(pillar).pillar - 1], stack[0])


def _place(state: ResafaState, cell: str, entry: tuple[str, int]) -> ResafaState:
    """Resafabot's tile on ``cell``: a canal bonus tile there leaves the game, a water cube
    beside it moves onto it, and its marker cube moves onto it."""
    solo = state.solo
    assert solo is not None
    tile, face = entry
    p = state.players[BOT]
    left = list(p.canals_left)
    left.remove(tile)
    state = _with_player(state, BOT, replace(p, canals_left=tuple(left)))
    stack = list(solo.stack)
    stack.remove(entry)
    state = replace(
        state,
        canals=state.canals + (PlacedCanal(cell, BOT, tile, face),),
        solo=replace(solo, stack=tuple(stack), cell=cell),
    )
    gone = tuple(t for where, t in state.canal_bonus if where == cell)
    if gone:
        state = replace(
            state,
            canal_bonus=tuple(x for x in state.canal_bonus if x[0] != cell),
            tiles_gone=state.tiles_gone + gone,
        )
    fed = [s.id for s in water(state).sources if s.cell == cell and s.id in state.sources]
    if fed:
        state = replace(
            state,
            sources=tuple(s for s in state.sources if s not in fed),
            cubes_on=state.cubes_on + tuple((cell, s) for s in fed),
        )
    return state


# --- the turn ---------------------------------------------------------------------------


def play_bot(state: ResafaState) -> ResafaState:
    """Play Resafabot's turns while it is its turn and nothing waits for the player; in
    the set-up, skip its starting workshops (it has none)."""
    if state.solo is None:
        return state
    played: list[str] = []
    while True:
        task = state.task
        if state.phase == SETUP and task is not None and task.seat == BOT:
            state = replace(state, phase=PLAY, current=state.start, tasks=())
        elif state.phase == PLAY and task is None and state.current == BOT and not state.ending:
            state, lines = bot_turn(state)
            played.extend(lines)
            state = next_turn(state)
        else:
            break
    if played:
        state = replace(state, solo=replace(state.solo, log=tuple(played)))  # type: ignore[arg-type]
    return state


def arrowed(left: SoloCard, right: SoloCard) -> tuple[str, str]:
    """(action, colour) of the right card's half the left card's arrow points at."""
    half = right.top if left.arrow == "up" else right.bottom
    assert half is not None, f"{right.id} has no action face"
    return half[0], half[1]


def bot_turn(state: ResafaState) -> tuple[ResafaState, list[str]]:
    """Flip the top solo card to the left; its arrow picks the half of the next card (the
    right card); the colour action by the left card's icon, then the main action (the
    red-outlined one instead of production or garden). After 6 cards the deck is rebuilt."""
    solo = state.solo
    assert solo is not None
    left_id, deck = solo.deck[0], solo.deck[1:]
    right_id = deck[0]
    left, right = solo_card(left_id), solo_card(right_id)
    action, colour = arrowed(left, right)
    solo = replace(solo, deck=deck, left=solo.left + (left_id,), shown=(left_id, right_id))
    state = replace(state, solo=solo)
    lines = [f"Resafabot flips a solo card: {action} with {colour}"]
    state = colour_action(state, left, colour, lines)
    main = right.red if action in REPLACED else action
    if main != action:
        lines.append(f"Resafabot takes the red-outlined {main} action instead of {action}")
    state = MAINS[main](state, left, colour, lines)
    if len(state.solo.left) >= CYCLE:  # type: ignore[union-attr]
        state = rebuild(state)
        lines.append("Resafabot's solo deck is shuffled again, the setup card on top")
    return state, lines


def rebuild(state: ResafaState) -> ResafaState:
    """Collect the solo cards, shuffle the 6 and put the setup card back on top."""
    solo = state.solo
    assert solo is not None
    cards = [x for x in solo.left + solo.deck if x != SETUP_CARD]
    deck, rng = state.rng.shuffled(sorted(cards))
    return replace(state, rng=rng, solo=replace(solo, deck=(SETUP_CARD,) + deck, left=()))


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
    return replace(state, bonus_display=display, bonus_gone=state.bonus_gone + (row[found],))


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
    state = _with_player(state, BOT, replace(p, tracks=tracks))
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
    state = replace(
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
    state = refill(replace(state, tiles_gone=state.tiles_gone + (tile,)), level, pos)
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
    direction = left.canal
    before = position(water(state), solo.cell)
    after = position(water(state), cell)
    dx, dy = STEP[direction]
    if (after[0] - before[0]) * dx < 0 or (after[1] - before[1]) * dy < 0:
        direction = {"up": "down", "down": "up", "left": "right", "right": "left"}[direction]
    had_bonus = any(where == cell for where, _ in state.canal_bonus)
    state = _place(state, cell, entry)
    line = f"Resafabot builds canal tile {entry[0]} on {cell}, {SIDE_WORD[direction]} its last tile"
    if had_bonus:
        line += ", removing the canal bonus tile there"
    lines.append(line + ", and moves its cube onto it")
    return state


def _with_face(state: ResafaState, entry: tuple[str, int], face: int) -> ResafaState:
    solo = state.solo
    assert solo is not None
    stack = tuple((t, face) if (t, f) == entry else (t, f) for t, f in solo.stack)
    return replace(state, solo=replace(solo, stack=stack))


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
        state = _with_player(replace(state, bases=bases), BOT, replace(p, bases=p.bases + 1))
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


# --- result -------------------------------------------------------------------------------


def rating(vp: int) -> str:
    """The designer's word for a solo score (``below okay`` under 150 VP)."""
    for least, word in RATINGS:
        if vp >= least:
            return word
    return "below okay"


def scale_text() -> str:
    """``150 okay, 180 good, 200 very good, 220+ excellent``."""
    parts = [f"{least} {word}" for least, word in reversed(RATINGS)]
    parts[-1] = parts[-1].replace(" ", "+ ", 1)
    return ", ".join(parts)


def result(state: ResafaState) -> Result:
    """The player's score and the designer's rating (Resafabot scores nothing)."""
    row = breakdown(state, 0)
    total = sum(v for _, v in row)
    notes = (
        f"Solo against Resafabot: {total} VP, {rating(total)}.",
        f"The designer's scale: {scale_text()}.",
    )
    return Result((total,), (row,), (1,), notes)


def with_bot_lines(before: ResafaState, after: ResafaState, line: str) -> str:
    """A move's log line followed by the lines of the Resafabot turns it brought on."""
    if before.solo is None or after.solo is None:
        return line
    if (before.solo.deck, before.solo.left) == (after.solo.deck, after.solo.left):
        return line
    return "; ".join((line,) + after.solo.log)
