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
        var screen: [String] = []
        for _ in 0..<30 {
            screen = try session.settle(quiet: 0.2)
            if screen.contains(where: { $0.contains("Press n to add your first workplace") }) { break }
        }
        #expect(screen.contains { $0.contains("Press n to add your first workplace") }, "\(screen)")
        return (home, session)
    }

    /// 10 KB of an OSC with no BEL and no ESC, then `q`: the app quits. Before, the decoder
    /// dropped every byte up to a BEL or an ESC, `q` and Ctrl-C included. The string's body is
    /// `x`, which the home screen does not bind.
    @Test func aKeyAfterATenKilobyteUnterminatedOSCQuits() throws {
        let (home, session) = try started()
        defer {
            session.close()
            try? FileManager.default.removeItem(atPath: home.folder)
        }
        try session.send(Array("\u{1B}]0;".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000))
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
