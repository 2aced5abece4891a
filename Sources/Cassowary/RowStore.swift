// The tableau's rows: one header per row id (basic, rank, constant, flags, the entry buffer
// and, for a level row, its position index) and one buffer of entries per row, allocated by
// hand and owned by this object, instead of an array of `Row` values each holding arrays.
//
// Why not `[Row]` with `entries: [Entry]`: every write into a row's entries (a coefficient
// after a substitution, a column position after a swap-remove in a column, an append) paid a
// uniqueness check of the outer array and of the row's own array, and reading a row whole
// retained and released its arrays. A pivot on a small tableau substitutes into a few rows of
// a few entries each, and that storage cost was most of it (docs/solver.md, "Rows in one
// store"). The same reasoning as `ColumnStore`.
//
// Ownership and lifetimes: a `Tableau` holds one store and is the only writer; a copy of a
// `Tableau` shares it (nothing copies a tableau and then changes both). A `RowRef` points
// at a header: valid until the next row id is allocated (`add`). A row's `entries` buffer is
// valid until the next append to that row. A freed row keeps its buffer, so a row id taken
// again (the free list) reuses it: a constraint added and removed each frame allocates
// nothing for its row.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class RowStore {
    struct Header {
        var buffer: EntryBuffer<Entry>
        var basic: Int32
        var rank: Int32
        var constant: Double
        var inUse: Bool
        var isDefinition: Bool
        /// Level rows only: index[s] = position + 1 of s, 0 if absent; `indexCount` slots.
        var index: UnsafeMutablePointer<Int32>?
        var indexCount: Int32

        /// The entries, in place (valid until the next append to this row).
        @inline(__always) var entries: UnsafeMutableBufferPointer<Entry> { buffer.entries }

        static var empty: Header {
            Header(
                buffer: .empty, basic: -1, rank: -1, constant: 0, inUse: false, isDefinition: false, index: nil,
                indexCount: 0)
        }
    }

    @exclusivity(unchecked) private(set) var headers: UnsafeMutablePointer<Header>
    /// Row ids 0..<count exist (in use or free).
    @exclusivity(unchecked) private(set) var count: Int
    @exclusivity(unchecked) private var capacity: Int
    /// Entries for one step at a time, kept between calls: a pivot's source row that is in no
    /// row id (`Tableau.pivotOut`; as an entry array, each entry's append paid a uniqueness
    /// check), the rows that may leave in the primal ratio test (`Tableau.leavingRow`).
    @exclusivity(unchecked) private var scratchBase: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var scratchCapacity: Int

    init() {
        headers = UnsafeMutablePointer<Header>.allocate(capacity: 16)
        count = 0
        capacity = 16
        scratchBase = .allocate(capacity: 16)
        scratchCapacity = 16
    }

    deinit {
        for r in 0..<count {
            free(headers[r].buffer.base)
            free(headers[r].index)
        }
        headers.deallocate()
        scratchBase.deallocate()
    }

    /// Room for n entries (uninitialized; `Entry` is trivial), valid until the next call.
    @inline(__always) func scratch(_ n: Int) -> UnsafeMutablePointer<Entry> {
        if n > scratchCapacity {
            scratchBase.deallocate()
            scratchCapacity = max(n, 2 * scratchCapacity)
            scratchBase = .allocate(capacity: scratchCapacity)
        }
        return scratchBase
    }

    @inline(__always) subscript(r: Int) -> RowRef {
        assert(r >= 0 && r < count, "no row \(r)")
        return RowRef(h: headers + r)
    }

    /// A new row id, empty and not in use (invalidates every `RowRef`).
    func add() -> Int32 {
        if count == capacity {
            let n = capacity * 2
            let fresh = UnsafeMutablePointer<Header>.allocate(capacity: n)
            fresh.moveInitialize(from: headers, count: count)
            headers.deallocate()
            headers = fresh
            capacity = n
        }
        (headers + count).initialize(to: .empty)
        count += 1
        return Int32(count - 1)
    }
}

/// A row of the store, read and written in place (see `RowStore` for how long it is valid):
/// `row.constant`, `row.basic`, `row.rank`, `row.inUse` and `row.isDefinition` (may refer to
/// external basics, see `Tableau`; false for every other row) are the header's fields.
@dynamicMemberLookup
struct RowRef {
    let h: UnsafeMutablePointer<RowStore.Header>

    @inline(__always) subscript<T>(dynamicMember field: WritableKeyPath<RowStore.Header, T>) -> T {
        get { h.pointee[keyPath: field] }
        nonmutating set { h.pointee[keyPath: field] = newValue }
    }
    @inline(__always) var isLevel: Bool { Tableau.isLevelRank(h.pointee.rank) }

    /// The entries, in place (valid until the next append to this row).
    @inline(__always) var entries: UnsafeMutableBufferPointer<Entry> { h.pointee.buffer.entries }
    @inline(__always) var count: Int { Int(h.pointee.buffer.count) }
    /// The entry buffer's start (the row must have had an entry).
    @inline(__always) var base: UnsafeMutablePointer<Entry> { h.pointee.buffer.base! }

    @inline(__always) func append(_ e: Entry) {
        let n = h.pointee.buffer.count
        if n == h.pointee.buffer.capacity { enlarge(Int(n) + 1) }
        (h.pointee.buffer.base! + Int(n)).initialize(to: e)
        h.pointee.buffer.count = n + 1
    }

    @inline(__always) func removeLast() {
        assert(h.pointee.buffer.count > 0, "empty row")
        h.pointee.buffer.count -= 1
    }

    /// Room for at least n entries (twice the old room, at least four; see `grownBuffer`).
    func enlarge(_ n: Int) {
        let capacity = max(4, Int(h.pointee.buffer.capacity) * 2, n)
        guard let grown = grownBuffer(h.pointee.buffer.base, count: count, capacity: capacity) else {
            fatalError("out of memory for a row of \(capacity) entries")
        }
        h.pointee.buffer.base = grown
        h.pointee.buffer.capacity = Int32(capacity)
    }

    /// The entries of `row` in place of this row's (column positions as in `row`). A row
    /// that needs a larger buffer gets room for twice its entries: substitutions append to
    /// it next (enaml build -0.9 %, chained-1000 build -2 % in instructions).
    func load(_ row: borrowing Row) {
        row.entries.withUnsafeBufferPointer { load($0) }
    }

    /// The given entries in place of this row's (see `load(_: Row)`).
    func load(_ entries: UnsafeBufferPointer<Entry>) {
        let n = entries.count
        if n > Int(h.pointee.buffer.capacity) { enlarge(2 * n) }
        h.pointee.buffer.count = Int32(n)
        for p in 0..<n { (h.pointee.buffer.base! + p).initialize(to: entries[p]) }
    }

    /// A detached copy: entries, constant and the row's fields (for the undo log and for
    /// rows rebuilt outside the store).
    func snapshot() -> Row {
        var row = Row()
        row.entries = Array(UnsafeBufferPointer(entries))
        row.constant = h.pointee.constant
        row.basic = h.pointee.basic
        row.rank = h.pointee.rank
        row.isDefinition = h.pointee.isDefinition
        row.inUse = h.pointee.inUse
        return row
    }

    /// The row's symbols, in entry order (a new array: for error reports and other cold paths).
    var symbols: [Int32] { entries.map(\.symbol) }

    /// Position + 1 of s in a level row, 0 if absent.
    @inline(__always) func indexed(_ s: Int32) -> Int {
        Int(s) < Int(h.pointee.indexCount) ? Int(h.pointee.index![Int(s)]) : 0
    }

    @inline(__always) func setIndex(_ s: Int32, _ k: Int) {
        if Int(s) >= Int(h.pointee.indexCount) { growIndex(Int(s) + 1) }
        h.pointee.index![Int(s)] = Int32(k)
    }

    /// Room in the index for symbols 0..<n (at least doubled), the new slots 0.
    func growIndex(_ n: Int) {
        let old = Int(h.pointee.indexCount)
        let size = max(n, 2 * old, 64)
        guard let raw = realloc(h.pointee.index, size * MemoryLayout<Int32>.stride) else {
            fatalError("out of memory for a level index of \(size) symbols")
        }
        let index = raw.bindMemory(to: Int32.self, capacity: size)
        (index + old).initialize(repeating: 0, count: size - old)
        h.pointee.index = index
        h.pointee.indexCount = Int32(size)
    }

    /// Empties the row and marks it free; its entry buffer stays for the next row given this
    /// id. A level index is zeroed where the entries had it (the index stays allocated).
    func clear() {
        if h.pointee.index != nil {
            for e in entries where Int(e.symbol) < Int(h.pointee.indexCount) { h.pointee.index![Int(e.symbol)] = 0 }
        }
        h.pointee.buffer.count = 0
        h.pointee.constant = 0
        h.pointee.basic = -1
        h.pointee.rank = -1
        h.pointee.inUse = false
        h.pointee.isDefinition = false
    }
}

/// Scratch over symbols for scatter/gather (`mark[s]` = position + 1 of s in the row being
/// combined, 0 between calls), in a buffer managed by hand like the stores: `addScaled` writes
/// it twice per entry of its target, and an array moved out of the tableau and written through
/// a closure's buffer cost more than the work.
final class SymbolMarks {
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private(set) var count: Int
    /// The marks of `stamped()`: a stamp in the high 32 bits, the mark in the low ones.
    @exclusivity(unchecked) private var stampedBase: UnsafeMutablePointer<UInt64>
    /// The last stamp handed out (1 ..< 2^32; 0 is never valid, so a zeroed slot reads 0).
    @exclusivity(unchecked) private var stamp: UInt64 = 0

    init() {
        base = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        stampedBase = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        count = 0
    }

    deinit {
        base.deallocate()
        stampedBase.deallocate()
    }

    /// Room for symbols 0..<n, the new slots 0.
    func grow(to n: Int) {
        guard n > count else { return }
        let fresh = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        fresh.moveInitialize(from: base, count: count)
        (fresh + count).initialize(repeating: 0, count: n - count)
        base.deallocate()
        base = fresh
        let freshStamped = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
        freshStamped.moveInitialize(from: stampedBase, count: count)
        (freshStamped + count).initialize(repeating: 0, count: n - count)
        stampedBase.deallocate()
        stampedBase = freshStamped
        count = n
    }

    /// A second set of marks, every one of them 0, that need not be cleared after use: each
    /// call gives a new stamp, and a mark of an older stamp reads 0. `addScaled` scatters a
    /// row's positions into them for each row it updates; clearing them again afterwards was
    /// a tenth of its work on the short rows of the add/remove cycle.
    /// The marks of the last stamp, without a new one: for a caller that writes none (a
    /// level row in `addScaled`, which finds its entries through its index), so that marks
    /// a substitution scattered under that stamp stay valid (see `Tableau.substitute`).
    @inline(__always) func current() -> StampedMarks {
        StampedMarks(base: stampedBase, stamp: stamp << 32, count: count)
    }

    @inline(__always) func stamped() -> StampedMarks {
        stamp += 1
        if stamp == 1 << 32 {  // wrapped: forget every old mark
            stampedBase.update(repeating: 0, count: count)
            stamp = 1
        }
        return StampedMarks(base: stampedBase, stamp: stamp << 32, count: count)
    }

    @inline(__always) subscript(s: Int) -> Int32 {
        get {
            assert(s >= 0 && s < count, "no mark for symbol \(s)")
            return base[s]
        }
        set {
            assert(s >= 0 && s < count, "no mark for symbol \(s)")
            base[s] = newValue
        }
    }
}

/// Marks of one stamp (see `SymbolMarks.stamped()`): `m[s]` is the mark written under this
/// stamp, 0 when none was.
struct StampedMarks {
    let base: UnsafeMutablePointer<UInt64>
    /// The stamp, shifted into the high 32 bits.
    let stamp: UInt64
    /// The symbols there is room for, for the debug builds' bounds check (as `SymbolMarks`'s).
    let count: Int

    @inline(__always) subscript(s: Int) -> Int32 {
        get {
            assert(s >= 0 && s < count, "no stamped mark for symbol \(s)")
            let v = base[s]
            return v & 0xFFFF_FFFF_0000_0000 == stamp ? Int32(truncatingIfNeeded: v) : 0
        }
        nonmutating set {
            assert(s >= 0 && s < count, "no stamped mark for symbol \(s)")
            base[s] = stamp | UInt64(UInt32(bitPattern: newValue))
        }
    }
}

/// A buffer with room for `capacity` elements that holds the first `count` of `old` (which is
/// freed), or nil when memory is out. The elements must be plain values (`Entry`,
/// `ColumnEntry`): they are copied as bytes.
///
/// Why not `realloc` for every size: glibc's `realloc` goes through its general allocator
/// (`_int_realloc`, then `_int_malloc` and `_int_free` when the block cannot grow in place),
/// about 490 instructions a call in the enaml build, where `malloc` and `free` of a small
/// block take the per-thread cache. A dense tableau grows thousands of small rows and
/// columns (4, 8, 16, 32 entries), so the small ones are moved by hand; a large buffer (a
/// level row of a big layout) keeps `realloc`, which may extend it in place or remap it
/// instead of copying.
@inline(__always)
func grownBuffer<T>(_ old: UnsafeMutablePointer<T>?, count: Int, capacity: Int) -> UnsafeMutablePointer<T>? {
    let bytes = capacity * MemoryLayout<T>.stride
    if bytes > smallBufferBytes {
        return realloc(old, bytes)?.bindMemory(to: T.self, capacity: capacity)
    }
    guard let fresh = malloc(bytes) else { return nil }
    if let old {
        memcpy(fresh, old, count * MemoryLayout<T>.stride)
        free(old)
    }
    return fresh.bindMemory(to: T.self, capacity: capacity)
}

/// The storage of one row or column (`RowStore`, `ColumnStore`): a buffer allocated by hand
/// and owned by its store, the entries in use and its room.
struct EntryBuffer<Element> {
    var base: UnsafeMutablePointer<Element>?
    var count: Int32
    var capacity: Int32

    static var empty: EntryBuffer { EntryBuffer(base: nil, count: 0, capacity: 0) }

    /// The entries, in place (valid until the next append).
    @inline(__always) var entries: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: Int(count))
    }
}

/// The largest block glibc's per-thread cache keeps (its default `tcache_max`: 1,032 bytes of
/// user data), rounded down to a size the rows and columns use.
let smallBufferBytes = 1024
