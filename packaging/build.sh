#!/usr/bin/env bash
# Build the double-clickable Tabletop app (PyInstaller, one-folder) into dist/Tabletop/.
#
#   packaging/build.sh              # venv in build/venv, pip install -e ".[package]", build, smoke test
#   packaging/build.sh --no-venv    # use the current Python as is (PyInstaller already installed)
#   packaging/build.sh --no-smoke   # skip running the built app afterwards
#
# On Linux it then writes dist/Tabletop-<version>-linux-x86_64.tar.gz: the app folder (with
# LICENSES/), README.txt for players, the menu entry and ./install.sh.
#
# Environment: PYTHON (default python3, or python on Windows) picks the interpreter for the
# venv; VENV overrides the venv folder. Works on Linux, macOS and Windows (Git Bash).
# See docs/packaging.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
cd "$ROOT" # pip install -e needs the project folder; the spec itself uses its own paths

USE_VENV=1
SMOKE=1
for arg in "$@"; do
    case "$arg" in
        --no-venv) USE_VENV=0 ;;
        --no-smoke) SMOKE=0 ;;
        -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

case "$(uname -s)" in
    MINGW* | MSYS* | CYGWIN*) PLATFORM=windows ;;
    Darwin) PLATFORM=macos ;;
    *) PLATFORM=linux ;;
esac
if [ "$PLATFORM" = windows ]; then DEFAULT_PY=python; else DEFAULT_PY=python3; fi
PYTHON="${PYTHON:-$DEFAULT_PY}"

"$PYTHON" - <<'EOF'
import sys
if sys.version_info < (3, 11):
    sys.exit(f"Tabletop needs Python 3.11 or newer, this is {sys.version.split()[0]}")
EOF

if [ "$USE_VENV" = 1 ]; then
    VENV="${VENV:-$ROOT/build/venv}"
    if [ ! -d "$VENV" ]; then
        echo "==> creating venv $VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    if [ -x "$VENV/Scripts/python.exe" ]; then PY="$VENV/Scripts/python.exe"; else PY="$VENV/bin/python"; fi
    echo "==> installing Tabletop and PyInstaller into the venv"
    "$PY" -m pip install --quiet --upgrade pip
    "$PY" -m pip install --quiet -e ".[package]"
else
    PY="$PYTHON"
fi

if [ "$PLATFORM" = macos ] && command -v iconutil > /dev/null; then
    echo "==> macOS icon: build/Tabletop.icns"
    rm -rf build/Tabletop.iconset
    "$PY" packaging/render_icons.py --iconset build/Tabletop.iconset > /dev/null
    iconutil -c icns build/Tabletop.iconset -o build/Tabletop.icns
fi

echo "==> running PyInstaller"
"$PY" -m PyInstaller --noconfirm --clean \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    "$HERE/tabletop.spec"

APP_DIR="$ROOT/dist/Tabletop"
if [ "$PLATFORM" = windows ]; then EXE="$APP_DIR/Tabletop.exe"; else EXE="$APP_DIR/Tabletop"; fi
[ -e "$EXE" ] || { echo "build.sh: $EXE was not produced" >&2; exit 1; }

if [ "$SMOKE" = 1 ] && [ "$PLATFORM" != windows ]; then
    # The windowed Windows exe has no stdout (it goes to the log file), so no smoke test there.
    # Run from an empty folder: the bundle must not depend on the working directory.
    echo "==> smoke test: the bundle starts and finds data/ and assets/"
    INTERNAL="$APP_DIR/_internal"
    [ -d "$INTERNAL/data" ] || { echo "build.sh: data/ missing from the bundle" >&2; exit 1; }
    [ -d "$INTERNAL/assets" ] || { echo "build.sh: assets/ missing from the bundle" >&2; exit 1; }
    SMOKE_DIR="$(mktemp -d)"
    trap 'rm -rf "$SMOKE_DIR"' EXIT
    export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
    (cd "$SMOKE_DIR" && "$EXE" --help > /dev/null) || { echo "build.sh: $EXE --help failed" >&2; exit 1; }
    # Every registered game plays one game from the bundle.
    for game in $("$PY" -c 'from tabletop.games import game_ids; print(*game_ids())'); do
        if (cd "$SMOKE_DIR" && "$EXE" simulate --game "$game" --players 2 --games 1 --seed 1 > sim.txt 2>&1); then
            echo "    simulate $game: ok"
        else
            echo "build.sh: simulate $game failed in the bundle: $(tail -n 3 "$SMOKE_DIR/sim.txt")" >&2
            exit 1
        fi
    done
    if (cd "$SMOKE_DIR" && "$EXE" screenshot --scene title --out title.png > shot.txt 2>&1) \
        && [ -s "$SMOKE_DIR/title.png" ]; then
        echo "    screenshot of the title scene (fonts, icons): ok"
    else
        echo "build.sh: screenshot --scene title failed in the bundle: $(tail -n 3 "$SMOKE_DIR/shot.txt")" >&2
        exit 1
    fi
fi

echo "==> licences and third-party notices: $APP_DIR/LICENSES"
"$PY" "$HERE/notices.py" "$APP_DIR"

if [ "$PLATFORM" = linux ]; then
    VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
    RELEASE="Tabletop-$VERSION-linux-x86_64"
    STAGE="$ROOT/build/release/$RELEASE"
    echo "==> release archive dist/$RELEASE.tar.gz"
    rm -rf "$STAGE"
    mkdir -p "$STAGE"
    cp -a "$APP_DIR" "$STAGE/Tabletop"
    cp "$HERE/README-players.txt" "$STAGE/README.txt"
    cp "$HERE/tabletop.desktop" "$STAGE/tabletop.desktop"
    cp "$HERE/install-desktop-entry.sh" "$STAGE/install.sh"
    chmod 755 "$STAGE/install.sh"
    # shellcheck source=packaging/glibc_version.sh
    source "$HERE/glibc_version.sh" # no pipe that SIGPIPE can break under pipefail
    requirements_line > "$STAGE/REQUIREMENTS.txt"
    echo "    REQUIREMENTS.txt: $(cat "$STAGE/REQUIREMENTS.txt")"
    tar -czf "$ROOT/dist/$RELEASE.tar.gz" -C "$ROOT/build/release" "$RELEASE"
    RELEASE_TARBALL="$ROOT/dist/$RELEASE.tar.gz"
fi

echo
echo "Built: $APP_DIR ($(du -sh "$APP_DIR" | cut -f1))"
echo "Start: $EXE"
if [ "$PLATFORM" = macos ]; then echo "macOS app: $ROOT/dist/Tabletop.app"; fi
if [ "$PLATFORM" = linux ]; then
    echo "Menu entry + icon: packaging/install-desktop-entry.sh"
    echo "Release: $RELEASE_TARBALL ($(du -sh "$RELEASE_TARBALL" | cut -f1))"
fi
