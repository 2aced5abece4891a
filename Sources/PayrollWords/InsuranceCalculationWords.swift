import Payroll

/// The payslip's words for who it is for beyond the name (the birth date) and for how each of
/// the four insurances was worked out (`864,000 × 4.75%`), so the worker can redo every figure.
public protocol InsuranceCalculationWords: Sendable {
    /// The field under the worker's name: `Birth date`.
    var payslipBirthDate: String { get }
    /// A pension base held at the month's floor or ceiling: `floor 400,000`.
    func pensionBaseFloor(_ base: String) -> String
    func pensionBaseCeiling(_ base: String) -> String
    /// A health premium held at the year's least or greatest: `least premium`.
    var healthPremiumFloor: String { get }
    var healthPremiumCap: String { get }
    /// The long-term care's ground: the health premium, named (`31,060 health`).
    func ofHealthPremium(_ amount: String) -> String
}

extension PayrollLanguage {
    /// The insurance calculation words in this language.
    public var insuranceWords: any InsuranceCalculationWords { words }
}

extension English: InsuranceCalculationWords {
    public var payslipBirthDate: String { "Birth date" }
    public func pensionBaseFloor(_ base: String) -> String { "\(base) (the base's floor)" }
    public func pensionBaseCeiling(_ base: String) -> String { "\(base) (the base's ceiling)" }
    public var healthPremiumFloor: String { "the year's least premium" }
    public var healthPremiumCap: String { "the year's greatest premium" }
    public func ofHealthPremium(_ amount: String) -> String { "health \(amount)" }
}

extension Korean: InsuranceCalculationWords {
    public var payslipBirthDate: String { "생년월일" }
    public func pensionBaseFloor(_ base: String) -> String { "\(base)(기준소득월액 하한)" }
    public func pensionBaseCeiling(_ base: String) -> String { "\(base)(기준소득월액 상한)" }
    public var healthPremiumFloor: String { "올해 최저 보험료" }
    public var healthPremiumCap: String { "올해 최고 보험료" }
    public func ofHealthPremium(_ amount: String) -> String { "건강보험료 \(amount)" }
}
