/// What was received against what was owed, period by period: for each receipt in a year, the
/// computed net pay of its period, the difference, and, where the shortfall is exactly one part
/// of the pay left out, which part.
public struct PayDifferences: Sendable, YearDocument {
    /// A part of the pay that an employer may have left out.
    public enum Part: String, Sendable, CaseIterable {
        case weeklyHolidayAllowance, overtime, night, holiday, paidDaysOff, shutdown, annualLeave

        public func amount(in pay: Payslip.Pay) -> Money {
            switch self {
            case .weeklyHolidayAllowance: pay.weeklyHolidayAllowance
            case .overtime: pay.overtime
            case .night: pay.night
            case .holiday: pay.holiday
            case .paidDaysOff: pay.paidDaysOff
            case .shutdown: pay.shutdown
            case .annualLeave: pay.annualLeave
            }
        }
    }

    public struct Row: Sendable, Equatable {
        public var workplaceName: String
        public var receipt: Receipt
        public var slip: Payslip
        /// Received less the computed net: negative when less arrived than was owed.
        public var difference: Money { receipt.amount - slip.net }
        /// The parts whose leaving out gives exactly what was received (deductions recomputed on
        /// the smaller gross, within the 10 won that rounding each deduction can move).
        public var missingParts: [Part]
        /// The allowance of weeks with an excused sick day, when what arrived lacks it (or the
        /// whole allowance, which holds it): not named as missing, since whether a sick day
        /// breaks a week is the work rules' to say.
        public var dependsOnWorkRules: Money?

        /// `receipt` against the net pay of its period at `workplace` (the payslip screen's
        /// figures are these, as are each row's of `payday differences`).
        public init(
            workplace: Workplace, receipt: Receipt, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
            rates: RateTable, worker: Worker = Worker()
        ) {
            let period = receipt.period.with(startDay: workplace.periodStartDay)
            self.init(
                workplace: workplace, receipt: receipt,
                slip: Payslip(
                    workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates,
                    worker: worker),
                rates: rates, worker: worker)
        }

        /// `receipt` against `slip`, the payslip of its period at `workplace` already computed.
        /// `worker`: whose tax the table withholds (the payslip's own).
        public init(workplace: Workplace, receipt: Receipt, slip: Payslip, rates: RateTable, worker: Worker = Worker())
        {
            self.init(
                workplaceName: workplace.name, receipt: receipt, slip: slip,
                missingParts: PayDifferences.missingParts(
                    received: receipt.amount, slip: slip, rules: workplace.deductions,
                    rates: rates.rates(for: slip.period, paidOn: slip.payday), worker: worker),
                rates: rates.rates(for: slip.period, paidOn: slip.payday), rules: workplace.deductions, worker: worker)
        }

        init(
            workplaceName: String, receipt: Receipt, slip: Payslip, missingParts: [Part], rates: MonthRates? = nil,
            rules: DeductionRules = DeductionRules(), worker: Worker = Worker()
        ) {
            self.workplaceName = workplaceName
            self.receipt = receipt
            self.slip = slip
            self.missingParts = missingParts
            let sick = slip.allowanceOnSickDays
            guard sick != .zero else { return }
            if let index = missingParts.firstIndex(of: .weeklyHolidayAllowance) {
                self.missingParts.remove(at: index)
                dependsOnWorkRules = sick
            } else if let rates, slip.net.won - receipt.amount.won > PayDifferences.tolerance {
                let gross = slip.pay.gross - sick
                let net = gross - Payslip.deductions(gross: gross, rules: rules, rates: rates, worker: worker).total
                if abs(net.won - receipt.amount.won) <= PayDifferences.tolerance { dependsOnWorkRules = sick }
            }
        }
    }

    /// A receipt whose difference is within this of the computed net counts as paid in full: each
    /// deduction is cut to 10 won, so an employer's rounding can differ by that much.
    public static let tolerance = 10

    /// A period of the year whose payday has passed with pay owed and no receipt recorded: the
    /// commonest unpaid wage, shown apart (a receipt of 0 makes it a row owed in full).
    public struct Unrecorded: Sendable, Equatable {
        public var workplaceName: String
        public var slip: Payslip
    }

    public var year: Int
    public var rows: [Row]
    /// The year's periods paid before today with nothing recorded, workplaces in file order.
    public var unrecorded: [Unrecorded] = []

    /// Every receipt of `year` (by the period's name), workplaces in file order, periods in order,
    /// on `basis`, for the file's worker.
    public init(file: DataFile, year: Int, basis: PayBasis) {
        let basis = basis.forWorker(of: file)
        let today = basis.today
        self.year = year
        rows = []
        for workplace in file.workplaces(asOf: today) {
            for receipt in workplace.received.sorted(by: { $0.period < $1.period }) where receipt.period.year == year {
                let period = receipt.period.with(startDay: workplace.periodStartDay)
                rows.append(
                    Row(
                        workplace: workplace, receipt: receipt, slip: basis.payslip(of: workplace, for: period),
                        rates: basis.rates, worker: basis.worker))
            }
            // The periods named in the year (months, weeks or days, as the workplace is paid) whose
            // payday is before today and that have no receipt.
            for period in workplace.periods(inYear: year) {
                guard !workplace.received.contains(where: { $0.period.hasSameName(as: period) }),
                    workplace.payday.payday(for: period, holidays: basis.holidays) < today
                else { continue }
                let slip = basis.payslip(of: workplace, for: period)
                if slip.net > .zero { unrecorded.append(Unrecorded(workplaceName: workplace.name, slip: slip)) }
            }
        }
    }

    /// The parts that, left out of the gross, give the amount received: either the part whole
    /// (the deductions taken as on the full gross) or the part net of its share of the deductions
    /// (the deductions recomputed on the smaller gross).
    static func missingParts(
        received: Money, slip: Payslip, rules: DeductionRules, rates: MonthRates, worker: Worker = Worker()
    ) -> [Part] {
        guard slip.net.won - received.won > tolerance else { return [] }
        return Part.allCases.filter { part in
            let amount = part.amount(in: slip.pay)
            guard amount != .zero else { return false }
            if abs(slip.net.won - amount.won - received.won) <= tolerance { return true }
            let gross = slip.pay.gross - amount
            let net = gross - Payslip.deductions(gross: gross, rules: rules, rates: rates, worker: worker).total
            return abs(net.won - received.won) <= tolerance
        }
    }

    /// The received total less the owed total of the rows.
    public var total: Money { rows.reduce(Money.zero) { $0 + $1.difference } }

    public var json: String {
        let q = SummaryJSON.quoted
        let items = rows.map { row in
            "\n    { \"workplace\": \(q(row.workplaceName)), \"period\": \"\(row.slip.period)\", "
                + "\"received\": \(row.receipt.amount.won), \"receivedOn\": \(row.receipt.date.map { q($0.description) } ?? "null"), "
                + "\"owed\": \(row.slip.net.won), \"difference\": \(row.difference.won), "
                + "\"missing\": [\(row.missingParts.map { q($0.rawValue) }.joined(separator: ", "))], "
                + "\"minimumWageShortfall\": \(row.slip.minimumWageShortfall.won)"
                + (row.dependsOnWorkRules.map { ", \"dependsOnWorkRules\": { \"weeklyHolidayAllowance\": \($0.won) }" }
                    ?? "")
                + " }"
        }
        let missing = unrecorded.map { item in
            "\n    { \"workplace\": \(q(item.workplaceName)), \"period\": \"\(item.slip.period)\", "
                + "\"payday\": \"\(item.slip.payday)\", \"owed\": \(item.slip.net.won), "
                + "\"minimumWageShortfall\": \(item.slip.minimumWageShortfall.won) }"
        }
        return "{ \"year\": \(year), \"differences\": [\(items.joined(separator: ","))\(rows.isEmpty ? "" : " ")], "
            + "\"noReceipt\": [\(missing.joined(separator: ","))\(missing.isEmpty ? "" : " ")], "
            + "\"total\": \(total.won) }\n"
    }
}
