import Payroll
import PayrollWords

/// A card in one language: what the cell places, worded from the card's values.
struct CardText: Equatable {
    var name: String
    /// Where the period stands by its payday: `D-5` / `급여일까지 D-5` while it is earned or to
    /// come, `paid Dec 10` / `12월 10일 지급` once paid, `paid in advance Nov 25` for a period
    /// paid before its last day; and its compact form, for a header too narrow for the name
    /// beside the whole one (`D-5` in Korean too; the same text where there is no shorter one).
    var paydayStatus: PaydayStatusText
    /// The period's net: what is earned so far while it runs, what was paid once paid:
    /// `₩1,234,560` / `1,234,560원`.
    var netTotal: String
    /// The detail table's first line: the pay period's dates and payday, and `so far` while it
    /// is being earned.
    var period: String
    /// The detail table: every line a calculation the worker can redo (`CardExplanation`).
    var rows: [CardRow]
    /// Every warning and note of the period, written out under the table.
    var notes: [String]
    /// What the period is expected to pay by payday (`expected by payday ₩870,798 · 8 planned,
    /// 44h`), for a period not yet paid with plans ahead.
    var expected: String?
    /// What arrived against the net owed (`received ₩800,000 · difference -₩160,000`).
    var received: String?
    /// The period running today beside an ended one the card shows (`December so far ₩123,000 ·
    /// paid Jan 10`), the line under the header.
    var running: String?

    init(_ card: WorkplaceCard, strings: AppStrings) {
        let payslip = card.payslip
        let explanation = CardExplanation(card, strings: strings)
        name = card.name
        paydayStatus = strings.paydayStatus(
            status: payslip.status, daysUntilPayday: payslip.daysUntilPayday,
            payday: payslip.payday, inAdvance: payslip.paidInAdvanceFrom != nil)
        netTotal = payslip.net.formatted(strings.language)
        // `so far` only while the period runs: one ended and waiting for its payday shows its
        // dates and payday alone, as a paid one does.
        let ended = payslip.status == .current && payslip.today > payslip.period.end
        period = strings.period(
            start: payslip.period.start, end: payslip.period.end, payday: payslip.payday,
            status: ended ? .paid : payslip.status)
        rows = explanation.rows
        notes = explanation.notes
        if let from = payslip.paidInAdvanceFrom {
            notes.insert(strings.paidInAdvanceNote(from: from, to: payslip.period.end, payday: payslip.payday), at: 0)
        }
        expected = payslip.expectedBeyondEarned.map {
            strings.expectedByPayday($0.net, plannedShifts: $0.plannedAhead, plannedMinutes: $0.plannedAheadMinutes)
        }
        received = card.received.map { strings.receivedOnCard($0) }
        running = card.running.map { strings.runningPeriod($0) }
        // Expected below what is earned so far: why, under the table.
        if let expected = payslip.expectedBeyondEarned, expected.net < payslip.net {
            notes.append(strings.expectedBelowEarnedNote(insured: payslip.insuranceApplies))
        }
    }
}

/// A card header's word on the payday, whole (`급여일까지 D-5`) and compact (`D-5`).
struct PaydayStatusText: Equatable {
    var whole: String
    var compact: String
}
