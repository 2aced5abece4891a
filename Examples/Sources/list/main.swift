// list: a table whose rows unfold. Up and down move the selection, Enter (or Space) unfolds
// or folds the selected row with the table's height animation, q quits.
import ExampleHost
import FoundationEssentials
import Layout

struct Shift {
    let title: String
    let details: String
}

/// A row: a title line, and the details under it while unfolded (a hidden arranged view
/// collapses, so the row's measured height follows).
final class ShiftCell: TableViewCell {
    let titleLabel = Label()
    let detailsLabel = Label(style: Style(attributes: [.dim]))
    let stack = StackView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        detailsLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(detailsLabel)
        contentView.addSubview(stack)
        stack.snp.makeConstraints {
            $0.directionalEdges.equalToSuperview().inset(
                DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        }
    }

    func configure(with shift: Shift, unfolded: Bool) {
        titleLabel.text = (unfolded ? "▾ " : "▸ ") + shift.title
        detailsLabel.text = shift.details
        detailsLabel.isHidden = !unfolded
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        titleLabel.style = selected ? Style(attributes: [.reverse]) : .plain
    }
}

final class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let shifts = [
        Shift(title: "Mon  Café Moka", details: "09:00-13:00, 4 h at 10,030 won"),
        Shift(title: "Wed  Bookshop", details: "14:00-20:00, 6 h, a 30-minute break"),
        Shift(title: "Sat  Café Moka", details: "10:00-18:00, 8 h, weekend rate"),
    ]
    private var unfolded: Set<Int> = []
    let tableView = TableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
        tableView.register(ShiftCell.self, forCellReuseIdentifier: "shift")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shifts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shift", for: indexPath)
        (cell as? ShiftCell)?.configure(with: shifts[indexPath.row], unfolded: unfolded.contains(indexPath.row))
        return cell
    }

    override func pressesBegan(_ press: KeyPress) {
        let row = tableView.indexPathForSelectedRow?.row ?? 0
        switch press {
        case .upArrow: select(max(row - 1, 0))
        case .downArrow: select(min(row + 1, shifts.count - 1))
        case .enter, .space: toggle(row)
        default: super.pressesBegan(press)
        }
    }

    private func select(_ row: Int) {
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: true, scrollPosition: .none)
    }

    /// The row's cell changes in place; the batch measures it again and animates the heights.
    private func toggle(_ row: Int) {
        unfolded.formSymmetricDifference([row])
        tableView.beginUpdates()
        if let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ShiftCell {
            cell.configure(with: shifts[row], unfolded: unfolded.contains(row))
            cell.contentView.layoutIfNeeded()
        }
        tableView.endUpdates()
    }
}

ExampleHost.run(ListScreen())
