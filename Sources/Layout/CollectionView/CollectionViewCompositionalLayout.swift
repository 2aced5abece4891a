import FoundationEssentials

/// A layout composed of sections, groups and items (`UICollectionViewCompositionalLayout`),
/// scrolling vertically. Each section repeats its group until its items run out; groups stack
/// downwards `interGroupSpacing` apart, or, in a section with an orthogonal scrolling behaviour,
/// run sideways in one row that scrolls on its own.
///
/// Fractional sizes are fractions of the container: a group's of the section's width (less its
/// insets) and of the collection view's height, an item's of its group. Edges land on whole
/// cells: each edge is rounded, so fractions tile a width without gaps. An `.estimated` length
/// starts at its estimate; the cell measures itself when it shows and the layout places the
/// items again (a group whose height is estimated takes the height of its tallest item).
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Gives the section at an index, or nil for none (`NSCollectionLayoutSectionProvider`).
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Settings of the whole layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var index = LayoutAttributesIndex(axis: .vertical, itemCounts: [])
    private var contentSize = Size.zero
    /// For each section, its orthogonal row (nil for a section that wraps vertically).
    private var orthogonalRows: [OrthogonalRow?] = []
    /// How far each orthogonal section is scrolled sideways, by section.
    private(set) var orthogonalOffsets: [Int: Double] = [:]
    /// The headers that pin to the visible bounds, each with where its section ends.
    private var pinnedHeaders: [PinnedHeader] = []
    /// The decoration views, by kind and section.
    private var decorations: [String: [Int: CollectionViewLayoutAttributes]] = [:]
    /// The list configuration of each list section, by section.
    private(set) var listConfigurations: [Int: CollectionLayoutListConfiguration] = [:]
    /// The list section being placed and its item count (its rows learn their environment).
    private var placingList: (configuration: CollectionLayoutListConfiguration, itemCount: Int)?

    /// One orthogonal section's row: where it is, how wide its content is, where its groups start.
    struct OrthogonalRow {
        var frame: Rect
        var contentWidth: Double
        var groupStarts: [Double]
        var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    }

    /// A header that stays in view while its section scrolls under it.
    struct PinnedHeader {
        var attributes: CollectionViewLayoutAttributes
        var sectionEnd: Double
    }

    /// Every section the same.
    public convenience init(section: CollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// Every section the same, with settings.
    public convenience init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Sections from a provider, asked for each section at each `prepare()`.
    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionViewLayoutAttributes] = []
        let pinnedIDs = Set(pinnedHeaders.map { ObjectIdentifier($0.attributes) })
        for block in index.blocks(from: rect.minY, to: rect.maxY) {
            for element in index.elements[block.elements] where !pinnedIDs.contains(ObjectIdentifier(element)) {
                let shown = shifted(element)
                if shown.frame.meets(rect) { found.append(shown) }
            }
        }
        for header in pinnedHeaders {
            let shown = pinned(header)
            if shown.frame.meets(rect) { found.append(shown) }
        }
        return found
    }

    /// A pinned header where the visible bounds put it: at its place, or at the top of the
    /// visible area while its section scrolls under it, pushed up by the section's end.
    private func pinned(_ header: PinnedHeader) -> CollectionViewLayoutAttributes {
        let visibleTop = (collectionView?.bounds.minY ?? 0).rounded()
        let frame = header.attributes.frame
        let y = min(max(frame.minY, visibleTop), header.sectionEnd - frame.height)
        guard y > frame.minY else { return header.attributes }
        return header.attributes.moved(to: frame.offsetBy(dx: 0, dy: y - frame.minY))
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        decorations[elementKind]?[indexPath.section]
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        index.item(at: indexPath).map(shifted)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard let attributes = index.supplementary(ofKind: elementKind, section: indexPath.section) else { return nil }
        return pinnedHeaders.first { $0.attributes === attributes }.map(pinned) ?? attributes
    }

    /// An item of an orthogonal section where its row's scrolling shows it; anything else as is.
    private func shifted(_ element: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard element.representedElementCategory == .cell,
            let offset = orthogonalOffsets[element.indexPath.section], offset != 0
        else { return element }
        return element.moved(to: element.frame.offsetBy(dx: -offset, dy: 0))
    }

    /// Places every section.
    open override func prepare() {
        let counts = itemCounts
        index = LayoutAttributesIndex(axis: .vertical, itemCounts: counts)
        orthogonalRows = []
        pinnedHeaders = []
        decorations = [:]
        listConfigurations = [:]
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let bounds = collectionView.bounds.size
        let environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: bounds), traitCollection: collectionView.traitCollection)
        var y = 0.0
        for (section, count) in counts.enumerated() {
            if section > 0 { y += configuration.interSectionSpacing }
            guard let layoutSection = sectionProvider(section, environment) else {
                orthogonalRows.append(nil)
                continue
            }
            y = place(
                layoutSection, section: section, itemCount: count, at: y, width: bounds.width, height: bounds.height)
        }
        contentSize = Size(width: bounds.width, height: y)
        // Keep each row's sideways offset inside its content.
        for (section, offset) in orthogonalOffsets {
            orthogonalOffsets[section] = clampedOrthogonalOffset(offset, section: section)
        }
    }

    /// Places one section from `top`; returns where it ends.
    private func place(
        _ section: CollectionLayoutSection, section sectionIndex: Int, itemCount: Int, at top: Double,
        width: Double, height: Double
    ) -> Double {
        let insets = section.contentInsets
        let innerWidth = max(0, width - insets.leading - insets.trailing)
        let container = Size(width: innerWidth, height: height)
        placingList = section.listConfiguration.map { ($0, itemCount) }
        listConfigurations[sectionIndex] = section.listConfiguration
        defer { placingList = nil }
        // The decoration views go first in the index (their blocks start with the section);
        // their frames and ends are known once the section is placed.
        var backgrounds:
            [(item: CollectionLayoutDecorationItem, attributes: CollectionViewLayoutAttributes, block: Int)] =
                []
        for item in section.decorationItems where decorationClasses[item.elementKind] != nil {
            let attributes = CollectionViewLayoutAttributes(
                forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: sectionIndex))
            attributes.zIndex = item.zIndex
            backgrounds.append((item, attributes, index.blocks.count))
            index.addBlock([attributes], start: top, end: top)
            decorations[item.elementKind, default: [:]][sectionIndex] = attributes
        }
        var y = top
        var pinnedFrom = pinnedHeaders.count
        for header in section.boundarySupplementaryItems where header.alignment == .top {
            y = placeSupplementary(header, section: sectionIndex, at: y, container: Size(width: width, height: height))
            if header.pinToVisibleBounds,
                let attributes = index.supplementary(ofKind: header.elementKind, section: sectionIndex)
            {
                pinnedHeaders.append(PinnedHeader(attributes: attributes, sectionEnd: 0))
            }
        }
        defer {
            while pinnedFrom < pinnedHeaders.count {
                pinnedHeaders[pinnedFrom].sectionEnd = y
                pinnedFrom += 1
            }
            for background in backgrounds {
                let insets = background.item.contentInsets
                background.attributes.frame = Self.snapped(
                    Rect(
                        x: insets.leading, y: top + insets.top, width: max(0, width - insets.leading - insets.trailing),
                        height: max(0, y - top - insets.top - insets.bottom)))
                index.setEnd(ofBlock: background.block, to: y)
            }
        }
        y += insets.top
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var x = insets.leading
        var rowHeight = 0.0
        var groupStarts: [Double] = []
        var rowElements: [CollectionViewLayoutAttributes] = []
        var first = 0
        while first < itemCount {
            var leaves: [Leaf] = []
            var next = first
            let origin = orthogonal ? Point(x: x, y: y) : Point(x: insets.leading, y: y)
            let size = layOut(
                section.group, in: container, at: origin, sectionIndex: sectionIndex, next: &next,
                itemCount: itemCount, leaves: &leaves)
            // A group that holds no item (all its lengths 0) would repeat for ever.
            guard next > first else { break }
            first = next
            let placed = leaves.map(attributes)
            if orthogonal {
                groupStarts.append(x)
                x += size.width + section.interGroupSpacing
                rowHeight = max(rowHeight, size.height)
                rowElements += placed
            } else {
                index.addBlock(placed, start: y, end: y + size.height)
                y += size.height + (first < itemCount ? section.interGroupSpacing : 0)
            }
        }
        if orthogonal {
            index.addBlock(rowElements, start: y, end: y + rowHeight)
            let contentWidth = max(0, x - (!groupStarts.isEmpty ? section.interGroupSpacing : 0)) + insets.trailing
            orthogonalRows.append(
                OrthogonalRow(
                    frame: Rect(x: 0, y: y, width: width, height: rowHeight), contentWidth: contentWidth,
                    groupStarts: groupStarts, behavior: section.orthogonalScrollingBehavior))
            y += rowHeight
        } else {
            orthogonalRows.append(nil)
        }
        y += insets.bottom
        for footer in section.boundarySupplementaryItems where footer.alignment == .bottom {
            y = placeSupplementary(footer, section: sectionIndex, at: y, container: Size(width: width, height: height))
        }
        return y
    }

    private func placeSupplementary(
        _ item: CollectionLayoutBoundarySupplementaryItem, section: Int, at y: Double, container: Size
    ) -> Double {
        var size = item.layoutSize.resolved(in: container)
        let insets = item.contentInsets
        let dims = item.layoutSize
        // A header or footer whose length is estimated takes the size its view measured.
        if let measured = measuredSupplementarySize(ofKind: item.elementKind, section: section) {
            if dims.widthDimension.isEstimated { size.width = measured.width + insets.leading + insets.trailing }
            if dims.heightDimension.isEstimated { size.height = measured.height + insets.top + insets.bottom }
        }
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = Self.snapped(
            Rect(
                x: insets.leading, y: y + insets.top, width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom)))
        attributes.estimatedAxes = (dims.widthDimension.isEstimated, dims.heightDimension.isEstimated)
        attributes.zIndex = item.zIndex
        if let list = placingList {
            var environment = ListItemEnvironment(appearance: list.configuration.appearance)
            environment.isSupplementaryHeader = item.elementKind == CollectionView.elementKindSectionHeader
            environment.isSupplementaryFooter = item.elementKind == CollectionView.elementKindSectionFooter
            attributes.listEnvironment = environment
        }
        index.addBlock([attributes], start: y, end: y + size.height.rounded())
        return y + size.height.rounded()
    }

    /// A cell's place: its item's index, frame (before insets are taken) and estimated axes.
    private struct Leaf {
        var indexPath: IndexPath
        var frame: Rect
        var estimated: (width: Bool, height: Bool)
        var listEnvironment: ListItemEnvironment?
    }

    private func attributes(_ leaf: Leaf) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: leaf.indexPath)
        attributes.frame = Self.snapped(leaf.frame)
        attributes.estimatedAxes = leaf.estimated
        attributes.listEnvironment = leaf.listEnvironment
        return attributes
    }

    /// What a row of the list section being placed learns about itself.
    private func listEnvironment(forItem item: Int) -> ListItemEnvironment? {
        guard let (configuration, count) = placingList else { return nil }
        var environment = ListItemEnvironment(appearance: configuration.appearance)
        environment.isHeaderItem = configuration.headerMode == .firstItemInSection && item == 0
        environment.separatorBelow = configuration.showsSeparators && item < count - 1 && !environment.isHeaderItem
        return environment
    }

    /// Rounds each edge to a whole cell, so that neighbours share their edges.
    static func snapped(_ rect: Rect) -> Rect {
        let left = rect.minX.rounded()
        let top = rect.minY.rounded()
        return Rect(
            x: left, y: top, width: max(0, rect.maxX.rounded() - left), height: max(0, rect.maxY.rounded() - top))
    }

    /// Lays out `item` (a group or a leaf) at `origin` in a container, its cells taking the items
    /// from `next` on (it moves `next` past them; none past `itemCount`); returns its size.
    ///
    /// A group given its subitems (not a repeated one) goes through them again and again while
    /// the next one fits in its length, as UIKit's groups fill themselves.
    private func layOut(
        _ item: CollectionLayoutItem, in container: Size, at origin: Point, sectionIndex: Int, next: inout Int,
        itemCount: Int, leaves: inout [Leaf]
    ) -> Size {
        let dims = item.layoutSize
        var size = dims.resolved(in: container)
        guard let group = item as? CollectionLayoutGroup else {
            guard next < itemCount else { return size }
            let indexPath = IndexPath(item: next, section: sectionIndex)
            next += 1
            let insets = item.contentInsets
            if let measured = measuredSize(at: indexPath) {
                if dims.widthDimension.isEstimated { size.width = measured.width + insets.leading + insets.trailing }
                if dims.heightDimension.isEstimated { size.height = measured.height + insets.top + insets.bottom }
            }
            let environment = listEnvironment(forItem: indexPath.item)
            // A list's separator row belongs to the item above it, below what its cell measured.
            if environment?.separatorBelow == true { size.height += 1 }
            let frame = Rect(
                x: origin.x + insets.leading, y: origin.y + insets.top,
                width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom))
            leaves.append(
                Leaf(
                    indexPath: indexPath, frame: frame,
                    estimated: (dims.widthDimension.isEstimated, dims.heightDimension.isEstimated),
                    listEnvironment: environment))
            return size
        }
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing?.minimum ?? 0
        let insets = group.contentInsets
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let innerLength = horizontal ? inner.width : inner.height
        let along = { (size: Size) in horizontal ? size.width : size.height }
        // The items of one instance: a repeated subitem `count` times sharing the length equally;
        // else the subitems over and over while the next fits.
        var subitems: [CollectionLayoutItem] = []
        var sharedLength: Double?
        if let count = group.repeatCount {
            subitems = Array(repeating: group.subitems[0], count: count)
            sharedLength = max(0, (innerLength - spacing * Double(count - 1)) / Double(count))
        } else if !group.subitems.isEmpty {
            var used = 0.0
            var index = 0
            while index < 10_000 {
                let sub = group.subitems[index % group.subitems.count]
                let length = along(sub.layoutSize.resolved(in: inner))
                let needed = (subitems.isEmpty ? 0 : spacing) + length
                if index >= group.subitems.count && (length <= 0 || used + needed > innerLength + 1e-9) { break }
                subitems.append(sub)
                used += needed
                index += 1
            }
        }
        var extra = 0.0
        if case .flexible = group.interItemSpacing, subitems.count > 1, sharedLength == nil {
            let used = subitems.reduce(0.0) { $0 + along($1.layoutSize.resolved(in: inner)) }
            extra = max(0, (innerLength - used - spacing * Double(subitems.count - 1)) / Double(subitems.count - 1))
        }
        var cursor = 0.0
        var across = 0.0
        for (position, sub) in subitems.enumerated() {
            if next >= itemCount { break }
            if position > 0 { cursor += spacing + extra }
            var subContainer = inner
            if let sharedLength {
                if horizontal { subContainer.width = sharedLength } else { subContainer.height = sharedLength }
            }
            let subOrigin =
                horizontal
                ? Point(x: origin.x + insets.leading + cursor, y: origin.y + insets.top)
                : Point(x: origin.x + insets.leading, y: origin.y + insets.top + cursor)
            // A repeated leaf fills its share along the group's axis; a repeated group is sized
            // in its share.
            let subItem =
                sharedLength != nil && !(sub is CollectionLayoutGroup)
                ? RepeatedShare(sub, horizontal: horizontal) : sub
            let subSize = layOut(
                subItem, in: subContainer, at: subOrigin, sectionIndex: sectionIndex, next: &next,
                itemCount: itemCount, leaves: &leaves)
            cursor += along(subSize)
            across = max(across, horizontal ? subSize.height : subSize.width)
        }
        // An estimated length takes its content's.
        if horizontal {
            if dims.heightDimension.isEstimated { size.height = across + insets.top + insets.bottom }
            if dims.widthDimension.isEstimated { size.width = cursor + insets.leading + insets.trailing }
        } else {
            if dims.widthDimension.isEstimated { size.width = across + insets.leading + insets.trailing }
            if dims.heightDimension.isEstimated { size.height = cursor + insets.top + insets.bottom }
        }
        return size
    }

    // MARK: Orthogonal scrolling

    /// The row of an orthogonal section, or nil.
    func orthogonalRow(ofSection section: Int) -> OrthogonalRow? {
        orthogonalRows.indices.contains(section) ? orthogonalRows[section] : nil
    }

    /// Scrolls an orthogonal section sideways (kept inside its content); false when the section
    /// does not scroll sideways or did not move.
    @discardableResult
    func setOrthogonalOffset(_ offset: Double, section: Int) -> Bool {
        guard orthogonalRow(ofSection: section) != nil else { return false }
        let clamped = clampedOrthogonalOffset(offset, section: section)
        guard clamped != (orthogonalOffsets[section] ?? 0) else { return false }
        orthogonalOffsets[section] = clamped
        collectionView?.setNeedsLayout()
        return true
    }

    /// The offset that shows `frame` (base coordinates) in the section's row: the least move, or
    /// for paging behaviours the start of the group holding it.
    func orthogonalOffset(showing frame: Rect, section: Int) -> Double? {
        guard let row = orthogonalRow(ofSection: section) else { return nil }
        let current = orthogonalOffsets[section] ?? 0
        switch row.behavior {
        case .paging, .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            let start = row.groupStarts.last { $0 <= frame.minX } ?? 0
            if frame.minX >= current && frame.maxX <= current + row.frame.width { return current }
            return clampedOrthogonalOffset(start, section: section)
        default:
            if frame.minX < current { return frame.minX }
            if frame.maxX > current + row.frame.width { return frame.maxX - row.frame.width }
            return current
        }
    }

    private func clampedOrthogonalOffset(_ offset: Double, section: Int) -> Double {
        guard let row = orthogonalRow(ofSection: section) else { return 0 }
        return min(max(0, offset), max(0, row.contentWidth - row.frame.width))
    }

    /// The section whose orthogonal row is under a point in content coordinates.
    func orthogonalSection(at point: Point) -> Int? {
        orthogonalRows.firstIndex { $0.map { $0.frame.contains(point) } ?? false }
    }
}

/// A repeated subitem taking exactly its share of the group along the group's axis.
private final class RepeatedShare: CollectionLayoutItem {
    let base: CollectionLayoutItem

    init(_ base: CollectionLayoutItem, horizontal: Bool) {
        self.base = base
        let size = base.layoutSize
        super.init(
            layoutSize: horizontal
                ? CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: size.heightDimension)
                : CollectionLayoutSize(widthDimension: size.widthDimension, heightDimension: .fractionalHeight(1)))
        contentInsets = base.contentInsets
    }
}
