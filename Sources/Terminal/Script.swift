/// One step of scripted input for the headless backend: an event, or time passing.
public enum ScriptStep: Hashable, Sendable {
    case event(Event)
    /// The user does nothing for this many seconds (animations run meanwhile).
    case wait(Double)
}

/// A script that cannot be read, with the word and its place.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the word: typed, for an application to word in its user's language.
    public enum Reason: Hashable, Sendable {
        /// Neither a key name nor `kind:value`.
        case notAKey
        /// `wait:` without a number of seconds, 0 or more.
        case notSeconds
        /// `resize:` without `WIDTHxHEIGHT`, both above 0.
        case notASize
        /// `resize:` larger than any terminal (`TerminalSize.largest`).
        case sizeTooLarge(TerminalSize)
        /// `click:` without `X,Y`, both 0 or more.
        case notACell
        /// `kind:value` with a kind other than `wait`, `resize` and `click`.
        case unknownKind(String)
    }

    public var word: String
    /// 1-based position of the word in the script.
    public var position: Int
    public var reason: Reason

    public var description: String { "key script, word \(position) \"\(word)\": \(reason.english)" }
}

extension KeyScriptError.Reason {
    /// The reason in English, for `description` (a library's message to a developer).
    public var english: String {
        switch self {
        case .notAKey:
            "not a key name (up, down, left, right, enter, space, esc, tab, backtab, backspace, delete, insert, "
                + "pgup, pgdn, home, end, f1-f24, one character, any of them after ctrl-, alt- or shift-) "
                + "nor click:X,Y, resize:WxH or wait:SECONDS"
        case .notSeconds: "the wait must be a number of seconds, 0 or more"
        case .notASize: "the size must be WIDTHxHEIGHT, both above 0"
        case .sizeTooLarge(let size):
            "\(size) is larger than any terminal; at most \(TerminalSize.largest.width) columns and "
                + "\(TerminalSize.largest.height) lines"
        case .notACell: "the cell must be X,Y, both 0 or more"
        case .unknownKind(let kind): "unknown word kind \"\(kind)\" (wait, resize or click)"
        }
    }
}

extension ScriptStep {
    /// Reads a whitespace-separated key script, e.g. `"down down enter wait:0.5 resize:80x24 q"`.
    ///
    /// Words: key names (see `Key(name:)`), `click:X,Y` (a left click at a cell),
    /// `resize:WxH`, and `wait:SECONDS`. Throws `KeyScriptError` naming the first bad word.
    public static func parse(_ script: String) throws(KeyScriptError) -> [ScriptStep] {
        let words = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var steps: [ScriptStep] = []
        for (index, word) in words.enumerated() { steps.append(try step(String(word), position: index + 1)) }
        return steps
    }

    private static func step(_ word: String, position: Int) throws(KeyScriptError) -> ScriptStep {
        func fail(_ reason: KeyScriptError.Reason) -> KeyScriptError {
            KeyScriptError(word: word, position: position, reason: reason)
        }
        if let key = Key(name: word) { return .event(.key(key)) }
        let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw fail(.notAKey)
        }
        switch parts[0].lowercased() {
        case "wait":
            guard let seconds = Double(parts[1]), seconds >= 0, seconds.isFinite else {
                throw fail(.notSeconds)
            }
            return .wait(seconds)
        case "resize":
            let size = parts[1].lowercased().split(separator: "x").compactMap { Int($0) }
            guard size.count == 2, size[0] > 0, size[1] > 0 else {
                throw fail(.notASize)
            }
            let terminalSize = TerminalSize(width: size[0], height: size[1])
            guard terminalSize.isPlausible else { throw fail(.sizeTooLarge(terminalSize)) }
            return .event(.resize(terminalSize))
        case "click":
            let cell = parts[1].split(separator: ",").compactMap { Int($0) }
            guard cell.count == 2, cell[0] >= 0, cell[1] >= 0 else {
                throw fail(.notACell)
            }
            return .event(.mouse(MouseEvent(x: cell[0], y: cell[1])))
        default:
            throw fail(.unknownKind(parts[0]))
        }
    }
}
