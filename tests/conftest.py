"""Shared test set-up: a headless video driver, silent audio, and a private home folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """Saves, settings and logs of a test go to a temporary folder, never the user's."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
