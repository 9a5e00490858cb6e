"""PyInstaller runtime hook for the Tabletop bundle (runs before ``main.py``).

1. A windowed (``console=False``) executable on Windows and a double-clicked macOS app
   start with ``sys.stdout`` / ``sys.stderr`` set to ``None``: ``print`` output, logging's
   default stderr handler and uncaught tracebacks would vanish (and code that writes to
   ``sys.stdout`` directly would crash). Any missing stream is pointed at
   ``tabletop-console.log`` in the user's log folder, so the app's own logging and crash
   reports survive. When a console exists (Linux, a run from a terminal) nothing changes.
2. pygame's "Hello from the pygame community" banner is hidden: it would land in the
   middle of ``simulate``'s JSON lines.
3. SDL is kept off OpenGL: Tabletop draws into a plain window surface, and SDL would
   otherwise probe a GL context for the window framebuffer, loading the system's graphics
   driver for nothing (the driver is where bundled-library conflicts crash).
4. On Linux the window class is ``tabletop`` (X11 WM_CLASS, Wayland app id), matching
   ``StartupWMClass`` in packaging/tabletop.desktop, so the dock shows the right icon.
"""

import os
import sys


def _log_dir() -> str:
    try:
        import platformdirs

        return platformdirs.user_log_dir("tabletop", appauthor=False)
    except Exception:  # noqa: BLE001 -- a runtime hook must never stop the app
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~/.cache")
        return os.path.join(base, "tabletop", "logs")


def _redirect_missing_streams() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    try:
        folder = _log_dir()
        os.makedirs(folder, exist_ok=True)
        stream = open(  # noqa: SIM115 -- stays open for the life of the process
            os.path.join(folder, "tabletop-console.log"), "a", encoding="utf-8", buffering=1
        )
    except OSError:
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream


def _environment() -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "tabletop")
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "tabletop")


_redirect_missing_streams()
_environment()
