// A small JSON reader of our own, for data files a person edits by hand.
//
// Why not JSONSerialization or JSONDecoder: the data file must never crash the app on any bytes
// (binary, truncated, 10,000 nested arrays, `1e400`, a 30-digit wage), numbers must stay exact
// integers (a wage is whole won; `10320.0` and `1e4` are not wages), and every problem must name
// the line and column. A hand-written recursive-descent reader with a depth limit gives all three
// and is fast enough for a million shifts (see docs/payroll.md).

import FoundationEssentials

/// A parsed JSON value. Objects keep their keys in file order (the validator reports problems in
/// the order a person reads them) and are lists of pairs, not dictionaries: duplicates are found
/// by the validator, not silently dropped.
public enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The number exactly as written; `integer` is its value when it is a whole number that fits
    /// in `Int` (no fraction, no exponent).
    case number(text: String, integer: Int?)
    case bool(Bool)
    case null

    /// The kind of value, for a problem that names what was found instead of what was expected.
    public var kind: JSONKind {
        switch self {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }
}

/// What kind of JSON value stood where another was expected (`DataProblem`).
public enum JSONKind: Sendable, Equatable, CaseIterable {
    case object, array, string, number, bool, null
}

/// One `"key": value` of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
}

/// Why bytes are not JSON, and where (1-based line and column, counted in bytes within the line).
/// The command line and the app word the fault (`RuleWords` in PaydayApp).
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var fault: Fault

    /// What is wrong at the place; `found` is the byte there (or the end of the file).
    public enum Fault: Sendable, Equatable {
        /// More after the document's one value.
        case afterTheEnd(found: JSONByte)
        /// The file ends where a value should start (truncated?).
        case endWhereValueExpected
        /// More than `JSONReader.maximumValuesPerTree` values in one tree.
        case tooManyValues(limit: Int)
        case unexpected(found: JSONByte)
        /// An object's member does not start with a quoted name.
        case fieldNameExpected(found: JSONByte)
        /// No `:` after the name `field`.
        case colonExpected(field: String, found: JSONByte)
        /// No `,` or `}` after an object's member.
        case commaOrBraceExpected(found: JSONByte)
        /// No `,` or `]` after an array's element.
        case commaOrBracketExpected(found: JSONByte)
        /// The file ends inside a string (a missing `"`?).
        case endInsideString
        /// A control character (a raw line break) inside a string.
        case controlCharacterInString
        case invalidUTF8
        case endInsideEscape
        case unpairedSurrogate
        case unknownEscape(found: JSONByte)
        case endInsideUnicodeEscape
        case unicodeEscapeNotHex
        case minusWithoutDigits
        /// `07`.
        case leadingZero
        case pointWithoutDigits
        case exponentWithoutDigits
        /// Nested deeper than `limit` (`JSONReader.maximumDepth`).
        case tooDeep(limit: Int)
    }
}

/// The byte at a syntax error, as a person would name it.
public enum JSONByte: Sendable, Equatable {
    case endOfFile
    /// A visible ASCII character.
    case character(Character)
    /// Any other byte (a control character, part of a UTF-8 sequence).
    case byte(UInt8)
}
