/// A view that can wait in a `ReusePool` between uses: a table's cells and header and footer
/// views, a collection view's cells and supplementary views.
protocol ReusableView: View {
    /// The identifier the view waits under; nil for a view that never waits.
    var reuseIdentifier: String? { get }
    /// Lets go the size the view's content held while it showed.
    func releaseContentSize()
}

/// Views off screen that wait to show again, by reuse identifier. A waiting view stays in the
/// tree, hidden, with its size let go: its constraints stay in the engine, so reusing it costs
/// only the constants that change, not moving its constraints out of the solver and back.
struct ReusePool<Element: ReusableView> {
    private var waiting: [String: [Element]] = [:]

    /// How many views wait, all identifiers together.
    var count: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// The view that last came to wait under `identifier`, out of the pool; nil when none waits.
    mutating func take(_ identifier: String) -> Element? { waiting[identifier]?.popLast() }

    /// Takes `view` off screen: it waits in the pool (hidden, its size let go, its frame kept) or,
    /// when it has no identifier, `limit` views wait under its identifier already, or it waits
    /// already, it leaves the tree, and so the engine, for good.
    mutating func recycle(_ view: Element, limit: Int) {
        guard let identifier = view.reuseIdentifier, waiting[identifier, default: []].count < limit,
            !(waiting[identifier]?.contains { $0 === view } ?? false)
        else {
            view.removeFromSuperview()
            return
        }
        view.releaseContentSize()
        view.isHidden = true
        waiting[identifier, default: []].append(view)
    }
}
