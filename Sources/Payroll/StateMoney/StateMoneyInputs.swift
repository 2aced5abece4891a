/// What the estimates of money from the state take from the records: the year's pay and
/// deductions by kind of tax, and the insured days and wages of a job that ends.
///
/// Which year a payment belongs to: pay taxed by the table counts in the year of the period it
/// was earned in (December's pay paid in January is December's year, as the year-end settlement
/// counts it); 3.3% receipts count in the year of their payday. Day workers' pay (separately
/// taxed) is in neither, but counts as earned income for the earned income tax credit.
public struct StateMoneyInputs: Sendable {
    public var file: DataFile
    public var today: LocalDate
    public var now: LocalMoment
    public var holidays: HolidayCalendar
    public var rates: RateTable

    public init(file: DataFile, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable) {
        self.file = file
        self.today = today
        self.now = now
        self.holidays = holidays
        self.rates = rates
    }

    private var worker: Worker { file.worker ?? Worker() }

    private func slip(_ workplace: Workplace, _ period: PayPeriod) -> Payslip {
        Payslip(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates,
            worker: worker)
    }

    /// The year's pay taxed by the withholding table, over every workplace; nil with none.
    public func employment(year: Int) -> EmploymentYear? {
        var total = EmploymentYear(totalPay: 0)
        var any = false
        for workplace in file.workplaces(asOf: today) where workplace.deductions.incomeTax == .table {
            // The year's periods as the job is paid (a weekly job's insurances and table tax on
            // each month's last payday, as its payslips take them).
            for period in workplace.periods(inYear: year) {
                let slip = slip(workplace, period)
                guard slip.pay.gross.won > 0 else { continue }
                any = true
                total.totalPay += slip.pay.gross.won
                total.pension += slip.deductions.nationalPension.won
                total.health += slip.deductions.healthInsurance.won
                total.longTermCare += slip.deductions.longTermCare.won
                total.employmentInsurance += slip.deductions.employmentInsurance.won
                total.withheldIncomeTax += slip.deductions.incomeTax.won
                total.withheldLocalTax += slip.deductions.localIncomeTax.won
            }
        }
        return any ? total : nil
    }

    /// The receipts paid with 3.3% withheld whose payday falls in `year`; nil with none.
    public func business(year: Int, code: String) -> BusinessYear? {
        let (receipts, withheld, local) = businessTotals(year: year)
        guard receipts > 0 else { return nil }
        return BusinessYear(
            receipts: receipts, lastYearReceipts: businessTotals(year: year - 1).receipts, withheldIncomeTax: withheld,
            withheldLocalTax: local, businessCode: code)
    }

    private func businessTotals(year: Int) -> (receipts: Int, withheld: Int, local: Int) {
        var sums = (receipts: 0, withheld: 0, local: 0)
        for workplace in file.workplaces(asOf: today) where workplace.deductions.incomeTax == .businessIncome {
            // Each payment whose payday is in `year` (a weekly or daily job's one by one).
            for period in workplace.periods(payableIn: year)
            where workplace.payday.payday(for: period, holidays: holidays).year == year {
                let slip = slip(workplace, period)
                sums.receipts += slip.pay.gross.won
                sums.withheld += slip.deductions.incomeTax.won
                sums.local += slip.deductions.localIncomeTax.won
            }
        }
        return sums
    }

    /// Earned income for the earned income tax credit: every employee's pay (table-taxed, day
    /// workers', untaxed) by the period's year, and the 3.3% receipts by payday.
    public func earnedIncome(year: Int) -> (pay: Int, receipts: Int) {
        var pay = 0
        for workplace in file.workplaces(asOf: today) where workplace.deductions.incomeTax != .businessIncome {
            for period in workplace.periods(inYear: year) { pay += slip(workplace, period).pay.gross.won }
        }
        return (pay, businessTotals(year: year).receipts)
    }

    /// The unemployment benefit's figures for `workplace` ending on its `endDate`, or today.
    /// Insured days: days worked and paid days off at every workplace with the four insurances,
    /// in the window of months before the last day.
    public func unemployment(
        workplace: Workplace, reason: LeavingReason?, disabled: Bool, figures: StateMoneyFigures.Unemployment
    ) -> UnemploymentBenefitEstimate.Input? {
        guard let severance = workplace.severance(today: today, now: now, holidays: holidays, rates: rates) else {
            return nil
        }
        let lastDay = severance.end
        let windowStart = lastDay.adding(days: 1).addingMonths(-figures.windowMonths)
        var days: Set<LocalDate> = []
        var firstInsured: LocalDate?
        for place in file.workplaces(asOf: today) where place.deductions.insurance == .four {
            if let start = place.employmentStart, start <= lastDay {
                firstInsured = min(firstInsured ?? start, start)
            }
            for shift in place.shifts where shift.date >= windowStart && shift.date <= lastDay {
                days.insert(shift.date)
            }
            var period = PayPeriod(
                containing: max(windowStart, place.employmentStart ?? windowStart), startDay: place.periodStartDay)
            while period.start <= lastDay {
                for paid in slip(place, period).paidDaysOff where paid.date >= windowStart && paid.date <= lastDay {
                    days.insert(paid.date)
                }
                period = period.adding(months: 1)
            }
        }
        let minimumWage = rates.rates(for: PayPeriod(containing: lastDay)).minimumWage
        return .init(
            lastDay: lastDay, reason: reason, age: worker.age(on: lastDay), disabled: disabled, insuredDays: days.count,
            firstInsuredDay: firstInsured ?? severance.start, averageDailyWage: severance.averageDailyWage.won,
            ordinaryDailyWage: severance.ordinaryDailyWage.won, dailyContractMinutes: severance.ordinaryDayMinutes,
            minimumWage: minimumWage)
    }
}
