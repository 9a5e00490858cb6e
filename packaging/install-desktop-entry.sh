#!/usr/bin/env bash
# Add Tabletop to the Linux application menu for the current user.
#
#   packaging/install-desktop-entry.sh [BUNDLE_DIR]      # default: dist/Tabletop
#   packaging/install-desktop-entry.sh --uninstall
#
# In a downloaded release this script is ./install.sh, next to the Tabletop/ folder, and
# that folder is the default bundle.
#
# Installs, under ${XDG_DATA_HOME:-~/.local/share}:
#   applications/tabletop.desktop                 (Exec/TryExec = the bundle's executable)
#   icons/hicolor/256x256/apps/tabletop.png
#   icons/hicolor/scalable/apps/tabletop.svg
# The bundle is not copied: move it first if you want it elsewhere (e.g. ~/.local/opt),
# then run this again with its new path.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
DESKTOP="$DATA_HOME/applications/tabletop.desktop"
ICON_PNG="$DATA_HOME/icons/hicolor/256x256/apps/tabletop.png"
ICON_SVG="$DATA_HOME/icons/hicolor/scalable/apps/tabletop.svg"

refresh() {
    command -v update-desktop-database > /dev/null && update-desktop-database -q "$DATA_HOME/applications" || true
    command -v gtk-update-icon-cache > /dev/null && gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2> /dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$DESKTOP" "$ICON_PNG" "$ICON_SVG"
    refresh
    echo "removed Tabletop's menu entry and icons from $DATA_HOME"
    exit 0
fi

if [ -x "$HERE/Tabletop/Tabletop" ]; then DEFAULT_BUNDLE="$HERE/Tabletop"; else DEFAULT_BUNDLE="$ROOT/dist/Tabletop"; fi
BUNDLE="$(cd "${1:-$DEFAULT_BUNDLE}" 2> /dev/null && pwd)" || {
    echo "install: no Tabletop app at ${1:-$DEFAULT_BUNDLE} (from a source checkout, run packaging/build.sh first)" >&2
    exit 1
}
EXE="$BUNDLE/Tabletop"
[ -x "$EXE" ] || { echo "install-desktop-entry.sh: $EXE is not an executable" >&2; exit 1; }

# Icons: the bundle's own copies if present, else the source checkout's.
ASSETS="$BUNDLE/_internal/assets"
[ -f "$ASSETS/icon.png" ] || ASSETS="$ROOT/assets"
install -D -m 644 "$ASSETS/icon.png" "$ICON_PNG"
install -D -m 644 "$ASSETS/icon.svg" "$ICON_SVG"

# Exec: the path in double quotes (spaces are fine); characters that would need the
# Desktop Entry spec's double escaping are refused rather than half-escaped.
case "$EXE" in
    *[\"\`\$\\]* | *$'\n'*)
        echo "install-desktop-entry.sh: move the bundle to a path without \" \` \$ or \\ first" >&2
        exit 1 ;;
esac
mkdir -p "$(dirname "$DESKTOP")"
while IFS= read -r line; do
    case "$line" in
        Exec=*) printf 'Exec="%s"\n' "${EXE//%/%%}" ;;
        TryExec=*) printf 'TryExec=%s\n' "$EXE" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/tabletop.desktop" > "$DESKTOP"
chmod 644 "$DESKTOP"
if command -v desktop-file-validate > /dev/null; then
    if ! problems="$(desktop-file-validate "$DESKTOP" 2>&1)" || [ -n "$problems" ]; then
        rm -f "$DESKTOP"
        echo "install: the menu entry did not validate, nothing was installed:" >&2
        echo "$problems" >&2
        exit 1
    fi
fi
refresh

echo "installed $DESKTOP"
echo "  Exec: $EXE"
echo "  icon: $ICON_PNG, $ICON_SVG"
