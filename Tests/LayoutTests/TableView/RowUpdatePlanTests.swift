import Foundation
import SeededRandom
import Testing

@testable import Layout

/// Applies a plan to named rows, the way a reader checks UIKit's rules on paper: the rows after
/// the batch, inserted ones as "+", reloaded ones with a "*".
func rowsAfter(_ old: [[String]], _ plan: RowUpdatePlan) -> [[String]] {
    plan.sources.map { section in
        section.map { source in
            switch source {
            case .inserted: "+"
            case .kept(let path), .moved(let path): old[path.section][path.row]
            case .reloaded(let path): old[path.section][path.row] + "*"
            }
        }
    }
}

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

private func plan(
    _ old: [Int], _ new: [Int], deletes: [IndexPath] = [], inserts: [IndexPath] = [],
    reloads: [IndexPath] = [], moves: [(IndexPath, IndexPath)] = []
) throws -> RowUpdatePlan {
    var updates = RowUpdates()
    updates.deletes = deletes
    updates.inserts = inserts
    updates.reloads = reloads
    updates.moves = moves.map { RowUpdates.Move(from: $0.0, to: $0.1) }
    return try RowUpdatePlan.make(oldRowCounts: old, newRowCounts: new, updates: updates)
}

@Suite("Batch updates follow UIKit's index rules")
struct RowUpdatePlanTests {
    let letters = [["A", "B", "C", "D", "E"]]

    @Test("Deletes use old indexes, inserts new ones, deletes apply first")
    func deletesThenInserts() throws {
        // Deleting B and D (old 1, 3) and inserting at new 1 and 3 replaces them in place.
        let result = try plan([5], [5], deletes: [path(1), path(3)], inserts: [path(1), path(3)])
        #expect(rowsAfter(letters, result) == [["A", "+", "C", "+", "E"]])
        #expect(result.newIndexPath(forOld: path(1)) == nil)
        #expect(result.newIndexPath(forOld: path(4)) == path(4))
    }

    @Test("The order of calls inside a batch does not matter")
    func callOrder() throws {
        let a = try plan([5], [5], deletes: [path(0)], inserts: [path(4)])
        let b = try plan([5], [5], deletes: [path(0)], inserts: [path(4)])
        #expect(a == b)
        #expect(rowsAfter(letters, a) == [["B", "C", "D", "E", "+"]])
        // Insert at new 0 and delete old 0 in one batch: the new row takes the first slot.
        let c = try plan([5], [5], deletes: [path(0)], inserts: [path(0)])
        #expect(rowsAfter(letters, c) == [["+", "B", "C", "D", "E"]])
    }

    @Test("A reload names the old row; it lands where that row ends up")
    func reloadsUseOldIndexes() throws {
        let result = try plan([5], [4], deletes: [path(0)], reloads: [path(2)])
        #expect(rowsAfter(letters, result) == [["B", "C*", "D", "E"]])
        #expect(result.source(of: path(1)) == .reloaded(path(2)))
        #expect(result.newIndexPath(forOld: path(2)) == path(1))
    }

    @Test("Moves take their row from an old index to a new one, across sections too")
    func moves() throws {
        let within = try plan([5], [5], moves: [(path(0), path(4))])
        #expect(rowsAfter(letters, within) == [["B", "C", "D", "E", "A"]])
        let two = [["A", "B"], ["X", "Y", "Z"]]
        let across = try plan([2, 3], [1, 4], moves: [(path(1, 0), path(0, 1))])
        #expect(rowsAfter(two, across) == [["A"], ["B", "X", "Y", "Z"]])
        #expect(across.newIndexPath(forOld: path(2, 1)) == path(3, 1))
    }

    @Test("Inserts into an empty section and deleting every row")
    func edges() throws {
        #expect(rowsAfter([[]], try plan([0], [2], inserts: [path(0), path(1)])) == [["+", "+"]])
        #expect(rowsAfter([["A", "B"]], try plan([2], [0], deletes: [path(0), path(1)])) == [[]])
    }

    @Test("A count that does not add up is reported in UIKit's words")
    func countMismatch() {
        #expect(
            throws: TableViewError.invalidUpdate(
                "invalid number of rows in section 0. The number of rows contained in an existing section after "
                    + "the update (5) must be equal to the number of rows contained in that section before the "
                    + "update (4), plus or minus the number of rows inserted or deleted from that section (0 "
                    + "inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                    + "section (0 moved in, 0 moved out).")
        ) {
            try plan([4], [5])
        }
    }

    @Test("Rows out of range, twice-named rows and section changes are errors naming the row")
    func invalidBatches() {
        #expect(
            throws: TableViewError.invalidUpdate(
                "delete of row [0, 7]: row 7 does not exist in section 0 (5 rows)")
        ) {
            try plan([5], [4], deletes: [path(7)])
        }
        #expect(throws: TableViewError.invalidUpdate("row [0, 1] is deleted twice")) {
            try plan([5], [3], deletes: [path(1), path(1)])
        }
        #expect(throws: TableViewError.invalidUpdate("row [0, 1] is reloaded and also deleted or moved")) {
            try plan([5], [4], deletes: [path(1)], reloads: [path(1)])
        }
        #expect(throws: TableViewError.invalidUpdate("row [0, 0] is inserted twice")) {
            try plan([5], [7], inserts: [path(0), path(0)])
        }
        #expect(throws: TableViewError.self) { try plan([5], [5, 0]) }
        #expect(throws: TableViewError.self) { try plan([5], [6], inserts: [path(0, 3)]) }
    }

    @Test("Random batches: every surviving row appears once, in its old relative order")
    func randomBatches() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let oldCount = Int.random(in: 0...12, using: &random)
            let old = (0..<oldCount).map { "r\($0)" }
            let deleted = Set((0..<oldCount).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
            let reloaded = Set(
                (0..<oldCount).filter { !deleted.contains($0) && Int.random(in: 0..<5, using: &random) == 0 })
            let insertCount = Int.random(in: 0...4, using: &random)
            let newCount = oldCount - deleted.count + insertCount
            var slots = Array(0..<newCount)
            slots.shuffle(using: &random)
            let inserts = slots.prefix(insertCount).map { path($0) }
            let result = try plan(
                [oldCount], [newCount], deletes: deleted.map { path($0) },
                inserts: inserts, reloads: reloaded.map { path($0) })
            let after = rowsAfter([old], result)[0]
            #expect(after.count == newCount)
            #expect(Set(inserts.map(\.row)) == Set(after.indices.filter { after[$0] == "+" }))
            let survivors = after.filter { $0 != "+" }.map { $0.replacingOccurrences(of: "*", with: "") }
            #expect(survivors == old.enumerated().filter { !deleted.contains($0.offset) }.map(\.element))
            #expect(after.filter { $0.hasSuffix("*") }.count == reloaded.count)
        }
    }
}
