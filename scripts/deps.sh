#!/usr/bin/env bash
# Installs what the project needs and is missing, or says exactly what to run.
#   scripts/deps.sh run    ncurses headers (to build and run the app)
#   scripts/deps.sh test   + tmux (end-to-end tests), man (the installed manual page's test),
#                          kiwisolver (the reference solver) and pyte (the terminal emulator the
#                          pty end-to-end tests read the screen with)
set -u
want=${1:-test}
missing_apt=()

has_ncurses() {
    [ -f /usr/include/ncursesw/curses.h ] || pkg-config --exists ncursesw 2>/dev/null
}
has_ncurses || missing_apt+=(libncurses-dev)
if [ "$want" != run ]; then
    command -v tmux >/dev/null 2>&1 || missing_apt+=(tmux)
    command -v man >/dev/null 2>&1 || missing_apt+=(man-db)
fi

if [ ${#missing_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "deps: installing ${missing_apt[*]}"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_apt[@]}" >/dev/null \
            || { echo "deps: apt-get install ${missing_apt[*]} failed" >&2; exit 1; }
    else
        echo "deps: missing ${missing_apt[*]}; run: sudo apt-get install -y ${missing_apt[*]}" >&2
        exit 1
    fi
fi

if [ "$want" != run ]; then
    if ! python3 -c 'import kiwisolver' >/dev/null 2>&1; then
        echo "deps: installing kiwisolver (the reference solver) with pip"
        python3 -m pip install -q kiwisolver >/dev/null 2>&1 \
            || echo "deps: could not install kiwisolver; run: python3 -m pip install kiwisolver (tests against the reference solver will skip)" >&2
    fi
    if ! python3 -c 'import pyte' >/dev/null 2>&1; then
        echo "deps: installing pyte (the terminal emulator of the pty tests) with pip"
        python3 -m pip install -q pyte >/dev/null 2>&1 \
            || echo "deps: could not install pyte; run: python3 -m pip install pyte (the pty end-to-end tests will skip)" >&2
    fi
fi
if [ "$want" != run ]; then
    if ! python3 -c 'import pyte' >/dev/null 2>&1; then
        echo "deps: installing pyte (the terminal emulator of the form's pty test) with pip"
        python3 -m pip install -q pyte >/dev/null 2>&1 \
            || echo "deps: could not install pyte; run: python3 -m pip install pyte (the form's pty test will skip)" >&2
    fi
fi
exit 0
