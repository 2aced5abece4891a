// The sparse simplex tableau under `Solver`: its storage and the sparse primitives every
// other part builds on (rows, entries, columns). The other concepts are in extensions:
// Tableau+AddScaled (the pivot's row update), +Transactions, +DefinitionRows, +Simplex,
// +ConstraintRows, +Evaluation, +Invariants.
//
// Invariants:
// - Symbols are dense Int32 ids handed out in creation order; an id is given again only
//   when its symbol was retired and is the newest (`reclaimSymbols`), so every symbol in use
//   has a lower id than any later one and every choice made by "lowest id" is a choice by
//   creation order, independent of hashing.
// - A row is `basic = constant + sum(entries[i].coefficient * entries[i].symbol)`; `rowOf[basic]` is its row id.
// - Rows of restricted basics (slack, error, dummy) and objective rows are canonical: they
//   hold parametric symbols only, so ratio tests and costs read them directly.
// - A row of an external basic may be a *definition row* (`isDefinition`): it may also refer to other
//   external basics ("refs"), each of lower `order` (so the refs form a DAG). Its value is its
//   constant plus the refs' values. Layout chains (`top_i == bottom_{i-1} + 1`) stay O(1) per
//   row this way instead of holding every earlier card's markers. A ref is never substituted:
//   substitution only ever inserts canonical rows, and a symbol that becomes basic leaves no
//   occurrence behind, so refs only arise when a definition row is inserted.
//   Objective rows (one per priority level in use, plus a temporary artificial one) have
//   `basic == -1` and `rank >= 0` (0 = highest level) or `rank == artificialRank`.
// - `columns[s]` lists every (row, position, coefficient) where s appears as a parametric
//   symbol, and `rows[r].entries[p].columnPosition` is that entry's index in `columns[entries[p].symbol]`; both are kept
//   exact, the coefficient copy included (so walking a column never touches the rows' arrays:
//   a resize shifts thousands of rows through one column; docs/history/solver-log.md has
//   the measurement).
// - No numeric result depends on the order of entries in a row or column: entries are
//   updated independently and every pivot choice breaks ties by lowest symbol id.

struct Tableau {
    static let artificialRank: Int32 = Int32.max
    /// Degenerate pivots in a row after which both simplex methods choose by lowest id only
    /// (Bland's rule, which cannot cycle).
    static let degenerateStepsBeforeBland = 50

    /// Symbols made so far (ids 0..<symbolCount). The per-symbol arrays below are longer:
    /// they grow a block at a time (`growSymbols`). It goes down again when the newest
    /// symbols are retired (`reclaimSymbols`).
    var symbolCount: Int32 = 0
    /// The per-symbol fields the pivot path writes, in hand-managed buffers (`SymbolFields`):
    /// `kind`, `retired`, `rowOf`, `order` and `mayHoldExternal` below are views of them, kept
    /// in the tableau itself and set again by `growSymbols` (read through the object instead,
    /// `addScaled` retained and released its locals for the row and column stores on every
    /// call: the optional add/remove phase +5.6 %).
    let symbols = SymbolFields()
    private(set) var kind = PerSymbol<SymbolKind>()
    /// Symbols the solver will never refer to again (`retire`): a removed constraint's
    /// marker and error, the artificial symbol of a finished phase one.
    private(set) var retired = PerSymbol<Bool>()
    private(set) var rowOf = PerSymbol<Int32>()
    let columns = ColumnStore()
    /// Scratch for scatter/gather: mark[s] = position + 1 of s in the row being combined.
    let mark = SymbolMarks()
    var dirty: [Bool] = []
    var dirtyList: [Int32] = []
    /// The variable of each external symbol (nil for other symbols and forgotten ones).
    /// Set through `setVariable`, which keeps `unretained` in step.
    var variables: [Variable?] = []
    /// The same references without reference counting, for the value-writing loop; valid
    /// because `variables` holds each of them strongly.
    var unretained: [Unmanaged<Variable>?] = []
    /// Scratch bitmap over symbols, all zero between calls: orders the changed list.
    var changedBits: [UInt64] = []
    /// Topological stamp, given each time a symbol becomes basic: a definition row only
    /// refers to basics of lower order (they were basic when it was inserted).
    private(set) var order = PerSymbol<Int32>()
    var nextOrder: Int32 = 0
    /// Value of each external symbol as of the last `updateVariables()` (0 when parametric).
    var value: [Double] = []
    /// For an external basic: its canonical expansion may hold a parametric external symbol.
    /// Conservative (only ever set, until the symbol becomes basic again), and true for a
    /// basic whenever it is true for one of its refs.
    private(set) var mayHoldExternal = PerSymbol<Bool>()
    /// In-use rows with `isDefinition` (checked by `invariantViolations`).
    var definitionRows = 0
    /// Bumped by every change other than a row constant: rows, entries, basics.
    var structureEpoch: UInt64 = 0
    /// The last evaluation order of `updateVariables`, replayed while the structure and the
    /// changed set are the same (an animation step changes one edit constant each time).
    var program = EvalProgram()
    /// Scratch of `updateVariables`, kept for their capacity (empty between calls).
    var evalHeap = OrderHeap()
    /// Scratch of `expandRefs`, kept for its capacity (empty between calls).
    var refHeap = OrderHeap()
    /// `structureEpoch` as of the last `updateVariables()` (none yet: `.max`).
    var lastUpdateEpoch: UInt64 = .max
    /// Scratch of `addScaled`: positions whose coefficient cancelled in a level row (only a
    /// prefix is in use during a call; never shrunk).
    var zeroScratch: [Int] = []
    /// The entry array `buildRow` builds into, given back by `recycle` (empty between calls).
    var rowScratch: [Entry] = []
    /// The rows, by id (in use or free): headers and entry buffers managed by hand.
    let rows = RowStore()
    var freeRows: [Int32] = []
    /// Objective row ids, highest priority first, and their priorities.
    var levelRows: [Int32] = []
    var levelPriorities: [Double] = []
    /// The level `levelRow` returned last (a level's row id never changes).
    var lastLevel: (priority: Double, row: Int32) = (.nan, -1)
    /// Basic symbols whose rows may have gone negative (dual simplex work list). A heap, so
    /// rows are repaired lowest id first whatever order they were found in.
    let infeasible = SymbolHeap()
    /// Symbols whose level costs changed since they were last found not to be entering
    /// candidates. Invariant: every symbol with a lexicographically negative cost vector is
    /// in it, so the primal simplex never scans whole objective rows.
    let candidates = SymbolHeap(ordered: false)

    // Transaction (undo) log: the original of every row touched since `begin()`.
    var pivotCount = 0
    /// Pivots since the solver last checked its required constraints (see
    /// `Solver.checkAccuracy`). Restored by a rollback, so that a rejected call leaves no
    /// trace here either: a solver that saw rejections checks at the same points as one that
    /// did not.
    var pivotsSinceCheck = 0
    var savedPivotsSinceCheck = 0
    /// The entries those pivots updated (each: the pivot row's length times the entering
    /// column's), restored by a rollback in the same way.
    var pivotWorkSinceCheck = 0
    var savedPivotWorkSinceCheck = 0
    var inTransaction = false
    var epoch: UInt32 = 0
    var savedEpoch: [UInt32] = []
    /// The touched rows' originals: their fields here, their entries in `savedEntries` (one
    /// buffer for the whole transaction, kept between transactions with the others, so that
    /// saving a row allocates nothing and a commit frees nothing).
    var savedRows: [SavedRow] = []
    var savedEntries: [Entry] = []
    var savedFree: [Int32] = []
    var savedFlags: [(symbol: Int32, old: Bool)] = []

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        let s = symbolCount
        if Int(s) == symbols.capacity { growSymbols() }
        symbolCount += 1
        kind[Int(s)] = k
        return s
    }

    /// Grows every per-symbol array by a block (doubling) of the values a new symbol starts
    /// with, instead of appending to every per-symbol array for each symbol (measured in
    /// docs/history/solver-log.md, "Hints instead of hashing, block growth").
    /// Entries past `symbolCount` are never read as symbols: nothing refers to them (empty
    /// columns, no row, no variable), and every loop over symbols goes through rows,
    /// columns or marks.
    mutating func growSymbols() {
        let n = max(64, symbols.capacity)
        symbols.grow(to: symbols.capacity + n)
        kind = PerSymbol(symbols.kind, symbols.capacity)
        retired = PerSymbol(symbols.retired, symbols.capacity)
        rowOf = PerSymbol(symbols.rowOf, symbols.capacity)
        order = PerSymbol(symbols.order, symbols.capacity)
        mayHoldExternal = PerSymbol(symbols.mayHoldExternal, symbols.capacity)
        dirty.append(contentsOf: repeatElement(false, count: n))
        candidates.grow(by: n)
        infeasible.grow(by: n)
        variables.append(contentsOf: repeatElement(nil, count: n))
        unretained.append(contentsOf: repeatElement(nil, count: n))
        value.append(contentsOf: repeatElement(0, count: n))
        columns.grow(to: symbols.capacity)
        mark.grow(to: symbols.capacity)
        let words = (symbols.capacity + 63) / 64
        changedBits.append(contentsOf: repeatElement(0, count: words - changedBits.count))
        // The recorded program (kept between updates) gets its room here, off the update's
        // path: on a small system its doublings from empty were a large part of the update.
        program.reserve(min(symbols.capacity, 64))
    }

    /// s (a slack, error or dummy symbol) is never referred to again by the solver: its id
    /// may be given again once it is the newest symbol and in no row (`reclaimSymbols`).
    @inline(__always) mutating func retire(_ s: Int32) {
        assert(kind[Int(s)] != .external, "only restricted symbols are retired")
        retired[Int(s)] = true
    }

    /// Takes back the ids of the newest symbols while they are retired and in no row (not
    /// basic, no entry, in neither heap), so that the next new symbol gets the lowest of
    /// them again. Every choice of the solver compares ids of symbols that are in the
    /// tableau, and a new symbol still gets an id above all of them, so the order among the
    /// symbols in use, and with it every pivot and every bit of every result, is the same as
    /// with ids never reused (docs/solver.md, "Determinism"); the per-symbol arrays and the
    /// level rows' indexes stop growing in a workload that adds and removes constraints.
    /// Called only between transactions.
    @inline(__always) mutating func reclaimSymbols() {
        if symbolCount > 0 && retired[Int(symbolCount - 1)] { reclaimRetired() }
    }

    /// The loop of `reclaimSymbols`. A retired symbol is a slack, error or dummy symbol, so
    /// what the per-symbol arrays hold for it is what a new symbol starts with, except its
    /// kind (set by `newSymbol`) and its `order` stamp (only read for basics, and given
    /// to every symbol when it becomes basic).
    mutating func reclaimRetired() {
        while symbolCount > 0 {
            let s = symbolCount - 1
            let i = Int(s)
            guard retired[i], rowOf[i] < 0, columns.count(i) == 0, !candidates.contains(s), !infeasible.contains(s)
            else { return }
            assert(
                !dirty[i] && variables[i] == nil && value[i] == 0 && !mayHoldExternal[i], "retired symbol \(s) in use")
            structureEpoch &+= 1
            retired[i] = false
            // The id keeps its column's buffer: the next new symbol is this id.
            symbolCount = s
        }
    }

    /// Retired symbol s's column is empty: its buffer goes to the next new symbol. When s and
    /// the retired symbols above it (at most two: a removed constraint's own) are the newest,
    /// its id comes back at the end of this call (`reclaimSymbols`) and keeps the buffer, so
    /// neither the release nor the next symbol's first append pays for the pool; otherwise it
    /// goes to the pool (`ColumnStore.release`), since an id below one still in use may not
    /// come back for a long time.
    @inline(__always) mutating func releaseColumn(ofRetired s: Int32) {
        var t = s + 1
        while t < symbolCount && t <= s + 2 && retired[Int(t)] { t += 1 }
        if t < symbolCount { columns.release(Int(s)) }
    }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        let i = Int(s)
        if kind[i] == .external && !dirty[i] {
            dirty[i] = true
            dirtyList.append(s)
        }
    }

    // MARK: Priority levels

    /// The objective row of a priority level, created (in order) on first use. The last one
    /// asked for is checked first (a layout that adds and removes a constraint each frame asks
    /// for one level over and over).
    @inline(__always) mutating func levelRow(_ priority: Double) -> Int32 {
        if priority == lastLevel.priority { return lastLevel.row }
        let r = findLevelRow(priority)
        lastLevel = (priority, r)
        return r
    }

    mutating func findLevelRow(_ priority: Double) -> Int32 {
        var i = 0
        while i < levelPriorities.count && levelPriorities[i] > priority { i += 1 }
        if i < levelPriorities.count && levelPriorities[i] == priority { return levelRows[i] }
        let r = insertRow(Row(), basic: -1, rank: Int32(i))
        levelRows.insert(r, at: i)
        levelPriorities.insert(priority, at: i)
        for j in (i + 1)..<levelRows.count { rows[Int(levelRows[j])].rank = Int32(j) }
        return r
    }

    // MARK: Rows and entries

    mutating func allocRow() -> Int32 {
        structureEpoch &+= 1
        let r: Int32
        if !freeRows.isEmpty {
            r = freeRows.removeLast()  // not `popLast`: see `Solver.store`
        } else {
            r = rows.add()
            savedEpoch.append(0)
        }
        touch(r)
        rows[Int(r)].inUse = true
        return r
    }

    /// Removes all of row r's entries from the columns (the row keeps its entries).
    mutating func detach(_ r: Int32) {
        let entries = rows[Int(r)].entries
        for p in stride(from: entries.count - 1, through: 0, by: -1) {
            removeFromColumn(entries[p].symbol, entries[p].columnPosition)
        }
    }

    @inline(__always) mutating func removeFromColumn(_ s: Int32, _ q: Int32) {
        let si = Int(s)
        let column = columns[si]
        let last = column.count - 1
        if Int(q) != last {
            let moved = column[last]
            column[Int(q)] = moved
            rows[Int(moved.row)].entries[Int(moved.pos)].columnPosition = q
        }
        columns.removeLast(si)
    }

    mutating func freeRow(_ r: Int32) {
        structureEpoch &+= 1
        touch(r)
        detach(r)
        let b = rows[Int(r)].basic
        if b >= 0 { rowOf[Int(b)] = -1; markDirty(b) }
        if rows[Int(r)].isDefinition { definitionRows -= 1 }
        rows[Int(r)].clear()
        freeRows.append(r)
    }

    @inline(__always) mutating func addEntry(_ r: Int32, _ s: Int32, _ c: Double) {
        structureEpoch &+= 1
        let si = Int(s)
        let row = rows[Int(r)]
        let p = Int32(row.count)
        if row.isLevel { row.setIndex(s, Int(p) + 1) }
        let q = columns.append(si, ColumnEntry(row: r, pos: p, coefficient: c))
        row.append(Entry(symbol: s, columnPosition: q, coefficient: c))
        if row.isLevel { noteCost(s, c) }
    }

    @inline(__always) func isLevel(_ rank: Int32) -> Bool { Self.isLevelRank(rank) }
    @inline(__always) static func isLevelRank(_ rank: Int32) -> Bool { rank >= 0 && rank != artificialRank }

    /// s's level costs changed: it may have become an entering candidate.
    @inline(__always) mutating func noteCost(_ s: Int32) { candidates.insert(s) }

    /// s's cost in one level row is now `cost`: it may have become an entering candidate,
    /// unless that cost reads as positive (beyond the optimality tolerance). Then either a
    /// higher level holds a cost of s, which still leads, so s improves exactly when it did
    /// before (and is in the set already if so), or this level leads with a positive cost
    /// and s does not improve: the candidate set keeps its invariant either way, and the
    /// entering search reads fewer symbols (a pivot that moves a cost up notes nothing).
    @inline(__always) mutating func noteCost(_ s: Int32, _ cost: Double) {
        if !(cost > optimalityTolerance) { candidates.insert(s) }
    }

    /// Removes the entry at position p of row r (swap with the last entry).
    @inline(__always) mutating func removeEntry(_ r: Int32, _ p: Int32) {
        structureEpoch &+= 1
        let row = rows[Int(r)]
        if row.isLevel { noteCost(row.entries[Int(p)].symbol) }
        Self.removeEntry(row, Int(p), columns, rows)
    }

    /// Position of s in row r, or -1; scans whichever of the row and the column is shorter.
    /// The row is read in place, not copied (a copy retained and released its arrays).
    @inline(__always) func position(of s: Int32, in r: Int32) -> Int32 {
        let ri = Int(r)
        if rows[ri].isLevel { return Int32(rows[ri].indexed(s) - 1) }
        let col = columns[Int(s)]
        let n = rows[ri].entries.count
        if col.count <= n {
            for e in col where e.row == r { return e.pos }
        } else {
            for p in 0..<n where rows[ri].entries[p].symbol == s { return Int32(p) }
        }
        return -1
    }

    /// Level row r += c * s (a soft constraint's error and its cost: every caller's case).
    mutating func addTerm(_ r: Int32, _ s: Int32, _ c: Double) {
        touch(r)
        let row = rows[Int(r)]
        assert(row.isLevel, "terms go into level rows")
        let k = row.indexed(s)
        if k > 0 {
            let e = row.base + (k - 1)
            let v = sum(e.pointee.coefficient, c)
            if v == 0 {
                removeEntry(r, Int32(k - 1))  // noted there
            } else {
                e.pointee.coefficient = v
                columns[Int(s)][Int(e.pointee.columnPosition)].coefficient = v
                noteCost(s, v)
            }
        } else if c != 0 {
            addEntry(r, s, c)  // noted there
        }
    }

    /// Puts a detached row into the tableau with the given basic symbol; returns its id.
    /// `isDefinition`: the row may refer to external basics (only for an external `basic`).
    /// The entries are copied into the row store (into the buffer a freed row id left, when
    /// there is one).
    @discardableResult @inline(__always)
    mutating func insertRow(_ src: borrowing Row, basic: Int32, rank: Int32 = -1, isDefinition: Bool = false) -> Int32 {
        let r = allocRow()
        let row = rows[Int(r)]
        row.load(src)
        row.constant = src.constant
        row.basic = basic
        row.rank = rank
        row.isDefinition = isDefinition
        if isDefinition { definitionRows += 1 }
        attach(r)
        if isLevel(rank) { for e in row.entries { noteCost(e.symbol) } }
        if basic >= 0 {
            becameBasic(basic, row)
            rowOf[Int(basic)] = r
            markDirty(basic)
        }
        return r
    }

    /// Appends row r's entries to their columns (and to its level index).
    mutating func attach(_ r: Int32) {
        let row = rows[Int(r)]
        let isLevel = row.isLevel
        let entries = row.entries
        for p in entries.indices {
            let s = entries[p].symbol
            if isLevel { row.setIndex(s, p + 1) }
            entries[p].columnPosition = columns.append(
                Int(s), ColumnEntry(row: r, pos: Int32(p), coefficient: entries[p].coefficient))
        }
    }
}
