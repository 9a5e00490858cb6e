"""The final result at four players: breakdown rows every seat shares (so the results
screen has one row per category, not one per seat's detail), and each seat's reading of its
schedule in one note per seat."""

import dataclasses

from tabletop.engine.result import name_seats, seat_ref

from .helpers import GAME, arrange, new_state, schedule

ROWS = [
    "Destinations",
    "Half stays",
    "Bridges",
    "Complete Month objectives",
    "4+ objectives",
    "Ice cream",
    "Photos",
]


def four_player_end():
    state = new_state(4)
    state = arrange(
        state,
        schedules={
            # E2: June Spain Beach, a bridge, Spain City; the bridge is a Mountain for All Types
            0: schedule("DST-ES-BEA-1", "BRG-1", "DST-ES-CIT-1", *[None] * 6),
            # E4: two Any Country half stays read as Greece
            1: schedule(
                "DST-GR-BEA-1",
                "DST-GR-BEA-2",
                "HES-ANY-1",
                "HES-ANY-2",
                "DST-GR-CIT-1",
                "DST-IT-CIT-1",
                None,
                None,
                None,
            ),
            # a bridge between two countries is removed; an unpaired half stay too
            2: schedule("DST-ES-BEA-2", "BRG-2", "DST-IT-CIT-2", "HES-IT-1", *[None] * 5),
            3: schedule("DST-IT-BEA-1", *[None] * 8),
        },
        hands={
            0: ("OBJ-CM-ES", "OBJ-HT-ALLT", "PHO-1"),
            1: ("OBJ-4P-GR", "ICE-STR-1"),
            2: ("OBJ-HT-BEA",),
            3: ("PHO-2",),
        },
    )
    return dataclasses.replace(state, phase="over", round=18)


def test_every_seat_has_the_same_rows_in_the_same_order():
    result = GAME.result(four_player_end())
    for rows in result.breakdown:
        assert [label for label, _ in rows] == ROWS
    for seat, rows in enumerate(result.breakdown):
        assert sum(points for _, points in rows) == result.totals[seat]
    by_row = [dict(rows) for rows in result.breakdown]
    assert [r["Bridges"] for r in by_row] == [2, 0, -2, 0]
    assert [r["Half stays"] for r in by_row] == [0, 6, 0, 0]
    # seat 1: Complete Month in Spain 5 + Complete Month of All Holiday Types 4
    assert [r["Complete Month objectives"] for r in by_row] == [9, 0, 0, 0]
    assert [r["4+ objectives"] for r in by_row] == [0, 8, 0, 0]
    assert by_row[1]["Ice cream"] == 1


def test_each_seat_reading_is_one_note_naming_the_seat():
    result = GAME.result(four_player_end())
    seat_notes = result.notes[:4]
    assert [note.split(":")[0] for note in seat_notes] == [seat_ref(s) for s in range(4)]
    assert (
        "bridge in slot 2 joins Spain as Mountain for Complete Month of All Holiday Types"
        in (seat_notes[0])
    )
    assert "Complete Month in Spain 5" in seat_notes[0]
    assert (
        "half stays in slots 3+4 paired in Greece (Any Country in 3 and 4 as Greece)"
        in (seat_notes[1])
    )
    assert "bridge in slot 2 removed" in seat_notes[2]
    assert "unpaired half stay in slot 4 removed" in seat_notes[2]
    assert "no half stays or bridges to read" in seat_notes[3]
    names = ["Ann", "Bob", "Cleo", "Dan"]
    assert name_seats(seat_notes[2], names).startswith("Cleo: bridge in slot 2 removed")


def test_every_kind_of_objective_at_the_table_still_gives_eight_rows():
    """Four players holding all six kinds of objective: the results table has 8 rows (it
    had one per seat's detail before, which ran off the screen at four players)."""
    state = arrange(
        four_player_end(),
        hands={
            0: ("OBJ-CM-ES", "OBJ-CM-ALLC"),
            1: ("OBJ-HT-BEA", "OBJ-HT-ALLT"),
            2: ("OBJ-4P-IT", "ICE-LEM-1"),
            3: ("OBJ-P1-CIT", "PHO-1"),
        },
    )
    result = GAME.result(state)
    labels = [[label for label, _ in rows] for rows in result.breakdown]
    assert all(rows == labels[0] for rows in labels) and len(labels[0]) == 8
    assert labels[0][3:6] == ["Complete Month objectives", "4+ objectives", "+1 objectives"]


def test_the_tie_note_names_seats_the_results_screen_can_replace():
    state = new_state(2)
    same = ("DST-ES-BEA-5", "DST-ES-BEA-1", None, None, None, None, None, None, None)
    other = ("DST-IT-BEA-1", "DST-IT-BEA-2", "DST-IT-BEA-3", None, None, None, None, None, None)
    state = arrange(state, schedules={0: schedule(*same), 1: schedule(*other)})
    state = dataclasses.replace(state, phase="over", round=18)
    tie = GAME.result(state).notes[-1]
    assert name_seats(tie, ["Ann", "Bob"]).startswith("Tie on 4 points between Ann, Bob")
