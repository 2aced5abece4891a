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
        var flags = dirty, list = dirtyList, vals = value
        // Moved out, not copied: self's references are dropped before any write.
        dirty = []
        dirtyList = []
        value = []
        // Each evaluated symbol's value goes into its variable as soon as it is known (one
        // pass, not a second one over the evaluated list). The symbols whose variable changed
        // are the first `n` of `changed`: a temporary buffer (on the stack when it fits) with a
        // slot for every symbol the update can evaluate, so no append checks for room or
        // uniqueness.
        var n = 0
        // Whether the structure is as the previous update left it: the program is recorded only
        // then (see below).
        let steady = structureEpoch == lastUpdateEpoch
        lastUpdateEpoch = structureEpoch
        if program.epoch == structureEpoch && program.roots == list {
            // Moved out and back (a copy retained and released each of its arrays).
            var prog = EvalProgram()
            swap(&prog, &program)
            let result = withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, prog.nodes.count)) {
                changed in
                unretained.withUnsafeBufferPointer { vars in
                    flags.withUnsafeMutableBufferPointer { dirtyP in
                        vals.withUnsafeMutableBufferPointer { valuesP in
                            prog.replay(rows, dirtyP, valuesP, vars, changed, &n)
                        }
                    }
                }
                return finishUpdate(changed, count: n, listChanged: listChanged)
            }
            swap(&prog, &program)
            list.removeAll(keepingCapacity: true)
            dirty = flags
            dirtyList = list
            value = vals
            return result
        }
        // Recorded only for few roots (an edit step; a long list, a first update, is not
        // repeated) and only when the structure did not change since the previous update: a
        // program recorded right after a build or a pivot is rarely replayed (the next
        // step's pivot or the next edit changes it again), and recording cost a small system's
        // first update a third of its instructions. An animation records on its first step
        // (nothing changed since the update before it) and replays from its second, as before;
        // after a pivot, one step is evaluated without recording and the next one records.
        let record = steady && list.count <= 64
        var prog = EvalProgram()
        // A recorded list becomes the program's roots, and the old roots' buffer the next
        // dirty list (a list shared with the roots is copied when it is emptied).
        var spare: [Int32] = []
        if record {
            swap(&prog, &program)
            swap(&spare, &prog.roots)
            prog.start(epoch: structureEpoch, roots: list)
        } else {
            program.epoch = .max
        }
        var heap = evalHeap
        evalHeap = OrderHeap()
        // Definition rows of the list wait in `waiting` (at most one slot per definition row),
        // sorted by order once the list is done. Every symbol is evaluated once at most: the
        // list's and the definition rows bound what `changed` needs.
        let room = max(1, min(list.count, definitionRows))
        let slots = max(1, min(Int(symbolCount), list.count + definitionRows))
        let result = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: room) { waiting in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: slots) { changed in
                unretained.withUnsafeBufferPointer { vars in
                    evaluate(list, &flags, &vals, &heap, waiting, record, &prog, vars, changed, &n)
                }
                return finishUpdate(changed, count: n, listChanged: listChanged)
            }
        }
        dirty = flags
        value = vals
        evalHeap = heap
        if record {
            program = prog
            // Unless that buffer is smaller: the marks made before the next update would grow it.
            if spare.capacity >= list.capacity { swap(&list, &spare) }
        }
        list.removeAll(keepingCapacity: true)
        dirtyList = list
        return result
    }

    /// Writes x into the variable of symbol s (if it has one); a variable whose value changed
    /// is noted in `changed[n]`.
    @inline(__always) static func write(
        _ s: Int32, _ x: Double, _ vars: UnsafeBufferPointer<Unmanaged<Variable>?>,
        _ changed: UnsafeMutableBufferPointer<Int32>, _ n: inout Int
    ) {
        guard let v = vars[Int(s)] else { return }
        v._withUnsafeGuaranteedRef { ref in
            if ref.value != x {
                ref.value = x
                changed[n] = s
                n += 1
            }
        }
    }

    /// Evaluates the dirty symbols of `list` and the definition rows downstream of them, and
    /// writes their variables (`write`); records the evaluation into `prog` when `record`.
    /// Two copies of the loops, one of them recording: in each the flag is a constant, so the
    /// loops that do not record test nothing for it.
    private func evaluate(
        _ list: [Int32], _ flags: inout [Bool], _ vals: inout [Double], _ heap: inout OrderHeap,
        _ waiting: UnsafeMutableBufferPointer<UInt64>, _ record: Bool, _ prog: inout EvalProgram,
        _ vars: UnsafeBufferPointer<Unmanaged<Variable>?>, _ changed: UnsafeMutableBufferPointer<Int32>,
        _ n: inout Int
    ) {
        if record {
            evaluate(list, &flags, &vals, &heap, waiting, recording: true, &prog, vars, changed, &n)
        } else {
            evaluate(list, &flags, &vals, &heap, waiting, recording: false, &prog, vars, changed, &n)
        }
    }

    /// A canonical row's value is its constant (0 for a parametric symbol): those are
    /// evaluated first, in list order. Then the definition rows, lowest order first, so every
    /// ref of a row is final when the row is evaluated: those of the list (`waiting`, sorted
    /// by order once the list is done: cheaper than a heap when there are many, as after a
    /// build) merged with a min-heap on order (keys are negated orders) of their referrers:
    /// each evaluated symbol puts the definition rows that refer to it into the heap, unless
    /// every definition row is waiting already. `flags` says "still to be evaluated".
    @inline(__always) private func evaluate(
        _ list: [Int32], _ flags: inout [Bool], _ vals: inout [Double], _ heap: inout OrderHeap,
        _ waiting: UnsafeMutableBufferPointer<UInt64>, recording record: Bool, _ prog: inout EvalProgram,
        _ vars: UnsafeBufferPointer<Unmanaged<Variable>?>, _ changed: UnsafeMutableBufferPointer<Int32>,
        _ n: inout Int
    ) {
        let rowsBuffer = rows.headers  // no row is allocated while values are evaluated
        let columnsBuffer = columns
        rowOf.withUnsafeBufferPointer { rowOfBuffer in
            order.withUnsafeBufferPointer { orderBuffer in
                flags.withUnsafeMutableBufferPointer { dirtyP in
                    vals.withUnsafeMutableBufferPointer { valuesBuffer in
                        // Evaluates definition row s (its refs are final) and writes it.
                        @inline(__always) func define(_ s: Int32) {
                            let r = Int(rowOfBuffer[Int(s)])
                            var x = rowsBuffer[r].constant
                            for e in rowsBuffer[r].entries {
                                let t = Int(e.symbol)
                                if rowOfBuffer[t] >= 0 {
                                    x += e.coefficient * valuesBuffer[t]
                                    if record { prog.ref(e.symbol, e.coefficient) }
                                }
                            }
                            if record { prog.node(s, Int32(r)) }
                            dirtyP[Int(s)] = false
                            valuesBuffer[Int(s)] = x
                            Self.write(s, x, vars, changed, &n)
                        }
                        var waitingCount = 0
                        var allWaiting = definitionRows == 0
                        // The referrers of the list's canonical rows join the heap once the
                        // list is done (the heap is not read before), and only when some
                        // definition row is not waiting already: after a build every one is,
                        // and a pass over the list's rows to find that out beforehand cost
                        // the first update a cache miss per row. Only a list at least as long
                        // as the definition rows can hold them all: only then are the pushes
                        // deferred (a resize step's list is short, and a second pass over it
                        // cost it 1 %).
                        let deferPushes = !allWaiting && list.count >= definitionRows
                        let pushNow = !allWaiting && !deferPushes
                        for s in list {
                            let r = Int(rowOfBuffer[Int(s)])
                            if r >= 0 && rowsBuffer[r].isDefinition {
                                // Keys `order << 32 | symbol`: sorted by order (orders are unique).
                                waiting[waitingCount] = UInt64(UInt32(orderBuffer[Int(s)])) << 32 | UInt64(UInt32(s))
                                waitingCount += 1
                                continue
                            }
                            let x = r >= 0 ? rowsBuffer[r].constant : 0
                            if record { prog.node(s, Int32(r)) }
                            dirtyP[Int(s)] = false
                            valuesBuffer[Int(s)] = x
                            Self.write(s, x, vars, changed, &n)
                            if pushNow { pushReferrers(Int(s), columnsBuffer, rowsBuffer, dirtyP, orderBuffer, &heap) }
                        }
                        sortKeys(
                            UnsafeMutableBufferPointer(rebasing: waiting[0..<waitingCount]),
                            below: UInt64(UInt32(nextOrder)) << 32, from: 32)
                        allWaiting = allWaiting || waitingCount == definitionRows
                        if allWaiting {
                            // Every definition row waits (a first update), and none was
                            // pushed (a list shorter than the definition rows cannot hold them
                            // all): no referrer can be missing, and the heap is empty.
                            for w in 0..<waitingCount { define(Int32(truncatingIfNeeded: waiting[w])) }
                            return
                        }
                        if deferPushes {
                            for x in list where !dirtyP[Int(x)] {
                                pushReferrers(Int(x), columnsBuffer, rowsBuffer, dirtyP, orderBuffer, &heap)
                            }
                        }
                        var w = 0
                        while true {
                            let s: Int32
                            if w < waitingCount && (heap.topKey.map { -$0 > Int32(waiting[w] >> 32) } ?? true) {
                                s = Int32(truncatingIfNeeded: waiting[w])
                                w += 1
                            } else if let h = heap.pop() {
                                s = h
                            } else {
                                break
                            }
                            define(s)
                            pushReferrers(Int(s), columnsBuffer, rowsBuffer, dirtyP, orderBuffer, &heap)
                        }
                    }
                }
            }
        }
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

    /// Puts the variables written by this update (the first n of `changed`, whose value
    /// changed) in symbol order and returns them.
    mutating func finishUpdate(_ c: UnsafeMutableBufferPointer<Int32>, count n: Int, listChanged: Bool) -> [Variable] {
        if !listChanged || n == 0 { return [] }
        // Evaluated in list order, then by order: often in symbol order already (a chain's
        // rows are made in order), which one pass finds.
        var sorted = true
        for i in 1..<n where c[i - 1] > c[i] {
            sorted = false
            break
        }
        if !sorted {
            if n > 64 {
                // Many changes: a pass over the bitmap sorts them in O(symbols / 64 + changes).
                for i in 0..<n { changedBits[Int(c[i]) >> 6] |= 1 << UInt64(c[i] & 63) }
                var k = 0
                for w in changedBits.indices where changedBits[w] != 0 {
                    var bits = changedBits[w]
                    changedBits[w] = 0
                    while bits != 0 {
                        c[k] = Int32(w << 6 | bits.trailingZeroBitCount)
                        k += 1
                        bits &= bits - 1
                    }
                }
            } else {
                var head = UnsafeMutableBufferPointer(rebasing: c[0..<n])
                head.sort()
            }
        }
        return unretained.withUnsafeBufferPointer { vars in
            [Variable](unsafeUninitializedCapacity: n) { out, count in
                for i in 0..<n { (out.baseAddress! + i).initialize(to: vars[Int(c[i])]!.takeUnretainedValue()) }
                count = n
            }
        }
    }

    /// The value of every external symbol (0 when parametric), computed from the rows alone
    /// (not from the values `updateVariables` keeps): canonical rows first, then definition
    /// rows lowest order first, so every ref is final when a row reads it. O(entries).
    /// `mutating` though it changes nothing: the solver calls it on its stored tableau, and a
    /// non-mutating call there copied the whole struct (a retain and a release of each of its
    /// arrays), a third of an accuracy check on enaml.
    mutating func freshValues() -> [Double] {
        var values = [Double](repeating: 0, count: Int(symbolCount))
        // Keys `order << 32 | symbol`, sorted without a comparison closure (`sortKeys`).
        var definitions: [UInt64] = []
        for r in 0..<rows.count {
            let row = rows[r]
            guard row.inUse && row.basic >= 0 && kind[Int(row.basic)] == .external else { continue }
            let b = Int(row.basic)
            if row.isDefinition {
                definitions.append(UInt64(UInt32(order[b])) << 32 | UInt64(UInt32(b)))
            } else {
                values[b] = row.constant
            }
        }
        definitions.withUnsafeMutableBufferPointer { sortKeys($0, below: UInt64(UInt32(nextOrder)) << 32, from: 32) }
        for key in definitions {
            let basic = Int(UInt32(truncatingIfNeeded: key))
            let row = rows[Int(rowOf[basic])]
            var x = row.constant
            for e in row.entries where rowOf[Int(e.symbol)] >= 0 { x += e.coefficient * values[Int(e.symbol)] }
            values[basic] = x
        }
        return values
    }
}

/// A recorded evaluation of `Tableau.updateVariables`: the symbols in the order they were
/// evaluated, each with its row (-1: parametric) and the basic refs it read with their
/// coefficients. Replaying it does the same arithmetic in the same order (so the same bits)
/// without the heap, the column walks or the rows' entry arrays.
struct EvalProgram {
    /// An evaluated symbol: its row (-1: parametric) and the end of its refs in `refs` (they
    /// start where the previous node's end, from 0 for the first).
    struct Node {
        var symbol: Int32
        var row: Int32
        var refEnd: Int32
    }
    /// A basic a node read, with its coefficient in the node's row.
    struct Ref {
        var symbol: Int32
        var coefficient: Double
    }
    var epoch: UInt64 = .max
    var roots: [Int32] = []
    var nodes: [Node] = []
    var refs: [Ref] = []

    mutating func start(epoch: UInt64, roots: [Int32]) {
        self.epoch = epoch
        self.roots = roots
        nodes.removeAll(keepingCapacity: true)
        refs.removeAll(keepingCapacity: true)
    }

    /// Room for `n` nodes and refs (a recorded list has at most 64 roots).
    mutating func reserve(_ n: Int) {
        nodes.reserveCapacity(n)
        refs.reserveCapacity(n)
    }

    /// A ref read by the node recorded next.
    @inline(__always) mutating func ref(_ s: Int32, _ c: Double) { refs.append(Ref(symbol: s, coefficient: c)) }

    @inline(__always) mutating func node(_ s: Int32, _ row: Int32) {
        nodes.append(Node(symbol: s, row: row, refEnd: Int32(refs.count)))
    }

    /// Evaluates the recorded symbols again, in the recorded order, and writes their variables
    /// (`Tableau.write`: the changed ones are noted in `changed` from `n` on).
    func replay(
        _ rows: RowStore, _ dirty: UnsafeMutableBufferPointer<Bool>, _ value: UnsafeMutableBufferPointer<Double>,
        _ vars: UnsafeBufferPointer<Unmanaged<Variable>?>, _ changed: UnsafeMutableBufferPointer<Int32>,
        _ n: inout Int
    ) {
        let rowsBuffer = rows.headers  // no row is allocated while values are evaluated
        var k = 0
        for node in nodes {
            let s = Int(node.symbol), r = Int(node.row)
            var x = r >= 0 ? rowsBuffer[r].constant : 0
            let end = Int(node.refEnd)
            while k < end {
                x += refs[k].coefficient * value[Int(refs[k].symbol)]
                k += 1
            }
            dirty[s] = false
            value[s] = x
            Tableau.write(Int32(s), x, vars, changed, &n)
        }
    }
}
