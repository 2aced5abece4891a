#!/usr/bin/env bash
# `make install` into a temporary PREFIX (the release build users get, with the Swift libraries
# linked in), then checks each installed piece where its user looks for it: the binary needs no
# library of the Swift toolchain and runs with the toolchain's out of reach, answers --version
# and finds its resources from another folder, bash loads the completion and completes a
# subcommand, zsh's file declares the command, man renders the page.
set -u
cd "$(dirname "$0")/.."
# Nothing points the loader at the toolchain: the installed binary sits alone in PREFIX/bin, so
# its own RUNPATH ($ORIGIN) reaches no library either.
unset LD_LIBRARY_PATH
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
passed=0 failed=0
check() { # name, command...
    local name=$1; shift
    if "$@" >/dev/null 2>&1; then passed=$((passed + 1)); else echo "install: $name failed" >&2; failed=$((failed + 1)); fi
}
if ! make -s install PREFIX="$prefix" CONFIG=release >"$prefix.log" 2>&1; then
    cat "$prefix.log" >&2; rm -f "$prefix.log"
    echo "install: 0 passed, 1 failed"; exit 1
fi
rm -f "$prefix.log"
# The toolchain's libraries: none named, no search path into the toolchain, and none that the
# loader maps when it starts the binary (what ldd asks it), every library found.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")")
dynamic=$(readelf -d "$prefix/bin/payday")
check "needs libc and no Swift library" bash -c "printf '%s\n' \"\$1\" | grep -q 'NEEDED.*libc\.so' \
    && ! printf '%s\n' \"\$1\" | grep NEEDED | grep -E '\[(libswift|libFoundation|lib_FoundationICU|libdispatch|libBlocksRuntime)'" _ "$dynamic"
check "no RUNPATH into the toolchain" bash -c "! printf '%s\n' \"\$1\" | grep -E 'RUNPATH|RPATH' | grep -qF '$toolchain'" _ "$dynamic"
loaded=$(LD_TRACE_LOADED_OBJECTS=1 "$prefix/bin/payday")
check "the loader finds every library" bash -c "[ -n \"\$1\" ] && ! printf '%s\n' \"\$1\" | grep -q 'not found'" _ "$loaded"
check "the loader maps nothing of the toolchain" bash -c "! printf '%s\n' \"\$1\" | grep -qF '$toolchain'" _ "$loaded"
check "the installed binary is stripped" bash -c "! readelf -S '$prefix/bin/payday' | grep -qF .symtab"
version=$(grep -o '"[0-9][^"]*"' Sources/PaydayCommandLine/PaydayVersion.swift | tr -d '"')
check "--version prints $version" bash -c "[ \"\$('$prefix/bin/payday' --version)\" = '$version' ]"
check "resources found from another folder" bash -c "cd / && '$prefix/bin/payday' summary --demo --json | grep -q '\"'"
check "bash completes a subcommand" bash -c "
    source '$prefix/share/bash-completion/completions/payday'
    COMP_WORDS=(payday va); COMP_CWORD=1; COMP_LINE='payday va'; COMP_POINT=\${#COMP_LINE}
    \$(complete -p payday | sed -E 's/.*-F ([^ ]+).*/\\1/') payday va payday
    printf '%s\n' \"\${COMPREPLY[@]}\" | grep -qx validate"
check "zsh completion declares payday" grep -q '^#compdef payday' "$prefix/share/zsh/site-functions/_payday"
check "man renders the page" bash -c "MANWIDTH=80 man -l '$prefix/share/man/man1/payday.1' | grep -q 'payday'"
check "the page lists the subcommands" grep -q 'validate' "$prefix/share/man/man1/payday.1"
# The sections the parser's tool does not write, as man renders them: each heading, then what
# each holds (the KEYS section's from the app's own key commands).
rendered=$(MANWIDTH=100 man -l "$prefix/share/man/man1/payday.1" 2>/dev/null)
for heading in KEYS ENVIRONMENT FILES "EXIT STATUS"; do
    check "the page has $heading" bash -c "printf '%s\n' \"\$1\" | grep -qx '$heading'" _ "$rendered"
done
check "KEYS lists the month calendar's keys" bash -c "printf '%s\n' \"\$1\" | grep -q 'month calendar (c)'" _ "$rendered"
# Each section holds what it is for, read from the rendered page section by section (a heading
# is a line of capitals at the margin).
section() { # heading: the rendered lines under it
    printf '%s\n' "$rendered" | awk -v h="$1" '/^[A-Z][A-Z ]*$/ { inside = ($0 == h); next } inside'
}
for variable in PAYDAY_DATA XDG_DATA_HOME LC_ALL LC_MESSAGES LANG PAYDAY_APPEARANCE NO_COLOR PAYDAY_TEST_NOW; do
    check "ENVIRONMENT names $variable" bash -c "printf '%s\n' \"\$1\" | grep -qw '$variable'" _ "$(section ENVIRONMENT)"
done
for file in workplaces.json backups/ backups/NAME.history .NAME.lock PREFIX/share/payday/; do
    check "FILES names $file" bash -c "printf '%s\n' \"\$1\" | grep -qF '$file'" _ "$(section FILES)"
done
# Every screen `payday keys` lists (its unindented lines) is in KEYS.
while IFS= read -r screen; do
    check "KEYS has $screen" bash -c "printf '%s\n' \"\$1\" | grep -qF \"\$2\"" _ "$(section KEYS)" "$screen"
done < <("$prefix/bin/payday" keys --lang en | grep -v '^ ' | grep .)
# The statuses the page gives are the ones payday exits with.
for code in 0 1 64; do
    check "EXIT STATUS has $code" bash -c "printf '%s\n' \"\$1\" | grep -qE '^ +$code( |\$)'" _ "$(section 'EXIT STATUS')"
done
check "a bad option exits 64" bash -c "'$prefix/bin/payday' --no-such-option >/dev/null 2>&1; [ \$? = 64 ]"
check "a refusal exits 1" bash -c "'$prefix/bin/payday' stats --year 0 --demo >/dev/null 2>&1; [ \$? = 1 ]"
check "a done command exits 0" bash -c "'$prefix/bin/payday' summary --demo >/dev/null 2>&1"
check "man reports no mdoc problem" bash -c "! LC_ALL=C.UTF-8 MANWIDTH=100 man --warnings -l '$prefix/share/man/man1/payday.1' 2>&1 >/dev/null | grep -q ."
echo "install: $passed passed, $failed failed"
[ "$failed" = 0 ]
