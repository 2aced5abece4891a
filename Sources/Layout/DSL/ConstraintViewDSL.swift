extension View {
    /// The SnapKit-style DSL: `view.snp.makeConstraints { $0.top.equalToSuperview() }`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// The DSL on a layout guide: its attributes as right-hand sides, and
    /// `guide.snp.makeConstraints { ... }` as on a view.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// The attributes of an item as right-hand sides (`headerView.snp.bottom`), its label, and the
/// five ways to make its constraints.
public protocol ConstraintAttributesDSL: ConstraintAttributeNaming where Named == ConstraintItem {
    /// The view or guide the DSL constrains.
    var item: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    /// The item's `attributes` as a right-hand side (each attribute name of
    /// `ConstraintAttributeNaming` calls it: `headerView.snp.bottom`).
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: item, attributes: attributes)
    }

    /// Names the item in constraint logs (`View:header.top == ...`), as SnapKit's label does.
    public func setLabel(_ label: String?) { item.snapKitLabel = label }

    /// The name `setLabel(_:)` gave, if any.
    public func label() -> String? { item.snapKitLabel }

    /// Makes and activates the constraints the closure describes.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for constraint in ConstraintMaker.constraints(for: item, closure) { constraint.activate() }
    }

    /// Removes every constraint `snp` made on this item before, then makes these.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Changes the constants of existing constraints only. Each constraint described must match
    /// one that `snp` made on this item before (same items, attributes, relation, multiplier
    /// and priority); a missing match is a programming error and traps, as in SnapKit. With no
    /// `snp` constraints at all yet, it makes them (SnapKit does the same).
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        guard !item.snapKitConstraints.isEmpty else { return makeConstraints(closure) }
        let existing = item.snapKitConstraints.flatMap(\.layoutConstraints)
        for constraint in ConstraintMaker.constraints(for: item, closure) {
            for wanted in constraint.layoutConstraints {
                guard let match = existing.first(where: { $0.matches(wanted) && $0.priority == wanted.priority }) else {
                    preconditionFailure(
                        "Updated constraint could not find existing matching constraint to update: \(wanted)")
                }
                match.constant = wanted.constant
            }
        }
    }

    /// Deactivates every constraint `snp` made on this item.
    public func removeConstraints() {
        for constraint in item.snapKitConstraints { constraint.deactivate() }
    }

    /// Makes constraints without activating them; keep them and call `activate()` later.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.constraints(for: item, closure)
    }
}

/// `guide.snp`.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The guide the DSL constrains.
    public let guide: LayoutGuide
    /// The guide.
    public var item: LayoutItem { guide }
}

/// `view.snp`: the attributes of a view, the five ways to make its constraints, and SnapKit's
/// shorthands for its hugging and compression-resistance priorities.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view the DSL constrains.
    public let view: View
    /// The view.
    public var item: LayoutItem { view }

    /// The view's horizontal content hugging priority, as a number (SnapKit's shorthand).
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }
    /// The view's vertical content hugging priority, as a number.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }
    /// The view's horizontal compression resistance priority, as a number.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }
    /// The view's vertical compression resistance priority, as a number.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

extension LayoutConstraint {
    /// SnapKit's sameness for `updateConstraints` (with the priority, compared by the caller):
    /// same items, attributes, relation, multiplier.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier
    }
}
