import Payroll

/// The names of a payslip's lines and the words of how each is calculated.
public protocol PayslipLineWords: Sendable {
    func lineLabel(_ kind: PayslipLine.Kind) -> String
    /// A pay item that does not apply at a workplace under 5 employees.
    var underFiveEmployees: String { get }
    func percentOfIncomeTax(_ percent: Int) -> String
    /// The hour and minute units of a time: `h`, `m` / `시간`, `분`.
    var timeUnits: (hour: String, minute: String) { get }
    /// A day worker's tax: `2.7% of each day's pay over 150,000 (3 days: 4,050)`.
    func dailyTax(days: Int, total: String) -> String
    /// The income tax rule, for the payslip's header.
    func ruleName(_ rule: DeductionRules.IncomeTax) -> String
    /// Where the period stands: `paid on 2026-12-10`, `D-19, earned so far` (`D-4, ended 2026-11-30` once
    /// its days are over), `D-40, not started yet`.
    func status(of slip: Payslip) -> String
    /// The days of a period paid before they are worked.
    func paidInAdvance(from: LocalDate, through end: LocalDate, payday: LocalDate) -> String
}

extension English: PayslipLineWords {
    public func lineLabel(_ kind: PayslipLine.Kind) -> String {
        switch kind {
        case .hours: "Hours"
        case .basePay: "Base pay"
        case .nightPremium: "Night premium"
        case .overtimePremium: "Overtime premium"
        case .holidayPremium: "Holiday premium"
        case .weeklyHolidayAllowance: "Weekly holiday allowance"
        case .paidDaysOff: "Paid holidays"
        case .shutdownAllowance: "Shutdown allowance"
        case .annualLeave: "Annual leave"
        case .meals, .taxFree, .taxableGross: taxFreeLineLabel(kind)
        case .gross: "Gross pay"
        case .incomeTax, .incomeTaxes: "Income tax"
        case .localIncomeTax: "Local income tax"
        case .nationalPension: "National pension"
        case .healthInsurance: "Health insurance"
        case .longTermCare: "Long-term care"
        case .employmentInsurance: "Employment insurance"
        case .insurance: "Insurance"
        case .totalDeductions: "Total deductions"
        case .net: "Net pay"
        case .expected: "Expected by payday"
        }
    }

    public var underFiveEmployees: String { "- (under 5 employees)" }
    public func percentOfIncomeTax(_ percent: Int) -> String { "\(percent)% of income tax" }
    public var timeUnits: (hour: String, minute: String) { ("h", "m") }
    public func dailyTax(days: Int, total: String) -> String {
        "2.7% of each day's pay over 150,000 (\(English.count(days, "day", "days")): \(total))"
    }
    public func ruleName(_ rule: DeductionRules.IncomeTax) -> String {
        switch rule {
        case .none: "none"
        case .businessIncome: "3.3% (business income)"
        case .table: "withholding table (근로소득 간이세액표)"
        case .daily: "day worker (일용근로소득)"
        }
    }
    public func status(of slip: Payslip) -> String {
        switch slip.status {
        case .paid: "paid on \(slip.payday)"
        case .current where slip.today > slip.period.end: "\(slip.daysUntilPaydayLabel), ended \(slip.period.end)"
        case .current: "\(slip.daysUntilPaydayLabel), earned so far"
        case .upcoming: "\(slip.daysUntilPaydayLabel), not started yet"
        }
    }
    public func paidInAdvance(from: LocalDate, through end: LocalDate, payday: LocalDate) -> String {
        "the days from \(from) to \(end) are paid on \(payday), before they are worked"
    }
}

extension Korean: PayslipLineWords {
    public func lineLabel(_ kind: PayslipLine.Kind) -> String {
        switch kind {
        case .hours: "근로시간"
        case .basePay: "기본급"
        case .nightPremium: "야간근로수당"
        case .overtimePremium: "연장근로수당"
        case .holidayPremium: "휴일근로수당"
        case .weeklyHolidayAllowance: "주휴수당"
        case .paidDaysOff: "유급휴일수당"
        case .shutdownAllowance: "휴업수당"
        case .annualLeave: "연차수당"
        case .meals, .taxFree, .taxableGross: taxFreeLineLabel(kind)
        case .gross: "지급액 계"
        case .incomeTax, .incomeTaxes: "소득세"
        case .localIncomeTax: "지방소득세"
        case .nationalPension: "국민연금"
        case .healthInsurance: "건강보험"
        case .longTermCare: "장기요양보험"
        case .employmentInsurance: "고용보험"
        case .insurance: "4대보험"
        case .totalDeductions: "공제액 계"
        case .net: "실지급액"
        case .expected: "급여일까지 예상"
        }
    }

    public var underFiveEmployees: String { "- (5인 미만)" }
    public func percentOfIncomeTax(_ percent: Int) -> String { "소득세의 \(percent)%" }
    public var timeUnits: (hour: String, minute: String) { ("시간", "분") }
    public func dailyTax(days: Int, total: String) -> String { "일급 15만원 초과분의 2.7% (\(days)일: \(total))" }
    public func ruleName(_ rule: DeductionRules.IncomeTax) -> String {
        switch rule {
        case .none: "없음"
        case .businessIncome: "3.3% (사업소득)"
        case .table: "근로소득 간이세액표"
        case .daily: "일용근로소득"
        }
    }
    public func status(of slip: Payslip) -> String {
        switch slip.status {
        case .paid: "\(slip.payday) 지급됨"
        case .current where slip.today > slip.period.end:
            (slip.daysUntilPayday == 0 ? "오늘 급여일" : slip.daysUntilPaydayLabel) + ", \(slip.period.end) 종료"
        case .current:
            slip.daysUntilPayday == 0 ? "오늘 급여일, 지금까지 번 금액" : "\(slip.daysUntilPaydayLabel), 지금까지 번 금액"
        case .upcoming: "\(slip.daysUntilPaydayLabel), 아직 시작 전"
        }
    }
    public func paidInAdvance(from: LocalDate, through end: LocalDate, payday: LocalDate) -> String {
        "\(from)부터 \(end)까지는 근무 전인 \(payday)에 지급"
    }
}

extension English {
    /// `1 day`, `2 days`: a count with its noun, singular for one.
    public static func count(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}

/// The payslip documents' words for `PayslipLine`s (text, CSV, JSON and the HTML page), in the
/// language asked for: each line's label and how its amount is calculated.
public struct PayslipWords: Sendable {
    public var language: PayrollLanguage

    public init(language: PayrollLanguage) { self.language = language }

    private var words: any PayrollWording { language.words }

    public func label(_ kind: PayslipLine.Kind) -> String { words.lineLabel(kind) }

    /// How the line's amount is calculated: `49h 30m × 10,800 + 2h × 11,000 × 0.5`, `3%`, `-`
    /// (nothing to calculate), `- (under 5 employees)`; empty for a sum or the header's hours.
    public func calculation(_ line: PayslipLine) -> String {
        if line.kind.isPay && !line.applies { return words.underFiveEmployees }
        switch line.calculation {
        case .none: return line.kind.isPay || line.kind.isDeduction ? "-" : ""
        case .time(let terms): return terms.isEmpty ? "-" : terms.map(term).joined(separator: " + ")
        case .incomeTax(let method): return incomeTax(method)
        case .percentOfIncomeTax(let percent): return words.percentOfIncomeTax(percent)
        case .taxFree(let meals, let premiums):
            return language.taxFreeWords.taxFreeCalculation(meals: meals.grouped, premiums: premiums.grouped)
        }
    }

    /// `2 × 3h 20.2m × 10,320 × 0.5`.
    public func term(_ term: PayslipLine.Term) -> String {
        let count = term.count > 1 ? "\(term.count) × " : ""
        let factor = term.factor.decimal.map { " × \($0)" } ?? ""
        return count + time(tenthsOfMinute: term.tenthsOfMinute) + " × " + Money(won: term.hourly).grouped + factor
    }

    /// `49h 30m`, or with a tenth of a minute where the time is not whole (`3h 20.2m`).
    public func time(tenthsOfMinute tenths: Int) -> String {
        guard tenths % 10 != 0 else { return WorkTimeFormat.string(minutes: tenths / 10, language) }
        let whole = tenths / 10
        let units = words.timeUnits
        let hours = whole / 60 > 0 ? "\(whole / 60)\(units.hour) " : ""
        return "\(hours)\(whole % 60).\(tenths % 10)\(units.minute)"
    }

    /// The income tax's calculation method, by the rule used: `3%`, the table's row, or the day
    /// worker's rate; `-` when it could not be worked out.
    public func incomeTax(_ method: IncomeTaxMethod?) -> String {
        let group = { (won: Int) in Money(won: won).grouped }
        switch method {
        case nil: return "-"
        case .businessIncome?: return "3%"
        case .table(let pay, let dependants, let children, let rate, let tableTax, let reduction, _)?:
            return language.lawCaseWords.tableCalculation(
                pay: pay, dependants: dependants, children: children, rate: rate, tableTax: tableTax,
                reduction: reduction)
        case .daily(let days, let total, _)?:
            return words.dailyTax(days: days, total: group(total))
        }
    }

    /// The income tax rule, for the payslip's header.
    public func ruleName(_ rule: DeductionRules.IncomeTax) -> String { words.ruleName(rule) }
}
