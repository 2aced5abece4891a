#!/usr/bin/env python3
"""Runs a program on a pseudo-terminal and reads its screen through pyte, a terminal emulator.

The end-to-end tests drive it (Tests/TerminalTests/PtySession.swift): it starts the program
on a pty of the given size with TERM=xterm-256color and answers one JSON request per line on
standard input with one JSON line on standard output. Bytes go to the program exactly as given
(hex), so a test sends what a terminal sends, not what tmux would make of a key name.

    pty_session.py WIDTH HEIGHT PROGRAM [ARGUMENT...]

Requests (every wait is bounded by its own timeout):
  {"op": "send", "hex": "1b5b42"}                     write bytes to the program
  {"op": "settle", "quiet": 0.3, "timeout": 10}       read until quiet; the screen
  {"op": "wait", "lines": [...], "timeout": 10}       read until the screen is these lines
  {"op": "resize", "width": W, "height": H, "collect": 1.0, "before_hex": "0d", "delay": 0.05}
        optionally send bytes and read for `delay` seconds first; then resize the pty (the
        kernel signals SIGWINCH) and read for `collect` seconds, reporting the screen after
        each frame (frames end with the synchronized-output end, ESC [ ? 2026 l) and whether
        the frame cleared the screen
  {"op": "status", "timeout": 1}                      wait up to timeout for the exit status
  {"op": "output"}                                    the bytes the program wrote since the last
        "output" (hex), for sequences a screen does not show (OSC 52, the clipboard)
  {"op": "close"}
The screen is a list of lines, trailing spaces removed, wide characters once.
"""
import fcntl, json, os, pty, select, signal, struct, sys, termios, time

import pyte

FRAME_END = b"\x1b[?2026l"


class Screen(pyte.Screen):
    """pyte's screen with the three xterm controls ncurses uses under xterm-256color that pyte
    lacks: REP (CSI n b, repeat the last character: ncurses draws a card's border as one
    character and a repeat), SU and SD (CSI n S, CSI n T: scroll the region); and a private
    status request (CSI ? 996 n, the colour scheme question), which pyte would fail on and a
    terminal that does not know it ignores."""

    last_character = " "

    def draw(self, data):
        if data:
            self.last_character = data[-1]
        super().draw(data)

    def report_device_status(self, mode, private=False):
        if not private:
            super().report_device_status(mode)

    def repeat_last(self, count=None):
        self.draw(self.last_character * max(count or 1, 1))

    def _scroll(self, count, up):
        top, bottom = self.margins or (0, self.lines - 1)
        x, y = self.cursor.x, self.cursor.y
        self.cursor.y = bottom if up else top
        for _ in range(max(count or 1, 1)):
            self.index() if up else self.reverse_index()
        self.cursor.x, self.cursor.y = x, y

    def scroll_up(self, count=None):
        self._scroll(count, True)

    def scroll_down(self, count=None):
        self._scroll(count, False)


class ByteStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last", S="scroll_up", T="scroll_down")


class Session:
    def __init__(self, width, height, argv):
        self.screen = Screen(width, height)
        self.stream = ByteStream(self.screen)
        self.status = None
        self.pending = b""
        self.written = bytearray()
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["TERM"] = "xterm-256color"
            os.environ["LANG"] = "C.UTF-8"
            os.environ.pop("NO_COLOR", None)
            os.execv(argv[0], argv)
        self.pid, self.fd = pid, fd
        self.set_size(width, height)

    def set_size(self, width, height):
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def read(self, timeout):
        """Reads what arrives within `timeout` seconds; returns the bytes (b"" if none)."""
        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0))
        if not ready:
            return b""
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            self.reap(0.5)
        return data

    def feed(self, data):
        self.written += data
        self.stream.feed(data)

    def pump(self, seconds, on_frame=None):
        """Reads and emulates for `seconds`; `on_frame(bytes)` after each complete frame."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            data = self.read(min(left, 0.05))
            if not data:
                if self.status is not None:
                    return
                continue
            if on_frame is None:
                self.feed(data)
                continue
            self.pending += data
            while FRAME_END in self.pending:
                frame, self.pending = self.pending.split(FRAME_END, 1)
                self.feed(frame + FRAME_END)
                on_frame(frame)

    def settle(self, quiet, timeout):
        end = time.monotonic() + timeout
        last = time.monotonic()
        while time.monotonic() < end:
            data = self.read(0.02)
            if data:
                self.feed(data)
                last = time.monotonic()
            elif time.monotonic() - last >= quiet or self.status is not None:
                break
        return self.lines()

    def wait(self, lines, timeout):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.lines() == lines:
                return True
            data = self.read(0.05)
            if data:
                self.feed(data)
            elif self.status is not None:
                break
        return self.lines() == lines

    def reap(self, timeout):
        end = time.monotonic() + timeout
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() > end:
                break
            # Keep reading so a program blocked on a full pty can finish.
            ready, _, _ = select.select([self.fd], [], [], 0.02)
            if ready:
                try:
                    self.feed(os.read(self.fd, 65536))
                except OSError:
                    time.sleep(0.02)
        return self.status

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.reap(2)


def main():
    width, height = int(sys.argv[1]), int(sys.argv[2])
    session = Session(width, height, sys.argv[3:])
    for line in sys.stdin:
        request = json.loads(line)
        op = request["op"]
        reply = {}
        if op == "send":
            os.write(session.fd, bytes.fromhex(request["hex"]))
        elif op == "settle":
            reply["screen"] = session.settle(request.get("quiet", 0.3), request.get("timeout", 10))
        elif op == "wait":
            reply["met"] = session.wait(request["lines"], request.get("timeout", 10))
            reply["screen"] = session.lines()
        elif op == "resize":
            frames = []
            record = lambda frame: frames.append({"screen": session.lines(), "clears": b"\x1b[2J" in frame})
            if request.get("before_hex"):
                os.write(session.fd, bytes.fromhex(request["before_hex"]))
                session.pump(request.get("delay", 0), record)
            before = len(frames)
            session.screen.resize(request["height"], request["width"])
            session.set_size(request["width"], request["height"])
            session.pump(request.get("collect", 1.0), record)
            if session.pending:
                session.feed(session.pending)
                session.pending = b""
            reply["frames_before"] = before
            reply["frames"] = frames
            reply["screen"] = session.lines()
        elif op == "status":
            status = session.reap(request.get("timeout", 1))
            reply["running"] = status is None
            reply["status"] = status
        elif op == "output":
            reply["hex"] = session.written.hex()
            session.written = bytearray()
        elif op == "close":
            session.close()
            print(json.dumps({"ok": True}), flush=True)
            return
        else:
            reply["error"] = f"unknown op {op}"
        reply["ok"] = "error" not in reply
        print(json.dumps(reply), flush=True)
    session.close()


main()
