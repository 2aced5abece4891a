#!/usr/bin/env bash
# Writes BINARY's manual page (BINARY.1) into DIRECTORY with swift-argument-parser's
# generate-manual tool, which reads the command's own definition (`--experimental-dump-help`).
# The tool is built by asking its package plugin for help (the plugin itself would build and
# document every executable of the package, the benchmarks included).
set -euo pipefail
binary=$1 directory=$2
cd "$(dirname "$0")/.."
swift package plugin generate-manual --help >/dev/null
tool="$(swift build --show-bin-path)/generate-manual-tool"
[ -x "$tool" ] || { echo "manual-page: swift-argument-parser's generate-manual tool was not built at $tool" >&2; exit 1; }
"$tool" "$binary" --output-directory "$directory" --authors "the Payday authors"
