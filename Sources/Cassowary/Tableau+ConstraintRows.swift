// A constraint's row in the tableau's terms, and a constraint's constant changed in place.

extension Tableau {
    /// sum(coefficient * s) + constant with basic symbols replaced by their rows, near-zero
    /// entries dropped, and negated if needed so that the constant is >= 0.
    /// The row's entry array is the tableau's scratch (`rowScratch`) when the last built
    /// row was given back (`recycle`): a new array per constraint was an allocation and a
    /// free on every add.
    mutating func buildRow(_ terms: [(Int32, Double)], constant: Double) -> Row {
        var row = Row()
        swap(&row.entries, &rowScratch)
        row.constant = constant
        // One reservation for every entry the row can get (a basic term brings its row):
        // reserving per basic term grew the arrays to the exact size each time, a
        // reallocation and copy per substituted row.
        var bound = 0
        for (s, _) in terms {
            let r = rowOf[Int(s)]
            bound += r >= 0 ? rows[Int(r)].entries.count : 1
        }
        row.entries.reserveCapacity(bound)
        // Whether an entry may be exactly 0: only a sum, or a term that is 0 (a product
        // that underflowed), makes one; most rows have neither and skip `dropZeros`.
        var mayHoldZero = false
        func add(_ s: Int32, _ c: Double) {
            let m = mark[Int(s)]
            if m > 0 {
                row.entries[Int(m - 1)].coefficient = sum(row.entries[Int(m - 1)].coefficient, c)
                mayHoldZero = true
            } else {
                row.entries.append(Entry(symbol: s, columnPosition: -1, coefficient: c))
                mark[Int(s)] = Int32(row.entries.count)
                if c == 0 { mayHoldZero = true }
            }
        }
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 {
                // Read in place: a copy of the Row would retain and release its arrays.
                let rowIndex = Int(r)
                for i in 0..<rows[rowIndex].entries.count {
                    add(rows[rowIndex].entries[i].symbol, rows[rowIndex].entries[i].coefficient * c)
                }
                row.constant += rows[rowIndex].constant * c
            } else {
                add(s, c)
            }
        }
        for e in row.entries { mark[Int(e.symbol)] = 0 }
        // The substituted rows may be definition rows: expand what they refer to.
        if row.entries.contains(where: { rowOf[Int($0.symbol)] >= 0 }) {
            expandRefs(&row)
        } else if mayHoldZero {
            row.dropZeros()
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.entries.indices { row.entries[i].coefficient = -row.entries[i].coefficient }
        }
        return row
    }

    /// Takes back an entry array taken from `rowScratch` (a row made by `buildRow` whose
    /// entries are in the store now), emptied, for the next `buildRow`.
    mutating func recycle(_ entries: inout [Entry]) {
        // Element by element: `removeAll(keepingCapacity:)` went through the generic
        // `replaceSubrange`, and a row holds a few entries.
        while !entries.isEmpty { entries.removeLast() }
        swap(&entries, &rowScratch)
    }

    /// The subject of a new constraint's row that holds at the current solution (its
    /// constant, >= 0, within the feasibility tolerance of 0) and has no subject by kiwi's
    /// rule, or -1: any slack or error symbol of the row can be its basic then, whatever the
    /// sign of its coefficient, since its value is 0 either way and no other row's constant
    /// moves. Of those whose |coefficient| is at least `pivotThreshold` of the largest, the
    /// shortest column (its length is the fill: the row is substituted into every row of
    /// the column; the constraint's own new slack has none), then the largest |coefficient|,
    /// then the lowest id.
    func tightSubject(_ row: Row) -> Int32 {
        var largest = 0.0
        for e in row.entries where kind[Int(e.symbol)] == .slack || kind[Int(e.symbol)] == .error {
            largest = max(largest, abs(e.coefficient))
        }
        guard largest >= pivotTolerance else { return -1 }
        var best: Int32 = -1
        var bestLength = Int.max
        var bestPivot = 0.0
        for e in row.entries where kind[Int(e.symbol)] == .slack || kind[Int(e.symbol)] == .error {
            let pivot = abs(e.coefficient)
            guard pivot >= pivotThreshold * largest else { continue }
            let length = columns[Int(e.symbol)].count
            if length < bestLength
                || (length == bestLength && (pivot > bestPivot || (pivot == bestPivot && e.symbol < best)))
            {
                best = e.symbol
                bestLength = length
                bestPivot = pivot
            }
        }
        return best
    }

    /// Applies "constant += d" to a constraint by shifting its marker symbol (it appears in
    /// no other constraint, so marker = marker' + d / markerCoef says exactly that).
    /// Returns rows whose basic is a dummy and whose constant changed (each must stay 0).
    @discardableResult
    mutating func shiftConstant(_ info: ConstraintInfo, by d: Double) -> [Int32] {
        var dummyRows: [Int32] = []
        let m = info.marker, o = info.other
        if rowOf[Int(m)] >= 0 {
            shiftBasic(rowOf[Int(m)], -d / info.markerCoef, &dummyRows)
        } else if o >= 0 && rowOf[Int(o)] >= 0 {
            shiftBasic(rowOf[Int(o)], -d / info.otherCoef, &dummyRows)
        } else {
            let k = d / info.markerCoef
            var i = 0
            while i < columns[Int(m)].count {
                let e = columns[Int(m)][i]
                i += 1
                if rows[Int(e.row)].basic >= 0 {
                    shiftBasic(e.row, e.coefficient * k, &dummyRows)
                }
            }
        }
        return dummyRows
    }

    @inline(__always)
    mutating func shiftBasic(_ r: Int32, _ amount: Double, _ dummyRows: inout [Int32]) {
        touch(r)
        let rowIndex = Int(r)
        rows[rowIndex].constant += amount
        let b = rows[rowIndex].basic
        switch kind[Int(b)] {
        case .external:
            markDirty(b)
        case .dummy:
            dummyRows.append(r)
        case .slack, .error:
            if rows[rowIndex].constant < 0 { Self.noteInfeasible(b, in: infeasible) }
        }
    }

    /// Out of line, and given the heap rather than the tableau: a shift walks a whole column
    /// (an edit variable's, through hundreds of rows) and few of its rows go negative. With
    /// the heap's insertion inlined in the walk (writes through the heap's buffers), or out
    /// of line but able to change the tableau, the compiler kept the dirty flags' checks
    /// inside the loop: enaml's resize phase cost 0.7-1.0 % more instructions.
    @inline(never) static func noteInfeasible(_ b: Int32, in heap: SymbolHeap) { heap.insert(b) }
}
