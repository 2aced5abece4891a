import Layout

extension View {
    /// Adds `subviews` in order, each placed by constraints alone (its autoresizing mask not
    /// turned into constraints), so that one may be named by another's constraints before its own
    /// are made.
    func addConstrainedSubviews(_ subviews: [View]) {
        for subview in subviews {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
    }
}
