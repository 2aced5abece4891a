import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// Parsing `HH:mm`, `YYYY-MM-DD` and `YYYY-MM` arguments with messages that show the form.
enum ArgumentText {
    /// A time (`09:30`, `9:30`, `0930`), read as a form's field is (`FieldText.time`), and
    /// refused in the same words after the option's name.
    static func time(_ text: String, _ name: String) throws(CommandFailure) -> TimeOfDay {
        try read(FieldText.time(text), text, name)
    }

    /// A time that ends something: as `time(_:_:)`, and `24:00` as the end of the day.
    static func endTime(_ text: String, _ name: String) throws(CommandFailure) -> FieldText.EndTime {
        try read(FieldText.endTime(text), text, name)
    }

    /// An amount of won (`177,882`, `₩177,882`), read as a form's field is (`FieldText.money`).
    static func money(_ text: String, _ name: String) throws(CommandFailure) -> Int {
        try read(FieldText.money(text), text, name)
    }

    /// The value read, or the field's problem after the option's name and what was given
    /// (`--at 25:00: no hour 25: 0 to 23`), in both languages.
    private static func read<Value>(_ result: Result<Value, AppStrings.FieldProblem>, _ text: String, _ name: String)
        throws(CommandFailure) -> Value
    {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            let given = "\(name) \(TerminalText.line(text))"
            throw CommandFailure { given + ": " + AppStrings($0).message(problem) }
        }
    }

    /// `text` as one word of a shell command: quoted when it holds anything but letters, digits
    /// and `-_.` (a workplace's name in a command to copy).
    static func shellWord(_ text: String) -> String {
        let line = TerminalText.line(text)
        let plain = !line.isEmpty && line.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return plain ? line : "'" + line.replacing(scalar: "'", with: "'\\''") + "'"
    }

    /// The date `text` names, within the dates a data file may hold (`DataRules`).
    static func date(_ text: String, _ name: String, _ field: DateField = .shiftDate) throws(CommandFailure)
        -> LocalDate
    {
        guard let date = LocalDate(iso: text) else {
            throw CommandFailure { $0.commandWords.notADate("\(name) \(TerminalText.line(text))") }
        }
        try StoreSession.refuse(DataRules.check(date, field))
        return date
    }

    static func breakMinutes(_ minutes: Int?) throws(CommandFailure) -> Int {
        guard let minutes else { return 0 }
        try StoreSession.refuse(DataRules.check(minutes, .breakMinutes))
        return minutes
    }

    /// `2026-11-21 18:00-23:00 (break 30 min)`, `2026-11-21 18:00-23:00 (휴게 30분)`.
    static func describe(_ shift: Shift, _ language: PayrollLanguage = .english) -> String {
        guard shift.breakMinutes > 0 else { return shift.label }
        let words: any HistoryWords = language == .english ? English() : Korean()
        return shift.label + words.shiftBreak(shift.breakMinutes)
    }

    /// A workplace's name as a line of output shows it (`TerminalText.line`).
    static func name(_ place: Workplace) -> String { TerminalText.line(place.name) }
}

/// An amount of won as given on the command line, read by `FieldText.money` when the command
/// runs (so that what is wrong is said in the command's words, not the parser's).
struct WonArgument: ExpressibleByArgument {
    var text: String

    init(argument: String) { text = argument }

    /// The amount, or the failure naming `name`.
    func won(_ name: String) throws(CommandFailure) -> Int { try ArgumentText.money(text, name) }
}

extension ExpressibleByArgument where Self: CaseIterable, Self: RawRepresentable, RawValue == String {
    /// The values of an option of strings (`--lang`'s `en` and `ko`), as typed: the argument
    /// parser's own default gives the same strings through a key path
    /// (`\.rawValue.defaultValueDescription`), whose first use in a process, for each type, costs
    /// about half a million instructions of the Swift runtime (every command builds `--lang`).
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// The values whose description is not the value itself, for the help's list of values (none of
    /// ours: each describes itself by its raw value). The argument parser's own default gives the
    /// same through a generic `reduce(into:)` over `allCases`, unspecialised: about 0.3 M
    /// instructions for `--lang`, which every command builds (0.13 M of it saved here; the rest is
    /// the runtime's first look-up of `Array`'s conformance to `Collection`, which a later use pays).
    public static var allValueDescriptions: [String: String] {
        var descriptions: [String: String] = [:]
        for value in allCases where value.rawValue != value.defaultValueDescription {
            descriptions[value.rawValue] = value.defaultValueDescription
        }
        return descriptions
    }
}
