"""Everything pygame: the app loop, scenes, widgets, art and one table scene per game."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
