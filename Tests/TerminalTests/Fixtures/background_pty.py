#!/usr/bin/env python3
"""Runs `terminal-demo --appearance` on a pseudo-terminal and plays the terminal's side of the
background-colour exchange, then prints JSON: the bytes the program wrote as its query (hex)
and the lines it printed after giving the terminal back.

    background_pty.py PROGRAM MODE

MODE: `light-st` answers OSC 11 with white, 4 hex digits a channel, ended by ESC \\, then DA1;
`dark-bel` answers with a dark blue in 2 digits a channel, ended by BEL, then DA1; `da1-only`
answers only DA1 (a terminal without OSC 11); `silent` answers nothing (the time limit ends
the wait). In every mode the key `x` is typed before the answer: it must not be lost.
Every wait is bounded."""
import json, os, pty, select, struct, sys, termios, fcntl, time

QUERY = b"\x1b]11;?\x1b\\\x1b[c"
ANSWERS = {
    "light-st": b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?62;22c",
    "dark-bel": b"\x1b]11;rgb:10/18/28\x07\x1b[?62;22c",
    "da1-only": b"\x1b[?62;22c",
    "silent": b"",
}


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
    pid, fd = pty.fork()
    if pid == 0:
        # The size before the program starts: no SIGWINCH arrives while it asks.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("NO_COLOR", None)
        os.environ.pop("COLORFGBG", None)
        os.execv(program, [program, "--appearance"])
    before = read_until(fd, lambda data: QUERY[:5] in data and data.find(b"\x1b[c", data.find(QUERY[:5])) >= 0, 10)
    start = before.find(QUERY[:5])
    query = before[start:before.find(b"\x1b[c", start) + 3] if start >= 0 else b""
    os.write(fd, b"x" + ANSWERS[mode])
    rest = read_until(fd, lambda data: False, 10)
    _, status = os.waitpid(pid, 0)
    text = (before + rest).decode("utf-8", "replace")
    lines = [line.strip() for line in text.replace("\r", "\n").split("\n")]
    wanted = [line[line.index(key):] for line in lines for key in ("background:", "traits:", "first event:") if key in line]
    print(json.dumps({"query": query.hex(), "lines": wanted, "status": os.waitstatus_to_exitcode(status)}))


main()
