#!/usr/bin/env bash
# The controls' frame costs: a keystroke in a focused field of
# a 20-field form, a sheet animation frame, a keystroke in a 200-line text view, and a frame of
# a 365-bar chart, at 80x24 and 200x60; medians. Run by `make
# bench` after the release build; asserts nothing.
set -eu
cd "$(dirname "$0")/.."
bin=.build/release/controls-bench
[ -x "$bin" ] || make -s --no-print-directory release PRODUCT=controls-bench
echo "== controls-bench ($(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(nproc) cores)"
"$bin"
