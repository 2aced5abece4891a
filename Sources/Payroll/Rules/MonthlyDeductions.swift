/// Weekly and daily pay: the four insurances and the withholding table's income tax are monthly
/// by law, so they are taken on the last payday of each calendar month (as moved off holidays),
/// on the total paid that month, at that month's rates. 3.3% and a day worker's tax stay per
/// payment.
struct MonthlyShare {
    /// The calendar month of the payday.
    var month: PayPeriod
    /// This payday is the month's last.
    var isLast: Bool
    var lastPayday: LocalDate
    /// The gross paid on the month's earlier paydays.
    var earlierGross: Money
    /// What of `earlierGross` the withholding table and the insurances are counted on: the gross
    /// less its tax-free part, and less the tax-free meals.
    var earlierBase: (taxable: Money, insured: Money)
    /// Payments in the month through this one.
    var payments: Int

    /// Nil for monthly pay, for a workplace with neither monthly deduction, or for a daily
    /// period with no work (no payment).
    init?(
        workplace: Workplace, period: PayPeriod, payday: LocalDate, today: LocalDate, now: LocalMoment,
        holidays: HolidayCalendar, worker: Worker, earlierTaxFree: Payslip.TaxFreePay
    ) {
        let rules = workplace.deductions
        guard workplace.payday.cadence != .monthly, rules.insurance == .four || rules.incomeTax == .table else {
            return nil
        }
        // A weekly period is paid whatever was worked; a daily one only for a day with work
        // (recorded, or planned in the schedule).
        func pays(_ period: PayPeriod) -> Bool {
            guard case .daily = workplace.payday.cadence else { return true }
            return !workplace.shifts(startingFrom: period.start, through: period.end).isEmpty
                || workplace.openShift.map { period.contains($0.date) } == true
                || !workplace.plannedDays(in: period.start...period.end, now: now, holidays: holidays).isEmpty
        }
        guard pays(period) else { return nil }
        let month = PayPeriod(containing: payday)
        self.month = month
        // Paydays come in period order: walk each way while they stay in the month. The earlier
        // payments' non-taxable part is the month's, shared in order (`TaxFreeRules`).
        var earlierGross = Money.zero
        var payments = 1
        var before = period.advanced(by: -1)
        while workplace.payday(for: before, holidays: holidays) >= month.start {
            if pays(before) {
                payments += 1
                earlierGross =
                    earlierGross
                    + Payslip.periodPay(
                        workplace: workplace, period: before, today: today, now: now, holidays: holidays,
                        worker: worker
                    ).gross
            }
            before = before.advanced(by: -1)
        }
        let earlierBase = (
            taxable: earlierGross - earlierTaxFree.total, insured: earlierGross - earlierTaxFree.meals
        )
        var lastPayday = payday
        var after = period.advanced(by: 1)
        while case let date = workplace.payday(for: after, holidays: holidays), date <= month.end {
            if pays(after) { lastPayday = date }
            after = after.advanced(by: 1)
        }
        self.earlierGross = earlierGross
        self.earlierBase = earlierBase
        self.payments = payments
        self.lastPayday = lastPayday
        isLast = lastPayday == payday
    }

    /// The deductions with the monthly parts taken on the month's total (the last payday) or
    /// left to the last payday (an earlier one), and the note that says so. `base` is this
    /// payment's taxable and insured part of `gross`; the month's are the sums with the earlier
    /// payments' (tax-free pay stays out of both, as on a monthly payslip).
    func applied(
        to deductions: Payslip.Deductions, method: IncomeTaxMethod?, gross: Money,
        base: (taxable: Money, insured: Money), rules: DeductionRules, rates: RateTable, worker: Worker, floors: Bool
    ) -> (Payslip.Deductions, IncomeTaxMethod?, PayslipWarning) {
        var result = deductions
        var method = method
        let total = earlierGross + gross
        var monthly = Payslip.Deductions()
        var monthlyMethod: IncomeTaxMethod?
        if isLast {
            let monthlyRules = DeductionRules(
                incomeTax: rules.incomeTax == .table ? .table : .none, insurance: rules.insurance)
            (monthly, monthlyMethod) = Payslip.withheld(
                gross: total, rules: monthlyRules,
                rates: rates.rates(for: month, paidOn: lastPayday, incomeTax: monthlyRules.incomeTax),
                worker: worker.forTable(in: month.year), dayPays: [], floors: floors,
                base: (earlierBase.taxable + base.taxable, earlierBase.insured + base.insured))
        }
        if rules.incomeTax == .table {
            result.incomeTax = monthly.incomeTax
            result.localIncomeTax = monthly.localIncomeTax
            method = monthlyMethod
        }
        result.nationalPension = monthly.nationalPension
        result.healthInsurance = monthly.healthInsurance
        result.longTermCare = monthly.longTermCare
        result.employmentInsurance = monthly.employmentInsurance
        let note: PayslipWarning =
            isLast
            ? .monthlyDeductionsOnTotal(month: month, total: total, payments: payments)
            : .monthlyDeductionsOnLastPayday(month: month, lastPayday: lastPayday)
        return (result, method, note)
    }
}
