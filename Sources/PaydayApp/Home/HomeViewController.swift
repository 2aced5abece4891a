import Layout
import Payroll
import Terminal

/// The home screen: a title line (app, today, how many workplaces), the table of workplace
/// cards, and the key hints at the bottom; or, with no workplaces, a short note on how to add
/// some. Owns the selection and which cards are unfolded, and turns keys into table calls.
final class HomeViewController: ViewController, CardTableViewDataSource {
    let cards: [WorkplaceCard]
    let today: LocalDate
    let strings: AppStrings
    let dataFile: String
    let tableView: CardTableView

    let titleLabel = Label(style: Style(attributes: [.bold]))
    let hintLabel = Label(style: Style(attributes: [.dim]))
    let emptyStateLabel = Label()

    private(set) var selectedRow: Int?
    private(set) var expandedRows: Set<Int> = []
    /// Set by `q`, Esc or Ctrl-C.
    private(set) var wantsToQuit = false

    init(cards: [WorkplaceCard], today: LocalDate, strings: AppStrings, dataFile: String, animator: Animator) {
        self.cards = cards
        self.today = today
        self.strings = strings
        self.dataFile = dataFile
        tableView = CardTableView(animator: animator)
        selectedRow = cards.isEmpty ? nil : 0
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = strings.title(today: today, workplaces: cards.count)
        hintLabel.text = cards.isEmpty ? strings.quitHint : strings.keyHints
        emptyStateLabel.text = strings.emptyState(dataFile: dataFile).joined(separator: "\n")
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
        emptyStateLabel.isHidden = !cards.isEmpty
        tableView.isHidden = cards.isEmpty
        tableView.dataSource = self
        tableView.reloadData()
    }

    // MARK: CardTableViewDataSource

    func numberOfRows(in tableView: CardTableView) -> Int { cards.count }

    func tableView(_ tableView: CardTableView, cellForRow row: Int) -> CardTableCell {
        let cell = tableView.dequeueReusableCell() as? WorkplaceCell ?? WorkplaceCell()
        cell.configure(with: cards[row], strings: strings)
        cell.setExpanded(expandedRows.contains(row))
        cell.isSelectedCard = row == selectedRow
        return cell
    }

    // MARK: Input

    func handle(_ event: Event) {
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse): handle(mouse)
        case .resize:
            // The window has its new size already: lay out at it, then keep the selected card
            // in view.
            view.layoutIfNeeded()
            if let selectedRow { select(selectedRow) }
        }
    }

    private func handle(_ key: Key) {
        switch key {
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -tableView.rowsPerPage)
        case .pageDown: moveSelection(by: tableView.rowsPerPage)
        case .home, .character("g"): select(0)
        case .end, .character("G"): select(cards.count - 1)
        case .enter, .space: if let selectedRow { toggle(selectedRow) }
        case .character("q"), .escape, .control("c"): wantsToQuit = true
        default: break
        }
    }

    /// A click selects the card under it; a click on the selected card folds or unfolds it.
    /// The wheel moves the selection.
    private func handle(_ mouse: MouseEvent) {
        switch mouse.button {
        case .scrollUp: moveSelection(by: -1)
        case .scrollDown: moveSelection(by: 1)
        case .left:
            guard let row = tableView.row(atViewportY: Double(mouse.y) - tableView.frame.minY) else { return }
            if row == selectedRow { toggle(row) } else { select(row) }
        case .right: break
        }
    }

    private func moveSelection(by delta: Int) {
        guard let selectedRow else { return }
        select(selectedRow + delta)
    }

    /// Selects `row` (clamped to the cards) and scrolls it into view.
    func select(_ row: Int) {
        guard !cards.isEmpty else { return }
        let row = min(max(row, 0), cards.count - 1)
        if let old = selectedRow { (tableView.cellForRow(old) as? WorkplaceCell)?.isSelectedCard = false }
        selectedRow = row
        tableView.scrollToRow(row)
        (tableView.cellForRow(row) as? WorkplaceCell)?.isSelectedCard = true
    }

    /// Folds or unfolds a card: a constraint constant changes between `beginUpdates()` and
    /// `endUpdates()`, which measures the card again and animates it and the cards below.
    func toggle(_ row: Int) {
        guard cards.indices.contains(row) else { return }
        let expand = !expandedRows.contains(row)
        if expand { expandedRows.insert(row) } else { expandedRows.remove(row) }
        tableView.beginUpdates()
        if let cell = tableView.cellForRow(row) as? WorkplaceCell {
            cell.setExpanded(expand)
            cell.contentView.layoutIfNeeded()
        }
        tableView.endUpdates(keepingRowVisible: row)
        // A card that was scrolled to before its cell existed gets its selection now.
        (tableView.cellForRow(row) as? WorkplaceCell)?.isSelectedCard = row == selectedRow
    }
}
