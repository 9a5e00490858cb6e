"""Turn plans: the stages of a turn declared once (tabletop.engine.phases)."""

import pytest

from tabletop.engine.phases import Step, TurnPlan, TurnProgress

RESAFA_LIKE = TurnPlan(
    steps=(Step("card"), Step("colour", after=("card",)), Step("main", after=("card",))),
    free=("bonus",),
)
SUMMER_NINE_LIKE = TurnPlan(
    steps=(Step("take_two", optional=True, before=("pick",)), Step("pick")),
    free=("action_card",),
)


def test_colour_and_main_open_in_either_order_after_the_card():
    p = RESAFA_LIKE.start()
    assert RESAFA_LIKE.open(p) == ("card",)
    p = RESAFA_LIKE.mark(p, "card")
    assert RESAFA_LIKE.open(p) == ("colour", "main")
    main_first = RESAFA_LIKE.mark(p, "main")
    assert RESAFA_LIKE.open(main_first) == ("colour",)
    colour_first = RESAFA_LIKE.mark(p, "colour")
    assert RESAFA_LIKE.open(colour_first) == ("main",)
    done = RESAFA_LIKE.mark(main_first, "colour")
    assert RESAFA_LIKE.open(done) == ()
    assert RESAFA_LIKE.can_end(done) and not RESAFA_LIKE.can_end(main_first)
    assert RESAFA_LIKE.remaining(main_first) == ("colour",)


def test_a_step_out_of_order_or_taken_too_often_is_refused():
    p = RESAFA_LIKE.start()
    with pytest.raises(ValueError, match="main"):
        RESAFA_LIKE.mark(p, "main")
    p = RESAFA_LIKE.mark(p, "card")
    with pytest.raises(ValueError):
        RESAFA_LIKE.mark(p, "card")


def test_free_steps_are_open_at_any_point_and_do_not_count():
    p = RESAFA_LIKE.start()
    p = RESAFA_LIKE.mark(p, "bonus")
    assert RESAFA_LIKE.is_open(p, "bonus") and RESAFA_LIKE.open(p) == ("card",)
    p = RESAFA_LIKE.mark(RESAFA_LIKE.mark(p, "card"), "bonus")
    assert p.count("bonus") == 2 and p.started


def test_take_two_only_before_the_first_pick_and_then_two_picks():
    p = SUMMER_NINE_LIKE.start()
    assert SUMMER_NINE_LIKE.open(p) == ("take_two", "pick")
    assert not SUMMER_NINE_LIKE.can_end(p)
    single = SUMMER_NINE_LIKE.mark(p, "pick")
    assert SUMMER_NINE_LIKE.open(single) == ()
    assert SUMMER_NINE_LIKE.can_end(single)
    two = {"pick": 2}
    p = SUMMER_NINE_LIKE.mark(p, "take_two")
    p = SUMMER_NINE_LIKE.mark(p, "pick", two)
    p = SUMMER_NINE_LIKE.mark(p, "action_card", two)  # an action between the picks
    assert SUMMER_NINE_LIKE.open(p, two) == ("pick",)
    assert not SUMMER_NINE_LIKE.can_end(p, two)
    p = SUMMER_NINE_LIKE.mark(p, "pick", two)
    assert SUMMER_NINE_LIKE.can_end(p, two) and SUMMER_NINE_LIKE.open(p, two) == ()


def test_plans_that_cannot_be_right_are_refused_when_declared():
    with pytest.raises(ValueError, match="twice"):
        TurnPlan(steps=(Step("a"), Step("a")))
    with pytest.raises(ValueError, match="unknown"):
        TurnPlan(steps=(Step("a", after=("b",)),))
    with pytest.raises(ValueError, match="both"):
        TurnPlan(steps=(Step("a"),), free=("a",))


def test_progress_is_plain_data():
    from tabletop.engine.serial import from_plain, to_plain

    p = TurnProgress(("card", "bonus"))
    assert from_plain(TurnProgress, to_plain(p)) == p
