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
/// One array of these per row (not three parallel arrays): one allocation, one uniqueness
/// check and one bounds check per access instead of three, and an entry's fields on one
/// cache line.
struct Entry {
    var symbol: Int32
    /// Index of this entry's twin in `columns[symbol]` (not maintained in detached rows).
    var columnPosition: Int32
    var coefficient: Double
}

struct Row {
    var entries: [Entry] = []
    var constant: Double = 0
    var basic: Int32 = -1
    var rank: Int32 = -1
    var inUse = false
    /// May refer to external basics (see the file comment); false for every other row.
    var isDefinition = false
    /// Objective rows of priority levels only (they grow to O(symbols) entries, and a
    /// substitution must not scan them): index[s] = position + 1 of s, 0 if absent (or
    /// beyond the end). Kept exact by every primitive that adds, moves or removes an entry.
    var index: [Int32] = []

    @inline(__always) var isLevel: Bool { Tableau.isLevelRank(rank) }

    /// The row's symbols, in entry order (a new array: for error reports and other cold paths).
    var symbols: [Int32] { entries.map(\.symbol) }

    /// Position of s among the entries by a linear scan (detached rows, which have no index).
    @inline(__always) func position(of s: Int32) -> Int? { entries.firstIndex { $0.symbol == s } }

    @inline(__always) func indexed(_ s: Int32) -> Int { Int(s) < index.count ? Int(index[Int(s)]) : 0 }

    @inline(__always) mutating func setIndex(_ s: Int32, _ k: Int) {
        if Int(s) >= index.count {
            index.append(contentsOf: repeatElement(0, count: max(Int(s) + 1 - index.count, index.count)))
        }
        index[Int(s)] = Int32(k)
    }

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
