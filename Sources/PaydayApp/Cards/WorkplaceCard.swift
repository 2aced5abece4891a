import Payroll
import PayrollWords

/// What one card shows, formatted in one language: a value made from a `Payslip`, so the
/// views only place text and never compute pay.
public struct WorkplaceCard: Sendable, Equatable {
    public var name: String
    /// Where the period stands by its payday: `D-5` / `급여일까지 D-5` while it is earned or to
    /// come, `paid Dec 10` / `12월 10일 지급` once paid, `paid in advance Nov 25` for a period
    /// paid before its last day.
    public var paydayStatus: String
    /// The period's net: what is earned so far while it runs, what was paid once paid:
    /// `₩1,234,560` / `1,234,560원`.
    public var netTotal: String
    /// Something in the notes is a warning (minimum wage, unknown rates or holidays, a shift
    /// open too long): the header shows `!`, which points to the notes under the table.
    public var hasWarning: Bool
    /// The detail table's first line: the pay period's dates and payday, and `so far` while it
    /// is being earned.
    public var period: String
    /// The detail table: every line a calculation the worker can redo (`CardExplanation`).
    var rows: [CardRow]
    /// Every warning and note of the period, written out under the table.
    public var notes: [String]
    /// The open shift, if the worker is clocked in here, and the wage it earns: the live line.
    public var openShift: OpenShift?
    public var openShiftHourlyWage: Int
    /// The net pay in won, for the title line's total.
    public var netWon: Int
    /// For a period not yet paid with plans ahead: what it is expected to pay by payday, in
    /// words (`expected by payday ₩870,798 · 8 planned, 44h`), and in won for the title's total.
    public var expected: String?
    public var expectedWon: Int?
    /// When a receipt is recorded for the period: what arrived against the net owed, in words
    /// (`received ₩800,000 · difference -₩160,000`), and whether less arrived than was owed.
    public var received: String?
    public var receivedIsShort = false

    public init(
        payslip: Payslip, workplace: Workplace? = nil, now: LocalMoment? = nil, strings: AppStrings,
        received: PayDifferences.Row? = nil
    ) {
        let explanation = CardExplanation(payslip: payslip, workplace: workplace, now: now, strings: strings)
        name = payslip.workplaceName
        paydayStatus = strings.paydayStatus(
            status: payslip.status, daysUntilPayday: payslip.daysUntilPayday,
            payday: payslip.payday, inAdvance: payslip.paidInAdvanceFrom != nil)
        netTotal = payslip.net.formatted(strings.language)
        hasWarning = explanation.hasWarning
        period = strings.period(
            start: payslip.period.start, end: payslip.period.end, payday: payslip.payday, status: payslip.status)
        rows = explanation.rows
        notes = explanation.notes
        if let from = payslip.paidInAdvanceFrom {
            notes.insert(strings.paidInAdvanceNote(from: from, to: payslip.period.end, payday: payslip.payday), at: 0)
        }
        openShift = workplace?.openShift
        openShiftHourlyWage =
            workplace.flatMap { place in place.openShift.map { place.wages.hourly(on: $0.date) } } ?? 0
        netWon = payslip.net.won
        if let forecast = payslip.expectedBeyondEarned {
            expected = strings.expectedByPayday(
                forecast.net, plannedShifts: forecast.plannedAhead, plannedMinutes: forecast.plannedAheadMinutes)
            expectedWon = forecast.net.won
        }
        if let received {
            self.received = strings.receivedOnCard(received)
            receivedIsShort = received.difference.won < -PayDifferences.tolerance
        }
    }
}

/// Turns a data file into its cards for a moment: today's pay periods, shifts ended by `now`.
struct WorkplaceCards {
    let strings: AppStrings

    func cards(for file: DataFile, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable)
        -> [WorkplaceCard]
    {
        let workplaces = file.workplaces(asOf: today)
        return zip(workplaces, file.payslips(today: today, now: now, holidays: holidays, rates: rates)).map {
            workplace, payslip in
            WorkplaceCard(payslip: payslip, workplace: workplace, now: now, strings: strings)
        }
    }
}
