#!/usr/bin/env bash
# Collection views and diffable data sources: `apply` of a 10,000-item snapshot with 1% changed
# (the diff alone, and through a collection view's and a table's data source), and a
# compositional grid of 1,000 cells scrolled a page and a line at a time; medians. Run by
# `make bench` after the release build.
set -eu
cd "$(dirname "$0")/.."
bin=.build/release/collection-bench
[ -x "$bin" ] || make -s --no-print-directory release PRODUCT=collection-bench
echo "== collection-bench ($(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(nproc) cores)"
"$bin"
