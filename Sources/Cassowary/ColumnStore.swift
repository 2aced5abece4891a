// The tableau's column index: for each symbol, the (row, position, coefficient) of every row
// entry that holds it. One header per symbol and one buffer per column, allocated by hand and
// owned by this object, instead of an array of arrays.
//
// Why not `[[ColumnEntry]]`: every write into an inner array (a coefficient after a
// substitution, a position after a swap-remove, an append) paid a uniqueness check of that
// array and its bounds check, and every read of a column retained and released it. A pivot
// on a small tableau makes a few dozen such writes per row it touches, and they were a large
// part of its cost (docs/solver.md, "A column store without an array per symbol").
//
// Ownership: a `Tableau` holds one store and is the only writer. A copy of a `Tableau` shares
// its store, which is safe only because nothing copies a tableau and then changes both (the
// solver holds one tableau; a rebuild makes a new one). A column read as a buffer is valid
// until the next append to that column.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ColumnStore {
    typealias Header = EntryBuffer<ColumnEntry>

    /// One header per symbol slot (`slots` of them).
    @exclusivity(unchecked) private(set) var headers: UnsafeMutablePointer<Header>
    @exclusivity(unchecked) private(set) var slots: Int

    /// Buffers of released columns (`release`), each with room for at least `pooledCapacity`
    /// entries, given with their room to the next columns that get their first entry (a
    /// buffer handed on as if it held four entries was `realloc`ed again when its new column
    /// passed four: twice in every optional add/remove cycle).
    @exclusivity(unchecked) private var pool:
        UnsafeMutablePointer<(base: UnsafeMutablePointer<ColumnEntry>, capacity: Int32)>
    @exclusivity(unchecked) private var pooled = 0
    @exclusivity(unchecked) private var poolCapacity = 16
    private static let pooledCapacity = 4

    /// Buffers of four and of sixteen entries (a column's first, and its second when it
    /// outgrows four) are cut from slabs, not allocated one by one: their `malloc`s mostly
    /// missed glibc's per-thread cache (about 140-170 instructions each in kiwi's enaml form,
    /// where a few hundred columns start and many pass four entries). So every buffer of
    /// four or sixteen entries belongs to a slab and is never freed alone (outgrown, it goes
    /// to the pool); slabs are freed with the store. A slab's first entry holds the link to
    /// the slab made before it. Slabs of 1 + 15 x 4 and 1 + 3 x 16 entries (976 and 784
    /// bytes): under the 1 KB past which glibc serves a request from its large bins
    /// (`smallBufferBytes`).
    @exclusivity(unchecked) private var slabs: UnsafeMutablePointer<ColumnEntry>? = nil
    @exclusivity(unchecked) private var small = Cutter(buffers: 15, capacity: pooledCapacity)
    @exclusivity(unchecked) private var medium = Cutter(buffers: 3, capacity: mediumCapacity)
    /// Room of the larger buffers cut from slabs (the smaller: `pooledCapacity`).
    private static let mediumCapacity = 16

    /// The slab that buffers of one size are being cut from, and how many are left in it.
    private struct Cutter {
        var slab: UnsafeMutablePointer<ColumnEntry>? = nil
        var left = 0
        let buffers: Int
        let capacity: Int
    }

    init() {
        headers = UnsafeMutablePointer<Header>.allocate(capacity: 1)
        slots = 0
        pool = .allocate(capacity: poolCapacity)
    }

    deinit {
        for s in 0..<slots where !Self.isCut(headers[s].capacity) { free(headers[s].base) }
        for i in 0..<pooled where !Self.isCut(pool[i].capacity) { free(pool[i].base) }
        var next = slabs
        while let slab = next {
            next = UnsafeRawPointer(slab).load(as: UnsafeMutablePointer<ColumnEntry>?.self)
            free(slab)
        }
        headers.deallocate()
        pool.deallocate()
    }

    /// Whether a buffer of this room was cut from a slab.
    @inline(__always) private static func isCut(_ capacity: Int32) -> Bool {
        capacity == Int32(pooledCapacity) || capacity == Int32(mediumCapacity)
    }

    /// A new slab of `buffers` buffers of `capacity` entries, linked to the others.
    private func newSlab(buffers: Int, capacity: Int) -> UnsafeMutablePointer<ColumnEntry> {
        let entries = 1 + buffers * capacity
        guard let raw = malloc(entries * MemoryLayout<ColumnEntry>.stride) else {
            fatalError("out of memory for the column store")
        }
        raw.storeBytes(of: slabs, as: UnsafeMutablePointer<ColumnEntry>?.self)
        let slab = raw.bindMemory(to: ColumnEntry.self, capacity: entries)
        slabs = slab
        return slab
    }

    /// A buffer from the cutter's slab (a new slab when it is used up).
    private func cut(_ cutter: inout Cutter) -> UnsafeMutablePointer<ColumnEntry> {
        if cutter.left == 0 {
            cutter.slab = newSlab(buffers: cutter.buffers, capacity: cutter.capacity)
            cutter.left = cutter.buffers
        }
        cutter.left -= 1
        return cutter.slab! + 1 + cutter.left * cutter.capacity
    }

    /// Gives the buffer of empty column s to the next column that gets its first entry (a
    /// removed constraint's symbols are never used again; their ids come back only when
    /// they are the newest, `Tableau.reclaimSymbols`, and their buffers always).
    /// Any empty column may be released: it gets a buffer again on its next append.
    func release(_ s: Int) {
        assert(s >= 0 && s < slots && headers[s].count == 0, "column \(s) is not empty")
        guard let base = headers[s].base, headers[s].capacity >= Int32(Self.pooledCapacity) else { return }
        pool(base, headers[s].capacity)
        headers[s].base = nil
        headers[s].capacity = 0
    }

    /// Keeps `base` (room for `capacity` entries) for the next column that gets its first entry.
    private func pool(_ base: UnsafeMutablePointer<ColumnEntry>, _ capacity: Int32) {
        if pooled == poolCapacity {
            let fresh = UnsafeMutablePointer<(base: UnsafeMutablePointer<ColumnEntry>, capacity: Int32)>.allocate(
                capacity: 2 * poolCapacity)
            fresh.moveInitialize(from: pool, count: pooled)
            pool.deallocate()
            pool = fresh
            poolCapacity *= 2
        }
        pool[pooled] = (base, capacity)
        pooled += 1
    }

    /// Makes room for symbols 0..<n (new columns are empty).
    func grow(to n: Int) {
        guard n > slots else { return }
        let fresh = UnsafeMutablePointer<Header>.allocate(capacity: n)
        fresh.moveInitialize(from: headers, count: slots)
        (fresh + slots).initialize(repeating: .empty, count: n - slots)
        headers.deallocate()
        headers = fresh
        slots = n
    }

    /// The entries of symbol s's column (valid until the next append to it).
    @inline(__always) subscript(s: Int) -> UnsafeMutableBufferPointer<ColumnEntry> {
        assert(s >= 0 && s < slots, "no column for symbol \(s)")
        return headers[s].entries
    }

    @inline(__always) func count(_ s: Int) -> Int {
        assert(s >= 0 && s < slots, "no column for symbol \(s)")
        return Int(headers[s].count)
    }

    /// Appends e to column s; returns its position.
    @inline(__always) @discardableResult
    func append(_ s: Int, _ e: ColumnEntry) -> Int32 {
        assert(s >= 0 && s < slots, "no column for symbol \(s)")
        let n = headers[s].count
        if n == headers[s].capacity { enlarge(s) }
        (headers[s].base! + Int(n)).initialize(to: e)
        headers[s].count = n + 1
        return n
    }

    /// Gives column s more room: four entries for a column never used (most columns hold one
    /// to four; a pooled buffer, or one cut from a slab), then four times as many up to 64
    /// (sixteen cut from a slab too) and twice as many after, past sixteen through
    /// `grownBuffer` (Swift's `allocate` went through `posix_memalign`). Quadrupling the
    /// small ones: in a dense tableau (kiwi's enaml form) a pivot adds an entry to many
    /// columns at once, and each step of 4, 8, 16, 32 was a reallocation (enaml build -1.2 %
    /// of instructions against doubling; the card layouts' columns rarely pass four).
    private func enlarge(_ s: Int) {
        if headers[s].capacity == 0 && pooled > 0 {
            pooled -= 1
            headers[s].base = pool[pooled].base
            headers[s].capacity = pool[pooled].capacity
            return
        }
        if headers[s].capacity == 0 {
            headers[s].base = cut(&small)
            headers[s].capacity = Int32(Self.pooledCapacity)
            return
        }
        let old = Int(headers[s].capacity)
        let capacity = old < 64 ? old * 4 : old * 2
        // A buffer cut from a slab and outgrown goes to the pool (the next new column takes
        // it), never to `free`; its successor of sixteen entries comes from a slab too.
        if Self.isCut(Int32(old)), let base = headers[s].base {
            let grown: UnsafeMutablePointer<ColumnEntry>
            if capacity == Self.mediumCapacity {
                grown = cut(&medium)
            } else {
                guard let fresh = malloc(capacity * MemoryLayout<ColumnEntry>.stride) else {
                    fatalError("out of memory for a column of \(capacity) entries")
                }
                grown = fresh.bindMemory(to: ColumnEntry.self, capacity: capacity)
            }
            grown.moveInitialize(from: base, count: Int(headers[s].count))
            pool(base, Int32(old))
            headers[s].base = grown
            headers[s].capacity = Int32(capacity)
            return
        }
        guard let grown = grownBuffer(headers[s].base, count: Int(headers[s].count), capacity: capacity) else {
            fatalError("out of memory for a column of \(capacity) entries")
        }
        headers[s].base = grown
        headers[s].capacity = Int32(capacity)
    }

    @inline(__always) func removeLast(_ s: Int) {
        assert(s >= 0 && s < slots && headers[s].count > 0, "empty column \(s)")
        headers[s].count -= 1
    }

    /// Entries in all columns (for the invariant check).
    var totalCount: Int {
        var n = 0
        for s in 0..<slots { n += Int(headers[s].count) }
        return n
    }
}
