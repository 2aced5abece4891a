import Payroll
import PayrollWords

/// The shift list's words for a planned day that passed with nothing recorded and no reason
/// given (a missed day), in English and Korean.
protocol MissedDayWords: Sendable {
    /// The row after its date: `missed (planned 09:00–13:00)`.
    func missedRow(hours: String) -> String
    /// What the row's mark means, for `?`.
    var missedRowMeaning: String { get }
    /// Said when `d` is pressed on the row.
    var missedRowRefusal: String { get }
}

extension English: MissedDayWords {
    func missedRow(hours: String) -> String { "missed (planned \(hours))" }
    var missedRowMeaning: String { "passed with nothing recorded (no pay; Enter records it)" }
    var missedRowRefusal: String {
        "A planned day with nothing recorded: Enter records it, x in the calendar (c) says why it was not worked"
    }
}

extension Korean: MissedDayWords {
    func missedRow(hours: String) -> String { "기록 없음 (예정 \(hours))" }
    var missedRowMeaning: String { "기록 없이 지나간 예정일 (급여 없음; Enter로 기록)" }
    var missedRowRefusal: String {
        "기록이 없는 예정일입니다: Enter로 기록하거나 달력(c)의 x로 근무하지 않은 사유를 적으세요"
    }
}

extension AppStrings {
    /// A planned day missed, on the shift list: `Wed Nov 11  missed (planned 09:00–13:00)`.
    func missedLine(_ planned: Shift) -> String {
        "\(appWords.weekdayName(planned.date)) \(shortDate(planned.date))  "
            + appWords.missedRow(hours: "\(planned.startTime)–\(planned.endTime)")
    }

    /// What the shift list's missed mark means, for `?`.
    var missedRowNote: (mark: String, meaning: String) { ("×", appWords.missedRowMeaning) }

    /// Said when `d` is pressed on a missed day's row.
    var missedRowRefusal: String { appWords.missedRowRefusal }
}
