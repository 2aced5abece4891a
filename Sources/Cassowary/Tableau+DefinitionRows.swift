// Definition rows: rows of external basics that may refer to other external basics (their
// refs) instead of holding those basics' expansions (docs/solver.md, "Definition rows").
//
// Invariants relied on: every ref of a definition row is an external basic of lower `order`
// (so the refs form a DAG and are expanded or evaluated in order); a ref is never substituted
// (substitution only inserts canonical rows); `mayHoldExternal` is conservative (set, never
// cleared, until the symbol becomes basic again) and flows downstream through the refs.

extension Tableau {
    /// Bookkeeping for a symbol that just became basic with this row.
    mutating func becameBasic(_ s: Int32, _ row: RowRef) {
        order[Int(s)] = nextOrder
        nextOrder += 1
        if kind[Int(s)] == .external {
            setFlag(
                s,
                row.entries.contains { e in
                    let t = e.symbol
                    return kind[Int(t)] == .external && (rowOf[Int(t)] < 0 || mayHoldExternal[Int(t)])
                })
        }
    }

    /// Every write of a flag goes through here: inside a transaction the old value is logged,
    /// so that a rollback restores the flags exactly (they decide which later rows become
    /// definition rows, so a stale flag would leave a trace of a rejected call).
    @inline(__always) mutating func setFlag(_ s: Int32, _ v: Bool) {
        if inTransaction && mayHoldExternal[Int(s)] != v { savedFlags.append((s, mayHoldExternal[Int(s)])) }
        mayHoldExternal[Int(s)] = v
    }

    /// Sets the flag of external basic x and of every definition row downstream of it.
    /// Stops at flagged rows: a flagged basic's downstream is flagged already.
    mutating func flagDownstream(_ x: Int32) {
        guard !mayHoldExternal[Int(x)] else { return }
        setFlag(x, true)
        var stack = [x]
        while let y = stack.popLast() {
            for ce in columns[Int(y)] {
                let b = rows[Int(ce.row)].basic
                if b >= 0 && kind[Int(b)] == .external && !mayHoldExternal[Int(b)] {
                    setFlag(b, true)
                    stack.append(b)
                }
            }
        }
    }

    /// Replaces every ref of a detached row by the ref's row, recursively, so that only
    /// parametric symbols remain; drops near-zero entries. Refs are expanded highest order
    /// first: every row that refers to a basic has a higher order than it, so each basic is
    /// expanded once, with its final coefficient. `columnPosition` is not maintained.
    mutating func expandRefs(_ row: inout Row) {
        let marks = mark
        // The heap kept between calls (empty then): a new one grew its array from nothing in
        // every call, about a third of the expansion's cost in the enaml build.
        var heap = OrderHeap()
        swap(&heap, &refHeap)
        defer { swap(&heap, &refHeap) }
        for p in row.entries.indices {
            let s = row.entries[p].symbol
            marks[Int(s)] = Int32(p + 1)
            if rowOf[Int(s)] >= 0 { heap.push(order[Int(s)], s) }
        }
        while let y = heap.pop() {
            let k = Int(marks[Int(y)]) - 1
            let c = row.entries[k].coefficient
            row.entries[k].coefficient = 0  // removed below with the other zeros; y is never added again
            let src = rows[Int(rowOf[Int(y)])]
            assert(src.basic == y)
            row.constant += c * src.constant
            for i in src.entries.indices {
                let s = src.entries[i].symbol
                let m = marks[Int(s)]
                if m > 0 {
                    row.entries[Int(m - 1)].coefficient = sum(
                        row.entries[Int(m - 1)].coefficient, c * src.entries[i].coefficient)
                } else {
                    row.entries.append(
                        Entry(symbol: s, columnPosition: -1, coefficient: c * src.entries[i].coefficient))
                    marks[Int(s)] = Int32(row.entries.count)
                    if rowOf[Int(s)] >= 0 { heap.push(order[Int(s)], s) }
                }
            }
        }
        for e in row.entries { marks[Int(e.symbol)] = 0 }
        row.dropZeros()
    }

    /// Appends to `list` the basic of every definition row that refers to a symbol of the
    /// list, transitively; `isNew(b)` says (and records) that b is not in the list yet.
    func appendDownstream(to list: inout [Int32], _ isNew: (Int32) -> Bool) {
        var i = 0
        while i < list.count {
            let x = list[i]
            i += 1
            for ce in columns[Int(x)] where rows[Int(ce.row)].isDefinition {
                let b = rows[Int(ce.row)].basic
                if isNew(b) { list.append(b) }
            }
        }
    }

    /// Turns definition row r into its canonical expansion (same basic, same value).
    mutating func makeCanonical(_ r: Int32) {
        structureEpoch &+= 1
        guard rows[Int(r)].isDefinition else { return }
        touch(r)
        detach(r)
        var row = rows[Int(r)].snapshot()
        expandRefs(&row)
        rows[Int(r)].load(row)
        rows[Int(r)].constant = row.constant
        rows[Int(r)].isDefinition = false
        definitionRows -= 1
        attach(r)
        markDirty(row.basic)
    }

    /// The row, lowest basic id first, of an external basic whose canonical expansion holds
    /// m, or -1: the rows holding m directly and the definition rows downstream of them,
    /// with m's coefficient propagated through the refs in order.
    func lowestExternalRow(holding m: Int32) -> Int32 {
        var coefficient: [Int32: Double] = [:]
        var nodes: [Int32] = []
        for ce in columns[Int(m)] {
            let b = rows[Int(ce.row)].basic
            if b >= 0 && kind[Int(b)] == .external && coefficient[b] == nil { coefficient[b] = 0; nodes.append(b) }
        }
        appendDownstream(to: &nodes) { b in
            guard coefficient[b] == nil else { return false }
            coefficient[b] = 0
            return true
        }
        nodes.sort { order[Int($0)] < order[Int($1)] }
        var best = Int32.max
        for x in nodes {
            let row = rows[Int(rowOf[Int(x)])]
            var c = 0.0
            for p in row.entries.indices {
                let s = row.entries[p].symbol
                if s == m {
                    c += row.entries[p].coefficient
                } else if let k = coefficient[s] {
                    c += row.entries[p].coefficient * k
                }
            }
            coefficient[x] = c
            if !nearZero(c) && x < best { best = x }
        }
        return best == Int32.max ? -1 : rowOf[Int(best)]
    }

    /// The constraint row `sum(coefficient * s) + constant` as a definition row for a new external
    /// subject, with the subject, or nil when the canonical path must be taken. It is taken
    /// unless: the row refers to at least one basic, none of those may expand to a
    /// parametric external (so the lowest parametric external of the row is also the lowest
    /// of its canonical expansion: kiwi's subject rule gives the same subject), and that
    /// subject occurs in no row (so nothing needs substituting and no cycle can form).
    /// The row is `0 = constant + sum`, not yet solved for the subject.
    mutating func definitionRow(_ terms: [(Int32, Double)], constant: Double) -> (Row, Int32)? {
        // Decide first, build after: most constraints take the canonical path, and building
        // a row only to drop it was two allocations per add.
        var hasRef = false
        for (s, _) in terms where rowOf[Int(s)] >= 0 {
            guard kind[Int(s)] == .external, !mayHoldExternal[Int(s)] else { return nil }
            hasRef = true
        }
        guard hasRef else { return nil }
        // The subject will be one of the row's new variables (external, parametric, in no
        // row yet): without one among the terms, the row would be built only to be dropped.
        var hasNewVariable = false
        for (s, _) in terms where kind[Int(s)] == .external && rowOf[Int(s)] < 0 && columns[Int(s)].isEmpty {
            hasNewVariable = true
            break
        }
        guard hasNewVariable else { return nil }
        var row = Row()
        row.constant = constant
        row.entries.reserveCapacity(terms.count)
        for (s, c) in terms {
            if let i = row.entries.firstIndex(where: { $0.symbol == s }) {
                row.entries[i].coefficient = sum(row.entries[i].coefficient, c)
            } else {
                row.entries.append(Entry(symbol: s, columnPosition: -1, coefficient: c))
            }
        }
        row.dropZeros()
        var subject = Int32.max
        for e in row.entries where kind[Int(e.symbol)] == .external && rowOf[Int(e.symbol)] < 0 && e.symbol < subject {
            subject = e.symbol
        }
        guard subject != Int32.max, columns[Int(subject)].isEmpty else { return nil }
        return (row, subject)
    }
}
