import FoundationEssentials
import Layout
import Payroll

/// Money ahead: every payday to come across workplaces, by date, through three months from
/// today (what `payday paydays` lists, from the same function): each with its workplace, the
/// period it pays, its expected net, what is earned so far and the part still planned (net and
/// the planned shifts' count and hours), and the total. Pushed from the home screen (`m`);
/// ↑/↓ select a payday, Enter pushes that workplace's shifts of the period (with its plans); Esc
/// or ← goes back. It observes the records: a shift or schedule saved anywhere (here, another
/// screen, another process) and each passing minute recompute it.
final class MoneyAheadViewController: RecordsListScreen, TableViewDataSource {
    /// How far ahead, in months (as `payday paydays`' default).
    static let months = 3
    private(set) var paydays: [UpcomingPayday] = []
    let emptyLabel = Label()
    let totalLabel = Label(style: Style(attributes: .bold))

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: tableView, overlay: emptyLabel, footers: [totalLabel])
        setUpList(tableView, cellClass: PaydayRowCell.self, rowHeight: 3, dataSource: self)
        reload()
    }

    /// Computes the paydays again and shows them, keeping the selected row where it was.
    override func reload() {
        let previous = tableView.indexPathForSelectedRow?.row ?? 0
        let fresh = PaydaysAhead.list(of: records.workplaces, basis: records.basis, months: Self.months)
        let last = PaydaysAhead.lastDay(from: records.today, months: Self.months)
        title = strings.moneyAheadTitle(through: last)
        emptyLabel.text = strings.noPaydaysAhead
        emptyLabel.isHidden = !fresh.isEmpty
        totalLabel.text = strings.paydaysTotal(fresh.reduce(Money.zero) { $0 + $1.expected.net }, count: fresh.count)
        if fresh != paydays || tableView.numberOfSections == 0 {
            paydays = fresh
            tableView.reloadData()
        }
        guard !paydays.isEmpty else { return }
        let row = min(previous, paydays.count - 1)
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }

    private func move(by step: Int) { moveSelection(in: tableView, by: step, rowCount: paydays.count) }

    /// Enter: the selected payday's period as a shift list, its plans among the shifts.
    private func openSelected() {
        guard let row = tableView.indexPathForSelectedRow?.row, let payday = paydays[safe: row],
            records.workplace(named: payday.workplace) != nil
        else { return }
        navigationController?.pushViewController(
            ShiftListController(records: records, workplace: payday.workplace, scope: .period(payday.period)),
            animated: true)
    }

    // MARK: TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { paydays.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PaydayRowCell.reuseIdentifier, for: indexPath)
        if let payday = paydays[safe: indexPath.row] {
            (cell as? PaydayRowCell)?.show(strings.paydayLines(payday, today: records.today))
        }
        return cell
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let hint = strings.hintWords
        let words = strings.moneyAheadKeyTitles
        return selectionKeyCommands(previous: words.previous, next: words.next) { [unowned self] in move(by: $0) } + [
            KeyCommand(input: KeyCommand.inputEnter, title: hint.shifts, discoverabilityTitle: words.open) {
                [unowned self] in openSelected()
            }
        ] + backKeyCommands(title: strings.backTitle)
    }
}

/// One payday of money ahead, on three lines, each with its amount in a right-aligned column:
/// date, days to go and workplace with the expected net; the period with what is earned so far;
/// the planned shifts still ahead (count and hours) with what they add.
final class PaydayRowCell: TableViewCell, ListCell {
    static let reuseIdentifier = "PaydayRowCell"
    private let lines = [ShiftRowView(), ShiftRowView(), ShiftRowView()]

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        for (index, line) in lines.enumerated() {
            line.translatesAutoresizingMaskIntoConstraints = false
            line.isSecondary = index > 0
            contentView.addSubview(line)
            line.snp.makeConstraints {
                if index == 0 { $0.top.equalToSuperview() } else { $0.top.equalTo(lines[index - 1].snp.bottom) }
                $0.height.equalTo(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            }
        }
    }

    func show(_ texts: [(line: String, amount: String)]) {
        for (line, text) in zip(lines, texts) {
            line.line = text.line
            line.pay = text.amount
        }
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        for line in lines { line.isSelected = selected }
    }
}
