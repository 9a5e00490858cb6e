"""What happens by itself after a Resafa move (the contract's ``events``): the card drawn
at the end of a turn in the odd rounds (how many, never which), the end of a round (the
cards gathered and reshuffled, the bonus display renewed), rain scoring (the VP of canal
tiles, then each cube's way down and who scored), the start player passing, the next
round and level II workshops; in the solo mode Resafabot's turns, one line per effect.

The round's changes are read from ``before`` and ``after``; the rain is re-run with the
functions ``rain`` uses, writing down each cube's way (a test holds the VP it gives equal
to the rules'). Seats are named with ``seat_ref``. Pure: it only builds new states.
"""

from __future__ import annotations

import re

from tabletop.engine import Action
from tabletop.engine.evolve import evolve
from tabletop.engine.result import seat_ref

from .. import automa
from ..automa.words import ICON_WORDS, main_rule
from ..components import components
from ..components.records import COLOURS, SoloCard
from ..rules.canals import at, split, water
from ..rules.effects import pop
from ..rules.rain import _score, cube_done, score_tiles, wait_at, walk
from ..state import OVER, PLAY, RAIN, ResafaState

BOT_NAME = "Resafabot"
"""The automa's name, for its seat look (its pieces: canal tiles, cubes, track markers)."""


def bot_plain_turn(view: ResafaState) -> tuple[str, ...]:
    """The lines of Resafabot's turn(s) brought on by the last move, one per effect, in
    players' words (no tile codes: a workshop or canal tile is named by where it goes);
    the solo panel's, beside the cards that say why."""
    return tuple(plain(line) for line in view.solo.log) if view.solo is not None else ()


def bot_last_turn(view: ResafaState) -> tuple[str, ...]:
    """``bot_plain_turn``'s lines (as many, in order), each effect told with the card or
    rule that made Resafabot act (``told_turns``): the move log's and "What happened"'s."""
    return told_turns(view)


_CODES = (
    (re.compile(r" \((?:L\d|S)[-\w]*\)"), ""),  # "workshop (L1-12)"
    (re.compile(r"canal tile K\w+ on"), "a canal tile on"),
    (re.compile(r"canal tile K\w+"), "a canal tile"),
)


def plain(line: str) -> str:
    """An automa line without the data's tile codes."""
    for pattern, words in _CODES:
        line = pattern.sub(words, line)
    return line


def events(before: ResafaState, action: Action, after: ResafaState) -> tuple[str, ...]:
    """Lines for what happened by itself after ``action`` (empty for most moves)."""
    lines: list[str] = []
    ended = before.phase == PLAY and (after.round != before.round or after.phase in (RAIN, OVER))
    reshuffled = ended and before.round in components().facts.reshuffle_after_rounds
    if not reshuffled:
        lines.extend(draw_lines(before, after))
    bot = bot_lines(before, after)
    starts = after.round != before.round and after.players[after.start].bot
    if not starts:
        lines.extend(bot)  # Resafabot plays its turn after the player's
    if ended:
        lines.extend(round_end_lines(before, after))
        if before.round in components().facts.rain_after_rounds:
            lines.extend(rain_start(before, after))
    elif before.phase == RAIN and before.task is not None and before.task.kind == "route":
        way = getattr(action, "way", None)
        if way is not None:
            lines.extend(rain_after_route(before, way))
    if before.phase != OVER and after.phase != RAIN and after.round != before.round:
        lines.extend(round_start_lines(after))
    elif after.phase == OVER and before.phase != OVER:
        lines.append(f"Round {after.round} was the last: the game ends with the final scoring.")
        lines.extend(sacks_at_end_lines(after))
    if starts:
        lines.extend(bot)  # Resafabot starts the new round
    return tuple(lines)


def sacks_at_end_lines(state: ResafaState) -> tuple[str, ...]:
    """Ruling RE-1: the sack cards each player still held, discarded for VP at the end."""
    vp = components().facts.sack_discard_vp
    lines = []
    for seat, p in enumerate(state.players):
        if p.sacks_at_end:
            n = p.sacks_at_end
            cards = "sack card" if n == 1 else "sack cards"
            lines.append(f"{who(state, seat)} discards {n} {cards} left in hand for {n * vp} VP.")
    return tuple(lines)


def bot_lines(before: ResafaState, after: ResafaState) -> tuple[str, ...]:
    """The solo mode: Resafabot's turn(s) brought on by the move, one line per effect
    (the solo cards flipped, the colour action, the main action, the deck rebuilt), each
    with the card or rule that made it act (``told_turns``)."""
    if before.solo is None or after.solo is None:
        return ()
    if (before.solo.deck, before.solo.left) == (after.solo.deck, after.solo.left):
        return ()
    return bot_last_turn(after)


FLIPS = f"{BOT_NAME} flips a solo card: "


def turn_cards(view: ResafaState, turns: int) -> list[tuple[str, str] | None]:
    """(flipped card, next card) of each of Resafabot's last ``turns`` (``None`` where
    not known: a turn before its deck was shuffled again). The flipped cards of this
    cycle are ``left`` in order, the next card of a turn is the next turn's flipped card,
    and the last turn's two cards are ``shown``."""
    solo = view.solo
    assert solo is not None
    out: list[tuple[str, str] | None] = []
    for t in range(turns - 1):
        at = len(solo.left) - (turns - t)
        out.append((solo.left[at], solo.left[at + 1]) if at >= 0 else None)
    shown = solo.shown
    return out + [(shown[0], shown[1]) if len(shown) == 2 else None]


def told_turns(view: ResafaState) -> tuple[str, ...]:
    """Resafabot's lines (``bot_plain_turn``), each effect told with what made it act:
    ``Resafabot's flipped card says "discard the leftmost bonus card of that colour"
    (white): it discards the leftmost white bonus card from the bonus display``,
    ``Resafabot's canal action (its flipped card: build left of its last tile): it builds
    a canal tile on A1, ...``. A turn whose cards are not known keeps its plain lines."""
    lines = bot_plain_turn(view)
    if not lines:
        return ()
    turns: list[list[str]] = []
    for line in lines:
        if line.startswith(FLIPS) or not turns:
            turns.append([])
        turns[-1].append(line)
    cards = turn_cards(view, len(turns))
    out: list[str] = []
    for turn, pair in zip(turns, cards):
        try:
            assert pair is not None
            left, right = automa.solo_card(pair[0]), automa.solo_card(pair[1])
            out.extend(_told_turn(turn, left, right))
        except (AssertionError, KeyError, StopIteration):  # not known: as played
            out.extend(turn)
    return tuple(out)


_TOLD = (
    (re.compile(r"^moves 1 on (\w+)"), r"moves its marker 1 space on the \1 track"),
    (re.compile(r"^moves (\d) on (\w+)"), r"moves its marker \1 spaces on the \2 track"),
    (re.compile(r"^discards (the \w+ \w+ bonus card)$"), r"discards \1 from the bonus display"),
)


def _told_turn(turn: list[str], left: SoloCard, right: SoloCard) -> list[str]:
    action, colour = automa.arrowed(left, right)
    main = right.red if action in automa.REPLACED else action
    half = "upper" if left.arrow == "up" else "lower"
    out: list[str] = []
    for i, line in enumerate(turn):
        rest = line.removeprefix(f"{BOT_NAME} ")
        for pattern, words in _TOLD:
            rest = pattern.sub(words, rest)
        said = f"it {rest}" if rest != line else line
        if i == 0 and line.startswith(FLIPS):
            out.append(
                f"{FLIPS}its arrow points to the {half} half of the next card, "
                f"{action} with {colour}"
            )
        elif i == 1:
            rule = ICON_WORDS[left.colour_icon]
            out.append(f'{BOT_NAME}\'s flipped card says "{rule}" ({colour}): {said}')
        elif "red-outlined" in line:
            out.append(f"{line} (it never takes production or garden)")
        elif i == len(turn) - 1 and "shuffled again" in line:
            out.append(line)
        else:
            rule = main_rule(left, main)
            out.append(f"{BOT_NAME}'s {main} action (its flipped card: {rule}): {said}")
    return out


def who(state: ResafaState, seat: int) -> str:
    """A seat in a line: ``seat_ref`` for a person, the automa's name for Resafabot."""
    return BOT_NAME if state.players[seat].bot else seat_ref(seat)


# --- the end of a turn and of a round -------------------------------------------------------


def draw_lines(before: ResafaState, after: ResafaState) -> list[str]:
    """A card drawn at the end of a turn (odd rounds) or by a yellow swap: how many only."""
    out = []
    for seat, (a, b) in enumerate(zip(before.players, after.players)):
        n = len(a.draw) - len(b.draw)
        if n > 0 and not a.bot:
            cards = "a card" if n == 1 else f"{n} cards"
            left = len(b.draw)
            out.append(f"Draw: {seat_ref(seat)} draws {cards} from their draw pile ({left} left).")
    return out


def round_end_lines(before: ResafaState, after: ResafaState) -> list[str]:
    """The round over: the cards gathered (and reshuffled after rounds 2 and 4), the bonus
    display renewed."""
    f = components().facts
    lines = [f"Round {before.round} is over."]
    if before.round >= f.rounds:
        return lines
    if before.round in f.reshuffle_after_rounds:
        lines.append(
            "Reshuffle: everyone takes back all their action cards, keeps their yellow "
            f"cards, shuffles the rest and draws up to {f.cards_per_round}."
        )
    else:
        lines.append("Cards: the cards played this round are turned face down in their slots.")
    dealt = []
    empty = []
    for i, colour in enumerate(COLOURS):
        n = len(before.bonus_decks[i]) - len(after.bonus_decks[i])
        if n > 0:
            dealt.append(f"{n} {colour}")
        if n < f.bonus_display_per_colour:
            empty.append(colour)
    line = "Bonus display: the cards left are removed; new cards: " + (
        ", ".join(dealt) if dealt else "none"
    )
    if empty:
        line += f" (no {', '.join(empty)} card left)"
    lines.append(line + ".")
    bonus = components().bonus_cards
    old = {bonus[x].level for row in before.bonus_display for x in row if x}
    new = {bonus[x].level for row in after.bonus_display for x in row if x}
    if 2 in new and 2 not in old:
        lines.append("Bonus display: level II bonus cards enter the display.")
    return lines


def round_start_lines(after: ResafaState) -> list[str]:
    """The next round begins with the start player passed on; level II workshops."""
    lines = [f"Round {after.round} begins; {who(after, after.start)} is the start player."]
    if after.round == components().facts.level2_workshops_from_round:
        shown = sum(1 for x in after.ws_display[1] if x)
        lines.append(f"Level II workshops: {shown} tiles are shown and can be built from now on.")
    return lines


# --- rain ---------------------------------------------------------------------------------------


def cell_word(cell: str) -> str:
    """``B3``, or ``the tank of column B``."""
    _, row = split(cell)
    return f"the tank below {cell[0]}" if row < 0 else cell


def rain_start(before: ResafaState, after: ResafaState) -> list[str]:
    """Canal tiles score, then the cubes flow, until a player must steer one."""
    state = _rain_base(before, after)
    lines = [f"Rain after round {before.round}: every canal tile scores for its owner."]
    scored = score_tiles(state)
    for seat, (a, b) in enumerate(zip(state.players, scored.players)):
        tiles = sum(1 for c in state.canals if c.owner == seat)
        if tiles and not a.bot:
            lines.append(
                f"Rain: {seat_ref(seat)} scores {b.vp - a.vp} VP for {tiles} canal tile"
                f"{'s' if tiles != 1 else ''}."
            )
    if not state.canals:
        lines.append("Rain: nobody has a canal tile yet.")
    _run(scored, lines)
    return lines


def _rain_base(before: ResafaState, after: ResafaState) -> ResafaState:
    """The table as the rain began: ``after``'s canals and players' VP as before, and the
    cubes waiting (those of ``before`` and those a canal fed during this move)."""
    side = water(after)
    fed = [s for s in before.sources if s not in after.sources]
    cells = {s.id: s.cell for s in side.sources}
    cubes = before.cubes_on + tuple((cells[s], s) for s in fed)
    players = tuple(evolve(b, vp=a.vp) for a, b in zip(before.players, after.players))
    return evolve(after, players=players, cubes_on=cubes, tasks=(), phase=RAIN)


def rain_after_route(before: ResafaState, way: str) -> list[str]:
    """The steered cube flows on, then the cubes still waiting."""
    task = before.task
    assert task is not None
    lines: list[str] = []
    state = _flow(pop(before), task.seat, task.cell, task.came, way, lines, start=task.cell)
    _run(state, lines)
    return lines


def _run(state: ResafaState, lines: list[str]) -> ResafaState:
    """``rain.run`` with a line per cube."""
    while state.cubes_on and not state.tasks:
        cell, source = state.cubes_on[0]
        state = evolve(state, cubes_on=state.cubes_on[1:])
        placed = at(state, cell)
        assert placed is not None
        side = next(s.side for s in water(state).sources if s.id == source)
        start = state
        state = _score(state, cell)
        state = _flow(state, placed.owner, cell, side, None, lines, start=cell, scored=start)
    return state


def _flow(
    state: ResafaState,
    router: int,
    cell: str,
    came: str,
    way: str | None,
    lines: list[str],
    start: str,
    scored: ResafaState | None = None,
) -> ResafaState:
    """``rain.flow`` writing down the cells the cube passes and the VP they give."""
    first = scored or state
    path: list[str] = []
    state, waiting = walk(state, router, cell, came, way, lambda s, c: path.append(c))
    if waiting:
        lines.append(_cube_line(first, state, start, path, router, stopped=waiting[0]))
        return wait_at(state, router, waiting)
    state = cube_done(state, router)
    lines.append(_cube_line(first, state, start, path, router, stopped=None))
    return state


def _cube_line(
    first: ResafaState,
    now: ResafaState,
    start: str,
    path: list[str],
    router: int,
    stopped: str | None,
) -> str:
    """``Rain: the cube at B2 flows B3, C3, the tank below C: Ann +3 VP; Ann keeps it.``"""
    way = ", ".join(cell_word(c) for c in path)
    text = f"Rain: the cube at {cell_word(start)} " + (f"flows {way}" if path else "stays")
    gains = [
        f"{who(now, s)} +{b.vp - a.vp} VP"
        for s, (a, b) in enumerate(zip(first.players, now.players))
        if b.vp > a.vp
    ]
    if gains:
        text += ": " + ", ".join(gains)
    if stopped is not None:
        return text + f"; at {cell_word(stopped)} {who(now, router)} chooses its way."
    return text + f"; {who(now, router)} keeps the cube."
