"""The app loop: one resizable window, the logical canvas scaled into it, up to 60 fps.

A frame is drawn only when something changed: after input, when the scene stack changed,
or when a visible scene says so (``Scene.needs_redraw``: a tween, a toast, a bot's move).
With nothing to draw the loop sleeps in ``pygame.event.wait`` (input wakes it at once) for
at most the top scene's ``wake_after()`` before updating it again, so an idle screen costs
almost nothing; while a bot is about to move the scene asks for updates every frame.
A table that says what its still picture shows (``Scene.still_key``) gets frames that
redraw only what moved (a dragged piece, a tooltip, a gliding chip) and, in a window that
scales the canvas, scale only that (``draw``).

``run_app`` opens the window on the title screen. A fatal error is written to the log
folder (platformdirs) and shown in a message box rather than vanishing.
"""

from __future__ import annotations

import logging
import os
import stat
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import platformdirs
import pygame

from tabletop.engine.saves import clean_stale_temps
from tabletop.net.config import shutdown_transport
from tabletop.resources import asset_path

from .navigator import AppNavigator
from .scene import IDLE_WAIT, Context, Scene, StillParts
from .services import Services
from .settings import Settings, load_settings
from .theme import CANVAS_SIZE
from .viewport import Viewport, desktop_sizes, first_window_size, window_position

FPS = 60
MAX_DT = 0.5
"""The longest time step a scene is given (after a stall, or a long idle wait)."""
log = logging.getLogger("tabletop")
_WHOLE_FRAME_EVENTS = (
    pygame.VIDEOEXPOSE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
)


def log_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    return (
        Path(home) / "logs"
        if home
        else Path(platformdirs.user_log_dir("tabletop", appauthor=False))
    )


def init_pygame() -> None:
    """Video and fonts only: no audio device is needed, and none is opened."""
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "tabletop")
    pygame.display.init()
    pygame.font.init()


def make_services(settings: Settings | None = None) -> Services:
    """The services of a starting app; temporary save files left by a killed process
    are removed here."""
    from tabletop.games import GAMES

    from .tables import table_for

    services = Services(settings=settings or load_settings(), games=GAMES, table_for=table_for)
    clean_stale_temps(services.save_dir)
    return services


class App:
    """Window, canvas, scene stack and the loop. ``step`` runs one frame (tests use it)."""

    def __init__(
        self,
        services: Services,
        window_size: tuple[int, int] | None = None,
        start_scene: Scene | None = None,
    ):
        self.services = services
        s = services.settings
        size = window_size or first_window_size(desktop_sizes(), (s.window_width, s.window_height))
        flags = pygame.RESIZABLE | (
            pygame.FULLSCREEN if s.fullscreen and window_size is None else 0
        )
        pygame.display.set_caption("Tabletop")
        self._set_icon()
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")  # the first window: centred
        self.window = pygame.display.set_mode(size, flags)
        self.canvas = pygame.Surface(CANVAS_SIZE).convert()
        self.viewport = Viewport(self.window.get_size())
        self.clock = pygame.time.Clock()
        self.ctx = Context(services)
        self.ctx.nav = AppNavigator(self.ctx)
        services.apply_display = self.apply_display
        if start_scene is None:
            from .scenes.title import TitleScene

            start_scene = TitleScene(self.ctx)
        self.ctx.stack.push(start_scene)
        self._fit_text()
        self.frames = 0
        self.partial_frames = 0  # frames that redrew only what moved (tests)
        self.part_frames = 0  # frames that showed again only the parts that changed (tests)
        self._shown: list[Scene] = []  # the scenes the last frame showed
        self._still: pygame.Surface | None = None  # the last still picture (see draw)
        self._still_key: StillParts | None = None
        self._moving: list[pygame.Rect] = []  # what the last frame's moving part covered

    @staticmethod
    def _set_icon() -> None:
        path = asset_path("icon.png")
        if path.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(path)))
            except pygame.error:
                pass

    def apply_display(self, settings: Settings) -> None:
        """Resize or go fullscreen after the settings changed, at once; a window given a
        new size is centred again (it would grow off the screen from its old corner)."""
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if settings.fullscreen else 0)
        before = (self.window.get_size(), pygame.display.get_window_position())
        self.window = pygame.display.set_mode(
            (settings.window_width, settings.window_height), flags
        )
        size = self.window.get_size()
        if not settings.fullscreen and size != before[0]:
            where = window_position(desktop_sizes(), before[1], before[0], size)
            pygame.display.set_window_position(where)
        self._resized(size)

    def _resized(self, size: tuple[int, int]) -> None:
        """The window has a new size: the canvas's scale into it, and letters no smaller
        than the least size in window pixels (``Services.fit_text_to_window``)."""
        self.viewport.resize(size)
        self._fit_text()
        self._still_key = None

    def _fit_text(self) -> None:
        """Letters no smaller than the least size in window pixels, unless a scene open
        says its layout does not hold that yet (``Scene.text_floor``)."""
        floor = all(scene.text_floor for scene in self.ctx.stack.scenes)
        self.services.fit_text_to_window(self.viewport.scale, floor)

    def step(
        self, events: list[pygame.event.Event], dt: float, only_if_changed: bool = False
    ) -> bool:
        """Handle events, advance time by ``dt`` and draw a frame; with
        ``only_if_changed`` (the real loop) the frame is drawn only after input, a change
        of scene, or when a visible scene ``needs_redraw()``. Returns whether it drew."""
        for event in events:
            if event.type in _WHOLE_FRAME_EVENTS:  # the window must be shown whole again
                self._still_key = None
            if event.type == pygame.QUIT:
                self.ctx.quit()
            elif event.type == pygame.VIDEORESIZE:
                self._resized(self.window.get_size())
            elif event.type == pygame.WINDOWSIZECHANGED:
                self._resized((event.x, event.y))
            else:
                top = self.ctx.stack.top
                if top is not None:
                    mapped = self.viewport.map_event(event)
                    if not top.overlay(mapped):
                        top.handle(mapped)
        self._fit_text()  # the scenes open may have changed
        top = self.ctx.stack.top
        if top is not None:
            top.update(dt)
        for scene in self.ctx.stack.scenes[:-1]:  # the scenes under the top one
            scene.background(dt)
        if only_if_changed and not events and not self.needs_redraw():
            return False
        self.draw()
        return True

    def needs_redraw(self) -> bool:
        """Whether the picture is out of date without any input: other scenes show than
        in the last frame, or a visible scene says so."""
        visible = self.ctx.stack.visible()
        return visible != self._shown or any(scene.needs_redraw() for scene in visible)

    def draw(self) -> None:
        """Draw a frame. A scene alone on screen whose ``still_key()`` (its parts and
        what each shows) is the same as in the last frame gets only its moving part
        redrawn: the rectangles it covered last time are put back from a copy of the still
        picture, the moving part is drawn again, and only those rectangles reach the
        window. When some parts changed, only they are copied (and scaled, in a window
        that scales the canvas) and shown again."""
        visible = self.ctx.stack.visible()
        top = visible[0] if len(visible) == 1 else None
        parts = top.still_key() if top is not None else None
        # the last still picture, while the same scenes show
        still = self._still if visible == self._shown else None
        if top is None or parts is None:
            self._still_key = None
            self.ctx.stack.draw(self.canvas)
            self.viewport.present(self.window, self.canvas)
            pygame.display.flip()
        elif still is not None and parts == self._still_key:
            changed = self._moving
            for rect in changed:
                self.canvas.blit(still, rect, rect)
            self._moving = top.draw_moving(self.canvas)
            rects = self.viewport.present_rects(
                self.window, self.canvas, changed + self._moving, self._moving
            )
            pygame.display.update(rects)
            self.partial_frames += 1
        else:
            self._draw_parts(top, parts, still)
        self.frames += 1
        self._shown = self.ctx.stack.visible()
        for scene in self._shown:
            scene.drawn()
        coming = top.coming_still() if top is not None else None
        if top is not None and coming is not None and self.viewport.scale_ahead(*coming):
            top.ready_still(coming[0])  # scaled ahead, a few bands a frame

    def _draw_parts(self, top: Scene, parts: StillParts, still: pygame.Surface | None) -> None:
        """A frame of ``top`` whose still picture changed: only the parts that changed
        are drawn again when the last still picture (``still``) is this scene's."""
        old = self._still_key if still is not None else None
        changed: list[pygame.Rect] | None = None  # None: every part
        if old is not None and len(old) == len(parts):
            changed = [new[0] for new, was in zip(parts, old) if new != was]
            if len(changed) == len(parts):
                changed = None
        if still is not None and changed is not None:
            # the other parts are as they were: drawn no more, but what moved over them goes
            for rect in self._moving:
                self.canvas.blit(still, rect, rect)
            self.canvas.set_clip(changed[0].unionall(changed[1:]))
        top.draw_still(self.canvas)
        self.canvas.set_clip(None)
        if still is not None and changed is not None:
            for rect in changed:
                still.blit(self.canvas, rect, rect)
        else:
            changed = None
            if self._still is None or self._still.get_size() != self.canvas.get_size():
                self._still = self.canvas.copy()
            else:
                self._still.blit(self.canvas, (0, 0))
        self._still_key = parts
        assert self._still is not None
        top.still_shown(self._still, parts)  # what a table holds while a move travels
        self.viewport.keep(parts, self.canvas, changed)  # scaled, when the window scales
        before, self._moving = self._moving, top.draw_moving(self.canvas)
        if changed is None:
            self.viewport.present(self.window, self.canvas, self._moving)
            pygame.display.flip()
        else:
            shown = changed + before + self._moving
            pygame.display.update(
                self.viewport.present_rects(self.window, self.canvas, shown, self._moving)
            )
            self.part_frames += 1

    def next_events(self) -> tuple[list[pygame.event.Event], float]:
        """The input that arrived and the seconds since the last step. At frame pace
        while something must be drawn or updated every frame; otherwise waits for input
        (returning at once when some arrives) up to the top scene's ``wake_after()``."""
        top = self.ctx.stack.top
        wait = min(IDLE_WAIT, top.wake_after()) if top is not None else 0.0
        if wait < 1 / FPS or self.needs_redraw():
            dt = self.clock.tick(FPS) / 1000.0
            return pygame.event.get(), min(dt, MAX_DT)
        first = pygame.event.wait(max(1, round(wait * 1000)))
        events = [] if first.type == pygame.NOEVENT else [first, *pygame.event.get()]
        return events, min(self.clock.tick() / 1000.0, MAX_DT)

    def run(
        self, first_frame_hook: Callable[[], None] | None = None, seconds: float | None = None
    ) -> None:
        """The loop, until the player quits (or for ``seconds``: the bench)."""
        end = None if seconds is None else time.perf_counter() + seconds
        while self.ctx.running and self.ctx.stack.top is not None:
            if end is not None and time.perf_counter() >= end:
                break
            events, dt = self.next_events()
            self.step(events, dt, only_if_changed=True)
            if first_frame_hook is not None and self.frames >= 1:
                first_frame_hook()
                first_frame_hook = None


def run_app(process_start: float) -> int:
    """Open the window on the title screen; returns the exit status."""
    try:
        init_pygame()
        pygame.key.start_text_input()
        app = App(make_services())
        hook = None
        if os.environ.get("TABLETOP_EXIT_AFTER_FIRST_FRAME"):

            def hook() -> None:
                print(f"first_frame_seconds={time.perf_counter() - process_start:.4f}", flush=True)
                app.ctx.quit()

        app.run(hook)
        return 0
    except Exception:
        report_fatal(traceback.format_exc())
        return 1
    finally:
        pygame.quit()  # the window goes at once; then the friends are told goodbye
        shutdown_transport()


def append_log(path: Path, text: str) -> None:
    """Append ``text`` to the log file ``path``: never blocks (a pipe in its place is
    refused, not waited on) and writes only to a regular file; ``OSError`` otherwise."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        os.write(fd, text.encode("utf-8", "replace"))
    finally:
        os.close(fd)


def report_fatal(details: str) -> Path | None:
    """Write the traceback to the log folder and tell the player where it is."""
    path: Path | None = None
    problem = ""
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / "tabletop.log"
        append_log(target, f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{details}\n")
        path = target  # only a log that was written is pointed at
    except (OSError, ValueError) as exc:
        problem = getattr(exc, "strerror", None) or str(exc)
    lines = details.strip().splitlines() or ["(no details)"]
    message = "Tabletop hit an error and has to close.\n\n" + lines[-1]
    if path:
        message += f"\n\nThe details are in {path}"
    else:
        message += f"\n\nNo log file could be written ({problem}); the details follow here."
        print(details.strip(), file=sys.stderr)
    print(message, file=sys.stderr)
    try:
        pygame.display.message_box("Tabletop stopped", message, message_type="error")
    except (pygame.error, AttributeError):
        pass
    return path
