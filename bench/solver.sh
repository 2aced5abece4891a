#!/usr/bin/env bash
# Solver benchmark (run by `make bench` after the release build): kiwi (kiwi_ref.py) and our
# `cassowary` on the same .cas workloads, side by side. Needs ../shared/bench and kiwisolver.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
shared="$root/../shared/bench"
if [ ! -f "$shared/kiwi_ref.py" ]; then
    echo "bench/solver.sh: skipped, $shared is absent"
    exit 0
fi
exec python3 "$root/bench/solver_bench.py" --shared "$shared" --cassowary "$root/.build/release/cassowary" "$@"
