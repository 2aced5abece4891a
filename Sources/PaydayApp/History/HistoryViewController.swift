import FoundationEssentials
import Layout
import Payroll

/// The history of the data file (`H` on the home screen): every change with its number, time,
/// where it came from and what it did, newest first, read from the store's history (the one
/// `payday history` prints and `u`/`r` walk through); an undone entry is marked. Pushed on the
/// navigation controller. ↑/↓ (PgUp/PgDn, Home/End) select, Enter shows the change in full in
/// an alert (a long one is cut at the screen's edge), `u` undoes and `r` redoes as on every
/// screen (the new entry comes in at the top), `/` filters the rows as the worker types (a
/// `SearchController` on the navigation item, as on the shift list), Esc, ← or `q` goes back.
/// The rows are a `TableViewDiffableDataSource`'s: each reload applies a snapshot of entries,
/// and the table animates what came, went or changed its mark.
final class HistoryViewController: PushedScreen, RecordsScreen, SearchResultsUpdating {
    let records: Records
    let tableView = TableView()
    private let emptyLabel = Label()
    /// `/`: filters the rows as the user types.
    let search = SearchController(searchResultsController: nil)
    /// The text the rows are filtered by; empty shows them all.
    private(set) var searchText = ""
    /// The rows on screen (after the filter), newest first.
    private(set) var rows: [HistoryRows.Row] = []
    private var dataSource: TableViewDiffableDataSource<Int, HistoryRows.Row>?

    init(records: Records) {
        self.records = records
        super.init()
        records.addObserver(self)
    }

    private var words: any HistoryScreenWords { strings.appWords }

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: tableView, overlay: emptyLabel, footers: [])
        tableView.register(HistoryRowCell.self, forCellReuseIdentifier: HistoryRowCell.reuseIdentifier)
        tableView.rowHeight = 2
        tableView.estimatedRowHeight = 2
        let source = TableViewDiffableDataSource<Int, HistoryRows.Row>(tableView: tableView) { table, path, row in
            let cell = table.dequeueReusableCell(withIdentifier: HistoryRowCell.reuseIdentifier, for: path)
            (cell as? HistoryRowCell)?.show(row)
            return cell
        }
        source.defaultRowAnimation = .fade
        dataSource = source
        search.searchResultsUpdater = self
        search.searchBar.placeholder = words.searchPlaceholder
        navigationItem.searchController = search
        reload()
    }

    /// The search text changed: the rows that hold it stay.
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchText else { return }
        searchText = text
        reload()
    }

    /// Any change to the file (here, on another screen, another process's) adds an entry.
    func records(_ records: Records, didChange change: RecordsChange) {
        guard change != .minutePassed, isViewLoaded else { return }
        reload()
    }

    /// Reads the history again and shows it filtered, the selected entry kept selected (the
    /// newest when it is gone). Once on screen the differences animate.
    func reload() {
        let selected = selectedRow?.number
        var history: History?
        var problem: String?
        do throws(Records.Refusal) {
            history = try records.history()
        } catch {
            problem = error.message
        }
        let all = HistoryRows(
            history ?? History(), words: records.words, marks: words, timeZone: records.session.timeZone)
        let fresh = all.filtered(by: searchText).rows
        rows = fresh
        title = words.title(shown: fresh.count, of: all.rows.count)
        emptyLabel.text =
            problem
            ?? (records.isDemo
                ? words.demoHasNoHistory
                : history == nil
                    ? words.shownOnlyHasNoHistory : !searchText.isEmpty ? words.noMatches(searchText) : words.noChanges)
        emptyLabel.isHidden = !fresh.isEmpty
        var snapshot = DiffableDataSourceSnapshot<Int, HistoryRows.Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(fresh, toSection: 0)
        if view.window == nil {
            dataSource?.applySnapshotUsingReloadData(snapshot)
        } else {
            dataSource?.apply(snapshot, animatingDifferences: true)
        }
        select(selected.flatMap { number in fresh.firstIndex { $0.number == number } } ?? 0)
    }

    private var selectedRow: HistoryRows.Row? { tableView.indexPathForSelectedRow.flatMap { rows[safe: $0.row] } }

    private func select(_ row: Int) {
        guard !rows.isEmpty else { return }
        let path = IndexPath(row: min(max(row, 0), rows.count - 1), section: 0)
        tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        // Before the screen is in the window there is nothing to scroll (and no size to lay out at).
        guard view.window != nil else { return }
        tableView.scrollToRow(at: path, at: .none, animated: false)
    }

    private func move(by step: Int) { moveSelection(in: tableView, by: step, rowCount: rows.count) }

    /// How many rows a page moves the selection: those on screen but one, at least one.
    private var rowsPerPage: Int { max(tableView.indexPathsForVisibleRows.count - 1, 1) }

    /// Enter: the selected change in full, in an alert (its words wrap there).
    private func showSelected() {
        guard let row = selectedRow else { return }
        let alert = AlertController(
            title: words.entryTitle(row.number),
            message: String(row.heading.drop { $0 != "·" }.dropFirst(2)) + " · " + row.source + "\n" + row.what,
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: strings.okTitle, style: .cancel))
        present(alert, animated: true)
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let keys = words.historyKeyTitles
        let titles = strings.keyTitles
        return selectionKeyCommands(previous: keys.newer, next: keys.older) { [unowned self] in move(by: $0) } + [
            KeyCommand(input: KeyCommand.inputEnter, title: keys.wholeHint, discoverabilityTitle: keys.whole) {
                [unowned self] in showSelected()
            },
            KeyCommand(input: KeyCommand.inputPageUp, discoverabilityTitle: titles.pageUp) { [unowned self] in
                move(by: -rowsPerPage)
            },
            KeyCommand(input: KeyCommand.inputPageDown, discoverabilityTitle: titles.pageDown) { [unowned self] in
                move(by: rowsPerPage)
            },
            KeyCommand(input: KeyCommand.inputHome, discoverabilityTitle: keys.newest) { [unowned self] in select(0) },
            KeyCommand(input: KeyCommand.inputEnd, discoverabilityTitle: keys.oldest) { [unowned self] in
                select(rows.count - 1)
            },
            KeyCommand(input: "u", discoverabilityTitle: titles.undo) { [unowned self] in undo() },
            KeyCommand(input: "r", discoverabilityTitle: titles.redo) { [unowned self] in redo() },
        ] + backKeyCommands(title: strings.backTitle)
    }
}

/// One entry of the history on two lines: its number, time and marks with where it came from
/// right-aligned (secondary text), then what it did (cut with `…` at the edge); both reversed
/// when selected.
final class HistoryRowCell: TableViewCell {
    static let reuseIdentifier = "HistoryRowCell"
    private let heading = ShiftRowView()
    private let what = ShiftRowView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        heading.isSecondary = true
        for line in [heading, what] {
            line.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(line)
            line.snp.makeConstraints {
                $0.height.equalTo(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            }
        }
        heading.snp.makeConstraints { $0.top.equalToSuperview() }
        what.snp.makeConstraints { $0.top.equalTo(heading.snp.bottom) }
    }

    func show(_ row: HistoryRows.Row) {
        heading.line = row.heading
        heading.pay = row.source
        what.line = row.what
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        heading.isSelected = selected
        what.isSelected = selected
    }
}

/// The home screen's `H`: the history, pushed like the other screens.
extension HomeViewController {
    func openHistory() {
        navigationController?.pushViewController(HistoryViewController(records: records), animated: true)
    }

    /// `H`, listed by `?` and the palette (the hint bar has no room for it).
    var historyKeyCommands: [KeyCommand] {
        [
            KeyCommand(input: "H", discoverabilityTitle: strings.appWords.openKeyTitle) {
                [unowned self] in openHistory()
            }
        ]
    }
}
