/// Adding a multiple of one row to another, the hot loop of every pivot, and the entry
/// primitives it uses on the row and column stores.
extension Tableau {
    /// row r += factor * (row src of the tableau). src must not be row r itself.
    @inline(__always) mutating func addScaled(_ r: Int32, _ src: RowRef, _ factor: Double, removing: Int = -1) {
        assert(!src.isDefinition, "only canonical rows are substituted")
        addScaled(r, UnsafeBufferPointer(src.entries), src.constant, factor, removing: removing)
    }

    /// row r += factor * (src, srcConstant). The entries `src` must not be row r's own (they
    /// may be another row's in the store: nothing here appends to that row or reorders it).
    /// The hot loop of every pivot: rows and columns are reached through their stores'
    /// pointers and the marks through theirs, so no write pays a uniqueness check.
    /// `removing` >= 0 first drops the entry at that position (the symbol being substituted).
    ///
    /// `srcMarks`: marks that hold the positions (+ 1) of `src`'s entries (`substitute`
    /// scatters a source of at most 64 entries once for all the rows it goes into). A row
    /// other than a level row is then walked against them, and the source entries it did not
    /// hold are appended: no scatter and gather of each row, which cost more than the update
    /// itself in a dense tableau (kiwi's enaml form: 13 entries a row, 10 a source).
    ///
    /// Three copies of the work: for a level row, for another row against the source's
    /// marks, and for another row without them (`addScaledToLevel`, `addScaledToMarkedRow`,
    /// `addScaledToRow`: the same body with the row's kind and the marks' presence constants
    /// in each), so that each carries only its own branches and scratch: as one function,
    /// every call paid for all three (the optional add/remove cycle -4.6 %).
    @inline(__always) mutating func addScaled(
        _ r: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double, _ factor: Double, removing: Int = -1,
        srcMarks: StampedMarks? = nil
    ) {
        if rows[Int(r)].isLevel {
            addScaledToLevel(r, src, srcConstant, factor, removing: removing)
        } else if let m = srcMarks {
            addScaledToMarkedRow(r, src, srcConstant, factor, removing: removing, srcMarks: m)
        } else {
            addScaledToRow(r, src, srcConstant, factor, removing: removing)
        }
    }

    @inline(never) mutating func addScaledToLevel(
        _ r: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double, _ factor: Double, removing: Int
    ) {
        addScaled(r, src, srcConstant, factor, removing: removing, srcMarks: nil, useIndex: true)
    }

    @inline(never) mutating func addScaledToMarkedRow(
        _ r: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double, _ factor: Double, removing: Int,
        srcMarks: StampedMarks
    ) {
        addScaled(r, src, srcConstant, factor, removing: removing, srcMarks: srcMarks, useIndex: false)
    }

    @inline(never) mutating func addScaledToRow(
        _ r: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double, _ factor: Double, removing: Int
    ) {
        addScaled(r, src, srcConstant, factor, removing: removing, srcMarks: nil, useIndex: false)
    }

    /// The body of `addScaled`; `useIndex`: row r is a level row (a constant in each caller).
    @inline(__always) mutating func addScaled(
        _ r: Int32, _ src: UnsafeBufferPointer<Entry>, _ srcConstant: Double, _ factor: Double, removing: Int,
        srcMarks: StampedMarks?, useIndex: Bool
    ) {
        structureEpoch &+= 1
        touch(r)
        let rowIndex = Int(r)
        let row = rows[rowIndex]
        let target = row.basic
        if target >= 0 && kind[Int(target)] == .external && !mayHoldExternal[Int(target)]
            && src.contains(where: { kind[Int($0.symbol)] == .external })
        {
            flagDownstream(target)
        }
        // Positions of the target's symbols: its index (level rows, which are long) or the
        // marks scattered from it (other rows, short next to the O(|src|) work; stamped marks,
        // which need no clearing afterwards), or the source's marks (`srcMarks`).
        assert(useIndex == row.isLevel, "addScaled's copy for the wrong kind of row")
        // The symbol at `removing` is not noted as an entering candidate: it is the one being
        // substituted (`substitute`), basic or in no row afterwards, so it could not enter.
        // Appends double the row's buffer, so growth is amortised O(1) per entry; reserving
        // room for the whole source cost more in the small dense tableau of the layout card
        // (docs/history/solver-log.md, "Fixed costs per add").
        let columns = self.columns, rows = self.rows
        if removing >= 0 { Self.removeEntry(row, removing, columns, rows) }
        let originalCount = row.count
        // A cancelled entry (its sum is exactly 0) among the first 64 leaves its column at
        // once, and its place in the row is a hole (a bit of `holes`) that the next appended
        // entry takes instead of growing the row: most updated entries of a dense tableau
        // cancel (84 % in kiwi's enaml form) and most substitutions also append, so the swap
        // that moved the row's last entry into each cancelled place is mostly saved. Holes
        // left over are closed after the loop. Beyond 64, a cancelled entry stays until after
        // the loop: a short row notes only the lowest such position (a scan from its end
        // down to it finds the others: only updated entries can be exactly zero), a level row
        // lists them (the first `zeros` of `zeroScratch`, which is never shrunk: emptying an
        // array went through the generic `replaceSubrange`).
        var holes: UInt64 = 0
        var lowest = Int.max
        var zeros = 0
        if let m = srcMarks, !useIndex {
            // The row's entries against the source's marks (nothing is appended during this
            // walk, so the buffer stays put), then the source entries it did not hold.
            var held: UInt64 = 0
            let base = row.base
            for p in 0..<originalCount {
                let e = base + p
                let s = e.pointee.symbol
                let j = Int(m[Int(s)])
                if j > 0 {
                    held |= 1 &<< UInt64(j - 1)
                    let v = sum(e.pointee.coefficient, factor * src[j - 1].coefficient)
                    e.pointee.coefficient = v
                    if v != 0 {
                        columns[Int(s)][Int(e.pointee.columnPosition)].coefficient = v
                    } else if p < 64 {
                        Self.removeFromColumn(Int(s), Int(e.pointee.columnPosition), columns, rows)
                        holes |= 1 &<< UInt64(p)
                    } else if p < lowest {
                        lowest = p
                    }
                }
            }
            var rest = src.count == 64 ? ~held : ~held & ((1 &<< UInt64(src.count)) &- 1)
            while rest != 0 {
                let i = rest.trailingZeroBitCount
                rest &= rest &- 1
                let c = factor * src[i].coefficient
                if c != 0 { Self.place(src[i].symbol, c, in: row, r, &holes, columns, useIndex: false) }
            }
        } else {
            // A new stamp only for a row that scatters: inside a substitution whose source
            // is marked, no stamp may be taken (a wrap of the stamps would clear its marks).
            let m = useIndex ? mark.current() : mark.stamped()
            if !useIndex {
                let entries = row.entries
                for p in 0..<originalCount { m[Int(entries[p].symbol)] = Int32(p + 1) }
            }
            for i in 0..<src.count {
                let s = src[i].symbol
                let c = factor * src[i].coefficient
                let k = useIndex ? row.indexed(s) : Int(m[Int(s)])
                if k > 0 {
                    let e = row.base + (k - 1)
                    let v = sum(e.pointee.coefficient, c)
                    e.pointee.coefficient = v
                    if useIndex { noteCost(s, v) }
                    if v != 0 {
                        columns[Int(s)][Int(e.pointee.columnPosition)].coefficient = v
                    } else if k <= 64 {
                        Self.removeFromColumn(Int(s), Int(e.pointee.columnPosition), columns, rows)
                        if useIndex { row.setIndex(s, 0) }
                        holes |= 1 &<< UInt64(k - 1)
                    } else if useIndex {
                        if zeros < zeroScratch.count { zeroScratch[zeros] = k - 1 } else { zeroScratch.append(k - 1) }
                        zeros += 1
                    } else if k - 1 < lowest {
                        lowest = k - 1
                    }
                } else if c != 0 {
                    Self.place(s, c, in: row, r, &holes, columns, useIndex: useIndex)
                    if useIndex { noteCost(s, c) }
                }
            }
        }
        // Descending, so a swap-remove never moves an entry that is still to be removed (they
        // are all among the first originalCount entries; the appended ones are not zero, and
        // the holes are below every position past 64).
        if lowest != Int.max {
            // From below the entries appended at the end, which are never zero (a removal
            // moves one of them down into a position already passed).
            var p = originalCount - 1
            while p >= lowest {
                if row.base[p].coefficient == 0 { Self.removeEntry(row, p, columns, rows) }
                p -= 1
            }
        } else if zeros > 0 {
            // Insertion sort, descending: a few entries in practice, where the library sort's
            // setup costs far more than the comparisons. Not `insertionSort`: reaching the
            // array's buffer in this function (`withUnsafeMutableBufferPointer`) cost every
            // call of it about 7 instructions (the optional add/remove phase +0.7 %).
            for i in 1..<zeros {
                let x = zeroScratch[i]
                var j = i
                while j > 0 && zeroScratch[j - 1] < x {
                    zeroScratch[j] = zeroScratch[j - 1]
                    j -= 1
                }
                zeroScratch[j] = x
            }
            for i in 0..<zeros { Self.removeEntry(row, zeroScratch[i], columns, rows) }
        }
        while holes != 0 {
            let p = 63 - holes.leadingZeroBitCount
            holes &= ~(1 &<< UInt64(p))
            Self.removeFromRow(row, p, columns)
        }
        let dc = factor * srcConstant
        if dc != 0 { row.constant += dc }
        if dc != 0 && target >= 0 { markDirty(target) }
    }

    /// Adds the entry `c * s` to `row` (id r) and to its column: into the lowest hole of
    /// `holes` (a place whose entry has left, see `addScaled`), or at the end.
    @inline(__always)
    static func place(
        _ s: Int32, _ c: Double, in row: RowRef, _ r: Int32, _ holes: inout UInt64, _ columns: ColumnStore,
        useIndex: Bool
    ) {
        let p: Int
        if holes != 0 {
            p = holes.trailingZeroBitCount
            holes &= holes &- 1
            let q = columns.append(Int(s), ColumnEntry(row: r, pos: Int32(p), coefficient: c))
            row.base[p] = Entry(symbol: s, columnPosition: q, coefficient: c)
        } else {
            p = row.count
            let q = columns.append(Int(s), ColumnEntry(row: r, pos: Int32(p), coefficient: c))
            row.append(Entry(symbol: s, columnPosition: q, coefficient: c))
        }
        if useIndex { row.setIndex(s, p + 1) }
    }

    /// Removes entry p of row `row` (swap with the last entry): from its column (the column's
    /// last entry moves into its place, and that entry's row learns its new position) and
    /// from the row (its last entry moves into p, and that entry's column learns it), and
    /// from the row's level index. Costs (`noteCost`) are the caller's.
    @inline(__always)
    static func removeEntry(_ row: RowRef, _ p: Int, _ columns: ColumnStore, _ rows: RowStore) {
        let base = row.base
        removeFromColumn(Int(base[p].symbol), Int(base[p].columnPosition), columns, rows)
        if row.isLevel { row.setIndex(base[p].symbol, 0) }
        removeFromRow(row, p, columns)
    }

    /// Removes entry q of column s (swap with the column's last entry, whose row learns its
    /// new position).
    @inline(__always)
    static func removeFromColumn(_ s: Int, _ q: Int, _ columns: ColumnStore, _ rows: RowStore) {
        let column = columns[s]
        let lastC = column.count - 1
        if q != lastC {
            let moved = column[lastC]
            column[q] = moved
            rows[Int(moved.row)].base[Int(moved.pos)].columnPosition = Int32(q)
        }
        columns.removeLast(s)
    }

    /// Removes place p of `row`, whose entry has left its column and the level index already:
    /// the row's last entry moves into p (and its column and the index learn it).
    @inline(__always)
    static func removeFromRow(_ row: RowRef, _ p: Int, _ columns: ColumnStore) {
        let base = row.base
        let last = row.count - 1
        if p != last {
            let moved = base[last]
            if row.isLevel { row.setIndex(moved.symbol, p + 1) }
            base[p] = moved
            columns[Int(moved.symbol)][Int(moved.columnPosition)].pos = Int32(p)
        }
        row.removeLast()
    }
}
