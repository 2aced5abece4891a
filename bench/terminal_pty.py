#!/usr/bin/env python3
"""Runs `terminal-demo --bench` on a 200x60 pseudo-terminal and counts the bytes it writes.

The demo times diff and draw+flush itself (phase 1) and writes the medians to a file; then,
for each of 20 frames, it waits for a key, changes one line and flushes. Here we send the
keys and count what arrives on the master side between them, once the output goes quiet."""
import os, pty, select, statistics, struct, sys, tempfile, termios, fcntl, time

WIDTH, HEIGHT = 200, 60

def drain(fd, quiet):
    """Reads until nothing arrives for `quiet` seconds; returns the byte count."""
    total = 0
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return total
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return total
        if not chunk:
            return total
        total += len(chunk)

def main():
    binary = sys.argv[1]
    results = tempfile.NamedTemporaryFile(prefix="terminal-bench-", suffix=".txt", delete=False).name
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.setdefault("LANG", "C.UTF-8")
        os.execv(binary, [binary, "--bench", results])
    drain(fd, 1.5)  # phase 1 and the first full frame, until the demo waits for a key
    counts = []
    for _ in range(20):
        os.write(fd, b"x")
        counts.append(drain(fd, 0.3))
    # Idle: the demo is blocked waiting for a key; its CPU time should not move.
    ticks = os.sysconf("SC_CLK_TCK")
    def cpu_seconds():
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime
    before, started = cpu_seconds(), time.monotonic()
    time.sleep(3)
    idle_cpu = (cpu_seconds() - before) / (time.monotonic() - started) * 100
    os.write(fd, b"x")
    drain(fd, 0.5)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        sys.exit(f"terminal bench: terminal-demo exited with status {status}")
    with open(results) as f:
        print(f.read(), end="")
    os.unlink(results)
    counter, rewrite = counts[:10], counts[10:]
    print(f"idle (blocked on input) for 3 s: {idle_cpu:.1f}% CPU")
    print(f"bytes per frame, one line with a counter (a few cells change): median {statistics.median(counter):.0f} (min {min(counter)}, max {max(counter)})")
    print(f"bytes per frame, one 60-cell line rewritten: median {statistics.median(rewrite):.0f} (min {min(rewrite)}, max {max(rewrite)})")

if __name__ == "__main__":
    main()
