"""Lodge's rules: the legal actions and every refusal reason (``legality``), where tiles and
guests may go in a lodge (``placement``), and the three displays with the rules that refill
and refresh them (``display``)."""

from .legality import explain, legal_actions, stuck_step

__all__ = ["explain", "legal_actions", "stuck_step"]
