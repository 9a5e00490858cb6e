"""A configuration a game does not support (a player count, a mode) is refused by the
engine with a sentence a player understands, before the game's own set-up runs
(``Game.config_problem``; issue #27). Every caller goes through it: ``GAME.new`` itself
refuses, so a match, a tool or a loaded save never reaches a game's set-up with five
players in Lodge or three seats in a solo mode."""

from __future__ import annotations

import pytest

from tabletop.engine import Config, ConfigError, Game, GameSpec
from tabletop.engine.match import Match
from tabletop.games import GAMES, get_game
from tests.toygame import GAME as PEBBLES

LODGE, RESAFA = get_game("lodge"), get_game("resafa")


@pytest.mark.parametrize(
    "game, players, mode, sentence",
    [
        (LODGE, 5, "standard", "Lodge is for 1 to 4 players."),
        (LODGE, 11, "standard", "Lodge is for 1 to 4 players."),
        (LODGE, 0, "standard", "Lodge is for 1 to 4 players."),
        (RESAFA, 5, "standard", "Resafa is for 1 to 4 players."),
        (RESAFA, 11, "standard", "Resafa is for 1 to 4 players."),
        (LODGE, 5, "solo", "Lodge is for 1 to 4 players."),
        (LODGE, 2, "solo", "Lodge's solo mode is for one player."),
        (LODGE, 3, "solo", "Lodge's solo mode is for one player."),
        (RESAFA, 3, "solo", "Resafa's solo mode is for one player."),
        (
            LODGE,
            1,
            "standard",
            "Lodge's standard game is for 2 to 4 players; one player plays the solo mode.",
        ),
        (LODGE, 2, "coop", "Lodge has no mode 'coop' (its modes: standard, solo)."),
    ],
    ids=[
        "lodge-5",
        "lodge-11",
        "lodge-0",
        "resafa-5",
        "resafa-11",
        "lodge-solo-5",
        "lodge-solo-2",
        "lodge-solo-3",
        "resafa-solo-3",
        "lodge-standard-1",
        "lodge-unknown-mode",
    ],
)
def test_an_unsupported_configuration_is_refused_in_a_players_words(game, players, mode, sentence):
    config = Config.default(players, seed=3, mode=mode)
    assert game.config_problem(config) == sentence
    with pytest.raises(ConfigError) as raised:
        game.new(config)
    assert str(raised.value) == sentence
    with pytest.raises(ConfigError, match="^" + sentence.replace("(", r"\(").replace(")", r"\)")):
        Match(game, config)
    assert isinstance(raised.value, ValueError), "callers that catch ValueError still do"


def test_the_sentences_for_indian_summers_two_solo_modes():
    game = get_game("indian_summer")
    series = Config.default(2, mode="solo_series")
    assert game.config_problem(series) == "Indian Summer's solo series mode is for one player."


def test_every_count_and_mode_the_set_up_offers_is_accepted():
    for game in GAMES:
        for mode in game.modes:
            low, high = game.player_range(mode)
            assert (low, high) == ((1, 1) if mode in game.solo_modes else (low, game.max_players))
            for players in range(low, high + 1):
                assert game.config_problem(Config.default(players, mode=mode)) is None, (
                    game.id,
                    mode,
                    players,
                )


def test_the_games_own_set_up_is_never_reached_with_a_bad_configuration():
    reached: list[Config] = []

    class Counting(type(PEBBLES)):  # type: ignore[misc]
        id, title = "counting", "Counting"
        min_players, max_players = 1, 3
        modes, solo_modes = ("standard", "solo"), ("solo",)

        def new(self, config):
            reached.append(config)
            return super().new(config)

    game = Counting()
    for players, mode in ((1, "standard"), (2, "solo"), (4, "standard"), (2, "race")):
        with pytest.raises(ConfigError):
            game.new(Config.default(players, mode=mode))
    assert reached == []
    game.new(Config.default(1, mode="solo"))
    game.new(Config.default(3))
    assert [c.players for c in reached] == [1, 3]


def test_a_spec_game_without_a_solo_mode_counts_from_its_minimum():
    class Duo(Game):
        spec = GameSpec("duo", "Duo", 2, 2)

    assert Duo().player_range("standard") == (2, 2)
    assert Duo().config_problem(Config.default(3)) == "Duo is for exactly 2 players."
