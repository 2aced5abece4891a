import Payroll
import PayrollWords

/// The workplace form's words for the job's dates, contracted hours with decimals and sick days.
protocol JobFormWords: Sendable {
    var firstDay: String { get }
    var lastDay: String { get }
    var sickDays: String { get }
    /// The choices of `sickDays`, in `SickLeave.allCases` order.
    var sickChoices: [String] { get }
    /// Contracted hours that are not hours in steps of 0.05 within the range.
    var contractHoursProblem: String { get }
    /// The last day before the first.
    func endBeforeStart(_ start: LocalDate) -> String
    /// A date outside the dates payday takes.
    func dateOutside(_ allowed: ClosedRange<LocalDate>) -> String
}

extension English: JobFormWords {
    var firstDay: String { "First day" }
    var lastDay: String { "Last day" }
    var sickDays: String { "Sick days" }
    var sickChoices: [String] { ["excused", "absence", "paid"] }
    var contractHoursProblem: String { "hours 0-168, steps of 0.05 (16.5)" }
    func endBeforeStart(_ start: LocalDate) -> String { "before the first day, \(start)" }
    func dateOutside(_ allowed: ClosedRange<LocalDate>) -> String {
        "a date from \(allowed.lowerBound) to \(allowed.upperBound)"
    }
}

extension Korean: JobFormWords {
    var firstDay: String { "근무 첫날" }
    var lastDay: String { "근무 마지막 날" }
    var sickDays: String { "병가" }
    var sickChoices: [String] { ["결근 아님", "결근", "유급"] }
    var contractHoursProblem: String { "0~168시간, 0.05 단위(예: 16.5)" }
    func endBeforeStart(_ start: LocalDate) -> String { "첫날(\(start))보다 앞섭니다" }
    func dateOutside(_ allowed: ClosedRange<LocalDate>) -> String {
        "\(allowed.lowerBound)~\(allowed.upperBound) 사이의 날짜"
    }
}
