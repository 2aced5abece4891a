import Layout
import Payroll

/// One page of the home screen: each workplace's card for its period some months from its next
/// pay (`PayMonths`), in a table of `WorkplaceCell`s.
///
/// The home screen keeps two of these and pins them over the paged view's slots: the page on
/// screen and the one it slides to (or came from). A page's table asks for the cards of the
/// rows it shows and no others, so a page costs what is on screen, however long the file.
final class PeriodPage: View {
    let tableView = TableView()
    /// The page shown, in months from next pay; nil before it is first placed.
    var offset: Int? { shown?.offset }

    override init(frame: Rect) {
        super.init(frame: frame)
        addConstrainedSubviews([tableView])
        tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
        tableView.register(WorkplaceCell.self, forCellReuseIdentifier: WorkplaceCell.reuseIdentifier)
        // The shortest folded card: border, header, chevron, border (a card adds a line for the
        // running period, the live shift, the expected pay and a receipt, when it has them).
        // Never more than a card measures, so a row the estimate puts on screen may be pushed
        // below it once the rows above are measured (and is then not made), never the reverse.
        tableView.estimatedRowHeight = 4
        // A page turn shows another month's cards in the same rows: cells kept in the pool (a
        // screenful of folded cards at 40 lines) are configured again instead of leaving the
        // layout engine and joining it anew.
        tableView.maximumReusePoolSize = 12
    }

    /// Called after a layout that changed the page's size (a resize), its table laid out at the
    /// new size: the home screen keeps the selected card in view.
    var sizeDidChange: (() -> Void)?
    private var laidOutSize = Size.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        let first = laidOutSize == .zero
        laidOutSize = bounds.size
        if !first { sizeDidChange?() }
    }

    /// What the page last showed: its months from next pay, the version of the data and the
    /// unfolded rows. A page shown again with all three the same keeps its cells as they are.
    var shown: Shown?

    struct Shown: Equatable {
        var offset: Int
        var dataVersion: Int
        var expandedRows: Set<Int>
    }

    /// Pins the page over `slot` (a page of the paged view), filling it. The page is a subview
    /// of `container` (the paged view, which clips it) and follows the slot by constraints
    /// alone: moving to another month's slot changes four constraints, never the page's place
    /// in the tree, so its table and cells stay in the layout engine as they are.
    func pin(to slot: View, in container: View) {
        guard pinnedSlot !== slot else { return }
        if superview !== container {
            removeFromSuperview()
            translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(self)
        }
        pinnedSlot = slot
        snp.remakeConstraints { $0.edges.equalTo(slot) }
    }

    private weak var pinnedSlot: View?
}
