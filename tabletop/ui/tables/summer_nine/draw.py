"""Drawing Summer Nine's board. Every function reads a small typed context (``Ink``: the
surface, the cached text and art, who is who) and a ``Board`` (what the position shows,
built once per position by the table from the game's view and facts); none of them sees
the table or the engine state, and none changes anything.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from ... import theme
from ...icons import draw_symbol
from ...text import TextCache
from ...widgets import draw_panel
from . import layout as L
from .art import INK, KIND_RGB, Art
from .board import Board, PlayerBoard
from .fitting import band_size, band_text, size_within

Colour = tuple[int, int, int]
OPEN_FELT = (40, 74, 60)
SHUT_FELT = (30, 40, 46)
SLOT_EDGE = (96, 120, 110)


@dataclass(frozen=True)
class SeatLook:
    """A seat as drawn: its name, colour and the symbol that goes with the colour."""

    name: str
    rgb: Colour
    symbol: str


@dataclass(frozen=True)
class Ink:
    """What a drawing function may use: where, with which caches, for whom."""

    surface: pygame.Surface
    text: TextCache
    art: Art
    seats: tuple[SeatLook, ...]
    eyes: int
    shown: int
    """The seat whose schedule is drawn big."""
    held: Hashable | None
    """The key of the piece being dragged (its resting place is drawn empty)."""
    ticks: frozenset[Hashable]
    """Keys of pieces that have a legal move now (they carry a tick): ``Board.ticks``."""
    badge: pygame.Surface


@dataclass(frozen=True)
class Picture:
    """What the painted board shows (the table paints it again only when this changes):
    the position's board, the seat at the screen, the schedule shown big, the card lifted
    off its place, the art (palette and text size) and the seats as drawn."""

    board: Board
    eyes: int
    shown: int
    held: Hashable | None
    art: Art
    seats: tuple[SeatLook, ...]

    def ink(self, surface: pygame.Surface, text: TextCache, badge: pygame.Surface) -> Ink:
        """The drawing context for this picture on ``surface``."""
        return Ink(
            surface=surface,
            text=text,
            art=self.art,
            seats=self.seats,
            eyes=self.eyes,
            shown=self.shown,
            held=self.held,
            ticks=self.board.ticks,
            badge=badge,
        )


def draw_all(ink: Ink, board: Board) -> None:
    draw_pool(ink, board)
    draw_schedule(ink, board)
    draw_score(ink, board)
    draw_hand(ink, board)
    draw_others(ink, board)


# --- the pool -------------------------------------------------------------------------------
def draw_pool(ink: Ink, board: Board) -> None:
    s, text = ink.surface, ink.text
    draw_panel(s, L.POOL_PANEL, fill=(26, 48, 40))
    for month, name in enumerate(board.months):
        span = L.month_span(month, L.MONTH_LABEL_Y, 20)
        text.blit(s, name, span.center, 17, theme.TEXT, True, "center")
    for column, state in enumerate(board.columns, start=1):
        strip = pygame.Rect(
            L.column_x(column) - 3, L.POOL_TOP - 3, L.CARD[0] + 6, 2 * L.CARD[1] + L.GAP + 6
        )
        pygame.draw.rect(s, OPEN_FELT if state == "open" else SHUT_FELT, strip, border_radius=6)
    for card in board.pool:
        rect = L.pool_cell(card.row, card.column)
        key = ("pool", card.row, card.column)
        if card.face == "empty" or key == ink.held:
            pygame.draw.rect(s, SLOT_EDGE, rect, 2, border_radius=8)
            continue
        if card.face == "open" and card.look is not None:
            s.blit(ink.art.face(card.look, L.CARD), rect)
        elif card.face == "faded" and card.look is not None:
            s.blit(ink.art.faded(card.look, L.CARD), rect)
        else:
            note = "hidden" if board.columns[card.column - 1] == "hidden" else ""
            s.blit(ink.art.back(L.CARD, note), rect)
    # the deck
    text.blit(s, "Deck", (L.DECK.centerx, L.DECK.y - 22), 15, theme.TEXT, True, "midtop")
    if board.deck:
        s.blit(ink.art.back(L.CARD, str(board.deck)), L.DECK)
    else:
        pygame.draw.rect(s, SLOT_EDGE, L.DECK, 2, border_radius=8)
        text.blit(s, "empty", L.DECK.center, 15, theme.TEXT_DIM, anchor="center")
    round_words = board.round_line.split(":")[0]  # "Round 7 of 17"
    room = L.POOL_X - 18  # left of June, above "Deck": one line if it fits at 12, else two
    one = text.size(round_words, 12, True)[0] <= room
    lines = [round_words] if one else text.wrap(round_words, room, 14, True)[:2]
    if len(lines) == 2 and " " not in lines[1] and lines[0].count(" ") >= 2:
        head, word = lines[0].rsplit(" ", 1)  # no lone word below: "Round 9" / "of 17"
        lines = [head, f"{word} {lines[1]}"]
    step = text.size("Ag", 14, True)[1] - 1
    y = min(L.DECK.y - 62, L.DECK.y - 22 - step * len(lines))
    for i, line in enumerate(lines):
        size = size_within(text, line, room, 14, True)
        text.blit(s, line, (L.DECK.centerx, y + step * i), size, theme.ACCENT, True, "midtop")
    if board.refill is not None:
        text.blit(
            s,
            "Refill shown:",
            (L.DECK.centerx, L.DECK.bottom + 6),
            12,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        mini = ink.art.face(board.refill, L.MINI)
        s.blit(mini, (L.DECK.centerx - L.MINI[0] // 2, L.DECK.bottom + 22))
    # the discard pile and the card Time Travel took
    text.blit(
        s,
        f"Discard ({board.discard_count})",
        (L.DISCARD.centerx, L.DISCARD.y - 22),
        15,
        theme.TEXT,
        True,
        "midtop",
    )
    if board.discard is not None:
        s.blit(ink.art.face(board.discard, L.DISCARD.size), L.DISCARD)
    else:
        pygame.draw.rect(s, SLOT_EDGE, L.DISCARD, 2, border_radius=8)
        text.blit(s, "empty", L.DISCARD.center, 15, theme.TEXT_DIM, anchor="center")
    if board.picked is not None:
        text.blit(
            s,
            "Time Travel took:",
            (L.PICKED.centerx, L.PICKED.y - 18),
            12,
            theme.ACCENT,
            True,
            "midtop",
        )
        if ink.held != ("picked",) and board.picked_look is not None:
            s.blit(ink.art.face(board.picked_look, L.CARD), L.PICKED)
            _tick(ink, ("picked",), L.PICKED)
        else:
            pygame.draw.rect(s, SLOT_EDGE, L.PICKED, 2, border_radius=8)


# --- the big schedule ------------------------------------------------------------------------
def draw_schedule(ink: Ink, board: Board) -> None:
    s, text = ink.surface, ink.text
    player = board.players[ink.shown]
    seat = ink.seats[ink.shown]
    draw_panel(s, L.SCHEDULE_PANEL, fill=(34, 52, 60))
    own = ink.shown == ink.eyes
    draw_symbol(s, seat.symbol, (L.SCHEDULE_PANEL.x + 22, L.SCHEDULE_PANEL.y + 18), 9, seat.rgb)
    title = "Your schedule" if own else f"{seat.name}'s schedule"
    top = L.SCHEDULE_PANEL.y + 4  # the band above the month bands (from SCHEDULE_TOP - 4)
    band = pygame.Rect(L.SCHEDULE_PANEL.x, top, 0, L.SCHEDULE_TOP - 5 - top)
    end = band_text(text, s, title, (L.SCHEDULE_PANEL.x + 36, band), 17, theme.TEXT, True).right
    note = player.doing if own else "click here or on their panel to go back to yours"
    x = max(L.SCHEDULE_PANEL.x + 360, end + 24)
    colour = theme.ACCENT if own and player.doing else theme.TEXT_DIM
    note = text.fit(note, L.SCHEDULE_PANEL.right - 12 - x, band_size(text, note, band.h, 15))
    band_text(text, s, note, (x, band), 15, colour)
    for month in range(len(board.months)):
        span = L.month_span(month, L.SCHEDULE_TOP - 4, L.CARD[1] + 8)
        pygame.draw.rect(s, (44, 64, 74), span.inflate(8, 0), border_radius=8)
    marks = {m.slot: m for m in player.marks}
    for slot, look in enumerate(player.schedule, start=1):
        rect = L.slot_rect(slot)
        key = ("slot", slot)
        if look is None or (own and key == ink.held):
            pygame.draw.rect(s, SLOT_EDGE, rect, 2, border_radius=8)
            month_name = board.months[L.month_of(slot)]
            text.blit(
                s, month_name, (rect.centerx, rect.centery - 10), 15, theme.TEXT_DIM, True, "center"
            )
            text.blit(
                s,
                f"slot {slot}",
                (rect.centerx, rect.centery + 12),
                13,
                theme.TEXT_DIM,
                anchor="center",
            )
        else:  # with its word from the live scoring on a plate, crossed out if removed
            mark = marks.get(slot)
            plate = tuple(mark.text.split(": ")) if mark is not None else ()
            s.blit(ink.art.face(look, L.CARD, plate, mark is not None and mark.bad), rect)
    left = pygame.Rect(L.SCHEDULE_PANEL.x + 8, L.SCHEDULE_TOP, L.POOL_X - 24, L.CARD[1])
    text.blit(s, "Score", (left.centerx, left.y + 18), 15, theme.TEXT_DIM, anchor="midtop")
    text.blit(s, player.score, (left.centerx, left.y + 40), 34, theme.TEXT, True, "midtop")


# --- the live score --------------------------------------------------------------------------
def draw_score(ink: Ink, board: Board) -> None:
    s, text = ink.surface, ink.text
    player = board.players[ink.shown]
    panel = L.SCORE_PANEL
    draw_panel(s, panel, fill=(34, 52, 60))
    text.blit(
        s,
        text.fit(player.score_title, panel.w - 16, 15),
        (panel.x + 8, panel.y + 8),
        15,
        theme.TEXT,
        True,
    )
    bottom = panel.bottom - 8
    # line steps from the letters' height (larger text, taller lines), as at 100 %: 16 and 14
    name_step = text.size("Ag", 13, True)[1]
    detail_step = text.size("Ag", 12)[1] - 1
    if player.score_note:
        lines = text.wrap(player.score_note, panel.w - 16, 12)
        bottom -= detail_step * len(lines) + 1
        for i, line in enumerate(lines):
            text.blit(s, line, (panel.x + 8, bottom + 4 + detail_step * i), 12, theme.ACCENT)
    y = panel.y + 8 + text.size("Ag", 15, True)[1] + 6
    more = "… more on hover"
    for label, value, detail in player.score_lines:
        value_w = text.size(value, 13, True)[0]
        names = text.wrap(label, panel.w - 28 - value_w, 13, True)  # every line: a row
        details = text.wrap(detail, panel.w - 20, 12) if detail else []  # with no room goes
        if y + name_step * len(names) + detail_step * (len(details) + 1) > bottom:  # whole
            text.blit(s, text.fit(more, panel.w - 16, 12), (panel.x + 8, y), 12, theme.TEXT_DIM)
            break
        text.blit(s, value, (panel.right - 8, y), 13, theme.TEXT, True, "topright")
        for line in names:
            text.blit(
                s,
                text.fit(line, panel.w - 28 - value_w, 13, True),
                (panel.x + 8, y),
                13,
                theme.TEXT,
                True,
            )
            y += name_step
        for line in details:
            text.blit(s, text.fit(line, panel.w - 20, 12), (panel.x + 14, y), 12, theme.TEXT_DIM)
            y += detail_step
        y += 3


# --- your hand -------------------------------------------------------------------------------
EMPTY_HAND = "No cards yet: actions, objectives and collectibles you take come here."
"""What an empty hand's panel says (in size 15; "What happened" keeps clear of it)."""


def draw_hand(ink: Ink, board: Board) -> None:
    s, text = ink.surface, ink.text
    draw_panel(s, L.HAND_PANEL, fill=(34, 52, 60))
    band = pygame.Rect(L.HAND_PANEL.x, L.HAND_PANEL.y + 4, 0, L.HAND_TOP - 2 - L.HAND_PANEL.y - 4)
    band_text(text, s, "Your hand", (L.HAND_PANEL.x + 12, band), 17, theme.TEXT, True)
    if not board.hand:
        text.blit(s, EMPTY_HAND, (L.HAND_PANEL.x + 12, L.HAND_TOP + 40), 15, theme.TEXT_DIM)
        return
    for card, rect in zip(board.hand, L.hand_rects(len(board.hand))):
        if card.key is not None and card.key == ink.held and card.count == 1:
            pygame.draw.rect(s, SLOT_EDGE, rect, 2, border_radius=8)
            continue
        s.blit(ink.art.face(card.look, L.HAND_CARD), rect)
        if card.count > 1:
            tag = text.render(f"×{card.count}", 15, theme.TEXT_DARK, True)
            plate = tag.get_rect(topright=(rect.right - 3, rect.y + 24)).inflate(8, 2)
            pygame.draw.rect(s, theme.ACCENT, plate, border_radius=6)
            s.blit(tag, tag.get_rect(center=plate.center))
        if card.key is not None:
            _tick(ink, card.key, rect)


# --- the other players -----------------------------------------------------------------------
def draw_others(ink: Ink, board: Board) -> None:
    s, text = ink.surface, ink.text
    n = len(board.players)  # the next player first, as the table's panels are counted
    seats = [(ink.eyes + k) % n for k in range(1, n)]
    for panel in L.other_panels(seats):
        player = board.players[panel.seat]
        seat = ink.seats[panel.seat]
        active = bool(player.doing)
        draw_panel(s, panel.frame, fill=(48, 58, 70) if panel.seat == ink.shown else (34, 52, 60))
        if active:
            pygame.draw.rect(s, theme.ACCENT, panel.frame, 3, border_radius=8)
        head = panel.header
        draw_symbol(s, seat.symbol, (head.x + 9, head.centery), 8, seat.rgb)
        text.blit(
            s,
            text.fit(seat.name, head.w - 150, 16),
            (head.x + 22, head.y + 2),
            16,
            theme.TEXT,
            True,
        )
        text.blit(
            s, f"score {player.score}", (head.right, head.y + 3), 15, theme.TEXT, True, "topright"
        )
        if active:
            text.blit(
                s,
                text.fit("▶ " + player.doing, head.w, 13),
                (head.x, head.bottom + 1),
                13,
                theme.ACCENT,
                True,
            )
        size = panel.mini_scale()
        for slot, look in enumerate(player.schedule, start=1):
            rect = panel.slot(slot)
            if look is None:
                pygame.draw.rect(s, SLOT_EDGE, rect, 1, border_radius=5)
            else:
                s.blit(ink.art.face(look, size), rect)
        end = _counts(ink, panel, player)
        note = "click to open" if panel.seat != ink.shown else "shown above"
        w, h = text.size(note, 13)
        pos = (head.right, panel.footer_y)
        if end.right + 12 > head.right - w:  # no room beside the counts: under them
            pos = (head.right, min(end.bottom + 2, panel.frame.bottom - 4 - h))
        text.blit(s, note, pos, 13, theme.TEXT_DIM, anchor="topright")


def _counts(ink: Ink, panel: L.OtherPanel, player: PlayerBoard) -> pygame.Rect:
    """Another player's hand as counts (S9-2): a card back with the number of cards, and
    the Take Two pile with its number. Returns the rect they take."""
    s, text = ink.surface, ink.text
    x, y = panel.header.x, panel.footer_y
    cards = player.hand_count - player.take_twos
    h = min(52, panel.frame.bottom - y - 6)
    if h < 34:
        line = f"Hand: {cards} card{'s' if cards != 1 else ''} · Take Two: {player.take_twos}"
        return text.blit(s, line, (x, y), 14, theme.TEXT)
    w = h * 5 // 7
    s.blit(ink.art.back((w, h), str(cards)), (x, y))
    label = f"card{'s' if cards != 1 else ''} in hand"
    end = text.blit(s, label, (x + w + 6, y + h // 2), 14, theme.TEXT, anchor="midleft").right
    x = max(x + w + 120, end + 14)  # the pile after the words, however large the letters
    pile = pygame.Rect(x, y, w, h)
    pygame.draw.rect(s, KIND_RGB["take_two"], pile, border_radius=5)
    icon = ink.art.icon("take_two", w - 8)
    s.blit(icon, icon.get_rect(midtop=(pile.centerx, pile.y + 3)))
    text.blit(
        s, str(player.take_twos), (pile.centerx, pile.bottom - 2), 15, theme.TEXT, True, "midbottom"
    )
    pygame.draw.rect(s, INK, pile, 1, border_radius=5)
    words = text.blit(
        s, "Take Two", (pile.right + 6, pile.centery), 14, theme.TEXT, anchor="midleft"
    )
    return pygame.Rect(panel.header.x, y, words.right - panel.header.x, h)


def _tick(ink: Ink, key: tuple[str, ...], rect: pygame.Rect) -> None:
    if key in ink.ticks and key[0] != "pool":  # open pool cards are plainly takeable
        ink.surface.blit(ink.badge, (rect.right - 16, rect.y - 8))


def draw_step_hint(ink: Ink, message: str) -> None:
    """The second step of a two-step gesture, said over the schedule."""
    text = ink.text
    label = text.render(text.fit(message, 900, 16), 16, theme.TEXT_DARK, True)
    plate = label.get_rect(midbottom=(L.SCHEDULE_PANEL.centerx, L.SCHEDULE_PANEL.y + 2))
    plate = plate.inflate(16, 8)
    pygame.draw.rect(ink.surface, theme.ACCENT, plate, border_radius=8)
    ink.surface.blit(label, label.get_rect(center=plate.center))
