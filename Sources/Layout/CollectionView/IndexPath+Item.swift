import FoundationEssentials

/// UIKit's collection view addressing on Foundation's `IndexPath` (Foundation on Linux has only
/// the bare index list): `IndexPath(item: 3, section: 0)` and `indexPath.item`. An item's index
/// path is a table row's: two indexes, section then item, so `item` and `row` are the same number.
extension IndexPath {
    /// A collection view's index path for an item in a section (`IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item of a two-index path (0 for a path with fewer than two indexes); the same as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
