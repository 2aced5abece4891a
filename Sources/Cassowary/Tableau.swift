// The sparse simplex tableau under `Solver`.
//
// Invariants:
// - Symbols are dense Int32 ids handed out in creation order and never reused (until reset),
//   so every choice made by "lowest id" is a choice by creation order, independent of hashing.
// - A row is `basic = constant + sum(coefs[i] * syms[i])`; `rowOf[basic]` is its row id.
//   Objective rows (one per priority level in use, plus a temporary artificial one) have
//   `basic == -1` and `rank >= 0` (0 = highest level) or `rank == artificialRank`.
// - `columns[s]` lists every (row, position, coefficient) where s appears as a parametric
//   symbol, and `rows[r].colPos[p]` is that entry's index in `columns[syms[p]]`; both are kept
//   exact, the coefficient copy included (so walking a column never touches the rows' arrays).
// - No numeric result depends on the order of entries in a row or column: entries are
//   updated independently and every pivot choice breaks ties by lowest symbol id.

enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

struct ColEntry {
    var row: Int32
    var pos: Int32
    var coef: Double
}

struct Row {
    var syms: [Int32] = []
    var coefs: [Double] = []
    var colPos: [Int32] = []
    var constant: Double = 0
    var basic: Int32 = -1
    var rank: Int32 = -1
    var inUse = false
}

let epsilon = 1e-8
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

struct Tableau {
    static let artificialRank: Int32 = Int32.max

    var kind: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[ColEntry]] = []
    /// Scratch for scatter/gather: mark[s] = position + 1 of s in the row being combined.
    var mark: [Int32] = []
    var dirty: [Bool] = []
    var dirtyList: [Int32] = []
    /// The variable of each external symbol (nil for other symbols and forgotten ones).
    /// Set through `setVariable`, which keeps `unretained` in step.
    private(set) var variables: [Variable?] = []
    /// The same references without reference counting, for the value-writing loop; valid
    /// because `variables` holds each of them strongly.
    private var unretained: [Unmanaged<Variable>?] = []
    /// Scratch bitmap over symbols, all zero between calls: orders the changed list.
    private var changedBits: [UInt64] = []

    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// Objective row ids, highest priority first, and their priorities.
    var levelRows: [Int32] = []
    var levelPriorities: [Double] = []
    /// Basic symbols whose rows may have gone negative (dual simplex work list). A heap, so
    /// rows are repaired lowest id first whatever order they were found in.
    var infeasible = SymbolHeap()
    /// Symbols whose level costs changed since they were last found not to be entering
    /// candidates. Invariant: every symbol with a lexicographically negative cost vector is
    /// in it, so the primal simplex never scans whole objective rows.
    var candidates = SymbolHeap()

    // Transaction (undo) log: the original of every row touched since `begin()`.
    var pivotCount = 0
    var inTransaction = false
    var epoch: UInt32 = 0
    var savedEpoch: [UInt32] = []
    var savedRows: [(id: Int32, row: Row?)] = []
    var savedFree: [Int32] = []

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        let s = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        columns.append([])
        mark.append(0)
        dirty.append(false)
        candidates.grow()
        infeasible.grow()
        variables.append(nil)
        unretained.append(nil)
        if kind.count > changedBits.count * 64 { changedBits.append(0) }
        return s
    }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        let i = Int(s)
        if kind[i] == .external && !dirty[i] {
            dirty[i] = true
            dirtyList.append(s)
        }
    }

    // MARK: Transactions

    mutating func begin() {
        inTransaction = true
        epoch &+= 1
        if epoch == 0 {  // wrapped: clear stale marks so no row looks already saved
            for i in savedEpoch.indices { savedEpoch[i] = 0 }
            epoch = 1
        }
        savedRows.removeAll(keepingCapacity: true)
        savedFree = freeRows
    }

    mutating func commit() {
        inTransaction = false
        savedRows.removeAll(keepingCapacity: true)
        savedFree.removeAll()
    }

    @inline(__always) mutating func touch(_ r: Int32) {
        guard inTransaction, savedEpoch[Int(r)] != epoch else { return }
        savedEpoch[Int(r)] = epoch
        let row = rows[Int(r)]
        savedRows.append((r, row.inUse ? row : nil))
    }

    /// Puts every touched row back as it was at `begin()`.
    mutating func rollback() {
        inTransaction = false
        for (id, _) in savedRows where rows[Int(id)].inUse {
            detach(id)
            let b = rows[Int(id)].basic
            if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
            rows[Int(id)] = Row()
        }
        for (id, old) in savedRows {
            guard var row = old else { continue }
            for p in row.syms.indices {
                let s = Int(row.syms[p])
                row.colPos[p] = Int32(columns[s].count)
                columns[s].append(ColEntry(row: id, pos: Int32(p), coef: row.coefs[p]))
            }
            if row.basic >= 0 { rowOf[Int(row.basic)] = id; markDirty(row.basic) }
            if isLevel(row.rank) { for s in row.syms { noteCost(s) } }
            rows[Int(id)] = row
        }
        freeRows = savedFree
        infeasible.removeAll()
        savedRows.removeAll(keepingCapacity: true)
    }

    // MARK: Rows and entries

    mutating func allocRow() -> Int32 {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = Int32(rows.count)
            rows.append(Row())
            savedEpoch.append(0)
        }
        touch(r)
        rows[Int(r)].inUse = true
        return r
    }

    /// Removes all of row r's entries from the columns (the row keeps its own arrays).
    private mutating func detach(_ r: Int32) {
        let n = rows[Int(r)].syms.count
        for p in stride(from: n - 1, through: 0, by: -1) {
            removeFromColumn(rows[Int(r)].syms[p], rows[Int(r)].colPos[p])
        }
    }

    @inline(__always) private mutating func removeFromColumn(_ s: Int32, _ q: Int32) {
        let si = Int(s)
        let last = columns[si].count - 1
        if Int(q) != last {
            let moved = columns[si][last]
            columns[si][Int(q)] = moved
            rows[Int(moved.row)].colPos[Int(moved.pos)] = q
        }
        columns[si].removeLast()
    }

    mutating func freeRow(_ r: Int32) {
        touch(r)
        detach(r)
        let b = rows[Int(r)].basic
        if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    @inline(__always) mutating func addEntry(_ r: Int32, _ s: Int32, _ c: Double) {
        let si = Int(s)
        let p = Int32(rows[Int(r)].syms.count)
        rows[Int(r)].syms.append(s)
        rows[Int(r)].coefs.append(c)
        rows[Int(r)].colPos.append(Int32(columns[si].count))
        columns[si].append(ColEntry(row: r, pos: p, coef: c))
        if isLevel(rows[Int(r)].rank) { noteCost(s) }
    }

    @inline(__always) func isLevel(_ rank: Int32) -> Bool { rank >= 0 && rank != Tableau.artificialRank }

    /// s's level costs changed: it may have become an entering candidate.
    @inline(__always) mutating func noteCost(_ s: Int32) { candidates.insert(s) }

    /// Whether parametric s has a lexicographically negative cost vector: its cost at the
    /// highest level where it has one is negative.
    func improves(_ s: Int32) -> Bool {
        guard kind[Int(s)] != .dummy, rowOf[Int(s)] < 0 else { return false }
        var bestRank = Int32.max
        var cost = 0.0
        for e in columns[Int(s)] {
            let rk = rows[Int(e.row)].rank
            if isLevel(rk) && rk < bestRank {
                bestRank = rk
                cost = e.coef
            }
        }
        return cost < -epsilon
    }

    /// Removes the entry at position p of row r (swap with the last entry).
    @inline(__always) mutating func removeEntry(_ r: Int32, _ p: Int32) {
        let ri = Int(r), pi = Int(p)
        if isLevel(rows[ri].rank) { noteCost(rows[ri].syms[pi]) }
        removeFromColumn(rows[ri].syms[pi], rows[ri].colPos[pi])
        let last = rows[ri].syms.count - 1
        if pi != last {
            let ms = rows[ri].syms[last], mq = rows[ri].colPos[last]
            rows[ri].syms[pi] = ms
            rows[ri].coefs[pi] = rows[ri].coefs[last]
            rows[ri].colPos[pi] = mq
            columns[Int(ms)][Int(mq)].pos = p
        }
        rows[ri].syms.removeLast()
        rows[ri].coefs.removeLast()
        rows[ri].colPos.removeLast()
    }

    /// Position of s in row r, or -1; scans whichever of the row and the column is shorter.
    func position(of s: Int32, in r: Int32) -> Int32 {
        let col = columns[Int(s)]
        let row = rows[Int(r)]
        if col.count <= row.syms.count {
            for e in col where e.row == r { return e.pos }
        } else {
            for p in row.syms.indices where row.syms[p] == s { return Int32(p) }
        }
        return -1
    }

    /// row r += c * s.
    mutating func addTerm(_ r: Int32, _ s: Int32, _ c: Double) {
        touch(r)
        let p = position(of: s, in: r)
        if p >= 0 {
            let v = rows[Int(r)].coefs[Int(p)] + c
            if nearZero(v) {
                removeEntry(r, p)
            } else {
                rows[Int(r)].coefs[Int(p)] = v
                columns[Int(s)][Int(rows[Int(r)].colPos[Int(p)])].coef = v
            }
        } else if !nearZero(c) {
            addEntry(r, s, c)
        }
        if isLevel(rows[Int(r)].rank) { noteCost(s) }
    }

    /// row r += factor * src (entries and constant). src must not be row r itself.
    /// The hot loop of every pivot: row r and the marks are moved out of self while it runs,
    /// so they are uniquely referenced locals (no copy-on-write or exclusivity checks).
    /// `removing` >= 0 first drops the entry at that position (the symbol being substituted).
    mutating func addScaled(_ r: Int32, _ src: Row, _ factor: Double, removing: Int = -1) {
        touch(r)
        let ri = Int(r)
        var row = rows[ri]
        rows[ri] = Row()
        if removing >= 0 {
            if isLevel(row.rank) { noteCost(row.syms[removing]) }
            Self.removeEntry(&row, removing, &columns, &rows)
        }
        var marks = mark
        mark = []
        let n0 = row.syms.count
        var anyZero = false
        marks.withUnsafeMutableBufferPointer { m in
            for p in 0..<n0 { m[Int(row.syms[p])] = Int32(p + 1) }
            for i in 0..<src.syms.count {
                let s = src.syms[i]
                let c = factor * src.coefs[i]
                let k = Int(m[Int(s)])
                if k > 0 {
                    let v = row.coefs[k - 1] + c
                    row.coefs[k - 1] = v
                    columns[Int(s)][Int(row.colPos[k - 1])].coef = v
                    if nearZero(v) { anyZero = true }
                } else if !nearZero(c) {
                    let si = Int(s)
                    row.colPos.append(Int32(columns[si].count))
                    columns[si].append(ColEntry(row: r, pos: Int32(row.syms.count), coef: c))
                    row.syms.append(s)
                    row.coefs.append(c)
                }
            }
            for p in 0..<n0 { m[Int(row.syms[p])] = 0 }
        }
        mark = marks
        if anyZero {
            // Descending, so a swap-remove never moves an entry that is still to be removed.
            var p = n0 - 1
            while p >= 0 {
                if p < row.syms.count && nearZero(row.coefs[p]) { Self.removeEntry(&row, p, &columns, &rows) }
                p -= 1
            }
        }
        let dc = factor * src.constant
        if dc != 0 { row.constant += dc }
        if isLevel(row.rank) {
            for s in src.syms { noteCost(s) }
        }
        rows[ri] = row
        if dc != 0 && row.basic >= 0 { markDirty(row.basic) }
    }

    /// Removes entry p of a row held outside `rows` (its id is in the column entries).
    private static func removeEntry(_ row: inout Row, _ p: Int, _ columns: inout [[ColEntry]], _ rows: inout [Row]) {
        let s = Int(row.syms[p]), q = Int(row.colPos[p])
        let lastC = columns[s].count - 1
        if q != lastC {
            // The moved entry belongs to another row: a column holds one entry per row.
            let moved = columns[s][lastC]
            columns[s][q] = moved
            rows[Int(moved.row)].colPos[Int(moved.pos)] = Int32(q)
        }
        columns[s].removeLast()
        let last = row.syms.count - 1
        if p != last {
            let ms = row.syms[last], mq = row.colPos[last]
            row.syms[p] = ms
            row.coefs[p] = row.coefs[last]
            row.colPos[p] = mq
            columns[Int(ms)][Int(mq)].pos = Int32(p)
        }
        row.syms.removeLast()
        row.coefs.removeLast()
        row.colPos.removeLast()
    }

    /// Puts a detached row into the tableau with the given basic symbol; returns its id.
    @discardableResult
    mutating func insertRow(_ src: Row, basic: Int32, rank: Int32 = -1) -> Int32 {
        let r = allocRow()
        var row = Row()
        row.inUse = true
        row.constant = src.constant
        row.basic = basic
        row.rank = rank
        row.syms = src.syms
        row.coefs = src.coefs
        row.colPos.reserveCapacity(src.syms.count)
        for (p, s) in src.syms.enumerated() {
            let si = Int(s)
            row.colPos.append(Int32(columns[si].count))
            columns[si].append(ColEntry(row: r, pos: Int32(p), coef: src.coefs[p]))
        }
        if isLevel(rank) { for s in src.syms { noteCost(s) } }
        rows[Int(r)] = row
        if basic >= 0 {
            rowOf[Int(basic)] = r
            markDirty(basic)
        }
        return r
    }

    /// Replaces parametric s by `src` (a row for s) in every row that holds s.
    mutating func substitute(_ s: Int32, _ src: Row) {
        while let e = columns[Int(s)].last {
            let r = e.row
            addScaled(r, src, e.coef, removing: Int(e.pos))
            let b = rows[Int(r)].basic
            if b >= 0 && isRestricted(b) && rows[Int(r)].constant < 0 {
                infeasible.insert(b)
            }
        }
    }

    /// Makes `entering` basic in row r (whose basic leaves) and substitutes it everywhere.
    mutating func pivot(_ r: Int32, entering e: Int32) {
        pivotCount += 1
        touch(r)
        let ri = Int(r)
        let leaving = rows[ri].basic
        let p = position(of: e, in: r)
        let ce = rows[ri].coefs[Int(p)]
        removeEntry(r, p)
        addEntry(r, leaving, -1)
        let k = -1 / ce
        for i in rows[ri].coefs.indices {
            let v = rows[ri].coefs[i] * k
            rows[ri].coefs[i] = v
            columns[Int(rows[ri].syms[i])][Int(rows[ri].colPos[i])].coef = v
        }
        rows[ri].constant *= k
        rows[ri].basic = e
        rowOf[Int(leaving)] = -1
        rowOf[Int(e)] = r
        markDirty(leaving)
        markDirty(e)
        substitute(e, rows[ri])
    }

    // MARK: Priority levels

    /// The objective row of a priority level, created (in order) on first use.
    mutating func levelRow(_ priority: Double) -> Int32 {
        var i = 0
        while i < levelPriorities.count && levelPriorities[i] > priority { i += 1 }
        if i < levelPriorities.count && levelPriorities[i] == priority { return levelRows[i] }
        let r = insertRow(Row(), basic: -1, rank: Int32(i))
        levelRows.insert(r, at: i)
        levelPriorities.insert(priority, at: i)
        for j in (i + 1)..<levelRows.count { rows[Int(levelRows[j])].rank = Int32(j) }
        return r
    }

    // MARK: Simplex

    /// Bland's rule on the lexicographic objective: the lowest-id non-dummy symbol whose cost
    /// vector is lexicographically negative, or -1.
    mutating func enteringSymbol(objective: Int32?) -> Int32 {
        var best = Int32.max
        if let o = objective {
            let row = rows[Int(o)]
            for i in row.syms.indices where row.coefs[i] < -epsilon {
                let s = row.syms[i]
                if s < best && kind[Int(s)] != .dummy { best = s }
            }
            return best == Int32.max ? -1 : best
        }
        while let s = candidates.min {
            if improves(s) { return s }  // stays a candidate until it stops improving
            candidates.removeMin()
        }
        return -1
    }

    /// Minimum-ratio row among restricted rows where `e` has a negative coefficient
    /// (ties: lowest basic id), or -1.
    func leavingRow(_ e: Int32) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for ce in columns[Int(e)] {
            let row = rows[Int(ce.row)]
            let b = row.basic
            guard b >= 0, isRestricted(b) else { continue }
            let c = ce.coef
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = ce.row
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best
    }

    /// Primal simplex on the level objectives (or on one artificial objective row).
    mutating func optimize(objective: Int32? = nil) {
        while true {
            let e = enteringSymbol(objective: objective)
            if e < 0 { return }
            let r = leavingRow(e)
            // Objectives are sums of nonnegative errors, so never unbounded; guard anyway.
            if r < 0 { return }
            pivot(r, entering: e)
        }
    }

    /// Writes s's cost vector over the levels, divided by `divisor`, into `v` (levels long).
    func costs(of s: Int32, over divisor: Double, into v: inout [Double]) {
        for k in v.indices { v[k] = 0 }
        for e in columns[Int(s)] {
            let rk = rows[Int(e.row)].rank
            if isLevel(rk) { v[Int(rk)] = e.coef / divisor }
        }
    }

    /// Dual simplex: restores feasibility after constants changed. Returns the basic symbol
    /// of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() -> Int32? {
        // Two scratch vectors for the whole call: the candidate's ratio and the best one.
        var ratio = [Double](repeating: 0, count: levelRows.count)
        var bestRatio = ratio
        while let leaving = infeasible.popMin() {
            let r = rowOf[Int(leaving)]
            guard r >= 0 else { continue }
            let row = rows[Int(r)]
            guard row.constant < 0 && !nearZero(row.constant) else { continue }
            var best: Int32 = -1
            for i in row.syms.indices where row.coefs[i] > 0 {
                let s = row.syms[i]
                guard kind[Int(s)] != .dummy else { continue }
                costs(of: s, over: row.coefs[i], into: &ratio)
                if best < 0 || lexLess(ratio, bestRatio) || (!lexLess(bestRatio, ratio) && s < best) {
                    best = s
                    swap(&ratio, &bestRatio)
                }
            }
            if best < 0 {
                infeasible.removeAll()
                return leaving
            }
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

    // MARK: Building rows, shifting constants, reading values

    /// sum(coef * s) + constant with basic symbols replaced by their rows, near-zero
    /// entries dropped, and negated if needed so that the constant is >= 0.
    mutating func buildRow(_ terms: [(Int32, Double)], constant: Double) -> Row {
        var row = Row()
        row.constant = constant
        func add(_ s: Int32, _ c: Double) {
            let m = mark[Int(s)]
            if m > 0 {
                row.coefs[Int(m - 1)] += c
            } else {
                row.syms.append(s)
                row.coefs.append(c)
                mark[Int(s)] = Int32(row.syms.count)
            }
        }
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 {
                let src = rows[Int(r)]
                row.syms.reserveCapacity(row.syms.count + src.syms.count)
                row.coefs.reserveCapacity(row.syms.count + src.syms.count)
                for i in src.syms.indices { add(src.syms[i], src.coefs[i] * c) }
                row.constant += src.constant * c
            } else {
                add(s, c)
            }
        }
        for s in row.syms { mark[Int(s)] = 0 }
        var i = 0
        while i < row.syms.count {
            if nearZero(row.coefs[i]) {
                row.syms.swapAt(i, row.syms.count - 1)
                row.coefs.swapAt(i, row.coefs.count - 1)
                row.syms.removeLast()
                row.coefs.removeLast()
            } else {
                i += 1
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.coefs.indices { row.coefs[i] = -row.coefs[i] }
        }
        return row
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
                    shiftBasic(e.row, e.coef * k, &dummyRows)
                }
            }
        }
        return dummyRows
    }

    @inline(__always)
    private mutating func shiftBasic(_ r: Int32, _ amount: Double, _ dummyRows: inout [Int32]) {
        touch(r)
        let ri = Int(r)
        rows[ri].constant += amount
        let b = rows[ri].basic
        switch kind[Int(b)] {
        case .external:
            markDirty(b)
        case .dummy:
            dummyRows.append(r)
        case .slack, .error:
            if rows[ri].constant < 0 { infeasible.insert(b) }
        }
    }

    mutating func setVariable(_ v: Variable?, for s: Int32) {
        variables[Int(s)] = v
        unretained[Int(s)] = v.map { Unmanaged.passUnretained($0) }
    }

    /// Writes values of changed external symbols into their variables; returns those whose
    /// value changed, in symbol (first-seen) order.
    mutating func updateVariables() -> [Variable] {
        var changed: [Int32] = []
        for s in dirtyList {
            let i = Int(s)
            dirty[i] = false
            guard let v = unretained[i] else { continue }
            let r = rowOf[i]
            let x = r >= 0 ? rows[Int(r)].constant : 0
            let differs = v._withUnsafeGuaranteedRef { ref in
                if ref.value == x { return false }
                ref.value = x
                return true
            }
            if differs { changed.append(s) }
        }
        dirtyList.removeAll(keepingCapacity: true)
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
}

extension Tableau {
    /// Every structural invariant, for tests: columns and rows mirror each other exactly
    /// (coefficients included), rowOf matches the basics, no near-zero entries, no basic symbol
    /// appears as a parametric one.
    func invariantViolations() -> [String] {
        var out: [String] = []
        var entries = 0
        for (r, row) in rows.enumerated() where row.inUse {
            if row.basic >= 0 && rowOf[Int(row.basic)] != Int32(r) { out.append("rowOf[\(row.basic)] != \(r)") }
            for p in row.syms.indices {
                entries += 1
                let s = Int(row.syms[p])
                let q = Int(row.colPos[p])
                if nearZero(row.coefs[p]) { out.append("row \(r) holds near-zero \(s)") }
                if rowOf[s] >= 0 { out.append("basic \(s) is parametric in row \(r)") }
                guard q < columns[s].count else { out.append("row \(r) entry \(p): column index out of range"); continue }
                let e = columns[s][q]
                if e.row != Int32(r) || e.pos != Int32(p) || e.coef != row.coefs[p] {
                    out.append("column \(s)[\(q)] does not mirror row \(r) entry \(p)")
                }
            }
        }
        let columnEntries = columns.reduce(0) { $0 + $1.count }
        if columnEntries != entries { out.append("\(columnEntries) column entries for \(entries) row entries") }
        return out
    }
}

/// A min-heap of symbol ids without duplicates (a flag per symbol says "in the heap").
struct SymbolHeap {
    private var heap: [Int32] = []
    private var inHeap: [Bool] = []

    mutating func grow() { inHeap.append(false) }

    var min: Int32? { heap.first }

    mutating func insert(_ s: Int32) {
        guard !inHeap[Int(s)] else { return }
        inHeap[Int(s)] = true
        var i = heap.count
        heap.append(s)
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent] <= s { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = s
    }

    mutating func removeMin() {
        inHeap[Int(heap[0])] = false
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        var i = 0
        let n = heap.count
        while true {
            var c = 2 * i + 1
            if c >= n { break }
            if c + 1 < n && heap[c + 1] < heap[c] { c += 1 }
            if last <= heap[c] { break }
            heap[i] = heap[c]
            i = c
        }
        heap[i] = last
    }

    mutating func popMin() -> Int32? {
        guard let s = heap.first else { return nil }
        removeMin()
        return s
    }

    mutating func removeAll() {
        for s in heap { inHeap[Int(s)] = false }
        heap.removeAll(keepingCapacity: true)
    }
}
