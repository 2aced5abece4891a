import Foundation
import TerminalTestSupport
import Testing

/// The colour exchange of the ncurses backend, through a pseudo-terminal
/// (Fixtures/background_pty.py plays the terminal): the exact query bytes (OSC 11, the colour
/// scheme question `CSI ? 996 n`, then DA1), light and dark answers in both string terminators
/// and both digit counts, a colour scheme answer alone and against the background, a terminal
/// that answers only DA1, one that answers nothing (the time limit), and a key typed during
/// the exchange delivered afterwards. Then the colour scheme reports of mode 2031: turned on
/// at start and off at the end, a report followed by the OSC 11 question, and a window host's
/// traits following the report and then the background's answer.
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
        let enabled: Bool?
        let requery: String?
        let disabled: Bool?
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

    /// ESC ] 1 1 ; ? ESC \ then ESC [ ? 9 9 6 n then ESC [ c.
    static let query = "1b5d31313b3f1b5c" + "1b5b3f3939366e" + "1b5b63"

    @Test(
        .enabled(if: canRun, "needs .build/debug/terminal-demo"),
        arguments: [
            // White: luminance 1.
            ("light-st", "background: rgb(255, 255, 255)", "unknown", "traits: light, normal contrast, 256 colours"),
            // 0x10/0x18/0x28 scaled by 255/255: a dark blue, luminance about 0.01.
            ("dark-bel", "background: rgb(16, 24, 40)", "unknown", "traits: dark, normal contrast, 256 colours"),
            // CSI ? 997 ; 2 n: light, the terminal's own word when it gives no colour.
            ("scheme-only", "background: unknown", "light", "traits: light, normal contrast, 256 colours"),
            // The colour behind the text wins over the scheme's word.
            (
                "dark-and-light-scheme", "background: rgb(16, 24, 40)", "light",
                "traits: dark, normal contrast, 256 colours"
            ),
            ("da1-only", "background: unknown", "unknown", "traits: dark, normal contrast, 256 colours"),
            ("silent", "background: unknown", "unknown", "traits: dark, normal contrast, 256 colours"),
        ])
    func theBackgroundQueryAndItsAnswer(mode: String, background: String, scheme: String, traits: String) throws {
        let run = try Self.run(mode)
        #expect(run.query == Self.query)
        #expect(run.status == 0)
        #expect(run.lines == [background, "colour scheme: \(scheme)", traits, "first event: x"])
    }

    /// Mode 2031: started dark (a dark background, a dark scheme), the terminal reports light;
    /// the window turns light at once and asks the background again (ESC ] 1 1 ; ? ESC \); the
    /// answer then decides: white keeps it light, the old dark blue takes it back to dark.
    @Test(
        .enabled(if: canRun, "needs .build/debug/terminal-demo"),
        arguments: [
            ("follow-light", "background:rgb(255, 255, 255): light, normal contrast, 256 colours"),
            ("follow-dark-background", "background:rgb(16, 24, 40): dark, normal contrast, 256 colours"),
        ])
    func colourSchemeReportsAreFollowed(mode: String, afterBackground: String) throws {
        let run = try Self.run(mode)
        #expect(run.query == Self.query)
        #expect(run.status == 0)
        #expect(run.enabled == true)
        #expect(run.requery == "1b5d31313b3f1b5c")
        #expect(run.disabled == true)
        #expect(
            run.lines == [
                "start: dark, normal contrast, 256 colours", "color-scheme:light: light, normal contrast, 256 colours",
                afterBackground,
            ])
    }
}
