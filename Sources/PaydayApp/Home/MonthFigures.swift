import Payroll

/// One page's figures: each workplace's card for its period named `month`, computed the first
/// time the page's table asks for that row (so a page costs the cards on screen), then kept;
/// and the net across all the workplaces for the title line, counted a slice of workplaces at
/// a time so that no frame costs the whole file.
///
/// Made for one version of the data and one moment: the home screen drops it when the file
/// changes or a minute passes, and makes it again when the page is shown.
final class MonthFigures {
    let month: PayPeriod
    private let workplaces: [Workplace]
    private let context: Context
    private var cards: [Int: WorkplaceCard] = [:]
    private var netTotal: Money?

    /// What every payslip of the page is computed with.
    struct Context {
        var today: LocalDate
        var now: LocalMoment
        var holidays: HolidayCalendar
        var rates: RateTable
        var strings: AppStrings
        /// The data file's worker (dependants for the withholding table, the minors' limits).
        var worker = Worker()
    }

    init(month: PayPeriod, workplaces: [Workplace], context: Context) {
        self.month = month
        self.workplaces = workplaces
        self.context = context
    }

    var count: Int { workplaces.count }

    /// The payslip of the workplace at `row` for its own period named `month`.
    func payslip(at row: Int) -> Payslip {
        let workplace = workplaces[row]
        return Payslip(
            workplace: workplace, period: month.with(startDay: workplace.periodStartDay), today: context.today,
            now: context.now, holidays: context.holidays, rates: context.rates, worker: context.worker)
    }

    /// The card of `row`, computed on first use.
    func card(at row: Int) -> WorkplaceCard {
        if let card = cards[row] { return card }
        let card = WorkplaceCard(
            payslip: payslip(at: row), workplace: workplaces[row], now: context.now, strings: context.strings)
        cards[row] = card
        return card
    }

    /// The net of every workplace's period of the month, once counted; nil while counting.
    /// Counting needs each workplace's payslip, so it goes a slice at a time
    /// (`countTotal(upTo:)`), never more than a slice in one frame.
    var total: Money? { countedRows == workplaces.count ? Money(won: countedWon) : nil }
    private var countedRows = 0
    private var countedWon = 0

    /// Adds up to `limit` more workplaces to the total (the cards computed so far are reused);
    /// true when the total is complete.
    @discardableResult
    func countTotal(upTo limit: Int) -> Bool {
        let end = limit >= workplaces.count - countedRows ? workplaces.count : countedRows + limit
        for row in countedRows..<end { countedWon += cards[row]?.netWon ?? payslip(at: row).net.won }
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
}
