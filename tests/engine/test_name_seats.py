"""Seats named in sentences: a lesson's learner is the seat named "You"."""

from tabletop.engine.result import name_seats, seat_ref


def test_a_seat_named_you_reads_your_not_you_s():
    line = f"{seat_ref(0)}'s turn ends; {seat_ref(1)} takes {seat_ref(0)}'s card"
    assert name_seats(line, ["You", "Bob"]) == "Your turn ends; Bob takes your card"
    assert name_seats(line, ["Ann", "Bob"]) == "Ann's turn ends; Bob takes Ann's card"
