import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tmux server of its own (a unique `-L` socket) running one command in an 80x24 window, for
/// driving the real `payday` binary through a real terminal. Every wait polls with a bounded
/// timeout; `kill()` (also run by `deinit`) ends the server.
final class TmuxSession {
    let socket = "payday-e2e-\(UUID().uuidString.prefix(8))"
    let directory: URL
    private var killed = false

    /// Where the shell in the window writes the app's exit status and `stty -a` after it ends.
    var statusFile: URL { directory.appendingPathComponent("status") }
    var sttyFile: URL { directory.appendingPathComponent("stty") }

    static var isAvailable: Bool { executable("tmux") != nil }

    init(command: [String], width: Int = 80, height: Int = 24) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let quoted = command.map(Self.shellQuoted).joined(separator: " ")
        // After the app: its status, then the terminal's modes as the shell sees them, then wait
        // to be killed (the window must outlive the app to be inspected).
        let script = "\(quoted); echo $? > \(Self.shellQuoted(statusFile.path)).tmp; "
            + "stty -a > \(Self.shellQuoted(sttyFile.path)); mv \(Self.shellQuoted(statusFile.path)).tmp \(Self.shellQuoted(statusFile.path)); "
            + "exec sleep 600"
        // TERM as tmux's own terminal type, so the keys tmux sends are the ones terminfo names.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
                  "env", "TERM=tmux-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "sh", "-c", script])
    }

    deinit { kill() }

    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        // Output through a file, not a pipe: the server that `new-session` forks keeps its copy of
        // the client's standard output open, so a pipe would never reach end of file. Spawned and
        // reaped by hand: the client is waited for with waitpid, nothing else.
        let outputFile = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let tmuxPath = Self.executable("tmux") ?? "/usr/bin/tmux"
        let argv = [tmuxPath, "-u", "-L", socket] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // A clean signal mask and default handlers: the test runner's threads block signals, and
        // a tmux server that inherited that mask never hears its panes exit nor kill-server end it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmuxPath, &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw TmuxError(message: "cannot start \(tmuxPath): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    /// The window's text now.
    func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", "main"])) ?? "" }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `condition` holds or `timeout` seconds pass; returns the last screen
    /// and whether it held.
    func waitForScreen(timeout: Double = 20, _ condition: (String) -> Bool) -> (screen: String, matched: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var text = screen()
        while !condition(text) {
            if Date() > deadline { return (text, false) }
            Thread.sleep(forTimeInterval: 0.05)
            text = screen()
        }
        return (text, true)
    }

    /// The app's exit status once it ended (nil if it did not within `timeout`).
    func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    var sttyAfterExit: String { (try? String(contentsOf: sttyFile, encoding: .utf8)) ?? "" }

    static func shellQuoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
