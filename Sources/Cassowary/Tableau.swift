// The sparse simplex tableau under `Solver`.
//
// Invariants:
// - Symbols are dense Int32 ids handed out in creation order and never reused (until reset),
//   so every choice made by "lowest id" is a choice by creation order, independent of hashing.
// - A row is `basic = constant + sum(entries[i].coef * entries[i].sym)`; `rowOf[basic]` is its row id.
// - Rows of restricted basics (slack, error, dummy) and objective rows are canonical: they
//   hold parametric symbols only, so ratio tests and costs read them directly.
// - A row of an external basic may be a *definition row* (`isDef`): it may also refer to other
//   external basics ("refs"), each of lower `order` (so the refs form a DAG). Its value is its
//   constant plus the refs' values. Layout chains (`top_i == bottom_{i-1} + 1`) stay O(1) per
//   row this way instead of holding every earlier card's markers. A ref is never substituted:
//   substitution only ever inserts canonical rows, and a symbol that becomes basic leaves no
//   occurrence behind, so refs only arise when a definition row is inserted.
//   Objective rows (one per priority level in use, plus a temporary artificial one) have
//   `basic == -1` and `rank >= 0` (0 = highest level) or `rank == artificialRank`.
// - `columns[s]` lists every (row, position, coefficient) where s appears as a parametric
//   symbol, and `rows[r].entries[p].colPos` is that entry's index in `columns[entries[p].sym]`; both are kept
//   exact, the coefficient copy included (so walking a column never touches the rows' arrays:
//   a resize shifts thousands of rows through one column, and reading each coefficient in
//   its row's entries instead cost 35 % more per resize step at N = 10,000).
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

extension Array where Element == ColEntry {
    /// Appends to a column, giving a never-used column room for four entries at once: most
    /// columns hold one to four, and growing 1, 2, 4 was three allocations and two copies.
    @inline(__always) mutating func appendEntry(_ e: ColEntry) {
        if capacity == 0 { reserveCapacity(4) }
        append(e)
    }
}

/// One entry of a row: its symbol, its coefficient, and its index in `columns[sym]`.
/// One array of these per row (not three parallel arrays): one allocation, one uniqueness
/// check and one bounds check per access instead of three, and an entry's fields on one
/// cache line.
struct Entry {
    var sym: Int32
    /// Index of this entry's twin in `columns[sym]` (not maintained in detached rows).
    var colPos: Int32
    var coef: Double
}

struct Row {
    var entries: [Entry] = []
    var constant: Double = 0
    var basic: Int32 = -1
    var rank: Int32 = -1
    var inUse = false
    /// May refer to external basics (see the file comment); false for every other row.
    var isDef = false
    /// Objective rows of priority levels only (they grow to O(symbols) entries, and a
    /// substitution must not scan them): index[s] = position + 1 of s, 0 if absent (or
    /// beyond the end). Kept exact by every primitive that adds, moves or removes an entry.
    var index: [Int32] = []

    @inline(__always) var isLevel: Bool { Tableau.isLevelRank(rank) }

    /// The row's symbols, in entry order (a new array: for error reports and other cold paths).
    var symbols: [Int32] { entries.map(\.sym) }

    /// Position of s among the entries by a linear scan (detached rows, which have no index).
    @inline(__always) func position(of s: Int32) -> Int? { entries.firstIndex { $0.sym == s } }

    @inline(__always) func indexed(_ s: Int32) -> Int { Int(s) < index.count ? Int(index[Int(s)]) : 0 }

    @inline(__always) mutating func setIndex(_ s: Int32, _ k: Int) {
        if Int(s) >= index.count {
            index.append(contentsOf: repeatElement(0, count: max(Int(s) + 1 - index.count, index.count)))
        }
        index[Int(s)] = Int32(k)
    }

    /// Removes the entries of a detached row that cancelled (coefficient exactly 0, as
    /// `sum` leaves them; `colPos` not maintained).
    mutating func dropZeros() {
        var i = 0
        while i < entries.count {
            if entries[i].coef == 0 {
                entries.swapAt(i, entries.count - 1)
                entries.removeLast()
            } else {
                i += 1
            }
        }
    }
}

/// Below this a constant or a cost is zero.
let epsilon = 1e-8
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// A sum of two coefficients that is at most this fraction of the first one is a
/// cancellation: the roundoff of a zero, dropped from the row.
let cancellationTolerance = 1e-10

/// `old + added`, or exactly 0 when the two cancel (relative to `old`).
///
/// Why relative: a row's scale is set by its basic (coefficient 1), so after a pivot on a
/// large element a row's true coefficients can be 1e-9 while its neighbours' are 1e3. An
/// absolute threshold (1e-8, as before) dropped such real entries: each drop was an error
/// of its size in every later result, and on sparse systems of a few hundred constraints
/// those errors grew into required constraints missed by units and ratio tests that
/// pivoted on roundoff. A true cancellation leaves a residue of a few ulps of the operands.
@inline(__always) func sum(_ old: Double, _ added: Double) -> Double {
    let v = old + added
    return abs(v) <= cancellationTolerance * abs(old) ? 0 : v
}
/// How far from zero a required constraint's residue may be and still count as met: the
/// artificial objective after phase one, the constant of an all-dummy row. Well above the
/// roundoff a long run of pivots leaves in a constant (1e-9 after a thousand pivots on the
/// systems of the property tests), well below any violation a caller can see (1e-6).
let rejectionTolerance = 1e-7
@inline(__always) func feasible(_ residue: Double) -> Bool { abs(residue) < rejectionTolerance }
/// The smallest |coefficient| a ratio test pivots on. Between `epsilon` and this, an entry
/// may be the roundoff of a cancellation that should have been zero: dividing a row by it
/// multiplies the row's errors by up to 1e7.
let pivotTolerance = 1e-7
/// How far a basic's value may fall below zero in a ratio test (Harris): rows whose ratio is
/// within this of the minimum count as tied, and the largest pivot among them is taken.
let feasibilityTolerance = 1e-9
let optimalityTolerance = 1e-7
/// A required constraint whose residue at the solution exceeds this fraction of its size
/// (1 + |constant| + sum of |coefficient * value|) sends the solver to a rebuild.
let accuracyTolerance = 1e-9

struct Tableau {
    static let artificialRank: Int32 = Int32.max
    /// Degenerate pivots in a row after which both simplex methods choose by lowest id only
    /// (Bland's rule, which cannot cycle).
    static let degenerateStepsBeforeBland = 50

    /// Symbols made so far (ids 0..<symbolCount). The per-symbol arrays below are longer:
    /// they grow a block at a time (`growSymbols`).
    private(set) var symbolCount: Int32 = 0
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
    /// Topological stamp, given each time a symbol becomes basic: a definition row only
    /// refers to basics of lower order (they were basic when it was inserted).
    var order: [Int32] = []
    private var nextOrder: Int32 = 0
    /// Value of each external symbol as of the last `updateVariables()` (0 when parametric).
    private var value: [Double] = []
    /// For an external basic: its canonical expansion may hold a parametric external symbol.
    /// Conservative (only ever set, until the symbol becomes basic again), and true for a
    /// basic whenever it is true for one of its refs.
    var mayHoldExternal: [Bool] = []
    /// In-use rows with `isDef` (checked by `invariantViolations`).
    private(set) var defRowCount = 0
    /// Bumped by every change other than a row constant: rows, entries, basics.
    private var structureEpoch: UInt64 = 0
    /// The last evaluation order of `updateVariables`, replayed while the structure and the
    /// changed set are the same (an animation step changes one edit constant each time).
    private var program = EvalProgram()
    /// Scratch of `updateVariables`, kept for their capacity (empty between calls).
    private var evalHeap = OrderHeap()
    private var changedScratch: [Int32] = []
    /// Scratch of `addScaled`: positions whose coefficient cancelled.
    private var zeroScratch: [Int] = []

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
    /// Pivots since the solver last checked its required constraints (see
    /// `Solver.checkAccuracy`). Restored by a rollback, so that a rejected call leaves no
    /// trace here either: a solver that saw rejections checks at the same points as one that
    /// did not.
    var pivotsSinceCheck = 0
    private var savedPivotsSinceCheck = 0
    var inTransaction = false
    var epoch: UInt32 = 0
    var savedEpoch: [UInt32] = []
    var savedRows: [(id: Int32, row: Row?)] = []
    var savedFree: [Int32] = []
    var savedFlags: [(sym: Int32, old: Bool)] = []

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        let s = symbolCount
        if Int(s) == kind.count { growSymbols() }
        symbolCount += 1
        kind[Int(s)] = k
        return s
    }

    /// Grows every per-symbol array by a block (doubling) of the values a new symbol starts
    /// with: appending to thirteen arrays per symbol was ~430 instructions, 7 % of an add.
    /// Entries past `symbolCount` are never read as symbols: nothing refers to them (empty
    /// columns, no row, no variable), and every loop over symbols goes through rows,
    /// columns or marks.
    private mutating func growSymbols() {
        let n = max(64, kind.count)
        kind.append(contentsOf: repeatElement(.external, count: n))
        rowOf.append(contentsOf: repeatElement(-1, count: n))
        columns.append(contentsOf: repeatElement([], count: n))
        mark.append(contentsOf: repeatElement(0, count: n))
        dirty.append(contentsOf: repeatElement(false, count: n))
        candidates.grow(by: n)
        infeasible.grow(by: n)
        variables.append(contentsOf: repeatElement(nil, count: n))
        unretained.append(contentsOf: repeatElement(nil, count: n))
        order.append(contentsOf: repeatElement(0, count: n))
        value.append(contentsOf: repeatElement(0, count: n))
        mayHoldExternal.append(contentsOf: repeatElement(false, count: n))
        let words = (kind.count + 63) / 64
        changedBits.append(contentsOf: repeatElement(0, count: words - changedBits.count))
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
        savedFlags.removeAll(keepingCapacity: true)
        savedFree = freeRows
        savedPivotsSinceCheck = pivotsSinceCheck
    }

    mutating func commit() {
        inTransaction = false
        savedFlags.removeAll(keepingCapacity: true)
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
        structureEpoch &+= 1
        pivotsSinceCheck = savedPivotsSinceCheck
        inTransaction = false
        for (id, _) in savedRows where rows[Int(id)].inUse {
            detach(id)
            let b = rows[Int(id)].basic
            if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
            if rows[Int(id)].isDef { defRowCount -= 1 }
            rows[Int(id)] = Row()
        }
        for (id, old) in savedRows {
            guard var row = old else { continue }
            for p in row.entries.indices {
                let s = Int(row.entries[p].sym)
                row.entries[p].colPos = Int32(columns[s].count)
                columns[s].appendEntry(ColEntry(row: id, pos: Int32(p), coef: row.entries[p].coef))
            }
            if row.basic >= 0 { rowOf[Int(row.basic)] = id; markDirty(row.basic) }
            if isLevel(row.rank) { for e in row.entries { noteCost(e.sym) } }
            if row.isDef { defRowCount += 1 }
            rows[Int(id)] = row
        }
        for (s, v) in savedFlags.reversed() { mayHoldExternal[Int(s)] = v }
        savedFlags.removeAll(keepingCapacity: true)
        freeRows = savedFree
        infeasible.removeAll()
        savedRows.removeAll(keepingCapacity: true)
    }

    // MARK: Rows and entries

    mutating func allocRow() -> Int32 {
        structureEpoch &+= 1
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
        let n = rows[Int(r)].entries.count
        for p in stride(from: n - 1, through: 0, by: -1) {
            removeFromColumn(rows[Int(r)].entries[p].sym, rows[Int(r)].entries[p].colPos)
        }
    }

    @inline(__always) private mutating func removeFromColumn(_ s: Int32, _ q: Int32) {
        let si = Int(s)
        let last = columns[si].count - 1
        if Int(q) != last {
            let moved = columns[si][last]
            columns[si][Int(q)] = moved
            rows[Int(moved.row)].entries[Int(moved.pos)].colPos = q
        }
        columns[si].removeLast()
    }

    mutating func freeRow(_ r: Int32) {
        structureEpoch &+= 1
        touch(r)
        detach(r)
        let b = rows[Int(r)].basic
        if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
        if rows[Int(r)].isDef { defRowCount -= 1 }
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    @inline(__always) mutating func addEntry(_ r: Int32, _ s: Int32, _ c: Double) {
        structureEpoch &+= 1
        let si = Int(s)
        let p = Int32(rows[Int(r)].entries.count)
        if rows[Int(r)].isLevel { rows[Int(r)].setIndex(s, Int(p) + 1) }
        rows[Int(r)].entries.append(Entry(sym: s, colPos: Int32(columns[si].count), coef: c))
        columns[si].appendEntry(ColEntry(row: r, pos: p, coef: c))
        if isLevel(rows[Int(r)].rank) { noteCost(s) }
    }

    @inline(__always) func isLevel(_ rank: Int32) -> Bool { Self.isLevelRank(rank) }
    @inline(__always) static func isLevelRank(_ rank: Int32) -> Bool { rank >= 0 && rank != artificialRank }

    /// s's level costs changed: it may have become an entering candidate.
    @inline(__always) mutating func noteCost(_ s: Int32) { candidates.insert(s) }

    /// Whether parametric s has a lexicographically negative cost vector: its cost at the
    /// highest level where it has one is negative.
    func improves(_ s: Int32) -> Bool {
        guard kind[Int(s)] != .dummy, rowOf[Int(s)] < 0 else { return false }
        // Through the level rows' indexes: O(levels), not O(column) (an error symbol of a
        // shared edit variable sits in thousands of rows).
        for lr in levelRows {
            let k = rows[Int(lr)].indexed(s)
            if k > 0 { return rows[Int(lr)].entries[k - 1].coef < -optimalityTolerance }
        }
        return false
    }

    /// Removes the entry at position p of row r (swap with the last entry).
    @inline(__always) mutating func removeEntry(_ r: Int32, _ p: Int32) {
        structureEpoch &+= 1
        let ri = Int(r), pi = Int(p)
        if isLevel(rows[ri].rank) {
            noteCost(rows[ri].entries[pi].sym)
            rows[ri].setIndex(rows[ri].entries[pi].sym, 0)
        }
        removeFromColumn(rows[ri].entries[pi].sym, rows[ri].entries[pi].colPos)
        let last = rows[ri].entries.count - 1
        if pi != last {
            let ms = rows[ri].entries[last].sym, mq = rows[ri].entries[last].colPos
            if rows[ri].isLevel { rows[ri].setIndex(ms, pi + 1) }
            rows[ri].entries[pi] = rows[ri].entries[last]
            columns[Int(ms)][Int(mq)].pos = p
        }
        rows[ri].entries.removeLast()
    }

    /// Position of s in row r, or -1; scans whichever of the row and the column is shorter.
    func position(of s: Int32, in r: Int32) -> Int32 {
        let row = rows[Int(r)]
        if row.isLevel { return Int32(row.indexed(s) - 1) }
        let col = columns[Int(s)]
        if col.count <= row.entries.count {
            for e in col where e.row == r { return e.pos }
        } else {
            for p in row.entries.indices where row.entries[p].sym == s { return Int32(p) }
        }
        return -1
    }

    /// row r += c * s.
    mutating func addTerm(_ r: Int32, _ s: Int32, _ c: Double) {
        touch(r)
        let p = position(of: s, in: r)
        if p >= 0 {
            let v = sum(rows[Int(r)].entries[Int(p)].coef, c)
            if v == 0 {
                removeEntry(r, p)
            } else {
                rows[Int(r)].entries[Int(p)].coef = v
                columns[Int(s)][Int(rows[Int(r)].entries[Int(p)].colPos)].coef = v
            }
        } else if c != 0 {
            addEntry(r, s, c)
        }
        if isLevel(rows[Int(r)].rank) { noteCost(s) }
    }

    /// row r += factor * src (entries and constant). src must not be row r itself.
    /// The hot loop of every pivot: row r, the marks, the columns and the other rows are moved
    /// out of self while it runs and reached through buffer pointers, so the outer arrays'
    /// uniqueness and bounds checks are not paid per entry (nor per removed entry).
    /// `removing` >= 0 first drops the entry at that position (the symbol being substituted).
    mutating func addScaled(_ r: Int32, _ src: Row, _ factor: Double, removing: Int = -1) {
        structureEpoch &+= 1
        assert(!src.isDef, "only canonical rows are substituted")
        touch(r)
        let ri = Int(r)
        let target = rows[ri].basic
        if target >= 0 && kind[Int(target)] == .external && !mayHoldExternal[Int(target)]
            && src.entries.contains(where: { kind[Int($0.sym)] == .external })
        {
            flagDownstream(target)
        }
        // Moved out by swap (no retain/release of its arrays), moved back at the end.
        var row = Row()
        swap(&row, &rows[ri])
        // Positions of the target's symbols: its index (level rows, which are long) or the
        // marks scattered from it (other rows, short next to the O(|src|) work).
        let useIndex = row.isLevel
        if removing >= 0 && useIndex { noteCost(row.entries[removing].sym) }
        // No reservation: `append` doubles, so growth is amortised O(1) per entry. Reserving
        // room for the whole source reallocated in most substitutions of a small dense
        // tableau (the layout card: 28,000 of 50,000), where a row gains about two entries;
        // reserving the exact count of new symbols cost a pass over the source (callgrind:
        // both more instructions than plain appends).
        var marks: [Int32] = []
        swap(&marks, &mark)
        var zeros: [Int] = []
        swap(&zeros, &zeroScratch)
        var cols: [[ColEntry]] = []
        swap(&cols, &columns)
        // Row r's slot holds an empty row meanwhile: no column entry of another row refers
        // to r (a column holds one entry per row), so `removeEntry` never reaches it.
        var others: [Row] = []
        swap(&others, &rows)
        cols.withUnsafeMutableBufferPointer { columns in
            others.withUnsafeMutableBufferPointer { rowsP in
                marks.withUnsafeMutableBufferPointer { m in
                    if removing >= 0 { Self.removeEntry(&row, removing, columns, rowsP) }
                    let n0 = row.entries.count
                    if !useIndex { for p in 0..<n0 { m[Int(row.entries[p].sym)] = Int32(p + 1) } }
                    for i in 0..<src.entries.count {
                        let s = src.entries[i].sym
                        let c = factor * src.entries[i].coef
                        let k = useIndex ? row.indexed(s) : Int(m[Int(s)])
                        if k > 0 {
                            let v = sum(row.entries[k - 1].coef, c)
                            row.entries[k - 1].coef = v
                            columns[Int(s)][Int(row.entries[k - 1].colPos)].coef = v
                            if v == 0 { zeros.append(k - 1) }
                        } else if c != 0 {
                            let si = Int(s)
                            columns[si].appendEntry(ColEntry(row: r, pos: Int32(row.entries.count), coef: c))
                            row.entries.append(Entry(sym: s, colPos: Int32(columns[si].count - 1), coef: c))
                            if useIndex { row.setIndex(s, row.entries.count) }
                        }
                    }
                    if !useIndex { for p in 0..<n0 { m[Int(row.entries[p].sym)] = 0 } }
                    // Descending, so a swap-remove never moves an entry that is still to be
                    // removed (the zeros are all among the first n0 entries, the appended ones
                    // are not zero).
                    if !zeros.isEmpty && !useIndex {
                        // A short row: scanning it from the end finds the same positions in
                        // the same (descending) order as sorting them, for less (only updated
                        // entries can be near zero: a row holds no near-zero entry otherwise).
                        var p = row.entries.count - 1
                        while p >= 0 {
                            if row.entries[p].coef == 0 { Self.removeEntry(&row, p, columns, rowsP) }
                            p -= 1
                        }
                        zeros.removeAll(keepingCapacity: true)
                    } else if !zeros.isEmpty {
                        // A level row (long): insertion sort, descending: one to three entries
                        // in practice, where the library sort's setup cost ~25x the comparisons.
                        for i in 1..<zeros.count {
                            let x = zeros[i]
                            var j = i
                            while j > 0 && zeros[j - 1] < x {
                                zeros[j] = zeros[j - 1]
                                j -= 1
                            }
                            zeros[j] = x
                        }
                        for p in zeros { Self.removeEntry(&row, p, columns, rowsP) }
                        zeros.removeAll(keepingCapacity: true)
                    }
                }
            }
        }
        swap(&others, &rows)
        swap(&cols, &columns)
        swap(&marks, &mark)
        swap(&zeros, &zeroScratch)
        let dc = factor * src.constant
        if dc != 0 { row.constant += dc }
        if useIndex {
            for e in src.entries { noteCost(e.sym) }
        }
        let basic = row.basic
        swap(&row, &rows[ri])
        if dc != 0 && basic >= 0 { markDirty(basic) }
    }

    /// Removes entry p of a row held outside `rows` (its id is in the column entries), with
    /// the columns and the other rows reached through buffers (see `addScaled`).
    private static func removeEntry(
        _ row: inout Row, _ p: Int, _ columns: UnsafeMutableBufferPointer<[ColEntry]>,
        _ rows: UnsafeMutableBufferPointer<Row>
    ) {
        let s = Int(row.entries[p].sym), q = Int(row.entries[p].colPos)
        let lastC = columns[s].count - 1
        if q != lastC {
            // The moved entry belongs to another row: a column holds one entry per row.
            let moved = columns[s][lastC]
            columns[s][q] = moved
            rows[Int(moved.row)].entries[Int(moved.pos)].colPos = Int32(q)
        }
        columns[s].removeLast()
        if row.isLevel { row.setIndex(row.entries[p].sym, 0) }
        let last = row.entries.count - 1
        if p != last {
            let ms = row.entries[last].sym, mq = row.entries[last].colPos
            if row.isLevel { row.setIndex(ms, p + 1) }
            row.entries[p] = row.entries[last]
            columns[Int(ms)][Int(mq)].pos = Int32(p)
        }
        row.entries.removeLast()
    }

    /// Puts a detached row into the tableau with the given basic symbol; returns its id.
    /// `isDef`: the row may refer to external basics (only for an external `basic`).
    /// The row is taken (`consuming`): a caller that does not use it again hands over its
    /// entry buffer, so `attach` writes `colPos` in place instead of copying the buffer.
    @discardableResult
    mutating func insertRow(_ src: consuming Row, basic: Int32, rank: Int32 = -1, isDef: Bool = false) -> Int32 {
        let r = allocRow()
        var row = src
        assert(row.index.isEmpty, "a detached row has no level index")
        row.inUse = true
        row.basic = basic
        row.rank = rank
        row.isDef = isDef
        if isDef { defRowCount += 1 }
        attach(r, &row)
        if isLevel(rank) { for e in row.entries { noteCost(e.sym) } }
        if basic >= 0 {
            becameBasic(basic, row)
            rowOf[Int(basic)] = r
            markDirty(basic)
        }
        swap(&row, &rows[Int(r)])  // a move: the slot's empty row is dropped with `row`
        return r
    }

    /// Appends row r's entries (held in `row`, outside `rows`) to their columns.
    private mutating func attach(_ r: Int32, _ row: inout Row) {
        for p in row.entries.indices {
            let s = row.entries[p].sym
            let si = Int(s)
            if row.isLevel { row.setIndex(s, p + 1) }
            row.entries[p].colPos = Int32(columns[si].count)
            columns[si].appendEntry(ColEntry(row: r, pos: Int32(p), coef: row.entries[p].coef))
        }
    }

    /// Bookkeeping for a symbol that just became basic with this row.
    private mutating func becameBasic(_ s: Int32, _ row: Row) {
        order[Int(s)] = nextOrder
        nextOrder += 1
        if kind[Int(s)] == .external {
            setFlag(s, row.entries.contains { e in
                let t = e.sym
                return kind[Int(t)] == .external && (rowOf[Int(t)] < 0 || mayHoldExternal[Int(t)])
            })
        }
    }

    /// Every write of a flag goes through here: inside a transaction the old value is logged,
    /// so that a rollback restores the flags exactly (they decide which later rows become
    /// definition rows, so a stale flag would leave a trace of a rejected call).
    @inline(__always) private mutating func setFlag(_ s: Int32, _ v: Bool) {
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
    /// expanded once, with its final coefficient. `colPos` is not maintained.
    mutating func expandRefs(_ row: inout Row) {
        var marks = mark
        mark = []
        var heap = OrderHeap()
        for p in row.entries.indices {
            let s = row.entries[p].sym
            marks[Int(s)] = Int32(p + 1)
            if rowOf[Int(s)] >= 0 { heap.push(order[Int(s)], s) }
        }
        while let y = heap.pop() {
            let k = Int(marks[Int(y)]) - 1
            let c = row.entries[k].coef
            row.entries[k].coef = 0  // removed below with the other zeros; y is never added again
            let src = rows[Int(rowOf[Int(y)])]
            assert(src.basic == y)
            row.constant += c * src.constant
            for i in src.entries.indices {
                let s = src.entries[i].sym
                let m = marks[Int(s)]
                if m > 0 {
                    row.entries[Int(m - 1)].coef = sum(row.entries[Int(m - 1)].coef, c * src.entries[i].coef)
                } else {
                    row.entries.append(Entry(sym: s, colPos: -1, coef: c * src.entries[i].coef))
                    marks[Int(s)] = Int32(row.entries.count)
                    if rowOf[Int(s)] >= 0 { heap.push(order[Int(s)], s) }
                }
            }
        }
        for e in row.entries { marks[Int(e.sym)] = 0 }
        mark = marks
        row.dropZeros()
    }

    /// Appends to `list` the basic of every definition row that refers to a symbol of the
    /// list, transitively; `isNew(b)` says (and records) that b is not in the list yet.
    func appendDownstream(to list: inout [Int32], _ isNew: (Int32) -> Bool) {
        var i = 0
        while i < list.count {
            let x = list[i]
            i += 1
            for ce in columns[Int(x)] where rows[Int(ce.row)].isDef {
                let b = rows[Int(ce.row)].basic
                if isNew(b) { list.append(b) }
            }
        }
    }

    /// Turns definition row r into its canonical expansion (same basic, same value).
    mutating func makeCanonical(_ r: Int32) {
        structureEpoch &+= 1
        guard rows[Int(r)].isDef else { return }
        touch(r)
        detach(r)
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        expandRefs(&row)
        row.isDef = false
        defRowCount -= 1
        attach(r, &row)
        rows[Int(r)] = row
        markDirty(row.basic)
    }

    /// The row, lowest basic id first, of an external basic whose canonical expansion holds
    /// m, or -1: the rows holding m directly and the definition rows downstream of them,
    /// with m's coefficient propagated through the refs in order.
    func lowestExternalRow(holding m: Int32) -> Int32 {
        var coef: [Int32: Double] = [:]
        var nodes: [Int32] = []
        for ce in columns[Int(m)] {
            let b = rows[Int(ce.row)].basic
            if b >= 0 && kind[Int(b)] == .external && coef[b] == nil { coef[b] = 0; nodes.append(b) }
        }
        appendDownstream(to: &nodes) { b in
            guard coef[b] == nil else { return false }
            coef[b] = 0
            return true
        }
        nodes.sort { order[Int($0)] < order[Int($1)] }
        var best = Int32.max
        for x in nodes {
            let row = rows[Int(rowOf[Int(x)])]
            var c = 0.0
            for p in row.entries.indices {
                let s = row.entries[p].sym
                if s == m {
                    c += row.entries[p].coef
                } else if let k = coef[s] {
                    c += row.entries[p].coef * k
                }
            }
            coef[x] = c
            if !nearZero(c) && x < best { best = x }
        }
        return best == Int32.max ? -1 : rowOf[Int(best)]
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
        structureEpoch &+= 1
        pivotCount += 1
        pivotsSinceCheck += 1
        touch(r)
        let ri = Int(r)
        assert(!rows[ri].isDef, "pivot rows are canonical")
        let leaving = rows[ri].basic
        let p = position(of: e, in: r)
        let ce = rows[ri].entries[Int(p)].coef
        removeEntry(r, p)
        addEntry(r, leaving, -1)
        let k = -1 / ce
        for i in rows[ri].entries.indices {
            let v = rows[ri].entries[i].coef * k
            rows[ri].entries[i].coef = v
            columns[Int(rows[ri].entries[i].sym)][Int(rows[ri].entries[i].colPos)].coef = v
        }
        rows[ri].constant *= k
        rows[ri].basic = e
        rowOf[Int(leaving)] = -1
        becameBasic(e, rows[ri])
        rowOf[Int(e)] = r
        markDirty(leaving)
        markDirty(e)
        substitute(e, rows[ri])
        if kind[Int(leaving)] == .external {
            // Rows that referred to `leaving` now hold it as a parametric symbol.
            var i = 0
            while i < columns[Int(leaving)].count {
                let b = rows[Int(columns[Int(leaving)][i].row)].basic
                i += 1
                if b >= 0 && kind[Int(b)] == .external { flagDownstream(b) }
            }
        }
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

    /// The entering symbol of the primal simplex, or -1 when the objective is optimal.
    /// Normally Dantzig's rule on the lexicographic objective: of the symbols whose cost
    /// vector is lexicographically negative, one whose first nonzero cost is at the highest
    /// level, and of those the most negative cost there (ties: lowest id). With `bland`, the
    /// lowest id of them (Bland's rule, which cannot cycle; see `optimize`).
    /// Why not Bland's rule always: it takes the lowest id whatever its cost, and on a dense
    /// system of a few hundred constraints it made several times more pivots.
    mutating func enteringSymbol(objective: Int32?, bland: Bool) -> Int32 {
        if let o = objective {
            var best: Int32 = -1
            var bestCost = 0.0
            let row = rows[Int(o)]
            for i in row.entries.indices where row.entries[i].coef < -optimalityTolerance {
                let s = row.entries[i].sym
                guard kind[Int(s)] != .dummy else { continue }
                let cost = row.entries[i].coef
                if best < 0 || (bland ? s < best : (cost < bestCost || (cost == bestCost && s < best))) {
                    best = s
                    bestCost = cost
                }
            }
            return best
        }
        // Candidates that no longer improve leave the set (it keeps its invariant: every
        // improving symbol is in it).
        var pending = SymbolHeap()
        swap(&pending, &candidates)
        pending.removeAll { !improves($0) }
        swap(&pending, &candidates)
        if bland { return candidates.min ?? -1 }
        var best: Int32 = -1
        var bestRank = Int.max
        var bestCost = 0.0
        candidates.forEach { s in
            let (rank, cost) = leadingCost(of: s)
            if rank < bestRank || (rank == bestRank && (cost < bestCost || (cost == bestCost && s < best))) {
                best = s
                bestRank = rank
                bestCost = cost
            }
        }
        return best
    }

    /// The highest level (lowest rank) where s has a nonzero cost, and that cost.
    private func leadingCost(of s: Int32) -> (rank: Int, cost: Double) {
        for (rank, lr) in levelRows.enumerated() {
            let k = rows[Int(lr)].indexed(s)
            if k > 0 { return (rank, rows[Int(lr)].entries[k - 1].coef) }
        }
        return (Int.max, 0)
    }

    /// The row that leaves when `e` enters: among restricted rows where `e` has a coefficient
    /// below `-pivotTolerance`, those whose ratio (constant / -coefficient, a slightly
    /// negative constant read as 0) is within `feasibilityTolerance / |coefficient|` of the
    /// minimum (Harris's two passes), and of those the largest |coefficient|, ties by lowest
    /// basic id; with `bland`, the lowest basic id of that set. -1 when none.
    ///
    /// Why: on a degenerate vertex many rows tie at ratio 0, and the lowest basic id could be a
    /// row where `e`'s coefficient is 1e-8 of roundoff: dividing by it multiplied every error
    /// in the tableau by 1e8 (a required constraint then missed by 18 units). The largest
    /// pivot of the tied set keeps the growth per pivot bounded, and a coefficient below the
    /// tolerance is roundoff of a zero, not a pivot. Entries of a row never fall below
    /// `epsilon` (they are dropped), so the tolerance only skips the band where roundoff and
    /// real values cannot be told apart.
    func leavingRow(_ e: Int32, bland: Bool) -> Int32 {
        var bound = Double.infinity
        for ce in columns[Int(e)] where ce.coef < -pivotTolerance {
            let b = rows[Int(ce.row)].basic
            guard b >= 0, isRestricted(b) else { continue }
            let room = (max(rows[Int(ce.row)].constant, 0) + feasibilityTolerance) / -ce.coef
            if room < bound { bound = room }
        }
        if bound == .infinity { return -1 }
        var best: Int32 = -1
        var bestPivot = 0.0
        var bestBasic = Int32.max
        for ce in columns[Int(e)] where ce.coef < -pivotTolerance {
            let b = rows[Int(ce.row)].basic
            guard b >= 0, isRestricted(b) else { continue }
            guard max(rows[Int(ce.row)].constant, 0) / -ce.coef <= bound else { continue }
            let pivot = -ce.coef
            let better = bland ? b < bestBasic : (pivot > bestPivot || (pivot == bestPivot && b < bestBasic))
            if better {
                best = ce.row
                bestPivot = pivot
                bestBasic = b
            }
        }
        return best
    }

    /// Primal simplex on the level objectives (or on one artificial objective row).
    ///
    /// Termination: the entering symbol is always the lowest id that improves (Bland's rule).
    /// The leaving row is chosen by pivot size (see `leavingRow`), which alone could cycle
    /// on a degenerate vertex; after `degenerateStepsBeforeBland` pivots in a row that did not
    /// move (the entering symbol's step was 0 within the tolerance), the leaving row is the
    /// lowest basic id of the tied set too, which is Bland's rule in full and cannot cycle;
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

    /// Writes s's cost vector over the levels, divided by `divisor`, into `v` (levels long).
    func costs(of s: Int32, over divisor: Double, into v: inout [Double]) {
        for (rank, lr) in levelRows.enumerated() {
            let k = rows[Int(lr)].indexed(s)
            v[rank] = k > 0 ? rows[Int(lr)].entries[k - 1].coef / divisor : 0
        }
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
            for i in row.entries.indices where row.entries[i].coef > pivotTolerance {
                let s = row.entries[i].sym
                guard kind[Int(s)] != .dummy else { continue }
                let pivot = row.entries[i].coef
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

    // MARK: Building rows, shifting constants, reading values

    /// sum(coef * s) + constant with basic symbols replaced by their rows, near-zero
    /// entries dropped, and negated if needed so that the constant is >= 0.
    mutating func buildRow(_ terms: [(Int32, Double)], constant: Double) -> Row {
        var row = Row()
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
        func add(_ s: Int32, _ c: Double) {
            let m = mark[Int(s)]
            if m > 0 {
                row.entries[Int(m - 1)].coef = sum(row.entries[Int(m - 1)].coef, c)
            } else {
                row.entries.append(Entry(sym: s, colPos: -1, coef: c))
                mark[Int(s)] = Int32(row.entries.count)
            }
        }
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 {
                // Read in place: a copy of the Row would retain and release its arrays.
                let ri = Int(r)
                for i in 0..<rows[ri].entries.count { add(rows[ri].entries[i].sym, rows[ri].entries[i].coef * c) }
                row.constant += rows[ri].constant * c
            } else {
                add(s, c)
            }
        }
        for e in row.entries { mark[Int(e.sym)] = 0 }
        // The substituted rows may be definition rows: expand what they refer to.
        if row.entries.contains(where: { rowOf[Int($0.sym)] >= 0 }) {
            expandRefs(&row)
        } else {
            row.dropZeros()
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.entries.indices { row.entries[i].coef = -row.entries[i].coef }
        }
        return row
    }

    /// The constraint row `sum(coef * s) + constant` as a definition row for a new external
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
            if let i = row.entries.firstIndex(where: { $0.sym == s }) {
                row.entries[i].coef = sum(row.entries[i].coef, c)
            } else {
                row.entries.append(Entry(sym: s, colPos: -1, coef: c))
            }
        }
        row.dropZeros()
        var subject = Int32.max
        for e in row.entries where kind[Int(e.sym)] == .external && rowOf[Int(e.sym)] < 0 && e.sym < subject { subject = e.sym }
        guard subject != Int32.max, columns[Int(subject)].isEmpty else { return nil }
        return (row, subject)
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
        rows.withUnsafeBufferPointer { rp in
            columns.withUnsafeBufferPointer { cp in
                rowOf.withUnsafeBufferPointer { ro in
                    order.withUnsafeBufferPointer { op in
                        flags.withUnsafeMutableBufferPointer { dirtyP in
                            vals.withUnsafeMutableBufferPointer { vp in
                                // Definition rows of the list wait in `waiting`, sorted by order
                                // once the list is done (cheaper than the heap when there are
                                // many, as after a build); the heap only gets referrers.
                                var next = 0, w = 0
                                var inList = 0
                                if list.count > 64 {
                                    for s in list where ro[Int(s)] >= 0 && rp[Int(ro[Int(s)])].isDef { inList += 1 }
                                }
                                let allWaiting = defRowCount == 0 || (list.count > 64 && inList == defRowCount)
                                var waiting: [Int32] = []
                                while true {
                                    let s: Int32
                                    var x: Double
                                    if next < list.count {
                                        s = list[next]
                                        next += 1
                                        let r = Int(ro[Int(s)])
                                        if r >= 0 && rp[r].isDef {
                                            waiting.append(s)
                                            continue
                                        }
                                        x = r >= 0 ? rp[r].constant : 0
                                        if record { prog.node(s, Int32(r)) }
                                    } else {
                                        if next == list.count {
                                            next += 1
                                            waiting.sort { op[Int($0)] < op[Int($1)] }
                                        }
                                        if w < waiting.count && (heap.topKey.map { -$0 > op[Int(waiting[w])] } ?? true) {
                                            s = waiting[w]
                                            w += 1
                                        } else if let h = heap.pop() {
                                            s = h
                                        } else {
                                            break
                                        }
                                        let r = Int(ro[Int(s)])
                                        x = rp[r].constant
                                        let entries = rp[r].entries
                                        for e in entries {
                                            let t = Int(e.sym)
                                            if ro[t] >= 0 {
                                                x += e.coef * vp[t]
                                                if record { prog.ref(e.sym, e.coef) }
                                            }
                                        }
                                        if record { prog.node(s, Int32(r)) }
                                    }
                                    let si = Int(s)
                                    dirtyP[si] = false
                                    vp[si] = x
                                    changed.append(s)
                                    // Every definition row already waits (a first update):
                                    // no referrer can be missing.
                                    if allWaiting { continue }
                                    let col = cp[si]
                                    for k in 0..<col.count {
                                        let row = Int(col[k].row)
                                        guard rp[row].isDef else { continue }
                                        let b = Int(rp[row].basic)
                                        if !dirtyP[b] {
                                            dirtyP[b] = true
                                            heap.push(-op[b], Int32(b))
                                        }
                                    }
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

    /// Writes the values of the evaluated symbols `changed` into their variables and returns
    /// the variables whose value changed, in symbol order.
    private mutating func finishUpdate(_ changed: inout [Int32], listChanged: Bool) -> [Variable] {
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
}

extension Tableau {
    /// The value of every external symbol (0 when parametric), computed from the rows alone
    /// (not from the values `updateVariables` keeps): canonical rows first, then definition
    /// rows lowest order first, so every ref is final when a row reads it. O(entries).
    func freshValues() -> [Double] {
        var values = [Double](repeating: 0, count: Int(symbolCount))
        var definitions: [Int32] = []
        for row in rows where row.inUse && row.basic >= 0 && kind[Int(row.basic)] == .external {
            if row.isDef { definitions.append(row.basic) } else { values[Int(row.basic)] = row.constant }
        }
        definitions.sort { order[Int($0)] < order[Int($1)] }
        for basic in definitions {
            let row = rows[Int(rowOf[Int(basic)])]
            var x = row.constant
            for e in row.entries where rowOf[Int(e.sym)] >= 0 { x += e.coef * values[Int(e.sym)] }
            values[Int(basic)] = x
        }
        return values
    }

    /// Every structural invariant, for tests: columns and rows mirror each other exactly
    /// (coefficients included), rowOf matches the basics, no near-zero entries, no basic symbol
    /// appears as a parametric one.
    func invariantViolations() -> [String] {
        var out: [String] = []
        var entries = 0
        for (r, row) in rows.enumerated() where row.inUse {
            if row.basic >= 0 && rowOf[Int(row.basic)] != Int32(r) { out.append("rowOf[\(row.basic)] != \(r)") }
            if row.isLevel {
                let held = row.index.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
                let exact = row.entries.indices.allSatisfy { row.indexed(row.entries[$0].sym) == $0 + 1 }
                if held != row.entries.count || !exact { out.append("index of level row \(r) is not exact") }
            }
            if row.isDef && (row.basic < 0 || kind[Int(row.basic)] != .external) {
                out.append("definition row \(r) of a non-external basic")
            }
            for p in row.entries.indices {
                entries += 1
                let s = Int(row.entries[p].sym)
                let q = Int(row.entries[p].colPos)
                if row.entries[p].coef == 0 || !row.entries[p].coef.isFinite { out.append("row \(r) holds \(row.entries[p].coef) for \(s)") }
                if rowOf[s] >= 0 {
                    let ref = row.isDef && kind[s] == .external && order[s] < order[Int(row.basic)]
                    if !ref { out.append("basic \(s) is parametric in row \(r)") }
                }
                guard q < columns[s].count else { out.append("row \(r) entry \(p): column index out of range"); continue }
                let e = columns[s][q]
                if e.row != Int32(r) || e.pos != Int32(p) || e.coef != row.entries[p].coef {
                    out.append("column \(s)[\(q)] does not mirror row \(r) entry \(p)")
                }
            }
        }
        let defRows = rows.reduce(0) { $0 + ($1.inUse && $1.isDef ? 1 : 0) }
        if defRows != defRowCount { out.append("\(defRows) definition rows, counted \(defRowCount)") }
        let columnEntries = columns.reduce(0) { $0 + $1.count }
        if columnEntries != entries { out.append("\(columnEntries) column entries for \(entries) row entries") }
        return out
    }
}

/// A min-heap of symbol ids without duplicates (a flag per symbol says "in the heap").
struct SymbolHeap {
    private var heap: [Int32] = []
    private var inHeap: [Bool] = []

    mutating func grow(by n: Int) { inHeap.append(contentsOf: repeatElement(false, count: n)) }

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

    /// Removes the symbols for which `shouldRemove` is true (then restores the heap order).
    mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
        var kept = 0
        for i in heap.indices {
            let s = heap[i]
            if shouldRemove(s) {
                inHeap[Int(s)] = false
            } else {
                heap[kept] = s
                kept += 1
            }
        }
        if kept == heap.count { return }
        heap.removeLast(heap.count - kept)
        // A sorted array is a heap; the set is small next to a pivot's work.
        heap.sort()
    }

    /// Calls `body` with every symbol in the heap, in no particular order.
    func forEach(_ body: (Int32) -> Void) { for s in heap { body(s) } }
}

/// A max-heap of basic symbols keyed by `order` (for expanding refs, latest first).
struct OrderHeap {
    private struct Entry {
        var key: Int32
        var sym: Int32
    }
    private var heap: [Entry] = []

    mutating func push(_ key: Int32, _ sym: Int32) {
        var i = heap.count
        heap.append(Entry(key: key, sym: sym))
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent].key >= key { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = Entry(key: key, sym: sym)
    }

    var topKey: Int32? { heap.first?.key }

    mutating func pop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            var i = 0
            let n = heap.count
            while true {
                var c = 2 * i + 1
                if c >= n { break }
                if c + 1 < n && heap[c + 1].key > heap[c].key { c += 1 }
                if last.key >= heap[c].key { break }
                heap[i] = heap[c]
                i = c
            }
            heap[i] = last
        }
        return top.sym
    }
}

/// A recorded evaluation of `Tableau.updateVariables`: the symbols in the order they were
/// evaluated, each with its row (-1: parametric) and the basic refs it read with their
/// coefficients. Replaying it does the same arithmetic in the same order (so the same bits)
/// without the heap, the column walks or the rows' entry arrays.
struct EvalProgram {
    var epoch: UInt64 = .max
    var roots: [Int32] = []
    private var syms: [Int32] = []
    private var rowIds: [Int32] = []
    /// Node i's refs are refSyms[refEnd[i - 1] ..< refEnd[i]] (from 0 for i = 0).
    private var refEnd: [Int32] = []
    private var refSyms: [Int32] = []
    private var refCoefs: [Double] = []

    mutating func start(epoch: UInt64, roots: [Int32]) {
        self.epoch = epoch
        self.roots = roots
        syms.removeAll(keepingCapacity: true)
        rowIds.removeAll(keepingCapacity: true)
        refEnd.removeAll(keepingCapacity: true)
        refSyms.removeAll(keepingCapacity: true)
        refCoefs.removeAll(keepingCapacity: true)
    }

    /// A ref read by the node recorded next.
    @inline(__always) mutating func ref(_ s: Int32, _ c: Double) {
        refSyms.append(s)
        refCoefs.append(c)
    }

    @inline(__always) mutating func node(_ s: Int32, _ row: Int32) {
        syms.append(s)
        rowIds.append(row)
        refEnd.append(Int32(refSyms.count))
    }

    func replay(_ rows: [Row], _ dirty: inout [Bool], _ value: inout [Double], _ changed: inout [Int32]) {
        changed.append(contentsOf: syms)
        rows.withUnsafeBufferPointer { rp in
            dirty.withUnsafeMutableBufferPointer { dp in
                value.withUnsafeMutableBufferPointer { vp in
                    var k = 0
                    for i in syms.indices {
                        let s = Int(syms[i]), r = Int(rowIds[i])
                        var x = r >= 0 ? rp[r].constant : 0
                        let end = Int(refEnd[i])
                        while k < end {
                            x += refCoefs[k] * vp[Int(refSyms[k])]
                            k += 1
                        }
                        dp[s] = false
                        vp[s] = x
                    }
                }
            }
        }
    }
}
