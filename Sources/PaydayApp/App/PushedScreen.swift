import FoundationEssentials
import Layout

/// The one shell of every screen pushed on the navigation: a blank root (the screen it slides
/// over never shows through), the title bar shown while on top (the home screen, beneath, hides
/// it; the title is the controller's), and a hint line at the bottom: the titled keys in reach,
/// read from the screen's `keyCommands` (and the navigation's `?`), or what the last key did
/// until the next key clears it. Helpers lay out a column of content over the hint line.
class PushedScreen: ViewController {
    let hintLine = HintLine()

    override func loadView() { view = ScreenView() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// Places `content` from the top down to `footers` (lines stacked over the hint line, first
    /// highest), and `overlay` (an empty list's words) over the content from its first line,
    /// wrapped to the screen's width so that a narrow screen shows all of it.
    func placeColumn(content: View, overlay: Label? = nil, footers: [View]) {
        overlay?.numberOfLines = 0
        let below = footers + [hintLine]
        view.addConstrainedSubviews([content] + [overlay].compactMap({ $0 }) + below)
        content.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview()
            $0.bottom.equalTo(below[0].snp.top)
        }
        overlay?.snp.makeConstraints {
            $0.top.equalToSuperview().inset(1)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        for (index, line) in below.enumerated() {
            line.snp.makeConstraints {
                if index + 1 < below.count {
                    $0.bottom.equalTo(below[index + 1].snp.top)
                } else {
                    $0.bottom.equalToSuperview()
                }
                $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            }
        }
    }

    /// A list of rows of `rowHeight` lines drawn by cells of `cellClass`, filled by `dataSource`.
    func setUpList(_ table: TableView, cellClass: ListCell.Type, rowHeight: Double, dataSource: TableViewDataSource) {
        table.register(cellClass, forCellReuseIdentifier: cellClass.reuseIdentifier)
        table.rowHeight = rowHeight
        table.estimatedRowHeight = rowHeight
        table.dataSource = dataSource
    }

    /// ↑/↓ with the hint `select`, titled `previous` and `next` for `?`, moving by a row.
    func selectionKeyCommands(previous: String, next: String, move: @escaping (Int) -> Void) -> [KeyCommand] {
        let select = hintWordsSelect
        return [
            KeyCommand(input: KeyCommand.inputUpArrow, title: select, discoverabilityTitle: previous) { move(-1) },
            KeyCommand(input: KeyCommand.inputDownArrow, title: select, discoverabilityTitle: next) { move(1) },
        ]
    }

    /// The hint bar's word for ↑/↓ (`select`), from the screen's strings.
    var hintWordsSelect: String { (self as? RecordsScreen)?.strings.hintWords.select ?? "select" }

    /// Says `text` in the hint line until the next key.
    func say(_ text: String) { hintLine.message = text }

    override func pressesBegan(_ press: KeyPress) {
        hintLine.message = nil
        super.pressesBegan(press)
    }

    /// Selects the row `step` rows from the selected one of a table of one section (nothing
    /// past either end), and keeps it in view.
    func moveSelection(in table: TableView, by step: Int, rowCount: Int) {
        guard let row = table.indexPathForSelectedRow?.row, (0..<rowCount).contains(row + step) else { return }
        let path = IndexPath(row: row + step, section: 0)
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        table.scrollToRow(at: path, at: .none, animated: false)
    }

    /// The key commands that go back (← and `q`; Esc is the navigation's), titled `back`.
    func backKeyCommands(title: String) -> [KeyCommand] {
        let back = { [unowned self] in _ = navigationController?.popViewController(animated: true) }
        return [
            KeyCommand(input: KeyCommand.inputLeftArrow, title: title, action: back),
            KeyCommand(input: "q", discoverabilityTitle: title, action: back),
        ]
    }
}

/// A cell of a pushed screen's list, registered and dequeued under its own identifier.
protocol ListCell: TableViewCell {
    static var reuseIdentifier: String { get }
}
