"""Legality and every refusal reason (``legality``), and the rules of each part of a turn
that both the rules and the turn apply: the played card (``played_card``), card effects and
payment (``effects``), the main actions (``mains``, ``workshops``, ``gardens``, ``canals``,
``trading``), the colour tracks (``tracks``) and the rain (``rain``)."""

from .legality import explain, legal_actions

__all__ = ["explain", "legal_actions"]
