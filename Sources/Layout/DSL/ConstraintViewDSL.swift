extension View {
    /// The SnapKit-style DSL: `view.snp.makeConstraints { $0.top.equalToSuperview() }`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// A guide's attributes for the right-hand side of the DSL.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// The attributes of an item as right-hand sides: `headerView.snp.bottom`.
public protocol ConstraintAttributesDSL {
    var item: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    private func attributes(_ list: [LayoutAttribute]) -> ConstraintItem { ConstraintItem(target: item, attributes: list) }
    public var left: ConstraintItem { attributes([.left]) }
    public var right: ConstraintItem { attributes([.right]) }
    public var top: ConstraintItem { attributes([.top]) }
    public var bottom: ConstraintItem { attributes([.bottom]) }
    public var leading: ConstraintItem { attributes([.leading]) }
    public var trailing: ConstraintItem { attributes([.trailing]) }
    public var width: ConstraintItem { attributes([.width]) }
    public var height: ConstraintItem { attributes([.height]) }
    public var centerX: ConstraintItem { attributes([.centerX]) }
    public var centerY: ConstraintItem { attributes([.centerY]) }
    public var edges: ConstraintItem { attributes(ConstraintAttributes.edges) }
    public var horizontalEdges: ConstraintItem { attributes(ConstraintAttributes.horizontalEdges) }
    public var verticalEdges: ConstraintItem { attributes(ConstraintAttributes.verticalEdges) }
    public var directionalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalVerticalEdges) }
    public var size: ConstraintItem { attributes(ConstraintAttributes.size) }
    public var center: ConstraintItem { attributes(ConstraintAttributes.center) }
}

public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    public let guide: LayoutGuide
    public var item: LayoutItem { guide }
}

/// `view.snp`: the attributes of a view, and the five ways to make its constraints.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public let view: View
    public var item: LayoutItem { view }

    // SnapKit's shorthands for the view's hugging and compression-resistance priorities.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// Makes and activates the constraints the closure describes.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for constraint in ConstraintMaker.constraints(for: view, closure) { constraint.activate() }
    }

    /// Removes every constraint `snp` made on this view before, then makes these.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Changes the constant of existing constraints only. Each constraint described must match
    /// one that `snp` made on this view before (same items, attributes, relation and
    /// multiplier); a missing match is a programming error and traps, as in SnapKit.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let existing = view.snapKitConstraints.flatMap(\.layoutConstraints)
        for constraint in ConstraintMaker.constraints(for: view, closure) {
            for wanted in constraint.layoutConstraints {
                guard let match = existing.first(where: { $0.matches(wanted) }) else {
                    preconditionFailure("Updated constraint could not find existing matching constraint to update: \(wanted)")
                }
                match.constant = wanted.constant
            }
        }
    }

    /// Deactivates every constraint `snp` made on this view.
    public func removeConstraints() {
        for constraint in view.snapKitConstraints { constraint.deactivate() }
    }

    /// Makes constraints without activating them; keep them and call `activate()` later.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.constraints(for: view, closure)
    }
}

extension LayoutConstraint {
    /// SnapKit's sameness for `updateConstraints`: same items, attributes, relation, multiplier.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier
    }
}
