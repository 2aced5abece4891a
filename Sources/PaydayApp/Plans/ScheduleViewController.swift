import FoundationEssentials
import Layout
import Payroll

/// A workplace's weekly schedule, pushed from the home screen (`S`) on the app's navigation
/// controller (the bar names the workplace): each entry a row (its days, times, break, first
/// and last day, and its paid time a week), then what the current pay period's planned days came
/// to (worked, ahead, missed). `a` adds an entry and Enter edits the selected one in
/// `ScheduleFormController`; `d` removes it after a question; `u` undoes; Esc or ← goes back.
/// Every change goes through `Records.apply` (the store: locked, validated, kept in the
/// history), so the cards, the calendar and the shift list follow; another process's change to
/// the schedule shows here at once, and a workplace removed elsewhere closes the screen.
final class ScheduleViewController: PushedScreen, WorkplaceRowsScreen, TableViewDataSource {
    let records: Records
    /// The workplace shown, by name.
    let workplaceName: String
    /// The entries as last shown, in the file's order.
    private(set) var entries: [ScheduleEntry] = []
    let tableView = TableView()
    let emptyLabel = Label()
    let statusLabel = Label(textColor: .secondaryLabel)
    var pendingSelection: ScheduleEntry?

    init?(records: Records, workplace name: String) {
        guard records.workplace(named: name) != nil else { return nil }
        self.records = records
        workplaceName = name
        super.init()
        records.addObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: tableView, overlay: emptyLabel, footers: [statusLabel])
        setUpList(tableView, cellClass: ShiftRowCell.self, rowHeight: 1, dataSource: self)
        reload(selecting: nil)
    }

    /// The records changed: the rows follow the workplace's schedule (a minute may move a planned
    /// day to worked or missed, so the status line is made again too).
    func records(_ records: Records, didChange change: RecordsChange) {
        followRecords()
    }

    /// Reads the schedule again; selects `entry` if given, else the row selected before (or the
    /// nearest).
    func reload(selecting entry: ScheduleEntry?) {
        guard let workplace else { return }
        let previous = tableView.indexPathForSelectedRow?.row ?? 0
        title = strings.scheduleTitle(workplace.name)
        emptyLabel.text = strings.scheduleWords.empty
        statusLabel.text = statusLine(of: workplace)
        if entries != workplace.schedule || !isShowingRows {
            entries = workplace.schedule
            tableView.reloadData()
            isShowingRows = true
        }
        emptyLabel.isHidden = !entries.isEmpty
        guard !entries.isEmpty else { return }
        let row = entry.flatMap { entries.firstIndex(of: $0) } ?? min(previous, entries.count - 1)
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        if view.window != nil { tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false) }
    }
    private var isShowingRows = false

    /// What the current pay period's planned days came to, as of the records' moment.
    private func statusLine(of workplace: Workplace) -> String {
        let period = workplace.period(containing: records.today)
        let days = records.basis.plannedDays(of: workplace, in: period.start...period.end)
        return strings.plannedCounts(
            days, period: "\(strings.shortDate(period.start)) – \(strings.shortDate(period.end))")
    }

    private var selectedEntry: ScheduleEntry? { tableView.indexPathForSelectedRow.flatMap { entries[safe: $0.row] } }

    private func move(by step: Int) { moveSelection(in: tableView, by: step, rowCount: entries.count) }

    // MARK: TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShiftRowCell.reuseIdentifier, for: indexPath)
        if let entry = entries[safe: indexPath.row] {
            (cell as? ShiftRowCell)?.show(strings.scheduleLine(entry), pay: strings.weeklyTime(entry), planned: false)
        }
        return cell
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let words = strings.scheduleWords
        let hint = strings.hintWords
        return selectionKeyCommands(previous: words.previous, next: words.next) { [unowned self] in move(by: $0) } + [
            KeyCommand(input: "a", title: hint.add, discoverabilityTitle: words.add) { [unowned self] in edit(nil) },
            KeyCommand(input: KeyCommand.inputEnter, title: hint.edit, discoverabilityTitle: words.edit) {
                [unowned self] in
                if let entry = selectedEntry { edit(entry) }
            },
            KeyCommand(input: "d", title: hint.delete, discoverabilityTitle: words.remove) { [unowned self] in
                removeSelected()
            },
            KeyCommand(input: "u", discoverabilityTitle: strings.keyTitles.undo) { [unowned self] in undo() },
        ] + backKeyCommands(title: strings.backTitle)
    }

    /// The form for a new entry (`entry` nil, its first day offered as today) or for `entry`.
    func edit(_ entry: ScheduleEntry?) {
        guard allowsChanges(), let workplace else { return }
        let form = ScheduleFormController(strings: strings, workplace: workplace, entry: entry, offering: records.today)
        let name = workplace.name
        form.onSave = { [weak self] edited in
            guard let self else { return }
            pendingSelection = edited
            if let entry {
                save(
                    .editScheduleEntry(workplace: name, original: entry, replacement: edited),
                    describing: strings.scheduleChanged(edited, at: name))
            } else {
                save(.addScheduleEntry(workplace: name, edited), describing: strings.scheduleAdded(edited, at: name))
            }
        }
        present(form, animated: true)
    }

    private func removeSelected() {
        guard allowsChanges(), let workplace, let entry = selectedEntry else { return }
        let words = strings.scheduleWords
        saveAfterAsking(
            title: words.removeTitle, message: strings.scheduleLine(entry), keep: words.keep, confirm: words.remove2,
            .removeScheduleEntry(workplace: workplace.name, entry),
            describing: strings.scheduleRemoved(entry, at: workplace.name))
    }
}
