#!/usr/bin/env python3
"""Runs `terminal-demo --appearance` (or `--appearance-follow`) on a pseudo-terminal and plays
the terminal's side of the colour exchange, then prints JSON: the bytes the program wrote as its
start-up query (hex), the lines it printed after giving the terminal back, and for the follow
modes whether it turned the colour scheme reports on (`ESC [ ? 2031 h`) and off again, and the
question it asked after the report (hex).

    background_pty.py PROGRAM MODE

Start-up answers, by MODE: `light-st` answers OSC 11 with white, 4 hex digits a channel, ended
by ESC \\, then DA1; `dark-bel` a dark blue in 2 digits a channel, ended by BEL, then DA1;
`scheme-only` only the colour scheme question (`ESC [ ? 997 ; 2 n`, light), then DA1;
`dark-and-light-scheme` a dark background and a light scheme, then DA1; `da1-only` only DA1 (a
terminal without either); `silent` nothing (the time limit ends the wait). In every mode the
key `x` is typed before the answer: it must not be lost.

`follow-light` and `follow-dark-background` answer the start-up query with a dark background
and a dark scheme, wait for the reports to be turned on, report a light scheme
(`ESC [ ? 997 ; 2 n`), wait for the program's OSC 11 question and answer it with white
(`follow-light`) or the same dark blue (`follow-dark-background`: a terminal whose scheme
follows the system while its colours stay dark). Every wait is for bytes from the program, bounded."""
import json, os, pty, select, struct, sys, termios, fcntl, time

QUERY = b"\x1b]11;?\x1b\\\x1b[?996n\x1b[c"
DA1 = b"\x1b[?62;22c"
DARK = b"\x1b]11;rgb:10/18/28\x07"
WHITE = b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\"
ANSWERS = {
    "light-st": WHITE + DA1,
    "dark-bel": DARK + DA1,
    "scheme-only": b"\x1b[?997;2n" + DA1,
    "dark-and-light-scheme": DARK + b"\x1b[?997;2n" + DA1,
    "da1-only": DA1,
    "silent": b"",
    "follow-light": DARK + b"\x1b[?997;1n" + DA1,
    "follow-dark-background": DARK + b"\x1b[?997;1n" + DA1,
}
# The longest any wait lasts (a debug build on a loaded machine). Each wait ends when what it
# reads for comes, or at the program's end, so this matters only when it never does.
PATIENCE = 60
KEYS = ("background:", "colour scheme:", "traits:", "first event:", "start:", "color-scheme:")


def read_until(fd, wanted, timeout):
    data = b""
    deadline = time.monotonic() + timeout
    while wanted(data) is False and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(deadline - time.monotonic(), 0))
        if not ready:
            break
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    return data


def main():
    program, mode = sys.argv[1], sys.argv[2]
    follow = mode.startswith("follow-")
    pid, fd = pty.fork()
    if pid == 0:
        # The size before the program starts: no SIGWINCH arrives while it asks.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("NO_COLOR", None)
        os.environ.pop("COLORFGBG", None)
        os.execv(program, [program, "--appearance-follow" if follow else "--appearance"])
    before = read_until(fd, lambda data: QUERY[:5] in data and data.find(b"\x1b[c", data.find(QUERY[:5])) >= 0, PATIENCE)
    start = before.find(QUERY[:5])
    query = before[start:before.find(b"\x1b[c", start) + 3] if start >= 0 else b""
    result = {"query": query.hex()}
    if follow:
        os.write(fd, ANSWERS[mode])
        enabled = b"" if b"\x1b[?2031h" in before else read_until(fd, lambda data: b"\x1b[?2031h" in data, PATIENCE)
        os.write(fd, b"\x1b[?997;2n")
        asked = read_until(fd, lambda data: b"\x1b]11;?" in data and data.find(b"\x1b\\", data.find(b"\x1b]11;?")) >= 0, PATIENCE)
        at = asked.find(b"\x1b]11;?")
        result["enabled"] = b"\x1b[?2031h" in before + enabled
        result["requery"] = asked[at:asked.find(b"\x1b\\", at) + 2].hex() if at >= 0 else ""
        os.write(fd, WHITE if mode == "follow-light" else DARK)
        rest = read_until(fd, lambda data: False, PATIENCE)
        result["disabled"] = b"\x1b[?2031l" in rest
        text = before + enabled + asked + rest
    else:
        os.write(fd, b"x" + ANSWERS[mode])
        rest = read_until(fd, lambda data: False, PATIENCE)
        text = before + rest
    _, status = os.waitpid(pid, 0)
    lines = [line.strip() for line in text.decode("utf-8", "replace").replace("\r", "\n").split("\n")]
    result["lines"] = [line[line.index(key):] for line in lines for key in KEYS if key in line]
    result["status"] = os.waitstatus_to_exitcode(status)
    print(json.dumps(result))


main()
