/// `values` ascending, each once: what `Set(values).sorted()` gives, without building a set. The
/// first set of an element type built by its mangled name in a process has the runtime scan its
/// conformance records for the element's `Hashable` (about 0.3 M instructions); the shipped
/// tables' few dozen values need no hashing.
func sortedWithoutRepeats<Value: Comparable>(_ values: [Value]) -> [Value] {
    var sorted = values
    sorted.sort()
    var kept = 0
    for value in sorted where kept == 0 || sorted[kept - 1] != value {
        sorted[kept] = value
        kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
}
