"""GameSpec: a game's metadata declared once; data problems reported, not raised."""

import pytest

from tabletop.engine.data import DataError
from tabletop.engine.game import Game, GameSpec


def test_spec_fields_are_the_class_metadata():
    class Spec(Game):
        spec = GameSpec("x", "X", 1, 3, modes=("standard", "solo"), solo_modes=("solo",), order=4)

    assert (Spec.id, Spec.title, Spec.max_players, Spec.solo_modes, Spec.order) == (
        "x",
        "X",
        3,
        ("solo",),
        4,
    )
    assert Spec.has_secrets is False


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(id="", title="X", min_players=1, max_players=2),
        dict(id="x", title="X", min_players=3, max_players=2),
        dict(id="x", title="X", min_players=1, max_players=2, solo_modes=("solo",)),
        dict(
            id="x",
            title="X",
            min_players=2,
            max_players=4,
            modes=("standard", "solo"),
            solo_modes=("solo",),
        ),
    ],
)
def test_an_impossible_spec_is_refused(kwargs):
    with pytest.raises(ValueError):
        GameSpec(**kwargs)


def test_data_problem_gives_the_loader_message_and_none_when_fine():
    class Broken(Game):
        spec = GameSpec("b", "B", 1, 2)

        def load_components(self):
            raise DataError("data/b/cards.yaml", 3, "points", "expected an integer")

    class Fine(Game):
        spec = GameSpec("f", "F", 1, 2)

    assert Broken().data_problem() == "data/b/cards.yaml:3: points: expected an integer"
    assert Fine().data_problem() is None


def test_seat_names_fill_engine_text():
    from tabletop.engine.result import name_seats, seat_ref

    text = f"{seat_ref(1)} holds the President token; {seat_ref(0)} pays {seat_ref(7)}"
    assert name_seats(text, ("Ann", "Bob")) == "Ann".join(
        ["Bob holds the President token; ", " pays Player 8"]
    )


def test_events_of_an_action_are_kept_in_the_match_log():
    from tabletop.engine import Config
    from tabletop.engine.match import Match
    from tests.toygame import GAME as TOY

    class Noisy(type(TOY)):
        def events(self, before, action, after):
            return (f"after {action.kind}",)

    match = Match(Noisy(), Config.default(2, seed=3))
    action = match.game.legal_actions(match.state)[0]
    match.play(action)
    assert match.log[-1].events == (f"after {action.kind}",)
    assert TOY.events(match.states[0], action, match.state) == ()
