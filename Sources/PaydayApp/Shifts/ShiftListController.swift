import FoundationEssentials
import Layout
import Payroll

/// A workplace's shifts for the period on its card, grouped by week in table sections (each
/// header gives the week's hours and weekly holiday allowance), or one day's shifts (the
/// calendar's Enter). Pushed on the app's navigation controller, whose bar shows `title`
/// (workplace and period, or day): Enter edits the selected shift, `d` deletes it after a
/// confirmation, `a` adds one (the day's date offered for a day), `u` undoes, Esc or ← pops
/// back. Changes go through `Records`, so the cards (and the calendar beneath) follow; a change
/// from another process reloads the rows of the same workplace (found by name), or, when it is
/// gone, closes the list with a word on the home screen. `/` searches: the rows whose date,
/// times, memo or pay hold the text typed stay, as the user types (a `SearchController` on the
/// navigation item); Esc shows them all again.
final class ShiftListController: PushedScreen, WorkplaceRowsScreen, TableViewDataSource, KeyNotes, SearchResultsUpdating
{
    let records: Records
    /// The workplace listed, by name.
    let workplaceName: String
    /// The period on the home screen's page, or the calendar's day.
    let scope: ShiftListRows.Scope
    /// The day listed, if the list is one day's.
    private var day: LocalDate? {
        if case .day(let day) = scope { return day }
        return nil
    }
    private var list: ShiftListRows?
    let tableView = TableView()
    private let emptyLabel = Label()
    /// The open shift (clocked in) of the list's period or day, above the closed ones.
    private let openLabel = Label()

    var pendingSelection: Shift?
    /// `/`: filters the rows as the user types.
    let search = SearchController(searchResultsController: nil)
    /// The text the rows are filtered by; empty shows them all.
    private(set) var searchText = ""

    init(records: Records, workplace: String, scope: ShiftListRows.Scope) {
        self.records = records
        self.workplaceName = workplace
        self.scope = scope
        super.init()
        records.addObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: tableView, overlay: emptyLabel, footers: [])
        setUpList(tableView, cellClass: ShiftRowCell.self, rowHeight: 1, dataSource: self)
        // The open shift's line (no height while nothing is open) over the list.
        view.addConstrainedSubviews([openLabel])
        openLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.height.equalTo(0)
        }
        tableView.snp.remakeConstraints {
            $0.top.equalTo(openLabel.snp.bottom)
            $0.directionalHorizontalEdges.equalToSuperview()
            $0.bottom.equalTo(hintLine.snp.top)
        }
        emptyLabel.snp.remakeConstraints {
            $0.top.equalTo(openLabel.snp.bottom).offset(1)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        search.searchResultsUpdater = self
        search.searchBar.placeholder = strings.shiftSearchPlaceholder
        navigationItem.searchController = search
        reload(selecting: nil)
    }

    /// The search text changed: the rows that hold it stay.
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchText else { return }
        searchText = text
        reload(selecting: selectedRow?.shift)
    }

    /// The records changed: the rows follow the workplace's shifts, or the list closes when the
    /// workplace is gone (a minute changes nothing here).
    func records(_ records: Records, didChange change: RecordsChange) {
        guard change != .minutePassed else {
            if let workplace { showOpenShift(of: workplace) }
            return
        }
        followRecords()
    }

    /// Reads the shifts again; selects `shift` if given, else the nearest shift row. On screen,
    /// the rows that changed animate (`showChanges`); the first time, the table loads.
    func reload(selecting shift: Shift?) {
        guard let workplace else { return }
        let paths = list?.allIndexPaths ?? []
        let previous = tableView.indexPathForSelectedRow.flatMap { paths.firstIndex(of: $0) } ?? 0
        let fresh = ShiftListRows(workplace: workplace, scope: scope, basis: records.basis, strings: strings)
            .filtered(by: searchText)
        let old = list
        list = fresh
        title = strings.shiftListTitle(workplace.name, period: fresh.period)
        emptyLabel.text =
            !searchText.isEmpty
            ? strings.noShiftMatches(searchText) : day == nil ? strings.noShifts : strings.noShiftsThisDay
        showOpenShift(of: workplace)
        if let old, view.window != nil {
            showChanges(from: old, to: fresh)
        } else {
            tableView.reloadData()
            emptyLabel.isHidden = !fresh.weeks.isEmpty
        }
        let all = fresh.allIndexPaths
        let target =
            shift.flatMap { fresh.indexPath(of: $0) } ?? (all.isEmpty ? nil : all[min(previous, all.count - 1)])
        select(target)
    }

    /// One batch update from `old` to `fresh`, by what the rows stand for: a week that went or
    /// came is deleted or inserted whole, a shift that went fades out, one that came (an edited
    /// shift is one that went and one that came) fades in; the rows between slide to their new
    /// places and the headers take their new hours, all on the window's animator. The empty
    /// list's line waits for the last row to have gone.
    private func showChanges(from old: ShiftListRows, to fresh: ShiftListRows) {
        let oldKeys = old.weeks.map(\.key), freshKeys = fresh.weeks.map(\.key)
        let table = tableView
        emptyLabel.isHidden = true
        table.performBatchUpdates(
            {
                table.deleteSections(old.weeks.indices.filter { !freshKeys.contains(oldKeys[$0]) }, with: .fade)
                table.insertSections(fresh.weeks.indices.filter { !oldKeys.contains(freshKeys[$0]) }, with: .fade)
                for (oldSection, week) in old.weeks.enumerated() {
                    guard let freshSection = freshKeys.firstIndex(of: week.key) else { continue }
                    let freshWeek = fresh.weeks[freshSection]
                    let gone = week.rows.indices.filter { !freshWeek.rows.contains(week.rows[$0]) }
                    let came = freshWeek.rows.indices.filter { !week.rows.contains(freshWeek.rows[$0]) }
                    table.deleteRows(at: gone.map { IndexPath(row: $0, section: oldSection) }, with: .fade)
                    table.insertRows(at: came.map { IndexPath(row: $0, section: freshSection) }, with: .fade)
                }
            },
            completion: { [weak self] _ in
                guard let self else { return }
                emptyLabel.isHidden = !(list?.weeks.isEmpty ?? true)
            })
    }

    /// The workplace's open shift when it falls in the list's period or day.
    private func shownOpenShift(of workplace: Workplace) -> OpenShift? {
        guard let open = workplace.openShift else { return nil }
        switch scope {
        case .period(let period): return period.contains(open.date) ? open : nil
        case .day(let day): return day == open.date ? open : nil
        }
    }

    /// The open shift's line, when it falls in the list's period or day; no line otherwise.
    private func showOpenShift(of workplace: Workplace) {
        let shown = shownOpenShift(of: workplace)
        openLabel.text = shown.map { strings.openShiftLine($0, minutes: $0.minutesOpen(at: records.now)) } ?? ""
        openLabel.isHidden = shown == nil
        openLabel.snp.updateConstraints { $0.height.equalTo(shown == nil ? 0 : 1) }
    }

    private func select(_ indexPath: IndexPath?) {
        guard let indexPath else { return }
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        // Before the screen is in the window there is nothing to scroll (and no size to lay out at).
        guard view.window != nil else { return }
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
    }

    private var selectedRow: ShiftListRows.Row? {
        guard let path = tableView.indexPathForSelectedRow, let week = list?.weeks[safe: path.section] else {
            return nil
        }
        return week.rows[safe: path.row]
    }

    /// Moves the selection by one shift, across the weeks.
    private func move(by step: Int) {
        let all = list?.allIndexPaths ?? []
        guard let current = tableView.indexPathForSelectedRow, let index = all.firstIndex(of: current),
            all.indices.contains(index + step)
        else { return }
        select(all[index + step])
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { list?.weeks.count ?? 0 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        list?.weeks[safe: section]?.rows.count ?? 0
    }

    /// The week's hours and weekly holiday allowance.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        list?.weeks[safe: section]?.header
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShiftRowCell.reuseIdentifier, for: indexPath)
        let week = list?.weeks[safe: indexPath.section]
        (cell as? ShiftRowCell)?.show(
            week?.lines[safe: indexPath.row] ?? "", pay: week?.pays[safe: indexPath.row] ?? "",
            planned: week?.rows[safe: indexPath.row]?.isPlanned ?? false,
            mark: week?.rows[safe: indexPath.row].map(ShiftRowView.mark(of:)) ?? ShiftRowView.plannedMark)
        return cell
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let words = strings.keyTitles
        let list = strings.shiftListKeyTitles
        let hint = strings.hintWords
        return selectionKeyCommands(previous: list.previous, next: list.next) { [unowned self] in move(by: $0) } + [
            KeyCommand(input: KeyCommand.inputEnter, title: hint.edit, discoverabilityTitle: list.edit) {
                [unowned self] in editSelected()
            },
            KeyCommand(input: "d", title: hint.delete, discoverabilityTitle: strings.deleteShiftTitle) {
                [unowned self] in deleteSelected()
            },
            KeyCommand(input: "a", title: hint.add, discoverabilityTitle: words.addShift) { [unowned self] in add() },
            KeyCommand(input: "u", discoverabilityTitle: words.undo) { [unowned self] in undo() },
            KeyCommand(input: "r", discoverabilityTitle: words.redo) { [unowned self] in redo() },
            KeyCommand(input: "o", discoverabilityTitle: words.clockOut) { [unowned self] in clockOut() },
            KeyCommand(input: "e", discoverabilityTitle: strings.editOpenShiftTitle) { [unowned self] in
                editOpenShift()
            },
            // Esc is the navigation controller's (back); ← goes back too, as in a browser.
            KeyCommand(input: KeyCommand.inputLeftArrow, title: strings.backTitle) { [unowned self] in
                navigationController?.popViewController(animated: true)
            },
        ]
    }

    /// Under the keys in `?`: the mark of a planned row.
    var keyNotes: [(mark: String, meaning: String)] {
        [strings.plannedRowNote, strings.absenceRowNote, strings.missedRowNote]
    }

    var keyNotesTitle: String? { strings.shiftMarksTitle }

    /// Enter on a recorded shift edits it; on a day the schedule plans (ahead, or missed), it
    /// records that day (the add form offered the planned date and times).
    private func editSelected() {
        guard allowsChanges(), let workplace, let row = selectedRow else { return }
        if row.kind == .scheduled || row.kind == .missed { return add(offering: row.shift) }
        if row.absence != nil { return say(strings.absenceRowRefusal) }
        let shift = row.shift
        let form = ShiftFormController(
            strings: strings, workplace: workplace, shift: shift, offering: records.today,
            workplaces: records.workplaces)
        form.onSave = { [weak self] edited, long in
            guard let self else { return }
            pendingSelection = edited
            save(
                .editShift(workplace: workplace.name, original: shift, replacement: edited, confirmedLong: long),
                describing: strings.shiftEdited(edited, at: workplace.name))
        }
        present(form, animated: true)
    }

    /// `e`: the open shift on the list in its form (date, start, memo; no end), saved as a
    /// change of its own (`DataChange.editOpenShift`, in the history, `u` undoes it).
    private func editOpenShift() {
        guard allowsChanges(), let workplace else { return }
        guard let open = shownOpenShift(of: workplace) else { return say(strings.noOpenShiftHere) }
        let form = OpenShiftFormController(
            strings: strings, workplace: workplace, open: open, now: records.now, workplaces: records.workplaces)
        form.onSave = { [weak self] edited in
            guard let self else { return }
            save(
                .editOpenShift(workplace: workplace.name, original: open, replacement: edited),
                describing: strings.openShiftEdited(edited, at: workplace.name))
        }
        present(form, animated: true)
    }

    private func deleteSelected() {
        guard allowsChanges(), let workplace, let row = selectedRow else { return }
        guard row.kind != .scheduled else { return say(strings.scheduledRowRefusal) }
        guard row.absence == nil else { return say(strings.absenceRowRefusal) }
        guard row.kind != .missed else { return say(strings.missedRowRefusal) }
        let shift = row.shift
        let words = strings.deleteQuestion(shift)
        saveAfterAsking(
            title: words.title, message: words.message, keep: words.keep, confirm: words.delete,
            .removeShift(workplace: workplace.name, shift), describing: strings.shiftRemoved(shift, at: workplace.name))
    }

    /// The add form, offered the list's day (or today) and the usual times, or `plan`'s date and times.
    private func add(offering plan: Shift? = nil) {
        guard allowsChanges(), let workplace else { return }
        let form = ShiftFormController(
            strings: strings, workplace: workplace, shift: nil, offering: plan?.date ?? day ?? records.today,
            workplaces: records.workplaces, times: plan)
        form.onSave = { [weak self] shift, long in
            guard let self else { return }
            pendingSelection = shift
            save(
                .addShift(workplace: workplace.name, shift, confirmedLong: long),
                describing: strings.shiftAdded(shift, at: workplace.name))
        }
        present(form, animated: true)
    }
}
