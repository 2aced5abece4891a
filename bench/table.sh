#!/usr/bin/env bash
# TableView frame costs at 10, 1,000, 10,000 and 100,000 rows: first frame, a scroll
# step, one frame of an unfold animation, and the unfolding endUpdates(); medians and the
# 100,000/10 ratios. Run by `make bench` after the release build.
set -eu
cd "$(dirname "$0")/.."
bin=.build/release/table-bench
[ -x "$bin" ] || make -s --no-print-directory release PRODUCT=table-bench
echo "== table-bench ($(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(nproc) cores)"
"$bin"
