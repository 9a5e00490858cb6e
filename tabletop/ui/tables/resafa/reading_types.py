"""The records the table draws from (the engine's ``facts`` returns them)."""

from __future__ import annotations

from tabletop.games.resafa.facts import (
    ActionCardFacts,
    BoxFacts,
    CanalFace,
    CardFacts,
    CellFacts,
    CentreFacts,
    NetworkFacts,
    RoundFacts,
    SourceFacts,
    TrackFacts,
    TradeFacts,
    WorkshopFacts,
)

__all__ = [
    "ActionCardFacts",
    "BoxFacts",
    "CanalFace",
    "CardFacts",
    "CellFacts",
    "CentreFacts",
    "NetworkFacts",
    "RoundFacts",
    "SourceFacts",
    "TrackFacts",
    "TradeFacts",
    "WorkshopFacts",
]
