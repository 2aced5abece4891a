import Foundation

/// The row changes collected between `beginUpdates()` and `endUpdates()`, in UIKit's terms:
/// deletes, reloads and move sources name rows by their index *before* the batch; inserts and
/// move destinations by their index *after* it. The order of calls inside a batch does not
/// matter: deletes apply first, then inserts.
public struct RowUpdates: Equatable, Sendable {
    public var deletes: [IndexPath] = []
    public var inserts: [IndexPath] = []
    public var reloads: [IndexPath] = []
    public var moves: [Move] = []

    public struct Move: Equatable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    public init() {}

    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// True when the batch changes which rows exist or where they are (not only their content).
    public var changesStructure: Bool { !deletes.isEmpty || !inserts.isEmpty || !moves.isEmpty }
}

/// Where each row after a batch comes from.
public enum RowSource: Equatable, Sendable {
    /// A new row: it has no height yet.
    case inserted
    /// The same row as before, at this old index path, unchanged.
    case kept(IndexPath)
    /// The row at this old index path, with new content: its height must be measured again.
    case reloaded(IndexPath)
    /// The row at this old index path, moved here; its content (and height) travel with it.
    case moved(IndexPath)

    public var oldIndexPath: IndexPath? {
        switch self {
        case .inserted: nil
        case .kept(let old), .reloaded(let old), .moved(let old): old
        }
    }
}

/// The result of applying a batch to a table's rows: for every row after the batch, its source;
/// for every row before it, where it went. A pure value computed by `RowUpdatePlan.make`.
public struct RowUpdatePlan: Equatable, Sendable {
    public let oldRowCounts: [Int]
    public let newRowCounts: [Int]
    /// `sources[section][row]` for every row after the batch.
    public let sources: [[RowSource]]
    /// `destinations[section][row]` for every row before the batch: its new index path, or nil
    /// when it was deleted.
    public let destinations: [[IndexPath?]]

    public func source(of indexPath: IndexPath) -> RowSource { sources[indexPath.section][indexPath.row] }

    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard destinations.indices.contains(indexPath.section),
              destinations[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return destinations[indexPath.section][indexPath.row]
    }

    /// Applies UIKit's rules. `oldRowCounts` are the section sizes the table showed before the
    /// batch; `newRowCounts` what the data source reports after it. Throws, naming the row and
    /// the rule, when the batch is inconsistent (UIKit raises `NSInternalInconsistencyException`
    /// there; we report and let the table fall back to reloading).
    public static func make(
        oldRowCounts: [Int], newRowCounts: [Int], updates: RowUpdates
    ) throws(TableViewError) -> RowUpdatePlan {
        guard oldRowCounts.count == newRowCounts.count else {
            throw .invalidUpdate(
                "the number of sections changed from \(oldRowCounts.count) to \(newRowCounts.count) "
                    + "inside a batch of row updates; call reloadData() instead")
        }
        let sectionCount = oldRowCounts.count
        func check(_ path: IndexPath, in counts: [Int], _ what: String) throws(TableViewError) {
            guard path.count == 2 else {
                throw .invalidUpdate("\(what) \(path) is not a (section, row) index path")
            }
            guard counts.indices.contains(path.section) else {
                throw .invalidUpdate("\(what) \(path): section \(path.section) does not exist (\(counts.count) sections)")
            }
            guard (0..<counts[path.section]).contains(path.row) else {
                throw .invalidUpdate(
                    "\(what) \(path): row \(path.row) does not exist in section \(path.section) "
                        + "(\(counts[path.section]) rows)")
            }
        }

        // Old rows leaving their place: deletes and move sources. Reloads stay where they are.
        var leaving = Set<IndexPath>()
        var reloaded = Set<IndexPath>()
        for path in updates.deletes {
            try check(path, in: oldRowCounts, "delete of row")
            guard leaving.insert(path).inserted else { throw .invalidUpdate("row \(path) is deleted twice") }
        }
        for move in updates.moves {
            try check(move.from, in: oldRowCounts, "move from row")
            guard leaving.insert(move.from).inserted else {
                throw .invalidUpdate("row \(move.from) is moved and also deleted or moved again")
            }
        }
        for path in updates.reloads {
            try check(path, in: oldRowCounts, "reload of row")
            guard !leaving.contains(path) else {
                throw .invalidUpdate("row \(path) is reloaded and also deleted or moved")
            }
            guard reloaded.insert(path).inserted else { throw .invalidUpdate("row \(path) is reloaded twice") }
        }

        // New slots taken by name: inserts and move destinations.
        var pinned = [IndexPath: RowSource]()
        for path in updates.inserts {
            try check(path, in: newRowCounts, "insert of row")
            guard pinned.updateValue(.inserted, forKey: path) == nil else {
                throw .invalidUpdate("row \(path) is inserted twice")
            }
        }
        for move in updates.moves {
            try check(move.to, in: newRowCounts, "move to row")
            guard pinned.updateValue(.moved(move.from), forKey: move.to) == nil else {
                throw .invalidUpdate("row \(move.to) is the destination of an insert or move twice")
            }
        }

        var sources = [[RowSource]]()
        var destinations = oldRowCounts.map { [IndexPath?](repeating: nil, count: $0) }
        sources.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            // The rows that stay, in their old order, fill the slots nobody took by name.
            let staying = (0..<oldRowCounts[section]).filter { !leaving.contains(IndexPath(row: $0, section: section)) }
            let pinnedHere = pinned.keys.filter { $0.section == section }.count
            let movedOut = updates.moves.filter { $0.from.section == section && $0.to.section != section }.count
            let movedIn = updates.moves.filter { $0.to.section == section && $0.from.section != section }.count
            guard staying.count + pinnedHere == newRowCounts[section] else {
                let inserted = updates.inserts.filter { $0.section == section }.count
                let deleted = updates.deletes.filter { $0.section == section }.count
                throw .invalidUpdate(
                    "invalid number of rows in section \(section). The number of rows contained in an "
                        + "existing section after the update (\(newRowCounts[section])) must be equal to the "
                        + "number of rows contained in that section before the update (\(oldRowCounts[section])), "
                        + "plus or minus the number of rows inserted or deleted from that section "
                        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows "
                        + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            var next = staying.makeIterator()
            var row = [RowSource]()
            row.reserveCapacity(newRowCounts[section])
            for newRow in 0..<newRowCounts[section] {
                let newPath = IndexPath(row: newRow, section: section)
                if let source = pinned[newPath] {
                    row.append(source)
                } else if let oldRow = next.next() {
                    let oldPath = IndexPath(row: oldRow, section: section)
                    row.append(reloaded.contains(oldPath) ? .reloaded(oldPath) : .kept(oldPath))
                }
                if let old = row.last?.oldIndexPath { destinations[old.section][old.row] = newPath }
            }
            sources.append(row)
        }
        return RowUpdatePlan(
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts,
            sources: sources, destinations: destinations)
    }
}

/// Errors of the table view, with messages that name the rows and the rule broken.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    case invalidUpdate(String)
    case invalidIndexPath(String)
    case invalidHeight(String)
    case unregisteredIdentifier(String)

    public var description: String {
        switch self {
        case .invalidUpdate(let message): "TableView: invalid update: \(message)"
        case .invalidIndexPath(let message): "TableView: invalid index path: \(message)"
        case .invalidHeight(let message): "TableView: invalid row height: \(message)"
        case .unregisteredIdentifier(let message): "TableView: \(message)"
        }
    }
}
