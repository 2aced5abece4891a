#!/usr/bin/env bash
# Installs what the project needs and is missing, or says exactly what to run.
#   scripts/deps.sh run    ncurses headers (to build and run the app), libstdc++'s development
#                          files (the release build links the Swift libraries in, and they need it)
#   scripts/deps.sh test   + tmux (end-to-end tests), man (the installed manual page's test),
#                          kiwisolver (the reference solver, for bench/kiwi_run.py), scipy (the
#                          LP oracle of the solver's tests) and pyte (the terminal emulator the
#                          pty end-to-end tests read the screen with); chromium, pdftotext (poppler-utils) and a Korean
#                          font (fonts-noto-cjk), which print the HTML payslip to PDF and read it
#                          back, icalendar and vobject, which read the calendar export back,
#                          html5lib, which parses the payslip page as a browser does, and
#                          LibreOffice Calc without its GUI (libreoffice-calc-nogui, without its
#                          recommends: about 85 MB to download) with openpyxl, which open the
#                          CSV for Excel and read the workbook back
set -u
want=${1:-test}
missing_apt=()

has_ncurses() {
    [ -f /usr/include/ncursesw/curses.h ] || pkg-config --exists ncursesw 2>/dev/null
}
has_ncurses || missing_apt+=(libncurses-dev)
# The release build (the Makefile's RELEASE, --static-swift-stdlib) links with -lstdc++: the
# linker wants libstdc++.so of the GCC that the toolchain's clang links with (libstdc++-12-dev
# for GCC 12), which a dynamic build never asks for.
libstdcxx_dev() { # prints the package when it is missing
    local clang gcc
    clang="$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")/clang"
    [ -x "$clang" ] || return 0
    [ -f "$("$clang" -print-file-name=libstdc++.so)" ] && return 0
    gcc=$(basename "$(dirname "$("$clang" -print-libgcc-file-name)")")
    [[ $gcc =~ ^[0-9]+$ ]] && echo "libstdc++-$gcc-dev"
}
libstdcxx=$(libstdcxx_dev)
[ -n "$libstdcxx" ] && missing_apt+=("$libstdcxx")
if [ "$want" != run ]; then
    command -v tmux >/dev/null 2>&1 || missing_apt+=(tmux)
    command -v man >/dev/null 2>&1 || missing_apt+=(man-db)
    command -v chromium >/dev/null 2>&1 || missing_apt+=(chromium)
    command -v pdftotext >/dev/null 2>&1 || missing_apt+=(poppler-utils)
    [ -d /usr/share/fonts/opentype/noto ] || missing_apt+=(fonts-noto-cjk)
fi
# LibreOffice alone without its recommends (a Java runtime, fonts, the GUI's themes), which would
# triple the download.
missing_lean=()
if [ "$want" != run ]; then
    command -v soffice >/dev/null 2>&1 || missing_lean+=(libreoffice-calc-nogui)
fi
if [ ${#missing_lean[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "deps: installing ${missing_lean[*]} (without recommends)"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing_lean[@]}" >/dev/null \
            || { echo "deps: apt-get install --no-install-recommends ${missing_lean[*]} failed" >&2; exit 1; }
    else
        echo "deps: missing ${missing_lean[*]}; run: sudo apt-get install -y --no-install-recommends ${missing_lean[*]}" >&2
        exit 1
    fi
fi

if [ ${#missing_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "deps: installing ${missing_apt[*]}"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_apt[@]}" >/dev/null \
            || { echo "deps: apt-get install ${missing_apt[*]} failed" >&2; exit 1; }
    else
        echo "deps: missing ${missing_apt[*]}; run: sudo apt-get install -y ${missing_apt[*]}" >&2
        exit 1
    fi
fi

# Python packages the tests use: module to import, pip package(s), what needs it.
pip_need() {
    python3 -c "import $1" >/dev/null 2>&1 && return 0
    echo "deps: installing $2 ($3) with pip"
    python3 -m pip install -q $2 >/dev/null 2>&1 \
        || echo "deps: could not install $2; run: python3 -m pip install $2 ($3)" >&2
}
if [ "$want" != run ]; then
    pip_need "scipy.optimize, numpy" "scipy numpy" "the LP oracle of the solver's degenerate-system tests"
    pip_need kiwisolver kiwisolver "the reference solver, which bench/kiwi_run.py runs .cas scripts on"
    pip_need pyte pyte "the terminal emulator the pty end-to-end tests read the screen with"
    pip_need icalendar icalendar "the reader of the calendar export's tests"
    pip_need html5lib html5lib "the HTML5 parser the payslip page's escaping tests read the page with"
    pip_need vobject vobject "the second reader of the calendar export's tests"
    pip_need openpyxl openpyxl "the reader of the workbook LibreOffice makes of the CSV for Excel"
fi
exit 0
