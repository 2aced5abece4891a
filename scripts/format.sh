#!/usr/bin/env bash
# The Swift code's formatting, by swift-format (the toolchain's `swift format`) and the
# project's `.swift-format` (docs/style.md says what it keeps and why).
#   scripts/format.sh           formats every Swift file in place (`make format`)
#   scripts/format.sh --check   lints them, strict: prints each finding, fails on any
#   scripts/format.sh --count   lints them and prints only how many findings there are; never fails
# The files: Sources, Tests, Examples (swift-format skips hidden folders such as .build) and
# Package.swift.
set -uo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Examples Package.swift)
format() { "${SWIFT:-swift}" format "$@"; }

case "${1:-}" in
"")
    format format --in-place --parallel --recursive "${paths[@]}"
    ;;
--check)
    if ! format lint --strict --parallel --recursive "${paths[@]}"; then
        echo "format: the findings above differ from .swift-format; \`make format\` fixes all but a few" \
            "(a comment past the line length is moved by hand)" >&2
        exit 1
    fi
    echo "format: no findings"
    ;;
--count)
    findings=$(format lint --parallel --recursive "${paths[@]}" 2>&1 | grep -c ': \(warning\|error\): ')
    echo "format: $findings findings (not enforced; \`make format\` then FORMAT_CHECK=yes enforces them)"
    ;;
*)
    echo "usage: scripts/format.sh [--check | --count]" >&2
    exit 2
    ;;
esac
