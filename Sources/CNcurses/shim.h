// The ncurses wide-character API for Swift.
// SwiftPM drops the -D_XOPEN_SOURCE flags pkg-config gives, so the wide API has to be
// switched on here, before the header is read.
#ifndef PAYDAY_CNCURSES_SHIM_H
#define PAYDAY_CNCURSES_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// stdscr is a C global that Swift 6 rejects as shared mutable state.
static inline WINDOW *payday_stdscr(void) { return stdscr; }

#endif
