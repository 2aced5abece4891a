#!/usr/bin/env python3
"""Runs a program on a pseudo-terminal and reads its screen through pyte, a terminal emulator.

The end-to-end tests drive it (Tests/TerminalTests/PtySession.swift): it starts the program
on a pty of the given size with TERM=xterm-256color and answers one JSON request per line on
standard input with one JSON line on standard output. Bytes go to the program exactly as given
(hex), so a test sends what a terminal sends, not what tmux would make of a key name.

    pty_session.py WIDTH HEIGHT PROGRAM [ARGUMENT...]

No request waits for a fixed time: each waits for something the program does, bounded by its
own timeout (generous: it only matters when the awaited thing never comes).

At rest: the program has taken every byte sent to it, drawn what it had to draw and waits for
input with no frame due. The driver tells it from three things (see `Session.at_rest`):
  - the program's input queue is empty: the driver keeps the pty's terminal side open and
    polls it (a poll also pushes bytes still on their way through the kernel to the queue);
  - the program's main thread is blocked in poll(2) on its input with no timeout, or with one
    of 2.5 s or more (a minute timer), as /proc/PID/syscall shows: no animation frame (1/60 s),
    no unfinished escape sequence (0.05-2 s) is pending;
  - everything it wrote has been read and emulated.
Where /proc cannot say (another system), the driver falls back to a quiet screen: no output for
longer than twice the slowest gap between two frames of one burst seen so far (at least 0.3 s).

Requests:
  {"op": "send", "hex": "1b5b42"}                     write bytes to the program
  {"op": "rest", "timeout": 60}                       read until the program is at rest; the
        screen, whether it came to rest ("met") and how that was told ("idle" or "quiet")
  {"op": "output_wait", "timeout": 60}                read until the program writes anything
        (or ends); whether it did
  {"op": "wait", "lines": [...], "timeout": 60}       read until the screen is these lines
  {"op": "resize", "width": W, "height": H, "before_hex": "0d", "timeout": 60}
        optionally send bytes and read until the first frame after them has ended (the program
        has acted on them); then resize the pty (the kernel signals SIGWINCH) and read until
        the program is at rest, reporting the screen after each frame (frames end with the
        synchronized-output end, ESC [ ? 2026 l) and whether the frame cleared the screen
  {"op": "status", "timeout": 30}                     wait up to timeout for the exit status
  {"op": "output"}                                    the bytes the program wrote since the last
        "output" (hex), for sequences a screen does not show (OSC 52, the clipboard)
  {"op": "wait_state"}                                the program's input wait as /proc shows
        it: {"idle": bool, "timeout_ms": N or null (none), "known": bool}
  {"op": "close"}
The screen is a list of lines, trailing spaces removed, wide characters once. Each reply also
carries "cursor": [x, y, hidden].
"""
import fcntl, json, os, platform, select, signal, struct, sys, termios, time

import pyte

FRAME_END = b"\x1b[?2026l"
# A wait this long or longer is a timer (a minute boundary), not a frame or an escape delay.
IDLE_WAIT_MS = 2500
# poll and ppoll by machine (the numbers /proc/PID/syscall shows).
POLL_CALLS = {"x86_64": {7: "poll", 271: "ppoll"}, "aarch64": {73: "ppoll"}}.get(platform.machine(), {})


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
        self.written = bytearray()
        # Frame ends read so far, and the bytes after the last one (a frame end split across reads).
        self.frames = 0
        self.tail = b""
        self.on_frame = None
        self.frame_bytes = b""
        # For the quiet fallback: when the last frame ended, and the slowest gap within a burst.
        self.last_frame_at = None
        self.slowest_gap = 0.0
        self.master, self.terminal = os.openpty()
        self.set_size(width, height)
        pid = os.fork()
        if pid == 0:
            os.close(self.master)
            os.setsid()
            fcntl.ioctl(self.terminal, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(self.terminal, fd)
            if self.terminal > 2:
                os.close(self.terminal)
            os.environ["TERM"] = "xterm-256color"
            os.environ["LANG"] = "C.UTF-8"
            os.environ.pop("NO_COLOR", None)
            os.execv(argv[0], argv)
        # The driver keeps the terminal side open to see the program's input queue (never read).
        self.pid = pid

    def set_size(self, width, height):
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def cursor(self):
        return [self.screen.cursor.x, self.screen.cursor.y, 1 if self.screen.cursor.hidden else 0]

    def send(self, data):
        os.write(self.master, data)

    def reap(self):
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
        return self.status

    def read(self, timeout):
        """Reads and emulates what arrives within `timeout` seconds; whether anything did."""
        ready, _, _ = select.select([self.master], [], [], max(timeout, 0))
        if not ready:
            self.reap()
            return False
        try:
            data = os.read(self.master, 65536)
        except OSError:
            data = b""
        if not data:
            self.reap()
            return False
        self.feed(data)
        return True

    def feed(self, data):
        """Emulates `data`, counting frame ends (and calling `on_frame` with each frame's bytes
        once its end is emulated). Bytes that may begin a frame end wait for the next read."""
        self.written += data
        pending, self.tail = self.tail + data, b""
        while FRAME_END in pending:
            at = pending.index(FRAME_END) + len(FRAME_END)
            chunk, pending = pending[:at], pending[at:]
            self.stream.feed(chunk)
            self.frame_bytes += chunk
            self.frames += 1
            now = time.monotonic()
            if self.last_frame_at is not None and now - self.last_frame_at < self.quiet_limit():
                self.slowest_gap = max(self.slowest_gap, now - self.last_frame_at)
            self.last_frame_at = now
            if self.on_frame:
                self.on_frame(self.frame_bytes)
            self.frame_bytes = b""
        keep = next((n for n in range(len(FRAME_END) - 1, 0, -1) if pending.endswith(FRAME_END[:n])), 0)
        if keep:
            pending, self.tail = pending[:-keep], pending[-keep:]
        self.stream.feed(pending)
        self.frame_bytes += pending

    def flush_tail(self):
        if self.tail:
            self.stream.feed(self.tail)
            self.tail = b""

    def drain(self):
        """Reads everything the program has written so far; whether there was anything."""
        any_data = False
        while self.read(0):
            any_data = True
        return any_data

    def input_taken(self):
        """Whether the program has read every byte sent to it. Polling the terminal side makes
        the kernel move bytes still in flight into its input queue first."""
        ready, _, _ = select.select([self.terminal], [], [], 0)
        return not ready

    def wait_state(self):
        """The program's main thread as /proc shows it: (known, idle, timeout in ms or None)."""
        try:
            with open(f"/proc/{self.pid}/syscall") as file:
                fields = file.read().split()
        except OSError:
            return False, False, None
        if not fields or fields[0] == "running":
            return True, False, None
        try:
            number, arguments = int(fields[0]), [int(field, 16) for field in fields[1:7]]
        except ValueError:
            return True, False, None
        call = POLL_CALLS.get(number)
        if call == "poll":
            milliseconds = arguments[2] & 0xFFFFFFFF
            milliseconds = milliseconds - (1 << 32) if milliseconds & 0x80000000 else milliseconds
            timeout = None if milliseconds < 0 else milliseconds
        elif call == "ppoll":
            if arguments[2] == 0:
                timeout = None
            else:
                try:
                    with open(f"/proc/{self.pid}/mem", "rb") as memory:
                        memory.seek(arguments[2])
                        seconds, nanoseconds = struct.unpack("qq", memory.read(16))
                except (OSError, struct.error, ValueError, OverflowError):
                    return False, False, None
                timeout = seconds * 1000 + nanoseconds // 1_000_000
        elif POLL_CALLS:
            return True, False, None  # blocked elsewhere (a write, a lock): busy
        else:
            return False, False, None  # a machine whose call numbers we do not know
        return True, timeout is None or timeout >= IDLE_WAIT_MS, timeout

    def quiet_limit(self):
        return max(0.3, 2 * self.slowest_gap)

    def at_rest(self, timeout):
        """Reads until the program is at rest (see the module's note), at most `timeout`
        seconds; returns how it was told ("idle", "quiet", "ended") or None."""
        end = time.monotonic() + timeout
        quiet_since = time.monotonic()
        while time.monotonic() < end:
            if self.drain():
                quiet_since = time.monotonic()
            if self.reap() is not None:
                self.drain()
                self.flush_tail()
                return "ended"
            if self.input_taken():
                known, idle, _ = self.wait_state()
                if known and idle:
                    # Blocked with nothing due: what it wrote before blocking is all there is.
                    if not self.drain():
                        self.flush_tail()
                        return "idle"
                    continue
                if not known and time.monotonic() - quiet_since >= self.quiet_limit():
                    self.flush_tail()
                    return "quiet"
            if self.read(0.01):
                quiet_since = time.monotonic()
        return None

    def output_wait(self, timeout):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.read(min(0.05, max(end - time.monotonic(), 0))):
                return True
            if self.status is not None:
                return True
        return False

    def frames_after(self, count, timeout):
        """Reads until more than `count` frames have ended (or the program ends)."""
        end = time.monotonic() + timeout
        while self.frames <= count and self.status is None and time.monotonic() < end:
            self.read(0.05)
        return self.frames > count

    def wait(self, lines, timeout):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.lines() == lines:
                return True
            if not self.read(0.05) and self.status is not None:
                break
        self.flush_tail()
        return self.lines() == lines

    def wait_status(self, timeout):
        end = time.monotonic() + timeout
        while self.reap() is None and time.monotonic() < end:
            # Keep reading so a program blocked on a full pty can finish.
            self.read(0.02)
        return self.status

    def close(self):
        if self.reap() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.wait_status(5)
        for fd in (self.master, self.terminal):
            try:
                os.close(fd)
            except OSError:
                pass


def main():
    width, height = int(sys.argv[1]), int(sys.argv[2])
    session = Session(width, height, sys.argv[3:])
    for line in sys.stdin:
        request = json.loads(line)
        op = request["op"]
        timeout = request.get("timeout", 60)
        reply = {}
        if op == "send":
            session.send(bytes.fromhex(request["hex"]))
        elif op == "rest":
            how = session.at_rest(timeout)
            reply["met"] = how is not None
            reply["how"] = how
        elif op == "output_wait":
            reply["met"] = session.output_wait(timeout)
        elif op == "wait":
            reply["met"] = session.wait(request["lines"], timeout)
        elif op == "resize":
            frames = []
            session.on_frame = lambda frame: frames.append(
                {"screen": session.lines(), "clears": b"\x1b[2J" in frame})
            acted = True
            if request.get("before_hex"):
                count = session.frames
                session.send(bytes.fromhex(request["before_hex"]))
                acted = session.frames_after(count, timeout)
            before = len(frames)
            session.screen.resize(request["height"], request["width"])
            session.set_size(request["width"], request["height"])
            how = session.at_rest(timeout)
            session.on_frame = None
            reply["acted"] = acted
            reply["met"] = how is not None
            reply["how"] = how
            reply["frames_before"] = before
            reply["frames"] = frames
        elif op == "status":
            status = session.wait_status(timeout)
            reply["running"] = status is None
            reply["status"] = status
        elif op == "output":
            reply["hex"] = session.written.hex()
            session.written = bytearray()
        elif op == "wait_state":
            known, idle, wait = session.wait_state()
            reply.update(known=known, idle=idle, timeout_ms=wait)
        elif op == "close":
            session.close()
            print(json.dumps({"ok": True}), flush=True)
            return
        else:
            reply["error"] = f"unknown op {op}"
        reply["screen"] = session.lines()
        reply["cursor"] = session.cursor()
        reply["ok"] = "error" not in reply
        print(json.dumps(reply), flush=True)
    session.close()


if __name__ == "__main__":
    main()
