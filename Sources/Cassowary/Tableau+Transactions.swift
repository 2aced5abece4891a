// The undo log that makes a rejected call leave no trace: every primitive that changes a row
// calls `touch` first, which saves the row's original once per transaction; `rollback` puts
// the saved rows back and re-links their columns.
//
// Invariants relied on: a definition row is never created or freed inside a transaction (so
// rollback only restores rows), and every write of `mayHoldExternal` inside one is logged
// (`setFlag`), so a rolled-back call leaves the flags as they were.

extension Tableau {
    mutating func begin() {
        inTransaction = true
        epoch &+= 1
        if epoch == 0 {  // wrapped: clear stale marks so no row looks already saved
            for i in savedEpoch.indices { savedEpoch[i] = 0 }
            epoch = 1
        }
        savedRows.removeAll(keepingCapacity: true)
        savedEntries.removeAll(keepingCapacity: true)
        savedFlags.removeAll(keepingCapacity: true)
        savedFree = freeRows
        savedPivotsSinceCheck = pivotsSinceCheck
        savedPivotWorkSinceCheck = pivotWorkSinceCheck
    }

    mutating func commit() {
        inTransaction = false
        savedFlags.removeAll(keepingCapacity: true)
        savedRows.removeAll(keepingCapacity: true)
        savedEntries.removeAll(keepingCapacity: true)
        savedFree.removeAll()
    }

    @inline(__always) mutating func touch(_ r: Int32) {
        guard inTransaction, savedEpoch[Int(r)] != epoch else { return }
        savedEpoch[Int(r)] = epoch
        let row = rows[Int(r)]
        let start = savedEntries.count
        if row.inUse { savedEntries.append(contentsOf: UnsafeBufferPointer(row.entries)) }
        savedRows.append(
            SavedRow(
                id: r, inUse: row.inUse, start: start, count: savedEntries.count - start, constant: row.constant,
                basic: row.basic, rank: row.rank, isDefinition: row.isDefinition))
    }

    /// Puts every touched row back as it was at `begin()`.
    mutating func rollback() {
        structureEpoch &+= 1
        pivotsSinceCheck = savedPivotsSinceCheck
        pivotWorkSinceCheck = savedPivotWorkSinceCheck
        inTransaction = false
        for saved in savedRows where rows[Int(saved.id)].inUse {
            let id = saved.id
            detach(id)
            let b = rows[Int(id)].basic
            if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
            if rows[Int(id)].isDefinition { definitionRows -= 1 }
            rows[Int(id)].clear()
        }
        for old in savedRows where old.inUse {
            let id = old.id
            let row = rows[Int(id)]
            savedEntries.withUnsafeBufferPointer { saved in
                row.load(UnsafeBufferPointer(rebasing: saved[old.start..<(old.start + old.count)]))
            }
            row.constant = old.constant
            row.basic = old.basic
            row.rank = old.rank
            row.isDefinition = old.isDefinition
            row.inUse = true
            attach(id)
            if old.basic >= 0 { rowOf[Int(old.basic)] = id; markDirty(old.basic) }
            if isLevel(old.rank) { for e in row.entries { noteCost(e.symbol) } }
            if old.isDefinition { definitionRows += 1 }
        }
        for (s, v) in savedFlags.reversed() { mayHoldExternal[Int(s)] = v }
        savedFlags.removeAll(keepingCapacity: true)
        freeRows = savedFree
        infeasible.removeAll()
        savedRows.removeAll(keepingCapacity: true)
        savedEntries.removeAll(keepingCapacity: true)
    }
}

/// A row as it was when a transaction first touched it (see `Tableau.savedRows`).
struct SavedRow {
    var id: Int32
    /// False for a row id that was free: a rollback leaves it free.
    var inUse: Bool
    /// The row's entries: `savedEntries[start..<start + count]`.
    var start: Int
    var count: Int
    var constant: Double
    var basic: Int32
    var rank: Int32
    var isDefinition: Bool
}
