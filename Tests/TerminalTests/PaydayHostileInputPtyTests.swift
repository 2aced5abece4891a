import Foundation
import Testing

/// Hostile terminal input to the real `payday` on a pseudo-terminal: a string (OSC) that never
/// ends cannot swallow the keys after it, and Ctrl-C inside one still quits.
@Suite("payday hostile input on a pty", .serialized, .enabled(if: PtySession.isAvailable))
struct PaydayHostileInputPtyTests {
    typealias Home = PaydayRecordingPtyTests.Home

    private func started() throws -> (Home, PtySession) {
        let home = try Home()
        let session = try home.start()
        let (met, screen) = try session.waitFor("Press n to add your first workplace")
        #expect(met, "\(screen)")
        return (home, session)
    }

    /// 10 KB of an OSC with no BEL and no ESC, then, once the input has paused, `q`: the app
    /// quits. Before, the decoder dropped every byte up to a BEL or an ESC, however much later,
    /// `q` and Ctrl-C included. The string's body is `n` (new workplace): none of it is a key.
    @Test func aKeyAfterATenKilobyteUnterminatedOSCQuits() throws {
        let (home, session) = try started()
        defer {
            session.close()
            try? FileManager.default.removeItem(atPath: home.folder)
        }
        try session.send(Array("\u{1B}]0;".utf8) + [UInt8](repeating: UInt8(ascii: "n"), count: 10_000))
        // The pause: the app at rest has read the whole string and waited out the decoder's
        // wait for the rest of a sequence (a pending wait is a frame due, not rest); the screen
        // is as it was (no form opened by the body's `n`).
        let screen = try session.settle()
        #expect(screen.contains { $0.contains("Press n to add your first workplace") }, "\(screen)")
        try session.send("q")
        #expect(try session.exitStatus(timeout: 10) == 0)
    }

    /// Ctrl-C in the middle of a string (well within the limit): the app quits.
    @Test func controlCInsideAnOSCQuits() throws {
        let (home, session) = try started()
        defer {
            session.close()
            try? FileManager.default.removeItem(atPath: home.folder)
        }
        try session.send(Array("\u{1B}]52;c;".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 100) + [0x03])
        #expect(try session.exitStatus(timeout: 10) != nil)
    }
}

extension PaydayHostileInputPtyTests {
    /// A crash in the running app (`PAYDAY_TEST_CRASH=1`: a `fatalError` after the first frame):
    /// the terminal is restored (the alternate screen left, the cursor shown), the crash report
    /// is printed, and the process ends by itself without Swift's question "Press space to
    /// interact", which held the terminal for 30 seconds. The wait below is far shorter.
    @Test func aCrashRestoresTheTerminalAndNeverWaitsForAKey() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }
        let session = try PtySession(
            width: 80, height: 24, program: "/usr/bin/env",
            arguments: ["-u", "SWIFT_BACKTRACE"] + home.environment + ["PAYDAY_TEST_CRASH=1", PtySession.payday.path])
        defer { session.close() }
        let status = try session.exitStatus(timeout: 20)
        #expect(status != nil && status != 0, "\(String(describing: status))")
        let written = String(decoding: try session.writtenBytes(), as: UTF8.self)
        #expect(written.contains("\u{1B}[?1049l"), "the alternate screen was not left")
        #expect(written.contains("Program crashed") || written.contains("Fatal error"), "\(written.suffix(400))")
        #expect(!written.contains("Press space to interact"), "\(written.suffix(400))")
    }
}
