import Layout

/// A row of a `CardTableView` (`UITableViewCell`): the table sets its frame by hand (so the
/// engine holds it with `View-Encapsulated-Layout-*` constraints) and the content hangs off
/// `contentView` with constraints. Clips, so that a row growing in an animation reveals its
/// content from the top down.
open class CardTableCell: View {
    public let contentView = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(contentView)
        contentView.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    /// Called before the table hands the cell out again for another row.
    open func prepareForReuse() {}
}
