#!/usr/bin/env bash
# The rules of the layers. The library layers (Cassowary, Canvas, Layout, Terminal and the rest)
# import no Foundation, only FoundationEssentials. The app's one road for input: no file of the
# app or of its command line imports the terminal library but the app's host
# (Sources/PaydayApp/Hosting/), which runs the window on a terminal. Screens get their events from
# the window. Payroll and PayrollExports hold no sentence. The command line's commands write no
# message and no help inline, in no language; neither they nor the app's screens choose a sentence
# by language; no Korean particle after a value is typed, in one form or both; and no source file is
# longer than a reader can hold (500 lines). Exits 1 naming each file that breaks a rule.
#
# `CHECK_ROOT=DIR scripts/check-imports.sh` checks the tree at DIR instead of this repository
# (ImportCheckTests gives it small trees that break each rule, to see that it fails).
set -euo pipefail
# judge FOUND REFUSAL PASSED: with anything FOUND (a place a line), exits 1 saying REFUSAL and the
# places; else says PASSED (when there is something to say).
judge() {
    if [ -n "$1" ]; then
        echo "check-imports: $2" >&2
        echo "$1" | sed 's/^/  /' >&2
        exit 1
    fi
    if [ -n "$3" ]; then echo "check-imports: $3"; fi
}
words="$(cd "$(dirname "$0")" && pwd)/check-words.pl"
cd "${CHECK_ROOT:-$(dirname "$0")/..}"
found=$(grep -rlE '^\s*(@[A-Za-z_]+\s+)*import\s+(Terminal|CNcurses)\s*$' Sources/PaydayApp Sources/PaydayCommandLine \
    --include='*.swift' \
    | grep -v '^Sources/PaydayApp/Hosting/' || true)
judge "$found" "only Sources/PaydayApp/Hosting/ may import Terminal; these do:" \
    "no file of the app imports Terminal outside its host"

# The library layers (docs/library.md) and payday itself (the pay model, its words and exports,
# the app, the command line, the executable) need only FoundationEssentials: the program links no
# Foundation, no FoundationInternationalization and no ICU. No file of theirs imports Foundation,
# whole or one of its declarations (`import struct Foundation.Date`), nor Foundation's other
# modules; `import FoundationEssentials` is theirs to use.
essentials_folders=(Sources/Cassowary Sources/CassowaryScript Sources/Canvas Sources/Terminal Sources/TerminalHosting
    Sources/Layout Sources/LayoutTesting Sources/Payroll Sources/PayrollWords Sources/PayrollExports Sources/PaydayApp
    Sources/PaydayCommandLine Sources/payday)
found=$(grep -rlE \
    '^\s*(@[A-Za-z_]+\s+)*import\s+((struct|class|enum|protocol|typealias|func|let|var)\s+)?Foundation(International[a-z]*|Networking|XML)?(\.|\s*$)' \
    "${essentials_folders[@]}" --include='*.swift' 2>/dev/null || true)
judge "$found" "the library layers and payday import FoundationEssentials, never Foundation; these import Foundation:" \
    "no file of the library layers or of payday imports Foundation"

# PayrollExports writes its CSV and HTML itself (CSVRows, HTMLNode): CSV.swift and Plot import
# Foundation and are its tests' oracles only. No file of it imports Foundation (nor its other
# modules), CSV or Plot; `import FoundationEssentials` is its to use.
found=$(grep -rlE \
    '^\s*(@[A-Za-z_]+\s+)*import\s+((struct|class|enum|protocol|typealias|func|let|var)\s+)?(Foundation(International[a-z]*|Networking|XML)?|CSV|Plot)(\.|\s*$)' \
    Sources/PayrollExports --include='*.swift' 2>/dev/null || true)
judge "$found" "PayrollExports imports FoundationEssentials, never Foundation, CSV or Plot; these do:" \
    "no file of PayrollExports imports Foundation, CSV or Plot"

# Payroll and PayrollExports return typed values and hold no sentence: the words, English and
# Korean, are PayrollWords'. A string literal with Hangul or an English sentence in them fails.
# (A check that fails without naming a place is refused too.)
sentences=$(find Sources/Payroll Sources/PayrollExports -name '*.swift' -print0 | sort -z \
    | xargs -0 -r perl "$words") || sentences=${sentences:-"(the check itself failed)"}
judge "$sentences" "Payroll and PayrollExports hold no sentence (PayrollWords words their values); these do:" \
    "no sentence in Payroll or PayrollExports"

# places_matching REGEX: FILE:LINE of each match of the Perl REGEX in the files named on standard
# input (NUL-separated), each file read whole, so that a match may span lines.
places_matching() {
    PLACES_REGEX=$1 xargs -0 -r perl -0777 -ne '
        while (/$ENV{PLACES_REGEX}/g) {
            my $line = 1 + (substr($_, 0, $-[0]) =~ tr/\n//);
            print "$ARGV:$line\n";
        }'
}

# The command line's commands, options and sessions hold no sentence pair: a failure or a usage
# error is worded by a words family in Sources/PaydayCommandLine/Words
# (`CommandFailure { $0.commandWords.x }`), never written out as `english: "...", korean: "..."`
# where it is thrown.
inline=$(grep -rnE '(\(|,)[[:space:]]*(english|korean):|^[[:space:]]*(english|korean):' \
    Sources/PaydayCommandLine/Commands Sources/PaydayCommandLine/Options Sources/PaydayCommandLine/Sessions \
    --include='*.swift' || true)
judge "$inline" "the command line words its messages in Sources/PaydayCommandLine/Words; these write one inline:" \
    "no inline English and Korean message in the command line's commands"

# Nor do their commands and options write their help inline: an abstract, a discussion, an
# option's or an argument's help is worded by a help family in Sources/PaydayCommandLine/Words
# (`abstract: UsageWords.help.text(.clockIn)`, `help: .words(.clockInAt, "HH:mm")`), so that it is in
# the language of the help screen. A
# literal after `abstract:`, `discussion:`, `help:` or `ArgumentHelp(` that starts with a letter
# (or is a multi-line literal) fails; a value name (`valueName: "HH:mm"`) is not help.
# (The literal may begin the next line: each file is read whole.)
help=$(find Sources/PaydayCommandLine/Commands Sources/PaydayCommandLine/Options -name '*.swift' -print0 2>/dev/null \
    | sort -z | places_matching '(?:\b(?:abstract|discussion|help):|\bArgumentHelp\()\s*"(?:""|[A-Za-z])')
judge "$help" "the command line's help is worded in Sources/PaydayCommandLine/Words; these write it inline:" \
    "no help written inline in the command line's commands and options"

# Nor do they, nor the app's screens, choose a sentence by language: no Hangul in a literal (the
# Korean is the words families': Sources/PaydayCommandLine/Words, and the app's Localization/ and
# files named *Words.swift or *Strings.swift), and no `language == .english ? "..." : "..."`
# (choosing a family, `language == .english ? English() : Korean()`, or a locale identifier,
# `language == .korean ? "ko_KR" : "en_US"`, is no sentence). Data (the demo's JSON) is not read.
# no_sentence_by_language WHAT FOLDER...: exits 1 naming each file of FOLDERs that does.
no_sentence_by_language() {
    local what=$1
    shift
    code() {
        find "$@" -name '*.swift' ! -path '*/Localization/*' ! -name '*Words.swift' ! -name '*Strings.swift' \
            -print0 2>/dev/null | sort -z
    }
    local korean ternary
    korean=$(code "$@" | xargs -0 -r perl "$words" --hangul) || korean=${korean:-"(the check itself failed)"}
    judge "$korean" "the Korean of $what lives in its words files; these hold Hangul:" ""
    # (The `?` may begin the next line: each file is read whole.)
    ternary=$(code "$@" | places_matching '[!=]=\s*\.(?:english|korean)\s*\?(?!\s*(?:(?:English|Korean)\(\)|"[a-z]{2}_[A-Z]{2}"))')
    judge "$ternary" "$what picks its words by a words family, not by a language ternary; these do:" \
        "no Korean literal and no language ternary in $what"
}
no_sentence_by_language "the command line's commands" \
    Sources/PaydayCommandLine/Commands Sources/PaydayCommandLine/Options Sources/PaydayCommandLine/Sessions
no_sentence_by_language "the app" Sources/PaydayApp

# A Korean particle after a value is chosen for the value's last sound by `Korean.word` or
# `Korean.particle` (Sources/PayrollWords/KoreanParticle.swift, which alone holds both forms):
# never typed as both, `은(는)`, in a sentence.
particles=$(grep -rnF --include='*.swift' -e '은(는)' -e '을(를)' -e '이(가)' -e '과(와)' -e '(으)로' -e '(이)라' Sources \
    | grep -v '^Sources/PayrollWords/KoreanParticle.swift:' || true)
judge "$particles" "a Korean particle is chosen by Korean.word or Korean.particle, not typed as both forms; these type it:" \
    "no particle typed as both forms outside KoreanParticle.swift"

# Nor is one of its forms typed after a value (`"\(date)는"`): the value's last sound is not the
# writer's to know (2026-11-16은, 2026-11-19는; 13,000원을).
particleRule="$(dirname "$words")/check-particles.pl"
typed=$(find Sources -name '*.swift' -print0 | xargs -0 -r perl "$particleRule") || typed=${typed:-"(the check itself failed)"}
judge "$typed" "a particle after a value is chosen by Korean.word or Korean.particle; these type one form:" \
    "no particle typed after a value"

# A source file is read whole by whoever changes it: none in Sources is over 500 lines (a type
# that grows past it is split by what its parts do, as `QuickDataFileReader` and its written
# shifts are). Generated tables are no exception: split them too.
long=$(find Sources -name '*.swift' -print0 | xargs -0 -r awk 'FNR == 501 { print FILENAME ": more than 500 lines" }' || true)
judge "$long" "a source file stays under 500 lines; split these:" \
    "no source file over 500 lines"
