import FoundationEssentials

/// What a layout says about one element: its frame in the collection view's content, and which
/// element it is (`UICollectionViewLayoutAttributes`).
public final class CollectionViewLayoutAttributes: CustomStringConvertible {
    /// The item's (or the supplementary view's section's) index path.
    public let indexPath: IndexPath
    /// A cell, a supplementary view or a decoration view.
    public let representedElementCategory: CollectionElementCategory
    /// The kind of a supplementary view (`CollectionView.elementKindSectionHeader`, ...); nil for a cell.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: Rect
    /// Views with a higher value are drawn over those with a lower one.
    public var zIndex = 0
    /// A hidden element gets no view.
    public var isHidden = false
    /// The axes whose length is an estimate, for the cell to measure (self-sizing).
    public internal(set) var estimatedAxes: (width: Bool, height: Bool) = (false, false)
    /// What a list section tells the element's view (nil outside list sections).
    var listEnvironment: ListItemEnvironment?

    /// The rows the layout adds below the measured content (a list's separator row).
    var addedHeight: Double { listEnvironment?.separatorBelow == true ? 1 : 0 }

    /// A cell's attributes (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// A supplementary view's attributes (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// A decoration view's attributes (`init(forDecorationViewOfKind:with:)`).
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
        frame = .zero
    }

    /// The frame's size.
    public var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }

    /// A copy to change without touching the layout's.
    public func copy() -> CollectionViewLayoutAttributes {
        let copy =
            switch (representedElementCategory, representedElementKind) {
            case (.decorationView, let kind?):
                CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
            case (.supplementaryView, let kind?):
                CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            default: CollectionViewLayoutAttributes(forCellWith: indexPath)
            }
        copy.frame = frame
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.estimatedAxes = estimatedAxes
        copy.listEnvironment = listEnvironment
        return copy
    }

    /// The same attributes at `frame`.
    func moved(to frame: Rect) -> CollectionViewLayoutAttributes {
        let copy = self.copy()
        copy.frame = frame
        return copy
    }

    public var description: String {
        let what = representedElementKind.map { "\($0) " } ?? ""
        return "<\(what)\(indexPath.section).\(indexPath.item) \(frame)>"
    }
}

/// Whether layout attributes describe a cell, a supplementary view or a decoration view.
public enum CollectionElementCategory: Sendable, Equatable {
    case cell
    case supplementaryView
    case decorationView
}

/// Which way a collection view's content scrolls (`UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: Sendable, Equatable {
    case vertical
    case horizontal
}

/// Places a collection view's items (`UICollectionViewLayout`). Subclass it: compute the frames
/// in `prepare()`, answer `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`. The collection view calls `prepare()` after each
/// `invalidateLayout()` before asking anything else.
open class CollectionViewLayout {
    /// The collection view using the layout (set when it is given to one).
    public internal(set) weak var collectionView: CollectionView?

    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true

    /// A layout for no collection view yet.
    public init() {}

    /// Computes the layout; called once after each invalidation, before any question.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// The cells and supplementary views whose frames meet `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of one item, or nil when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view, or nil (`layoutAttributesForDecorationView(ofKind:at:)`).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The view classes of decoration views, by kind.
    private(set) var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes a kind of decoration view with (nil
    /// forgets it) (`register(_:forDecorationViewOfKind:)`).
    public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
        invalidateLayout()
    }

    /// Marks the layout stale: `prepare()` runs again before the next question, and the
    /// collection view lays out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` makes the layout stale.
    /// Default: when its size changed (scrolling alone does not).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return true }
        return collectionView.bounds.size != newBounds.size
    }

    /// The direction the content scrolls in (vertical unless a layout says otherwise).
    open var scrollDirection: CollectionViewScrollDirection { .vertical }

    /// Runs `prepare()` when stale.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    // MARK: Helpers for layouts

    /// The collection view's sections and their item counts (none without a collection view).
    var itemCounts: [Int] { collectionView?.itemCounts ?? [] }

    /// The size measured for an item by its cell, when one was.
    func measuredSize(at indexPath: IndexPath) -> Size? { collectionView?.measuredSizes[indexPath] }

    /// The size measured for a section's supplementary view of a kind, when one was.
    func measuredSupplementarySize(ofKind kind: String, section: Int) -> Size? {
        collectionView?.measuredSupplementarySizes[CollectionView.SupplementaryKey(kind: kind, section: section)]
    }
}

/// Frames in sections, found by position along the scroll axis without looking at every element:
/// each section is a run of blocks (a line of a flow layout, a group of a compositional one)
/// whose spans along the axis do not go back, so a binary search finds the first block in a rect.
struct LayoutAttributesIndex {
    /// One block: its span along the scroll axis and the elements in it.
    struct Block {
        var start: Double
        var end: Double
        var elements: Range<Int>
    }

    private(set) var elements: [CollectionViewLayoutAttributes] = []
    private(set) var blocks: [Block] = []
    /// The maximum `end` of the blocks up to each index (blocks may overlap on the axis).
    private var reach: [Double] = []
    private var itemPositions: [[Int]] = []
    private var supplementaryPositions: [String: [Int: Int]] = [:]
    let axis: CollectionViewScrollDirection

    init(axis: CollectionViewScrollDirection, itemCounts: [Int]) {
        self.axis = axis
        itemPositions = itemCounts.map { [Int](repeating: -1, count: $0) }
    }

    /// Adds elements as one block, spanning `start..<end` along the axis.
    mutating func addBlock(_ attributes: [CollectionViewLayoutAttributes], start: Double, end: Double) {
        let first = elements.count
        for element in attributes {
            if element.representedElementCategory == .cell {
                itemPositions[element.indexPath.section][element.indexPath.item] = elements.count
            } else if element.representedElementCategory == .supplementaryView,
                let kind = element.representedElementKind
            {
                supplementaryPositions[kind, default: [:]][element.indexPath.section] = elements.count
            }
            elements.append(element)
        }
        blocks.append(Block(start: start, end: end, elements: first..<elements.count))
        reach.append(max(reach.last ?? -.infinity, end))
    }

    /// Moves the end of a block added before (a section's background, known once the section is
    /// placed); the reach of the blocks after it follows.
    mutating func setEnd(ofBlock block: Int, to end: Double) {
        blocks[block].end = end
        for index in block..<blocks.count {
            reach[index] = max(index > 0 ? reach[index - 1] : -.infinity, blocks[index].end)
        }
    }

    /// The attributes of an item, or nil.
    func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard itemPositions.indices.contains(indexPath.section),
            itemPositions[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let position = itemPositions[indexPath.section][indexPath.item]
        return position >= 0 ? elements[position] : nil
    }

    /// The attributes of a section's supplementary view of a kind, or nil.
    func supplementary(ofKind kind: String, section: Int) -> CollectionViewLayoutAttributes? {
        supplementaryPositions[kind]?[section].map { elements[$0] }
    }

    /// The blocks meeting `start..<end` along the axis.
    func blocks(from start: Double, to end: Double) -> ArraySlice<Block> {
        // The first block whose reach passes `start` (reach never goes down).
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if reach[middle] <= start { low = middle + 1 } else { high = middle }
        }
        var last = low
        while last < blocks.count, blocks[last].start < end { last += 1 }
        return blocks[low..<last]
    }
}

extension Rect {
    /// Whether the two rects share an area (touching edges do not count).
    func meets(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The start of the rect along an axis.
    func start(along axis: CollectionViewScrollDirection) -> Double { axis == .vertical ? minY : minX }
    /// The end of the rect along an axis.
    func end(along axis: CollectionViewScrollDirection) -> Double { axis == .vertical ? maxY : maxX }
}
