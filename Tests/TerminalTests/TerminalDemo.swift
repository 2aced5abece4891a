import Foundation
import TerminalTestSupport

/// The `terminal-demo` binary (the real ncurses backend) as the end-to-end tests run it: in tmux
/// behind a shell wrapper that records the terminal's modes, or with no terminal at all.
enum TerminalDemo {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let demo = packageRoot.appendingPathComponent(".build/debug/terminal-demo")

    /// Why end-to-end tests cannot run here, or nil.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: demo.path) }

    /// Why the tests in tmux cannot run here, or nil.
    static var unavailableReason: String? {
        if !isBuilt { return "no \(demo.path) (swift build builds it)" }
        if !TmuxSession.isAvailable { return "tmux is not installed (scripts/deps.sh test installs it)" }
        return nil
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

    struct Completed {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs a program with no terminal to completion, capturing its output.
    static func runCapturing(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
        -> Completed
    {
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
        let outputData = output.fileHandleForReading.readAllRetryingInterruptedReads()
        let errorData = error.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        return Completed(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
}
