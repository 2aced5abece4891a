// Debugging aids in the spirit of UIKit's UIConstraintBasedLayoutDebugging category.

extension View {
    /// Whether the constraints leave this view's frame free to move or resize without cost
    /// (`hasAmbiguousLayout`). A view laid out by hand is never ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, layoutVariables != nil, let engine = layoutEngine else {
            return false
        }
        return engine.hasAmbiguousLayout(self)
    }

    /// The active constraints that position or size this view along `axis`, system-made ones
    /// included, in activation order (`constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        referencingConstraints.filter { constraint in
            (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
        }.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// The tree below this view, one view per line with its frame, indented by depth (UIKit's
    /// `recursiveDescription`). Views whose layout is ambiguous are marked `AMBIGUOUS LAYOUT`.
    public var recursiveDescription: String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let prefix = String(repeating: "   | ", count: depth)
            var line = prefix + view.description
            if view.hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
