import Foundation
import TerminalTestSupport

/// A program on a pseudo-terminal, its screen read through a terminal emulator (pyte), driven
/// by `Driver/pty_session.py` one JSON request at a time. Bytes reach the program exactly as
/// given: the test sends what a terminal sends. `close()` ends the program and the driver.
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
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw PtyError(description: "the driver ended (request \(fields))") }
            buffer.append(chunk)
        }
    }

    func send(_ bytes: [UInt8]) throws {
        try request(["op": "send", "hex": bytes.map { String(format: "%02x", $0) }.joined()])
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The screen once the program has written nothing for `quiet` seconds.
    func settle(quiet: Double = 0.3) throws -> [String] {
        try request(["op": "settle", "quiet": quiet, "timeout": 10])["screen"] as? [String] ?? []
    }

    /// Waits (bounded) until the screen is exactly `lines`; returns whether it came and the
    /// last screen.
    func waitForScreen(_ lines: [String], timeout: Double = 10) throws -> (met: Bool, screen: [String]) {
        let answer = try request(["op": "wait", "lines": lines, "timeout": timeout])
        return (answer["met"] as? Bool ?? false, answer["screen"] as? [String] ?? [])
    }

    /// Optionally sends `before` and reads for `delay` seconds, then resizes the terminal (the
    /// program gets SIGWINCH) and reads for `collect` seconds. Returns the frames completed
    /// after the resize, each as the screen showed it at its end.
    func resize(width: Int, height: Int, sending before: [UInt8] = [], delay: Double = 0, collect: Double = 1) throws
        -> (frames: [Frame], screen: [String])
    {
        let answer = try request([
            "op": "resize", "width": width, "height": height, "collect": collect,
            "before_hex": before.map { String(format: "%02x", $0) }.joined(), "delay": delay,
        ])
        let all = (answer["frames"] as? [[String: Any]] ?? []).map {
            Frame(screen: $0["screen"] as? [String] ?? [], clears: $0["clears"] as? Bool ?? false)
        }
        return (Array(all.dropFirst(answer["frames_before"] as? Int ?? 0)), answer["screen"] as? [String] ?? [])
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
    func exitStatus(timeout: Double = 1) throws -> Int? {
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
