import Foundation
import TerminalTestSupport

/// A program on a pseudo-terminal, its screen read through a terminal emulator (pyte), driven
/// by `Driver/pty_session.py` one JSON request at a time. Bytes reach the program exactly as
/// given: the test sends what a terminal sends. `close()` ends the program and the driver.
///
/// Nothing here waits for a fixed time: `settle()` waits until the program is at rest (it read
/// everything sent, drew what it had to and waits for input with no frame due, as the driver
/// sees in /proc), `waitFor` until the screen at rest satisfies a condition, `waitForScreen`
/// until the screen is exactly some lines. Each is bounded by `patience`, which matters only
/// when what it waits for never comes (docs/terminal.md, "How the pty and tmux tests wait").
final class PtySession {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let driver = packageRoot.appendingPathComponent("Tests/TerminalTests/Driver/pty_session.py")
    static let payday = packageRoot.appendingPathComponent(".build/debug/payday")
    /// The shipped data, on a fixed day, in English: what the app shows does not move.
    static let paydayArguments = [
        "--data", packageRoot.appendingPathComponent("Data/workplaces.json").path,
        "--today", "2026-11-21", "--lang", "en",
    ]

    /// Whether python3 with pyte (installed by `scripts/deps.sh test`) and the debug `payday`
    /// binary are here.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: payday.path),
            let result = try? run("/usr/bin/env", ["python3", "-c", "import pyte"])
        else { return false }
        return result.status == 0
    }()

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    init(
        width: Int, height: Int, program: String = PtySession.payday.path,
        arguments: [String] = PtySession.paydayArguments
    ) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.driver.path, "\(width)", "\(height)", program] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit { close() }

    struct Frame {
        var screen: [String]
        /// The frame began by clearing the screen (a full repaint).
        var clears: Bool
    }

    /// Sends one request and reads the one-line answer.
    @discardableResult
    private func request(_ fields: [String: Any]) throws -> [String: Any] {
        var line = try JSONSerialization.data(withJSONObject: fields)
        line.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: line)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let answer = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                guard let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any] else {
                    throw PtyError(description: "the driver answered \(String(decoding: answer, as: UTF8.self))")
                }
                if let error = object["error"] as? String { throw PtyError(description: error) }
                return object
            }
            let chunk = output.fileHandleForReading.readSomeRetryingInterruptedReads()
            if chunk.isEmpty { throw PtyError(description: "the driver ended (request \(fields))") }
            buffer.append(chunk)
        }
    }

    func send(_ bytes: [UInt8]) throws {
        try request(["op": "send", "hex": bytes.map { String(format: "%02x", $0) }.joined()])
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Where the terminal's cursor was at the last answer: column, row, and whether hidden.
    private(set) var cursor: (x: Int, y: Int, hidden: Bool) = (0, 0, true)

    private func screen(of answer: [String: Any]) -> [String] {
        if let cursor = answer["cursor"] as? [Int], cursor.count == 3 {
            self.cursor = (cursor[0], cursor[1], cursor[2] != 0)
        }
        return answer["screen"] as? [String] ?? []
    }

    /// The longest any wait lasts: time enough for a debug build on a loaded machine. A wait
    /// ends as soon as what it waits for comes, so this matters only when it never does.
    static let patience: Double = 60

    /// The screen once the program is at rest: it has read everything sent, drawn what it had
    /// to and waits for input with no frame due (the driver sees its wait in /proc). Throws
    /// when it does not come to rest within `timeout`.
    func settle(timeout: Double = PtySession.patience) throws -> [String] {
        let answer = try request(["op": "rest", "timeout": timeout])
        let lines = screen(of: answer)
        guard answer["met"] as? Bool == true else {
            throw PtyError(
                description: "the program did not come to rest within \(timeout) s; the screen:\n"
                    + lines.joined(separator: "\n"))
        }
        return lines
    }

    /// Waits (bounded) until the screen at rest satisfies `condition`: at rest, then, while it
    /// does not, until the program writes again and is at rest again. Returns whether it came
    /// and the last screen.
    func waitFor(timeout: Double = PtySession.patience, _ condition: ([String]) -> Bool) throws -> (
        met: Bool, screen: [String]
    ) {
        let deadline = Date().addingTimeInterval(timeout)
        var answer = try request(["op": "rest", "timeout": timeout])
        var lines = screen(of: answer)
        while !condition(lines) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, answer["how"] as? String != "ended" else { return (false, lines) }
            guard try request(["op": "output_wait", "timeout": left])["met"] as? Bool == true else {
                return (false, lines)
            }
            answer = try request(["op": "rest", "timeout": max(deadline.timeIntervalSinceNow, 0)])
            lines = screen(of: answer)
        }
        return (true, lines)
    }

    /// Waits (bounded) until the screen at rest shows `text` on some row.
    func waitFor(_ text: String, timeout: Double = PtySession.patience) throws -> (met: Bool, screen: [String]) {
        try waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits (bounded) until the screen is exactly `lines`; returns whether it came and the
    /// last screen.
    func waitForScreen(_ lines: [String], timeout: Double = PtySession.patience) throws -> (
        met: Bool, screen: [String]
    ) {
        let answer = try request(["op": "wait", "lines": lines, "timeout": timeout])
        return (answer["met"] as? Bool ?? false, screen(of: answer))
    }

    /// Optionally sends `before` and waits for the frame that shows the program acted on it,
    /// then resizes the terminal (the program gets SIGWINCH) and reads until the program is at
    /// rest. Returns the frames completed after the resize, each as the screen showed it at its
    /// end, the screen at rest, and whether the program acted on `before` and came to rest.
    func resize(width: Int, height: Int, sending before: [UInt8] = [], timeout: Double = PtySession.patience)
        throws -> (frames: [Frame], screen: [String], acted: Bool, atRest: Bool)
    {
        let answer = try request([
            "op": "resize", "width": width, "height": height, "timeout": timeout,
            "before_hex": before.map { String(format: "%02x", $0) }.joined(),
        ])
        let all = (answer["frames"] as? [[String: Any]] ?? []).map {
            Frame(screen: $0["screen"] as? [String] ?? [], clears: $0["clears"] as? Bool ?? false)
        }
        return (
            Array(all.dropFirst(answer["frames_before"] as? Int ?? 0)), screen(of: answer),
            answer["acted"] as? Bool ?? false, answer["met"] as? Bool ?? false
        )
    }

    /// How the program's main thread waits now, as /proc shows it: whether that could be told,
    /// whether it is the wait of a program at rest, and its timeout in milliseconds (nil: none).
    func waitState() throws -> (known: Bool, idle: Bool, timeoutMilliseconds: Int?) {
        let answer = try request(["op": "wait_state"])
        return (answer["known"] as? Bool ?? false, answer["idle"] as? Bool ?? false, answer["timeout_ms"] as? Int)
    }

    /// The bytes the program wrote since the last call (escape sequences included).
    func writtenBytes() throws -> [UInt8] {
        let hex = try request(["op": "output"])["hex"] as? String ?? ""
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }

    /// The exit status, or nil while the program still runs after `timeout` seconds.
    func exitStatus(timeout: Double = 30) throws -> Int? {
        try request(["op": "status", "timeout": timeout])["status"] as? Int
    }

    func close() {
        guard process.isRunning else { return }
        _ = try? request(["op": "close"])
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// `payday render` at a size after keys: the app at rest, as text (trailing spaces trimmed).
    static func render(width: Int, height: Int, keys: String) throws -> [String] {
        let result = try run(
            payday.path,
            ["render"] + paydayArguments + ["--width", "\(width)", "--height", "\(height)", "--keys", keys])
        guard result.status == 0 else { throw PtyError(description: "payday render failed: \(result.standardError)") }
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map(
            String.init)
    }

    static func run(_ program: String, _ arguments: [String]) throws -> (
        status: Int32, standardOutput: String, standardError: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readAllRetryingInterruptedReads()
        let error = err.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }
}

struct PtyError: Error, CustomStringConvertible {
    var description: String
}
