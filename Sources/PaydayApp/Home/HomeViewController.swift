import FoundationEssentials
import Layout
import Payroll
import PayrollWords

/// The home screen: a title line (app, the page on screen, how many workplaces, the net across
/// them for that page, today), the pages of workplace cards side by side in a `PagedScrollView`
/// (←/→ slide between them; it opens on next pay, every card its own workplace's next payday's
/// period, and each page is a calendar month before or after it: `PayMonths`), and a hint line at the bottom (which
/// also says what a key just did); or, with no workplaces, how to start. Owns the paging, the
/// selection and which cards are unfolded (the same on every page); the cards' figures are the
/// records' (`Records.figures(for:)`), and every change to them comes back as
/// `records(_:didChange:)`. Its keys are key commands (`HomeKeys`); what the letters do is in
/// `HomeViewController+Actions.swift`.
final class HomeViewController: ViewController, RecordsScreen, KeyNotes, TableViewDataSource, TableViewDelegate,
    PagedScrollViewDataSource
{
    let records: Records
    var today: LocalDate { records.today }

    /// The pages, in months from next pay, as of the data last read.
    private(set) var months: PayMonths
    let pagedView = PagedScrollView()
    /// Two pages, pinned over the paged view's slots (which stay empty): the one on screen and
    /// the one it slides to or came from.
    private let pages = [PeriodPage(), PeriodPage()]
    private var currentPage: PeriodPage
    /// Counts the reloads of the data (a change, an undo, another process's save, a new minute).
    private var dataVersion = 0
    /// The workplaces the cards show, in card order, as of the last reload.
    private var shownWorkplaces: [Workplace]

    let titleLabel = WorkingLabel(style: Style(attributes: [.bold]))
    let hintLine = HintLine()
    let emptyStateLabel = Label()

    /// The table of the page on screen.
    var tableView: TableView { currentPage.tableView }
    /// The index of the page on screen (or being slid to) in `months`.
    var pageIndex: Int { pagedView.currentItem }
    /// The page on screen, in months from next pay (0: every workplace's next pay).
    var offset: Int { months.offset(at: pageIndex) }
    /// The period (by name) the card at `row` shows on the page on screen.
    func month(of row: Int) -> PayPeriod { months.month(of: row, offset: offset) }
    /// The figures of the page on screen.
    var figures: MonthFigures { figures(for: offset) }
    /// How many cards a page has: one per workplace.
    var cardCount: Int { figures.count }

    /// The selected card's row; the table of the page on screen keeps the selection.
    var selectedRow: Int? { tableView.indexPathForSelectedRow?.row }
    /// The unfolded cards' rows: a card unfolded on one page is unfolded on every page.
    private(set) var expandedRows: Set<Int> = []
    /// Set by a quit key (`q`, Esc, Ctrl-C); the host ends the app.
    private(set) var wantsToQuit = false
    /// Called when a quit key is pressed (the host stops its run loop).
    var onQuit: (() -> Void)?
    /// What the last key did (undone, refused in the demo), shown in the hint line until the
    /// next key.
    private(set) var message: String?

    var isDemo: Bool { records.isDemo }

    init(records: Records) {
        self.records = records
        months = records.months
        shownWorkplaces = records.workplaces
        currentPage = pages[0]
        super.init()
        records.addObserver(self)
    }

    /// The wheel sideways pages between months (up and down, the table under the pointer scrolls).
    override func loadView() {
        view = HomeView { [weak self] delta in self?.page(by: delta) }
    }

    /// The screen has its own title line: the navigation bar shows only over a pushed screen.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyStateLabel.numberOfLines = 0
        emptyStateLabel.textAlignment = .center
        view.addConstrainedSubviews([titleLabel, pagedView, emptyStateLabel, hintLine])

        titleLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        hintLine.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        pagedView.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom)
            $0.bottom.equalTo(hintLine.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        emptyStateLabel.snp.makeConstraints {
            $0.centerY.equalTo(pagedView.snp.centerY)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        for page in pages {
            page.tableView.dataSource = self
            page.tableView.delegate = self
            // A resize keeps the selected card in view, once the table has its new size.
            page.sizeDidChange = { [weak self, unowned page] in
                guard let self, page === currentPage, let selectedRow else { return }
                select(selectedRow)
            }
        }
        titleLabel.work = { [weak self] in self?.continueCountingTotal() ?? true }
        pagedView.dataSource = self
        // Opens on next pay (`scrollToItem`, as the curriculum opens on the week).
        pagedView.scrollToItem(at: months.openingIndex, animated: false)
        showPage(currentPage, at: pageIndex, selecting: 0)
        showCards()
    }

    private static func indexPath(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// The figures of the page `offset` months from next pay (the records keep them until the
    /// data changes).
    func figures(for offset: Int) -> MonthFigures { records.figures(for: offset) }

    /// The pages whose figures were made since the data last changed (what paging cost).
    var computedMonths: [Int] { records.computedMonths }

    /// Puts `page` in the slot of page `index`, showing that month's cards with `row` selected
    /// and in view, the unfolded cards unfolded.
    private func showPage(_ page: PeriodPage, at index: Int, selecting row: Int?) {
        guard let slot = pagedView.viewForItem(at: index) else { return }
        page.pin(to: slot, in: pagedView)
        let shown = PeriodPage.Shown(
            offset: months.offset(at: index), dataVersion: dataVersion, expandedRows: expandedRows)
        if page.shown != shown {
            page.shown = shown
            page.tableView.reloadData()
        }
        let count = figures(for: months.offset(at: index)).count
        guard let row, count > 0 else { return }
        let indexPath = Self.indexPath(min(max(row, 0), count - 1))
        page.tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        // Before the screen is in a window (at load) there is no size to scroll in yet.
        if page.window != nil { page.tableView.scrollToRow(at: indexPath, at: .none, animated: false) }
    }

    /// How many workplaces' payslips the title's net takes in at a page turn or in one frame:
    /// a file up to this size shows its net at once; a larger one within a few frames of the
    /// slide (`…` until then), so a page turn never costs the whole file.
    static let totalSlice = 250

    /// Whether the title's net of the month on screen is still being counted (the title asks
    /// for frames until it is).
    var isCountingTotal: Bool { cardCount > 1 && figures.total == nil }

    /// Counts one more slice of the title's net, and shows it once complete; true when it is.
    /// The title line calls this as it draws each frame (`WorkingLabel`).
    private func continueCountingTotal() -> Bool {
        guard isCountingTotal else { return true }
        guard figures.countTotal(upTo: Self.totalSlice) else { return false }
        showTitle()
        return true
    }

    /// The page on screen by name: next pay, or the months its cards show.
    var page: AppStrings.Page {
        guard offset != 0, let shown = months.shownPeriods(offset: offset) else { return .nextPay }
        return .months(shown.earliest, shown.latest)
    }

    private func showTitle() {
        let count = cardCount
        let total = count > 1 ? (figures.total.map { $0.formatted(strings.language) } ?? "…") : nil
        titleLabel.text = strings.title(
            page: page, today: today, workplaces: count, isDemo: isDemo, total: total, isExpected: figures.isExpected)
    }

    /// Shows the title, table or empty state, and hints for the data as it is now.
    private func showCards() {
        let count = cardCount
        if count > 1 { figures.countTotal(upTo: Self.totalSlice) }
        showTitle()
        emptyStateLabel.text = strings.emptyState(dataFile: records.session.dataFile).joined(separator: "\n")
        emptyStateLabel.isHidden = count > 0
        pagedView.isHidden = count == 0
        showHints()
    }

    private func showHints() {
        hintLine.message = message
    }

    /// Says what a key did, in the hint line, until the next key.
    func say(_ text: String) {
        message = text
        showHints()
    }

    // MARK: Paging

    /// Slides to the month `delta` pages away, the selection and the unfolded cards kept. Past
    /// the first or the last month nothing moves (not an error: the edge is where the data ends).
    func page(by delta: Int) {
        let target = pageIndex + delta
        guard delta != 0, (0..<months.count).contains(target), cardCount > 0 else { return }
        let row = selectedRow ?? 0
        guard let incoming = pages.first(where: { $0 !== currentPage }) else { return }
        // A turn pressed during a slide: the other page is still leaving, on screen. The slide
        // ends at once, so that page is out of view before it moves to the new month's slot.
        pagedView.finishSliding()
        showPage(incoming, at: target, selecting: row)
        // The incoming page gets its frame and cells where it waits, beside the page on screen,
        // before the slide: the slide then moves the strip and nothing else.
        view.layoutIfNeeded()
        currentPage = incoming
        pagedView.scrollToItem(at: target, animated: true)
        showCards()
    }

    // MARK: Reloading

    /// The records changed (saved, undone, another process's save) or a minute passed.
    func records(_ records: Records, didChange change: RecordsChange) {
        if change == .minutePassed {
            clockDidTick()
        } else {
            reloadCards()
        }
    }

    /// Reads the cards again from the records and keeps the month, the selection (the same
    /// workplace where it is still there) and the unfolded cards where they can stay.
    func reloadCards(selecting row: Int? = nil) {
        let selected = row ?? selectedWorkplaceName.flatMap(row(named:)) ?? selectedRow ?? 0
        let shownOffset = offset
        dataVersion += 1
        shownWorkplaces = records.workplaces
        let newMonths = records.months
        if newMonths != months {
            months = newMonths
            // The slots are made again; the month on screen keeps its place if it is still a page.
            pagedView.reloadData()
            let index = min(max(months.index(of: shownOffset), 0), months.count - 1)
            pagedView.scrollToItem(at: index, animated: false)
        }
        let count = cardCount
        expandedRows = expandedRows.filter { $0 < count }
        showPage(currentPage, at: pageIndex, selecting: selected)
        showCards()
    }

    /// A new minute: the live lines (and a shift that ended by now) change.
    private func clockDidTick() {
        let now = records.now
        if records.isClockedIn {
            for cell in tableView.visibleCells.compactMap({ $0 as? WorkplaceCell }) { cell.updateLiveLine(now: now) }
        }
        // The figures on screen as of this minute: reloaded only if a card shown or the total changed.
        let shown = figures
        let fresh = records.freshFigures(for: offset)
        let rows = tableView.indexPathsForVisibleRows.map(\.row)
        if records.months != months || fresh.count != shown.count
            || rows.contains(where: { fresh.card(at: $0) != shown.card(at: $0) })
            || (fresh.count > 1 && fresh.completeTotal != shown.completeTotal)
        {
            records.dropFigures()
            reloadCards()
        }
    }

    /// The selected card's workplace as the cards on screen show it; a workplace is named by
    /// its name, the records' identity for it.
    var selectedWorkplace: Workplace? { selectedRow.flatMap { shownWorkplaces[safe: $0] } }
    private var selectedWorkplaceName: String? { selectedWorkplace?.name }

    /// The card of the workplace called `name` in the records now.
    private func row(named name: String) -> Int? { records.workplaces.firstIndex { $0.name == name } }

    // MARK: PagedScrollViewDataSource

    func numberOfItems(in pagedScrollView: PagedScrollView) -> Int { months.count }

    /// An empty slot: one of the two pages is pinned over it when its month is shown.
    func pagedScrollView(_ pagedScrollView: PagedScrollView, viewForItemAt index: Int) -> View { View() }

    // MARK: TableViewDataSource

    /// The figures of the page whose table asks.
    private func figures(of tableView: TableView) -> MonthFigures? {
        pages.first { $0.tableView === tableView }?.offset.map(figures(for:))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        figures(of: tableView)?.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WorkplaceCell.reuseIdentifier, for: indexPath)
        guard let card = cell as? WorkplaceCell, let figures = figures(of: tableView) else { return cell }
        card.configure(with: figures.card(at: indexPath.row), strings: strings, now: records.now)
        card.setExpanded(expandedRows.contains(indexPath.row))
        return card
    }

    // MARK: Keys

    /// Every key of the screen, titled: the hint line and `?` read them from here.
    override var keyCommands: [KeyCommand]? { HomeKeys(home: self).commands }

    override func pressesBegan(_ press: KeyPress) {
        if message != nil {
            message = nil
            showHints()
        }
        super.pressesBegan(press)
    }

    func quit() {
        wantsToQuit = true
        onQuit?()
    }

    /// What the marks on a card mean: the end of the `?` list.
    var keyNotes: [(mark: String, meaning: String)] { strings.markMeanings }

    // MARK: Clicks (the window delivers them through the table)

    /// A click on a card selects it (the table asks here first); a click on the selected card
    /// folds or unfolds it.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if indexPath == tableView.indexPathForSelectedRow { toggle(indexPath.row) }
        return indexPath
    }

    /// How many cards a page moves the selection: those on screen but one, at least one.
    var rowsPerPage: Int { max(tableView.indexPathsForVisibleRows.count - 1, 1) }

    func moveSelection(by delta: Int) {
        guard let selectedRow else { return }
        select(selectedRow + delta)
    }

    /// Selects `row` (clamped to the cards) and scrolls it into view.
    func select(_ row: Int) {
        let count = cardCount
        guard count > 0 else { return }
        let indexPath = Self.indexPath(min(max(row, 0), count - 1))
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
    }

    /// Folds or unfolds a card: a constraint constant changes between `beginUpdates()` and
    /// `endUpdates()`, which measures the card again and animates it and the cards below.
    /// Nothing is laid out in between: the card's sections then move inside the animation too,
    /// so a fold clips the detail table from the bottom up, the mirror of an unfold (laying the
    /// card out before `endUpdates()` would blank its rows at once and shrink an empty box).
    func toggle(_ row: Int) {
        guard (0..<cardCount).contains(row) else { return }
        let expand = !expandedRows.contains(row)
        if expand { expandedRows.insert(row) } else { expandedRows.remove(row) }
        currentPage.shown?.expandedRows = expandedRows
        let indexPath = Self.indexPath(row)
        tableView.beginUpdates()
        if let cell = tableView.cellForRow(at: indexPath) as? WorkplaceCell {
            cell.setExpanded(expand)
        }
        tableView.endUpdates()
        // The card grows downwards: scroll, in step with the growth, so all of it shows.
        tableView.scrollToRow(at: indexPath, at: .none, animated: true)
    }
}
