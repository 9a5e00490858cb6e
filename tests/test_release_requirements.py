"""The release's REQUIREMENTS.txt line is exact every time (issue #27): build.sh writes it
with ``packaging/glibc_version.sh``, which has no pipe that SIGPIPE can break under
``set -o pipefail`` (``ldd --version | head -n 1 | ... || echo unknown`` appended
"unknown" after the version in 17 of 150 builds under load). The snippet is run as
build.sh runs it, many times, against this system's tools and against stand-ins for
``getconf`` and ``ldd`` that make the old pipeline fail."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SNIPPET = ROOT / "packaging" / "glibc_version.sh"
LINE = re.compile(r"Built on glibc (\d+\.\d+): the app needs glibc \1 or newer\.\n")
UNKNOWN = (
    "Built on a system whose glibc version could not be read: "
    "the app needs a glibc at least as new as that system's.\n"
)
RUNS = 50
BASH = shutil.which("bash") or "bash"

sys.path.insert(0, str(ROOT / "packaging"))
from check_release import requirements_problem  # noqa: E402

pytestmark = pytest.mark.skipif(
    not shutil.which("bash") or sys.platform == "win32", reason="needs bash and /bin/bash"
)


def requirements_line(env: dict[str, str] | None = None) -> str:
    """The line as build.sh writes it: the snippet sourced under ``set -euo pipefail``."""
    script = f'set -euo pipefail; source "{SNIPPET}"; requirements_line'
    out = subprocess.run([BASH, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout


def many(env: dict[str, str] | None = None) -> list[str]:
    """``RUNS`` lines, eight at a time (the failure showed under load)."""
    with ThreadPoolExecutor(max_workers=8) as pool:
        return list(pool.map(lambda _: requirements_line(env), range(RUNS)))


def stand_ins(tmp_path: Path, getconf: str | None, ldd: str | None) -> dict[str, str]:
    """A PATH whose ``getconf`` and ``ldd`` are the given scripts (``None``: absent), with
    the rest of the tools the snippet may use."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in (("getconf", getconf), ("ldd", ldd)):
        if body is not None:
            path = bin_dir / name
            path.write_text(f"#!{BASH}\n" + body)
            path.chmod(0o755)
    for tool in ("head", "grep", "cat", "yes"):
        found = shutil.which(tool)
        if found:
            os.symlink(found, bin_dir / tool)
    return dict(os.environ, PATH=str(bin_dir))


# ldd as glibc's: the version on the first line, then a long text that keeps writing after
# `head -n 1` has gone (it dies of SIGPIPE there: the old pipeline's failure, every time).
LONG_LDD = 'echo "ldd (GNU libc) 2.99"\nyes "Copyright (C) 2024 Free Software Foundation" | head -n 20000\n'
NO_GETCONF = "exit 1\n"


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not shutil.which("getconf"), reason="glibc Linux"
)
def test_on_this_system_the_line_names_one_version_every_time():
    lines = many()
    assert all(LINE.fullmatch(line) for line in lines), set(lines)
    assert len(set(lines)) == 1
    assert requirements_problem(lines[0]) is None
    version = subprocess.run(
        ["getconf", "GNU_LIBC_VERSION"], capture_output=True, text=True
    ).stdout.split()[-1]
    assert lines[0] == f"Built on glibc {version}: the app needs glibc {version} or newer.\n"


def test_an_ldd_cut_off_by_sigpipe_no_longer_adds_unknown(tmp_path):
    env = stand_ins(tmp_path, NO_GETCONF, LONG_LDD)
    old = subprocess.run(
        [
            BASH,
            "-c",
            "set -euo pipefail; "
            "ldd --version 2> /dev/null | head -n 1 | grep -oE '[0-9]+\\.[0-9]+$' || echo unknown",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert old.stdout == "2.99\nunknown\n", "the stand-in reproduces the old failure"
    lines = many(env)
    assert set(lines) == {"Built on glibc 2.99: the app needs glibc 2.99 or newer.\n"}


def test_getconf_is_asked_first_and_ldd_is_not_needed(tmp_path):
    env = stand_ins(tmp_path, 'echo "glibc 2.31"\n', None)
    assert requirements_line(env) == "Built on glibc 2.31: the app needs glibc 2.31 or newer.\n"


@pytest.mark.parametrize(
    "getconf, ldd",
    [
        (None, None),
        (NO_GETCONF, 'echo "musl libc (x86_64)" >&2\necho "Version 1.2.4" >&2\nexit 1\n'),
        ('echo "glibc 2.x"\n', 'echo "ldd: no version here"\n'),
    ],
    ids=["no-tools", "musl", "garbled"],
)
def test_without_a_readable_version_the_line_says_so_once(tmp_path, getconf, ldd):
    assert requirements_line(stand_ins(tmp_path, getconf, ldd)) == UNKNOWN


def test_check_release_accepts_only_one_line_with_one_version():
    assert requirements_problem("Built on glibc 2.36: the app needs glibc 2.36 or newer.\n") is None
    for bad in (
        "Built on glibc 2.36\nunknown: the app needs glibc 2.36\nunknown or newer.\n",
        "Built on glibc 2.36: the app needs glibc 2.31 or newer.\n",
        "Built on glibc unknown: the app needs glibc unknown or newer.\n",
        "",
    ):
        assert requirements_problem(bad) is not None, bad
