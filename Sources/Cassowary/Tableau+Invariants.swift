// The tableau's structural invariants, checked by the tests after operations.

extension Tableau {
    /// Every structural invariant, for tests: columns and rows mirror each other exactly
    /// (coefficients included), rowOf matches the basics, no near-zero entries, no basic symbol
    /// appears as a parametric one, no row holds a retired symbol or one past `symbolCount`
    /// (an id given back while in use).
    func invariantViolations() -> [String] {
        var out: [String] = []
        var entries = 0
        var defRows = 0
        for r in 0..<rows.count where rows[r].inUse {
            let row = rows[r]
            if row.isDefinition { defRows += 1 }
            if row.basic >= 0 && rowOf[Int(row.basic)] != Int32(r) { out.append("rowOf[\(row.basic)] != \(r)") }
            if row.isLevel {
                let index = UnsafeBufferPointer(start: row.h.pointee.index, count: Int(row.h.pointee.indexCount))
                let held = index.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
                let exact = row.entries.indices.allSatisfy { row.indexed(row.entries[$0].symbol) == $0 + 1 }
                if held != row.entries.count || !exact { out.append("index of level row \(r) is not exact") }
            }
            if row.basic >= symbolCount || (row.basic >= 0 && retired[Int(row.basic)]) {
                out.append("row \(r) has basic \(row.basic), retired or past the \(symbolCount) symbols")
            }
            if row.isDefinition && (row.basic < 0 || kind[Int(row.basic)] != .external) {
                out.append("definition row \(r) of a non-external basic")
            }
            for p in row.entries.indices {
                entries += 1
                let s = Int(row.entries[p].symbol)
                let q = Int(row.entries[p].columnPosition)
                if s >= Int(symbolCount) || retired[s] {
                    out.append("row \(r) holds \(s), retired or past the \(symbolCount) symbols")
                }
                if row.entries[p].coefficient == 0 || !row.entries[p].coefficient.isFinite {
                    out.append("row \(r) holds \(row.entries[p].coefficient) for \(s)")
                }
                if rowOf[s] >= 0 {
                    let ref = row.isDefinition && kind[s] == .external && order[s] < order[Int(row.basic)]
                    if !ref { out.append("basic \(s) is parametric in row \(r)") }
                }
                guard q < columns[s].count else {
                    out.append("row \(r) entry \(p): column index out of range"); continue
                }
                let e = columns[s][q]
                if e.row != Int32(r) || e.pos != Int32(p) || e.coefficient != row.entries[p].coefficient {
                    out.append("column \(s)[\(q)] does not mirror row \(r) entry \(p)")
                }
            }
        }
        if defRows != definitionRows { out.append("\(defRows) definition rows, counted \(definitionRows)") }
        let columnEntries = columns.totalCount
        if columnEntries != entries { out.append("\(columnEntries) column entries for \(entries) row entries") }
        return out
    }
}
