import Foundation
import Layout
import Payroll
import Terminal

/// The home screen: a title line (app, today, how many workplaces, the net across them), the
/// table of workplace cards, and a hint line at the bottom (which also says what a key just
/// did); or, with no workplaces, how to start. Owns the selection and which cards are
/// unfolded, and every key of the screen as a key command (`?` lists them).
final class HomeViewController: ViewController, TableViewDataSource {
    let data: AppData
    private(set) var cards: [WorkplaceCard]
    var strings: AppStrings { data.strings }
    var today: LocalDate { data.today }
    let tableView = TableView()

    let titleLabel = Label(style: Style(attributes: [.bold]))
    let hintLabel = Label(style: Style(attributes: [.dim]))
    let emptyStateLabel = Label()

    /// The selected card's row; the table keeps the selection.
    var selectedRow: Int? { tableView.indexPathForSelectedRow?.row }
    private(set) var expandedRows: Set<Int> = []
    /// Set by one of `quitKeys`.
    private(set) var wantsToQuit = false
    /// `q`, Esc and Ctrl-C: the keys that end the app, the only ones that act while the
    /// terminal is too small to show it.
    static let quitKeys: Set<Key> = [.character("q"), .escape, .control("c")]
    /// What the last key did (undone, refused in the demo), shown in the hint line until the
    /// next key.
    private(set) var message: String?

    var isDemo: Bool { data.session.isDemo }
    /// The calendar or payslip screen over this one (a child controller); it takes every key
    /// while open (it is the first responder) and the resizes and clicks `handle(_:)` gets.
    var overlay: OverlayScreen? { children.lazy.compactMap { $0 as? OverlayScreen }.last }

    init(data: AppData) {
        self.data = data
        cards = data.cards
        super.init()
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
        for subview in [titleLabel, tableView, emptyStateLabel, hintLabel] as [View] {
            // Placed by constraints (also where another view's constraints name it first).
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        titleLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        hintLabel.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        tableView.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom)
            $0.bottom.equalTo(hintLabel.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        emptyStateLabel.snp.makeConstraints {
            $0.centerY.equalTo(tableView.snp.centerY)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        tableView.register(WorkplaceCell.self, forCellReuseIdentifier: WorkplaceCell.reuseIdentifier)
        // A folded card: border, header, chevron, border. Exact for folded rows, so jumping far
        // (End, a page) lands where it aims before the rows on screen are measured.
        tableView.estimatedRowHeight = 4
        tableView.dataSource = self
        showCards(selecting: 0)
    }

    private static func indexPath(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Shows `cards` as they are now: title, table or empty state, hints; selects `row`.
    private func showCards(selecting row: Int?) {
        let total = Money(won: cards.reduce(0) { $0 + $1.netWon })
        titleLabel.text = strings.title(today: today, workplaces: cards.count, isDemo: isDemo,
                                        total: cards.count > 1 ? total.formatted(strings.language) : nil)
        emptyStateLabel.text = strings.emptyState(dataFile: data.session.dataFile).joined(separator: "\n")
        emptyStateLabel.isHidden = !cards.isEmpty
        tableView.isHidden = cards.isEmpty
        showHints()
        if let row, !cards.isEmpty {
            tableView.selectRow(at: Self.indexPath(min(max(row, 0), cards.count - 1)), animated: false, scrollPosition: .none)
        }
    }

    private func showHints() {
        hintLabel.text = message ?? (cards.isEmpty ? strings.emptyHints : strings.keyHints)
    }

    /// Says what a key did, in the hint line, until the next key.
    func say(_ text: String) {
        message = text
        showHints()
    }

    /// Reads the cards again from the data (after a change, an undo, another process's save,
    /// a new minute) and keeps the selection and the unfolded cards where they can stay.
    func reloadCards(selecting row: Int? = nil) {
        let selected = row ?? selectedRow ?? 0
        let newCards = data.cards
        if newCards.count != cards.count { expandedRows = expandedRows.filter { $0 < newCards.count } }
        cards = newCards
        tableView.reloadData()
        showCards(selecting: selected)
        if let selectedRow { tableView.scrollToRow(at: Self.indexPath(selectedRow), at: .none, animated: false) }
        overlay?.dataDidChange(records)
    }

    /// A new minute: the live lines (and a shift that ended by now) change.
    func clockDidTick() {
        let now = data.now
        if cards.contains(where: { $0.openShift != nil }) {
            for cell in tableView.visibleCells.compactMap({ $0 as? WorkplaceCell }) { cell.updateLiveLine(now: now) }
        }
        let fresh = data.cards
        if fresh != cards { reloadCards() }
    }

    // MARK: TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WorkplaceCell.reuseIdentifier, for: indexPath)
        guard let card = cell as? WorkplaceCell else { return cell }
        card.configure(with: cards[indexPath.row], strings: strings, now: data.now)
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

    func quit() { wantsToQuit = true }

    // MARK: Events the window does not route

    func handle(_ event: Event) {
        if forwardToOverlay(event) { return }
        switch event {
        case .mouse(let mouse): handle(mouse)
        case .resize:
            // The window has its new size already: lay out at it, then keep the selected card
            // in view.
            view.layoutIfNeeded()
            if let selectedRow { select(selectedRow) }
        case .key, .paste, .focusGained, .focusLost: break
        }
    }

    /// A click selects the card under it; a click on the selected card folds or unfolds it.
    /// The wheel moves the selection. Only presses act (a click is a press and a release).
    private func handle(_ mouse: MouseEvent) {
        guard mouse.kind == .press else { return }
        switch mouse.button {
        case .scrollUp: moveSelection(by: -1)
        case .scrollDown: moveSelection(by: 1)
        case .left:
            let y = Double(mouse.y) - tableView.frame.minY
            guard y >= 0, y < tableView.bounds.height,
                  let row = tableView.indexPathForRow(at: Point(x: Double(mouse.x), y: tableView.contentOffset.y + y))?.row
            else { return }
            if row == selectedRow { toggle(row) } else { select(row) }
        case .middle, .right, .scrollLeft, .scrollRight, .other: break
        }
    }

    /// How many cards a page moves the selection: those on screen but one, at least one.
    var rowsPerPage: Int { max(tableView.indexPathsForVisibleRows.count - 1, 1) }

    func moveSelection(by delta: Int) {
        guard let selectedRow else { return }
        select(selectedRow + delta)
    }

    /// Selects `row` (clamped to the cards) and scrolls it into view.
    func select(_ row: Int) {
        guard !cards.isEmpty else { return }
        let indexPath = Self.indexPath(min(max(row, 0), cards.count - 1))
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
    }

    /// Folds or unfolds a card: a constraint constant changes between `beginUpdates()` and
    /// `endUpdates()`, which measures the card again and animates it and the cards below.
    /// Nothing is laid out in between: the card's sections then move inside the animation too,
    /// so a fold clips the detail table from the bottom up, the mirror of an unfold (laying the
    /// card out before `endUpdates()` would blank its rows at once and shrink an empty box).
    func toggle(_ row: Int) {
        guard cards.indices.contains(row) else { return }
        let expand = !expandedRows.contains(row)
        if expand { expandedRows.insert(row) } else { expandedRows.remove(row) }
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
