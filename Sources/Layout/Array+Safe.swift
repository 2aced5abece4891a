extension Array {
    /// The element at `index`, or nil when the array has none there.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
