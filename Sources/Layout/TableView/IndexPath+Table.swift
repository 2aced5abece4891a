import FoundationEssentials

/// UIKit's table view addressing on Foundation's `IndexPath`, so code written for UIKit
/// (`IndexPath(row: 2, section: 0)`, `indexPath.row`) ports unchanged and an app that imports
/// Foundation sees one `IndexPath`, not two. A table's index path has exactly two indexes:
/// section, then row.
extension IndexPath {
    /// A table's index path for a row in a section (`IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a two-index path (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    /// The row of a two-index path (0 for a path with fewer than two indexes).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }
}
