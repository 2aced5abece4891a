import Payroll
import PayrollWords

/// The workplace screen's words in English and Korean (a sentence missing in one language does
/// not compile). Its figures and formulas are `EntitlementsDocument`'s lines, the same `payday
/// entitlements` prints. `String` arguments come formatted.
protocol WorkplaceScreenWords: Sendable {
    var workplaceKeyTitle: String { get }
    /// The navigation bar's title: `Cafe Blue · severance and leave`.
    func workplaceTitle(_ workplace: String) -> String
    /// `₩10,320/h`.
    func perHour(_ wage: String) -> String
    func employees(_ count: Int) -> String
    func contracted(_ hours: ContractHours) -> String
    func since(_ start: LocalDate) -> String
    func until(_ end: LocalDate) -> String
}

extension English: WorkplaceScreenWords {
    var workplaceKeyTitle: String { "this workplace: severance and annual leave" }
    func workplaceTitle(_ workplace: String) -> String { "\(workplace) · severance and leave" }
    func perHour(_ wage: String) -> String { wage + "/h" }
    func employees(_ count: Int) -> String { "\(count) employee\(count == 1 ? "" : "s")" }
    func contracted(_ hours: ContractHours) -> String { "\(hours)h a week contracted" }
    func since(_ start: LocalDate) -> String { "since \(start)" }
    func until(_ end: LocalDate) -> String { "until \(end)" }
}

extension Korean: WorkplaceScreenWords {
    var workplaceKeyTitle: String { "이 일터: 퇴직금과 연차" }
    func workplaceTitle(_ workplace: String) -> String { "\(workplace) · 퇴직금과 연차" }
    func perHour(_ wage: String) -> String { wage + "/시간" }
    func employees(_ count: Int) -> String { "직원 \(count)명" }
    func contracted(_ hours: ContractHours) -> String { "주 \(hours)시간 계약" }
    func since(_ start: LocalDate) -> String { "\(start)부터" }
    func until(_ end: LocalDate) -> String { "\(end)까지" }
}

extension AppStrings {
    var workplaceKeyTitle: String { appWords.workplaceKeyTitle }

    func workplaceTitle(_ workplace: String) -> String { appWords.workplaceTitle(workplace) }

    /// The terms the entitlements depend on, in a line: the wage today, the employees, the
    /// contracted hours and the dates of the job.
    func workplaceTerms(_ workplace: Workplace, today: LocalDate) -> String {
        let words = appWords
        var parts = [
            words.perHour(Money(won: workplace.wages.hourly(on: today)).formatted(language)),
            words.employees(workplace.employees),
        ]
        if let hours = workplace.contractWeeklyHours { parts.append(words.contracted(hours)) }
        switch (workplace.startDate, workplace.endDate) {
        case (let start?, let end?): parts.append("\(start) – \(end)")
        case (let start?, nil): parts.append(words.since(start))
        case (nil, let end?): parts.append(words.until(end))
        case (nil, nil): break
        }
        return parts.joined(separator: " · ")
    }
}
