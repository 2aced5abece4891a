/// One line of an estimate's working: what it computes, from which figures, and its result.
/// Typed only: the words for each name are the words target's (English and Korean), and the
/// JSON writes `name` as its raw value.
public struct EstimateStep: Sendable, Equatable {
    public enum Name: String, Sendable, CaseIterable {
        // Income.
        case receipts
        case simpleExpenses
        case businessIncome
        case totalPay
        case employmentIncomeDeduction
        case employmentIncome
        case totalIncome
        // Deductions and the tax.
        case basicDeduction
        case pensionDeduction
        case insuranceDeduction
        case taxBase
        case calculatedTax
        case employmentIncomeTaxCredit
        case childCredit
        case standardCredit
        case decidedTax
        case settledInFebruary
        case withheldTax
        case refund
        case localDecidedTax
        case localWithheldTax
        case localRefund
        // The earned income tax credit.
        case householdEarnedIncome
        case zoneAmount
        case assetReduction
        case zoneMinimum
        case creditAmount
        // The unemployment benefit.
        case insuredDays
        case baseDailyWage
        case replacement
        case dailyFloor
        case dailyCap
        case dailyAmount
        case insuredYears
        case benefitDays
        case benefitTotal
    }

    /// A figure a step uses or gives.
    public enum Value: Sendable, Equatable {
        case won(Int)
        case count(Int)
        /// A number of days (insured days, days of benefit).
        case days(Int)
        /// A number of people (persons deducted for, children).
        case persons(Int)
        case rate(Ratio)
        /// A business code, a household type, a date.
        case text(String)
        case flag(Bool)
        /// A span of time in minutes (a day's contracted hours).
        case minutes(Int)
    }

    /// A named input of a step.
    public struct Input: Sendable, Equatable {
        public enum Name: String, Sendable, CaseIterable {
            case receipts, rate, rateAbove, above, persons, perPerson, pension, health, longTermCare
            case employmentInsurance, children, cap, taxShare, businessCode
            case household, assets, spouseIncome, adjustment, age, disabled, averageDailyWage
            case ordinaryDailyWage, minimumWage, dailyHours, lastDay, firstInsuredDay, required
            case withheld, decided, limit, share, rateYear, verified, minimum
        }

        public var name: Name
        public var value: Value

        public init(_ name: Name, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    public var name: Name
    public var amount: Value
    public var inputs: [Input]

    public init(_ name: Name, _ amount: Value, _ inputs: [Input] = []) {
        self.name = name
        self.amount = amount
        self.inputs = inputs
    }

    /// The step's amount in won (zero for a step that is not an amount).
    public var won: Int {
        if case .won(let won) = amount { return won }
        return 0
    }
}

/// An amount due or refunded cut to a multiple of 10 won toward zero (국고금 관리법 art. 47: the
/// fraction under 10 won of a tax to pay or repay is dropped).
func cutToTenWon(_ amount: Int) -> Int {
    amount / 10 * 10
}
