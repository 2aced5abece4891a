// The layout guides every UIView has. A terminal has no notch or home indicator, so the safe
// area is the whole view; the margins guide follows `directionalLayoutMargins`.

extension View {
    /// The part of the view not covered by system chrome (`safeAreaLayoutGuide`): all of it.
    public var safeAreaLayoutGuide: LayoutGuide {
        guide(named: View.safeAreaIdentifier, insets: .zero)
    }

    /// The view inset by `directionalLayoutMargins` (`layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        guide(named: View.marginsIdentifier, insets: directionalLayoutMargins)
    }

    /// A guide of no height along the top or bottom edge, made on first use (a view
    /// controller's `topLayoutGuide` and `bottomLayoutGuide`).
    func barGuide(top: Bool) -> LayoutGuide {
        let identifier = top ? "View-topLayoutGuide" : "View-bottomLayoutGuide"
        if let existing = layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let edge: LayoutAttribute = top ? .top : .bottom
        LayoutConstraint.activate([
            .system(identifier + "-edge", guide, edge, .equal, self, edge),
            .system(identifier + "-leading", guide, .leading, .equal, self, .leading),
            .system(identifier + "-trailing", guide, .trailing, .equal, self, .trailing),
            .system(identifier + "-height", guide, .height, .equal, nil, .notAnAttribute),
        ])
        return guide
    }

    static let safeAreaIdentifier = "View-safeAreaLayoutGuide"
    static let marginsIdentifier = "View-layoutMarginsGuide"

    /// The guide with `identifier`, made on first use and pinned to the view's edges at `insets`.
    private func guide(named identifier: String, insets: DirectionalEdgeInsets) -> LayoutGuide {
        if let existing = layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        LayoutConstraint.activate([
            .system(identifier + "-top", guide, .top, .equal, self, .top, constant: insets.top),
            .system(identifier + "-leading", guide, .leading, .equal, self, .leading, constant: insets.leading),
            .system(identifier + "-bottom", guide, .bottom, .equal, self, .bottom, constant: -insets.bottom),
            .system(identifier + "-trailing", guide, .trailing, .equal, self, .trailing, constant: -insets.trailing),
        ])
        return guide
    }

    /// Keeps the margins guide at the current margins, in place.
    func layoutMarginsDidChange() {
        guard let guide = layoutGuides.first(where: { $0.identifier == View.marginsIdentifier }) else { return }
        let margins = directionalLayoutMargins
        for constraint in guide.referencingConstraints where constraint.secondItem === self {
            switch constraint.firstAttribute {
            case .top: constraint.constant = margins.top
            case .leading: constraint.constant = margins.leading
            case .bottom: constraint.constant = -margins.bottom
            case .trailing: constraint.constant = -margins.trailing
            default: break
            }
        }
    }
}
