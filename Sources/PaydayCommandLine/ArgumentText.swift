import Payroll

/// Parsing `HH:mm`, `YYYY-MM-DD` and `YYYY-MM` arguments with messages that show the form.
enum ArgumentText {
    static func time(_ text: String, _ name: String) throws(CommandFailure) -> TimeOfDay {
        guard let time = TimeOfDay(text: text) else {
            throw CommandFailure(
                "\(name) \(text) is not a time; write HH:mm on a 24-hour clock, such as 09:00 or 22:30")
        }
        return time
    }

    /// The date `text` names, within the dates a data file may hold (`DataRules`).
    static func date(_ text: String, _ name: String, _ field: DateField = .shiftDate) throws(CommandFailure)
        -> LocalDate
    {
        guard let date = LocalDate(iso: text) else {
            throw CommandFailure(
                "\(name) \(TerminalText.line(text)) is not a date; write YYYY-MM-DD, such as 2026-11-21")
        }
        try StoreSession.refuse(DataRules.check(date, field), .english)
        return date
    }

    static func breakMinutes(_ minutes: Int?, _ language: PayrollLanguage = .english) throws(CommandFailure) -> Int {
        guard let minutes else { return 0 }
        try StoreSession.refuse(DataRules.check(minutes, .breakMinutes), language)
        return minutes
    }

    /// `2026-11-21 18:00-23:00 (break 30 min)`.
    static func describe(_ shift: Shift) -> String {
        shift.label + (shift.breakMinutes > 0 ? " (break \(shift.breakMinutes) min)" : "")
    }

    /// A workplace's name as a line of output shows it (`TerminalText.line`).
    static func name(_ place: Workplace) -> String { TerminalText.line(place.name) }
}
