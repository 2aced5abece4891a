#!/usr/bin/env bash
# Builds the example apps (a package outside the repository's targets, depending on its library
# products by path) and drives each one headless with scripted keys, comparing the last frame
# with its snapshot under Examples/Snapshots. UPDATE=1 rewrites the snapshots instead.
set -u
cd "$(dirname "$0")/.."
# SwiftPM keeps a path dependency's file list in Examples/.build: after a source file of the
# main package is added or deleted, that build stops ("missing inputs", or a type it cannot find).
# A failed build is tried once more afresh before it counts.
if ! swift build --package-path Examples -q 2>"${TMPDIR:-/tmp}/examples-build.$$"; then
    rm -rf Examples/.build
    if ! swift build --package-path Examples -q 2>"${TMPDIR:-/tmp}/examples-build.$$"; then
        cat "${TMPDIR:-/tmp}/examples-build.$$" >&2; rm -f "${TMPDIR:-/tmp}/examples-build.$$"
        echo "examples: the build failed" >&2; exit 1
    fi
fi
rm -f "${TMPDIR:-/tmp}/examples-build.$$"
bin=$(swift build --package-path Examples --show-bin-path)

# name | program | size | keys
cases=(
    "hello|hello|30x7|"
    "list-folded|list|40x8|"
    "list-unfolded|list|40x8|down enter"
    "list-folded-again|list|40x8|down enter enter wait:1"
    "list-wrapped|list|24x8|down down enter"
    "form-empty|form|44x16|"
    "form-filled|form|44x16|tab C a f é space M o k a tab 1 0 0 3 0 tab 0 9 0 0 tab 1 3 3 0 enter"
    "form-filtered|form|44x16|tab M tab x 1 y tab 2 5 tab backtab backtab backtab tab tab tab tab enter"
    "charts-week|charts|60x20|"
    "charts-month|charts|60x20|tab right"
    "charts-year|charts|60x20|tab right right"
    "charts-narrow|charts|40x20|tab right right"
    "shifts-list|shifts|44x14|"
    "shifts-search|shifts|44x14|/ b o o k"
    "shifts-search-kept|shifts|44x14|/ c a f é enter down shift-f10"
    "shifts-search-ended|shifts|44x14|/ c a f é esc"
    "shifts-context-menu|shifts|44x14|down down shift-f10"
    "shifts-context-delete|shifts|44x14|down down shift-f10 down enter wait:1"
    "shifts-palette|shifts|44x20|ctrl-p"
    "shifts-palette-sort|shifts|44x14|ctrl-p h o u r s enter wait:1"
    "shifts-palette-new|shifts|44x14|ctrl-p n e w enter wait:1"
    "shifts-summary|shifts|44x14|down shift-f10 enter shift-f10 down enter wait:1 alt-2"
    "shifts-tab-back|shifts|44x14|/ b o o k enter alt-2 alt-1 down shift-f10"
)
passed=0 failed=0
for entry in "${cases[@]}"; do
    IFS='|' read -r name program size keys <<<"$entry"
    snapshot="Examples/Snapshots/$name.txt"
    # shellcheck disable=SC2086 # the keys are words
    if ! actual=$("$bin/$program" --headless "$size" $keys); then
        echo "examples: $name: $program exited with an error" >&2; failed=$((failed + 1)); continue
    fi
    if [ "${UPDATE:-0}" = 1 ]; then printf '%s\n' "$actual" >"$snapshot"; fi
    if [ -f "$snapshot" ] && [ "$actual" = "$(cat "$snapshot")" ]; then
        passed=$((passed + 1))
    else
        echo "examples: $name ($program --headless $size $keys) differs from $snapshot:" >&2
        diff <(cat "$snapshot" 2>/dev/null) <(printf '%s\n' "$actual") >&2
        failed=$((failed + 1))
    fi
done
echo "examples: $passed passed, $failed failed"
[ "$failed" = 0 ]
