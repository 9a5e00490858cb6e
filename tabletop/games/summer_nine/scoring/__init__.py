"""Summer Nine's scoring: ``result(state)`` (``result``: the rows, notes and ranks of the
final result), the points of a schedule in its best reading, of the collectibles and of a
seat (``points``, on the readings of ``readings``), the live scores, and the bench's
measures of the scoring search (``bench``)."""

from .bench import bench_measures
from .points import (
    BRIDGES,
    DESTINATIONS,
    HALF_STAYS,
    ICE_CREAM,
    PHOTOS,
    Line,
    ScheduleScore,
    SeatScore,
    ice_cream_points,
    live_scores,
    objective_points,
    objectives_in,
    photo_counts,
    photo_points,
    public_schedule_score,
    score_schedule,
    seat_score,
    tie_key,
)
from .result import reading_note, result, result_rows

__all__ = [
    "BRIDGES",
    "DESTINATIONS",
    "HALF_STAYS",
    "ICE_CREAM",
    "PHOTOS",
    "Line",
    "ScheduleScore",
    "SeatScore",
    "bench_measures",
    "ice_cream_points",
    "live_scores",
    "objective_points",
    "objectives_in",
    "photo_counts",
    "photo_points",
    "public_schedule_score",
    "reading_note",
    "result",
    "result_rows",
    "score_schedule",
    "seat_score",
    "tie_key",
]
