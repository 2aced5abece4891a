import Payroll

/// One page's figures: each workplace's card for its period `offset` months from its next pay
/// (`PayMonths`; the opening page, offset 0, is every workplace's next pay), computed the first
/// time the page's table asks for that row (so a page costs the cards on screen), then kept;
/// and the net across all the workplaces for the title line, counted a slice of workplaces at
/// a time so that no frame costs the whole file.
///
/// Made for one version of the data and one moment: `Records` keeps it until the file changes
/// (or a minute passes and what shows changed), and makes it again when the page is shown.
final class MonthFigures {
    /// Months from next pay: the page.
    let offset: Int
    private let months: PayMonths
    private let workplaces: [Workplace]
    private let basis: PayBasis
    private var cards: [Int: WorkplaceCard] = [:]
    /// The payslips the total counted before their rows' cards were made: a card takes its row's
    /// from here, so no payslip (and no forecast) is worked out twice. At most one per row, as
    /// the cards are; a card's payslip leaves this list for the card.
    private var countedSlips: [Int: Payslip] = [:]
    private var netTotal: Money?

    init(offset: Int, months: PayMonths, workplaces: [Workplace], basis: PayBasis) {
        self.offset = offset
        self.months = months
        self.workplaces = workplaces
        self.basis = basis
    }

    var count: Int { workplaces.count }

    /// The period (by name) the card of `row` shows.
    func month(of row: Int) -> PayPeriod { months.month(of: row, offset: offset) }

    /// The payslip of the workplace at `row` for its own period of the page; a period not yet
    /// paid carries its forecast (what it is expected to pay by payday, plans included).
    func payslip(at row: Int) -> Payslip {
        computedPayslips += 1
        return basis.payslipWithForecast(of: workplaces[row], month: month(of: row))
    }

    /// The card of `row`, computed on first use.
    func card(at row: Int) -> WorkplaceCard {
        if let card = cards[row] { return card }
        let slip = countedSlips.removeValue(forKey: row) ?? payslip(at: row)
        let card = WorkplaceCard(
            payslip: slip, workplace: workplaces[row], now: basis.now,
            received: basis.received(at: workplaces[row], period: slip.period, slip: slip),
            running: basis.runningPayslips(of: workplaces[row], after: slip))
        cards[row] = card
        return card
    }

    /// The net of every workplace's period of the month, once counted; nil while counting. A
    /// period with plans ahead counts what it is expected to pay by payday (`isExpected` then).
    /// Counting needs each workplace's payslip, so it goes a slice at a time
    /// (`countTotal(upTo:)`), never more than a slice in one frame.
    var total: Money? { countedRows == workplaces.count ? Money(won: countedWon) : nil }
    /// Whether the total takes in some period's expected pay beyond what is earned so far.
    private(set) var isExpected = false
    private var countedRows = 0
    private var countedWon = 0

    /// Adds up to `limit` more workplaces to the total (the cards computed so far are reused, and
    /// the payslips computed here kept for the cards); true when the total is complete.
    @discardableResult
    func countTotal(upTo limit: Int) -> Bool {
        let end = limit >= workplaces.count - countedRows ? workplaces.count : countedRows + limit
        for row in countedRows..<end {
            if let card = cards[row] {
                countedWon += card.expectedWon ?? card.netWon
                isExpected = isExpected || card.expectedWon != nil
            } else {
                let slip = payslip(at: row)
                countedSlips[row] = slip
                countedWon += slip.expectedBeyondEarned?.net.won ?? slip.net.won
                isExpected = isExpected || slip.expectedBeyondEarned != nil
            }
        }
        countedRows = end
        return end == workplaces.count
    }

    /// The whole total at once (the minute's check that nothing changed).
    var completeTotal: Money {
        countTotal(upTo: workplaces.count)
        return Money(won: countedWon)
    }

    /// How many cards have been computed (what paging costs, for tests and the benchmark).
    var computedCards: Int { cards.count }
    /// How many payslips have been worked out, for the total and the cards together.
    private(set) var computedPayslips = 0
}
