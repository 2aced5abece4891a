import Payroll
import PayrollWords

/// What one card shows, as values made from a `Payslip`: the views word it (`CardText`) and
/// never compute pay; the model holds no words.
public struct WorkplaceCard: Sendable, Equatable {
    /// The period's payslip (its forecast included for a period not yet paid with plans ahead).
    public var payslip: Payslip
    /// The open shift, if the worker is clocked in here, and the wage it earns: the live line.
    public var openShift: OpenShift?
    public var openShiftHourlyWage: Int
    /// The open shift has run too long by the moment the card was made.
    public var openShiftIsOverdue: Bool
    /// What was received for the period against the net owed, when a receipt is recorded.
    public var received: PayDifferences.Row?
    /// When the card's period has ended and waits for its payday: the period running today and
    /// its net so far, shown under the header so that this period's work is never hidden.
    public var running: RunningPeriod?

    /// The period running beside an ended one: its dates, its payday and its net so far; with
    /// the periods between them that have pay (a daily job's Sunday beside Saturday shown and
    /// Monday running), counted from the first of them.
    public struct RunningPeriod: Sendable, Equatable {
        public var period: PayPeriod
        /// The first payday of what the line counts.
        public var payday: LocalDate
        public var net: Money
        /// The first day counted, when periods between come before the running one.
        public var from: LocalDate?
        /// What the line counts is paid on more than one day (from `payday` on).
        public var paidOnSeveralDays: Bool

        public init(_ slip: Payslip, between: [Payslip] = []) {
            period = slip.period
            let paydays = between.map(\.payday) + [slip.payday]
            payday = paydays.min() ?? slip.payday
            net = between.reduce(slip.net) { $0 + $1.net }
            from = between.first?.period.start
            paidOnSeveralDays = Set(paydays).count > 1
        }
    }

    public init(
        payslip: Payslip, workplace: Workplace? = nil, now: LocalMoment? = nil, received: PayDifferences.Row? = nil,
        running: (running: Payslip, between: [Payslip])? = nil
    ) {
        self.payslip = payslip
        self.running = running.map { RunningPeriod($0.running, between: $0.between) }
        let open = workplace?.openShift
        openShift = open
        openShiftHourlyWage =
            workplace.flatMap { place in open.map { place.wages.hourly(on: $0.date) } } ?? 0
        openShiftIsOverdue = now.map { now in open?.isOverdue(at: now) ?? false } ?? false
        self.received = received
    }

    public var name: String { payslip.workplaceName }
    /// Something in the notes is a warning (minimum wage, unknown rates or holidays, a shift
    /// open too long): the header shows `!`, which points to the notes under the table.
    public var hasWarning: Bool { openShiftIsOverdue || payslip.warnings.contains { $0.isWarning } }
    /// The net pay in won, for the title line's total.
    public var netWon: Int { payslip.net.won }
    /// For a period not yet paid with plans ahead: what it is expected to pay by payday, in won.
    public var expectedWon: Int? { payslip.expectedBeyondEarned?.net.won }
    /// Less arrived than was owed.
    public var receivedIsShort: Bool { received.map { $0.difference.won < -PayDifferences.tolerance } ?? false }
}

extension DataFile {
    /// The file's cards on `basis`: today's pay periods, shifts ended by its moment.
    func cards(basis: PayBasis) -> [WorkplaceCard] {
        zip(workplaces(asOf: basis.today), payslips(basis: basis)).map { workplace, payslip in
            WorkplaceCard(
                payslip: payslip, workplace: workplace, now: basis.now,
                running: basis.runningPayslips(of: workplace, after: payslip))
        }
    }
}
