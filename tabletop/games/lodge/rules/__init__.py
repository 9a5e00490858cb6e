"""Lodge's rules: the legal actions and every refusal reason (``legality``), where tiles and
guests may go in a lodge (``placement``), and the three displays with the rules that refill
and refresh them (``display``)."""

from .legality import amenity_builds, explain, legal_actions, room_builds, stuck_step

__all__ = ["amenity_builds", "explain", "legal_actions", "room_builds", "stuck_step"]
