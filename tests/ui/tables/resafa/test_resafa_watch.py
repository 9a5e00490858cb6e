"""Watch the others play at the Resafa table (#29), met the way a player meets it: tables
opened through set-up against a bot or the Resafabot, the game played at the table.

- Told: each of the bot's moves is one sentence naming the piece and the place ("Bob
  plays the action card Trading / Garden (β) from their hand, upper half (Trading) up",
  "Bob takes a sack card, face down, from the sack pile"); the Resafabot's steps are
  told with the card or rule that made it act.
- Shown: the bot's pieces travel from where they were (the workshop display's place, the
  garden supply, the caravan's last centre) as themselves (the tile as built, the canal
  tile, the caravan); the Resafabot's steps travel as its token from its panel to each
  place, one after another, and each place stays marked until its next turn.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from tabletop.games.resafa import actions as A
from tabletop.games.resafa import facts
from tabletop.ui.tables.resafa import layout
from tabletop.ui.tables.resafa.travel import bot_place_rect
from tests.ui.helpers import game_of, make_app, start_from_setup
from tests.ui.test_watch_shown import watch_bot_moves
from tests.ui.test_watch_told import after_a_bot_turn

PLACES = {
    A.PlayCard: r"^Bob plays the action card .+ from their hand, (upper|lower) half \(\w+\) up$",
    A.TakeBonus: r"^Bob takes the \w+ \w+ bonus card \(.+\) from the bonus display$",
    A.StepTrack: r"^Bob moves their marker from (the start|space \d+) to space \d+ of the \w+ track$",
    A.TakeSack: r"^Bob takes a sack card, face down, from the sack pile$",
    A.BuildWorkshop: r"^Bob builds the \w+ level I+ workshop \(.+\) from the workshop display at "
    r"square \(-?\d+, -?\d+\) of their workshop grid",
    A.BuildGarden: r"^Bob lays a (small|large) garden tile from the supply in strip \d of the "
    r"garden square at \(-?\d+, -?\d+\) of their workshop grid",
    A.BuildCanal: r"^Bob builds a .+ from their canal tiles on (column \w, row \d|the tank square "
    r"under column \w) of the water network$",
    A.MoveCamel: r"^Bob moves their caravan from [\w ]+ to [\w ]+",
    A.Main: r"^Bob takes the \w+ action, the main action of their card$",
    A.Produce: r"^Bob produces .+ in their workshop at square \(-?\d+, -?\d+\) of their workshop",
}
"""Each kind of move with a piece and a place: its sentence names both."""


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="fast", confirm_irreversible=False
    )
    return app


def test_each_of_the_bots_moves_is_told_naming_the_piece_and_the_place(app):
    seen: set[type] = set()
    for seed in (5, 6, 7):
        table, match = after_a_bot_turn(app, "resafa", seed=seed, turns=60)
        panel = table.story.panel
        assert panel is not None
        mine = max(i for i, e in enumerate(match.log) if e.seat == table.eyes)
        told = [line for line in panel.lines if line.startswith("Bob ")]
        moves = [match.log[i].action for i in range(mine + 1, len(match.log))]
        assert len(told) == len(moves)
        for action, line in zip(moves, told):
            pattern = PLACES.get(type(action))
            if pattern is not None:
                seen.add(type(action))
                assert re.match(pattern, line), (action, line)
    assert {A.PlayCard, A.Main} <= seen and len(seen) >= 4, seen


def test_the_bots_pieces_travel_from_where_they_were_as_themselves(app):
    kinds = (A.BuildWorkshop, A.BuildGarden, A.BuildCanal, A.MoveCamel)
    found = []
    for seed in (5, 8):
        table, seen = watch_bot_moves(app, "resafa", seed=seed, wanted=14)
        for index, entry, tween, start, to, _ in seen:
            action = table.match.log[index].action
            assert entry == index and tween is not None
            w, h = tween.surface.get_size()
            assert tween.start == (start.centerx - w // 2, start.centery - h // 2)
            assert tween.end == (to.centerx - w // 2, to.centery - h // 2)
            if not isinstance(action, kinds):
                continue
            found.append(type(action))
            if isinstance(action, A.BuildWorkshop):
                shown = facts.stock(table.view).workshop_offer[action.level - 1]
                assert start == layout.offer_rects(action.level, len(shown))[action.pos]
                assert (w, h) == (to.w, to.w)  # the tile as built, not a token
            elif isinstance(action, A.BuildGarden):
                assert start == layout.garden_rects()["large" if action.large else "small"]
            elif isinstance(action, A.BuildCanal):
                assert (w, h) == (min(to.size),) * 2  # the canal tile
            else:
                assert (w, h) == (28, 28)  # the caravan
    assert found, "the bot built or moved its caravan"


def test_the_resafabots_steps_are_told_with_their_reason_and_travel_from_its_panel(app):
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed="normal")
    table = start_from_setup(app, game_of("resafa"), 1, "solo", 3)
    match, rng = table.match, random.Random(3)
    travel = table.news.travel
    for _ in range(400):
        if match.is_over():
            pytest.fail("the Resafabot never took a turn at the table")
        if table.my_turn() and not table.animating:
            trips = travel.trips
            assert table.try_play(rng.choice(table.legal_actions()))
            app.step([], 1 / 60)
            if facts.bot_places(table.view) and table.bot_shown < len(table.view.solo.log):
                break
        app.step([], 1 / 30)
    else:
        pytest.fail("no Resafabot turn")
    view = table.view
    places = facts.bot_places(view)
    panel = table.story.panel
    assert panel is not None
    bot = [line for line in panel.lines if line.startswith("Resafabot")]
    assert bot == list(facts.bot_last_turn(view))
    assert any('flipped card says "' in line for line in bot), bot
    assert any(re.match(r"^Resafabot's \w+ action \(its flipped card: .+\): it ", x) for x in bot)
    origin = table.bot_origin()
    assert origin is not None
    ends = []
    for _ in range(600):  # one line every 0.6 s: each step travels in its turn
        app.step([], 1 / 30)
        if travel.last is not None and travel.trips > trips + len(ends):
            ends.append(travel.last)
        if travel.started >= len(places) and not travel.animating:
            break
    wanted = [bot_place_rect(view, p) for p in places if p is not None]
    assert [end for _, end in ends] == wanted
    assert all(start == origin for start, _ in ends)
    marked = [m.rect.center for m in travel.marks]  # each place stays marked meanwhile
    assert marked == [r.center for r in wanted]
    assert all(m.style.symbol == table.bot_look().symbol for m in travel.marks)
    assert not table.animating or table.story.busy
