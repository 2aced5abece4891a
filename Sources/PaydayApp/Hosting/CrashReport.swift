import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A crash never waits for a key. Swift's crash reporter on Linux, when the process has a
/// terminal, prints the backtrace and then asks "Press space to interact, D to debug, or any other
/// key to quit (30s)", holding the terminal for half a minute. It reads its settings, among them
/// whether to ask (`SWIFT_BACKTRACE=interactive=no`), from the environment once, as the process
/// starts, before any of payday's code runs; nothing in the process can change them later (the
/// settings are not exported, and setting the variable then is too late: tried on Swift 6.3).
/// So the program, when the variable is not set and a terminal is attached, sets it and executes
/// itself again, at once, with the same arguments: the crash report is still printed (the
/// terminal restored first, by the signal handlers of `Terminal`), and the process ends.
/// A `SWIFT_BACKTRACE` the user set is left as it is.
public enum CrashReport {
    static let variable = "SWIFT_BACKTRACE"
    static let settings = "interactive=no"

    public static func neverWaitForAKey() {
        #if os(Linux)
        guard getenv(variable) == nil, isatty(STDIN_FILENO) == 1 || isatty(STDOUT_FILENO) == 1 else { return }
        setenv(variable, settings, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // The exec failed (no /proc): run on; a crash would then ask.
        #endif
    }

    /// `PAYDAY_TEST_CRASH=1` makes the app crash on purpose once its first frame is drawn: the
    /// crash handler's test (the terminal restored, no question asked, the process ended).
    static var crashesOnPurpose: Bool { ProcessInfo.processInfo.environment["PAYDAY_TEST_CRASH"] == "1" }
}
