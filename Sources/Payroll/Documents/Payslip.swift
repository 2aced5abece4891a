/// Every figure of one workplace and one pay period (the current one, or any other).
public struct Payslip: Sendable, Equatable {
    public struct Minutes: Sendable, Equatable {
        public var paid = 0
        /// Paid minutes outside 22:00-06:00.
        public var day = 0
        public var night = 0
        /// Daily and weekly overtime (holiday overtime is in `holiday`).
        public var overtime = 0
        public var holiday = 0

        public init(paid: Int = 0, day: Int = 0, night: Int = 0, overtime: Int = 0, holiday: Int = 0) {
            (self.paid, self.day, self.night, self.overtime, self.holiday) = (paid, day, night, overtime, holiday)
        }
    }

    public struct Pay: Sendable, Equatable {
        public var base = Money.zero
        public var night = Money.zero
        public var overtime = Money.zero
        public var holiday = Money.zero
        public var weeklyHolidayAllowance = Money.zero
        /// 유급휴일수당: scheduled days that are paid holidays, paid whether or not worked.
        public var paidDaysOff = Money.zero
        /// 휴업수당: 70 % of the scheduled days the employer cancelled (5+ employees).
        public var shutdown = Money.zero
        /// 연차수당: leave days taken, paid at the planned shift (5+ employees, 15+ hours).
        public var annualLeave = Money.zero
        /// A meal allowance paid each month on top of the wage (`taxFree.meals`), in a period with pay.
        public var meals = Money.zero

        /// "Gross = base + premiums + weekly holiday allowance", and the paid days off and
        /// 휴업수당 of the scheduled days.
        public var gross: Money {
            base + night + overtime + holiday + weeklyHolidayAllowance + paidDaysOff + shutdown + annualLeave + meals
        }

        /// What the law adds to the wage for night, overtime and holiday work.
        public var premiums: Money { night + overtime + holiday }
    }

    public struct Deductions: Sendable, Equatable {
        public var incomeTax = Money.zero
        public var localIncomeTax = Money.zero
        public var nationalPension = Money.zero
        public var healthInsurance = Money.zero
        public var longTermCare = Money.zero
        public var employmentInsurance = Money.zero

        /// The four social insurances together (the detail table's Insurance row).
        public var insurance: Money { nationalPension + healthInsurance + longTermCare + employmentInsurance }
        /// Income tax and local income tax together (the detail table's Income tax row).
        public var incomeTaxes: Money { incomeTax + localIncomeTax }
        public var total: Money { insurance + incomeTaxes }

        /// Each deduction of `lhs` and `rhs` added.
        public static func + (lhs: Deductions, rhs: Deductions) -> Deductions {
            var sum = lhs
            sum.incomeTax = lhs.incomeTax + rhs.incomeTax
            sum.localIncomeTax = lhs.localIncomeTax + rhs.localIncomeTax
            sum.nationalPension = lhs.nationalPension + rhs.nationalPension
            sum.healthInsurance = lhs.healthInsurance + rhs.healthInsurance
            sum.longTermCare = lhs.longTermCare + rhs.longTermCare
            sum.employmentInsurance = lhs.employmentInsurance + rhs.employmentInsurance
            return sum
        }
    }

    public var workplaceName: String
    public var today: LocalDate
    public var period: PayPeriod
    public var payday: LocalDate
    public var minutes: Minutes
    public var pay: Pay
    public var deductions: Deductions
    /// False when the workplace has fewer than 5 employees: its premium rows read `-`.
    public var premiumsApply: Bool
    public var incomeTaxApplies: Bool
    public var insuranceApplies: Bool
    public var warnings: [PayslipWarning]
    /// Paid, being earned, or still to come, as seen on `today`.
    public var status = PeriodStatus.current
    /// The period's days after its payday, paid before they were worked ("same" with a late
    /// period): the first of them, or nil when payday is on or after the period's last day.
    public var paidInAdvanceFrom: LocalDate?
    /// Dates with paid work in the period.
    public var daysWorked = 0
    /// The hourly wage in force on the period's last day; nil for a payslip made of figures alone.
    public var hourly: Int?
    /// The period's minutes at each wage, lowest wage first (one entry unless the wage changed).
    public var wageMinutes: [WageMinutes] = []
    /// Each week whose weekly holiday allowance this period pays.
    public var allowanceWeeks: [AllowanceWeek] = []
    /// Each worked date of the period: its paid minutes and pay (the month calendar's figures).
    public var days: [LocalDate: DayFigures] {
        Dictionary(uniqueKeysWithValues: datedDays.lazy.map { ($0.date, $0.figures) })
    }
    /// `days` in date order, kept as a list: the payslips no calendar shows (a year's, a title's)
    /// hash no date.
    var datedDays: [DatedDayFigures] = []
    /// The workplace's income tax rule (`deductions.incomeTax`), named on the card, the payslip and
    /// in `summary --json`.
    public var incomeTaxRule = DeductionRules.IncomeTax.none
    /// How the income tax was worked out; nil when none was taken.
    public var incomeTaxMethod: IncomeTaxMethod?
    /// The scheduled days of the period paid as holidays (유급휴일), each with its planned minutes.
    public var paidDaysOff: [PlannedPay] = []
    /// The scheduled days of the period the employer cancelled, paid at 70 % (5+ employees).
    public var shutdownDays: [PlannedPay] = []
    /// The scheduled days of the period taken as annual leave, paid at the planned shift.
    public var leaveDays: [PlannedPay] = []
    /// The weekly holiday allowance of the weeks kept with an excused sick day: whether a sick
    /// day breaks a week's attendance is the work rules' to say.
    public var allowanceOnSickDays = Money.zero
    /// The non-taxable part of the pay, for a workplace with `taxFree`; nil for one without.
    public var taxFree: TaxFreePay?
    /// The scheduled days of the period (and its weeks) with what became of them.
    public var plannedDays: [PlannedDay] = []
    /// What the period is expected to pay, plans included (`Payslip.forecast`); nil until asked for.
    public var expected: Forecast?
    /// Each shift of the period that has ended, in time order, with its minutes and pay.
    public var shifts: [ShiftFigures] = []

    /// Every figure given (fixtures for screen tests); the rules are in `init(workplace:today:now:holidays:)`.
    public init(
        workplaceName: String, today: LocalDate, period: PayPeriod, payday: LocalDate, minutes: Minutes, pay: Pay,
        deductions: Deductions, premiumsApply: Bool, incomeTaxApplies: Bool, insuranceApplies: Bool,
        warnings: [PayslipWarning]
    ) {
        (self.workplaceName, self.today, self.period, self.payday) = (workplaceName, today, period, payday)
        (self.minutes, self.pay, self.deductions) = (minutes, pay, deductions)
        (self.premiumsApply, self.incomeTaxApplies, self.insuranceApplies) = (
            premiumsApply, incomeTaxApplies, insuranceApplies
        )
        self.warnings = warnings
    }

    /// "`D-n` is the number of days from today to that payday"; 0 on payday.
    public var daysUntilPayday: Int { today.days(to: payday) }

    /// `D-5`, or `D-day` on payday itself.
    public var daysUntilPaydayLabel: String {
        daysUntilPayday == 0 ? "D-day" : "D-\(daysUntilPayday)"
    }

    /// "Net = gross − deductions."
    public var net: Money { pay.gross - deductions.total }
}

extension Payslip {
    /// The minutes of a period worked at one hourly wage.
    public struct WageMinutes: Sendable, Equatable {
        public var hourly: Int
        public var paid = 0
        public var night = 0
        public var overtime = 0
        public var holidayWithinEightHours = 0
        public var holidayBeyondEightHours = 0

        mutating func add(paid: Int, night: Int, overtime: Int, holidayWithin: Int, holidayBeyond: Int) {
            self.paid += paid
            self.night += night
            self.overtime += overtime
            holidayWithinEightHours += holidayWithin
            holidayBeyondEightHours += holidayBeyond
        }
    }

    /// One week's weekly holiday allowance: min(hours, 40) / 40 × 8 hours at the week's last wage.
    public struct AllowanceWeek: Sendable, Equatable {
        public var sunday: LocalDate
        /// The allowance's minutes times 5 (whole: min(minutes, 2400) of the week's work).
        public var minutesTimesFive: Int
        public var hourly: Int
    }
}

extension Payslip {
    /// A scheduled day paid without work: its planned paid minutes at the wage of its date.
    public struct PlannedPay: Sendable, Equatable {
        public var date: LocalDate
        public var minutes: Int
        public var hourly: Int
        /// Why it is paid (for a paid day off); nil for a cancelled day.
        public var reason: PaidDayOff?
    }

    /// A period's expected pay: what has been worked plus the plans still ahead, with the weekly
    /// holiday allowances their weeks will earn, and the deductions of an ended period.
    public struct Forecast: Sendable, Equatable {
        public var minutes: Minutes
        public var pay: Pay
        public var deductions: Deductions
        /// Planned shifts still ahead in the period (not yet recorded or not yet ended).
        public var plannedAhead: Int
        public var plannedAheadMinutes: Int

        public var net: Money { pay.gross - deductions.total }
    }
}

/// Where a pay period stands on a given day.
public enum PeriodStatus: Sendable, Equatable {
    /// Its payday has passed: it was paid on that day.
    case paid
    /// Started, payday today or still to come: its total is what is earned so far.
    case current
    /// Not started yet.
    case upcoming

    init(period: PayPeriod, payday: LocalDate, today: LocalDate) {
        if payday < today {
            self = .paid
        } else if period.start > today {
            self = .upcoming
        } else {
            self = .current
        }
    }
}

/// Something the card should point out; not an error. Most are warnings (the card's `!`); a few
/// only explain a figure (`isWarning` false).
public enum PayslipWarning: Sendable, Equatable {
    /// "A wage below that year's minimum wage ... the card shows a warning"; `minutes`: the
    /// period's paid minutes at that wage, whose shortfall is `minutes` x (minimum - hourly) / 60
    /// (0 where no minutes are known, as for a wage entered ahead of any work).
    case belowMinimumWage(hourly: Int, minimum: Int, year: Int, minutes: Int = 0)
    /// The holiday list does not cover a year the payslip relies on.
    case holidaysNotKnown(year: Int)
    /// Figures the rates file does not know for the period's month; their latest values were used.
    case ratesNotKnown(month: PayPeriod, figures: [RateFigure])
    /// Four insurances on a period of under 60 paid hours: such workers are
    /// generally not enrolled in the pension and health insurance. The deductions are still taken.
    case underSixtyHoursInsured(paidMinutes: Int)
    /// Four insurances where the contract's hours (`contractWeeklyHours`) come to under 60 a month
    /// (a week's minutes × 365 / 84, the average weeks of a month): the enrolment test is the
    /// contracted hours, so these decide rather than the period's. The deductions are still taken.
    case underSixtyHoursContracted(weeklyMinutes: Int, monthlyMinutes: Int)
    /// A period still running: the insurances' monthly floors are not applied yet (they apply
    /// once it has ended), so the figure so far is never negative.
    case floorsNotYetApplied
    /// A week with a missed scheduled day earns no weekly holiday allowance (개근 not met).
    case allowanceLostForMissedDays(sunday: LocalDate, missed: [LocalDate])
    /// Sick days of weeks that keep their allowance (`sickLeave` "excused"): the work rules
    /// (취업규칙) may count them as absences.
    case sickDaysExcused(days: [LocalDate])
    /// A week with a sick day counted as an absence (`sickLeave` "absence") earns no allowance.
    case allowanceLostForSickDays(sunday: LocalDate, sick: [LocalDate])
    /// Leave taken when the balance had no time left: unpaid, excused (not missed).
    case leaveBeyondBalance(days: [LocalDate])
    /// Sick days paid at the planned shift (`sickLeave` "paid"), among the paid days off.
    case sickDaysPaid(days: [LocalDate])
    /// Days the employer cancelled at a workplace under 5 employees: no 휴업수당.
    case shutdownUnpaidUnderFive(days: [LocalDate])
    /// Leave taken where the job grants no annual leave (under 5 employees or 15 hours): unpaid.
    case leaveWithoutEntitlement(days: [LocalDate])

    /// A part-timer's minutes beyond the contract's weekly hours, paid the 50% premium (5+ employees).
    case partTimeExtraHours(minutes: Int, contractHours: ContractHours)
    /// A part-timer's minutes beyond the day's planned shift (a schedule), on `dates`: the 50% premium.
    case partTimeBeyondPlan(minutes: Int, dates: [LocalDate])
    /// Shifts whose break is shorter than the law's least for the work (Labor Standards Act art. 54).
    case shortBreaks(shifts: [ShortBreak])
    /// A probation wage of 90% of the minimum, lawful here, until the probation ends.
    case probationWage(until: LocalDate, minimum: Int)
    /// A probation that does not make 90% of the minimum wage lawful, and why.
    case probationNotLawful(reasons: [ProbationReason])
    /// A worker under 18: days over 7 hours, weeks over 35, night or holiday work (art. 69, 70).
    case minorLongDays(dates: [LocalDate])
    case minorLongWeeks(mondays: [LocalDate])
    case minorNightOrHolidayWork(dates: [LocalDate])
    /// Weeks with more than 12 hours of overtime (art. 53; 5+ employees).
    case weeklyOvertimeOverCap(mondays: [LocalDate])
    /// The payday is before the earliest shipped withholding table, which is used all the same.
    case paydayBeforeWithholdingTables(payday: LocalDate, earliest: LocalDate)
    /// `"table"` income tax, but no withholding table was loaded.
    case withholdingTableMissing
    /// A day worker's tax on this payment is under 1,000 won: not withheld.
    case smallAmountExemption(tax: Int)
    /// Weekly or daily pay, the month's last payday: the insurances and the table's income tax
    /// on the total paid in `month` (`payments` paydays).
    case monthlyDeductionsOnTotal(month: PayPeriod, total: Money, payments: Int)
    /// Weekly or daily pay, an earlier payday: those come on the month's last payday.
    case monthlyDeductionsOnLastPayday(month: PayPeriod, lastPayday: LocalDate)
    /// Premiums the workplace marks tax-free are taxed: the worker is above a limit of the decree.
    case taxFreePremiumsTaxed(TaxFreeLimitExceeded)
    /// The year's cap on tax-free premiums is reached: the rest of them is taxed.
    case taxFreePremiumsCapReached(cap: Int, usedBefore: Int)
    /// Non-taxable pay lowers an employee's withholding-table tax only; this rule taxes the gross.
    case taxFreeNotForThisRule(DeductionRules.IncomeTax)

    public struct ShortBreak: Sendable, Equatable {
        public var date: LocalDate
        public var breakMinutes: Int
        public var required: Int
    }

    /// False for a note that only explains a figure.
    public var isWarning: Bool {
        switch self {
        case .partTimeExtraHours, .partTimeBeyondPlan, .probationWage, .smallAmountExemption,
            .monthlyDeductionsOnTotal, .monthlyDeductionsOnLastPayday, .taxFreePremiumsTaxed,
            .taxFreePremiumsCapReached, .taxFreeNotForThisRule:
            false
        default: true
        }
    }

}
