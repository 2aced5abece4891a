import Foundation
import Layout
import Payroll
import Terminal

/// The home screen: a title line (app, today, how many workplaces), the table of workplace
/// cards, and the key hints at the bottom; or, with no workplaces, a short note on how to add
/// some. Owns the selection and which cards are unfolded, and turns keys into table calls.
final class HomeViewController: ViewController, TableViewDataSource {
    let cards: [WorkplaceCard]
    let today: LocalDate
    let strings: AppStrings
    let dataFile: String
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

    /// The table animates on its window's animator (the window steps it each frame).
    /// The data is a read-only demo: the title line says so.
    let isDemo: Bool

    init(cards: [WorkplaceCard], today: LocalDate, strings: AppStrings, dataFile: String, isDemo: Bool = false) {
        self.isDemo = isDemo
        self.cards = cards
        self.today = today
        self.strings = strings
        self.dataFile = dataFile
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = strings.title(today: today, workplaces: cards.count, isDemo: isDemo)
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
        tableView.register(WorkplaceCell.self, forCellReuseIdentifier: WorkplaceCell.reuseIdentifier)
        // A folded card: border, header, chevron, border. Exact for folded rows, so jumping far
        // (End, a page) lands where it aims before the rows on screen are measured.
        tableView.estimatedRowHeight = 4
        tableView.dataSource = self
        if !cards.isEmpty { tableView.selectRow(at: Self.indexPath(0), animated: false, scrollPosition: .none) }
    }

    private static func indexPath(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    // MARK: TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WorkplaceCell.reuseIdentifier, for: indexPath)
        guard let card = cell as? WorkplaceCell else { return cell }
        card.configure(with: cards[indexPath.row], strings: strings)
        card.setExpanded(expandedRows.contains(indexPath.row))
        return card
    }

    // MARK: Input

    func handle(_ event: Event) {
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse): handle(mouse)
        case .paste, .focusGained, .focusLost: break
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
        case .pageUp: moveSelection(by: -rowsPerPage)
        case .pageDown: moveSelection(by: rowsPerPage)
        case .home, .character("g"): select(0)
        case .end, .character("G"): select(cards.count - 1)
        case .enter, .space: if let selectedRow { toggle(selectedRow) }
        case _ where Self.quitKeys.contains(key): wantsToQuit = true
        default: break
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
    private var rowsPerPage: Int { max(tableView.indexPathsForVisibleRows.count - 1, 1) }

    private func moveSelection(by delta: Int) {
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
