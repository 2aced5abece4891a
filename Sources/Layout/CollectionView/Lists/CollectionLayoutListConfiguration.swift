import FoundationEssentials

/// How a list section of a compositional layout looks (`UICollectionLayoutListConfiguration`):
/// one item a row across the whole width, each as tall as its cell measures, with optional
/// section headers and footers and separators between the rows.
///
/// In the terminal a separator is a row of its own under an item (`─`, from the text's leading
/// edge to the trailing one), so a list with separators takes two rows an item; set
/// `showsSeparators` to false for a dense list. The grouped appearances leave a blank row after
/// each section; the inset ones keep two cells clear on either side.
public struct CollectionLayoutListConfiguration: Equatable {
    /// The overall look of the list (`UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Sendable, Equatable {
        /// Rows across the whole width, sections one after another.
        case plain
        /// Sections apart, a blank row after each.
        case grouped
        /// Sections apart and inset two cells on either side.
        case insetGrouped
        /// A navigation list: inset one cell, no separators, sections apart.
        case sidebar
        /// A navigation list across the whole width, no separators.
        case sidebarPlain
    }

    /// Where a section's header comes from (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Sendable, Equatable {
        /// No header.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader`, as tall as
        /// it measures.
        case supplementary
        /// The section's first item is its header: its cell gets the header's look (and, with an
        /// outline disclosure accessory, collapses and expands the section's other items).
        case firstItemInSection
    }

    /// Where a section's footer comes from (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Sendable, Equatable {
        /// No footer.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's look.
    public let appearance: Appearance
    /// The header of each section.
    public var headerMode = HeaderMode.none
    /// The footer of each section.
    public var footerMode = FooterMode.none
    /// Whether a separator row follows each item but a section's last (default: true, except in
    /// the sidebar appearances).
    public var showsSeparators: Bool

    /// Gives the swipe actions of an item, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?
    /// The actions a row shows at its leading edge (Shift-→ on the focused row).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows at its trailing edge (Shift-← on the focused row).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Equal looks (the swipe action providers are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.appearance == rhs.appearance && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
            && lhs.showsSeparators == rhs.showsSeparators
    }

    /// A configuration with an appearance's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The space around a section's rows.
    var sectionInsets: DirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        case .grouped: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case .insetGrouped: DirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case .sidebar: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
        }
    }
}

/// What a list section tells each of its cells and supplementary views through their layout
/// attributes: the list's look, whether the row is its section's header, and whether a
/// separator row follows it.
struct ListItemEnvironment: Equatable {
    var appearance: CollectionLayoutListConfiguration.Appearance
    /// The row is the section's first item shown as its header (`.firstItemInSection`).
    var isHeaderItem = false
    /// A separator row follows the item, inside its frame.
    var separatorBelow = false
    /// The view is a section header or footer of the list.
    var isSupplementaryHeader = false
    var isSupplementaryFooter = false
}

extension CollectionLayoutSection {
    /// A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): one item a
    /// row, the full width, as tall as its cell measures (an estimate of one row until then).
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let insets = configuration.sectionInsets
        section.contentInsets = insets
        var supplementaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            // A plain list's headers stay in view while their section scrolls, as a plain table's.
            header.pinToVisibleBounds = configuration.appearance == .plain
            supplementaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            supplementaries.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        for item in supplementaries {
            item.contentInsets = DirectionalEdgeInsets(
                top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
        }
        section.boundarySupplementaryItems = supplementaries
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`
    /// (`UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
