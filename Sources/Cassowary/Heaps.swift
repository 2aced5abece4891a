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
