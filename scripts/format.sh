#!/usr/bin/env bash
# The Swift code's formatting, by swift-format (the toolchain's `swift format`) and the
# project's `.swift-format` (docs/style.md says what it keeps and why).
#   scripts/format.sh           formats every Swift file in place (`make format`)
#   scripts/format.sh --check   lints them, strict: prints each finding, fails on any
# The files: Sources, Benchmarks, Tools, Tests, Examples (swift-format skips hidden folders such as .build) and
# Package.swift.
set -uo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Benchmarks Tools Tests Examples Package.swift)
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
*)
    echo "usage: scripts/format.sh [--check]" >&2
    exit 2
    ;;
esac
