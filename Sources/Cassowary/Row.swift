// The rows and column entries of the sparse tableau (see `Tableau` for the invariants that
// tie them together).

enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

struct ColumnEntry {
    var row: Int32
    var pos: Int32
    var coefficient: Double
}

/// One entry of a row: its symbol, its coefficient, and its index in `columns[symbol]`.
/// One buffer of these per row (not three parallel arrays): one allocation, and an entry's
/// fields on one cache line.
struct Entry {
    var symbol: Int32
    /// Index of this entry's twin in `columns[symbol]` (not maintained in detached rows).
    var columnPosition: Int32
    var coefficient: Double
}

/// A row outside the tableau (being built, or a copy in the undo log): `basic = constant +
/// sum(entries)`. Rows in the tableau live in its `RowStore`; `RowStore`'s `load` and
/// `snapshot` copy between the two.
struct Row {
    var entries: [Entry] = []
    var constant: Double = 0
    var basic: Int32 = -1
    var rank: Int32 = -1
    var inUse = false
    var isDefinition = false

    /// The row's symbols, in entry order (a new array: for error reports and other cold paths).
    var symbols: [Int32] { entries.map(\.symbol) }

    /// Position of s among the entries by a linear scan.
    @inline(__always) func position(of s: Int32) -> Int? { entries.firstIndex { $0.symbol == s } }

    /// Removes the entries of a detached row that cancelled (coefficient exactly 0, as
    /// `sum` leaves them; `columnPosition` not maintained).
    mutating func dropZeros() {
        var i = 0
        while i < entries.count {
            if entries[i].coefficient == 0 {
                entries.swapAt(i, entries.count - 1)
                entries.removeLast()
            } else {
                i += 1
            }
        }
    }
}
