// Reading the solution: values of the external symbols written into their variables, by
// evaluating dirty canonical rows and then definition rows in topological order (recorded,
// and replayed while the structure does not change).

extension Tableau {
    /// Whether s is an external symbol of this tableau standing for v (any s, -1 included).
    @inline(__always) func holds(_ v: Variable, at s: Int32) -> Bool {
        s >= 0 && Int(s) < variables.count && variables[Int(s)] === v
    }

    mutating func setVariable(_ v: Variable?, for s: Int32) {
        variables[Int(s)] = v
        unretained[Int(s)] = v.map { Unmanaged.passUnretained($0) }
    }

    /// Writes values of changed external symbols into their variables; returns those whose
    /// value changed, in symbol (first-seen) order.
    /// `listChanged: false` writes the values only and returns [] (no list to sort and build).
    mutating func updateVariables(listChanged: Bool = true) -> [Variable] {
        // The loops below run over every variable downstream of a change (an animation step
        // touches thousands), so they read the tables through buffers: the arrays are moved
        // out of self first (O(1)), which keeps every access unique and free of retains.
        var flags = dirty, list = dirtyList, vals = value, heap = evalHeap, changed = changedScratch
        // Moved out, not copied: self's references are dropped before any write.
        dirty = []
        value = []
        changedScratch = []
        var prog = program
        if prog.epoch == structureEpoch && prog.roots == list {
            prog.replay(rows, &flags, &vals, &changed)
            list.removeAll(keepingCapacity: true)
            dirty = flags
            dirtyList = list
            value = vals
            return finishUpdate(&changed, listChanged: listChanged)
        }
        // Recorded only for few roots (an edit step): a long list (a first update) is not
        // repeated, and recording it would only cost.
        let record = list.count <= 64
        prog.start(epoch: record ? structureEpoch : .max, roots: record ? list : [])
        program = EvalProgram()
        dirtyList = []
        evalHeap = OrderHeap()
        // A canonical row's value is its constant (0 for a parametric symbol): those are
        // evaluated first, in list order. Definition rows wait in a min-heap on order (keys
        // are negated orders), so every ref of a row is final when the row is evaluated; each
        // evaluated symbol puts the definition rows that refer to it into the heap.
        // `flags` says "still to be evaluated".
        do {
            let rowsBuffer = rows.headers  // no row is allocated while values are evaluated
            do {
                let columnsBuffer = columns
                rowOf.withUnsafeBufferPointer { rowOfBuffer in
                    order.withUnsafeBufferPointer { orderBuffer in
                        flags.withUnsafeMutableBufferPointer { dirtyP in
                            vals.withUnsafeMutableBufferPointer { valuesBuffer in
                                // Definition rows of the list wait in `waiting`, sorted by order
                                // once the list is done (cheaper than the heap when there are
                                // many, as after a build); the heap only gets referrers.
                                // The referrers of the list's canonical rows join the heap once the
                                // list is done (the heap is not read before), and only when some
                                // definition row is not waiting already: after a build every one
                                // is, and a pass over the list's rows to find that out beforehand
                                // cost the first update a cache miss per row.
                                var next = 0, w = 0
                                var allWaiting = definitionRows == 0
                                // Only a list at least as long as the definition rows can hold
                                // them all: only then are the pushes deferred (a resize step's
                                // list is short, and a second pass over it cost it 1 %).
                                let deferPushes = !allWaiting && list.count >= definitionRows
                                // Keys `order << 32 | symbol`: sorted by order (orders are unique).
                                var waiting: [UInt64] = []
                                if list.count > 64 && list.count >= definitionRows {
                                    // A list as long as the definition rows (a first update):
                                    // room for every row at once, not a doubling and a copy at
                                    // each power of two.
                                    waiting.reserveCapacity(definitionRows)
                                    changed.reserveCapacity(list.count + definitionRows)
                                }
                                while true {
                                    let s: Int32
                                    var x: Double
                                    if next < list.count {
                                        s = list[next]
                                        next += 1
                                        let r = Int(rowOfBuffer[Int(s)])
                                        if r >= 0 && rowsBuffer[r].isDefinition {
                                            waiting.append(
                                                UInt64(UInt32(orderBuffer[Int(s)])) << 32 | UInt64(UInt32(s)))
                                            continue
                                        }
                                        x = r >= 0 ? rowsBuffer[r].constant : 0
                                        if record { prog.node(s, Int32(r)) }
                                    } else {
                                        if next == list.count {
                                            next += 1
                                            sortKeys(&waiting, below: UInt64(UInt32(nextOrder)) << 32, from: 32)
                                            allWaiting = allWaiting || waiting.count == definitionRows
                                            if deferPushes && !allWaiting {
                                                for x in list where !dirtyP[Int(x)] {
                                                    pushReferrers(
                                                        Int(x), columnsBuffer, rowsBuffer, dirtyP, orderBuffer, &heap)
                                                }
                                            }
                                        }
                                        if w < waiting.count
                                            && (heap.topKey.map { -$0 > Int32(waiting[w] >> 32) } ?? true)
                                        {
                                            s = Int32(truncatingIfNeeded: waiting[w])
                                            w += 1
                                        } else if let h = heap.pop() {
                                            s = h
                                        } else {
                                            break
                                        }
                                        let r = Int(rowOfBuffer[Int(s)])
                                        x = rowsBuffer[r].constant
                                        let entries = rowsBuffer[r].entries
                                        for e in entries {
                                            let t = Int(e.symbol)
                                            if rowOfBuffer[t] >= 0 {
                                                x += e.coefficient * valuesBuffer[t]
                                                if record { prog.ref(e.symbol, e.coefficient) }
                                            }
                                        }
                                        if record { prog.node(s, Int32(r)) }
                                    }
                                    let si = Int(s)
                                    dirtyP[si] = false
                                    valuesBuffer[si] = x
                                    changed.append(s)
                                    // Every definition row already waits (a first update):
                                    // no referrer can be missing. The list's own referrers
                                    // were pushed when the list was done (above).
                                    if allWaiting || (deferPushes && next <= list.count) { continue }
                                    pushReferrers(si, columnsBuffer, rowsBuffer, dirtyP, orderBuffer, &heap)
                                }
                            }
                        }
                    }
                }
            }
        }
        dirty = flags
        value = vals
        evalHeap = heap
        program = prog
        list.removeAll(keepingCapacity: true)
        dirtyList = list
        return finishUpdate(&changed, listChanged: listChanged)
    }

    /// Puts into the heap every definition row that refers to evaluated symbol s and is not
    /// scheduled yet (`dirty` says scheduled or still to be evaluated).
    @inline(__always) func pushReferrers(
        _ s: Int, _ columns: ColumnStore, _ rows: UnsafeMutablePointer<RowStore.Header>,
        _ dirty: UnsafeMutableBufferPointer<Bool>, _ order: UnsafeBufferPointer<Int32>, _ heap: inout OrderHeap
    ) {
        let col = columns[s]
        for k in 0..<col.count {
            let row = Int(col[k].row)
            guard rows[row].isDefinition else { continue }
            let b = Int(rows[row].basic)
            if !dirty[b] {
                dirty[b] = true
                heap.push(-order[b], Int32(b))
            }
        }
    }

    /// Writes the values of the evaluated symbols `changed` into their variables and returns
    /// the variables whose value changed, in symbol order.
    mutating func finishUpdate(_ changed: inout [Int32], listChanged: Bool) -> [Variable] {
        // Write the values; keep only the variables whose value really changed.
        var kept = 0
        for s in changed {
            let si = Int(s)
            guard let v = unretained[si] else { continue }
            let x = value[si]
            let differs = v._withUnsafeGuaranteedRef { ref in
                if ref.value == x { return false }
                ref.value = x
                return true
            }
            if differs {
                changed[kept] = s
                kept += 1
            }
        }
        changed.removeLast(changed.count - kept)
        defer {
            changed.removeAll(keepingCapacity: true)
            changedScratch = changed
        }
        if !listChanged { return [] }
        if changed.count > 64 {
            // Many changes: a pass over the bitmap sorts them in O(symbols / 64 + changes).
            for s in changed { changedBits[Int(s) >> 6] |= 1 << UInt64(s & 63) }
            var k = 0
            for w in changedBits.indices where changedBits[w] != 0 {
                var bits = changedBits[w]
                changedBits[w] = 0
                while bits != 0 {
                    changed[k] = Int32(w << 6 | bits.trailingZeroBitCount)
                    k += 1
                    bits &= bits - 1
                }
            }
        } else {
            changed.sort()
        }
        return changed.map { variables[Int($0)]! }
    }
    /// The value of every external symbol (0 when parametric), computed from the rows alone
    /// (not from the values `updateVariables` keeps): canonical rows first, then definition
    /// rows lowest order first, so every ref is final when a row reads it. O(entries).
    func freshValues() -> [Double] {
        var values = [Double](repeating: 0, count: Int(symbolCount))
        var definitions: [Int32] = []
        for r in 0..<rows.count {
            let row = rows[r]
            guard row.inUse && row.basic >= 0 && kind[Int(row.basic)] == .external else { continue }
            if row.isDefinition { definitions.append(row.basic) } else { values[Int(row.basic)] = row.constant }
        }
        definitions.sort { order[Int($0)] < order[Int($1)] }
        for basic in definitions {
            let row = rows[Int(rowOf[Int(basic)])]
            var x = row.constant
            for e in row.entries where rowOf[Int(e.symbol)] >= 0 { x += e.coefficient * values[Int(e.symbol)] }
            values[Int(basic)] = x
        }
        return values
    }
}

/// A recorded evaluation of `Tableau.updateVariables`: the symbols in the order they were
/// evaluated, each with its row (-1: parametric) and the basic refs it read with their
/// coefficients. Replaying it does the same arithmetic in the same order (so the same bits)
/// without the heap, the column walks or the rows' entry arrays.
struct EvalProgram {
    var epoch: UInt64 = .max
    var roots: [Int32] = []
    var symbols: [Int32] = []
    var rowIds: [Int32] = []
    /// Node i's refs are refSyms[refEnd[i - 1] ..< refEnd[i]] (from 0 for i = 0).
    var refEnd: [Int32] = []
    var refSyms: [Int32] = []
    var refCoefs: [Double] = []

    mutating func start(epoch: UInt64, roots: [Int32]) {
        self.epoch = epoch
        self.roots = roots
        symbols.removeAll(keepingCapacity: true)
        rowIds.removeAll(keepingCapacity: true)
        refEnd.removeAll(keepingCapacity: true)
        refSyms.removeAll(keepingCapacity: true)
        refCoefs.removeAll(keepingCapacity: true)
    }

    /// Room for `n` nodes and refs (a recorded list has at most 64 roots).
    mutating func reserve(_ n: Int) {
        symbols.reserveCapacity(n)
        rowIds.reserveCapacity(n)
        refEnd.reserveCapacity(n)
        refSyms.reserveCapacity(n)
        refCoefs.reserveCapacity(n)
    }

    /// A ref read by the node recorded next.
    @inline(__always) mutating func ref(_ s: Int32, _ c: Double) {
        refSyms.append(s)
        refCoefs.append(c)
    }

    @inline(__always) mutating func node(_ s: Int32, _ row: Int32) {
        symbols.append(s)
        rowIds.append(row)
        refEnd.append(Int32(refSyms.count))
    }

    func replay(_ rows: RowStore, _ dirty: inout [Bool], _ value: inout [Double], _ changed: inout [Int32]) {
        changed.append(contentsOf: symbols)
        do {
            let rowsBuffer = rows.headers  // no row is allocated while values are evaluated
            dirty.withUnsafeMutableBufferPointer { dirtyBuffer in
                value.withUnsafeMutableBufferPointer { valuesBuffer in
                    var k = 0
                    for i in symbols.indices {
                        let s = Int(symbols[i]), r = Int(rowIds[i])
                        var x = r >= 0 ? rowsBuffer[r].constant : 0
                        let end = Int(refEnd[i])
                        while k < end {
                            x += refCoefs[k] * valuesBuffer[Int(refSyms[k])]
                            k += 1
                        }
                        dirtyBuffer[s] = false
                        valuesBuffer[s] = x
                    }
                }
            }
        }
    }
}
