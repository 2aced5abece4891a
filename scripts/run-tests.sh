#!/usr/bin/env bash
# Runs the built tests (`swift test --skip-build`), then prints one line naming every test that
# was skipped and why (Swift Testing's `.enabled(if:)` reasons), so that a green run says what it
# did not check. Any skip fails the run (`make test` installs everything a test needs first), unless
# PAYDAY_ALLOW_SKIPS=1 says a partial run is wanted (a contributor without some tool).
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" test --skip-build "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# Swift Testing reports a skip as: <symbol> Test <name> skipped: "<reason>". One line: the
# reasons, each with the tests it skipped.
skips=$(python3 - "$log" <<'PY'
import re, sys
reasons = {}
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    match = re.match(r'^\S{1,4} Test (.*) skipped(?:: "(.*)")?\.?$', line.rstrip("\n"))
    if match:
        reasons.setdefault(match.group(2) or "no reason given", []).append(match.group(1))
print("; ".join(f"{len(tests)} ({', '.join(tests)}) {reason}" for reason, tests in reasons.items()))
PY
)
if [ -z "$skips" ]; then
    echo "tests: nothing skipped"
else
    echo "tests: skipped $skips"
    if [ "${PAYDAY_ALLOW_SKIPS:-0}" != 1 ] && [ "$status" = 0 ]; then
        echo "tests: tests were skipped, which fails the run; install what they need (scripts/deps.sh test), or set PAYDAY_ALLOW_SKIPS=1 for a partial run" >&2
        status=1
    fi
fi
exit "$status"
