#!/usr/bin/env python3
"""Runs the payday binary in a pseudo-terminal and types keys into it as a terminal sends them
(bytes on the pty's master side), then waits for it to exit. Used by the Swift tests that check
what the app saved.

    keys_pty.py WIDTH HEIGHT KEYS_JSON BINARY ARG...

KEYS_JSON is a list of strings, each written as UTF-8 bytes once the screen has been quiet
(no output for 0.3 s, at most 10 s). After the last key the program must exit within 10 s.
Prints the exit status, or "timeout" (the child is then killed)."""
import fcntl, json, os, pty, select, signal, struct, sys, termios, time


def main():
    width, height = int(sys.argv[1]), int(sys.argv[2])
    keys = json.loads(sys.argv[3])
    argv = sys.argv[4:]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ["LANG"] = "C.UTF-8"
        os.execv(argv[0], argv)

    def quiet(limit=10.0, gap=0.3):
        """Reads output until none came for `gap` seconds (at most `limit`); False if the
        child's side closed."""
        end = time.monotonic() + limit
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], gap)
            if not ready:
                return True
            try:
                if not os.read(fd, 65536):
                    return False
            except OSError:
                return False
        return True

    quiet()
    for key in keys:
        os.write(fd, key.encode("utf-8"))
        quiet()
    end = time.monotonic() + 10
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            print(os.waitstatus_to_exitcode(status))
            return
        quiet(limit=0.5, gap=0.1)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    print("timeout")


main()
