#!/usr/bin/env python3
"""Drives `terminal-demo --form` through a pseudo-terminal with the bytes a terminal sends,
and prints what the screen showed at each checkpoint as JSON (the Swift test asserts on it).

The screen is rebuilt from the demo's output by pyte, a terminal emulator, so checkpoints
see cells as a terminal would. Every wait is bounded; a wait that runs out records the
screen as it was, and the test's assertion fails with it."""
import fcntl, json, os, pty, select, struct, sys, termios, time
import pyte

WIDTH, HEIGHT = 80, 24


class Screen(pyte.Screen):
    """pyte's screen with the three xterm controls ncurses uses that pyte lacks: SU and SD
    (`CSI n S`, `CSI n T`: scroll the region up or down) and REP (`CSI n b`: the last
    character again, n times); and a private status request (`CSI ? 996 n`, the colour scheme
    question), which pyte would fail on and a terminal that does not know it ignores."""
    last = " "

    def report_device_status(self, mode, private=False):
        if not private:
            super().report_device_status(mode)

    def draw(self, data):
        if data:
            self.last = data[-1]
        super().draw(data)

    def scroll_up(self, count=1, *args, **kwargs):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        saved = (self.cursor.x, self.cursor.y)
        self.cursor.y = bottom
        for _ in range(max(count, 1)):
            self.index()
        self.cursor.x, self.cursor.y = saved

    def scroll_down(self, count=1, *args, **kwargs):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        saved = (self.cursor.x, self.cursor.y)
        self.cursor.y = top
        for _ in range(max(count, 1)):
            self.reverse_index()
        self.cursor.x, self.cursor.y = saved

    def repeat_character(self, count=1, *args, **kwargs):
        self.draw(self.last * max(count, 1))


pyte.ByteStream.csi = dict(pyte.Stream.csi, S="scroll_up", T="scroll_down", b="repeat_character")

def main():
    binary = sys.argv[1]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ["LANG"] = "C.UTF-8"
        os.environ.pop("NO_COLOR", None)
        os.execv(binary, [binary, "--form"])
    screen = Screen(WIDTH, HEIGHT)
    stream = pyte.ByteStream(screen)
    output = bytearray()
    checkpoints = {}
    cursors = {}

    def pump(seconds):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            output.extend(chunk)
            stream.feed(chunk)

    def text():
        # Built from the cells (pyte's own `display` trips over a half-overwritten wide
        # character): the second cell of a wide character holds "" and adds nothing.
        rows = []
        for y in range(HEIGHT):
            row = screen.buffer[y]
            rows.append("".join(row[x].data for x in range(WIDTH)).rstrip())
        return "\n".join(rows)

    def wait_for(needle, name, limit=10):
        end = time.monotonic() + limit
        while time.monotonic() < end and needle not in text():
            pump(0.1)
        pump(0.2)  # let the frame finish
        checkpoints[name] = text()
        cursors[name] = [screen.cursor.x, screen.cursor.y, 1 if screen.cursor.hidden else 0]

    def send(data):
        os.write(fd, data)
        pump(0.15)

    wait_for("Nothing submitted yet.", "start")
    send(b"\x1b[Z")           # Shift-Tab with nothing focused: the last view, Submit
    send(b"\r")               # an incomplete form: the alert
    wait_for("Not saved", "alert")
    send(b"\x1b")             # Esc: the alert's cancel action
    time.sleep(0.3)
    pump(0.6)
    checkpoints["after alert"] = text()
    send(b"\t")               # from Submit, Tab wraps to the first field
    send("카페 블루".encode())
    wait_for("[카페 블루", "name typed")
    send(b"\t" + b"10320")
    send(b"\t" + b"20261123")
    send(b"\t" + b"0900")
    send(b"\t" + b"1800")
    send(b"\t" + b" ")        # the night switch on
    wait_for("[─●]", "switch on")
    send(b"\t" + b"\x1bOC")   # → as a terminal in keypad (application) mode sends it: Monthly
    send(b"\t" + b"\x1b[200~" + "야간\t근무 🌙".encode() + b"\x1b[201~")  # a bracketed paste
    wait_for("야간근무", "filled")
    send(b"\t" + b"\r")       # Submit
    wait_for("Saved", "submitted")
    send(b"\x03")             # Ctrl-C
    end = time.monotonic() + 5
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        pump(0.1)
    else:
        os.kill(pid, 9)
        status = -1
    pump(0.3)
    tail = output.decode("utf-8", "replace")
    # The line printed after the screen was given back (escape sequences may precede it).
    submitted = ["submitted: " + line.split("submitted: ", 1)[1] for line in tail.replace("\r", "").split("\n")
                 if "submitted: " in line]
    print(json.dumps({"checkpoints": checkpoints, "cursors": cursors, "status": status,
                      "submitted": submitted[-1] if submitted else None}, ensure_ascii=False))

main()
