/// Row heights in one flat list with prefix sums (a Fenwick tree), so a row's offset, the total
/// height and the row at an offset are O(log n) and changing one height is O(log n). This is
/// what keeps a table's frame cost independent of its number of rows.
///
/// Invariant: `tree[i]` (1-based) holds the sum of `heights[i - lowbit(i) ..< i]`.
public struct RowHeightIndex: Sendable, Equatable {
    /// The height of every row, by row.
    public private(set) var heights: [Double]
    private var tree: [Double]

    /// Builds the index in O(n).
    public init(heights: [Double] = []) {
        self.heights = heights
        var tree = [0.0] + heights
        var i = 1
        while i < tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
            i += 1
        }
        self.tree = tree
    }

    /// Builds the index of `count` rows of one height without the general build's pass: node
    /// `i` covers `lowbit(i)` rows, so it holds `lowbit(i) * height`.
    public init(repeating height: Double, count: Int) {
        heights = Array(repeating: height, count: count)
        tree = (0...count).map { $0 == 0 ? 0 : Double($0 & -$0) * height }
    }

    /// The number of rows.
    public var count: Int { heights.count }

    /// The height of `row`; traps when `row` is out of range, as an array does.
    public subscript(row: Int) -> Double { heights[row] }

    /// Sets one row's height in O(log n).
    public mutating func setHeight(_ height: Double, at row: Int) {
        let delta = height - heights[row]
        guard delta != 0 else { return }
        heights[row] = height
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the heights of rows `0..<row` (the top of `row`); `row` may be `count`.
    public func offset(ofRow row: Int) -> Double {
        var sum = 0.0
        var i = min(max(row, 0), count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of all row heights in O(log n).
    public var totalHeight: Double { offset(ofRow: count) }

    /// The row whose span `[top, top + height)` contains `y`: the last row whose top is <= y.
    /// Clamped to the first row above the content and the last row below it; nil when empty.
    /// Zero-height rows are never returned for a y inside a taller row.
    public func row(atOffset y: Double) -> Int? {
        guard count > 0 else { return nil }
        // Descend the tree: find the largest prefix of rows whose total height is <= y.
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` rows end at or above y; row `position` contains it.
        return min(position, count - 1)
    }
}
