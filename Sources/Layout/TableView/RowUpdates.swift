import FoundationEssentials

/// The changes collected between `beginUpdates()` and `endUpdates()`, in UIKit's terms:
/// deletes, reloads and move sources name rows and sections by their index *before* the batch;
/// inserts and move destinations by their index *after* it. The order of calls inside a batch
/// does not matter: deletes apply first, then inserts.
public struct RowUpdates: Equatable, Sendable {
    /// Rows deleted, by their index path before the batch.
    public var deletes: [IndexPath] = []
    /// Rows inserted, by their index path after the batch.
    public var inserts: [IndexPath] = []
    /// Rows reloaded, by their index path before the batch.
    public var reloads: [IndexPath] = []
    /// Rows moved, from their index path before the batch to theirs after it.
    public var moves: [Move] = []
    /// Sections by their index before the batch.
    public var sectionDeletes: [Int] = []
    /// Sections by their index after the batch.
    public var sectionInserts: [Int] = []
    /// Sections by their index before the batch: each is deleted and inserted again where it
    /// lands, with all its rows.
    public var sectionReloads: [Int] = []
    /// Sections moved, from their index before the batch to theirs after it, with their header,
    /// footer and rows (`moveSection(_:toSection:)`).
    public var sectionMoves: [SectionMove] = []

    /// Section indexes as an `IndexSet` holds them, each once and ascending: what
    /// `insertSections`, `deleteSections` and `reloadSections` of a table or collection view make
    /// of the sequence they are given (an `IndexSet`, an array, a range).
    static func sectionIndexes(_ sections: some Sequence<Int>) -> [Int] { Set(sections).sorted() }

    /// One section moved in a batch.
    public struct SectionMove: Equatable, Sendable {
        /// The section's index before the batch.
        public var from: Int
        /// The section's index after the batch.
        public var to: Int
    }

    /// One row moved in a batch (`moveRow(at:to:)`).
    public struct Move: Equatable, Sendable {
        /// The row's index path before the batch.
        public var from: IndexPath
        /// The row's index path after the batch.
        public var to: IndexPath
    }

    /// An empty batch.
    public init() {}

    /// True when the batch names no row and no section.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty
            && sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
    }
}

/// Where each row after a batch comes from.
public enum RowSource: Equatable, Sendable {
    /// A new row (inserted, or part of an inserted or reloaded section): it has no height yet.
    case inserted
    /// The same row as before, at this old index path, unchanged.
    case kept(IndexPath)
    /// The row at this old index path, with new content: its height must be measured again.
    case reloaded(IndexPath)
    /// The row at this old index path, moved here; its content (and height) travel with it.
    case moved(IndexPath)

    /// The row's index path before the batch, or nil for an inserted row.
    public var oldIndexPath: IndexPath? {
        switch self {
        case .inserted: nil
        case .kept(let old), .reloaded(let old), .moved(let old): old
        }
    }
}

/// Where each section after a batch comes from.
public enum SectionSource: Equatable, Sendable {
    /// A new section: its header, rows and footer are all new.
    case inserted
    /// The section at this old index, with the rows the batch left it.
    case kept(Int)
    /// The section at this old index, reloaded: everything in it is new.
    case reloaded(Int)

    /// The old section whose header, footer and surviving rows this section keeps.
    public var keptSection: Int? {
        if case .kept(let old) = self { old } else { nil }
    }

    /// The section's index before the batch (kept or reloaded), or nil for an inserted section.
    public var oldSection: Int? {
        switch self {
        case .inserted: nil
        case .kept(let old), .reloaded(let old): old
        }
    }
}

/// The result of applying a batch to a table's rows: for every section and row after the batch,
/// its source; for every section and row before it, where it went. A pure value computed by
/// `RowUpdatePlan.make`.
public struct RowUpdatePlan: Equatable, Sendable {
    /// The number of rows in each section before the batch.
    public let oldRowCounts: [Int]
    /// The number of rows in each section after the batch.
    public let newRowCounts: [Int]
    /// `sectionSources[section]` for every section after the batch.
    public let sectionSources: [SectionSource]
    /// `sectionDestinations[section]` for every section before the batch: its new index, or
    /// nil when it was deleted. A reloaded section has one (its content is new, its place not).
    public let sectionDestinations: [Int?]
    /// `sources[section][row]` for every row after the batch.
    public let sources: [[RowSource]]
    /// `destinations[section][row]` for every row before the batch: its new index path, or nil
    /// when it was deleted (also with its section, or by a reload of its section).
    public let destinations: [[IndexPath?]]

    /// Where the row at `indexPath` after the batch comes from; traps when the path is out of range.
    public func source(of indexPath: IndexPath) -> RowSource { sources[indexPath.section][indexPath.row] }

    /// The index path after the batch of the row at `indexPath` before it: nil when the row was
    /// deleted, or when `indexPath` names no row before the batch.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard destinations.indices.contains(indexPath.section),
            destinations[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return destinations[indexPath.section][indexPath.row]
    }

    /// The new index of an old section that keeps its header, footer and rows (not deleted,
    /// not reloaded), or nil.
    public func newKeptSection(forOld section: Int) -> Int? {
        guard sectionDestinations.indices.contains(section), let new = sectionDestinations[section],
            sectionSources[new] == .kept(section)
        else { return nil }
        return new
    }

    /// Applies UIKit's rules. `oldRowCounts` are the section sizes the table showed before the
    /// batch; `newRowCounts` what the data source reports after it. Throws, naming the row or
    /// section and the rule, when the batch is inconsistent (UIKit raises
    /// `NSInternalInconsistencyException` there; we report and let the table reload instead).
    public static func make(
        oldRowCounts: [Int], newRowCounts: [Int], updates: RowUpdates
    ) throws(TableViewError) -> RowUpdatePlan {
        let sectionSources = try planSections(old: oldRowCounts.count, new: newRowCounts.count, updates: updates)
        var sectionDestinations = [Int?](repeating: nil, count: oldRowCounts.count)
        for (new, source) in sectionSources.enumerated() {
            if let old = source.oldSection { sectionDestinations[old] = new }
        }
        let keptOld = { (section: Int) -> Bool in
            sectionDestinations[section].map { sectionSources[$0] == .kept(section) } ?? false
        }
        func check(_ path: IndexPath, in counts: [Int], _ what: String) throws(TableViewError) {
            guard path.count == 2 else {
                throw .invalidUpdate("\(what) \(path) is not a (section, row) index path")
            }
            guard counts.indices.contains(path.section) else {
                throw .invalidUpdate(
                    "\(what) \(path): section \(path.section) does not exist (\(counts.count) sections)")
            }
            guard (0..<counts[path.section]).contains(path.row) else {
                throw .invalidUpdate(
                    "\(what) \(path): row \(path.row) does not exist in section \(path.section) "
                        + "(\(counts[path.section]) rows)")
            }
        }
        // A row named by its old index must be in a section that survives as it is; a row
        // named by its new index in a section that was there before (the rows of new and
        // reloaded sections come with them).
        func checkOld(_ path: IndexPath, _ what: String) throws(TableViewError) {
            try check(path, in: oldRowCounts, what)
            guard keptOld(path.section) else {
                throw .invalidUpdate(
                    "\(what) \(path): its section \(path.section) is deleted or reloaded in the same batch")
            }
        }
        func checkNew(_ path: IndexPath, _ what: String) throws(TableViewError) {
            try check(path, in: newRowCounts, what)
            guard sectionSources[path.section].keptSection != nil else {
                throw .invalidUpdate(
                    "\(what) \(path): its section \(path.section) is inserted or reloaded in the same "
                        + "batch, and brings its own rows")
            }
        }

        // Old rows leaving their place: deletes and move sources. Reloads stay where they are.
        var leaving = Set<IndexPath>()
        var reloaded = Set<IndexPath>()
        for path in updates.deletes {
            try checkOld(path, "delete of row")
            guard leaving.insert(path).inserted else { throw .invalidUpdate("row \(path) is deleted twice") }
        }
        for move in updates.moves {
            try checkOld(move.from, "move from row")
            guard leaving.insert(move.from).inserted else {
                throw .invalidUpdate("row \(move.from) is moved and also deleted or moved again")
            }
        }
        for path in updates.reloads {
            try checkOld(path, "reload of row")
            guard !leaving.contains(path) else {
                throw .invalidUpdate("row \(path) is reloaded and also deleted or moved")
            }
            guard reloaded.insert(path).inserted else { throw .invalidUpdate("row \(path) is reloaded twice") }
        }

        // New slots taken by name: inserts and move destinations, grouped by new section.
        var pinned = [Int: [Int: RowSource]]()
        for path in updates.inserts {
            try checkNew(path, "insert of row")
            guard pinned[path.section, default: [:]].updateValue(.inserted, forKey: path.row) == nil else {
                throw .invalidUpdate("row \(path) is inserted twice")
            }
        }
        var movedOut = [Int: Int](), movedIn = [Int: Int]()
        for move in updates.moves {
            try checkNew(move.to, "move to row")
            guard pinned[move.to.section, default: [:]].updateValue(.moved(move.from), forKey: move.to.row) == nil
            else {
                throw .invalidUpdate("row \(move.to) is the destination of an insert or move twice")
            }
            if sectionDestinations[move.from.section] != move.to.section {
                movedOut[move.from.section, default: 0] += 1
                movedIn[move.to.section, default: 0] += 1
            }
        }

        var sources = [[RowSource]]()
        var destinations = oldRowCounts.map { [IndexPath?](repeating: nil, count: $0) }
        sources.reserveCapacity(newRowCounts.count)
        // Sections no row change names are copied without looking rows up one by one: a batch
        // costs O(rows) in plain array work, not O(rows) hash lookups.
        let touched = Set(leaving.map(\.section) + reloaded.map(\.section))
        for (section, sectionSource) in sectionSources.enumerated() {
            guard let old = sectionSource.keptSection else {
                sources.append(Array(repeating: .inserted, count: newRowCounts[section]))
                continue
            }
            if !touched.contains(old), pinned[section] == nil, oldRowCounts[old] == newRowCounts[section] {
                sources.append((0..<oldRowCounts[old]).map { .kept(IndexPath(row: $0, section: old)) })
                destinations[old] = (0..<oldRowCounts[old]).map { IndexPath(row: $0, section: section) }
                continue
            }
            // The rows that stay, in their old order, fill the slots nobody took by name.
            let staying = (0..<oldRowCounts[old]).filter { !leaving.contains(IndexPath(row: $0, section: old)) }
            let pinnedHere = pinned[section] ?? [:]
            guard staying.count + pinnedHere.count == newRowCounts[section] else {
                let inserted = updates.inserts.filter { $0.section == section }.count
                let deleted = updates.deletes.filter { $0.section == old }.count
                throw .invalidUpdate(
                    "invalid number of rows in section \(section). The number of rows contained in an "
                        + "existing section after the update (\(newRowCounts[section])) must be equal to the "
                        + "number of rows contained in that section before the update (\(oldRowCounts[old])), "
                        + "plus or minus the number of rows inserted or deleted from that section "
                        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows "
                        + "moved into or out of that section (\(movedIn[section] ?? 0) moved in, "
                        + "\(movedOut[old] ?? 0) moved out).")
            }
            var next = staying.makeIterator()
            var rows = [RowSource]()
            rows.reserveCapacity(newRowCounts[section])
            for newRow in 0..<newRowCounts[section] {
                if let source = pinnedHere[newRow] {
                    rows.append(source)
                } else if let oldRow = next.next() {
                    let oldPath = IndexPath(row: oldRow, section: old)
                    rows.append(reloaded.contains(oldPath) ? .reloaded(oldPath) : .kept(oldPath))
                }
                if let from = rows.last?.oldIndexPath {
                    destinations[from.section][from.row] = IndexPath(row: newRow, section: section)
                }
            }
            sources.append(rows)
        }
        return RowUpdatePlan(
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts, sectionSources: sectionSources,
            sectionDestinations: sectionDestinations, sources: sources, destinations: destinations)
    }

    /// UIKit's rules for sections, as for rows: deletes, reloads and move sources by old index,
    /// inserts and move destinations by new index; the other surviving sections keep their order
    /// and fill the slots nobody took by name. A moved section keeps its rows.
    private static func planSections(old: Int, new: Int, updates: RowUpdates) throws(TableViewError) -> [SectionSource]
    {
        var deleted = Set<Int>()
        for section in updates.sectionDeletes {
            guard (0..<old).contains(section) else {
                throw .invalidUpdate(
                    "delete of section \(section): it does not exist (\(old) sections before the update)")
            }
            guard deleted.insert(section).inserted else { throw .invalidUpdate("section \(section) is deleted twice") }
        }
        var reloaded = Set<Int>()
        for section in updates.sectionReloads {
            guard (0..<old).contains(section) else {
                throw .invalidUpdate(
                    "reload of section \(section): it does not exist (\(old) sections before the update)")
            }
            guard !deleted.contains(section) else {
                throw .invalidUpdate("section \(section) is reloaded and also deleted")
            }
            guard reloaded.insert(section).inserted else {
                throw .invalidUpdate("section \(section) is reloaded twice")
            }
        }
        var inserted = Set<Int>()
        for section in updates.sectionInserts {
            guard (0..<new).contains(section) else {
                throw .invalidUpdate(
                    "insert of section \(section): it does not exist (\(new) sections after the update)")
            }
            guard inserted.insert(section).inserted else {
                throw .invalidUpdate("section \(section) is inserted twice")
            }
        }
        var movedFrom = Set<Int>()
        var movedTo: [Int: Int] = [:]
        for move in updates.sectionMoves {
            guard (0..<old).contains(move.from), (0..<new).contains(move.to) else {
                throw .invalidUpdate(
                    "move of section \(move.from) to \(move.to): no such section (\(old) sections before the "
                        + "update, \(new) after it)")
            }
            guard !deleted.contains(move.from), !reloaded.contains(move.from), movedFrom.insert(move.from).inserted
            else {
                throw .invalidUpdate("section \(move.from) is moved and also deleted, reloaded or moved again")
            }
            guard !inserted.contains(move.to), movedTo.updateValue(move.from, forKey: move.to) == nil else {
                throw .invalidUpdate("section \(move.to) is the destination of an insert or move twice")
            }
        }
        guard old - deleted.count + inserted.count == new else {
            throw .invalidUpdate(
                "invalid number of sections. The number of sections contained in the table view after the update "
                    + "(\(new)) must be equal to the number of sections contained in the table view before the "
                    + "update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted.count) "
                    + "inserted, \(deleted.count) deleted).")
        }
        var staying = (0..<old).filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        return (0..<new).map { section in
            if inserted.contains(section) { return .inserted }
            if let from = movedTo[section] { return .kept(from) }
            // The counts add up, so a surviving section is left for every slot not inserted.
            let oldSection = staying.next() ?? 0
            return reloaded.contains(oldSection) ? .reloaded(oldSection) : .kept(oldSection)
        }
    }
}

/// Errors of the table view, with messages that name the rows and the rule broken.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// A batch that contradicts itself or the data source's new counts.
    case invalidUpdate(String)
    /// An index path that names no row (or section) of the table.
    case invalidIndexPath(String)
    /// A row, header or footer height that is neither a finite number >= 0 nor
    /// `TableView.automaticDimension` (the table uses 0).
    case invalidHeight(String)
    /// A reuse identifier with no registered class (the table makes a plain cell instead).
    case unregisteredIdentifier(String)

    /// The message, prefixed with `TableView:` and the kind of error.
    public var description: String {
        switch self {
        case .invalidUpdate(let message): "TableView: invalid update: \(message)"
        case .invalidIndexPath(let message): "TableView: invalid index path: \(message)"
        case .invalidHeight(let message): "TableView: invalid row height: \(message)"
        case .unregisteredIdentifier(let message): "TableView: \(message)"
        }
    }
}
