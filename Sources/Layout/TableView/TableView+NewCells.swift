import FoundationEssentials

// Holding the cells a layout pass made (`layoutVisibleRows`), once it knows which stay.
extension TableView {
    /// A cell made in this layout pass, held at its size once the pass knows which cells stay.
    struct NewCell {
        let indexPath: IndexPath
        let cell: TableViewCell
        /// The required width its measurement left active (`measureHeight`), for it to keep.
        let keptWidth: LayoutConstraint?
    }

    /// Holds each cell made in this pass at its rect, and its content at its size if it is
    /// still on screen. One that the rows measured above it pushed out in the same pass went to
    /// the reuse pool, which lets a content view's size go: its content is left as the pool
    /// leaves it, its measurement's width taken out (one removal), where holding it and letting
    /// it go again was seven additions (the cell's and its content view's encapsulated
    /// constraints) and four removals, each through the card's content.
    func holdNewCells(_ newCells: [NewCell]) {
        for new in newCells {
            new.cell.frame = rowRect(flat: geometry.flatIndex(of: new.indexPath))
            guard let shown = cells[new.indexPath], shown === new.cell else {
                new.cell.translatesAutoresizingMaskIntoConstraints = true
                if let keptWidth = new.keptWidth { LayoutConstraint.deactivate([keptWidth]) }
                continue
            }
            new.cell.holdContentSize(keeping: new.keptWidth)
        }
    }
}
