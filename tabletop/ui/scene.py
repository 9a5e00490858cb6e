"""Scenes and the scene stack (``push``, ``pop``, ``replace``).

A scene has ``enter``, ``exit``, ``handle(event)``, ``update(dt)`` and ``draw(surface)``;
``draw`` only reads. Scenes get the app context (services and the stack) in their
constructor; nothing is reached through globals. Events arrive in canvas coordinates.

Idle frames: the loop draws after any input and whenever the scene stack changed; in
between it draws only when a visible scene's ``needs_redraw()`` is True, and it sleeps
waiting for input up to ``wake_after()`` seconds before calling ``update`` again. A scene
opts in by overriding ``redraw_key()`` (a cheap value that changes whenever what it
shows changes without input) and the ``animating`` property; the default
``redraw_key()`` is ``UNTRACKED``, so a scene that does not opt in is drawn every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.match import Match
    from tabletop.net.guest import Guest

    from .services import Services


class Curtained(Protocol):
    """What the hot-seat curtain needs of the table it hides."""

    match: Match

    def reveal_to(self, seat: int) -> None: ...


class Navigator(Protocol):
    """How a scene opens another (``ctx.nav``): scenes never import each other. The app
    builds it (``tabletop.ui.navigator.AppNavigator``)."""

    def to_title(self) -> None:
        """Every scene closed, the title shown."""

    def to_setup(self, game: Game, players: int | None = None, mode: str | None = None) -> None:
        """The set-up form of ``game`` over the title (``players`` and ``mode`` chosen
        when given: a lesson's Play a real game)."""

    def to_lesson(self, game: Game) -> str | None:
        """``game``'s lesson on its table, over the scene that asked; or why it cannot
        open (``file:line: field: message``), nothing opened."""

    def to_load(self) -> None:
        """The saves, over the scene that asked."""

    def to_settings(self) -> None:
        """The settings, over the scene that asked (Back returns to it)."""

    def to_rules(self, game: Game) -> None:
        """``game``'s rules reference, over the scene that asked."""

    def open_table(self, match: Match, over: bool = False) -> Scene:
        """``match`` on its game's table, in place of the scene that asked (``over``: on
        top of it, as Continue on the title does); the table."""
        ...

    def host_table(self, match: Match, friends: tuple[int, ...]) -> Scene:
        """``match`` on its table, in place of the scene that asked, with ``friends``
        (seats) played at other computers: each gets a code to join with; the table."""
        ...

    def to_join(self) -> None:
        """The Join a game screen (type a host's code), over the scene that asked."""

    def join_table(self, guest: Guest) -> Scene:
        """The table of ``guest``'s seat (a game held by another computer), in place of the
        scene that asked; the table."""
        ...

    def to_results(self, match: Match) -> None:
        """The results of the finished ``match``, in place of the scene that asked."""

    def to_replay(self, match: Match, index: int | None = None, seat: int | None = None) -> None:
        """The replay viewer on ``match`` (after ``index`` moves, seen by ``seat``), in place
        of the scene that asked."""

    def curtain(self, table: Curtained, seat: int) -> None:
        """The hot-seat curtain over ``table`` until ``seat``'s player clicks."""


class _Nowhere:
    """The navigator of a context no app has set up (a scene drawn on its own)."""

    def __getattr__(self, name: str) -> Any:  # every name (so a Navigator); each raises
        raise RuntimeError(f"no navigator on this context (nav.{name}): open it through App")


class Context:
    """What a scene may use: the services, the scene stack, the navigator (``nav``, set
    by the app) and a way to quit."""

    def __init__(self, services: Services, nav: Navigator | None = None):
        self.services = services
        self.stack = SceneStack()
        self.nav: Navigator = nav if nav is not None else _Nowhere()
        self.running = True

    def quit(self) -> None:
        self.running = False


StillParts = tuple[tuple[pygame.Rect, object], ...]
"""``Scene.still_key()``: the still picture's parts, each ``(rect, key)``."""

UNTRACKED = object()
"""``Scene.redraw_key()`` of a scene that does not say what it shows: drawn every frame."""

IDLE_WAIT = 0.25
"""The longest the loop waits for input before updating an idle scene again (seconds)."""


class Scene:
    """Base scene. ``opaque`` scenes hide the ones below; overlays set it to False."""

    opaque = True
    text_floor = True
    """Whether the scene's layout holds letters of the least size in window pixels in a
    window smaller than the canvas (``text.for_window``); while a scene that does not is
    open, text keeps its canvas sizes."""
    _shown: tuple[object, bool] = (UNTRACKED, False)
    """The ``redraw_key()`` of the last frame presented, and whether something moved then."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.services = ctx.services

    # --- idle frames (see the module docstring) ------------------------------------------
    def redraw_key(self) -> object:
        """A cheap, comparable value that changes whenever what the scene shows changes
        without input (a toast appearing or going, a bot's move, a timer). ``UNTRACKED``
        (the default): unknown, the scene is drawn every frame."""
        return UNTRACKED

    @property
    def animating(self) -> bool:
        """True while something moves by itself (a tween, an animation): drawn every frame."""
        return False

    def needs_redraw(self) -> bool:
        """Whether the next frame must be drawn although no input arrived: the key changed,
        something moves, or the last frame was drawn while something moved (the frame after
        an animation's end shows it gone: a piece that glided home leaves no picture)."""
        key = self.redraw_key()
        shown, moved = self._shown
        return key is UNTRACKED or self.animating or moved or key != shown

    def drawn(self) -> None:
        """Called by the loop after a frame showing this scene was presented."""
        self._shown = (self.redraw_key(), self.animating)

    # --- frames that redraw only what moved (``App.draw``) ---------------------------------
    def still_key(self) -> StillParts | None:
        """The parts of the still picture (everything the scene shows apart from what
        ``draw_moving`` draws: a held piece, a tooltip), as ``(rect, key)`` pairs covering
        the canvas, each key a cheap comparable value of what its part shows; ``None``
        (the default): the frame is drawn whole. While they stay the same, the loop puts
        back the last frame's moving rectangles from a copy of the still picture and
        draws only the moving part; when some change, only they are shown again."""
        return None

    def draw_still(self, surface: pygame.Surface) -> None:
        """What ``still_key`` stands for (only reads); with ``draw_moving``, the frame."""
        self.draw(surface)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw what moves over the still picture; the rectangles it covered (only reads)."""
        return []

    def background(self, dt: float) -> None:
        """Time passes while another scene is on top of this one (the app calls it for
        every scene under the top one): a table with friends at other computers keeps
        answering them while its player reads the rules. By default nothing happens."""

    def overlay(self, event: pygame.event.Event) -> bool:
        """Look at ``event`` before ``handle`` (what is drawn over the scene, such as a
        table's strip for friends at other computers, comes first); True when it goes no
        further. The app calls it; by default nothing takes the event."""
        return False

    def coming_still(self) -> tuple[StillParts, pygame.Surface] | None:
        """The next still picture, composed off the screen while the one shown stays, and
        its key (what ``still_key`` will be when it shows): the loop scales it ahead, a
        few bands a frame, in a window that scales the canvas, and says when it may be
        shown (``ready_still``). ``None``: none."""
        return None

    def ready_still(self, key: StillParts) -> None:
        """The loop can show the still picture ``key`` (``coming_still``) at once."""

    def still_shown(self, picture: pygame.Surface, key: StillParts) -> None:
        """The loop shows the still picture ``key`` and keeps ``picture``, its copy of it,
        unchanged while it shows (the scene may only read it: show it again while it
        holds its picture)."""

    def wake_after(self) -> float:
        """How long the loop may wait for input before ``update`` must run again (a
        toast's end, a bot's delay); 0 keeps ``update`` running every frame (drawing only
        when ``needs_redraw``). At most ``IDLE_WAIT`` is used."""
        return IDLE_WAIT

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack or is covered."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (mouse positions are canvas coordinates)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (animations, bot delays)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].exit()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and show ``scene`` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes a frame shows: the last opaque one and the overlays above it."""
        start = 0
        for index, scene in enumerate(self.scenes):
            if scene.opaque:
                start = index
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
