import json

from hypothesis import given
from hypothesis import strategies as st

from tabletop.engine import Rng
from tabletop.engine.serial import from_plain, to_plain


def test_same_seed_same_sequence():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    for _ in range(100):
        x, a = a.next64()
        y, b = b.next64()
        assert x == y


def test_different_seeds_differ():
    assert Rng.from_seed(1).next64()[0] != Rng.from_seed(2).next64()[0]


def test_string_seed_is_stable():
    assert Rng.from_seed("summer") == Rng.from_seed("summer")
    assert Rng.from_seed("summer") != Rng.from_seed("winter")


def test_known_values_do_not_drift():
    """Saves replay bit for bit only if the generator never changes: pin its output."""
    values, rng = [], Rng.from_seed(7)
    for _ in range(3):
        v, rng = rng.below(1000)
        values.append(v)
    assert values == _PINNED


_PINNED = [855, 725, 208]


def test_json_round_trip_continues_the_sequence():
    rng = Rng.from_seed(9)
    _, rng = rng.next64()
    copy = from_plain(Rng, json.loads(json.dumps(to_plain(rng))))
    assert copy == rng and copy.next64() == rng.next64()


@given(st.integers(min_value=0, max_value=2**70), st.integers(min_value=1, max_value=500))
def test_below_in_range(seed, n):
    value, _ = Rng.from_seed(seed).below(n)
    assert 0 <= value < n


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed, items):
    shuffled, _ = Rng.from_seed(seed).shuffled(items)
    assert sorted(shuffled) == sorted(items)


def test_shuffle_is_roughly_uniform():
    counts = {}
    rng = Rng.from_seed(3)
    for _ in range(6000):
        perm, rng = rng.shuffled((1, 2, 3))
        counts[perm] = counts.get(perm, 0) + 1
    assert len(counts) == 6 and all(800 < c < 1200 for c in counts.values())


def test_no_module_random_in_engine_or_games():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2] / "tabletop"
    for sub in ("engine", "games"):
        for path in (root / sub).rglob("*.py"):
            text = path.read_text()
            for bad in (
                "random.random(",
                "random.randint(",
                "random.shuffle(",
                "random.choice(",
                "random.seed(",
            ):
                assert bad not in text, f"{path} calls module-level {bad}"
