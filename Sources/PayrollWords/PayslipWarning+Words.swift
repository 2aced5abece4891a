import Payroll

/// The payslip's warnings and the law's notes in words, each note with the article it rests on.
public protocol PayslipWarningWords: Sendable {
    func warning(_ warning: PayslipWarning) -> String
    /// Why a probation's 90% of the minimum wage is not lawful.
    func probationReason(_ reason: ProbationReason) -> String
    /// `Nov 3` / `11월 3일`.
    func shortDate(_ date: LocalDate) -> String
    /// `Wed 2026-11-11` / `2026-11-11(수)`.
    func dayAndDate(_ date: LocalDate) -> String
    /// After the first three dates of a list: ` and 2 more` / ` 외 2일`.
    func moreDates(_ count: Int) -> String
}

extension PayslipWarningWords {
    /// `Wed 2026-11-11, Fri 2026-11-13` / `2026-11-11(수), 2026-11-13(금)`.
    func days(_ dates: [LocalDate]) -> String { dates.map(dayAndDate).joined(separator: ", ") }

    /// Up to three dates, then how many more.
    func dateList(_ dates: [LocalDate]) -> String {
        let shown = dates.prefix(3).map(shortDate).joined(separator: ", ")
        return dates.count > 3 ? shown + moreDates(dates.count - 3) : shown
    }
}

extension PayslipWarning {
    public func text(_ language: PayrollLanguage) -> String { language.words.warning(self) }
}
