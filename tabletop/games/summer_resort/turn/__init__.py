"""The steps of a turn and the flow of a round: ``advance`` applies a legal action and runs
every automatic step after it until a player must choose; ``actor`` is who that is.

``steps`` holds the round (turns of the action phase, phase III, the round's end);
``placing`` the effect of a placement; ``development`` phase III a (bought cards built,
the President settled); ``arrival`` the start of a round (weather, vacationers dealt).
"""

from .steps import actor, advance

__all__ = ["actor", "advance"]
