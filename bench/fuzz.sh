#!/usr/bin/env bash
# The fuzz target (Tools/payday-fuzz: the data-file reader and the command line) under
# libFuzzer, for longer than `make test` runs it: built with `--sanitize=fuzzer -DLIBFUZZER` in a
# build folder of its own (.build-fuzz, so the normal build is untouched), started from the seed
# inputs it writes, for FUZZ_SECONDS (default 120) on one core. A finding or a crash stops it with
# the input saved as crash-* in the work folder (printed), and fails the script; replay it with
# `.build/debug/payday-fuzz crash-FILE`. Prints libFuzzer's last status line (runs, coverage).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-120}
"${SWIFT:-swift}" build --sanitize=fuzzer -Xswiftc -DLIBFUZZER --build-path .build-fuzz --product payday-fuzz \
    >/dev/null
"${SWIFT:-swift}" build --product payday-fuzz >/dev/null
work=$(mktemp -d)
mkdir "$work/corpus"
.build/debug/payday-fuzz --write-corpus "$work/corpus"
echo "== fuzz: $(date -u +%Y-%m-%dT%H:%MZ), libFuzzer for $seconds s, $(ls "$work/corpus" | wc -l) seed inputs"
cd "$work"
if ! "$OLDPWD/.build-fuzz/debug/payday-fuzz" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
    -close_fd_mask=3 corpus >log 2>&1; then
    grep -E 'finding|ERROR|SUMMARY|crash-|timeout-|oom-' log | head -20 >&2
    echo "fuzz: libFuzzer found something; the input is in $work" >&2
    exit 1
fi
grep -E '^#[0-9]+' log | tail -1
echo "fuzz: corpus grew to $(ls corpus | wc -l) inputs"
rm -rf "$work"
