// The ncurses wide-character API for Swift, and the terminal-restoring signal handlers.
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
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <langinfo.h>
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// stdscr is a C global that Swift 6 rejects as shared mutable state.
static inline WINDOW *payday_stdscr(void) { return stdscr; }

// Function-like macros Swift cannot import.
static inline attr_t payday_a_bold(void) { return A_BOLD; }
static inline attr_t payday_a_dim(void) { return A_DIM; }
static inline attr_t payday_a_italic(void) { return A_ITALIC; }
static inline attr_t payday_a_underline(void) { return A_UNDERLINE; }
static inline attr_t payday_a_reverse(void) { return A_REVERSE; }
static inline mmask_t payday_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t payday_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t payday_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t payday_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t payday_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int payday_wcwidth(wchar_t c) { return wcwidth(c); }
static inline int payday_colors(void) { return COLORS; }
static inline int payday_color_pairs(void) { return COLOR_PAIRS; }
static inline int payday_errno_is_eintr(void) { return errno == EINTR; }


// A cell: up to CCHARW_MAX wide characters (one spacing, the rest combining), attributes and
// an extended colour pair (passed through setcchar's opts so pairs beyond 32767 work).
static inline int payday_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    return setcchar(cell, text, attributes, 0, &pair);
}

// --- Restoring the terminal from a signal handler ------------------------------------------
// Signal handlers may only call async-signal-safe functions (write, tcsetattr, sigaction,
// raise), so everything they need is prepared before: the bytes that undo what curses did to
// the screen (leave the alternate screen, show the cursor, reset attributes and modes, mouse
// off) and the terminal modes saved before curses started. This is the one piece of process-
// wide state in the program, and signals are process-wide: it lives here, in C, written only
// while no handler is installed and read only by the handlers.
struct payday_restore_state {
    volatile sig_atomic_t armed;
    int output_fd;
    int input_fd;
    int have_modes;
    struct termios modes;
    size_t length;
    char bytes[512];
    struct sigaction previous[32];
    // Job control: set by the SIGTSTP handler once the process has been continued; the Swift
    // side takes it (payday_take_resumed) and repaints. tstp_handled is 0 when SIGTSTP was
    // ignored before curses (a shell without job control): then nothing suspends.
    volatile sig_atomic_t resumed;
    int tstp_handled;
    struct sigaction previous_tstp;
    // Window size changes: SIGWINCH sets the flag (taken by payday_take_resized). Both it and
    // the continue after a stop write a byte to the wake pipe, which the input wait polls
    // along with the terminal, so a signal that lands just before the wait still ends it.
    volatile sig_atomic_t resized;
    int wake_pipe[2];
    struct sigaction previous_winch;
};

static inline struct payday_restore_state *payday_restore(void) {
    static struct payday_restore_state state;
    return &state;
}

static const int payday_handled_signals[] = { SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP };
#define PAYDAY_HANDLED_SIGNAL_COUNT (sizeof(payday_handled_signals) / sizeof(payday_handled_signals[0]))

// Saves the terminal modes of input_fd and the signal actions now, before curses changes
// them (ncurses installs its own SIGINT/SIGTERM handlers, which exit with status 1; "as
// before" means as before curses).
static inline void payday_restore_save_modes(int input_fd) {
    struct payday_restore_state *state = payday_restore();
    state->input_fd = input_fd;
    state->have_modes = tcgetattr(input_fd, &state->modes) == 0;
    for (size_t i = 0; i < PAYDAY_HANDLED_SIGNAL_COUNT; i++) {
        int signal_number = payday_handled_signals[i];
        sigaction(signal_number, NULL, &state->previous[signal_number]);
    }
    sigaction(SIGTSTP, NULL, &state->previous_tstp);
    sigaction(SIGWINCH, NULL, &state->previous_winch);
}

// Wakes the input wait. Async-signal-safe; a full pipe already means "wake up".
static inline void payday_wake(void) {
    struct payday_restore_state *state = payday_restore();
    if (state->wake_pipe[1] > 0) {
        char byte = 1;
        ssize_t ignored = write(state->wake_pipe[1], &byte, 1);
        (void)ignored;
    }
}

// The read end of the wake pipe (made on first use, non-blocking, closed on exec), or -1.
static inline int payday_wake_fd(void) {
    struct payday_restore_state *state = payday_restore();
    if (state->wake_pipe[0] <= 0) {
        int fds[2];
        if (pipe(fds) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
            fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        }
        state->wake_pipe[0] = fds[0];
        state->wake_pipe[1] = fds[1];
    }
    return state->wake_pipe[0];
}

// Empties the wake pipe (after a wake-up, before looking at the flags).
static inline void payday_drain_wake(void) {
    int fd = payday_wake_fd();
    char buffer[64];
    while (fd >= 0 && read(fd, buffer, sizeof(buffer)) > 0) {}
}

static void payday_note_resize(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    payday_restore()->resized = 1;
    payday_wake();
    errno = saved_errno;
}

// True once after a signal handler set the flag: clears it.
static inline int payday_take_flag(volatile sig_atomic_t *flag) {
    if (!*flag) return 0;
    *flag = 0;
    return 1;
}

// True once after the window size changed.
static inline int payday_take_resized(void) { return payday_take_flag(&payday_restore()->resized); }

// The terminal's size in cells from the kernel; 0 when it cannot tell. (Not "lines" and
// "columns": term.h makes those macros.)
static inline int payday_window_size(int fd, int *height, int *width) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *height = size.ws_row;
    *width = size.ws_col;
    return 1;
}

// Writes the reset bytes and puts the saved modes back. Async-signal-safe.
static inline void payday_give_back_terminal(struct payday_restore_state *state) {
    size_t written = 0;
    while (written < state->length) {
        ssize_t n = write(state->output_fd, state->bytes + written, state->length - written);
        if (n <= 0) break;
        written += (size_t)n;
    }
    if (state->have_modes) tcsetattr(state->input_fd, TCSANOW, &state->modes);
}

// Writes the reset bytes and puts the saved modes back, once. Safe in a signal handler.
static inline void payday_restore_now(void) {
    struct payday_restore_state *state = payday_restore();
    if (!state->armed) return;
    state->armed = 0;
    payday_give_back_terminal(state);
}

// SIGTSTP (Ctrl-Z, or kill -TSTP): give the terminal back, stop, and when continued mark the
// screen for a repaint (curses re-enters its modes on the next refresh after endwin).
static void payday_stop_for_job_control(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    struct payday_restore_state *state = payday_restore();
    payday_give_back_terminal(state);
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof(stop));
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &ours);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(SIGTSTP);  // stops here until SIGCONT
    sigaction(SIGTSTP, &ours, NULL);
    state->resumed = 1;
    payday_wake();
    errno = saved_errno;
}

// True once after the process was continued from a stop: the screen needs a full repaint.
static inline int payday_take_resumed(void) { return payday_take_flag(&payday_restore()->resumed); }

// Suspends as Ctrl-Z would; returns at once when job control is off (SIGTSTP ignored).
static inline void payday_suspend(void) {
    if (payday_restore()->tstp_handled) raise(SIGTSTP);
}

// Restore, then let the signal do what it did before we came (die, dump core, or run the
// Swift runtime's crash reporter): put the previous action back and raise the signal again.
static void payday_restore_and_reraise(int signal_number) {
    payday_restore_now();
    struct payday_restore_state *state = payday_restore();
    if (signal_number > 0 && signal_number < 32) sigaction(signal_number, &state->previous[signal_number], NULL);
    raise(signal_number);
}

// Arms the restore with the reset bytes and installs the handlers (call
// payday_restore_save_modes first: it keeps the actions to go back to). Returns 0, or -1 when the
// bytes do not fit (the caller then restores only on the normal path).
static inline int payday_restore_arm(const char *bytes, size_t length, int output_fd) {
    struct payday_restore_state *state = payday_restore();
    if (length > sizeof(state->bytes)) return -1;
    memcpy(state->bytes, bytes, length);
    state->length = length;
    state->output_fd = output_fd;
    state->armed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = payday_restore_and_reraise;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < PAYDAY_HANDLED_SIGNAL_COUNT; i++) {
        int signal_number = payday_handled_signals[i];
        sigaction(signal_number, &action, NULL);
    }
    state->tstp_handled = state->previous_tstp.sa_handler != SIG_IGN;
    if (state->tstp_handled) {
        struct sigaction stop;
        memset(&stop, 0, sizeof(stop));
        stop.sa_handler = payday_stop_for_job_control;
        sigemptyset(&stop.sa_mask);
        sigaction(SIGTSTP, &stop, NULL);
    }
    // Ours, not ncurses': the input wait learns of a resize and tells ncurses itself.
    (void)payday_wake_fd();
    struct sigaction winch;
    memset(&winch, 0, sizeof(winch));
    winch.sa_handler = payday_note_resize;
    sigemptyset(&winch.sa_mask);
    winch.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &winch, NULL);
    // A parent may have started us with SIGWINCH blocked (the mask is inherited across exec;
    // a test runner's children are): then no resize would ever be seen.
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    return 0;
}

// Normal exit: put back the actions from before curses, and disarm.
static inline void payday_restore_disarm(void) {
    struct payday_restore_state *state = payday_restore();
    if (!state->armed) return;
    state->armed = 0;
    for (size_t i = 0; i < PAYDAY_HANDLED_SIGNAL_COUNT; i++) {
        int signal_number = payday_handled_signals[i];
        sigaction(signal_number, &state->previous[signal_number], NULL);
    }
    sigaction(SIGTSTP, &state->previous_tstp, NULL);
    sigaction(SIGWINCH, &state->previous_winch, NULL);
}

#endif
