#!/usr/bin/env bash
# Four rules of the layers. The app's one road for input: no file of the app or of its command line
# imports the terminal library but the app's host (Sources/PaydayApp/Hosting/), which runs the
# window on a terminal. Screens get their events from the window. Payroll and PayrollExports hold
# no sentence. And the command line's commands write no message inline, in no language. Exits 1
# naming each file that breaks a rule.
#
# `CHECK_ROOT=DIR scripts/check-imports.sh` checks the tree at DIR instead of this repository
# (ImportCheckTests gives it small trees that break each rule, to see that it fails).
set -euo pipefail
words="$(cd "$(dirname "$0")" && pwd)/check-words.pl"
cd "${CHECK_ROOT:-$(dirname "$0")/..}"
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
    | xargs -0 perl "$words"); then
    echo "check-imports: Payroll and PayrollExports hold no sentence (PayrollWords words their values); these do:" >&2
    echo "$sentences" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-imports: no sentence in Payroll or PayrollExports"

# The command line's commands, options and sessions hold no sentence pair: a failure or a usage
# error is worded by a words family in Sources/PaydayCommandLine/Words
# (`CommandFailure { $0.commandWords.x }`), never written out as `english: "...", korean: "..."`
# where it is thrown.
inline=$(grep -rnE '(\(|,)[[:space:]]*(english|korean):|^[[:space:]]*(english|korean):' \
    Sources/PaydayCommandLine/Commands Sources/PaydayCommandLine/Options Sources/PaydayCommandLine/Sessions \
    --include='*.swift' || true)
if [ -n "$inline" ]; then
    echo "check-imports: the command line words its messages in Sources/PaydayCommandLine/Words; these write one inline:" >&2
    echo "$inline" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-imports: no inline English and Korean message in the command line's commands"

# Nor do they choose a sentence by language: no Hangul in a literal (the Korean is the words
# families'), and no `language == .english ? "..." : "..."` (choosing a family,
# `language == .english ? English() : Korean()`, is no sentence).
commands=(Sources/PaydayCommandLine/Commands Sources/PaydayCommandLine/Options Sources/PaydayCommandLine/Sessions)
if ! korean=$(find "${commands[@]}" -name '*.swift' -print0 2>/dev/null | sort -z | xargs -0 -r perl "$words" --hangul); then
    echo "check-imports: the command line's Korean lives in Sources/PaydayCommandLine/Words; these hold Hangul:" >&2
    echo "$korean" | sed 's/^/  /' >&2
    exit 1
fi
# (The `?` may begin the next line: each file is read whole.)
ternary=$(find "${commands[@]}" -name '*.swift' -print0 2>/dev/null | sort -z | xargs -0 -r perl -0777 -ne '
    while (/[!=]=\s*\.(?:english|korean)\s*\?(?!\s*(?:English|Korean)\(\))/g) {
        my $line = 1 + (substr($_, 0, $-[0]) =~ tr/\n//);
        print "$ARGV:$line\n";
    }')
if [ -n "$ternary" ]; then
    echo "check-imports: the command line picks its words by a words family, not by a language ternary; these do:" >&2
    echo "$ternary" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-imports: no Korean literal and no language ternary in the command line's commands"
