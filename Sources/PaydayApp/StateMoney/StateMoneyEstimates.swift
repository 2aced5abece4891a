import Payroll

/// The estimates of money from the state, made from the records: what `payday refund`,
/// `payday benefits` and the app's `$` screen show. Every answer comes from the data file's
/// `worker` (and a workplace's `leaving`); a missing one stays missing, for the estimate to ask.
public struct StateMoneyEstimates: Sendable {
    public var file: DataFile
    public var basis: PayBasis
    public var figures: StateMoneyFigures

    public init(file: DataFile, basis: PayBasis, figures: StateMoneyFigures) {
        self.file = file
        self.basis = basis
        self.figures = figures
    }

    var inputs: StateMoneyInputs {
        StateMoneyInputs(
            file: file, today: basis.today, now: basis.now, holidays: basis.holidays, rates: basis.rates)
    }

    var worker: Worker { file.worker ?? Worker() }

    /// The year's February settlement and May return.
    public func refund(year: Int) throws(IncomeTaxEstimator.Problem) -> RefundEstimate {
        let inputs = inputs
        return try IncomeTaxEstimator.estimate(
            year: year, employment: inputs.employment(year: year),
            business: inputs.business(year: year, code: worker.businessCode ?? figures.defaultBusinessCode),
            household: worker.taxHousehold, figures: figures)
    }

    /// The earned income tax credit on `year`'s income.
    public func credit(year: Int) -> EarnedIncomeTaxCreditEstimate {
        let earned = inputs.earnedIncome(year: year)
        let answers = EarnedIncomeTaxCreditEstimate.Answers(
            household: worker.household, spouseIncome: worker.spouseIncome, assets: worker.assets)
        return EarnedIncomeTaxCreditEstimate(
            year: year, pay: earned.pay, receipts: earned.receipts, answers: answers, figures: figures)
    }

    /// The unemployment benefit of the insured job that ended last (else the one worked last),
    /// if it ended on its last day or today; nil without a job with the four insurances.
    public func unemployment() -> (job: Workplace, lastDay: LocalDate, estimate: UnemploymentBenefitEstimate)? {
        guard let job = Self.insuredJob(file.workplaces(asOf: basis.today)),
            let input = inputs.unemployment(
                workplace: job, reason: job.leaving, disabled: worker.disabled, figures: figures.unemployment)
        else { return nil }
        return (job, input.lastDay, UnemploymentBenefitEstimate(input, figures: figures.unemployment))
    }

    /// The insured job the benefit is for: the one that ended last, else the one worked last.
    static func insuredJob(_ workplaces: [Workplace]) -> Workplace? {
        let insured = workplaces.filter { $0.deductions.insurance == .four && !$0.shifts.isEmpty }
        var best: Workplace?
        for place in insured {
            guard let current = best else {
                best = place
                continue
            }
            switch (place.endDate, current.endDate) {
            case (let end?, let other?) where end > other: best = place
            case (.some, nil): best = place
            case (nil, nil)
            where (place.shifts.last?.start ?? .init(minutes: 0)) > (current.shifts.last?.start ?? .init(minutes: 0)):
                best = place
            default: break
            }
        }
        return best
    }
}
