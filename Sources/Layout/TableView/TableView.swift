import FoundationEssentials

/// A vertical list of rows in sections, on the window's shared layout engine (`UITableView`).
///
/// The table positions rows itself: row tops come from a prefix-sum index of row heights
/// (`TableRowGeometry`), so finding the rows on screen, the content size and any row's rect are
/// O(log n), and only the rows on screen have cells. Cells live in the table's content
/// coordinates (a cell's frame is its row's rect); scrolling moves `bounds.origin`, so a scroll
/// step moves no constraint. Cells that scroll out wait, hidden, in a small reuse pool (their
/// constraints stay in the engine); beyond it they leave the tree and the engine, so the
/// solver's work per frame follows what is visible, not the number of rows.
///
/// Self-sizing (`rowHeight == TableView.automaticDimension`): a row is measured when its cell is
/// first shown, with `systemLayoutSizeFitting` at the table's width (required) and a free
/// height (fitting level), rounded up to whole cells. The height is then held on the cell's
/// content view by its hand-set frame, that is by a required `View-Encapsulated-Layout-Height`
/// constraint, exactly what makes a too-tall required content conflict as in UIKit. Unmeasured
/// rows count with `estimatedRowHeight`.
///
/// Sections have headers and footers (a data source's titles, or the delegate's views), sized
/// like rows and kept in the same index, so positions still come from one prefix sum. In the
/// `.plain` style a section's header sticks to the top while its section scrolls under it.
open class TableView: View {
    /// `UITableView.automaticDimension`: measure the row's cell.
    public static let automaticDimension: Double = -1

    /// Supplies the sections, rows and cells; setting it reloads the data (`UITableView.dataSource`).
    /// Held weakly.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Sizes rows and hears about selection and display (`UITableView.delegate`). Held weakly.
    public weak var delegate: (any TableViewDelegate)?

    /// A fixed height for every row, or `automaticDimension` (the default) to measure cells.
    public var rowHeight: Double = TableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadData() } }
    }

    /// The height of a row not measured yet. At least one cell is used for any value below it.
    public var estimatedRowHeight: Double = 3 {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }

    /// Cells kept per reuse identifier when they scroll out, beyond those on screen.
    public var maximumReusePoolSize = 2

    /// `.plain` (the default): section headers stick to the top while their section scrolls.
    public let style: TableViewStyle

    /// A fixed height for every section header, or `automaticDimension` (the default) to
    /// measure its view; a section with neither a view nor a title has no header.
    public var sectionHeaderHeight: Double = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// As `sectionHeaderHeight`, for footers.
    public var sectionFooterHeight: Double = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }
    /// The height of a self-sizing header not measured yet; `automaticDimension` (the
    /// default): one line for a section with a title, none otherwise.
    public var estimatedSectionHeaderHeight: Double = TableView.automaticDimension {
        didSet { if estimatedSectionHeaderHeight != oldValue { reloadData() } }
    }
    /// As `estimatedSectionHeaderHeight`, for footers.
    public var estimatedSectionFooterHeight: Double = TableView.automaticDimension {
        didSet { if estimatedSectionFooterHeight != oldValue { reloadData() } }
    }

    /// The animator of batch updates and animated scrolling: the window's (`Window.animator`,
    /// stepped by the window each frame) unless one is set here; setting nil goes back to the
    /// window's. Outside a window and without one set, changes apply at once.
    public var animator: Animator? {
        get { assignedAnimator ?? window?.animator }
        set {
            assignedAnimator = newValue
            newValue?.addObserver(self)
        }
    }
    private var assignedAnimator: Animator?

    /// How many cells the table has made through registrations (a measure of reuse).
    public private(set) var numberOfCellsCreated = 0

    // MARK: State

    var geometry = TableRowGeometry()
    /// Set by `reloadData()`; the next layout asks the data source again.
    var needsDataReload = true
    /// The cells on screen, by the row they show.
    var cells: [IndexPath: TableViewCell] = [:]
    /// The headers and footers in view, by item; `nil` for one that has no view (no title
    /// and no view from the delegate), so it is not asked for again while it stays in view.
    var supplementaries: [TableRowGeometry.Item: ShownSupplementary] = [:]
    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusePool = ReusePool<TableViewCell>()
    var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type] = [:]
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    /// Cells and header or footer views that left in a batch and are still animating out.
    var leavingViews: [View] = []
    /// Views drawn dim for part of a fade, by identity.
    var fadingViews: [ObjectIdentifier: FadingView] = [:]
    var pendingAnimations = RowAnimationRequests()
    /// The content offset the table is at or scrolling to; `bounds.origin.y` is what shows.
    var targetOffsetY = 0.0
    var selectedRow: IndexPath?
    var updateDepth = 0
    var pendingUpdates = RowUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    /// While the data source configures a row's cell in place (`reconfigureRows(at:)`), the cell
    /// a dequeue hands back.
    var cellBeingReconfigured: TableViewCell?
    /// The width rows were measured at; another width makes every measurement stale.
    private var measuredWidth: Double?

    /// A `.plain` table that clips its rows to its bounds.
    public override init(frame: Rect = .zero) {
        style = .plain
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// A table of the given style (`UITableView(frame:style:)`).
    public init(frame: Rect = .zero, style: TableViewStyle) {
        self.style = style
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` (`register(_:forCellReuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the reuse pool (after its `prepareForReuse()`), or a new
    /// one of the registered class. An unregistered identifier is reported to the window's log
    /// and answered with a plain `TableViewCell`, rather than trapping as UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        log(
            .unregisteredIdentifier(
                "unable to dequeue a cell with identifier \(identifier) for row \(indexPath): register a class "
                    + "for it with register(_:forCellReuseIdentifier:)"))
        numberOfCellsCreated += 1
        return TableViewCell(reuseIdentifier: identifier)
    }

    /// A pooled or new cell for a registered identifier, or nil when it is not registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = reusePool.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        numberOfCellsCreated += 1
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Takes a cell off screen. Up to `maximumReusePoolSize` per identifier wait in the pool as
    /// hidden subviews whose size is not held: their constraints stay in the engine, so reusing
    /// one costs only the constants that change, not moving ~50 constraints out of the solver
    /// and back. Any other cell leaves the view tree, and so the engine, for good.
    func recycle(_ cell: TableViewCell) {
        animator?.cancelAnimations(of: cell)
        endFade(of: cell)
        // The cell keeps its last frame (held, so its variables do not drift while hidden).
        reusePool.recycle(cell, limit: maximumReusePoolSize)
    }

    /// The cells waiting for reuse, all identifiers together.
    public var numberOfReusableCells: Int { reusePool.count }

    // MARK: Data

    /// Forgets every row and measurement and asks the data source again at the next layout.
    /// Clears the selection, as UIKit does.
    public func reloadData() {
        for cell in cells.values { recycle(cell) }
        cells = [:]
        recycleAllSupplementaries()
        finishLeavingViews()
        selectedRow = nil
        needsDataReload = true
        setNeedsLayout()
    }

    /// The number of sections the data source gives, loading the data first if it is stale.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`, loading the data first if it is stale; 0 for a
    /// section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return geometry.rowCounts[safe: section] ?? 0
    }

    func loadDataIfNeeded() {
        guard needsDataReload else { return }
        needsDataReload = false
        let counts = queryRowCounts()
        let headers = counts.indices.map { estimatedHeight(of: .header($0)) }
        let footers = counts.indices.map { estimatedHeight(of: .footer($0)) }
        if let estimating = delegate as? any TableViewRowHeightEstimating {
            geometry = TableRowGeometry(
                rowCounts: counts, estimatedHeights: estimatedHeights(rowCounts: counts, by: estimating),
                headerHeights: headers, footerHeights: footers)
        } else {
            geometry = TableRowGeometry(
                rowCounts: counts, estimatedHeight: estimate,
                headerHeights: headers, footerHeights: footers)
        }
        targetOffsetY = clampedContentOffsetY(
            targetOffsetY, viewportHeight: bounds.height,
            contentHeight: geometry.contentHeight)
    }

    /// The data source's section sizes. Negative counts are reported and taken as 0.
    func queryRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return DataSourceCounts.read(
            sections: dataSource.numberOfSections(in: self), method: "tableView(_:numberOfRowsInSection:",
            count: { dataSource.tableView(self, numberOfRowsInSection: $0) }, log: { log(.invalidUpdate($0)) })
    }

    /// The stand-in height of unmeasured rows: at least one cell.
    var estimate: Double { sanitizedEstimate(estimatedRowHeight) }

    func sanitizedEstimate(_ height: Double) -> Double { height.isFinite ? max(height, 1) : 1 }

    /// The delegate's estimate for a row when it estimates per row
    /// (`TableViewRowHeightEstimating`), else `estimatedRowHeight`.
    func estimatedHeight(for indexPath: IndexPath) -> Double {
        guard let estimating = delegate as? any TableViewRowHeightEstimating else { return estimate }
        return sanitizedEstimate(estimating.tableView(self, estimatedHeightForRowAt: indexPath))
    }

    /// Every row's estimate from a delegate that estimates per row, in flat order: asked once per
    /// row, as UIKit asks one that responds to `estimatedHeightForRowAt`, so that positions never
    /// change when a different row is asked first. (Any other table gives every row
    /// `estimatedRowHeight` with no call per row.)
    private func estimatedHeights(rowCounts: [Int], by delegate: any TableViewRowHeightEstimating) -> [Double] {
        var heights = [Double]()
        heights.reserveCapacity(rowCounts.reduce(0, +))
        for (section, count) in rowCounts.enumerated() where count > 0 {
            // One index path, its row changed in place: no allocation per row.
            var indexPath = IndexPath(row: 0, section: section)
            for row in 0..<count {
                indexPath[1] = row
                heights.append(sanitizedEstimate(delegate.tableView(self, estimatedHeightForRowAt: indexPath)))
            }
        }
        return heights
    }

    func log(_ error: TableViewError) {
        (window?.engine ?? layoutEngine)?.logSink(error.description)
    }

    // MARK: Geometry

    /// The size of all rows, headers and footers (`UIScrollView.contentSize`); unmeasured ones
    /// count as estimated.
    public var contentSize: Size {
        loadDataIfNeeded()
        return Size(width: bounds.width, height: geometry.contentHeight)
    }

    /// A row's rect in the table's content coordinates (UIKit's `rectForRow(at:)`); `.zero` for a row
    /// that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        return rowRect(flat: geometry.flatIndex(of: indexPath))
    }

    func rowRect(flat: Int) -> Rect {
        Rect(x: 0, y: geometry.top(ofFlat: flat), width: bounds.width, height: geometry.height(ofFlat: flat))
    }

    /// The wheel scrolls the rows at once (up and down only), kept inside the content; a turn
    /// that cannot move them passes to the superview.
    open override func scrolled(by delta: Point, at location: Point) -> Bool {
        let target = clampedOffset(targetOffsetY + delta.y)
        guard delta.y != 0, target != targetOffsetY else { return super.scrolled(by: delta, at: location) }
        setContentOffset(Point(x: 0, y: target), animated: false)
        return true
    }

    /// A click on a row is a tap on it (`userDidSelectRow(at:)`, through the delegate); a click
    /// on no row (a header, below the last row) does nothing.
    open override func clicked(at location: Point) {
        guard let indexPath = indexPathForRow(at: location) else { return }
        userDidSelectRow(at: indexPath)
    }

    /// The row under a point in the table's content coordinates, if any.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        loadDataIfNeeded()
        guard point.y >= 0, point.y < geometry.contentHeight,
            let flat = geometry.heights.row(atOffset: point.y),
            case .row(let indexPath) = geometry.item(ofFlat: flat)
        else { return nil }
        return indexPath
    }

    // MARK: Cells on screen

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { indexPathsForVisibleRows.compactMap { cells[$0] } }

    /// The rows that have a cell on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { cells.keys.sorted() }

    /// The row a cell on screen shows, or nil for a cell that is not on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The cell on screen for a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cells[indexPath] }

    // MARK: Layout

    /// Loads the data if it is stale, marks every row unmeasured when the width changed (text
    /// wraps differently), and places the cells, headers and footers on screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        if measuredWidth != bounds.width {
            // Text wraps differently at another width (a resized terminal): measure rows again
            // as they show, starting from the heights they had.
            if measuredWidth != nil { geometry.markAllUnmeasured() }
            measuredWidth = bounds.width
        }
        layoutVisibleRows()
    }

    /// Makes the cells and header and footer views on screen match the items in the viewport:
    /// recycles the views that left, makes and measures the ones that came in (measuring can
    /// change which items fit, so it repeats until stable), and places every view at its rect
    /// (a pinned header at the top).
    func layoutVisibleRows() {
        let viewportHeight = bounds.height
        var top = clampedOffset(bounds.origin.y)
        var items = geometry.items(inViewportTop: top, height: viewportHeight)
        var newCells: [NewCell] = []
        for _ in 0..<Self.maximumMeasuringRounds {
            recycleViews(outside: items)
            for flat in items {
                // The rows above, measured, may have pushed this one (and every one after it)
                // below the viewport: it is not made, so no cell is built, measured and pooled
                // for a row that does not show.
                if flat > items.lowerBound && geometry.top(ofFlat: flat) >= top + viewportHeight { break }
                top = showItem(flat: flat, viewportTop: top, newCells: &newCells)
            }
            if let pinned = pinnedHeaderIndex(forItems: items) {
                top = showItem(flat: pinned, viewportTop: top, newCells: &newCells)
            }
            let settled = geometry.items(inViewportTop: top, height: viewportHeight)
            if settled == items { break }
            items = settled
        }
        recycleViews(outside: items)
        holdNewCells(newCells)
        if bounds.origin.y != top { bounds.origin = Point(x: bounds.origin.x, y: top) }
        // Unless a scroll animation is on its way there, the offset the table is at is the one
        // it shows (clamped when the content shrank, moved when rows above were measured).
        if animator?.isAnimating(contentOffsetKey) != true { targetOffsetY = top }
        for (indexPath, cell) in cells {
            cell.frame = rowRect(flat: geometry.flatIndex(of: indexPath))
        }
        for (item, shown) in supplementaries {
            shown.view?.frame = supplementaryFrame(of: item, viewportTop: top)
        }
    }

    /// Rounds of measure-and-refit per layout: measured rows can only bring a bounded number of
    /// new rows into view; a data source whose heights keep changing is left as is after this.
    static let maximumMeasuringRounds = 4

    func clampedOffset(_ y: Double) -> Double {
        clampedContentOffsetY(y, viewportHeight: bounds.height, contentHeight: geometry.contentHeight)
    }

    private func showItem(flat: Int, viewportTop: Double, newCells: inout [NewCell]) -> Double {
        switch geometry.item(ofFlat: flat) {
        case .row(let indexPath): showRow(indexPath, flat: flat, viewportTop: viewportTop, newCells: &newCells)
        case let item: showSupplementary(item, flat: flat, viewportTop: viewportTop)
        }
    }

    /// Ensures the row has a cell and a height; returns the viewport top, moved by the change of
    /// a row that starts above it so that what is on screen stays put. A new cell joins
    /// `newCells`, to be held at the end of the pass.
    private func showRow(_ indexPath: IndexPath, flat: Int, viewportTop: Double, newCells: inout [NewCell]) -> Double {
        let existing = cells[indexPath]
        let cell = existing ?? makeCell(for: indexPath, flat: flat)
        // A new cell is held at the width it is measured at: its measurement's width stays.
        var keptWidth: LayoutConstraint?
        let top = measureIfNeeded(flat: flat, viewportTop: viewportTop) {
            let (height, kept) = measureHeight(of: cell, at: indexPath, keepingWidth: existing == nil)
            keptWidth = kept
            return height
        }
        if existing == nil { newCells.append(NewCell(indexPath: indexPath, cell: cell, keptWidth: keptWidth)) }
        return top
    }

    /// Measures an item not measured yet with `height`; returns the viewport top, moved by the
    /// change when the item starts above it, or right at it (one coming in from above while
    /// scrolling up), so that what is on screen stays put. At the content's top nothing is
    /// above: the item grows downwards.
    func measureIfNeeded(flat: Int, viewportTop: Double, height: () -> Double) -> Double {
        guard !geometry.isMeasured(flat: flat) else { return viewportTop }
        let oldHeight = geometry.height(ofFlat: flat)
        let itemTop = geometry.top(ofFlat: flat)
        geometry.setMeasuredHeight(height(), ofFlat: flat)
        let delta = geometry.height(ofFlat: flat) - oldHeight
        let above = itemTop < viewportTop || (itemTop == viewportTop && viewportTop > 0)
        return above && delta != 0 ? viewportTop + delta : viewportTop
    }

    private func makeCell(for indexPath: IndexPath, flat: Int) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(reuseIdentifier: nil)
        cells[indexPath] = cell
        cell.setSelected(indexPath == selectedRow, animated: false)
        cell.frame = rowRect(flat: flat)
        // Cells go beneath everything else: header and footer views stay above them (a pinned
        // header hides the rows scrolling under it), and a row animating in or out is hidden
        // by the rows around it.
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Recycles the cells and header and footer views whose items left the viewport (a pinned
    /// header stays).
    private func recycleViews(outside items: Range<Int>) {
        for (indexPath, cell) in cells where !items.contains(geometry.flatIndex(of: indexPath)) {
            cells[indexPath] = nil
            recycle(cell)
        }
        let pinned = pinnedHeaderIndex(forItems: items)
        for (item, shown) in supplementaries {
            let flat = geometry.flatIndex(of: item)
            guard !items.contains(flat), flat != pinned else { continue }
            supplementaries[item] = nil
            if let view = shown.view { recycleSupplementary(view) }
        }
    }

    /// The row's height: the delegate's or `rowHeight` when fixed, else the cell's content
    /// measured at the table's width, rounded up to whole cells (content is never cut by a
    /// fraction of a cell).
    /// With `keepingWidth` (a new cell, held next), the measurement's required width may stay
    /// active for the cell's content view to keep (`holdContentSize(keeping:)`).
    func measureHeight(
        of cell: TableViewCell, at indexPath: IndexPath, keepingWidth: Bool
    ) -> (height: Double, keptWidth: LayoutConstraint?) {
        if let fixed = validFixedHeight(of: .row(indexPath)) { return (fixed, nil) }
        let (height, kept) = cell.fittingContentHeight(width: bounds.width, keepingWidth: keepingWidth)
        return (height ?? estimate, kept)
    }
}

extension TableView: AnimatorObserver {
    /// Each frame of an animated scroll moves the visible part; rows coming into view get cells.
    public func animatorDidStep(_ animator: Animator) {
        applyScrollAnimation()
        settleRowAnimations()
    }
}
