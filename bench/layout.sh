#!/usr/bin/env bash
# The layout engine's workplace-card benchmark (issue 3). Run by `make bench` after the release
# build; prints figures, asserts nothing. For instruction counts (reproducible where times are
# not): valgrind --tool=callgrind .build/release/layout-bench profile build|relayout|remeasure N
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== layout: $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -m), $(nproc) cores"
if [ ! -x .build/release/layout-bench ]; then
    swift build -c release --product layout-bench
fi
.build/release/layout-bench
