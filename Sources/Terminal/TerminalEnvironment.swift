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
            return TerminalUnavailable(.notATerminal(standardOutput: !outputIsTerminal))
        }
        guard let term, !term.isEmpty else { return TerminalUnavailable(.termNotSet) }
        if term == "dumb" { return TerminalUnavailable(.dumbTerminal) }
        return nil
    }
}

/// The full-screen UI cannot run here; `reason` says why, typed (an application words it in its
/// user's language; `description` is the library's own English line).
public struct TerminalUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Standard output (or, when it is one, standard input) is not a terminal.
        case notATerminal(standardOutput: Bool)
        case termNotSet
        /// `TERM=dumb`: a terminal that cannot move the cursor.
        case dumbTerminal
        /// No terminfo entry for this TERM.
        case unknownTerm(String)
        /// A terminfo entry without cursor addressing.
        case cannotMoveCursor(String)
        /// Neither the user's locale nor C.UTF-8 is a UTF-8 locale.
        case noUTF8Locale
        /// ncurses's `newterm` failed for this TERM.
        case cursesCouldNotStart(String)
        /// ncurses started without a standard screen.
        case noScreen
    }

    public var reason: Reason

    public init(_ reason: Reason) { self.reason = reason }

    /// One line for the user: what is wrong and what to do about it.
    public var description: String {
        "cannot start the full-screen interface: \(reason.english). Run it in a terminal with TERM set (for example TERM=xterm-256color), or use a text mode such as `render`."
    }
}

extension TerminalUnavailable.Reason {
    /// The reason in a few English words, for `description`.
    public var english: String {
        switch self {
        case .notATerminal(let output): "\(output ? "standard output" : "standard input") is not a terminal"
        case .termNotSet: "TERM is not set"
        case .dumbTerminal: "TERM is \"dumb\", a terminal that cannot move the cursor"
        case .unknownTerm(let term): "TERM \"\(term)\" is not a terminal type this system knows (no terminfo entry)"
        case .cannotMoveCursor(let term): "TERM \"\(term)\" cannot move the cursor"
        case .noUTF8Locale: "no UTF-8 locale (set LANG, e.g. LANG=C.UTF-8)"
        case .cursesCouldNotStart(let term): "ncurses could not start on TERM \"\(term)\""
        case .noScreen: "ncurses has no screen"
        }
    }
}
