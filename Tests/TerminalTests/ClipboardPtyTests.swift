import Canvas
import Foundation
import Terminal
import TerminalTestSupport
import Testing

/// Copy and cut reach the terminal's clipboard as OSC 52 (`ESC ] 52 ; c ; base64 ESC \`),
/// through a pseudo-terminal: the example form (`terminal-demo --form`) gets the bytes a
/// terminal sends (UTF-8 text, Shift-Home, Alt-C as ESC c, SGR mouse presses and drags), and
/// the test reads the bytes it writes back. The base64 of each text was worked out with
/// Python's `base64.b64encode(text.encode())`, not with the code under test.
@Suite(.serialized) struct ClipboardPtyTests {
    static var canRun: Bool { PtySession.isAvailable && FileManager.default.isExecutableFile(atPath: demo) }
    static let demo = PtySession.packageRoot.appendingPathComponent(".build/debug/terminal-demo").path

    private static func osc52(_ base64: String) -> [UInt8] { Array("\u{1B}]52;c;\(base64)\u{1B}\\".utf8) }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test(.enabled(if: canRun, "needs python3 with pyte (scripts/deps.sh) and .build/debug/terminal-demo"))
    func copyAndCutInAFieldWriteOSC52WithTheTextInBase64() throws {
        let session = try PtySession(width: 80, height: 24, program: Self.demo, arguments: ["--form"])
        defer { session.close() }
        _ = try session.settle()
        try session.send("\t")  // the name field
        try session.send("카페 블루")
        let typed = try session.settle()
        #expect(typed.contains { $0.contains("[카페 블루") }, "\(typed)")
        _ = try session.writtenBytes()

        // The mouse: press on 블 (column 25, SGR 1-based 26;4), drag to after 루 (column 29).
        try session.send("\u{1B}[<0;26;4M\u{1B}[<32;30;4M\u{1B}[<0;30;4m")
        try session.send("\u{1B}c")  // Alt-C
        _ = try session.settle()
        var written = try session.writtenBytes()
        #expect(Self.contains(written, Self.osc52("67iU66Oo")), "\(String(decoding: written, as: UTF8.self))")

        // End (CSI F) ends the selection; Shift-Home (xterm: CSI 1 ; 2 H) selects back to the
        // start; Alt-X cuts it.
        try session.send("\u{1B}[F")
        try session.send("\u{1B}[1;2H")
        try session.send("\u{1B}x")
        let cut = try session.settle()
        written = try session.writtenBytes()
        #expect(
            Self.contains(written, Self.osc52("7Lm07Y6YIOu4lOujqA==")), "\(String(decoding: written, as: UTF8.self))")
        #expect(cut.contains { $0.contains("[일터 이름 workplace") }, "the placeholder again: \(cut)")
        // One write per copy: the OSC 52 introducer appears once.
        let introducer = Array("\u{1B}]52;".utf8)
        let count = (0...(written.count - introducer.count)).filter {
            Array(written[$0..<($0 + introducer.count)]) == introducer
        }.count
        #expect(count == 1)
    }
}

@Suite struct ClipboardSequenceTests {
    /// An app that copies `texts` once.
    final class CopyingApp: TerminalApp {
        var texts: [String]
        var shouldQuit = false
        init(_ texts: [String]) { self.texts = texts }
        func handle(_ event: Event) {}
        func render(into canvas: inout Canvas) {}
        var wantsFrame: Bool { false }
        func takeClipboardWrites() -> [String] {
            defer { texts = [] }
            return texts
        }
    }

    @Test func theSequenceIsOSC52WithTheUTF8InBase64EndedByST() {
        // base64 by Python: "Payday" → UGF5ZGF5, "월급" → 7JuU6riJ.
        #expect(TerminalClipboard.copySequence(for: "Payday") == Array("\u{1B}]52;c;UGF5ZGF5\u{1B}\\".utf8))
        #expect(TerminalClipboard.copySequence(for: "월급") == Array("\u{1B}]52;c;7JuU6riJ\u{1B}\\".utf8))
        #expect(TerminalClipboard.copySequence(for: "") == Array("\u{1B}]52;c;\u{1B}\\".utf8))
    }

    @Test func theRunLoopSendsEachCopyToTheBackendBeforeTheFrame() throws {
        let backend = HeadlessBackend(size: TerminalSize(width: 4, height: 1))
        let app = CopyingApp(["Payday", "월급"])
        try TerminalRunLoop(backend: backend, clock: backend.clock).renderFrame(app)
        #expect(backend.clipboardWrites == ["Payday", "월급"])
        #expect(backend.clipboardBytes == Array("\u{1B}]52;c;UGF5ZGF5\u{1B}\\\u{1B}]52;c;7JuU6riJ\u{1B}\\".utf8))
        try TerminalRunLoop(backend: backend, clock: backend.clock).renderFrame(app)
        #expect(backend.clipboardWrites.count == 2)
    }
}
