import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A tmux server of its own (a socket in a fresh temporary directory) running one shell script in
/// a detached pane, for end-to-end tests of real binaries on a real terminal. Every wait polls with
/// a bound; `close()` (also run by `deinit`) ends the server and removes the directory.
///
/// tmux shows the program's frames as it reads them, so a capture can come in the middle of a
/// frame or of an animation: a test waits until the screen shows everything it then checks
/// (`waitForScreen(showing:)`, or a condition that says it all), never for a time, and reads
/// nothing from a screen it did not wait for.
public final class TmuxSession {
    /// Unique per session: names the temporary directory that holds the socket and the files the
    /// script writes.
    public let name: String
    public let directory: URL
    private var closed = false

    /// Starts the shell script `command(directory)` in a detached `width`x`height` pane with no
    /// status line, TERM set to tmux's own terminal type (so the keys tmux sends are the ones
    /// terminfo names) and a UTF-8 locale.
    public init(width: Int = 80, height: Int = 24, command: (URL) -> String) throws {
        name = "tmux-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = directory.appendingPathComponent("tmux.conf")
        try "set -g default-terminal tmux-256color\nset -g status off\n"
            .write(to: configuration, atomically: true, encoding: .utf8)
        let script = directory.appendingPathComponent("run.sh")
        try command(directory).write(to: script, atomically: true, encoding: .utf8)
        try tmux([
            "-f", configuration.path, "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
            "sh \(Self.shellQuoted(script.path))",
        ])
    }

    deinit { close() }

    public func close() {
        guard !closed else { return }
        closed = true
        // kill-session, not kill-server: tmux 3.3a answers kill-server with success and leaves the
        // server running while a pane process is alive; killing the last session ends the pane's
        // processes and the server with it.
        _ = try? tmux(["kill-session", "-t", "main"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux on this session's socket and returns its standard output.
    ///
    /// Not through Foundation's Process: the server that `new-session` forks inherits the
    /// descriptor Process watches for the child's exit (and a pipe's write end), so the wait would
    /// never end. posix_spawn with standard output in a file and waitpid has no such descriptor.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        let tmux = Self.executable("tmux") ?? "/usr/bin/tmux"
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A clean signal mask and default handlers: the test runner's threads block signals, and a
        // tmux server that inherited that mask never hears its panes exit.
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
        let argv = [tmux, "-u", "-S", directory.appendingPathComponent("socket").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw TmuxError(description: "could not start \(tmux): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw TmuxError(description: "tmux \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return output
    }

    /// The screen as text. Lines the terminal wrapped are joined back (-J) when
    /// `joiningWrappedLines`, so a long message reads as one line.
    public func capture(joiningWrappedLines: Bool = true) -> String {
        (try? tmux(["capture-pane", "-p"] + (joiningWrappedLines ? ["-J"] : []) + ["-t", "main"])) ?? ""
    }

    /// The screen and everything scrolled off it (the pane's history), lines joined back.
    public func captureWithHistory() -> String {
        (try? tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "main"])) ?? ""
    }

    /// The screen with its SGR escape sequences (-e), to see colours and attributes.
    public func captureWithStyles() -> String { (try? tmux(["capture-pane", "-p", "-e", "-t", "main"])) ?? "" }

    /// Sends keys by tmux's names (`Enter`, `C-c`, `Down`) or as literal text.
    public func sendKeys(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A pane format value, e.g. `#{cursor_flag}`.
    public func paneFlag(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "main", format])) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// The longest any wait lasts: time enough for a debug build on a loaded machine. A wait ends
    /// as soon as what it waits for comes, so this matters only when it never does.
    public static let patience: Double = 60

    /// Polls the screen until `condition` holds, for at most `limit` seconds; returns the last
    /// capture and whether the condition was met.
    public func waitForScreen(
        limit: Double = TmuxSession.patience, joiningWrappedLines: Bool = true,
        _ condition: (String) -> Bool
    ) -> (screen: String, met: Bool) {
        let deadline = Date().addingTimeInterval(limit)
        var screen = capture(joiningWrappedLines: joiningWrappedLines)
        while !condition(screen) {
            if Date() > deadline { return (screen, false) }
            usleep(30_000)
            screen = capture(joiningWrappedLines: joiningWrappedLines)
        }
        return (screen, true)
    }

    /// Polls the screen until it shows every one of `texts` (bounded); returns the last capture
    /// and the texts it lacks (none when they all came).
    public func waitForScreen(
        showing texts: [String], limit: Double = TmuxSession.patience, joiningWrappedLines: Bool = true
    ) -> (screen: String, missing: [String]) {
        let (screen, _) = waitForScreen(limit: limit, joiningWrappedLines: joiningWrappedLines) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
        return (screen, texts.filter { !screen.contains($0) })
    }

    /// Waits for a file the script writes in `directory` (each must appear whole: written under
    /// another name, then renamed) and returns its contents, trimmed; nil after `limit` seconds.
    public func waitForFile(_ name: String, limit: Double = TmuxSession.patience) -> String? {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            usleep(30_000)
        }
        return nil
    }

    /// Whether tmux is on PATH.
    public static var isAvailable: Bool { executable("tmux") != nil }

    public static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The first executable called `program` on PATH.
    public static func executable(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}

public struct TmuxError: Error, CustomStringConvertible {
    public var description: String
}
