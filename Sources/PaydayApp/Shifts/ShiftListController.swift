import Foundation
import Layout
import Payroll

/// A workplace's shifts for the period on its card, grouped by week (a header line per week
/// with its hours and weekly holiday allowance), in a full-height sheet over the home screen:
/// Enter edits the selected shift, `d` deletes it after a confirmation, `a` adds one, Esc goes
/// back. Changes go through the home screen, so the cards follow.
final class ShiftListController: ViewController, TableViewDataSource {
    private unowned let home: HomeViewController
    private let workplaceRow: Int
    private var rows: [ShiftListRows.Row] = []
    let tableView = TableView()
    private let sheet = FormSheetView()
    private let emptyLabel = Label()
    private let hintLabel = Label(style: Style(attributes: [.dim]))

    init(home: HomeViewController, workplaceRow: Int) {
        self.home = home
        self.workplaceRow = workplaceRow
        super.init()
        modalPresentationStyle = .pageSheet
        // Fills the screen but its top line (the sheet's own placement keeps that free).
        preferredContentSize = Size(width: 0, height: 10_000)
    }

    private var strings: AppStrings { home.strings }
    var workplace: Workplace? {
        home.data.workplaces.indices.contains(workplaceRow) ? home.data.workplaces[workplaceRow] : nil
    }

    override func loadView() { view = sheet }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [tableView, emptyLabel, hintLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            sheet.addSubview(subview)
        }
        tableView.snp.makeConstraints {
            $0.top.equalToSuperview().inset(1)
            $0.leading.trailing.equalToSuperview().inset(1)
            $0.bottom.equalTo(hintLabel.snp.top)
        }
        emptyLabel.snp.makeConstraints {
            $0.top.equalToSuperview().inset(2)
            $0.leading.trailing.equalToSuperview().inset(2)
        }
        hintLabel.snp.makeConstraints {
            $0.bottom.equalToSuperview().inset(1)
            $0.leading.trailing.equalToSuperview().inset(2)
        }
        tableView.register(ShiftRowCell.self, forCellReuseIdentifier: ShiftRowCell.reuseIdentifier)
        tableView.rowHeight = 1
        tableView.estimatedRowHeight = 1
        tableView.dataSource = self
        hintLabel.text = strings.shiftListHints
        reload(selecting: nil)
    }

    /// Reads the shifts again; selects `shift` if given, else the nearest shift row.
    func reload(selecting shift: Shift?) {
        guard let workplace else { return }
        let previous = tableView.indexPathForSelectedRow?.row ?? 0
        let list = ShiftListRows(workplace: workplace, today: home.data.today, holidays: home.data.session.holidays,
                                 rates: home.data.session.rates, strings: strings)
        rows = list.rows
        sheet.title = strings.shiftListTitle(workplace.name, period: list.period)
        emptyLabel.text = strings.noShifts
        emptyLabel.isHidden = !rows.isEmpty
        tableView.reloadData()
        let target = shift.flatMap { wanted in rows.firstIndex { $0.shift == wanted } } ?? previous
        select(nearestShift(to: target, step: 1))
    }

    /// The shift row at or after `row` in the direction of `step`, else the nearest the other way.
    private func nearestShift(to row: Int, step: Int) -> Int? {
        let forward = stride(from: row, to: step > 0 ? rows.count : -1, by: step).first { rows.indices.contains($0) && rows[$0].shift != nil }
        return forward ?? stride(from: row, to: step > 0 ? -1 : rows.count, by: -step).first { rows.indices.contains($0) && rows[$0].shift != nil }
    }

    private func select(_ row: Int?) {
        guard let row, rows.indices.contains(row) else { return }
        let indexPath = IndexPath(row: row, section: 0)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        // Before the sheet is in the window there is nothing to scroll (and no size to lay out at).
        guard view.window != nil else { return }
        // Show the week's header with its first shift.
        let top = row > 0 && rows[row - 1].shift == nil ? row - 1 : row
        tableView.scrollToRow(at: IndexPath(row: top, section: 0), at: .none, animated: false)
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
    }

    private var selectedShift: Shift? {
        tableView.indexPathForSelectedRow.flatMap { rows.indices.contains($0.row) ? rows[$0.row].shift : nil }
    }

    private func move(by step: Int) {
        guard let current = tableView.indexPathForSelectedRow?.row else { return }
        let next = current + step
        guard let target = stride(from: next, to: step > 0 ? rows.count : -1, by: step)
            .first(where: { rows[$0].shift != nil }) else { return }
        select(target)
    }

    // MARK: TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShiftRowCell.reuseIdentifier, for: indexPath)
        (cell as? ShiftRowCell)?.show(rows[indexPath.row])
        return cell
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let words = strings.keyTitles
        return [
            KeyCommand(input: KeyCommand.inputUpArrow, title: words.previous) { [unowned self] in move(by: -1) },
            KeyCommand(input: KeyCommand.inputDownArrow, title: words.next) { [unowned self] in move(by: 1) },
            KeyCommand(input: KeyCommand.inputEnter, title: strings.formWords.editShift) { [unowned self] in editSelected() },
            KeyCommand(input: "d", title: strings.deleteShiftTitle) { [unowned self] in deleteSelected() },
            KeyCommand(input: "a", title: words.addShift) { [unowned self] in add() },
            KeyCommand(input: "u", title: words.undo) { [unowned self] in
                home.undo()
                reload(selecting: nil)
            },
            KeyCommand(input: KeyCommand.inputEscape, title: strings.formWords.cancel) { [unowned self] in dismiss(animated: true) },
        ]
    }

    private func editSelected() {
        guard home.allowsChanges(), let workplace, let shift = selectedShift else { return }
        let form = ShiftFormController(strings: strings, workplace: workplace, shift: shift, today: home.data.today)
        form.onSave = { [unowned self] edited in
            home.save(.editShift(workplace: workplace.name, original: shift, replacement: edited),
                      describing: strings.shiftEdited(edited, at: workplace.name))
            reload(selecting: edited)
        }
        present(form, animated: true)
    }

    private func deleteSelected() {
        guard home.allowsChanges(), let workplace, let shift = selectedShift else { return }
        let words = strings.deleteQuestion(shift)
        let alert = AlertController(title: words.title, message: words.message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: words.keep, style: .cancel))
        alert.addAction(AlertAction(title: words.delete, style: .destructive) { [unowned self] _ in
            home.save(.removeShift(workplace: workplace.name, shift), describing: strings.shiftRemoved(shift, at: workplace.name))
            reload(selecting: nil)
        })
        present(alert, animated: true)
    }

    private func add() {
        guard home.allowsChanges(), let workplace else { return }
        let form = ShiftFormController(strings: strings, workplace: workplace, shift: nil, today: home.data.today)
        form.onSave = { [unowned self] shift in
            home.save(.addShift(workplace: workplace.name, shift), describing: strings.shiftAdded(shift, at: workplace.name))
            reload(selecting: shift)
        }
        present(form, animated: true)
    }
}

/// One line of the shift list: a week's header (bold) or a shift (reversed when selected).
final class ShiftRowCell: TableViewCell {
    static let reuseIdentifier = "ShiftRowCell"
    private let label = Label()
    private var isHeader = false

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        label.snp.makeConstraints {
            $0.top.bottom.equalToSuperview()
            $0.leading.trailing.equalToSuperview().inset(1)
        }
    }

    func show(_ row: ShiftListRows.Row) {
        isHeader = row.shift == nil
        label.text = isHeader ? row.text : "  " + row.text
        restyle()
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        restyle()
    }

    private func restyle() {
        label.style = isHeader ? Style(attributes: [.bold]) : isSelected ? Style(attributes: [.reverse]) : .plain
    }
}
