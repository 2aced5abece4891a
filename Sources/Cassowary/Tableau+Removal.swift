// Removing a constraint: the row its marker symbol enters before the row is dropped.
// A Tableau method (not the solver's): run inside the tableau, it reads the rows and columns
// in place, where the solver's calls on `tab` copied the whole tableau struct for each
// non-mutating call (15 copies per removal, 70 % of a removal's instructions on a small
// tableau; docs/solver.md, "Adding and removing one constraint").

extension Tableau {
    /// Takes a removed constraint's marker m and its row out of the tableau: m enters the
    /// row chosen by `markerLeavingRow` (made canonical first if it is a definition row),
    /// and that row goes.
    @inline(__always) mutating func removeMarker(_ m: Int32) {
        let basicRow = rowOf[Int(m)]
        if basicRow >= 0 {
            freeRow(basicRow)
        } else if let r = markerLeavingRow(m) {
            makeCanonical(r)
            pivotOut(r, entering: m)
        } else {
            // No row could take the marker (its coefficients are all roundoff, or it is only
            // in objective rows): it stays parametric at 0 and nothing refers to the
            // constraint any more, so its entries go (left in an objective row, it could
            // enter with no row to leave and end the optimisation early).
            while let e = columns[Int(m)].last { removeEntry(e.row, e.pos) }
        }
        // The marker is in no row now (its row went, or its entries did) and is never used
        // again: the caller retires it and gives its column's buffer on (`releaseColumn`).
    }

    /// Pivots m into row r (r's basic leaves) and drops row r: the same substitution into
    /// every other row that holds m, the same counters and marks, as `pivot(r, entering: m)`
    /// followed by `freeRow(r)`, without writing row r's new form into the store only to
    /// drop it (the leaving symbol's entry appended to the row and its column, every
    /// coefficient written twice, then every entry taken out of its column again). The
    /// entries are substituted from a scratch copy, in the order `pivot` leaves them in the
    /// row, with the same arithmetic, so every later choice and value is the same.
    mutating func pivotOut(_ r: Int32, entering m: Int32) {
        structureEpoch &+= 1
        pivotCount += 1
        pivotsSinceCheck += 1
        let row = rows[Int(r)]
        assert(!row.isDefinition, "pivot rows are canonical")
        let leaving = row.basic
        let p = Int(position(of: m, in: r))
        let n = row.count
        let k = -1 / row.entries[p].coefficient
        // What `pivot` counts: its row (m out, the leaving symbol in) times m's column without r.
        pivotWorkSinceCheck += n * (columns.count(Int(m)) - 1)
        // `pivot` swaps the last entry into m's place and appends the leaving symbol. The
        // entries go into the row store's scratch (nothing else takes it until the
        // substitution is done).
        let src = rows.scratch(n)
        for i in 0..<(n - 1) {
            let e = row.entries[i == p ? n - 1 : i]
            (src + i).initialize(to: Entry(symbol: e.symbol, columnPosition: -1, coefficient: e.coefficient * k))
        }
        (src + (n - 1)).initialize(to: Entry(symbol: leaving, columnPosition: -1, coefficient: -1 * k))
        let constant = row.constant * k
        order[Int(m)] = nextOrder  // as `becameBasic` stamps m
        nextOrder += 1
        // Dropped first, so m's column no longer holds row r: leaving's row goes (and leaving
        // is marked dirty) as in the pivot, and no row is allocated before the substitution.
        freeRow(r)
        substitute(m, UnsafeBufferPointer(start: src, count: n), constant)
        if kind[Int(leaving)] == .external { flagReferrers(of: leaving) }
    }

    /// The row to pivot the marker into before its row is dropped. First, a row whose basic
    /// is a dummy: that is a redundant twin of a required equality (an all-dummy row), and
    /// pivoting there hands the removed constraint's place to its twin. Any other choice
    /// drops the twin too: its dummy would become basic in a row with a nonzero value, and a
    /// basic dummy holds nothing (kiwi has this defect). Then kiwi's rule: a restricted row
    /// where the marker has a negative coefficient (min ratio), else a restricted row with a
    /// positive one (min ratio), else an external row whose canonical expansion holds the
    /// marker (`Tableau.lowestExternalRow`). Ratios within the feasibility tolerance of the
    /// minimum tie, and of the tied rows whose |coefficient| is at least `pivotThreshold` of
    /// the largest, the shortest row goes, then the largest |coefficient|, then the lowest
    /// basic id (as in `Tableau.leavingRow`: a pivot on roundoff multiplies every error of
    /// the tableau, and the row's length is the fill the pivot brings).
    /// Coefficients below the pivot tolerance are passed over while any row has a larger one.
    mutating func markerLeavingRow(_ m: Int32) -> Int32? {
        if let r = markerLeavingRow(m, smallest: pivotTolerance) { return r }
        let r = lowestExternalRow(holding: m)
        return r >= 0 ? r : nil
    }

    mutating func markerLeavingRow(_ m: Int32, smallest: Double) -> Int32? {
        // Harris's first pass: the least ratio, relaxed by the tolerance, for each sign.
        var bound = (negative: Double.infinity, positive: Double.infinity)
        // The same pass finds the twin (a dummy row: the first choice whatever the others)
        // and counts the restricted rows of each sign: when the sign that decides has one row
        // alone, that row is the choice (its ratio is within its own bound, its pivot at
        // least a tenth of itself) and the other two passes are skipped.
        var twinBasic = Int32.max, twinRow: Int32 = -1
        var negatives = 0, onlyNegative: Int32 = -1, positives = 0, onlyPositive: Int32 = -1
        // Rows are read field by field (`rows[i].basic`): a copy of the row retained and
        // released its arrays, a third of a removal on a small tableau.
        for e in columns[Int(m)] where abs(e.coefficient) > smallest {
            let b = rows[Int(e.row)].basic
            guard b >= 0 else { continue }
            if kind[Int(b)] == .dummy {
                if b < twinBasic { (twinBasic, twinRow) = (b, e.row) }
                continue
            }
            guard isRestricted(b) else { continue }
            let room = (max(rows[Int(e.row)].constant, 0) + feasibilityTolerance) / abs(e.coefficient)
            if e.coefficient < 0 {
                bound.negative = min(bound.negative, room)
                negatives += 1
                onlyNegative = e.row
            } else {
                bound.positive = min(bound.positive, room)
                positives += 1
                onlyPositive = e.row
            }
        }
        if twinRow >= 0 { return twinRow }
        if negatives == 1 { return onlyNegative }
        if negatives == 0 && positives <= 1 { return positives == 1 ? onlyPositive : nil }
        // Harris's second pass: the largest pivot among the tied rows, for each sign.
        var largest = (negative: 0.0, positive: 0.0)
        for e in columns[Int(m)] where abs(e.coefficient) > smallest {
            let b = rows[Int(e.row)].basic
            guard b >= 0, kind[Int(b)] != .dummy, isRestricted(b) else { continue }
            let c = e.coefficient
            guard max(rows[Int(e.row)].constant, 0) / abs(c) <= (c < 0 ? bound.negative : bound.positive) else {
                continue
            }
            if c < 0 {
                largest.negative = max(largest.negative, -c)
            } else {
                largest.positive = max(largest.positive, c)
            }
        }
        // The choice for each sign, as plain locals (optional tuples and a nested comparison
        // function cost a quarter of a removal's search in outlined copies). As in
        // `Tableau.leavingRow`: the shortest row among pivots of at least `pivotThreshold` of
        // the largest (the marker's row is added to every row holding the marker, so its
        // length is the fill), then the largest pivot, then the lowest id.
        var firstRow: Int32 = -1, firstLength = Int.max, firstPivot = 0.0, firstBasic = Int32.max
        var secondRow: Int32 = -1, secondLength = Int.max, secondPivot = 0.0, secondBasic = Int32.max
        for e in columns[Int(m)] where abs(e.coefficient) > smallest {
            let b = rows[Int(e.row)].basic
            guard b >= 0, kind[Int(b)] != .dummy, isRestricted(b) else { continue }
            let c = e.coefficient
            if max(rows[Int(e.row)].constant, 0) / abs(c) <= (c < 0 ? bound.negative : bound.positive),
                abs(c) >= pivotThreshold * (c < 0 ? largest.negative : largest.positive)
            {
                let length = rows[Int(e.row)].count, pivot = abs(c)
                if c < 0 {
                    if length < firstLength
                        || (length == firstLength && (pivot > firstPivot || (pivot == firstPivot && b < firstBasic)))
                    {
                        (firstRow, firstLength, firstPivot, firstBasic) = (e.row, length, pivot, b)
                    }
                } else if length < secondLength
                    || (length == secondLength && (pivot > secondPivot || (pivot == secondPivot && b < secondBasic)))
                {
                    (secondRow, secondLength, secondPivot, secondBasic) = (e.row, length, pivot, b)
                }
            }
        }
        if firstRow >= 0 { return firstRow }
        return secondRow >= 0 ? secondRow : nil
    }
}
