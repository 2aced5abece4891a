import Foundation
import SeededRandom
import Testing

@testable import Layout

private func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// One random batch with sections, built the way a reader applies UIKit's rules on paper: the
/// sections and rows after it (a new row "+", a reloaded one with a "*"), and the calls that
/// name them (deletes and reloads by old index, inserts by new index).
struct SectionBatch {
    var old: [[String]]
    var expected: [[String]] = []
    var updates = RowUpdates()
    /// The new data: what the data source answers after the batch (new rows get fresh names).
    var newData: [[String]] = []
    /// The kind of every section after the batch: "kept", "reloaded" or "inserted".
    var sectionKinds: [String] = []

    init(old: [[String]], random: inout SplitMix64, fresh: inout Int) {
        self.old = old
        func freshName() -> String {
            fresh += 1
            return "n\(fresh)"
        }
        var survivors:
            [(expected: [String], data: [String], kind: String, deletes: [Int], reloads: [Int], oldIndex: Int)] = []
        for (index, rows) in old.enumerated() {
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                updates.sectionDeletes.append(index)
            case 1:
                updates.sectionReloads.append(index)
                let data = (0..<Int.random(in: 0...3, using: &random)).map { _ in freshName() }
                survivors.append((Array(repeating: "+", count: data.count), data, "reloaded", [], [], index))
            default:
                var expectedRows: [String] = []
                var dataRows: [String] = []
                var deletes: [Int] = [], reloads: [Int] = []
                for (row, name) in rows.enumerated() {
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: deletes.append(row)
                    case 1:
                        reloads.append(row)
                        expectedRows.append(name + "*")
                        dataRows.append(name)
                    default:
                        expectedRows.append(name)
                        dataRows.append(name)
                    }
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let slot = Int.random(in: 0...expectedRows.count, using: &random)
                    expectedRows.insert("+", at: slot)
                    dataRows.insert(freshName(), at: slot)
                }
                survivors.append((expectedRows, dataRows, "kept", deletes, reloads, index))
            }
        }
        // New sections go into random slots among the survivors, which keep their order.
        var slots: [Int?] = survivors.indices.map { $0 }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            slots.insert(nil, at: Int.random(in: 0...slots.count, using: &random))
        }
        for (newIndex, slot) in slots.enumerated() {
            guard let slot else {
                let data = (0..<Int.random(in: 0...3, using: &random)).map { _ in freshName() }
                updates.sectionInserts.append(newIndex)
                expected.append(Array(repeating: "+", count: data.count))
                newData.append(data)
                sectionKinds.append("inserted")
                continue
            }
            let survivor = survivors[slot]
            expected.append(survivor.expected)
            newData.append(survivor.data)
            sectionKinds.append(survivor.kind)
            guard survivor.kind == "kept" else { continue }
            updates.deletes += survivor.deletes.map { path($0, survivor.oldIndex) }
            updates.reloads += survivor.reloads.map { path($0, survivor.oldIndex) }
            updates.inserts += survivor.expected.indices.filter { survivor.expected[$0] == "+" }.map {
                path($0, newIndex)
            }
        }
        // The order of calls inside a batch does not matter: shuffle them.
        updates.deletes.shuffle(using: &random)
        updates.inserts.shuffle(using: &random)
        updates.sectionInserts.shuffle(using: &random)
    }
}

private func randomSections(_ random: inout SplitMix64, prefix: String) -> [[String]] {
    (0..<Int.random(in: 0...5, using: &random)).map { section in
        (0..<Int.random(in: 0...6, using: &random)).map { "\(prefix)\(section).\($0)" }
    }
}

@Suite("Batch updates with sections follow UIKit's index rules")
struct TableSectionBatchTests {
    @Test("Random batches of section and row changes: the plan matches the rules applied on paper")
    func randomPlans() throws {
        var random = SplitMix64(seed: 18)
        var fresh = 0
        for _ in 0..<200 {
            let old = randomSections(&random, prefix: "s")
            let batch = SectionBatch(old: old, random: &random, fresh: &fresh)
            let plan = try RowUpdatePlan.make(
                oldRowCounts: old.map(\.count), newRowCounts: batch.newData.map(\.count),
                updates: batch.updates)
            #expect(rowsAfter(old, plan) == batch.expected)
            #expect(
                plan.sectionSources.map { source in
                    switch source {
                    case .inserted: "inserted"
                    case .kept: "kept"
                    case .reloaded: "reloaded"
                    }
                } == batch.sectionKinds)
            // Every old row that survives has a destination showing it, and nothing else does.
            for (section, rows) in old.enumerated() {
                for rowIndex in rows.indices {
                    guard let new = plan.newIndexPath(forOld: path(rowIndex, section)) else { continue }
                    #expect(batch.expected[new.section][new.row].hasPrefix(rows[rowIndex]))
                }
            }
        }
    }

    @Test("Random batches on a table: cells show the new data, kept rows keep their cells, nothing is left over")
    func randomBatchesOnATable() {
        var random = SplitMix64(seed: 1_818)
        var fresh = 0
        for round in 0..<60 {
            let old = randomSections(&random, prefix: "s")
            let source = RowsSource(old)
            for section in old.indices { source.headerTitles[section] = "H\(section)" }
            let scene = TableScene(source, width: 12, height: 70)
            let batch = SectionBatch(old: old, random: &random, fresh: &fresh)
            var cellsBefore: [String: TableViewCell] = [:]
            for cell in scene.table.visibleCells {
                if let text = (cell as? TextCell)?.label.text { cellsBefore[text] = cell }
            }
            var finished: Bool?
            scene.table.performBatchUpdates(
                {
                    source.sections = batch.newData
                    source.headerTitles = [:]
                    for section in batch.newData.indices { source.headerTitles[section] = "T\(section)" }
                    scene.table.deleteSections(IndexSet(batch.updates.sectionDeletes), with: .automatic)
                    scene.table.reloadSections(IndexSet(batch.updates.sectionReloads), with: .automatic)
                    scene.table.insertSections(IndexSet(batch.updates.sectionInserts), with: .automatic)
                    scene.table.deleteRows(at: batch.updates.deletes, with: .automatic)
                    scene.table.reloadRows(at: batch.updates.reloads, with: .automatic)
                    scene.table.insertRows(at: batch.updates.inserts, with: .automatic)
                }, completion: { finished = $0 })
            scene.advance(by: TableView.batchUpdateDuration)
            #expect(finished == true, "round \(round)")
            #expect(scene.log.messages.isEmpty, "round \(round): \(scene.log.messages)")
            #expect(scene.table.numberOfSections == batch.newData.count)
            // The screen is the new data, titles included, section by section.
            let expectedLines = batch.newData.enumerated().flatMap { ["T\($0.offset)"] + $0.element }
            #expect(Array(scene.lines.prefix(expectedLines.count)) == expectedLines, "round \(round)")
            for (section, rows) in batch.newData.enumerated() {
                for (rowIndex, name) in rows.enumerated() {
                    let cell = scene.table.cellForRow(at: path(rowIndex, section)) as? TextCell
                    #expect(cell?.label.text == name, "round \(round)")
                    if batch.expected[section][rowIndex] == name, let before = cellsBefore[name] {
                        #expect(cell === before, "round \(round): kept row \(name) kept its cell")
                    }
                }
            }
            // Every leaving view is gone: what shows is exactly the cells and headers in view.
            let shown = scene.table.subviews.filter { !$0.isHidden }
            #expect(
                shown.count == scene.table.visibleCells.count + batch.newData.count,
                "round \(round): \(shown) \(old) \(batch.updates) \(batch.newData)")
        }
    }

    @Test("Section changes that break the rules are reported in UIKit's words, and the table reloads")
    func invalidSectionBatches() {
        func plan(_ old: [Int], _ new: [Int], _ build: (inout RowUpdates) -> Void) throws -> RowUpdatePlan {
            var updates = RowUpdates()
            build(&updates)
            return try RowUpdatePlan.make(oldRowCounts: old, newRowCounts: new, updates: updates)
        }
        #expect(
            throws: TableViewError.invalidUpdate(
                "invalid number of sections. The number of sections contained in the table view after the update (3) "
                    + "must be equal to the number of sections contained in the table view before the update (2), plus "
                    + "or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        ) {
            try plan([1, 1], [1, 1, 1]) { _ in }
        }
        #expect(
            throws: TableViewError.invalidUpdate(
                "delete of row [1, 0]: its section 1 is deleted or reloaded in the same batch")
        ) {
            try plan([1, 1], [1]) {
                $0.sectionDeletes = [1]
                $0.deletes = [path(0, 1)]
            }
        }
        #expect(
            throws: TableViewError.invalidUpdate(
                "insert of row [0, 0]: its section 0 is inserted or reloaded in the same batch, and brings its own rows"
            )
        ) {
            try plan([1], [1, 1]) {
                $0.sectionInserts = [0]
                $0.inserts = [path(0, 0)]
            }
        }
        #expect(throws: TableViewError.invalidUpdate("section 0 is reloaded and also deleted")) {
            try plan([1, 1], [1]) {
                $0.sectionDeletes = [0]
                $0.sectionReloads = [0]
            }
        }
        #expect(
            throws: TableViewError.invalidUpdate(
                "insert of section 2: it does not exist (2 sections after the update)")
        ) {
            try plan([1], [1, 1]) { $0.sectionInserts = [2] }
        }
        // On a table: reported once, then the table shows the data source's sections.
        let source = RowsSource([["a"], ["b"]])
        let scene = TableScene(source, height: 6)
        source.sections.append(["c"])
        scene.table.deleteSections(IndexSet([0]), with: .fade)
        #expect(scene.log.messages.count == 1)
        #expect(scene.log.messages.first?.hasPrefix("TableView: invalid update: invalid number of sections.") == true)
        scene.window.layoutIfNeeded()
        #expect(scene.lines.prefix(3) == ["a", "b", "c"])
    }

    @Test("Rows move across a section inserted above them: the destination names the new index")
    func movesAcrossShiftedSections() throws {
        var updates = RowUpdates()
        updates.sectionInserts = [0]
        updates.moves = [RowUpdates.Move(from: path(0, 0), to: path(0, 2))]
        let plan = try RowUpdatePlan.make(oldRowCounts: [2, 1], newRowCounts: [0, 1, 2], updates: updates)
        #expect(rowsAfter([["A", "B"], ["X"]], plan) == [[], ["B"], ["A", "X"]])
        #expect(plan.sectionDestinations == [1, 2])
    }
}
