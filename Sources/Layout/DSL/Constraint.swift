/// What one DSL chain made (SnapKit's `Constraint`): one `LayoutConstraint` per attribute
/// (`edges` makes four), activated and updated together.
public final class Constraint {
    /// The item the chain constrained (a view or a layout guide); nil once it has ended.
    public var item: LayoutItem? { itemReference.object }
    private let itemReference: LiveReference<LayoutItem>
    /// The layout constraints the chain made, one per attribute, in SnapKit's attribute order.
    public let layoutConstraints: [LayoutConstraint]
    /// The constant as the chain gave it (a number, a size, insets, ...), read again for each
    /// layout constraint's attribute when the priority is updated.
    private var constant: ConstraintConstantTarget

    init(item: LayoutItem, layoutConstraints: [LayoutConstraint], constant: ConstraintConstantTarget) {
        itemReference = item.liveReference
        self.layoutConstraints = layoutConstraints
        self.constant = constant
    }

    /// The view the chain constrained; nil for a layout guide's constraint.
    public var view: View? { item as? View }

    /// Whether any of the layout constraints is active (SnapKit's reading); setting it
    /// activates or deactivates them all.
    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates every layout constraint (`NSLayoutConstraint.activate`) and remembers the chain for `snp.updateConstraints`, `remakeConstraints` and `removeConstraints`.
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        if let item, !item.snapKitConstraints.contains(where: { $0 === self }) { item.snapKitConstraints.append(self) }
    }

    /// Deactivates every layout constraint; `snp` forgets the chain.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        item?.snapKitConstraints.removeAll { $0 === self }
    }

    /// Sets each constant to `amount`, in place in the solver.
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        constant = amount
        applyConstant()
        return self
    }

    /// Sets each constant to the inset `amount` with SnapKit's signs, read for the right-hand
    /// attribute (`top.equalTo(header.snp.bottom)` updated with inset 1 is 1 above the
    /// header's bottom).
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        constant = amount.constraintInsetTargetValue
        applyConstant()
        return self
    }

    /// Sets the priority of each optional layout constraint to another optional value. As in
    /// SnapKit, a change to or from required is ignored (an active constraint cannot cross that
    /// line in Auto Layout; SnapKit does not try), and so is any change to a required one.
    @discardableResult
    public func update(priority: LayoutPriority) -> Constraint {
        applyConstant()
        for constraint in layoutConstraints where !constraint.priority.isRequired && !priority.isRequired {
            constraint.priority = priority
        }
        return self
    }

    /// `update(priority:)` with a `Float` priority.
    @discardableResult
    public func update(priority value: Float) -> Constraint { update(priority: LayoutPriority(value)) }
    /// `update(priority:)` with a `Double` priority.
    @discardableResult
    public func update(priority value: Double) -> Constraint { update(priority: LayoutPriority(Float(value))) }
    /// `update(priority:)` with an `Int` priority.
    @discardableResult
    public func update(priority value: Int) -> Constraint { update(priority: LayoutPriority(Float(value))) }

    /// Each constant as its right-hand attribute reads the chain's constant (its own attribute
    /// for a constraint against a constant alone).
    private func applyConstant() {
        for constraint in layoutConstraints {
            let attribute =
                constraint.secondAttribute == .notAnAttribute ? constraint.firstAttribute : constraint.secondAttribute
            constraint.constant = constant.constraintConstantTargetValueFor(layoutAttribute: attribute)
        }
    }
}
