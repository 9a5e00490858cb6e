"""Summer Nine's bots: ``heuristic(state, seat)`` and its parts by reason (``value``),
the game's own search levels (``search``: the factory ``Game.search_bot`` calls, over
``search_normal`` and ``search_hard``, their playout players ``rollout`` and
``rollout_hard`` and the rival's picks remembered, ``memory``) and the hint's reason
(``reason``)."""

from .value import PHOTO, REASONS, fillable_months, heuristic, parts

__all__ = ["PHOTO", "REASONS", "fillable_months", "heuristic", "parts"]
