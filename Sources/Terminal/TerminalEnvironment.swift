#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What decides whether a full-screen terminal UI can start: the environment variables and
/// whether standard input and output are terminals. A value, so the checks are testable.
public struct TerminalEnvironment: Hashable, Sendable {
    public var term: String?
    public var noColor: Bool
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool

    public init(term: String?, noColor: Bool = false, inputIsTerminal: Bool = true, outputIsTerminal: Bool = true) {
        self.term = term
        self.noColor = noColor
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
    }

    /// This process's environment. `NO_COLOR` counts when set to anything but the empty
    /// string (no-color.org).
    public static var current: TerminalEnvironment {
        let term = getenv("TERM").map { String(cString: $0) }
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        return TerminalEnvironment(
            term: term, noColor: noColor, inputIsTerminal: isatty(0) == 1, outputIsTerminal: isatty(1) == 1)
    }

    /// Why a full-screen UI cannot start here, or nil when it can as far as the environment
    /// tells (an unknown TERM is found only when terminfo is asked: `NcursesBackend`).
    public var problem: TerminalUnavailable? {
        if !inputIsTerminal || !outputIsTerminal {
            let which = !outputIsTerminal ? "standard output" : "standard input"
            return TerminalUnavailable(reason: "\(which) is not a terminal")
        }
        guard let term, !term.isEmpty else { return TerminalUnavailable(reason: "TERM is not set") }
        if term == "dumb" {
            return TerminalUnavailable(reason: "TERM is \"dumb\", a terminal that cannot move the cursor")
        }
        return nil
    }
}

/// The full-screen UI cannot run here; `reason` says why in a few words.
public struct TerminalUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// One line for the user: what is wrong and what to do about it.
    public var description: String {
        "cannot start the full-screen interface: \(reason). Run it in a terminal with TERM set (for example TERM=xterm-256color), or use a text mode such as `render`."
    }
}
