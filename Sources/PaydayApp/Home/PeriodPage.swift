import Layout
import Payroll

/// One page of the home screen: the cards of one pay month, in a table of `WorkplaceCell`s.
///
/// The home screen keeps two of these and moves them between the paged view's slots: the page
/// on screen and the one it slides to (or came from). A page's table asks for the cards of the
/// rows it shows and no others, so a page costs what is on screen, however long the file.
final class PeriodPage: View {
    let tableView = TableView()
    /// The month the page shows; nil before it is first placed.
    var month: PayPeriod?

    override init(frame: Rect) {
        super.init(frame: frame)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
        tableView.register(WorkplaceCell.self, forCellReuseIdentifier: WorkplaceCell.reuseIdentifier)
        // A folded card: border, header, chevron, border. Exact for folded rows, so jumping far
        // (End, a page) lands where it aims before the rows on screen are measured.
        tableView.estimatedRowHeight = 4
    }

    /// Puts the page in `slot` (a page of the paged view), filling it.
    func place(in slot: View) {
        guard superview !== slot else { return }
        removeFromSuperview()
        translatesAutoresizingMaskIntoConstraints = false
        slot.addSubview(self)
        snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}
