import Payroll

/// The words of the year's documents: `payday differences` (what was received against what was
/// owed), `payday summary --year` and `payday stats`.
public protocol YearWords: Sendable {
    /// A total row's label: `Total` / `합계`.
    var total: String { get }

    /// A part of the pay that may be missing from what arrived.
    func part(_ part: PayDifferences.Part) -> String
    func differencesTitle(year: Int) -> String
    func noReceipts(year: Int) -> String
    var differencesColumns: [String] { get }
    /// What arrived matches the pay without `part` (`label`), of `amount`.
    func arrivedWithout(_ name: String, part label: String, amount: String) -> String

    func summaryTitle(year: Int, today: LocalDate) -> String
    var summaryColumns: [String] { get }
    /// The row of all workplaces together in the summary: `all workplaces` / `전체`.
    var allWorkplacesRow: String { get }

    /// A month's name in a table: `Jan` / `1월`.
    func monthName(_ month: Int) -> String
    func statisticsTitle(year: Int, today: LocalDate) -> String
    func noPay(year: Int) -> String
    /// The heading of the series of all workplaces together: `All workplaces` / `전체 일터`.
    var allWorkplaces: String { get }
    var statisticsColumns: [String] { get }
    var expectedNetColumn: String { get }
    /// A month not paid yet: `so far`, `to come`; nothing for a paid one.
    func state(_ status: PeriodStatus) -> String
    func effectiveWage(_ effective: String, base: String, premiums: String, weeklyHolidayAllowance: String) -> String
}

extension English: YearWords {
    public var total: String { "Total" }

    public func part(_ part: PayDifferences.Part) -> String {
        switch part {
        case .weeklyHolidayAllowance: "the weekly holiday allowance"
        case .overtime: "the overtime premium"
        case .night: "the night premium"
        case .holiday: "the holiday premium"
        case .paidDaysOff: "the paid holidays"
        case .shutdown: "the shutdown allowance"
        case .annualLeave: "the annual leave pay"
        }
    }
    public func differencesTitle(year: Int) -> String { "What was received against what was owed, \(year)" }
    public func noReceipts(year: Int) -> String {
        "No pay received is recorded for \(year); record it with payday received WORKPLACE PERIOD AMOUNT."
    }
    public var differencesColumns: [String] { ["Workplace", "Period", "Received", "Owed (net)", "Difference"] }
    public func arrivedWithout(_ name: String, part label: String, amount: String) -> String {
        "\(name): what arrived is the pay without \(label) (\(amount))"
    }

    public func summaryTitle(year: Int, today: LocalDate) -> String {
        "Pay in \(year), by month (as of \(today)); amounts in won"
    }
    public var summaryColumns: [String] {
        [
            "Month", "Workplace", "Gross", "Income tax", "Local tax", "Pension", "Health", "Care", "Employment",
            "Tax withheld", "Net",
        ]
    }
    public var allWorkplacesRow: String { "all workplaces" }

    public func monthName(_ month: Int) -> String { Self.monthNames[(month - 1) % 12] }
    /// Made once, not a list a call: a year's statistics names twelve months for every workplace.
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    public func statisticsTitle(year: Int, today: LocalDate) -> String { "Pay in \(year) at a glance (as of \(today))" }
    public func noPay(year: Int) -> String { "No pay in \(year)." }
    public var allWorkplaces: String { "All workplaces" }
    public var statisticsColumns: [String] { ["Month", "Hours", "Gross", "Net", "Per hour", ""] }
    public var expectedNetColumn: String { "Expected net" }
    public func state(_ status: PeriodStatus) -> String {
        switch status {
        case .paid: ""
        case .current: "so far"
        case .upcoming: "to come"
        }
    }
    public func effectiveWage(_ effective: String, base: String, premiums: String, weeklyHolidayAllowance: String)
        -> String
    {
        "  Effective hourly wage \(effective) against a base wage of \(base): premiums \(premiums), weekly holiday "
            + "allowance \(weeklyHolidayAllowance)"
    }
}

extension Korean: YearWords {
    public var total: String { "합계" }

    public func part(_ part: PayDifferences.Part) -> String {
        switch part {
        case .weeklyHolidayAllowance: "주휴수당"
        case .overtime: "연장근로수당"
        case .night: "야간근로수당"
        case .holiday: "휴일근로수당"
        case .paidDaysOff: "유급휴일수당"
        case .shutdown: "휴업수당"
        case .annualLeave: "연차수당"
        }
    }
    public func differencesTitle(year: Int) -> String { "\(year)년 받은 금액과 받을 금액" }
    public func noReceipts(year: Int) -> String {
        "\(year)년에 기록된 입금이 없습니다. payday received 일터 기간 금액 으로 기록하세요."
    }
    public var differencesColumns: [String] { ["일터", "기간", "받은 금액", "받을 금액(실지급)", "차액"] }
    public func arrivedWithout(_ name: String, part label: String, amount: String) -> String {
        "\(name): 받은 금액은 \(label)(\(Korean.word(amount, .object))) 뺀 금액과 같습니다"
    }

    public func summaryTitle(year: Int, today: LocalDate) -> String { "\(year)년 월별 급여 (\(today) 기준, 단위: 원)" }
    public var summaryColumns: [String] {
        ["월", "일터", "지급액", "소득세", "지방소득세", "국민연금", "건강보험", "장기요양", "고용보험", "원천징수 세액", "실지급액"]
    }
    public var allWorkplacesRow: String { "전체" }

    public func monthName(_ month: Int) -> String { "\(month)월" }
    public func statisticsTitle(year: Int, today: LocalDate) -> String { "\(year)년 한눈에 보기 (\(today) 기준)" }
    public func noPay(year: Int) -> String { "\(year)년에는 급여가 없습니다." }
    public var allWorkplaces: String { "전체 일터" }
    public var statisticsColumns: [String] { ["월", "시간", "지급액", "실지급액", "시간당", ""] }
    public var expectedNetColumn: String { "예상 실지급액" }
    public func state(_ status: PeriodStatus) -> String {
        switch status {
        case .paid: ""
        case .current: "진행 중"
        case .upcoming: "예정"
        }
    }
    public func effectiveWage(_ effective: String, base: String, premiums: String, weeklyHolidayAllowance: String)
        -> String
    {
        "  실질 시급 \(effective) (기본 시급 \(base)): 가산수당 \(premiums), 주휴수당 \(weeklyHolidayAllowance)"
    }
}
