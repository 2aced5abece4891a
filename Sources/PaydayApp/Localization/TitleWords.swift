import Payroll
import PayrollWords

/// The words of the title line, the dates and the card's header, in English and Korean (a
/// sentence missing in one language does not compile). `String` arguments come formatted.
protocol TitleWords: Sendable {
    var appName: String { get }
    func longDate(_ date: LocalDate) -> String
    func shortDate(_ date: LocalDate) -> String
    func workplaceCount(_ count: Int) -> String
    /// ` net ₩1,234` after the title's dot: the page's net, or what it should bring (`expected`).
    func total(_ amount: String, isExpected: Bool) -> String
    /// `today Sat, Nov 21` / `오늘 11월 21일 (토)`.
    func today(_ date: LocalDate) -> String
    var nextPay: String { get }
    /// The periods from `from` to `to` (by name) a page shows.
    func months(_ from: PayPeriod, _ to: PayPeriod) -> String
    var demoMark: String { get }
    /// `D-5` / `급여일까지 D-5`: `label` is `D-5` or `D-day`.
    func daysUntilPayday(_ label: String) -> String
    func paid(on payday: String, inAdvance: Bool) -> String
    /// A period's dates and payday: `Nov 1 – Nov 30, paid Dec 10`.
    func periodDates(_ start: String, _ end: String, paid payday: String) -> String
    /// After the dates of the period running today: `so far`.
    var periodSoFar: String { get }
    /// After the dates of a period not started yet: `not started`.
    var periodNotStarted: String { get }
    func paidInAdvanceNote(_ start: String, _ end: String, paid payday: String) -> String
    func emptyState(dataFile: String) -> [String]
}

extension TitleWords {
    /// A period's dates and payday, and, when it is not paid yet, whether it runs today or is
    /// still to come: `Nov 1 – Nov 30, paid Dec 10 · so far`.
    func period(_ start: String, _ end: String, paid payday: String, status: PeriodStatus) -> String {
        let dates = periodDates(start, end, paid: payday)
        switch status {
        case .paid: return dates
        case .current: return dates + " · " + periodSoFar
        case .upcoming: return dates + " · " + periodNotStarted
        }
    }
}

extension English: TitleWords {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private func month(_ number: Int) -> String { Self.months[number - 1] }
    private func weekday(_ date: LocalDate) -> String { Self.weekdays[date.weekday.daysFromMonday] }

    var appName: String { "Payday" }
    func longDate(_ date: LocalDate) -> String { "\(weekday(date)), \(month(date.month)) \(date.day), \(date.year)" }
    func shortDate(_ date: LocalDate) -> String { "\(month(date.month)) \(date.day)" }
    func workplaceCount(_ count: Int) -> String { count == 1 ? "1 workplace" : "\(count) workplaces" }
    func total(_ amount: String, isExpected: Bool) -> String { (isExpected ? "expected " : "net ") + amount }
    func today(_ date: LocalDate) -> String { "today \(weekday(date)), \(shortDate(date))" }
    var nextPay: String { "next pay" }
    func months(_ from: PayPeriod, _ to: PayPeriod) -> String {
        if from == to { return "\(month(from.month)) \(from.year) pay" }
        if from.year == to.year { return "\(month(from.month))–\(month(to.month)) \(to.year) pay" }
        return "\(month(from.month)) \(from.year)–\(month(to.month)) \(to.year) pay"
    }
    var demoMark: String { "demo (read-only)" }
    func daysUntilPayday(_ label: String) -> String { label }
    func paid(on payday: String, inAdvance: Bool) -> String { (inAdvance ? "paid in advance " : "paid ") + payday }
    func periodDates(_ start: String, _ end: String, paid payday: String) -> String {
        "\(start) – \(end), paid \(payday)"
    }
    var periodSoFar: String { "so far" }
    var periodNotStarted: String { "not started" }
    func paidInAdvanceNote(_ start: String, _ end: String, paid payday: String) -> String {
        "paid in advance: \(start) – \(end) paid \(payday), before worked"
    }
    func emptyState(dataFile: String) -> [String] {
        [
            "No workplaces yet.", "Press n to add your first workplace",
            "(or: payday workplace add NAME --wage 10320 --payday-day 10)", "(saved in \(dataFile))",
        ]
    }
}

extension Korean: TitleWords {
    private func weekday(_ date: LocalDate) -> String { date.weekday.koreanName }

    var appName: String { "월급날" }
    func longDate(_ date: LocalDate) -> String { "\(date.year)년 \(date.month)월 \(date.day)일 (\(weekday(date)))" }
    func shortDate(_ date: LocalDate) -> String { "\(date.month)월 \(date.day)일" }
    func workplaceCount(_ count: Int) -> String { "일터 \(count)곳" }
    func total(_ amount: String, isExpected: Bool) -> String { (isExpected ? "예상 " : "실지급액 ") + amount }
    func today(_ date: LocalDate) -> String { "오늘 \(shortDate(date)) (\(weekday(date)))" }
    var nextPay: String { "다음 급여" }
    func months(_ from: PayPeriod, _ to: PayPeriod) -> String {
        if from == to { return "\(from.year)년 \(from.month)월분" }
        if from.year == to.year { return "\(to.year)년 \(from.month)~\(to.month)월분" }
        return "\(from.year)년 \(from.month)월~\(to.year)년 \(to.month)월분"
    }
    var demoMark: String { "데모 (읽기 전용)" }
    func daysUntilPayday(_ label: String) -> String { label == "D-day" ? "오늘 급여일" : "급여일까지 \(label)" }
    func paid(on payday: String, inAdvance: Bool) -> String { payday + (inAdvance ? " 선지급" : " 지급") }
    func periodDates(_ start: String, _ end: String, paid payday: String) -> String {
        "\(start) – \(end), \(payday) 지급"
    }
    var periodSoFar: String { "지금까지" }
    var periodNotStarted: String { "시작 전" }
    func paidInAdvanceNote(_ start: String, _ end: String, paid payday: String) -> String {
        "선지급: \(start) – \(Korean.word(end, .topic)) 근무 전 \(payday)에 지급"
    }
    func emptyState(dataFile: String) -> [String] {
        [
            "아직 일터가 없습니다.", "n을 눌러 첫 일터를 추가하세요", "(또는: payday workplace add 이름 --wage 10320 --payday-day 10)",
            "(저장 위치: \(dataFile))",
        ]
    }
}
