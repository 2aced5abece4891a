// The tableau's per-symbol fields that every add, removal and pivot reads and writes (kind,
// retired flag, row, order stamp, the definition rows' flag): one buffer per field, allocated
// by hand and owned by this object, instead of a Swift array per field.
//
// Why not `[SymbolKind]`, `[Int32]`, ...: every write into a Swift array kept in the tableau
// (`rowOf[s] = r` in a pivot, `kind[s] = k` for a new symbol, `retired[s] = true` on removal,
// `order[s] = n` when a symbol becomes basic) paid a call to the runtime's uniqueness check and
// a bounds check, and every read a bounds check: about a dozen instructions a write, on paths
// of a few hundred (docs/solver.md, "Round seven"). The same reasoning as `RowStore` and
// `ColumnStore`.
//
// Ownership: a `Tableau` holds one object and is the only writer; a copy of a `Tableau` shares
// it (nothing copies a tableau and then changes both, as for the row and column stores). A
// `PerSymbol` view is valid until the next `grow` (the tableau takes new ones after each).

final class SymbolFields {
    /// Slots 0..<capacity exist in every field (symbols past `Tableau.symbolCount` hold what a
    /// new symbol starts with).
    @exclusivity(unchecked) private(set) var capacity = 0
    @exclusivity(unchecked) private(set) var kind: UnsafeMutablePointer<SymbolKind>
    @exclusivity(unchecked) private(set) var retired: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private(set) var rowOf: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private(set) var order: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private(set) var mayHoldExternal: UnsafeMutablePointer<Bool>

    init() {
        kind = .allocate(capacity: 1)
        retired = .allocate(capacity: 1)
        rowOf = .allocate(capacity: 1)
        order = .allocate(capacity: 1)
        mayHoldExternal = .allocate(capacity: 1)
    }

    deinit {
        kind.deallocate()
        retired.deallocate()
        rowOf.deallocate()
        order.deallocate()
        mayHoldExternal.deallocate()
    }

    /// Room for n symbols; the new slots hold what a new symbol starts with (an external
    /// kind, not retired, no row, order 0, no flag).
    func grow(to n: Int) {
        guard n > capacity else { return }
        kind = Self.grown(kind, capacity, n, .external)
        retired = Self.grown(retired, capacity, n, false)
        rowOf = Self.grown(rowOf, capacity, n, -1)
        order = Self.grown(order, capacity, n, 0)
        mayHoldExternal = Self.grown(mayHoldExternal, capacity, n, false)
        capacity = n
    }

    private static func grown<T>(_ old: UnsafeMutablePointer<T>, _ count: Int, _ n: Int, _ fill: T)
        -> UnsafeMutablePointer<T>
    {
        let fresh = UnsafeMutablePointer<T>.allocate(capacity: n)
        fresh.moveInitialize(from: old, count: count)
        (fresh + count).initialize(repeating: fill, count: n - count)
        old.deallocate()
        return fresh
    }
}

/// One field of `SymbolFields` read and written by symbol, as an array would be (bounds
/// asserted in debug builds only). Valid until the next `SymbolFields.grow`.
struct PerSymbol<T> {
    let base: UnsafeMutablePointer<T>?
    let count: Int

    /// No symbols yet.
    init() {
        base = nil
        count = 0
    }

    init(_ base: UnsafeMutablePointer<T>, _ count: Int) {
        self.base = base
        self.count = count
    }

    subscript(i: Int) -> T {
        @inline(__always) get {
            assert(i >= 0 && i < count, "symbol \(i) out of range")
            return base.unsafelyUnwrapped[i]
        }
        @inline(__always) nonmutating set {
            assert(i >= 0 && i < count, "symbol \(i) out of range")
            base.unsafelyUnwrapped[i] = newValue
        }
    }

    @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<T>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
