/// What is withheld from pay.
public struct DeductionRules: Sendable, Equatable {
    public enum IncomeTax: String, Sendable, CaseIterable {
        case none
        /// Business income: 3% and local income tax 10% of it.
        case businessIncome = "3.3%"
        /// An employee: the National Tax Service's simplified withholding table (`WithholdingTable`).
        case table
        /// A day worker (일용근로소득): per day, (pay − 150,000) × 6% less the 55% credit.
        case daily
    }

    public enum Insurance: String, Sendable, CaseIterable {
        case none
        case four
    }

    public var incomeTax: IncomeTax
    public var insurance: Insurance

    public init(incomeTax: IncomeTax = .none, insurance: Insurance = .none) {
        self.incomeTax = incomeTax
        self.insurance = insurance
    }
}
