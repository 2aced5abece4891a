import FoundationEssentials

/// Context menus on items, as UIKit's collection view offers them through its delegate
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`): a right click asks for the
/// item under the pointer, Shift-F10 (or the menu key) for the focused item, and the menu of a
/// key hangs under that item's first line.
extension CollectionView {
    /// A menu the delegate configured, and where it opens (window cells).
    struct ItemContextMenu {
        let configuration: ContextMenuConfiguration
        let menu: Menu
        let anchor: Point
    }

    /// The menu the delegate gives for a right click at `point` (window cells), or for a key
    /// (nil): the items acted on are the one under the pointer or the focused one (none where
    /// there is none), widened to the selection when that item is part of a multiple
    /// selection, as in UIKit. Nil when the delegate gives no configuration or its provider no
    /// menu.
    func itemContextMenu(at point: Point?) -> ItemContextMenu? {
        guard let delegate else { return nil }
        let item: IndexPath?
        let location: Point
        if let point {
            location = convert(point, from: nil)
            item = indexPathForItem(at: location)
        } else {
            item = focusedItem.flatMap { contains($0) ? $0 : nil }
            location = item.flatMap { layoutAttributesForItem(at: $0)?.frame.origin } ?? bounds.origin
        }
        let items = item.map { allowsMultipleSelection && selectedItems.contains($0) ? selectedItems.sorted() : [$0] }
        guard
            let configuration = delegate.collectionView(
                self, contextMenuConfigurationForItemsAt: items ?? [], point: location),
            let menu = configuration.makeMenu()
        else { return nil }
        let corner = convert(location, to: nil)
        return ItemContextMenu(
            configuration: configuration, menu: menu, anchor: point ?? Point(x: corner.x, y: corner.y + 1))
    }
}
