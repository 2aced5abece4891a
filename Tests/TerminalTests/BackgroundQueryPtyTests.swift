import Foundation
import TerminalTestSupport
import Testing

/// The background-colour exchange of the ncurses backend, through a pseudo-terminal
/// (Fixtures/background_pty.py plays the terminal): the exact query bytes (OSC 11, then DA1),
/// light and dark answers in both string terminators and both digit counts, a terminal that
/// answers only DA1, one that answers nothing (the time limit), and a key typed during the
/// exchange delivered afterwards.
@Suite(.serialized) struct BackgroundQueryPtyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let demo = packageRoot.appendingPathComponent(".build/debug/terminal-demo")
    static let driver = packageRoot.appendingPathComponent("Tests/TerminalTests/Fixtures/background_pty.py")

    static var canRun: Bool { FileManager.default.isExecutableFile(atPath: demo.path) }

    struct Run: Decodable {
        let query: String
        let lines: [String]
        let status: Int
    }

    static func run(_ mode: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", driver.path, demo.path, mode]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        return try JSONDecoder().decode(Run.self, from: data)
    }

    /// ESC ] 1 1 ; ? ESC \ then ESC [ c.
    static let query = "1b5d31313b3f1b5c1b5b63"

    @Test(
        .enabled(if: canRun, "needs .build/debug/terminal-demo"),
        arguments: [
            // White: luminance 1.
            ("light-st", "background: rgb(255, 255, 255)", "traits: light, normal contrast, 256 colours"),
            // 0x10/0x18/0x28 scaled by 255/255: a dark blue, luminance about 0.01.
            ("dark-bel", "background: rgb(16, 24, 40)", "traits: dark, normal contrast, 256 colours"),
            ("da1-only", "background: unknown", "traits: dark, normal contrast, 256 colours"),
            ("silent", "background: unknown", "traits: dark, normal contrast, 256 colours"),
        ])
    func theBackgroundQueryAndItsAnswer(mode: String, background: String, traits: String) throws {
        let run = try Self.run(mode)
        #expect(run.query == Self.query)
        #expect(run.status == 0)
        #expect(run.lines == [background, traits, "first event: x"])
    }
}
