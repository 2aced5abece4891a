#!/usr/bin/env bash
# Two rules of the layers. The app's one road for input: no file of the app or of its command line
# imports the terminal library but the app's host (Sources/PaydayApp/Hosting/), which runs the
# window on a terminal. Screens get their events from the window. And Payroll and PayrollExports
# hold no sentence. Exits 1 naming each file that breaks a rule.
set -euo pipefail
cd "$(dirname "$0")/.."
found=$(grep -rlE '^\s*(@[A-Za-z_]+\s+)*import\s+(Terminal|CNcurses)\s*$' Sources/PaydayApp Sources/PaydayCommandLine \
    --include='*.swift' \
    | grep -v '^Sources/PaydayApp/Hosting/' || true)
if [ -n "$found" ]; then
    echo "check-imports: only Sources/PaydayApp/Hosting/ may import Terminal; these do:" >&2
    echo "$found" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-imports: no file of the app imports Terminal outside its host"

# Payroll and PayrollExports return typed values and hold no sentence: the words, English and
# Korean, are PayrollWords'. A string literal with Hangul or an English sentence in them fails.
if ! sentences=$(find Sources/Payroll Sources/PayrollExports -name '*.swift' -print0 | sort -z \
    | xargs -0 perl scripts/check-words.pl); then
    echo "check-imports: Payroll and PayrollExports hold no sentence (PayrollWords words their values); these do:" >&2
    echo "$sentences" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-imports: no sentence in Payroll or PayrollExports"
