// The two heaps of the tableau: symbols by id (entering candidates, infeasible rows), a
// min-heap, and basic symbols by an integer key (expansion and evaluation of definition rows).

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
        // Element by element: `removeAll(keepingCapacity:)` went through the generic
        // `replaceSubrange`, and this runs after every add and removal (mostly on an empty heap).
        while let s = heap.popLast() { inHeap[Int(s)] = false }
    }

    /// Removes the symbols for which `shouldRemove` is true (then restores the heap order).
    /// Always inlined: called out of line, its closure (which reads the tableau) made Swift
    /// copy the whole `Tableau` struct for every symbol tested.
    @inline(__always) mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
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
        while heap.count > kept { heap.removeLast() }
        // A sorted array is a heap; the set is small next to a pivot's work, and an insertion
        // sort costs less than the library sort's setup (ids are distinct: the same order).
        for i in 1..<max(kept, 1) {
            let x = heap[i]
            var j = i
            while j > 0 && heap[j - 1] > x {
                heap[j] = heap[j - 1]
                j -= 1
            }
            heap[j] = x
        }
    }

    /// Calls `body` with every symbol in the heap, in no particular order.
    func forEach(_ body: (Int32) -> Void) { for s in heap { body(s) } }
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
        for i in 1..<max(n, 1) {
            let x = keys[i]
            var j = i
            while j > 0 && keys[j - 1] > x {
                keys[j] = keys[j - 1]
                j -= 1
            }
            keys[j] = x
        }
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
