import FoundationEssentials

/// Items in lines that wrap, section after section, with optional headers and footers
/// (`UICollectionViewFlowLayout`). In a vertical layout a line is a row filled left to right and
/// lines stack downwards; in a horizontal one a line is a column filled top to bottom and lines
/// go rightwards. Sizes are in terminal cells.
///
/// A full line spreads its items so that it fills the width (the spacing between them is at
/// least `minimumInteritemSpacing`; a lone item is centred), the last line of a section keeps
/// the minimum spacing from the leading edge, and items shorter than their line are centred in it,
/// as UIKit's flow layout does.
///
/// Self-sizing: with `estimatedItemSize` other than `.zero`, each item starts at that size and
/// its cell measures itself when first shown (both axes free, see
/// `CollectionReusableView.preferredLayoutAttributesFitting(_:)`); the layout then places the
/// items again with the measured size.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's `automaticSize`: as `estimatedItemSize`, every item measures itself, starting
    /// from one line of ten cells.
    public static let automaticSize = Size(width: -1, height: -1)

    /// The size of every item unless the delegate gives one.
    public var itemSize = Size(width: 10, height: 1) {
        didSet { invalidateLayout() }
    }
    /// Non-zero: items size themselves, starting at this size.
    public var estimatedItemSize = Size.zero {
        didSet { invalidateLayout() }
    }
    /// The space between lines.
    public var minimumLineSpacing = 1.0 {
        didSet { invalidateLayout() }
    }
    /// The least space between items in a line.
    public var minimumInteritemSpacing = 1.0 {
        didSet { invalidateLayout() }
    }
    /// The margins around each section's items (inside its header and footer).
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    /// Rows stacking downwards (vertical) or columns going rightwards (horizontal).
    public var flowScrollDirection = CollectionViewScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// The length along the scroll axis of each section's header (0: no header); the other
    /// length is the collection view's.
    public var headerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }
    /// As `headerReferenceSize`, for footers.
    public var footerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }

    /// `scrollDirection` in UIKit's spelling of the setter: the flow's direction.
    open override var scrollDirection: CollectionViewScrollDirection {
        get { flowScrollDirection }
        set { flowScrollDirection = newValue }
    }

    private var index = LayoutAttributesIndex(axis: .vertical, itemCounts: [])
    private var contentSize = Size.zero

    /// A vertical flow of 10x1 items.
    public override init() { super.init() }

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        index.blocks(from: rect.start(along: index.axis), to: rect.end(along: index.axis))
            .flatMap { index.elements[$0.elements] }
            .filter { $0.frame.meets(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        index.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        index.supplementary(ofKind: elementKind, section: indexPath.section)
    }

    /// Places every section: header, lines of items, footer.
    open override func prepare() {
        let counts = itemCounts
        let axis = flowScrollDirection
        index = LayoutAttributesIndex(axis: axis, itemCounts: counts)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let bounds = collectionView.bounds.size
        let crossLength = axis == .vertical ? bounds.width : bounds.height
        var main = 0.0
        for (section, count) in counts.enumerated() {
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            main = addSupplementary(
                CollectionView.elementKindSectionHeader, section: section, size: header, at: main,
                crossLength: crossLength)
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (crossStart, crossEnd, mainStart, mainEnd) =
                axis == .vertical
                ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            main += mainStart
            let available = max(0, crossLength - crossStart - crossEnd)
            var line: [(IndexPath, Size)] = []
            var lineCross = 0.0
            var firstLine = true
            func flush(last: Bool) {
                guard !line.isEmpty else { return }
                if !firstLine { main += lineSpacing }
                firstLine = false
                main = placeLine(
                    line, at: main, crossStart: crossStart, available: available, spacing: itemSpacing, last: last)
                line = []
                lineCross = 0
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = self.size(of: indexPath, delegate: delegate)
                let cross = axis == .vertical ? size.width : size.height
                if !line.isEmpty, lineCross + itemSpacing + cross > available { flush(last: false) }
                lineCross += (line.isEmpty ? 0 : itemSpacing) + cross
                line.append((indexPath, size))
            }
            flush(last: true)
            main += mainEnd
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            main = addSupplementary(
                CollectionView.elementKindSectionFooter, section: section, size: footer, at: main,
                crossLength: crossLength)
        }
        contentSize =
            axis == .vertical ? Size(width: bounds.width, height: main) : Size(width: main, height: bounds.height)
    }

    /// Whether items size themselves.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    private func size(of indexPath: IndexPath, delegate: (any CollectionViewDelegateFlowLayout)?) -> Size {
        if let collectionView,
            let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath),
            size != Self.automaticSize
        {
            return sanitized(size)
        }
        guard isSelfSizing else { return sanitized(itemSize) }
        let estimate = estimatedItemSize == Self.automaticSize ? Size(width: 10, height: 1) : estimatedItemSize
        return sanitized(measuredSize(at: indexPath) ?? estimate)
    }

    private func sanitized(_ size: Size) -> Size {
        Size(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    /// Places one line's items from `main`; returns where the line ends along the scroll axis.
    private func placeLine(
        _ line: [(IndexPath, Size)], at main: Double, crossStart: Double, available: Double, spacing: Double,
        last: Bool
    ) -> Double {
        let axis = flowScrollDirection
        let crossOf = { (size: Size) in axis == .vertical ? size.width : size.height }
        let mainOf = { (size: Size) in axis == .vertical ? size.height : size.width }
        let thickness = line.map { mainOf($0.1) }.max() ?? 0
        let total = line.reduce(0) { $0 + crossOf($1.1) }
        var gap = spacing
        var cross = crossStart
        if !last {
            if line.count == 1 {
                cross += max(0, (available - total) / 2).rounded(.down)
            } else {
                gap = max(spacing, ((available - total) / Double(line.count - 1)).rounded(.down))
            }
        }
        var placed: [CollectionViewLayoutAttributes] = []
        for (indexPath, size) in line {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            let along = main + ((thickness - mainOf(size)) / 2).rounded(.down)
            attributes.frame =
                axis == .vertical
                ? Rect(x: cross, y: along, width: size.width, height: size.height)
                : Rect(x: along, y: cross, width: size.width, height: size.height)
            if isSelfSizing { attributes.estimatedAxes = (true, true) }
            placed.append(attributes)
            cross += crossOf(size) + gap
        }
        index.addBlock(placed, start: main, end: main + thickness)
        return main + thickness
    }

    private func addSupplementary(
        _ kind: String, section: Int, size: Size, at main: Double, crossLength: Double
    ) -> Double {
        let length = flowScrollDirection == .vertical ? size.height : size.width
        guard length.isFinite, length > 0 else { return main }
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame =
            flowScrollDirection == .vertical
            ? Rect(x: 0, y: main, width: crossLength, height: length)
            : Rect(x: main, y: 0, width: length, height: crossLength)
        index.addBlock([attributes], start: main, end: main + length)
        return main + length
    }
}

/// A delegate that sizes a flow layout's items and sections one by one
/// (`UICollectionViewDelegateFlowLayout`). Every method has a default that answers with the
/// layout's own property, so a delegate implements only what it varies; the default item size is
/// `CollectionViewFlowLayout.automaticSize`, which leaves the item to the layout (its `itemSize`,
/// or self-sizing).
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size
    /// The margins of one section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The line spacing of one section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double
    /// The item spacing of one section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double
    /// The header size of one section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size
    /// The footer size of one section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// `CollectionViewFlowLayout.automaticSize`: the layout's `itemSize`, or self-sizing.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size { CollectionViewFlowLayout.automaticSize }
    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
