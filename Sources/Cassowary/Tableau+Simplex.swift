// Pivots and the two simplex methods on the lexicographic objective (one objective row per
// priority level, highest first). Pivot rules and why they terminate: docs/solver.md,
// "Degenerate systems".
//
// Invariants relied on: ratio tests and costs read canonical rows only (rows of restricted
// basics and objective rows hold parametric symbols only); every symbol whose cost vector is
// lexicographically negative is in `candidates`; every restricted row that may have gone
// negative is in `infeasible` before `dualOptimize` runs.

extension Tableau {
    /// When parametric s has a lexicographically negative cost vector (its cost at the
    /// highest level where it has one beyond the optimality tolerance is negative): that
    /// level's rank and the cost; nil otherwise.
    ///
    /// Why costs within the tolerance are passed over, not read as the end of the search: an
    /// objective row keeps every entry that does not cancel exactly (see `sum`), so after a
    /// few thousand pivots a symbol can hold a cost of 1e-12 at a high level that is the
    /// roundoff of a zero. Stopping at that level hid the symbol's real cost at the levels
    /// below, and the lower levels stayed short of their optimum (by 70-180 units of
    /// violation on systems of 500 variables after removals) while every higher level was
    /// optimal.
    ///
    /// A symbol in no row (an empty column: a removed constraint's marker and error, once
    /// their rows went) has no cost anywhere: it is passed over before the level rows are
    /// read (a removal notes both symbols' costs as it takes them out).
    @inline(__always) func improvement(of s: Int32) -> (rank: Int, cost: Double)? {
        guard kind[Int(s)] != .dummy, rowOf[Int(s)] < 0, columns.count(Int(s)) > 0 else { return nil }
        let leading = leadingCost(of: s)
        return leading.cost < 0 ? leading : nil
    }

    /// Replaces parametric s by `src` (a row for s: its entries and constant) in every row
    /// that holds s. `src` may be a row of the tableau (see `addScaled`).
    /// A source of at most 64 entries going into more than one row is scattered into the marks
    /// once for all of them (stamped marks: see `addScaled`'s `srcMarks`): into one row, scattering the
    /// source costs what it saves, and a new constraint whose subject is its own slack goes
    /// nowhere. (Counting the level rows out, which find entries through their index, cost
    /// more in the enaml build than it saved anywhere.)
    mutating func substitute(_ s: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double) {
        let n = columns.count(Int(s))
        guard n > 0 else { return }
        var marks: StampedMarks? = nil
        if n > 1 && src.count <= 64 {
            let m = mark.stamped()
            for i in 0..<src.count { m[Int(src[i].symbol)] = Int32(i + 1) }
            marks = m
        }
        while let e = columns[Int(s)].last {
            let r = e.row
            addScaled(r, src, srcConstant, e.coefficient, removing: Int(e.pos), srcMarks: marks)
            let b = rows[Int(r)].basic
            if b >= 0 && isRestricted(b) && rows[Int(r)].constant < 0 {
                infeasible.insert(b)
            }
        }
    }

    /// Makes `entering` basic in row r (whose basic leaves) and substitutes it everywhere.
    mutating func pivot(_ r: Int32, entering e: Int32) {
        structureEpoch &+= 1
        pivotCount += 1
        pivotsSinceCheck += 1
        touch(r)
        let rowIndex = Int(r)
        assert(!rows[rowIndex].isDefinition, "pivot rows are canonical")
        let leaving = rows[rowIndex].basic
        let p = position(of: e, in: r)
        let ce = rows[rowIndex].entries[Int(p)].coefficient
        removeEntry(r, p)
        addEntry(r, leaving, -1)
        pivotWorkSinceCheck += rows[rowIndex].entries.count * columns[Int(e)].count
        let k = -1 / ce
        for i in rows[rowIndex].entries.indices {
            let v = rows[rowIndex].entries[i].coefficient * k
            rows[rowIndex].entries[i].coefficient = v
            columns[Int(rows[rowIndex].entries[i].symbol)][Int(rows[rowIndex].entries[i].columnPosition)].coefficient =
                v
        }
        rows[rowIndex].constant *= k
        rows[rowIndex].basic = e
        rowOf[Int(leaving)] = -1
        becameBasic(e, rows[rowIndex])
        rowOf[Int(e)] = r
        markDirty(leaving)
        markDirty(e)
        // The pivot row is substituted from its own buffer in the store: no row that holds e
        // is row r (e is its basic now), so nothing appends to row r or reorders it while
        // the others are updated (a column fix-up may write an entry's `columnPosition`,
        // which the substitution does not read).
        let src = rows[rowIndex]
        substitute(e, UnsafeBufferPointer(src.entries), src.constant)
        if kind[Int(leaving)] == .external { flagReferrers(of: leaving) }
    }

    /// External symbol x just left the basis: the rows that referred to it now hold it as a
    /// parametric symbol, so their basics (and what is downstream) may hold an external.
    mutating func flagReferrers(of x: Int32) {
        var i = 0
        while i < columns[Int(x)].count {
            let b = rows[Int(columns[Int(x)][i].row)].basic
            i += 1
            if b >= 0 && kind[Int(b)] == .external { flagDownstream(b) }
        }
    }

    /// The entering symbol of the primal simplex, or -1 when the objective is optimal.
    /// Normally Dantzig's rule on the lexicographic objective: of the symbols whose cost
    /// vector is lexicographically negative, one whose first nonzero cost is at the highest
    /// level, and of those the most negative cost there (ties: the shortest column, then the
    /// lowest id; see `cheaper`). With `bland`, the
    /// lowest id of them (Bland's rule, which cannot cycle; see `optimize`).
    /// Why not Bland's rule always: it takes the lowest id whatever its cost, and on a dense
    /// system of a few hundred constraints it made several times more pivots.
    ///
    /// The two searches are functions of their own (one reads a row, the other the candidate
    /// set): as one, the common search (the candidates) paid for the other's registers.
    @inline(__always) mutating func enteringSymbol(objective: Int32?, bland: Bool) -> Int32 {
        if let o = objective { return enteringSymbol(inObjective: o, bland: bland) }
        return enteringCandidate(bland: bland)
    }

    /// The entering symbol for phase one's artificial objective row `o` (see `enteringSymbol`).
    @inline(never) mutating func enteringSymbol(inObjective o: Int32, bland: Bool) -> Int32 {
        var best: Int32 = -1
        var bestCost = 0.0
        var bestLength = Int.max
        let row = rows[Int(o)]
        for i in row.entries.indices where row.entries[i].coefficient < -optimalityTolerance {
            let s = row.entries[i].symbol
            guard kind[Int(s)] != .dummy else { continue }
            let cost = row.entries[i].coefficient
            let length = bland ? 0 : columns[Int(s)].count
            if best < 0 || (bland ? s < best : cheaper(cost, length, s, than: bestCost, bestLength, best)) {
                best = s
                bestCost = cost
                bestLength = length
            }
        }
        return best
    }

    /// The entering symbol among the candidates (see `enteringSymbol`).
    @inline(never) mutating func enteringCandidate(bland: Bool) -> Int32 {
        // Candidates that no longer improve leave the set (it keeps its invariant: every
        // improving symbol is in it); the same pass picks the entering one among those that
        // stay (one cost lookup per candidate: the order is total, so the pass's order does
        // not matter).
        var best: Int32 = -1
        var bestRank = Int.max
        var bestCost = 0.0
        var bestLength = Int.max
        var lowest = Int32.max
        candidates.removeAll { s in
            guard let (rank, cost) = improvement(of: s) else { return true }
            if bland {
                lowest = min(lowest, s)
                return false
            }
            let length = columns.count(Int(s))
            if rank < bestRank || (rank == bestRank && cheaper(cost, length, s, than: bestCost, bestLength, best)) {
                best = s
                bestRank = rank
                bestCost = cost
                bestLength = length
            }
            return false
        }
        if bland { return lowest == Int32.max ? -1 : lowest }
        return best
    }

    /// Dantzig's order between two entering candidates at one level: the more negative
    /// cost, then the shorter column (the pivot row is added to every row of the column:
    /// the fewer, the less fill and work), then the lower id.
    @inline(__always) func cheaper(
        _ cost: Double, _ length: Int, _ s: Int32, than bestCost: Double, _ bestLength: Int, _ best: Int32
    ) -> Bool {
        if cost != bestCost { return cost < bestCost }
        return length < bestLength || (length == bestLength && s < best)
    }

    /// The highest level (lowest rank) where s has a cost beyond the optimality tolerance,
    /// and that cost; (Int.max, 0) when it has none (see `improvement(of:)`). Through the level
    /// rows' indexes: O(levels), not O(column) (an error symbol of a shared edit variable
    /// sits in thousands of rows).
    @inline(__always) func leadingCost(of s: Int32) -> (rank: Int, cost: Double) {
        for (rank, lr) in levelRows.enumerated() {
            let cost = levelCost(of: s, in: lr)
            if cost != 0 { return (rank, cost) }
        }
        return (Int.max, 0)
    }

    /// s's cost in level row `lr`, 0 when it is within the optimality tolerance (a cost that
    /// small is roundoff, and taking it for a cost would let it outrank the levels below).
    @inline(__always) func levelCost(of s: Int32, in lr: Int32) -> Double {
        let k = rows[Int(lr)].indexed(s)
        guard k > 0 else { return 0 }
        let cost = rows[Int(lr)].entries[k - 1].coefficient
        return abs(cost) > optimalityTolerance ? cost : 0
    }

    /// The row that leaves when `e` enters: among restricted rows where `e` has a coefficient
    /// below `-pivotTolerance`, those whose ratio (constant / -coefficient, a slightly
    /// negative constant read as 0) is within `feasibilityTolerance / |coefficient|` of the
    /// minimum (Harris's two passes); of those, the ones whose pivot is at least
    /// `pivotThreshold` of the largest; of those, the shortest row, then the largest pivot,
    /// then the lowest basic id. With `bland`, the lowest basic id of the tied set. -1 when
    /// none.
    ///
    /// Why the pivot size: on a degenerate vertex many rows tie at ratio 0, and the lowest
    /// basic id could be a row where `e`'s coefficient is 1e-8 of roundoff: dividing by it
    /// multiplied every error in the tableau by 1e8 (a required constraint then missed by 18
    /// units). A pivot of at least a tenth of the largest bounds the growth per pivot.
    ///
    /// Why the shortest row among those: the pivot row is added to every row that holds `e`,
    /// so its length is the fill the pivot brings into the tableau (the column is the same
    /// whichever row leaves; this is Markowitz's rule with the column fixed). Taking the
    /// largest pivot alone filled the rows of a degenerate system of 500 variables to 80
    /// entries on average, and every later pivot paid for them: 4.2 s where the shortest
    /// row's 30 entries take 0.6 s.
    mutating func leavingRow(_ e: Int32, bland: Bool) -> Int32 {
        // The first pass over the column keeps the rows that may leave (a restricted basic,
        // a coefficient below -pivotTolerance) in the row store's scratch, as (row, pivot):
        // the other two passes read only those (two of the seven rows of the optional
        // add/remove cycle's column) instead of the column again.
        let column = columns[Int(e)]
        let kept = rows.scratch(column.count)
        var n = 0
        var bound = Double.infinity
        for ce in column where ce.coefficient < -pivotTolerance {
            let b = rows[Int(ce.row)].basic
            guard b >= 0, isRestricted(b) else { continue }
            let pivot = -ce.coefficient
            bound = min(bound, max(rows[Int(ce.row)].constant, 0) / pivot + feasibilityTolerance / pivot)
            (kept + n).initialize(to: Entry(symbol: ce.row, columnPosition: -1, coefficient: pivot))
            n += 1
        }
        if bound == .infinity { return -1 }
        // A row's ratio (a negative constant read as 0), computed as in the first pass.
        func ratio(_ c: Entry) -> Double { max(rows[Int(c.symbol)].constant, 0) / c.coefficient }
        var largest = 0.0
        for i in 0..<n where ratio(kept[i]) <= bound { largest = max(largest, kept[i].coefficient) }
        let smallest = bland ? 0 : pivotThreshold * largest
        var best: Int32 = -1
        var bestPivot = 0.0
        var bestBasic = Int32.max
        var bestLength = Int.max
        for i in 0..<n {
            let c = kept[i], pivot = c.coefficient
            guard ratio(c) <= bound, pivot >= smallest else { continue }
            let b = rows[Int(c.symbol)].basic
            let length = bland ? 0 : rows[Int(c.symbol)].entries.count
            let larger = pivot > bestPivot || (pivot == bestPivot && b < bestBasic)
            let better = length < bestLength || (length == bestLength && (bland ? b < bestBasic : larger))
            if better {
                best = c.symbol
                bestPivot = pivot
                bestBasic = b
                bestLength = length
            }
        }
        return best
    }

    /// Primal simplex on the level objectives (or on one artificial objective row).
    ///
    /// Termination: the entering symbol (Dantzig's rule) and the leaving row (row length and
    /// pivot size, see `leavingRow`) could cycle on a degenerate vertex; after
    /// `degenerateStepsBeforeBland` pivots in a row that did not move (the entering symbol's
    /// step was 0 within the tolerance), both are the lowest id of their candidates, which
    /// is Bland's rule in full and cannot cycle;
    /// the first pivot that moves leaves that mode. Each moving pivot lowers the objective
    /// (lexicographically) and between two of them the degenerate ones are finite, so the
    /// loop ends.
    mutating func optimize(objective: Int32? = nil) {
        var degenerateSteps = 0
        while true {
            let bland = degenerateSteps >= Self.degenerateStepsBeforeBland
            let e = enteringSymbol(objective: objective, bland: bland)
            if e < 0 { return }
            let r = leavingRow(e, bland: bland)
            // Objectives are sums of nonnegative errors, so never unbounded; guard anyway.
            if r < 0 { return }
            let moves = rows[Int(r)].constant > feasibilityTolerance
            degenerateSteps = moves ? 0 : degenerateSteps + 1
            // A leaving basic a little below zero (roundoff, or a Harris step) is taken at
            // zero: pivoting on its negative constant would give the entering symbol a
            // negative value of constant / pivot, which a small pivot makes large.
            if rows[Int(r)].constant < 0 { setConstant(r, 0) }
            pivot(r, entering: e)
        }
    }

    /// Sets row r's constant (in the undo log like every change).
    mutating func setConstant(_ r: Int32, _ value: Double) {
        touch(r)
        rows[Int(r)].constant = value
        let b = rows[Int(r)].basic
        if b >= 0 { markDirty(b) }
    }

    /// Writes s's cost vector over the levels (costs within the optimality tolerance read as
    /// 0, as in `improvement(of:)`), divided by `divisor`, into `v` (levels long).
    func costs(of s: Int32, over divisor: Double, into v: inout [Double]) {
        for (rank, lr) in levelRows.enumerated() { v[rank] = levelCost(of: s, in: lr) / divisor }
    }

    /// Dual simplex: restores feasibility after constants changed. Returns the basic symbol
    /// of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() -> Int32? {
        guard infeasible.min != nil else { return nil }  // the common edit step: no scratch
        // Two scratch vectors for the whole call: the candidate's ratio and the best one.
        var ratio = [Double](repeating: 0, count: levelRows.count)
        var bestRatio = ratio
        // The leaving row is the lowest-id infeasible basic (a heap): with the entering
        // symbol by lowest id among ties, that is the dual form of Bland's rule, which cannot
        // cycle; the pivot-size choice among ties is dropped for it after
        // `degenerateStepsBeforeBland` degenerate pivots in a row, as in `optimize`.
        var degenerateSteps = 0
        while let leaving = infeasible.popMin() {
            let r = rowOf[Int(leaving)]
            guard r >= 0 else { continue }
            let row = rows[Int(r)]
            guard row.constant < 0 && !nearZero(row.constant) else { continue }
            // Entering: the lexicographically smallest ratio cost / coefficient over entries
            // above the pivot tolerance; among ratios equal within the tolerance the largest
            // coefficient (lowest id in Bland's mode, or between equal coefficients).
            let bland = degenerateSteps >= Self.degenerateStepsBeforeBland
            var best: Int32 = -1
            var bestPivot = 0.0
            for i in row.entries.indices where row.entries[i].coefficient > pivotTolerance {
                let s = row.entries[i].symbol
                guard kind[Int(s)] != .dummy else { continue }
                let pivot = row.entries[i].coefficient
                costs(of: s, over: pivot, into: &ratio)
                let better: Bool
                if best < 0 || lexLess(ratio, bestRatio) {
                    better = true
                } else if lexLess(bestRatio, ratio) {
                    better = false
                } else if bland || pivot == bestPivot {
                    better = s < best
                } else {
                    better = pivot > bestPivot
                }
                if better {
                    best = s
                    bestPivot = pivot
                    swap(&ratio, &bestRatio)
                }
            }
            if best < 0 {
                infeasible.removeAll()
                return leaving
            }
            // Degenerate in the dual: the entering symbol's costs are all zero, so the
            // objective does not move.
            degenerateSteps = bestRatio.allSatisfy { abs($0) <= epsilon } ? degenerateSteps + 1 : 0
            pivot(r, entering: best)
        }
        return nil
    }

    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices {
            let d = a[i] - b[i]
            if abs(d) > epsilon * max(1, abs(a[i]), abs(b[i])) { return d < 0 }
        }
        return false
    }
}
