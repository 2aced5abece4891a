import FoundationEssentials

/// Cell and supplementary registrations (`UICollectionView.CellRegistration`,
/// `SupplementaryRegistration`): a cell class and the code that configures it for an item, used
/// with `dequeueConfiguredReusableCell(using:for:item:)`. Each registration is its own reuse
/// identifier, registered with the view at its first use.
extension CollectionView {
    /// A cell class and how to configure it for an item.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier: String
        let handler: Handler

        /// A registration configuring cells of class `Cell` with `handler`.
        public init(handler: @escaping Handler) {
            identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind and how to configure it.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of the kind for the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let identifier: String
        let elementKind: String
        let handler: Handler

        /// A registration for views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured for `item` by its handler (a nil item is
    /// logged and the cell left as dequeued).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(frame: .zero)
        cell.reuseIdentifier = registration.identifier
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            log("dequeueConfiguredReusableCell(using:for: \(indexPath), item: nil): no item to configure the cell for")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
