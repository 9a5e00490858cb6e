"""A lesson on the real table (``data/<id>/lesson.yaml``, ``tabletop/lessons``): the coach.

``open_lesson(ctx, game)`` builds the game's own table on the lesson's match (not
autosaved) and has it hold a ``Coach``, which narrows it (``TableScene.narrow``): only
the taught move lights and is offered as a button, any other is refused with the
lesson's sentence ("In this lesson, draw a card now."), no bot decides, no curtain comes
up, no command is offered and the end opens no results.

The coach panel stands over the players and the move log (over "Your moves" too when
the step offers no move button), its buttons where the commands stand: **Back**, **Skip
this step**, **Leave the lesson** and **Next** (Enter). The pointer outlines the piece
and the place of the taught move (``pointing.point_at``, in the table's own
coordinates), or its button. Another seat's scripted move is played after a visible
pause (``SCRIPT_DELAY``) with the step's text, glides to its place and waits for Next
with its ``why``. At the end: the ``outro``, **Play a real game** (set-up with the
lesson's player count and mode) and **Back to the title**; the game is marked as
learnt in the settings (``lessons_done``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.lessons import LessonRunner, lesson_problem, load_lesson

from .. import theme
from ..settings import SettingsSaveError, save_settings, with_lesson_done
from ..widgets import Button, draw_panel
from .frames import SIDEBAR
from .part import TablePart
from .pointing import Pointer, point_at

if TYPE_CHECKING:
    from ..scene import Context
    from .base import TableScene

SCRIPT_DELAY = 1.2
"""Seconds the coach shows another seat's step before its move is played (times the
animation speed)."""
BUTTONS_H = 116
"""The coach's buttons: two rows where the commands stand."""


def open_lesson(ctx: Context, game: Game) -> TableScene | str:
    """``game``'s lesson on its table (not yet on the stack), or why it cannot open."""
    problem = game.data_problem() or lesson_problem(game)
    if problem:
        return problem
    runner = LessonRunner(game, load_lesson(game))
    table: TableScene = ctx.services.table_for(game)(ctx, runner.match, autosave=False)
    coach = Coach(table, runner)
    table.narrow(coach)
    table.hold(coach)
    return table


class Coach(TablePart):
    """The lesson's part of the table: the runner, the panel, the pointer."""

    def __init__(self, table: TableScene, runner: LessonRunner):
        self.table = table
        self.runner = runner
        self.timer = 0.0
        self.seen = len(runner.match.log)
        self.pointer: Pointer | None = None
        self._pointed: object = None
        self.marked = False
        x, y, w = SIDEBAR.x, SIDEBAR.bottom - BUTTONS_H, SIDEBAR.w
        wide, narrow = w - 118, 110
        self.back_button = Button((x, y, narrow, 50), "Back", self.back, self._can_back)
        self.skip_button = Button((x + narrow + 8, y, wide, 50), "Skip this step", self.skip)
        self.leave_button = Button((x, y + 60, wide, 50), "Leave the lesson", self.leave)
        self.next_button = Button(
            (x + wide + 8, y + 60, narrow, 50),
            "Next",
            self.next,
            lambda: self.runner.waits_for_next,
            primary=True,
            key=pygame.K_RETURN,
        )
        self.real_button = Button(
            (x, y, w, 50), "Play a real game", self.real_game, primary=True, key=pygame.K_RETURN
        )
        self.title_button = Button((x, y + 60, w, 50), "Back to the title", self.leave)

    # --- Narrowing (``TableScene.narrow``) ---------------------------------------------------
    def taught(self) -> tuple[Action, ...]:
        expected = self.runner.expected()
        return () if expected is None else (expected,)

    def refusal(self, action: Action) -> str | None:
        return self.runner.check(action)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat != self.runner.learner

    # --- the buttons ---------------------------------------------------------------------------
    @property
    def buttons(self) -> list[Button]:
        if self.runner.finished:
            return [self.real_button, self.title_button]
        return [self.back_button, self.skip_button, self.leave_button, self.next_button]

    def _can_back(self) -> bool:
        runner = self.runner
        return runner.done or any(not s.scripted for s in runner.lesson.steps[: runner.index])

    def next(self) -> None:
        if self.runner.next():
            self._changed()

    def back(self) -> None:
        if self.runner.back():
            self.table.put_match(self.runner.match)
            self.seen = len(self.runner.match.log)
            self._changed()

    def skip(self) -> None:
        runner = self.runner
        if runner.waits_for_next:
            self.next()
        elif runner.scripted_due:
            self.play_scripted()
        else:
            expected = runner.expected()
            if expected is not None:
                self.table.try_play(expected, confirmed=True)

    def leave(self) -> None:
        self.table.ctx.nav.to_title()

    def real_game(self) -> None:
        config = self.runner.lesson.config
        nav = self.table.ctx.nav
        nav.to_title()
        nav.to_setup(self.runner.game, config.players, config.mode)

    def play_scripted(self) -> None:
        step = self.runner.step
        if step is None or step.action is None or step.seat is None:
            return
        self.timer = 0.0
        self.table.play_bot_action(step.seat, step.action)

    def _changed(self) -> None:
        self.timer = 0.0
        self.table.toast.remaining = 0.0  # a refusal of the step before is stale now
        self.table.invalidate()
        if self.runner.finished and not self.marked:
            self.marked = True
            self._mark_done()

    def _mark_done(self) -> None:
        services = self.table.services
        settings = with_lesson_done(services.settings, self.runner.game.id)
        services.settings = settings
        try:
            save_settings(settings)
        except SettingsSaveError as exc:
            self.table.toast.show(str(exc), good=False)

    # --- the table's moments (``part.py``) --------------------------------------------------
    def moved(self) -> None:
        log = self.runner.match.log
        if len(log) > self.seen:
            self.runner.made(log[-1].action)
        self.seen = len(log)
        self._changed()

    def taken_back(self) -> None:
        self.seen = len(self.runner.match.log)

    def before_update(self, dt: float) -> None:
        table = self.table
        if not self.runner.scripted_due or table.dialog is not None:
            return
        if table.story.holding or table.ctx.stack.top is not table:
            return
        self.timer += dt
        if self.timer >= SCRIPT_DELAY * table.services.settings.animation_factor:
            self.play_scripted()

    def after_update(self, dt: float) -> None:
        self.point()

    def handle(self, event: pygame.event.Event) -> bool:
        if any(button.handle(event) for button in self.buttons):
            return True
        if self.table.drag.held is None and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ):
            return self.panel_rect().collidepoint(event.pos)  # nothing under the panel
        return False

    @property
    def animating(self) -> bool:
        return self.runner.scripted_due

    def key(self) -> object:
        runner = self.runner
        hovers = tuple((b.hover, b.enabled) for b in self.buttons)
        return (runner.index, runner.done, runner.finished, hovers, self._pointed)

    # --- the pointer ----------------------------------------------------------------------------
    def point(self) -> Pointer | None:
        """Where the taught move is made now (kept until the position or step changes)."""
        table = self.table
        table.refresh()
        position = table.position
        expected = self.runner.expected()
        moves = table.sidebar.moves
        key = (id(position), self.runner.index, self.runner.done, moves.page)
        if key == self._pointed:
            return self.pointer
        self._pointed = key
        self.pointer = None
        if expected is not None and position is not None and position.my_turn:
            self.pointer = point_at(table, position.view, position.pieces, moves, expected)
        return self.pointer

    # --- drawing --------------------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        sidebar = self.table.sidebar
        rect = sidebar.scores_rect.union(sidebar.log.rect)
        if not sidebar.moves.actions:
            rect = rect.union(sidebar.moves.rect)
        return rect

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The panel's paragraphs: (text, colour, bold)."""
        runner = self.runner
        lesson = runner.lesson
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        if runner.finished:
            out.append(("Lesson finished", theme.ACCENT, True))
            out += [(p, theme.TEXT, False) for p in paragraphs(lesson.outro)]
            out.append(
                (
                    "Play a real game with the same settings, or go back to the title.",
                    theme.TEXT_DIM,
                    False,
                )
            )
            return out
        step = runner.step
        assert step is not None
        total = len(lesson.steps)
        out.append((f"{lesson.title} · step {runner.index + 1} of {total}", theme.ACCENT, True))
        if runner.last_why and not runner.done:
            out.append((f"✓ {runner.last_why}", theme.GOOD, False))
        out += [(runner.named(p), theme.TEXT, False) for p in paragraphs(step.say)]
        if runner.done:
            if step.why:
                out.append((f"✓ {step.why}", theme.GOOD, False))
            out.append(("Press Next to go on.", theme.TEXT_DIM, False))
        elif step.action is None:
            out.append(("Press Next to go on.", theme.TEXT_DIM, False))
        elif step.scripted:
            out.append((f"{runner.seat_name(step.seat)} moves…", theme.TEXT_DIM, False))
        else:
            button = self.pointer is not None and self.pointer.button
            where = (
                "Press the outlined button." if button else "Make the move outlined on the table."
            )
            out.append((where, theme.TEXT_DIM, False))
        return out

    def layout(self, width: int, height: int) -> tuple[int, list[tuple[str, tuple, bool]], int]:
        """The largest text size (17 down to 11) at which the panel's text fits; its lines
        (one per wrapped line; blank ones between paragraphs) and the line step."""
        text = self.table.services.text
        content = self.lines()
        for size in range(17, 10, -1):
            step = text.font(size).get_linesize() + 2
            rows: list[tuple[str, tuple, bool]] = []
            for words, colour, bold in content:
                if rows:
                    rows.append(("", colour, False))
                rows += [(line, colour, bold) for line in text.wrap(words, width, size, bold)]
            if len(rows) * step <= height:
                return size, rows, step
        return size, rows[: max(1, height // step)], step

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        covered = [self._draw_pointer(surface)]
        rect = self.panel_rect()
        draw_panel(surface, rect, fill=theme.PANEL, edge=theme.ACCENT, width=2)
        size, rows, step = self.layout(rect.w - 28, rect.h - 24)
        text = self.table.services.text
        y = rect.y + 12
        for line, colour, bold in rows:
            if line:
                text.blit(surface, line, (rect.x + 14, y), size, colour, bold)
            y += step
        bar = pygame.Rect(SIDEBAR.x, SIDEBAR.bottom - BUTTONS_H - 6, SIDEBAR.w, BUTTONS_H + 6)
        pygame.draw.rect(surface, theme.BG, bar)
        for button in self.buttons:
            button.draw(surface, text, self.table.services.icons)
        return [r for r in covered if r is not None] + [rect, bar]

    def _draw_pointer(self, surface: pygame.Surface) -> pygame.Rect | None:
        pointer = self.pointer
        if pointer is None or self.table.drag.dragging:
            return None
        rects = [r.inflate(10, 10) for r in pointer.rects]
        if not rects:
            return None
        for rect in rects:
            pygame.draw.rect(surface, theme.ACCENT, rect, 4, border_radius=10)
        if pointer.piece is not None and pointer.place is not None:
            start, end = pointer.grab or pointer.piece.center, pointer.drop or pointer.place.center
            pygame.draw.line(surface, theme.ACCENT, start, end, 3)
            pygame.draw.circle(surface, theme.ACCENT, end, 9)
        box = rects[0].unionall(rects[1:])
        return box.inflate(24, 24)


def paragraphs(text: str) -> list[str]:
    """``text``'s paragraphs (blank lines between them), each on one line."""
    return [" ".join(p.split()) for p in text.split("\n\n") if p.strip()]
