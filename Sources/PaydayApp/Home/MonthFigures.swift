import Payroll

/// One page's figures: each workplace's card for its period named `month`, computed the first
/// time the page's table asks for that row (so a page costs the cards on screen), then kept;
/// and the net across all the workplaces for the title line, computed once when asked.
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
        return Payslip(workplace: workplace, period: month.with(startDay: workplace.periodStartDay), today: context.today,
                       now: context.now, holidays: context.holidays, rates: context.rates)
    }

    /// The card of `row`, computed on first use.
    func card(at row: Int) -> WorkplaceCard {
        if let card = cards[row] { return card }
        let card = WorkplaceCard(payslip: payslip(at: row), workplace: workplaces[row], now: context.now, strings: context.strings)
        cards[row] = card
        return card
    }

    /// The net of every workplace's period of the month: each payslip is needed, so this costs
    /// the file once per page and version (the cards computed so far are reused).
    var total: Money {
        if let netTotal { return netTotal }
        var won = 0
        for row in workplaces.indices { won += cards[row]?.netWon ?? payslip(at: row).net.won }
        netTotal = Money(won: won)
        return Money(won: won)
    }

    /// How many cards have been computed (what paging costs, for tests and the benchmark).
    var computedCards: Int { cards.count }
}
