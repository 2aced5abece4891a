/// Who the income tax counts with the worker: persons for the basic deduction (the worker
/// included), and the children, as a count the worker gave or as birth years from which each
/// year's count follows the credit's age rule.
public struct TaxHousehold: Sendable, Equatable {
    public enum Children: Sendable, Equatable {
        /// Children the credit counts, as the worker said (the withholding table's 8-20).
        case count(Int)
        /// Birth years: the count in a year is those whose `year − birthYear` is in the credit's ages.
        case birthYears([Int])
    }

    public var dependants: Int
    public var children: Children

    public init(dependants: Int, children: Children = .count(0)) {
        self.dependants = dependants
        self.children = children
    }

    /// The children the credit counts in `year` under its rule.
    public func children(in year: Int, credit: StateMoneyFigures.ChildCredit) -> Int {
        switch children {
        case .count(let count): max(0, count)
        case .birthYears(let years):
            years.filter { credit.ages.contains(year - $0) && !credit.excludedBirthYears.contains($0) }.count
        }
    }
}

/// A year's pay taxed by the withholding table at one or more workplaces, added up.
public struct EmploymentYear: Sendable, Equatable {
    /// Taxable pay: gross pay less what the law exempts.
    public var totalPay: Int
    public var pension = 0
    public var health = 0
    public var longTermCare = 0
    public var employmentInsurance = 0
    public var withheldIncomeTax = 0
    public var withheldLocalTax = 0
}

/// A year's receipts paid with 3% (and 0.3% local) withheld, as business income.
public struct BusinessYear: Sendable, Equatable {
    public var receipts: Int
    /// Last year's receipts, for the simple rate's threshold (zero for a first year).
    public var lastYearReceipts: Int
    public var withheldIncomeTax: Int
    public var withheldLocalTax: Int
    public var businessCode: String

    public init(
        receipts: Int, lastYearReceipts: Int = 0, withheldIncomeTax: Int, withheldLocalTax: Int, businessCode: String
    ) {
        self.receipts = receipts
        self.lastYearReceipts = lastYearReceipts
        self.withheldIncomeTax = withheldIncomeTax
        self.withheldLocalTax = withheldLocalTax
        self.businessCode = businessCode
    }
}

/// One estimate of what the tax office owes or is owed: the year-end settlement of the table's
/// withholding (February) or the May return of business income.
public struct TaxEstimate: Sendable, Equatable {
    public enum Kind: String, Sendable { case yearEnd, mayReturn }

    /// Why an estimate has no refund.
    public enum Reason: Sendable, Equatable {
        /// Last year's receipts reached the simple rate's threshold: the standard rate
        /// (기준경비율) applies, which needs the worker's books.
        case standardRateLastYear(receipts: Int, threshold: Int)
        /// This year's receipts reached the threshold.
        case standardRateThisYear(receipts: Int, threshold: Int)
        /// The data has no expense rate for the business code.
        case unknownBusinessCode(String)
        /// Receipts above `above` take a rate of their own (초과율) the data does not have for the code.
        case rateAboveNotKnown(code: String, above: Int)
    }

    public var kind: Kind
    public var year: Int
    public var steps: [EstimateStep]
    /// Positive: money back; negative: still to pay; nil with a `reason`.
    public var refund: Int?
    public var localRefund: Int?
    public var reason: Reason?
}

/// The year's two estimates and their sum.
public struct RefundEstimate: Sendable, Equatable {
    public var year: Int
    public var yearEnd: TaxEstimate?
    public var mayReturn: TaxEstimate?

    /// The February settlement plus the May return; nil when the May return has none.
    public var refund: Int? { total(\.refund) }
    public var localRefund: Int? { total(\.localRefund) }

    private func total(_ part: KeyPath<TaxEstimate, Int?>) -> Int? {
        var sum = 0
        for estimate in [yearEnd, mayReturn].compactMap({ $0 }) {
            guard let amount = estimate[keyPath: part] else { return nil }
            sum += amount
        }
        return sum
    }
}

/// The income tax of a year as the law computes it (소득세법 arts. 47-59-4), from the pay and
/// receipts Payday knows of and the household the worker told it. An estimate: it leaves out
/// card spending, rent, medical costs, donations, other income and the pension a 3.3% worker
/// pays on their own.
public enum IncomeTaxEstimator {
    public enum Problem: Error, Sendable, Equatable {
        /// The figures file does not cover the year.
        case unknownYear(Int, known: ClosedRange<Int>?)
    }

    public static func estimate(
        year: Int, employment: EmploymentYear?, business: BusinessYear?, household: TaxHousehold,
        figures: StateMoneyFigures
    ) throws(Problem) -> RefundEstimate {
        guard let tax = figures.incomeTax(year: year) else { throw .unknownYear(year, known: figures.knownYears) }
        var result = RefundEstimate(year: year)
        var settledEmployment: Settlement?
        if let employment, employment.totalPay > 0 {
            let settlement = settle(employment: employment, businessIncome: nil, household: household, tax: tax)
            settledEmployment = settlement
            result.yearEnd = closing(
                .yearEnd, year: year, settlement: settlement, tax: tax, alreadySettled: nil,
                withheld: employment.withheldIncomeTax, localWithheld: employment.withheldLocalTax)
        }
        if let business, business.receipts > 0 {
            result.mayReturn = mayReturn(
                year: year, business: business, employment: employment, settledEmployment: settledEmployment,
                household: household, tax: tax, figures: figures)
        }
        return result
    }

    private static func mayReturn(
        year: Int, business: BusinessYear, employment: EmploymentYear?, settledEmployment: Settlement?,
        household: TaxHousehold, tax: StateMoneyFigures.IncomeTax, figures: StateMoneyFigures
    ) -> TaxEstimate {
        var steps = [
            EstimateStep(.receipts, .won(business.receipts), [.init(.businessCode, .text(business.businessCode))])
        ]
        let thresholds = figures.simpleRateThresholds
        func without(_ reason: TaxEstimate.Reason) -> TaxEstimate {
            TaxEstimate(kind: .mayReturn, year: year, steps: steps, refund: nil, localRefund: nil, reason: reason)
        }
        if business.lastYearReceipts >= thresholds.lastYearUnder {
            return without(
                .standardRateLastYear(receipts: business.lastYearReceipts, threshold: thresholds.lastYearUnder))
        }
        if business.receipts >= thresholds.thisYearUnder {
            return without(.standardRateThisYear(receipts: business.receipts, threshold: thresholds.thisYearUnder))
        }
        guard let rate = figures.expenseRate(code: business.businessCode, year: year) else {
            return without(.unknownBusinessCode(business.businessCode))
        }
        let within = min(business.receipts, rate.above)
        let beyond = business.receipts - within
        if beyond > 0 && rate.rateAbove == nil {
            return without(.rateAboveNotKnown(code: business.businessCode, above: rate.above))
        }
        let expenses = rate.rate.of(within) + (rate.rateAbove ?? rate.rate).of(beyond)
        var expenseInputs: [EstimateStep.Input] = [
            .init(.rate, .rate(rate.rate)), .init(.rateYear, .count(rate.year)), .init(.verified, .flag(rate.verified)),
        ]
        if let above = rate.rateAbove, beyond > 0 {
            expenseInputs += [.init(.above, .won(rate.above)), .init(.rateAbove, .rate(above))]
        }
        steps.append(EstimateStep(.simpleExpenses, .won(expenses), expenseInputs))
        let income = business.receipts - expenses
        steps.append(EstimateStep(.businessIncome, .won(income)))
        let settlement = settle(
            employment: employment.flatMap { $0.totalPay > 0 ? $0 : nil }, businessIncome: income, household: household,
            tax: tax)
        var estimate = closing(
            .mayReturn, year: year, settlement: settlement, tax: tax, alreadySettled: settledEmployment,
            withheld: business.withheldIncomeTax, localWithheld: business.withheldLocalTax)
        estimate.steps = steps + estimate.steps
        return estimate
    }

    /// The decided tax of a settlement against what was withheld (and, for the May return with
    /// pay in the same year, what February's settlement already decided).
    private static func closing(
        _ kind: TaxEstimate.Kind, year: Int, settlement: Settlement, tax: StateMoneyFigures.IncomeTax,
        alreadySettled: Settlement?, withheld: Int, localWithheld: Int
    ) -> TaxEstimate {
        var steps = settlement.steps
        let localDecided = tax.localIncomeTaxRate.of(settlement.decidedTax)
        var decided = settlement.decidedTax
        var localDue = localDecided
        if let alreadySettled {
            let localSettled = tax.localIncomeTaxRate.of(alreadySettled.decidedTax)
            steps.append(EstimateStep(.settledInFebruary, .won(alreadySettled.decidedTax)))
            decided -= alreadySettled.decidedTax
            localDue -= localSettled
        }
        steps.append(EstimateStep(.withheldTax, .won(withheld)))
        let refund = cutToTenWon(withheld - decided)
        steps.append(
            EstimateStep(.refund, .won(refund), [.init(.withheld, .won(withheld)), .init(.decided, .won(decided))]))
        steps.append(EstimateStep(.localDecidedTax, .won(localDecided), [.init(.rate, .rate(tax.localIncomeTaxRate))]))
        steps.append(EstimateStep(.localWithheldTax, .won(localWithheld)))
        let localRefund = cutToTenWon(localWithheld - localDue)
        steps.append(
            EstimateStep(
                .localRefund, .won(localRefund),
                [.init(.withheld, .won(localWithheld)), .init(.decided, .won(localDue))]))
        return TaxEstimate(kind: kind, year: year, steps: steps, refund: refund, localRefund: localRefund, reason: nil)
    }

    /// The decided tax of a year's income and its working.
    struct Settlement: Equatable {
        var steps: [EstimateStep]
        var decidedTax: Int
    }

    /// The tax on `employment` and `businessIncome` (either may be absent), the lower of the two
    /// ways the law lets an employee choose: the insurance premiums as a special deduction, or the
    /// standard credit instead (소득세법 art. 59-4(9): the two cannot be combined).
    static func settle(
        employment: EmploymentYear?, businessIncome: Int?, household: TaxHousehold, tax: StateMoneyFigures.IncomeTax
    ) -> Settlement {
        guard employment != nil else {
            return settle(
                employment: employment, businessIncome: businessIncome, household: household, tax: tax,
                insuranceAsDeduction: false)
        }
        let special = settle(
            employment: employment, businessIncome: businessIncome, household: household, tax: tax,
            insuranceAsDeduction: true)
        let standard = settle(
            employment: employment, businessIncome: businessIncome, household: household, tax: tax,
            insuranceAsDeduction: false)
        return special.decidedTax < standard.decidedTax ? special : standard
    }

    private static func settle(
        employment: EmploymentYear?, businessIncome: Int?, household: TaxHousehold, tax: StateMoneyFigures.IncomeTax,
        insuranceAsDeduction: Bool
    ) -> Settlement {
        var steps: [EstimateStep] = []
        var employmentIncome = 0
        if let employment {
            let deduction = min(
                tax.employmentIncomeDeductionCap, tax.employmentIncomeDeduction.value(at: employment.totalPay))
            employmentIncome = employment.totalPay - deduction
            steps.append(EstimateStep(.totalPay, .won(employment.totalPay)))
            steps.append(
                EstimateStep(
                    .employmentIncomeDeduction, .won(deduction), [.init(.cap, .won(tax.employmentIncomeDeductionCap))]))
            steps.append(EstimateStep(.employmentIncome, .won(employmentIncome)))
        }
        let totalIncome = employmentIncome + (businessIncome ?? 0)
        if employment != nil && businessIncome != nil {
            steps.append(EstimateStep(.totalIncome, .won(totalIncome)))
        }
        let persons = max(1, household.dependants)
        let basic = tax.basicDeductionPerPerson * persons
        steps.append(
            EstimateStep(
                .basicDeduction, .won(basic),
                [.init(.persons, .persons(persons)), .init(.perPerson, .won(tax.basicDeductionPerPerson))]))
        var deductions = basic
        if let employment, employment.pension > 0 {
            steps.append(EstimateStep(.pensionDeduction, .won(employment.pension)))
            deductions += employment.pension
        }
        if insuranceAsDeduction, let employment {
            let premiums = employment.health + employment.longTermCare + employment.employmentInsurance
            // The special deduction comes off employment income only.
            let insurance = min(premiums, employmentIncome)
            steps.append(
                EstimateStep(
                    .insuranceDeduction, .won(insurance),
                    [
                        .init(.health, .won(employment.health)), .init(.longTermCare, .won(employment.longTermCare)),
                        .init(.employmentInsurance, .won(employment.employmentInsurance)),
                    ]))
            deductions += insurance
        }
        let base = max(0, totalIncome - deductions)
        steps.append(EstimateStep(.taxBase, .won(base)))
        let calculated = tax.rates.value(at: base)
        steps.append(
            EstimateStep(.calculatedTax, .won(calculated), [.init(.rate, .rate(tax.rates.band(at: base).rate))]))
        var credits = 0
        if let employment, totalIncome > 0 {
            // The credit is on the tax's share that employment income bears.
            let share = calculated * employmentIncome / totalIncome
            let cap = creditCap(totalPay: employment.totalPay, caps: tax.employmentIncomeTaxCreditCaps)
            let credit = min(cap, tax.employmentIncomeTaxCredit.value(at: share))
            var inputs: [EstimateStep.Input] = [.init(.cap, .won(cap))]
            if share != calculated { inputs.append(.init(.taxShare, .won(share))) }
            steps.append(EstimateStep(.employmentIncomeTaxCredit, .won(credit), inputs))
            credits += credit
        }
        let children = household.children(in: tax.year, credit: tax.childCredit)
        if children > 0 {
            let credit = tax.childCredit.amount(children: children)
            steps.append(EstimateStep(.childCredit, .won(credit), [.init(.children, .persons(children))]))
            credits += credit
        }
        if !insuranceAsDeduction {
            let credit = employment != nil ? tax.standardCreditEmployee : tax.standardCreditOtherwise
            steps.append(EstimateStep(.standardCredit, .won(credit)))
            credits += credit
        }
        let decided = max(0, calculated - credits)
        steps.append(EstimateStep(.decidedTax, .won(decided)))
        return Settlement(steps: steps, decidedTax: decided)
    }

    /// The employment income tax credit's cap for `totalPay` (소득세법 art. 59(2)).
    static func creditCap(totalPay: Int, caps: [StateMoneyFigures.CreditCap]) -> Int {
        guard let cap = caps.last(where: { $0.totalPayOver < totalPay }) ?? caps.first else { return 0 }
        return max(cap.floor, cap.base - cap.rate.of(max(0, totalPay - cap.totalPayOver)))
    }
}
