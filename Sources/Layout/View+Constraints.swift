// The constraints a view holds, in UIKit's sense: a constraint is installed on the nearest
// common ancestor of the views of its items (a guide counts as its owning view), and on the
// item's own view when it has one item (`width == 10`).

extension View {
    /// The active constraints installed on this view (`UIView.constraints`): those whose items'
    /// nearest common ancestor is this view, in activation order.
    ///
    /// Listed: constraints made by the app (DSL, anchors, `LayoutConstraint(item:...)`) and a
    /// stack view's `SV-*`. Not listed: what the engine makes for its own bookkeeping, named
    /// `View-*` (the encapsulated frame of a hand-placed view, intrinsic size, fitting sizes,
    /// the pins of the safe-area and margins guides). UIKit does not list content-size
    /// constraints either; it adds a hand-placed view's autoresizing constraints only in its
    /// next layout pass, where this engine holds such a view at once, so they are left out.
    public var constraints: [LayoutConstraint] {
        guard let engine = rootView.ownedEngine else { return [] }
        return engine.constraints.filter { !$0.isEngineBookkeeping && $0.installationView === self }
    }

    /// Activates `constraint` (`UIView.addConstraint`): it is installed where its items meet,
    /// which for a constraint UIKit accepts here is this view or the one it names.
    public func addConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.activate([constraint])
    }

    /// Activates each constraint (`UIView.addConstraints`).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` if it is installed on this view (`UIView.removeConstraint`);
    /// a constraint held by another view is left alone, as in UIKit.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.isActive, constraint.installationView === self else { return }
        LayoutConstraint.deactivate([constraint])
    }

    /// Deactivates each constraint installed on this view (`UIView.removeConstraints`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

extension LayoutConstraint {
    /// The view that holds the constraint: the nearest common ancestor of its items' views.
    var installationView: View? {
        guard let first = firstItem?.hostView else { return nil }
        guard let second = secondItem?.hostView else { return first }
        return first.nearestCommonAncestor(with: second)
    }

    /// A constraint the engine keeps for itself (`View-*`), not one an app or a stack view made.
    var isEngineBookkeeping: Bool {
        isSystem && identifier?.hasPrefix("View-") == true
    }
}
