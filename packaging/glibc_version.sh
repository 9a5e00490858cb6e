#!/usr/bin/env bash
# The version of the C library this system runs ("2.36") and the release's
# REQUIREMENTS.txt line built from it: exactly one version, or "unknown" alone.
#
#   source packaging/glibc_version.sh
#   glibc_version        # 2.36
#   requirements_line    # Built on glibc 2.36: the app needs glibc 2.36 or newer.
#   bash packaging/glibc_version.sh    # prints the line (what build.sh writes)
#
# No pipe: `ldd --version | head -n 1` under `set -o pipefail` fails whenever head closes
# the pipe before ldd has written everything (SIGPIPE), and `|| echo unknown` then added
# "unknown" after the version (issue #27). getconf answers in one line; ldd's output is
# captured whole and parsed in the shell.

glibc_version() {
    local out line version=""
    if out="$(getconf GNU_LIBC_VERSION 2> /dev/null)"; then
        version="${out##* }" # "glibc 2.36" -> "2.36"
    fi
    if ! [[ "$version" =~ ^[0-9]+\.[0-9]+$ ]]; then
        version=""
        out="$(ldd --version 2> /dev/null)" || true
        line="${out%%$'\n'*}" # the first line: "ldd (Debian GLIBC 2.36-9+deb12u4) 2.36"
        if [[ "$line" =~ ([0-9]+\.[0-9]+)$ ]]; then
            version="${BASH_REMATCH[1]}"
        fi
    fi
    printf '%s\n' "${version:-unknown}"
}

requirements_line() {
    local version
    version="$(glibc_version)"
    if [ "$version" = unknown ]; then
        echo "Built on a system whose glibc version could not be read: the app needs a glibc at least as new as that system's."
    else
        echo "Built on glibc $version: the app needs glibc $version or newer."
    fi
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
    requirements_line
fi
