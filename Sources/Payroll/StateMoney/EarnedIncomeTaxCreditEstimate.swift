/// The earned income tax credit (근로장려금, 조세특례제한법 arts. 100-2 to 100-13) for a year's
/// earned income: who qualifies by household income and assets, and the amount from the
/// household type's three zones. An estimate: it does not judge nationality, being someone
/// else's dependent child, professional businesses, late application or arrears.
public struct EarnedIncomeTaxCreditEstimate: Sendable, Equatable {
    /// What the worker answers; nil is "not answered".
    public struct Answers: Sendable, Equatable {
        public var household: StateMoneyFigures.Household?
        public var spouseIncome: Int?
        public var assets: Int?

        public init(household: StateMoneyFigures.Household? = nil, spouseIncome: Int? = nil, assets: Int? = nil) {
            self.household = household
            self.spouseIncome = spouseIncome
            self.assets = assets
        }
    }

    /// Why the credit is not paid, or cannot be estimated.
    public enum Reason: Sendable, Equatable {
        case unknownYear(Int, known: ClosedRange<Int>?)
        /// A question the estimate needs, by name.
        case answerNeeded(Question)
        case noEarnedIncome
        case incomeAtOrAboveLimit(income: Int, limit: Int)
        case assetsAtOrAboveLimit(assets: Int, limit: Int)
        case belowLeastPaid(amount: Int, least: Int)
        /// A two-earner household whose spouse earned under the line is one-earner (and the
        /// reverse); the estimate uses the type the spouse's income gives.
        case householdTypeFromSpouseIncome(StateMoneyFigures.Household)
    }

    public enum Question: String, Sendable, CaseIterable {
        case household, spouseIncome, assets
    }

    public var year: Int
    /// Nil when an answer is missing.
    public var eligible: Bool?
    public var amount: Int
    public var steps: [EstimateStep]
    public var reasons: [Reason]

    /// `pay` is the year's taxable employment pay, `receipts` the business receipts, both the
    /// worker's own; the spouse's income is in `answers`.
    public init(year: Int, pay: Int, receipts: Int, answers: Answers, figures: StateMoneyFigures) {
        self.year = year
        eligible = nil
        amount = 0
        steps = []
        reasons = []
        guard let credit = figures.eitc(year: year) else {
            let known = figures.eitcYears.first.flatMap { first in figures.eitcYears.last.map { first.year...$0.year } }
            reasons = [.unknownYear(year, known: known)]
            return
        }
        guard var household = answers.household else {
            reasons = [.answerNeeded(.household)]
            return
        }
        guard let assets = answers.assets else {
            reasons = [.answerNeeded(.assets)]
            return
        }
        var spouse = 0
        if household != .single {
            guard let spouseIncome = answers.spouseIncome else {
                reasons = [.answerNeeded(.spouseIncome)]
                return
            }
            spouse = spouseIncome
            // The household type follows the spouse's income (art. 100-3(1)).
            let byIncome: StateMoneyFigures.Household =
                spouse >= credit.twoEarnerSpouseIncomeFrom ? .twoEarner : .oneEarner
            if byIncome != household {
                reasons.append(.householdTypeFromSpouseIncome(byIncome))
                household = byIncome
            }
        }
        let business = credit.businessIncomeAdjustment.of(receipts)
        let own = pay + business
        let earned = own + spouse
        steps.append(
            EstimateStep(
                .householdEarnedIncome, .won(earned),
                [
                    .init(.household, .text(household.rawValue)),
                    .init(.adjustment, .rate(credit.businessIncomeAdjustment)),
                    .init(.spouseIncome, .won(spouse)),
                ]))
        guard own > 0 else {
            reasons.append(.noEarnedIncome)
            eligible = false
            return
        }
        guard let zone = credit.zones[household] else { return }
        if earned >= zone.incomeLimit {
            reasons.append(.incomeAtOrAboveLimit(income: earned, limit: zone.incomeLimit))
            eligible = false
            return
        }
        if assets >= credit.assetLimit {
            reasons.append(.assetsAtOrAboveLimit(assets: assets, limit: credit.assetLimit))
            eligible = false
            return
        }
        let fromZone = Self.zoneAmount(earned, zone: zone, roundedTo: credit.roundedTo)
        steps.append(EstimateStep(.zoneAmount, .won(fromZone), [.init(.limit, .won(zone.incomeLimit))]))
        var amount = fromZone
        if assets >= credit.assetHalfFrom {
            amount = fromZone / 2
            steps.append(
                EstimateStep(
                    .assetReduction, .won(fromZone - amount),
                    [.init(.assets, .won(assets)), .init(.share, .rate(Ratio(1, 2)))]))
        }
        // The small amounts' rules (art. 100-7(3)): under the least nothing; a little above it,
        // the zone's minimum.
        if amount < credit.leastPaid {
            reasons.append(.belowLeastPaid(amount: amount, least: credit.leastPaid))
            amount = 0
        } else {
            let minimum =
                earned < zone.phaseInEnd ? credit.phaseInMinimum : earned > zone.plateauEnd ? credit.phaseOutMinimum : 0
            if amount < minimum {
                steps.append(EstimateStep(.zoneMinimum, .won(minimum), [.init(.minimum, .won(minimum))]))
                amount = minimum
            }
        }
        steps.append(EstimateStep(.creditAmount, .won(amount)))
        self.amount = amount
        eligible = amount > 0
    }

    /// The amount the household type's zones give for `earned`, cut down to `roundedTo`.
    static func zoneAmount(_ earned: Int, zone: StateMoneyFigures.Zone, roundedTo: Int) -> Int {
        let raw: Int
        if earned < zone.phaseInEnd {
            raw = zone.maximum * earned / zone.phaseInEnd
        } else if earned <= zone.plateauEnd {
            raw = zone.maximum
        } else if earned < zone.incomeLimit {
            // The statute's amount rounded down: the maximum less the fall rounded up.
            let width = zone.incomeLimit - zone.plateauEnd
            raw = zone.maximum - (zone.maximum * (earned - zone.plateauEnd) + width - 1) / width
        } else {
            raw = 0
        }
        let step = max(1, roundedTo)
        return max(0, raw) / step * step
    }
}
