import Layout

/// One shift of the list: its line at the leading edge (cut with `…` when narrow) and its pay
/// right-aligned at the trailing edge, so the pay always shows and the amounts line up; the
/// whole row reversed when selected.
final class ShiftRowCell: TableViewCell, ListCell {
    static let reuseIdentifier = "ShiftRowCell"
    private let row = ShiftRowView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addConstrainedSubviews([row])
        row.snp.makeConstraints {
            $0.top.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
    }

    func show(_ line: String, pay: String, planned: Bool, mark: String = ShiftRowView.plannedMark) {
        row.line = line
        row.pay = pay
        row.isPlanned = planned
        row.mark = mark
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        row.isSelected = selected
    }
}
