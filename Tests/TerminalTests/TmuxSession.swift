import Foundation
import Canvas

/// A tmux server of its own (a socket in a fresh temporary directory) running one program in a pane, for
/// end-to-end tests of the real ncurses backend. Waits poll `capture-pane` with a bound; the
/// server is killed by `close()`, which every test calls in a `defer`.
final class TmuxSession {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let demo = packageRoot.appendingPathComponent(".build/debug/terminal-demo")

    /// Why end-to-end tests cannot run here, or nil.
    static var unavailableReason: String? {
        if !FileManager.default.isExecutableFile(atPath: demo.path) { return "no \(demo.path) (run swift build first)" }
        if TmuxSession.which("tmux") == nil { return "tmux is not installed (scripts/deps.sh test installs it)" }
        return nil
    }

    /// Unique per session: names the temporary directory that holds the socket and files.
    let name: String
    let directory: URL

    /// Starts `command` (a shell command line) in a detached `width`x`height` pane. The files
    /// the wrapper writes (see `wrapper(_:)`) go in `directory`.
    init(width: Int = 60, height: Int = 14, command: (URL) -> String) throws {
        name = "terminal-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("tmux.conf")
        try "set -g default-terminal tmux-256color\nset -g status off\n".write(to: config, atomically: true, encoding: .utf8)
        let script = directory.appendingPathComponent("run.sh")
        try command(directory).write(to: script, atomically: true, encoding: .utf8)
        try tmux(["-f", config.path, "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)", "sh \(script.path)"])
    }

    /// A wrapper that records the terminal modes before and after, the program's pid and its
    /// exit status, then keeps the pane open for inspection.
    /// NO_COLOR is cleared (test runners may set it) unless `environment` sets it.
    /// With `jobControl`, the shell runs the demo as a job (`set -m`) and, when it stops,
    /// records the modes in `stty-stopped`, writes `stopped` and continues it with `fg`, as a
    /// user's shell would.
    static func wrapper(_ directory: URL, environment: String = "", jobControl: Bool = false) -> String {
        let d = directory.path
        return """
        cd '\(d)'
        stty -g > stty-before.tmp && mv stty-before.tmp stty-before
        unset NO_COLOR
        \(jobControl ? "set -m" : "")
        \(environment) sh -c 'echo $$ > pid.tmp && mv pid.tmp pid && exec "$0"' '\(demo.path)'
        status=$?
        if [ $status -gt 128 ] && [ -n "\(jobControl ? "yes" : "")" ]; then stty -g > stty-stopped.tmp && mv stty-stopped.tmp stty-stopped; touch stopped; fg; status=$?; fi
        echo $status > status.tmp && mv status.tmp status
        stty -g > stty-after.tmp && mv stty-after.tmp stty-after
        echo WRAPPER-DONE
        exec sleep 600
        """
    }

    func close() {
        // kill-session, not kill-server: tmux 3.3a answers kill-server with success and
        // leaves the server running while a pane process is alive; killing the last session
        // ends the pane's processes and the server with it.
        _ = try? tmux(["kill-session", "-t", "e2e"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux on this session's socket and returns its standard output.
    ///
    /// Not through Foundation's Process: the server that `new-session` forks inherits the
    /// descriptor Process watches for the child's exit, and the wait never ends. posix_spawn
    /// with standard output in a file and waitpid has no such descriptor.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let tmux = Self.which("tmux") ?? "/usr/bin/tmux"
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [tmux, "-u", "-S", directory.appendingPathComponent("socket").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = envp.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, nil, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw TmuxError(description: "could not start tmux: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw TmuxError(description: "tmux \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return output
    }

    /// The screen; lines the terminal wrapped are joined back (-J), so a long message is one line.
    func capture() -> String { (try? tmux(["capture-pane", "-p", "-J", "-t", "e2e"])) ?? "" }

    /// The screen and everything scrolled off it (the pane's history), lines joined back.
    func captureWithHistory() -> String { (try? tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "e2e"])) ?? "" }

    /// The screen with its SGR escape sequences (-e), to see colours and attributes.
    func captureWithStyles() -> String { (try? tmux(["capture-pane", "-p", "-e", "-t", "e2e"])) ?? "" }

    func sendKeys(_ keys: String...) throws { try tmux(["send-keys", "-t", "e2e"] + keys) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A pane format value, e.g. `#{cursor_flag}`.
    func paneFlag(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "e2e", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds, for at most `limit` seconds; returns the last
    /// capture and whether the condition was met.
    func waitForScreen(limit: Double = 15, _ condition: (String) -> Bool) -> (screen: String, met: Bool) {
        let deadline = Date().addingTimeInterval(limit)
        var screen = capture()
        while !condition(screen) {
            if Date() > deadline { return (screen, false) }
            usleep(30_000)
            screen = capture()
        }
        return (screen, true)
    }

    /// Waits for a file the wrapper writes (each appears whole: written, then renamed) and
    /// returns its contents.
    func waitForFile(_ name: String, limit: Double = 15) -> String? {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8) { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
            usleep(30_000)
        }
        return nil
    }

    static func which(_ program: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    struct Completed {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs a program with no terminal to completion, capturing its output.
    static func runCapturing(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Completed {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = environment ?? ProcessInfo.processInfo.environment
        if env["LC_ALL"] == nil && env["LANG"] == nil { env["LANG"] = "C.UTF-8" }
        process.environment = env
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Completed(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                         standardError: String(decoding: errorData, as: UTF8.self))
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
}
