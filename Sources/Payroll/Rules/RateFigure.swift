/// One yearly figure of the rates file: its key in the file and its name in a warning.
public enum RateFigure: String, Sendable, CaseIterable {
    case minimumWage
    case nationalPensionRate
    case nationalPensionBaseFloor
    case nationalPensionBaseCap
    case healthInsuranceRate
    case healthPremiumFloor
    case healthPremiumCap
    case longTermCareRate
    case longTermCareRatio
    case employmentInsuranceRate

    /// What the file's `value` is for this figure.
    enum Kind {
        /// Whole won.
        case won
        /// An exact percentage in a string, `"4.75%"`.
        case percent
        /// `"exact"` or `"rounded to N decimals"`.
        case ratioRule
    }

    var kind: Kind {
        switch self {
        case .minimumWage, .nationalPensionBaseFloor, .nationalPensionBaseCap, .healthPremiumFloor, .healthPremiumCap:
            .won
        case .nationalPensionRate, .healthInsuranceRate, .longTermCareRate, .employmentInsuranceRate: .percent
        case .longTermCareRatio: .ratioRule
        }
    }

    /// True for the figures only the four insurances use.
    public var isInsurance: Bool { self != .minimumWage }

}
