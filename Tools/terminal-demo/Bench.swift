import Canvas
import Terminal

#if canImport(Glibc)
import SeededRandom
import Glibc
#endif

/// `terminal-demo --bench FILE`: frame costs of the canvas diff and the ncurses backend on the
/// terminal it runs in (bench/terminal.sh gives it a 200x60 pty and counts the bytes).
///
/// Phase 1 times, per frame, the diff of two canvases and drawing plus flushing the changes,
/// with 5% of the cells changed and with all of them changed; it writes medians to FILE.
/// Phase 2 waits for a key before each of 20 frames that change one line, so the driver can
/// count the bytes each frame writes.
enum Bench {
    static func run(resultsPath: String) -> Int32 {
        let backend: NcursesBackend
        do { backend = try NcursesBackend() } catch {
            printError("\(error)")
            return 1
        }
        defer { backend.shutdown() }
        let size = backend.size
        var lines = ["terminal bench \(size.width)x\(size.height), \(backend.colorDepth)"]
        var random = SplitMix64(seed: 42)
        let base = filledCanvas(size: size, variant: 0)
        let other = filledCanvas(size: size, variant: 1)
        let cellCount = size.width * size.height

        for (label, fraction) in [("5%", 0.05), ("100%", 1.0)] {
            var diffTimes: [Double] = [], flushTimes: [Double] = [], changed: [Int] = []
            var shown = base
            backend.draw(shown.allCells)
            try? backend.flush()
            for _ in 0..<200 {
                var next = shown
                if fraction >= 1 {
                    next = shown == base ? other : base
                } else {
                    for _ in 0..<Int(Double(cellCount) * fraction) {
                        let x = random.next(below: size.width), y = random.next(below: size.height)
                        next.put(
                            random.next(below: 2) == 0 ? "#" : "가", x: x, y: y,
                            style: Style(foreground: .indexed(UInt8(random.next(below: 256)))))
                    }
                }
                let start = now()
                let changes = next.changes(since: shown)
                let diffed = now()
                backend.draw(changes)
                try? backend.flush()
                let flushed = now()
                diffTimes.append(diffed - start)
                flushTimes.append(flushed - diffed)
                changed.append(changes.count)
                shown = next
            }
            lines.append(
                "\(label) changed: diff median \(format(median(diffTimes))) ms, draw+flush median \(format(median(flushTimes))) ms, \(median(changed.map(Double.init))) cells per frame (200 frames)"
            )
        }

        // Phase 2: one changed line per frame; the driver counts bytes between keys.
        var shown = base
        backend.draw(shown.changes(since: Canvas(width: 0, height: 0)))
        try? backend.flush()
        // Frames 0-9: a counter on one line (a few cells change). Frames 10-19: the whole
        // 60-cell line rewritten (every cell changes).
        for frame in 0..<20 {
            guard backend.readEvent(timeout: nil) != nil else { break }
            var next = shown
            let text =
                frame < 10
                ? "Total earned ₩\(1_234_000 + frame * 8_250) · frame \(frame)"
                : String(repeating: frame % 2 == 0 ? "abcdefghij" : "ABCDEFGHIJ", count: 6)
            next.draw(
                text, in: CellRect(x: 2, y: size.height / 2, width: 60, height: 1),
                style: Style(foreground: .green, attributes: .bold))
            backend.draw(next.changes(since: shown))
            try? backend.flush()
            shown = next
        }
        _ = backend.readEvent(timeout: nil)
        backend.shutdown()
        let text = lines.joined(separator: "\n") + "\n"
        guard let file = fopen(resultsPath, "w") else {
            printError("cannot write \(resultsPath)")
            return 1
        }
        fputs(text, file)
        fclose(file)
        return 0
    }

    /// A busy screen: every row text, a third of it Korean, in a few styles.
    static func filledCanvas(size: TerminalSize, variant: Int) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        let words =
            variant == 0
            ? ["Payday", "월급날", "₩12,345", "shift", "야간수당", "D-5"] : ["Cafe", "주휴수당", "₩9,860", "hours", "공제", "D-day"]
        for y in 0..<size.height {
            var x = 0
            var index = y
            while x < size.width {
                let style = Style(
                    foreground: Color.named[(index + variant) % 8], attributes: index % 3 == 0 ? .bold : [])
                x = canvas.draw(words[index % words.count] + " ", x: x, y: y, style: style)
                index += 1
            }
        }
        return canvas
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ milliseconds: Double) -> String {
        let hundredths = Int((milliseconds * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
