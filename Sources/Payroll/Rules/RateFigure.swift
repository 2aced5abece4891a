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

    public func name(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.minimumWage, .english): "minimum wage"
        case (.minimumWage, .korean): "최저임금"
        case (.nationalPensionRate, .english): "national pension rate"
        case (.nationalPensionRate, .korean): "국민연금 요율"
        case (.nationalPensionBaseFloor, .english): "pension base floor"
        case (.nationalPensionBaseFloor, .korean): "국민연금 기준소득월액 하한"
        case (.nationalPensionBaseCap, .english): "pension base cap"
        case (.nationalPensionBaseCap, .korean): "국민연금 기준소득월액 상한"
        case (.healthInsuranceRate, .english): "health insurance rate"
        case (.healthInsuranceRate, .korean): "건강보험 요율"
        case (.healthPremiumFloor, .english): "health premium floor"
        case (.healthPremiumFloor, .korean): "건강보험료 하한"
        case (.healthPremiumCap, .english): "health premium cap"
        case (.healthPremiumCap, .korean): "건강보험료 상한"
        case (.longTermCareRate, .english): "long-term care rate"
        case (.longTermCareRate, .korean): "장기요양보험 요율"
        case (.longTermCareRatio, .english): "long-term care ratio"
        case (.longTermCareRatio, .korean): "장기요양보험료 비율"
        case (.employmentInsuranceRate, .english): "employment insurance rate"
        case (.employmentInsuranceRate, .korean): "고용보험 요율"
        }
    }
}
