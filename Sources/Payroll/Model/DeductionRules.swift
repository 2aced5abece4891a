/// What is withheld from pay.
public struct DeductionRules: Sendable, Equatable {
    public enum IncomeTax: String, Sendable, CaseIterable {
        case none
        case businessIncome = "3.3%"
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
