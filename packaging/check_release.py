"""Check a release archive the way a downloading user meets it.

    python packaging/check_release.py dist/Tabletop-<version>-linux-x86_64.tar.gz

Unpacks it into an empty folder and, with an empty home directory and no Python on the
PATH the app could lean on:
- the archive holds the app, the player README, the licences, the menu entry, install.sh;
- ``REQUIREMENTS.txt`` is exactly one line naming one glibc version;
- no library that must not ship is inside (libstdc++, libgcc_s, sound codecs, libcrypto);
- the app starts from the unpacked folder (dummy video driver) and draws the title;
- the packaged app can play across computers (``net-check``): its network thread, the
  cryptography, a missing mailbox server reported, and, where magic-wormhole's mailbox
  server and relay are installed (the ``test`` extra), two links pairing through them on
  127.0.0.1 and carrying messages;
- the app still starts, or leaves a log, when the graphics driver cannot load
  (``LIBGL_DRIVERS_PATH`` pointing nowhere);
- ``./install.sh`` adds a menu entry that ``desktop-file-validate`` accepts (where the
  tool exists) and ``--uninstall`` removes it.
Prints one line per check; exit status 1 if any failed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

FORBIDDEN = ("libstdc++", "libgcc_s", "libSDL2_mixer", "libmpg123", "libFLAC", "libcrypto")
REQUIRED = (
    "README.txt",
    "REQUIREMENTS.txt",
    "install.sh",
    "tabletop.desktop",
    "Tabletop/Tabletop",
    "Tabletop/LICENSES/Tabletop-LICENSE.txt",
    "Tabletop/LICENSES/THIRD-PARTY-NOTICES.txt",
    "Tabletop/LICENSES/Python-LICENSE.txt",
    "Tabletop/_internal/assets/fonts",
    "Tabletop/_internal/data",
)


REQUIREMENTS_LINE = re.compile(
    r"Built on glibc (\d+\.\d+): the app needs glibc (\d+\.\d+) or newer\.\n"
)


def requirements_problem(text: str) -> str | None:
    """What is wrong with REQUIREMENTS.txt (``None``: one line, one glibc version, the same
    twice, as ``packaging/glibc_version.sh`` writes it)."""
    found = REQUIREMENTS_LINE.fullmatch(text)
    if found is None:
        return f"not the one line 'Built on glibc X.Y: ...': {text!r}"
    if found.group(1) != found.group(2):
        return f"two different versions: {text!r}"
    return None


def run(cmd: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def check_network(exe: str, work: Path, env: dict[str, str], check: Any) -> None:
    """``net-check`` in the unpacked app; with loopback servers when they can be started."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tabletop.net.loopback import LoopbackServers, servers_installed

    servers = None
    if servers_installed():
        try:
            servers = LoopbackServers().start()
        except RuntimeError as error:
            check(False, "a loopback mailbox server and relay start for net-check", str(error))
            return
    else:
        print("skipped pairing in net-check: no mailbox server and relay (the test extra)")
    try:
        extra = ["--mailbox", servers.mailbox_url, "--relay", servers.relay_url] if servers else []
        ran = run([exe, "net-check", *extra], work, env)
        check(
            ran.returncode == 0 and "net-check: all passed" in ran.stdout,
            "the packaged app can connect across computers (net-check"
            + (", paired on 127.0.0.1)" if servers else ")"),
            (ran.stdout + ran.stderr)[-600:],
        )
    finally:
        if servers is not None:
            servers.stop()


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: python packaging/check_release.py ARCHIVE", file=sys.stderr)
        return 2
    failures: list[str] = []

    def check(ok: bool, what: str, detail: str = "") -> None:
        print(
            ("ok      " if ok else "FAILED  ") + what + (f": {detail}" if detail and not ok else "")
        )
        if not ok:
            failures.append(what)

    work = Path(tempfile.mkdtemp(prefix="tabletop-release-"))
    try:
        with tarfile.open(sys.argv[1]) as archive:
            archive.extractall(work, filter="data")
        (top,) = [p for p in work.iterdir() if p.is_dir()]
        for name in REQUIRED:
            check((top / name).exists(), f"archive holds {name}")
        requirements = top / "REQUIREMENTS.txt"
        if requirements.exists():
            problem = requirements_problem(requirements.read_text(errors="replace"))
            check(
                problem is None, "REQUIREMENTS.txt names exactly one glibc version", problem or ""
            )
        shipped = [p.name for p in top.rglob("*") if p.is_file()]
        bad = sorted({n for n in shipped for f in FORBIDDEN if n.startswith(f)})
        check(not bad, "no forbidden library in the bundle", ", ".join(bad))

        home = work / "home"
        home.mkdir()
        env = {
            "HOME": str(home),
            "PATH": "/usr/bin:/bin",
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "XDG_DATA_HOME": str(home / ".local/share"),
        }
        exe = str(top / "Tabletop" / "Tabletop")
        shot = run([exe, "screenshot", "--scene", "title", "--out", "title.png"], work, env)
        check(
            shot.returncode == 0 and (work / "title.png").stat().st_size > 0
            if (work / "title.png").exists()
            else False,
            "the unpacked app draws its title screen",
            shot.stderr[-300:],
        )

        played = run(
            [exe, "simulate", "--game", "summer_resort", "--players", "2", "--games", "1"],
            work,
            env,
        )
        check(
            played.returncode == 0 and '"summary"' in played.stdout,
            "a whole game plays from the unpacked app",
            played.stderr[-300:],
        )

        check_network(exe, work, env, check)

        xvfb = shutil.which("Xvfb")
        if xvfb:  # a real X display, so SDL really probes the system's graphics stack
            display = ":93"
            server = subprocess.Popen(
                [xvfb, display, "-screen", "0", "1600x900x24"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            try:
                time.sleep(1.0)
                broken = dict(
                    env,
                    DISPLAY=display,
                    LIBGL_DRIVERS_PATH="/nonexistent",
                    TABLETOP_EXIT_AFTER_FIRST_FRAME="1",
                )
                broken.pop("SDL_VIDEODRIVER")
                started = run([exe], work, broken)
                logs = list(home.rglob("*.log"))
                check(
                    started.returncode == 0 or bool(logs),
                    "in a real X session with no graphics driver it starts or leaves a log",
                    started.stderr[-300:],
                )
            finally:
                server.terminate()
                server.wait(timeout=10)
        else:
            print("skipped the graphics-driver check: no Xvfb on this machine")

        install = run([str(top / "install.sh")], top, env)
        entry = home / ".local/share/applications/tabletop.desktop"
        check(
            install.returncode == 0 and entry.exists(),
            "./install.sh adds the menu entry",
            install.stderr[-300:],
        )
        if entry.exists() and shutil.which("desktop-file-validate"):
            valid = run(["desktop-file-validate", str(entry)], top, env)
            check(
                valid.returncode == 0 and not valid.stdout.strip(),
                "the menu entry validates",
                valid.stdout + valid.stderr,
            )
        removed = run([str(top / "install.sh"), "--uninstall"], top, env)
        check(removed.returncode == 0 and not entry.exists(), "./install.sh --uninstall removes it")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(failures)} failed" if failures else "release archive: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
