import FoundationEssentials

/// Supplies a collection view's sections, items and views (`UICollectionViewDataSource`).
public protocol CollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// Usually `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A supplementary view (a section header or footer) the layout asks for. Default: an empty
    /// view.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the user may move the item (Alt-↑ and Alt-↓ in the terminal). Default false.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the data to match. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView { CollectionReusableView() }
    /// No moving.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// Hears about selection and display (`UICollectionViewDelegate`). Every method has a default,
/// as UIKit's are optional.
public protocol CollectionViewDelegate: AnyObject {
    /// Whether the user may select the item. Default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item (a click, a key).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item. Default true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Enter on the focused item (`collectionView(_:performPrimaryActionForItemAt:)`).
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// A cell is about to show for the item.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell stopped showing the item.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The context menu for the items a right click or Shift-F10 acts on
    /// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`): the item under the
    /// pointer, or the focused one for a key; the whole selection when that item is part of a
    /// multiple selection; none where no item is. `point` is in the collection view's
    /// coordinates. Default nil: no menu (a `ContextMenuInteraction` on the view, or an
    /// ancestor's, is asked next).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> ContextMenuConfiguration?
    /// The menu of `configuration` is about to show; `animator` is nil (it shows at once).
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu of `configuration` closed (an action chosen, Esc, a click elsewhere); `animator`
    /// is nil.
    func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension CollectionViewDelegate {
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nil: no menu.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}

/// Where `scrollToItem(at:at:animated:)` puts the item (`UICollectionView.ScrollPosition`): one
/// vertical and one horizontal choice at most; none on an axis scrolls that axis as little as
/// shows the item.
public struct CollectionViewScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = Self(rawValue: 1 << 0)
    public static let centeredVertically = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let left = Self(rawValue: 1 << 3)
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    public static let right = Self(rawValue: 1 << 5)
}
