import Payroll

/// The words of non-taxable pay (Income Tax Act art. 12 (3)): the payslip's meal allowance,
/// tax-free and taxable lines, and the notes on the limits, English and Korean.
public protocol TaxFreeWords: Sendable {
    /// The label of a line only a workplace with `taxFree` has (`.meals`, `.taxFree`, `.taxableGross`).
    func taxFreeLineLabel(_ kind: PayslipLine.Kind) -> String
    /// The tax-free line's calculation: `meals 200,000 + premiums 41,280`.
    func taxFreeCalculation(meals: String, premiums: String) -> String
    /// Premiums marked tax-free are taxed: the month's regular pay is above the limit.
    func overMonthlyLimit(pay: String, limit: String) -> String
    /// Premiums marked tax-free are taxed: last year's total pay is above the limit.
    func overLastYearLimit(year: Int, pay: String, limit: String) -> String
    /// The year's cap is reached.
    func capReached(cap: String, usedBefore: String) -> String
    /// The workplace's income tax rule does not use non-taxable pay.
    func notForThisRule(_ rule: String) -> String
}

extension PayrollLanguage {
    /// Non-taxable pay's words in this language.
    public var taxFreeWords: any TaxFreeWords { words }
}

extension PayslipWarning {
    /// The sentence of a note on non-taxable pay.
    func taxFreeText(_ language: PayrollLanguage) -> String {
        let words = language.taxFreeWords
        let won = { (amount: Int) in Money(won: amount).grouped }
        switch self {
        case .taxFreePremiumsTaxed(.monthlyRegularPay(let pay, let limit)):
            return words.overMonthlyLimit(pay: won(pay), limit: won(limit))
        case .taxFreePremiumsTaxed(.lastYearPay(let year, let pay, let limit)):
            return words.overLastYearLimit(year: year, pay: won(pay), limit: won(limit))
        case .taxFreePremiumsCapReached(let cap, let used):
            return words.capReached(cap: won(cap), usedBefore: won(used))
        case .taxFreeNotForThisRule(let rule):
            return words.notForThisRule(language.words.ruleName(rule))
        default:
            return text(language)
        }
    }
}

extension English: TaxFreeWords {
    public func taxFreeLineLabel(_ kind: PayslipLine.Kind) -> String {
        switch kind {
        case .meals: "Meal allowance"
        case .taxFree: "Tax-free pay"
        default: "Taxable pay"
        }
    }
    public func taxFreeCalculation(meals: String, premiums: String) -> String {
        "meals \(meals) + premiums \(premiums)"
    }
    public func overMonthlyLimit(pay: String, limit: String) -> String {
        "premiums taxed: monthly regular pay \(pay) is above \(limit) "
            + "(Income Tax Act art. 12 (3), Enforcement Decree art. 17 (1))"
    }
    public func overLastYearLimit(year: Int, pay: String, limit: String) -> String {
        "premiums taxed: \(year) pay here, \(pay), is above \(limit) "
            + "(Income Tax Act art. 12 (3), Enforcement Decree art. 17 (1))"
    }
    public func capReached(cap: String, usedBefore: String) -> String {
        "tax-free premiums reach the yearly \(cap) (\(usedBefore) used before this period); "
            + "the rest is taxed (Income Tax Act art. 12 (3))"
    }
    public func notForThisRule(_ rule: String) -> String {
        "tax-free pay lowers an employee's withholding-table tax only; \(rule) taxes the whole gross"
    }
}

extension Korean: TaxFreeWords {
    public func taxFreeLineLabel(_ kind: PayslipLine.Kind) -> String {
        switch kind {
        case .meals: "식대"
        case .taxFree: "비과세 급여"
        default: "과세 대상 급여"
        }
    }
    public func taxFreeCalculation(meals: String, premiums: String) -> String {
        "식대 \(meals) + 연장·야간·휴일 수당 \(premiums)"
    }
    public func overMonthlyLimit(pay: String, limit: String) -> String {
        "수당 과세: 월정액급여 \(pay), 기준 \(limit) 초과 (소득세법 제12조제3호, 시행령 제17조제1항)"
    }
    public func overLastYearLimit(year: Int, pay: String, limit: String) -> String {
        "수당 과세: 이곳의 \(year)년 총급여 \(pay), 기준 \(limit) 초과 (소득세법 제12조제3호, 시행령 제17조제1항)"
    }
    public func capReached(cap: String, usedBefore: String) -> String {
        "비과세 수당이 연간 한도 \(cap)에 도달 (이번 기간 전 \(usedBefore) 사용); 나머지는 과세 (소득세법 제12조제3호)"
    }
    public func notForThisRule(_ rule: String) -> String {
        "비과세 급여는 간이세액표의 근로소득세만 줄입니다; \(rule) 방식은 지급액 전체에 과세"
    }
}
