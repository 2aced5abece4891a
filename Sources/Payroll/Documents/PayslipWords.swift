/// The payslip documents' words for `PayslipLine`s (text, CSV, JSON and the HTML page), in
/// English or Korean: each line's label and how its amount is calculated.
public struct PayslipWords: Sendable {
    public var language: PayrollLanguage

    public init(language: PayrollLanguage) { self.language = language }

    private var english: Bool { language == .english }

    public func label(_ kind: PayslipLine.Kind) -> String {
        switch kind {
        case .hours: english ? "Hours" : "근로시간"
        case .basePay: english ? "Base pay" : "기본급"
        case .nightPremium: english ? "Night premium" : "야간근로수당"
        case .overtimePremium: english ? "Overtime premium" : "연장근로수당"
        case .holidayPremium: english ? "Holiday premium" : "휴일근로수당"
        case .weeklyHolidayAllowance: english ? "Weekly holiday allowance" : "주휴수당"
        case .paidDaysOff: english ? "Paid holidays" : "유급휴일수당"
        case .shutdownAllowance: english ? "Shutdown allowance" : "휴업수당"
        case .annualLeave: english ? "Annual leave" : "연차수당"
        case .gross: english ? "Gross pay" : "지급액 계"
        case .incomeTax, .incomeTaxes: english ? "Income tax" : "소득세"
        case .localIncomeTax: english ? "Local income tax" : "지방소득세"
        case .nationalPension: english ? "National pension" : "국민연금"
        case .healthInsurance: english ? "Health insurance" : "건강보험"
        case .longTermCare: english ? "Long-term care" : "장기요양보험"
        case .employmentInsurance: english ? "Employment insurance" : "고용보험"
        case .insurance: english ? "Insurance" : "4대보험"
        case .totalDeductions: english ? "Total deductions" : "공제액 계"
        case .net: english ? "Net pay" : "실지급액"
        case .expected: english ? "Expected by payday" : "급여일까지 예상"
        }
    }

    /// How the line's amount is calculated: `49h 30m × 10,800 + 2h × 11,000 × 0.5`, `3%`, `-`
    /// (nothing to calculate), `- (under 5 employees)`; empty for a sum or the header's hours.
    public func calculation(_ line: PayslipLine) -> String {
        if line.kind.isPay && !line.applies { return english ? "- (under 5 employees)" : "- (5인 미만)" }
        switch line.calculation {
        case .none: return line.kind.isPay || line.kind.isDeduction ? "-" : ""
        case .time(let terms): return terms.isEmpty ? "-" : terms.map(term).joined(separator: " + ")
        case .incomeTax(let method): return incomeTax(method)
        case .percentOfIncomeTax(let percent): return english ? "\(percent)% of income tax" : "소득세의 \(percent)%"
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
        let (hourUnit, minuteUnit) = english ? ("h", "m") : ("시간", "분")
        let hours = whole / 60 > 0 ? "\(whole / 60)\(hourUnit) " : ""
        return "\(hours)\(whole % 60).\(tenths % 10)\(minuteUnit)"
    }

    /// The income tax's calculation method, by the rule used: `3%`, the table's row, or the day
    /// worker's rate; `-` when it could not be worked out.
    public func incomeTax(_ method: IncomeTaxMethod?) -> String {
        let group = { (won: Int) in Money(won: won).grouped }
        switch method {
        case nil: return "-"
        case .businessIncome?: return "3%"
        case .table(_, let dependants, let children, let rate, let tableTax, let reduction, _)?:
            var text =
                english
                ? "table, \(dependants) dependant\(dependants == 1 ? "" : "s"): \(group(tableTax))"
                : "간이세액표 공제대상가족 \(dependants)명: \(group(tableTax))"
            if children > 0 {
                text +=
                    english
                    ? " − \(group(reduction)) (\(children) aged 8-20)"
                    : " − \(group(reduction)) (8~20세 자녀 \(children)명)"
            }
            if rate != 100 { text += " × \(rate)%" }
            return text
        case .daily(let days, let total, _)?:
            return english
                ? "2.7% of each day's pay over 150,000 (\(days) day\(days == 1 ? "" : "s"): \(group(total)))"
                : "일급 15만원 초과분의 2.7% (\(days)일: \(group(total)))"
        }
    }

    /// The income tax rule, for the payslip's header.
    public func ruleName(_ rule: DeductionRules.IncomeTax) -> String {
        switch rule {
        case .none: english ? "none" : "없음"
        case .businessIncome: english ? "3.3% (business income)" : "3.3% (사업소득)"
        case .table: english ? "withholding table (근로소득 간이세액표)" : "근로소득 간이세액표"
        case .daily: english ? "day worker (일용근로소득)" : "일용근로소득"
        }
    }
}
