#!/usr/bin/env bash
# Terminal frame costs: diff and draw+flush of a 200x60 screen with 5% and with all
# cells changed, and bytes written per frame for a one-line change, counted through a pty.
# Run by `make bench` after the release build; medians, never pass/fail.
set -eu
cd "$(dirname "$0")/.."
# TERMINAL_DEMO=path measures another build (a debug one, say).
bin=${TERMINAL_DEMO:-.build/release/terminal-demo}
if [ ! -x "$bin" ]; then
    echo "bench/terminal.sh: no $bin; build it first: make release PRODUCT=terminal-demo" >&2
    exit 1
fi
echo "== terminal ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m))"
python3 bench/terminal_pty.py "$bin"
# The input decoder's throughput (no terminal needed), and the bytes an unfold animation of the
# real app writes at 80x24 and 200x60.
"$bin" --bench-decoder
payday=${PAYDAY:-.build/release/payday}
if [ -x "$payday" ]; then
    python3 bench/terminal_unfold.py "$payday" 80 24
    python3 bench/terminal_unfold.py "$payday" 200 60
else
    echo "bench/terminal.sh: no $payday; build it first: make release" >&2
fi
