import Payroll
import PayrollWords

/// The workplace screen's words, English and Korean. Its figures and formulas are
/// `EntitlementsDocument`'s lines, the same `payday entitlements` prints.
extension AppStrings {
    var workplaceKeyTitle: String {
        language == .english ? "this workplace: severance and annual leave" : "이 일터: 퇴직금과 연차"
    }

    /// The navigation bar's title: `Cafe Blue · severance and leave`.
    func workplaceTitle(_ workplace: String) -> String {
        language == .english ? "\(workplace) · severance and leave" : "\(workplace) · 퇴직금과 연차"
    }

    /// The terms the entitlements depend on, in a line: the wage today, the employees, the
    /// contracted hours and the dates of the job.
    func workplaceTerms(_ workplace: Workplace, today: LocalDate) -> String {
        let english = language == .english
        var parts = [
            Money(won: workplace.wages.hourly(on: today)).formatted(language) + (english ? "/h" : "/시간"),
            english
                ? "\(workplace.employees) employee\(workplace.employees == 1 ? "" : "s")"
                : "직원 \(workplace.employees)명",
        ]
        if let hours = workplace.contractWeeklyHours {
            parts.append(english ? "\(hours)h a week contracted" : "주 \(hours)시간 계약")
        }
        switch (workplace.startDate, workplace.endDate) {
        case (let start?, let end?): parts.append("\(start) – \(end)")
        case (let start?, nil): parts.append(english ? "since \(start)" : "\(start)부터")
        case (nil, let end?): parts.append(english ? "until \(end)" : "\(end)까지")
        case (nil, nil): break
        }
        return parts.joined(separator: " · ")
    }
}
