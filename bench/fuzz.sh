#!/usr/bin/env bash
# The fuzz tests for far more inputs than `make test` runs: the data-file reader (mutated files:
# no crash, what it accepts reads back, what it refuses the store never changes) and the command
# line (random argument lists: no crash, a failure leaves the file as it was). Three seeds of
# PAYDAY_FUZZ_INPUTS inputs each (default 30,000 files, a tenth as many saves on refused files,
# a hundredth as many argument lists).
# Prints each seed's wall time; a failure prints the test's findings (they name the input) and
# fails the script; replay it with `PAYDAY_FUZZ_SEED=S PAYDAY_FUZZ_INPUTS=N swift test --filter
# FuzzTests`.
set -euo pipefail
cd "$(dirname "$0")/.."
inputs=${PAYDAY_FUZZ_INPUTS:-30000}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" build --build-tests >/dev/null
for seed in 1 2 3; do
    start=$(date +%s)
    if ! PAYDAY_FUZZ_INPUTS=$inputs PAYDAY_FUZZ_SEED=$seed "${SWIFT:-swift}" test --skip-build \
        --filter 'DataFileFuzzTests|CommandLineFuzzTests' >"$log" 2>&1; then
        grep -E '✘|error|crash|signal' "$log" | head -40 >&2
        echo "fuzz: seed $seed failed" >&2
        exit 1
    fi
    echo "fuzz: seed $seed, $inputs inputs: $(($(date +%s) - start)) s, $(grep -E 'Test run with' "$log")"
done
