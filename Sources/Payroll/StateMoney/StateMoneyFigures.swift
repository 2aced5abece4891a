import FoundationEssentials

/// The figures of the law behind the estimates of money the state owes the worker (the May
/// income tax return, the year-end settlement, the earned income tax credit, the unemployment
/// benefit), read from `state-money.json`: each with its source and the year or day it applies
/// from. A year the file does not cover is refused with the years it does (`knownYears`).
public struct StateMoneyFigures: Sendable {
    public static let fileName = "state-money.json"

    /// One figure's entry: where it is written in the law, and whether it was checked against
    /// the published text.
    public struct Source: Sendable, Equatable {
        public var citation: String
        public var verified: Bool
    }

    /// The income tax figures for one income year.
    public struct IncomeTax: Sendable {
        public var year: Int
        public var rates: BandSchedule
        public var employmentIncomeDeduction: BandSchedule
        public var employmentIncomeDeductionCap: Int
        public var employmentIncomeTaxCredit: BandSchedule
        /// By total pay: the credit's cap.
        public var employmentIncomeTaxCreditCaps: [CreditCap]
        public var basicDeductionPerPerson: Int
        public var childCredit: ChildCredit
        public var standardCreditEmployee: Int
        public var standardCreditOtherwise: Int
        public var localIncomeTaxRate: Ratio
        public var sources: [String: Source]
    }

    /// From `totalPayOver` on, the cap is `base − rate × (pay − totalPayOver)`, not below `floor`.
    public struct CreditCap: Sendable, Equatable {
        public var totalPayOver: Int
        public var base: Int
        public var rate: Ratio
        public var floor: Int
    }

    /// The children's tax credit (자녀세액공제): who counts, and how much for the first, the
    /// second and each further child.
    public struct ChildCredit: Sendable, Equatable {
        /// A child counts in a year when `year − birthYear` is within this range.
        public var ages: ClosedRange<Int>
        public var first: Int
        public var second: Int
        public var eachFurther: Int
        /// Children born in these years do not count this year (a phase-in of the credit's age
        /// that leaves one birth year to the child allowance).
        public var excludedBirthYears: [Int]

        public func amount(children: Int) -> Int {
            switch children {
            case ...0: 0
            case 1: first
            case 2: first + second
            default: first + second + eachFurther * (children - 2)
            }
        }
    }

    /// The expense rates of one business code for one income year (단순경비율).
    public struct ExpenseRate: Sendable, Equatable {
        public var code: String
        public var year: Int
        public var rate: Ratio
        /// The rate for receipts above `above` (초과율), where the notice sets one.
        public var rateAbove: Ratio?
        public var above: Int
        /// Whether the rate was checked against the National Tax Service's notice.
        public var verified: Bool
    }

    /// The thresholds under which the simple expense rate may be used.
    public struct SimpleRateThresholds: Sendable, Equatable {
        /// Last year's receipts must be under this.
        public var lastYearUnder: Int
        /// This year's receipts must be under this.
        public var thisYearUnder: Int
    }

    /// The earned income tax credit for one income year.
    public struct EarnedIncomeTaxCredit: Sendable {
        public var year: Int
        public var zones: [Household: Zone]
        public var twoEarnerSpouseIncomeFrom: Int
        public var assetLimit: Int
        public var assetHalfFrom: Int
        /// Business receipts count at this share (personal services).
        public var businessIncomeAdjustment: Ratio
        /// A computed amount under this is not paid.
        public var leastPaid: Int
        /// In the rising zone, a paid amount under this is raised to it.
        public var phaseInMinimum: Int
        /// In the falling zone, a paid amount under this is raised to it.
        public var phaseOutMinimum: Int
        /// The amount is cut down to a multiple of this.
        public var roundedTo: Int
    }

    /// Who the household is, for the earned income tax credit.
    public enum Household: String, Sendable, CaseIterable, Codable {
        case single
        case oneEarner = "one-earner"
        case twoEarner = "two-earner"
    }

    /// The earned income tax credit's three zones for one household type: rising to
    /// `maximum` at `phaseInEnd`, flat to `plateauEnd`, falling to zero at `incomeLimit`.
    public struct Zone: Sendable, Equatable {
        public var phaseInEnd: Int
        public var plateauEnd: Int
        public var maximum: Int
        public var incomeLimit: Int
    }

    /// The unemployment benefit's figures.
    public struct Unemployment: Sendable {
        public var replacementRate: Ratio
        public var floorRate: Ratio
        public var floorMaxHours: Int
        /// The daily cap, by the first day it applies.
        public var dailyCaps: [(from: LocalDate, won: Int)]
        public var insuredDays: Int
        public var windowMonths: Int
        /// The table of days: the upper bounds of insured years of each column (`[1, 3, 5, 10]`
        /// means under 1, 1-3, 3-5, 5-10, 10 or more).
        public var yearBounds: [Int]
        public var daysUnder50: [Int]
        public var daysFiftyOrDisabled: [Int]
        public var olderFromAge: Int

        public func dailyCap(on day: LocalDate) -> Int? {
            dailyCaps.last { $0.from <= day }?.won
        }
    }

    public var incomeTaxYears: [IncomeTax]
    public var expenseRates: [ExpenseRate]
    public var defaultBusinessCode: String
    public var simpleRateThresholds: SimpleRateThresholds
    public var businessWithholding: Ratio
    public var businessLocalWithholding: Ratio
    public var eitcYears: [EarnedIncomeTaxCredit]
    public var unemployment: Unemployment

    /// The years every income tax figure is known for.
    public var knownYears: ClosedRange<Int>? {
        guard let first = incomeTaxYears.first?.year, let last = incomeTaxYears.last?.year else { return nil }
        return first...last
    }

    public func incomeTax(year: Int) -> IncomeTax? { incomeTaxYears.first { $0.year == year } }
    public func eitc(year: Int) -> EarnedIncomeTaxCredit? { eitcYears.first { $0.year == year } }

    /// The expense rate of `code` for `year`, or the latest earlier year's (the notice of a year
    /// is published in its following spring), with the year it comes from.
    public func expenseRate(code: String, year: Int) -> ExpenseRate? {
        expenseRates.filter { $0.code == code && $0.year <= year }.max { $0.year < $1.year }
    }
}
