"""Indian Summer's components: the records read once from ``data/indian_summer/*.yaml``
(``catalogue``), the polyomino geometry of leaf tiles and animals (``shapes``) and the
forest floor as bit masks (``floor``). ``components()`` is the shared, validated set."""

from .catalogue import (
    TREASURE_MARKS,
    AnimalKind,
    Catalogue,
    Floor,
    LeafTile,
    Settings,
    TreasureKind,
    components,
)

__all__ = [
    "TREASURE_MARKS",
    "AnimalKind",
    "Catalogue",
    "Floor",
    "LeafTile",
    "Settings",
    "TreasureKind",
    "components",
]
