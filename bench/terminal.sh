#!/usr/bin/env bash
# Terminal frame costs (issue 4): diff and draw+flush of a 200x60 screen with 5% and with all
# cells changed, and bytes written per frame for a one-line change, counted through a pty.
# Run by `make bench` after the release build; medians, never pass/fail.
set -eu
cd "$(dirname "$0")/.."
# TERMINAL_DEMO=path measures another build (a debug one, say).
bin=${TERMINAL_DEMO:-.build/release/terminal-demo}
if [ ! -x "$bin" ]; then
    echo "bench/terminal.sh: no $bin; build it first: swift build -c release --product terminal-demo" >&2
    exit 1
fi
echo "== terminal ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m))"
python3 bench/terminal_pty.py "$bin"
