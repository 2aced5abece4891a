/// What one DSL chain made (SnapKit's `Constraint`): one `LayoutConstraint` per attribute
/// (`edges` makes four), activated and updated together.
public final class Constraint {
    public private(set) weak var view: View?
    public let layoutConstraints: [LayoutConstraint]

    init(view: View, layoutConstraints: [LayoutConstraint]) {
        self.view = view
        self.layoutConstraints = layoutConstraints
    }

    /// Whether every layout constraint is active; setting it activates or deactivates them.
    public var isActive: Bool {
        get { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        if let view, !view.snapKitConstraints.contains(where: { $0 === self }) { view.snapKitConstraints.append(self) }
    }

    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        view?.snapKitConstraints.removeAll { $0 === self }
    }

    /// Sets each constant to `amount` as its attribute reads it (in place in the solver).
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        for constraint in layoutConstraints {
            constraint.constant = amount.constraintConstantTargetValueFor(layoutAttribute: constraint.firstAttribute)
        }
        return self
    }

    /// Sets each constant to the inset `amount` with SnapKit's signs.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        let insets = amount.constraintInsetTargetValue
        for constraint in layoutConstraints {
            constraint.constant = insets.constraintConstantTargetValueFor(layoutAttribute: constraint.firstAttribute)
        }
        return self
    }

    /// Sets the priority. Between optional values it applies at once; to or from required on an
    /// active constraint it traps, as `NSLayoutConstraint` does.
    @discardableResult
    public func update(priority: LayoutPriority) -> Constraint {
        for constraint in layoutConstraints { constraint.priority = priority }
        return self
    }
}
