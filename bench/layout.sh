#!/usr/bin/env bash
# The layout engine's workplace-card benchmark. Run by `make bench` after the release
# build; prints figures, asserts nothing. For instruction counts (reproducible where times are
# not): valgrind --tool=callgrind .build/release/layout-bench profile build|relayout|remeasure|setdata|mannequin|animate N
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== layout: $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -m), $(nproc) cores"
if [ ! -x .build/release/layout-bench ] || [ ! -x .build/release/cassowary ]; then
    make -s --no-print-directory release PRODUCT=layout-bench
    make -s --no-print-directory release PRODUCT=cassowary
fi
.build/release/layout-bench

# The solver's share of building a card: the engine's constraints written as a .cas script
# (`layout-bench cas`) and run through kiwi (bench/kiwi_run.py) and ours, three processes
# each, alternating; each process gives the median of 201 builds.
if ! python3 -c "import kiwisolver" 2>/dev/null; then
    echo "the card's solver work against kiwi: not measured, kiwisolver is not installed (scripts/deps.sh test)"
    exit 0
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
.build/release/layout-bench cas > "$tmp/card.cas"
for _ in 1 2 3; do
    python3 bench/kiwi_run.py "$tmp/card.cas" --reps 201 | awk '/^phase build/ {print $3}' >> "$tmp/kiwi"
    .build/release/cassowary "$tmp/card.cas" --reps 201 | awk '/^phase build/ {print $3}' >> "$tmp/ours"
done
python3 - "$tmp/kiwi" "$tmp/ours" "$(grep -c '^constraint' "$tmp/card.cas")" <<'PY'
import sys
def median(path):
    values = sorted(float(line) for line in open(path))
    return values[len(values) // 2]
kiwi, ours, count = median(sys.argv[1]), median(sys.argv[2]), sys.argv[3]
print(f"the card's {count} solver additions (layout-bench cas), median of 3 processes x 201 builds:")
print(f"  kiwi {kiwi * 1e6:.1f} µs, ours {ours * 1e6:.1f} µs, ours/kiwi {ours / kiwi:.2f}")
PY
