"""Player settings, persisted as JSON in the platformdirs config folder.

A damaged settings file never stops the app: the defaults are used, the problem is kept
in ``Settings.problem`` for the settings screen to show, and the file is left untouched
until the player saves new settings.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

import platformdirs

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 600))
UI_SCALES = (0.9, 1.0, 1.15, 1.3)


@dataclass(frozen=True)
class Settings:
    window_width: int = 1600
    window_height: int = 900
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    colour_blind: bool = False
    confirm_irreversible: bool = True
    problem: str = ""

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    if not path.exists():
        return Settings()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("expected a mapping")
    except (OSError, ValueError) as exc:
        return Settings(problem=f"{path.name} could not be read ({exc}); using the defaults")
    settings, problems = Settings(), []
    types = {
        f.name: type(getattr(settings, f.name)) for f in fields(Settings) if f.name != "problem"
    }
    values = {}
    for key, value in data.items():
        expected = types.get(key)
        if expected is None:
            problems.append(f"unknown setting {key!r}")
        elif expected is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            values[key] = float(value)
        elif isinstance(value, expected) and not (expected is int and isinstance(value, bool)):
            values[key] = value
        else:
            problems.append(f"{key}: expected {expected.__name__}")
    if values.get("animation_speed", "normal") not in ANIMATION_SPEEDS:
        problems.append("animation_speed: unknown speed")
        values.pop("animation_speed")
    settings = replace(settings, **values)
    if problems:
        settings = replace(settings, problem=f"{path.name}: " + "; ".join(problems))
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {k: v for k, v in asdict(settings).items() if k != "problem"}
    fd, tmp = tempfile.mkstemp(prefix=".settings.", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1)
    os.replace(tmp, path)
    return path
