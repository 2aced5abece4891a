/// One length of a compositional layout's item, group or supplementary item
/// (`NSCollectionLayoutDimension`), in terminal cells: a fraction of the container's width or
/// height, an absolute length, or an estimate that the cell's constraints replace when it shows.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// How the length is given.
    public enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    /// How the length is given.
    public let kind: Kind
    /// The fraction, the number of cells, or the estimate.
    public let dimension: Double

    private init(_ kind: Kind, _ dimension: Double) {
        self.kind = kind
        // Lengths from outside: negative or not finite counts as 0.
        self.dimension = dimension.isFinite ? max(0, dimension) : 0
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> Self { Self(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> Self { Self(.fractionalHeight, fraction) }
    /// A number of terminal cells.
    public static func absolute(_ length: Double) -> Self { Self(.absolute, length) }
    /// A first guess in cells; the cell measures itself when it shows.
    public static func estimated(_ length: Double) -> Self { Self(.estimated, length) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: Size) -> Double {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }

    public var description: String { "\(kind)(\(dimension))" }
}

/// A width and a height (`NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Hashable, Sendable {
    public var widthDimension: CollectionLayoutDimension
    public var heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items (`NSCollectionLayoutSpacing`).
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Double)
    /// At least this many cells; the space left in the group is shared among the gaps.
    case flexible(Double)

    var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value.isFinite ? max(0, value) : 0
        }
    }
}

/// One item of a compositional layout (`NSCollectionLayoutItem`): its size relative to its group,
/// and insets between its frame and its cell.
open class CollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: CollectionLayoutSize
    /// The space between the item's frame and its cell's.
    public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items side by side or one above another (`NSCollectionLayoutGroup`); a group is itself an
/// item, so groups nest.
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// Which way the items go.
    public enum Axis: Sendable { case horizontal, vertical }

    /// Which way the group's items go.
    public let axis: Axis
    /// The items, in order.
    public let subitems: [CollectionLayoutItem]
    /// When set, the group holds this many copies of its one subitem sharing its length equally.
    public let repeatCount: Int?
    /// The space between the items (none when nil).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], repeatCount: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    /// Items left to right, each sized by its own layout size.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
    }

    /// `count` copies of `subitem` left to right sharing the group's width equally.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repeatCount: count)
    }

    /// The older spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Items top to bottom, each sized by its own layout size.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
    }

    /// `count` copies of `subitem` top to bottom sharing the group's height equally.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], repeatCount: count)
    }

    /// The older spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// How an orthogonal section scrolls across the layout's direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`). In the terminal the section moves
/// when the selection moves into items out of view, and with a sideways wheel over it; the
/// paging kinds stop at group (or page) boundaries.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable, Equatable {
    /// The section wraps its groups as a vertical layout does (no sideways scrolling).
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// Where a boundary supplementary item (a section header or footer) sits
/// (`NSRectAlignment`, the vertical cases).
public enum CollectionLayoutAlignment: Sendable, Equatable {
    case top, bottom
}

/// A header or footer of a compositional section (`NSCollectionLayoutBoundarySupplementaryItem`).
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind the collection view dequeues the view for.
    public let elementKind: String
    /// Above or below the section's items.
    public let alignment: CollectionLayoutAlignment
    /// Whether a header stays at the top of the visible area while its section scrolls under it,
    /// until the section's end pushes it up (`pinToVisibleBounds`). A footer does not pin.
    public var pinToVisibleBounds = false
    /// Views with a higher value are drawn over those with a lower one; a pinned header is drawn
    /// over the cells whatever its value.
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: CollectionLayoutAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// A view the layout places behind a section without the data source: a section's background
/// (`NSCollectionLayoutDecorationItem`). Its view's class is registered on the layout with
/// `register(_:forDecorationViewOfKind:)`. A background spans the whole section, its headers
/// and footers included, less its `contentInsets`; the cells draw over it, so it shows in the
/// section's insets and the spacing between its items.
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind the layout makes the view for.
    public let elementKind: String
    /// Views with a higher value are drawn over those with a lower one (a background: -1).
    public var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
    }

    /// A background behind the whole section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// One section of a compositional layout (`NSCollectionLayoutSection`): its group repeated until
/// the section's items run out.
open class CollectionLayoutSection {
    /// The group each run of items takes.
    public let group: CollectionLayoutGroup
    /// The space around the section's groups.
    public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The space between groups.
    public var interGroupSpacing = 0.0
    /// Whether the groups run sideways in a row of their own that scrolls across the layout.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as its background (`decorationItems`).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: CollectionLayoutListConfiguration?

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider knows of where its section goes (`NSCollectionLayoutEnvironment`).
public struct CollectionLayoutEnvironment: Sendable {
    /// The collection view's size.
    public let container: CollectionLayoutContainer
    /// The collection view's traits (colours, contrast).
    public let traitCollection: TraitCollection
}

/// The space a section lays out in (`NSCollectionLayoutContainer`).
public struct CollectionLayoutContainer: Sendable {
    /// The collection view's size.
    public let contentSize: Size
    /// The same (the collection view has no content insets of its own).
    public var effectiveContentSize: Size { contentSize }
}

/// Settings of a whole compositional layout (`UICollectionViewCompositionalLayoutConfiguration`).
public struct CollectionViewCompositionalLayoutConfiguration: Sendable {
    /// The space between sections.
    public var interSectionSpacing = 0.0
    /// Headers and footers of the whole layout are not supported; the layout scrolls vertically.
    public init() {}
}
