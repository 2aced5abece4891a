import FoundationEssentials

/// Items in sections placed by a layout object, on the window's shared layout engine
/// (`UICollectionView`).
///
/// The layout computes every frame in `prepare()` (O(items), only after an invalidation: a
/// change of data, of the view's size, or a measured cell); each frame of scrolling asks it only
/// for the elements in the visible rect, which the built-in layouts find by a binary search, and
/// only those have cells. Cells live in content coordinates; scrolling moves `bounds.origin`.
/// Cells that scroll out wait, hidden, in a small reuse pool per identifier.
///
/// Self-sizing: when the layout marks an item's size as estimated, its cell measures itself when
/// first shown (`preferredLayoutAttributesFitting(_:)`, through `systemLayoutSizeFitting`), the
/// size is kept for the item, and the layout places everything again.
open class CollectionView: View {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"
    /// How long batch updates and animated scrolls take, as in UIKit.
    public static let updateAnimationDuration = 0.3

    /// Places the items; setting another one lays out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Sets another layout (`setCollectionViewLayout(_:animated:)`); the items are placed again
    /// at once, without animation in the terminal.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Supplies the items and cells; setting it reloads the data. Held weakly.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// Hears about selection and display, and sizes a flow layout's items. Held weakly.
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Whether the user can select items (default true).
    public var allowsSelection = true
    /// Whether the user selects several items, each click or Space toggling one (default false).
    public var allowsMultipleSelection = false
    /// The fewest cells kept per reuse identifier when they scroll out; the pool also keeps as
    /// many as are on screen.
    public var maximumReusePoolSize = 4

    /// The animator of batch updates and animated scrolling: the window's unless one is set.
    public var animator: Animator? {
        get { assignedAnimator ?? window?.animator }
        set {
            assignedAnimator = newValue
            newValue?.addObserver(self)
        }
    }
    private var assignedAnimator: Animator?

    /// How many cells the collection view has made through registrations (a measure of reuse).
    public private(set) var numberOfCellsCreated = 0

    // MARK: State

    /// The item count of each section, as the data source last said.
    var itemCounts: [Int] = []
    var needsDataReload = true
    /// Sizes the cells measured, by item.
    var measuredSizes: [IndexPath: Size] = [:]
    /// Sizes the headers and footers with estimated lengths measured, by kind and section.
    var measuredSupplementarySizes: [SupplementaryKey: Size] = [:]
    /// The cells on screen, by item.
    var cells: [IndexPath: CollectionViewCell] = [:]
    /// The supplementary views on screen, by kind and section.
    var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    private var cellClasses: [String: CollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    private var reusePool = ReusePool<CollectionReusableView>()
    var selectedItems = Set<IndexPath>()
    /// The item the keys move from (the last selected or moved to).
    var focusedItem: IndexPath? {
        didSet {
            guard focusedItem != oldValue else { return }
            if let oldValue { cells[oldValue]?.isFocusedItem = false }
            if let focusedItem { cells[focusedItem]?.isFocusedItem = true }
        }
    }
    /// The offset the view is at or scrolling to.
    var targetOffset = Point.zero
    /// The size the layout was last prepared for.
    private var laidOutSize: Size?
    /// While the data source configures a cell in place (`reconfigureItems`), the cell a dequeue
    /// hands back.
    var cellBeingReconfigured: CollectionViewCell?
    var updateDepth = 0
    /// The most cells and supplementary views the view has shown at once: the reuse pool's size.
    var shownViewCount = 0
    /// The row showing its swipe actions.
    var swipe: SwipeState?
    var pendingUpdates = RowUpdates()
    var pendingCompletions: [(Bool) -> Void] = []

    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// A collection view placing its items with `layout`.
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        clipsToBounds = true
        layout.collectionView = self
    }

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` (`register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class of a kind of supplementary view
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "\u{1}" + identifier] = viewClass
    }

    /// A cell for the item: a pooled one (after its `prepareForReuse()`) or a new one of the
    /// registered class. An unregistered identifier is logged and answered with a plain cell
    /// (UIKit traps).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let reconfigured = cellBeingReconfigured, reconfigured.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return reconfigured
        }
        let cell = reusableCell(withReuseIdentifier: identifier, for: indexPath)
        // The cell knows its place before the data source configures it (a list cell its look).
        if !collectionViewLayout.needsPrepare,
            let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
        {
            cell.apply(attributes)
        }
        return cell
    }

    private func reusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reusePool.take(identifier) as? CollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        let cellClass: CollectionViewCell.Type
        if let registered = cellClasses[identifier] {
            cellClass = registered
        } else {
            log(
                "unable to dequeue a cell with identifier \(identifier) for item \(indexPath): register a class "
                    + "for it with register(_:forCellWithReuseIdentifier:)")
            cellClass = CollectionViewCell.self
        }
        numberOfCellsCreated += 1
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view: pooled, or new of the registered class (a plain view, logged, for
    /// one not registered).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = kind + "\u{1}" + identifier
        let view = reusableSupplementaryView(key: key, kind: kind, identifier: identifier)
        if !collectionViewLayout.needsPrepare,
            let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        {
            view.apply(attributes)
        }
        return view
    }

    private func reusableSupplementaryView(key: String, kind: String, identifier: String) -> CollectionReusableView {
        if let view = dequeuePooled(key) { return view }
        let viewClass: CollectionReusableView.Type
        if let registered = supplementaryClasses[key] {
            viewClass = registered
        } else {
            log("unable to dequeue a \(kind) view with identifier \(identifier): register a class for it")
            viewClass = CollectionReusableView.self
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// A view waiting in the pool under `key`, prepared for reuse, or nil.
    func dequeuePooled(_ key: String) -> CollectionReusableView? {
        guard let view = reusePool.take(key) else { return nil }
        view.prepareForReuse()
        return view
    }

    /// Takes a view off screen: up to `maximumReusePoolSize` per identifier wait hidden in the
    /// pool; any other leaves the tree.
    func recycle(_ view: CollectionReusableView) {
        animator?.cancelAnimations(of: view)
        // The pool keeps as many views as the screen shows (a page scrolled at once reuses all of
        // them), and at least `maximumReusePoolSize`.
        reusePool.recycle(view, limit: max(maximumReusePoolSize, shownViewCount))
    }

    /// The views waiting for reuse.
    public var numberOfReusableViews: Int { reusePool.count }

    // MARK: Data

    /// Forgets every item, measurement and selection and asks the data source again at the next
    /// layout.
    public func reloadData() {
        hideSwipeActions()
        for (indexPath, cell) in cells { endDisplaying(cell, at: indexPath) }
        cells = [:]
        for view in supplementaries.values { recycle(view) }
        supplementaries = [:]
        measuredSizes = [:]
        measuredSupplementarySizes = [:]
        selectedItems = []
        focusedItem = nil
        needsDataReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Sections, loading the data first if it is stale.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// Items in a section, loading the data first if it is stale; 0 for no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return itemCounts[safe: section] ?? 0
    }

    func loadDataIfNeeded() {
        guard needsDataReload else { return }
        needsDataReload = false
        itemCounts = queryItemCounts()
        collectionViewLayout.invalidateLayout()
    }

    /// The data source's section sizes; negative counts are logged and taken as 0.
    func queryItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return DataSourceCounts.read(
            sections: dataSource.numberOfSections(in: self), method: "collectionView(_:numberOfItemsInSection:",
            count: { dataSource.collectionView(self, numberOfItemsInSection: $0) }, log: { log($0) })
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    func log(_ message: String) {
        let text = "CollectionView: \(message)"
        if let sink = (window?.engine ?? layoutEngine)?.logSink {
            sink(text)
        } else {
            writeToStandardError(text + "\n")
        }
    }

    // MARK: Geometry

    /// The layout, prepared for the current data and size.
    func preparedLayout() -> CollectionViewLayout {
        loadDataIfNeeded()
        if laidOutSize != bounds.size {
            if let old = laidOutSize, old.width != bounds.width || collectionViewLayout.scrollDirection == .horizontal {
                // Text wraps differently at another width: measure again as items show.
                measuredSizes = [:]
                measuredSupplementarySizes = [:]
            }
            laidOutSize = bounds.size
            collectionViewLayout.needsPrepare = true
        }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout
    }

    /// The size of all the content (`UIScrollView.contentSize`).
    public var contentSize: Size { preparedLayout().collectionViewContentSize }

    /// The item's layout attributes (frame in content coordinates), or nil for no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let layout = preparedLayout()
        guard contains(indexPath) else { return nil }
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// A supplementary view's layout attributes, or nil.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under a point in content coordinates (the view's own), or nil.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        return preparedLayout().layoutAttributesForElements(in: probe)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Cells on screen

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }

    /// The items that have a cell on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    /// The item a cell on screen shows, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The cell on screen for an item, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }

    /// The supplementary view on screen of a kind for a section, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    // MARK: Layout

    /// Rounds of measure-and-place per layout: measured cells can bring only so many new ones
    /// into view.
    static let maximumMeasuringRounds = 4

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleItems()
    }

    // MARK: Input (CollectionView+Scrolling.swift, CollectionView+Selection.swift)

    /// The wheel scrolls at once: sideways over an orthogonal section (or a horizontal layout),
    /// else along the layout; a turn that cannot move anything passes to the superview.
    open override func scrolled(by delta: Point, at location: Point) -> Bool {
        scrollByWheel(delta, at: location) || super.scrolled(by: delta, at: location)
    }

    /// A click on an item selects it (`userDidSelectItem(at:)`), on an outline disclosure expands or
    /// collapses its item; elsewhere, nothing.
    open override func clicked(at location: Point) {
        guard let indexPath = indexPathForItem(at: location) else { return }
        if clickOutlineDisclosure(at: location, item: indexPath) { return }
        userDidSelectItem(at: indexPath)
    }

    /// Takes keys when it has items.
    open override var canBecomeFirstResponder: Bool {
        loadDataIfNeeded()
        return itemCounts.contains { $0 > 0 }
    }

    /// The arrows move (and select), Enter performs the primary action, Space toggles in
    /// multiple selection, PgUp and PgDn scroll a page; other keys go up the chain.
    open override func pressesBegan(_ press: KeyPress) {
        if !handleKey(press) { super.pressesBegan(press) }
    }

}

extension CollectionView: AnimatorObserver {
    /// Each frame of an animated scroll moves the visible part; items coming into view get cells.
    public func animatorDidStep(_ animator: Animator) {
        applyScrollAnimation()
    }
}
