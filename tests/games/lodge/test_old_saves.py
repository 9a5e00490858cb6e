"""Files written before Lodge's state stored its turn progress still open: the save (a
replay log) replays to the same position, and positions written as plain data with the old
``phase`` word and guest flags read back in the new shape (``data/`` holds both, written
with the earlier code)."""

import json
import shutil
from pathlib import Path

from tabletop.engine import Config
from tabletop.engine.saves import load_match, read_document
from tabletop.games import get_game
from tabletop.games.lodge import GAME
from tabletop.games.lodge.state import BUILD, GUESTS, OVER, VALET

DATA = Path(__file__).parent / "data"
SAVE = DATA / "lodge-3p-mid-game-v2.json"
POSITIONS = DATA / "lodge-3p-positions-v2.json"


def test_a_save_from_before_replays_mid_turn_to_the_same_position(tmp_path):
    path = shutil.copy(SAVE, tmp_path / SAVE.name)
    match = load_match(path, get_game)
    assert len(match.actions) == len(read_document(path)["actions"]) == 180
    assert not match.is_over() and match.state.phase == VALET
    assert match.state.progress.taken == ("build", "valet_guest")
    assert {a.kind for a in GAME.legal_actions(match.state)} == {"choose_valet"}
    assert path.read_bytes() == SAVE.read_bytes()  # loading leaves the file alone


def test_old_positions_read_back_as_the_replayed_states(tmp_path):
    match = load_match(shutil.copy(SAVE, tmp_path / SAVE.name), get_game)
    old = json.loads(POSITIONS.read_text())
    phases = []
    for entry in old:
        data = entry["position"]
        assert "phase" in data and "progress" not in data  # written in the old shape
        state = GAME.from_dict(data)
        assert state == match.states[entry["after_moves"]]
        assert state.phase == data["phase"]
        assert state.display_guest_placed == data["display_guest_placed"]
        assert state.valet_guest_placed == data["valet_guest_placed"]
        phases.append(data["phase"])
        assert GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state)))) == state
    assert {BUILD, GUESTS, VALET} <= set(phases)


def test_a_finished_position_from_before_reads_as_over():
    data = GAME.to_dict(GAME.new(Config.default(2)))
    data.pop("progress"), data.pop("over")
    data.update(phase=OVER, display_guest_placed=False, valet_guest_placed=False)
    state = GAME.from_dict(data)
    assert state.over and state.phase == OVER and GAME.actor(state) is None
