import PaydayApp
import Payroll
import PayrollWords

/// Parsing `HH:mm`, `YYYY-MM-DD` and `YYYY-MM` arguments with messages that show the form.
enum ArgumentText {
    static func time(_ text: String, _ name: String) throws(CommandFailure) -> TimeOfDay {
        guard let time = TimeOfDay(text: text) else {
            throw CommandFailure(
                english: "\(name) \(text) is not a time; write HH:mm on a 24-hour clock, such as 09:00 or 22:30",
                korean: "\(name) \(text)은(는) 시각이 아닙니다; 09:00이나 22:30처럼 24시간제 HH:mm으로 쓰세요")
        }
        return time
    }

    /// The date `text` names, within the dates a data file may hold (`DataRules`).
    static func date(_ text: String, _ name: String, _ field: DateField = .shiftDate) throws(CommandFailure)
        -> LocalDate
    {
        guard let date = LocalDate(iso: text) else {
            throw CommandFailure(
                english: "\(name) \(TerminalText.line(text)) is not a date; write YYYY-MM-DD, such as 2026-11-21",
                korean: "\(name) \(TerminalText.line(text))은(는) 날짜가 아닙니다; 2026-11-21처럼 YYYY-MM-DD로 쓰세요")
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
        return shift.label
            + (language == .english ? " (break \(shift.breakMinutes) min)" : " (휴게 \(shift.breakMinutes)분)")
    }

    /// A workplace's name as a line of output shows it (`TerminalText.line`).
    static func name(_ place: Workplace) -> String { TerminalText.line(place.name) }
}
