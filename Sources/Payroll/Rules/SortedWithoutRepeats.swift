/// `values` ascending, each once: what `Set(values).sorted()` gives, without building a set. A
/// set made or copied where its type is built from its mangled name has the runtime scan its
/// conformance records for the element's `Hashable` (about 0.3 M instructions at each such place
/// first reached); the shipped tables' few dozen values need no hashing.
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
