"""Resafa (Vladimír Suchý). ``GAME`` is exported from ``game.py`` once the game plays to
the end and passes conformance at 2-4 players (until then it is not registered)."""
