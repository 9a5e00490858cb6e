"""Legality and refusal reasons: ``legal_actions`` is the one source of legality, and
``explain`` says which rule an action breaks, in a player's words.

``legality`` answers for every phase; ``placement`` holds the action phase's turn plan, legal
placements and prices; ``lodging`` the accommodation ranking (ruling SR-1).
"""

from .legality import UNDER, all_bases, explain, legal_actions

__all__ = ["UNDER", "all_bases", "explain", "legal_actions"]
