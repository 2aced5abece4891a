import Layout

/// Supplies a `CardTableView` with its rows.
protocol CardTableViewDataSource: AnyObject {
    func numberOfRows(in tableView: CardTableView) -> Int
    /// A cell showing `row`: `tableView.dequeueReusableCell()` or a new one, configured.
    func tableView(_ tableView: CardTableView, cellForRow row: Int) -> CardTableCell
}

/// The app's table of cards: one section, self-sizing rows, `beginUpdates()`/`endUpdates()`
/// that measure the visible rows again and animate every frame that changed, reuse, scrolling.
///
/// A stand-in, in the app's own files, for Layout's `TableView`, which was not there when the
/// app was built (the table branch had the row model and the animator only). It keeps UIKit's
/// names and behaviour so that the app moves to `TableView` by changing type names, and it
/// uses the table branch's `RowHeightIndex` (prefix sums) and `Animator`.
///
/// Rows are positioned by the table, in content coordinates (`bounds.origin.y` is the scroll
/// offset): only rows in the viewport have cells in the view tree, so the cost of a frame does
/// not grow with the number of rows. A row not yet measured counts `estimatedRowHeight`.
final class CardTableView: View {
    weak var dataSource: CardTableViewDataSource?
    let animator: Animator
    var estimatedRowHeight: Double = 4
    /// The length of the `endUpdates()` animation, UIKit's.
    static let updateAnimationDuration = 0.25
    var updateAnimationDuration = CardTableView.updateAnimationDuration

    /// The scroll offset of the model (what the screen shows once animations end).
    private(set) var contentOffsetY: Double = 0
    private var heights = RowHeightIndex()
    private var measured: [Bool] = []
    private var cellsByRow: [Int: CardTableCell] = [:]
    private var reusableCells: [CardTableCell] = []
    private var updateDepth = 0
    /// Rows that must keep their cells until the running update animation ends, so a card
    /// pushed out of the viewport slides out instead of vanishing.
    private var rowsKeptForAnimation: Set<Int> = []
    /// The width rows were measured at; another width measures them again.
    private var measuredWidth: Double?

    init(animator: Animator) {
        self.animator = animator
        super.init(frame: .zero)
        clipsToBounds = true
    }

    // MARK: Rows

    var numberOfRows: Int { heights.count }
    var contentHeight: Double { heights.totalHeight }

    /// Throws the current rows away and asks the data source again.
    func reloadData() {
        for (_, cell) in cellsByRow { recycle(cell) }
        cellsByRow = [:]
        rowsKeptForAnimation = []
        let count = max(dataSource?.numberOfRows(in: self) ?? 0, 0)
        heights = RowHeightIndex(repeating: estimatedRowHeight, count: count)
        measured = Array(repeating: false, count: count)
        contentOffsetY = clampedOffset(contentOffsetY)
        setNeedsLayout()
    }

    /// The cell on screen for `row`, if it has one.
    func cellForRow(_ row: Int) -> CardTableCell? { cellsByRow[row] }

    /// The rows that have cells now, in order.
    var rowsWithCells: [Int] { cellsByRow.keys.sorted() }

    /// A row's rectangle in content coordinates.
    func rectForRow(_ row: Int) -> Rect {
        Rect(x: 0, y: heights.offset(ofRow: row), width: bounds.width, height: heights[row])
    }

    /// The row under a point of the table's own frame (0,0 its top-left on screen), or nil.
    func row(atViewportY y: Double) -> Int? {
        guard y >= 0, y < bounds.height else { return nil }
        return heights.row(atOffset: contentOffsetY + y)
    }

    /// A cell from the reuse pool, prepared, or nil when the pool is empty.
    func dequeueReusableCell() -> CardTableCell? {
        guard let cell = reusableCells.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    private func recycle(_ cell: CardTableCell) {
        // Reused cells stay in the tree, hidden: taking a view out moves its constraints to a
        // new engine and back, which costs more than a hidden view costs the solver.
        cell.isHidden = true
        animator.cancelAnimations(of: cell)
        cell.forEachDescendant { animator.cancelAnimations(of: $0) }
        reusableCells.append(cell)
    }

    private func obtainCell(forRow row: Int) -> CardTableCell? {
        if let cell = cellsByRow[row] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRow: row)
        cell.isHidden = false
        // The row's frame first: joining the tree at 0x0 would hold the content to a zero size
        // with required encapsulated constraints, a conflict its insets cannot meet.
        cell.frame = rectForRow(row)
        if cell.superview !== self { addSubview(cell) }
        cellsByRow[row] = cell
        return cell
    }

    /// Measures `row` at the table's width (required) and the smallest height its constraints
    /// allow (fitting level), as a self-sizing `UITableView` does.
    private func measure(_ row: Int) {
        guard let cell = obtainCell(forRow: row) else { return }
        let width = bounds.width
        if cell.frame.width != width { cell.frame = Rect(x: 0, y: heights.offset(ofRow: row), width: width, height: heights[row]) }
        let size = cell.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        heights.setHeight(max(size.height.rounded(.up), 0), at: row)
        measured[row] = true
    }

    // MARK: Layout

    private func visibleRows(offset: Double) -> Range<Int> {
        let viewport = bounds.height
        guard viewport > 0, heights.count > 0, let first = heights.row(atOffset: max(offset, 0)) else { return 0..<0 }
        var last = first
        while last + 1 < heights.count, heights.offset(ofRow: last + 1) < offset + viewport { last += 1 }
        return first..<(last + 1)
    }

    private func clampedOffset(_ y: Double) -> Double {
        let maximum = max(0, heights.totalHeight - bounds.height)
        return y.isFinite ? min(max(y, 0), maximum) : 0
    }

    /// Measures what comes into view (which can change what is in view: a few rounds) and gives
    /// every row in view, or kept for an animation, its cell at its frame.
    private func tileRows() {
        let width = bounds.width
        if measuredWidth != width {
            // Heights depend on the width (wrapping, cutting): measure again as rows show.
            measuredWidth = width
            measured = Array(repeating: false, count: measured.count)
            endAnimationsAtOnce()
        }
        guard width > 0, bounds.height > 0 else {
            for (_, cell) in cellsByRow { recycle(cell) }
            cellsByRow = [:]
            return
        }
        for _ in 0..<4 {
            let unmeasured = visibleRows(offset: contentOffsetY).filter { !measured[$0] }
            if unmeasured.isEmpty { break }
            unmeasured.forEach(measure)
            contentOffsetY = clampedOffset(contentOffsetY)
        }
        contentOffsetY = clampedOffset(contentOffsetY)
        let keep = Set(visibleRows(offset: contentOffsetY)).union(rowsKeptForAnimation.filter { $0 < heights.count })
        for (row, cell) in cellsByRow where !keep.contains(row) {
            recycle(cell)
            cellsByRow[row] = nil
        }
        for row in keep.sorted() {
            guard let cell = obtainCell(forRow: row) else { continue }
            let frame = rectForRow(row)
            if cell.frame != frame { cell.frame = frame }
        }
        if !animator.isAnimating(offsetKey) { bounds = Rect(x: 0, y: contentOffsetY, width: bounds.width, height: bounds.height) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    // MARK: Scrolling

    private var offsetKey: AnimationKey { AnimationKey(self, "contentOffset.y") }

    /// Scrolls so that `row` shows, as little as possible (UIKit's `.none` position).
    func scrollToRow(_ row: Int) {
        guard heights.count > 0 else { return }
        let row = min(max(row, 0), heights.count - 1)
        if !measured[row], bounds.width > 0 { measure(row) }
        contentOffsetY = offsetShowing(row: row)
        setNeedsLayout()
    }

    private func offsetShowing(row: Int) -> Double {
        let top = heights.offset(ofRow: row)
        let height = heights[row]
        let viewport = bounds.height
        var target = contentOffsetY
        if top < contentOffsetY || height > viewport {
            target = top
        } else if top + height > contentOffsetY + viewport {
            target = top + height - viewport
        }
        return clampedOffset(target)
    }

    /// How many rows a page moves the selection: the rows in view, at least one.
    var rowsPerPage: Int { max(visibleRows(offset: contentOffsetY).count - 1, 1) }

    // MARK: Batch updates

    /// What was on screen when the outermost `beginUpdates()` ran: where the animations start.
    private var framesBeforeUpdates: [ObjectIdentifier: Rect] = [:]
    private var offsetBeforeUpdates: Double = 0

    /// Starts a batch (nestable). The outermost call notes what is on screen now, before any
    /// change inside the batch lays anything out.
    func beginUpdates() {
        updateDepth += 1
        guard updateDepth == 1 else { return }
        framesBeforeUpdates = presentedFrames()
        offsetBeforeUpdates = animator.presentationValue(for: offsetKey, as: Double.self) ?? bounds.minY
    }

    /// Ends a batch. On the outermost call: measures the rows on screen again, lays out, and
    /// animates every frame that changed (cells, their subviews, the scroll offset) from what
    /// is on screen to the new layout. `keepingRowVisible` scrolls that row into view as part
    /// of the same animation.
    func endUpdates(keepingRowVisible visibleRow: Int? = nil) {
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let oldTops = Dictionary(uniqueKeysWithValues: cellsByRow.keys.map { ($0, heights.offset(ofRow: $0)) })
        let before = framesBeforeUpdates
        let oldOffset = offsetBeforeUpdates
        framesBeforeUpdates = [:]
        let oldRows = Set(cellsByRow.keys)
        for row in cellsByRow.keys { measure(row) }
        if let visibleRow, visibleRow < heights.count { contentOffsetY = offsetShowing(row: visibleRow) }
        rowsKeptForAnimation = oldRows
        setNeedsLayout()
        layoutIfNeeded()
        let newOffset = contentOffsetY
        animator.perform(duration: updateAnimationDuration, changes: {
            for (row, cell) in cellsByRow {
                for view in [cell as View] + cell.descendants {
                    let old = before[ObjectIdentifier(view)] ?? (view === cell ? entryFrame(of: cell, row: row, oldTops: oldTops) : view.frame)
                    animateFrame(of: view, from: old, to: view.frame)
                }
            }
            animator.animate(offsetKey, from: oldOffset, to: newOffset)
        }, completion: { [weak self] _ in
            guard let self else { return }
            rowsKeptForAnimation = []
            setNeedsLayout()
        })
        applyPresentation()
    }

    /// Where a row that had no cell before the batch was: its old place, slid by the change.
    private func entryFrame(of cell: CardTableCell, row: Int, oldTops: [Int: Double]) -> Rect {
        // Rows that come into view were below or above those on screen; they move with their
        // neighbours, so they start where the nearest kept row's shift puts them.
        let shift = oldTops.min { abs($0.key - row) < abs($1.key - row) }
            .map { heights.offset(ofRow: $0.key) - $0.value } ?? 0
        return cell.frame.offsetBy(dx: 0, dy: -shift)
    }

    private func presentedFrames() -> [ObjectIdentifier: Rect] {
        var frames: [ObjectIdentifier: Rect] = [:]
        for (_, cell) in cellsByRow {
            for view in [cell as View] + cell.descendants { frames[ObjectIdentifier(view)] = view.presentationFrame }
        }
        return frames
    }

    private func animateFrame(of view: View, from old: Rect, to new: Rect) {
        animator.animate(AnimationKey(view, "frame.minX"), from: old.minX, to: new.minX)
        animator.animate(AnimationKey(view, "frame.minY"), from: old.minY, to: new.minY)
        animator.animate(AnimationKey(view, "frame.width"), from: old.width, to: new.width)
        animator.animate(AnimationKey(view, "frame.height"), from: old.height, to: new.height)
    }

    /// Puts what the animations show now into the presentation frames and the scroll offset.
    /// Call once per frame, after the layout pass and before drawing.
    func applyPresentation() {
        for (_, cell) in cellsByRow {
            for view in [cell as View] + cell.descendants {
                let model = view.frame
                func value(_ property: String, _ fallback: Double) -> Double {
                    animator.presentationValue(for: AnimationKey(view, property), as: Double.self) ?? fallback
                }
                view.presentationFrame = Rect(x: value("frame.minX", model.minX), y: value("frame.minY", model.minY),
                                              width: value("frame.width", model.width), height: value("frame.height", model.height))
            }
        }
        let offset = animator.presentationValue(for: offsetKey, as: Double.self) ?? contentOffsetY
        if bounds.minY != offset { bounds = Rect(x: 0, y: offset, width: bounds.width, height: bounds.height) }
    }

    /// Ends the table's animations at their end state (a resize lays out anew at once).
    private func endAnimationsAtOnce() {
        for (_, cell) in cellsByRow {
            animator.cancelAnimations(of: cell)
            cell.forEachDescendant { animator.cancelAnimations(of: $0) }
        }
        animator.cancelAnimations(of: self)
        rowsKeptForAnimation = []
    }
}

extension View {
    /// Every view below this one, depth first.
    var descendants: [View] {
        var result: [View] = []
        forEachDescendant { result.append($0) }
        return result
    }

    func forEachDescendant(_ body: (View) -> Void) {
        for subview in subviews {
            body(subview)
            subview.forEachDescendant(body)
        }
    }
}
