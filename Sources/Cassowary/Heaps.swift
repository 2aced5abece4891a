// The two heaps of the tableau: symbols by id (entering candidates, infeasible rows), a
// min-heap, and basic symbols by an integer key (expansion and evaluation of definition rows).

/// A min-heap of symbol ids without duplicates (a flag per symbol says "in the heap").
///
/// Its storage is managed by hand, as the row and column stores are (`RowStore`,
/// `ColumnStore`): as two Swift arrays in the tableau struct, every insert paid a uniqueness
/// check of each array and their bounds checks, about 4 % of an optional add/remove cycle
/// (an insert for every symbol whose level costs change). Ownership as for the stores: a
/// `Tableau` holds its two heaps and is the only writer; a copy of a tableau shares them.
///
/// `ordered: false` makes it a plain set in the same storage: an insert appends and a
/// `removeAll(where:)` does not sort, and `min`/`popMin` must not be used. The entering
/// candidates are such a set: every choice among them is by a total order (`enteringSymbol`),
/// so the order they are visited in changes nothing, and keeping a heap order cost every
/// insert its sift (an insert for every symbol whose level costs change).
final class SymbolHeap {
    private let ordered: Bool
    @exclusivity(unchecked) private var heap: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 16
    @exclusivity(unchecked) private var inHeap: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private var slots = 0

    init(ordered: Bool = true) {
        self.ordered = ordered
        heap = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        inHeap = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    }

    deinit {
        heap.deallocate()
        inHeap.deallocate()
    }

    /// Room for n more symbols (their flags false).
    func grow(by n: Int) {
        let fresh = UnsafeMutablePointer<Bool>.allocate(capacity: slots + n)
        fresh.moveInitialize(from: inHeap, count: slots)
        (fresh + slots).initialize(repeating: false, count: n)
        inHeap.deallocate()
        inHeap = fresh
        slots += n
    }

    var min: Int32? {
        assert(ordered, "a set has no least symbol")
        return count > 0 ? heap[0] : nil
    }

    @inline(__always) func contains(_ s: Int32) -> Bool { inHeap[Int(s)] }

    @inline(__always) func insert(_ s: Int32) {
        assert(Int(s) >= 0 && Int(s) < slots, "no flag for symbol \(s)")
        guard !inHeap[Int(s)] else { return }
        inHeap[Int(s)] = true
        if count == capacity { enlarge() }
        var i = count
        count += 1
        while ordered && i > 0 {
            let parent = (i - 1) / 2
            if heap[parent] <= s { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = s
    }

    private func enlarge() {
        let fresh = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
        fresh.moveInitialize(from: heap, count: count)
        heap.deallocate()
        heap = fresh
        capacity *= 2
    }

    func removeMin() {
        assert(ordered, "a set has no least symbol")
        inHeap[Int(heap[0])] = false
        count -= 1
        let last = heap[count]
        guard count > 0 else { return }
        var i = 0
        let n = count
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

    func popMin() -> Int32? {
        guard count > 0 else { return nil }
        let s = heap[0]
        removeMin()
        return s
    }

    @inline(__always) func removeAll() {
        while count > 0 {
            count -= 1
            inHeap[Int(heap[count])] = false
        }
    }

    /// Removes the symbols for which `shouldRemove` is true (then restores the heap order).
    @inline(__always) func removeAll(where shouldRemove: (Int32) -> Bool) {
        var kept = 0
        for i in 0..<count {
            let s = heap[i]
            if shouldRemove(s) {
                inHeap[Int(s)] = false
            } else {
                heap[kept] = s
                kept += 1
            }
        }
        if kept == count { return }
        count = kept
        if !ordered { return }
        // A sorted array is a heap; the set is small next to a pivot's work, and an insertion
        // sort costs less than the library sort's setup (ids are distinct: the same order).
        insertionSort(UnsafeMutableBufferPointer(start: heap, count: kept), by: <)
    }

    /// Calls `body` with every symbol in the heap, in no particular order.
    @inline(__always) func forEach(_ body: (Int32) -> Void) { for i in 0..<count { body(heap[i]) } }
}

/// A max-heap of symbols by an integer key (largest key first). Used both ways: `expandRefs`
/// pushes `order` (latest basic first), and `updateVariables` pushes `-order`, which makes it a
/// min-heap on order (earliest definition row first).
struct OrderHeap {
    private struct Entry {
        var key: Int32
        var symbol: Int32
    }
    private var heap: [Entry] = []

    mutating func push(_ key: Int32, _ symbol: Int32) {
        var i = heap.count
        heap.append(Entry(key: key, symbol: symbol))
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent].key >= key { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = Entry(key: key, symbol: symbol)
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
        return top.symbol
    }
}

/// Sorts `keys` (each below `limit`, and no two equal in their bits from `low` on)
/// ascending: insertion sort for a few, else a least significant digit radix sort, 8 bits a
/// pass, over bits `low` up to those `limit` needs. Used for the definition rows of an update
/// (thousands after a build, keys `order << 32 | symbol`, most often in order already, which
/// one pass finds): O(n + 256) a pass, and no comparison closure (the library's `sort(by:)`
/// also instantiated its run stack's type at run time the first time it ran, a fixed 0.2 M
/// instructions in the first update).
func sortKeys(_ keys: UnsafeMutableBufferPointer<UInt64>, below limit: UInt64, from low: Int = 0) {
    let n = keys.count
    if n < 64 {
        insertionSort(keys, by: <)
        return
    }
    var sorted = true
    for i in 1..<n where keys[i - 1] > keys[i] {
        sorted = false
        break
    }
    if sorted { return }
    let bits = 64 - limit.leadingZeroBitCount
    var from = Array(keys)
    var scratch = [UInt64](repeating: 0, count: n)
    var counts = [Int](repeating: 0, count: 256)
    var shift = low
    while shift < bits {
        for i in counts.indices { counts[i] = 0 }
        for k in from { counts[Int((k >> UInt64(shift)) & 255)] += 1 }
        var total = 0
        for i in counts.indices {
            let c = counts[i]
            counts[i] = total
            total += c
        }
        for k in from {
            let d = Int((k >> UInt64(shift)) & 255)
            scratch[counts[d]] = k
            counts[d] += 1
        }
        swap(&from, &scratch)
        shift += 8
    }
    for i in 0..<n { keys[i] = from[i] }
}

/// Sorts `a` by insertion (`inOrder(x, y)`: x goes before y), stable: for the few elements
/// the solver sorts at a time (a pruned heap, an update's waiting rows), where the library
/// sort's setup costs more than the comparisons.
@inline(__always)
func insertionSort<T>(_ a: UnsafeMutableBufferPointer<T>, by inOrder: (T, T) -> Bool) {
    for i in 1..<max(a.count, 1) {
        let x = a[i]
        var j = i
        while j > 0 && inOrder(x, a[j - 1]) {
            a[j] = a[j - 1]
            j -= 1
        }
        a[j] = x
    }
}
