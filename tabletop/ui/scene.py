"""Scenes and the scene stack (``push``, ``pop``, ``replace``).

A scene has ``enter``, ``exit``, ``handle(event)``, ``update(dt)`` and ``draw(surface)``;
``draw`` only reads. Scenes get the app context (services and the stack) in their
constructor; nothing is reached through globals. Events arrive in canvas coordinates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .services import Services


class Context:
    """What a scene may use: the services, the scene stack, and a way to quit."""

    def __init__(self, services: Services):
        self.services = services
        self.stack = SceneStack()
        self.running = True

    def quit(self) -> None:
        self.running = False


class Scene:
    """Base scene. ``opaque`` scenes hide the ones below; overlays set it to False."""

    opaque = True

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.services = ctx.services

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

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for index, scene in enumerate(self.scenes):
            if scene.opaque:
                start = index
        for scene in self.scenes[start:]:
            scene.draw(surface)
