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
    /// The non-taxable part of a monthly meal allowance (Income Tax Act art. 12 (3) (머)).
    case taxFreeMealsLimit
    /// The most monthly regular pay (월정액급여) a worker whose premiums are tax-free may have
    /// (Enforcement Decree art. 17 (1)).
    case taxFreeMonthlyPayLimit
    /// The most total pay in the year before (직전 과세기간 총급여액) such a worker may have.
    case taxFreeLastYearPayLimit
    /// The most of those premiums that is tax-free in a year (Income Tax Act art. 12 (3) (나)).
    case taxFreePremiumsYearlyCap

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
        case .minimumWage, .nationalPensionBaseFloor, .nationalPensionBaseCap, .healthPremiumFloor, .healthPremiumCap,
            .taxFreeMealsLimit, .taxFreeMonthlyPayLimit, .taxFreeLastYearPayLimit, .taxFreePremiumsYearlyCap:
            .won
        case .nationalPensionRate, .healthInsuranceRate, .longTermCareRate, .employmentInsuranceRate: .percent
        case .longTermCareRatio: .ratioRule
        }
    }

    /// True for the figures only the four insurances use.
    public var isInsurance: Bool { self != .minimumWage && !isTaxFree }

    /// True for the limits of non-taxable pay (only a workplace with `taxFree` uses them).
    public var isTaxFree: Bool {
        switch self {
        case .taxFreeMealsLimit, .taxFreeMonthlyPayLimit, .taxFreeLastYearPayLimit, .taxFreePremiumsYearlyCap: true
        default: false
        }
    }

    /// The figure's place in `allCases` (the order above), for `RateTable`'s figures by place.
    var place: Int {
        switch self {
        case .minimumWage: 0
        case .nationalPensionRate: 1
        case .nationalPensionBaseFloor: 2
        case .nationalPensionBaseCap: 3
        case .healthInsuranceRate: 4
        case .healthPremiumFloor: 5
        case .healthPremiumCap: 6
        case .longTermCareRate: 7
        case .longTermCareRatio: 8
        case .employmentInsuranceRate: 9
        case .taxFreeMealsLimit: 10
        case .taxFreeMonthlyPayLimit: 11
        case .taxFreeLastYearPayLimit: 12
        case .taxFreePremiumsYearlyCap: 13
        }
    }
}
