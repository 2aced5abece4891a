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
    public var firstBaseline: ConstraintItem { attributes([.firstBaseline]) }
    public var lastBaseline: ConstraintItem { attributes([.lastBaseline]) }
    public var leftMargin: ConstraintItem { attributes([.leftMargin]) }
    public var rightMargin: ConstraintItem { attributes([.rightMargin]) }
    public var topMargin: ConstraintItem { attributes([.topMargin]) }
    public var bottomMargin: ConstraintItem { attributes([.bottomMargin]) }
    public var leadingMargin: ConstraintItem { attributes([.leadingMargin]) }
    public var trailingMargin: ConstraintItem { attributes([.trailingMargin]) }
    public var centerXWithinMargins: ConstraintItem { attributes([.centerXWithinMargins]) }
    public var centerYWithinMargins: ConstraintItem { attributes([.centerYWithinMargins]) }
    public var edges: ConstraintItem { attributes(ConstraintAttributes.edges) }
    public var horizontalEdges: ConstraintItem { attributes(ConstraintAttributes.horizontalEdges) }
    public var verticalEdges: ConstraintItem { attributes(ConstraintAttributes.verticalEdges) }
    public var directionalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalVerticalEdges) }
    public var size: ConstraintItem { attributes(ConstraintAttributes.size) }
    public var center: ConstraintItem { attributes(ConstraintAttributes.center) }
    public var margins: ConstraintItem { attributes(ConstraintAttributes.margins) }
    public var directionalMargins: ConstraintItem { attributes(ConstraintAttributes.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { attributes(ConstraintAttributes.centerWithinMargins) }

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
                    preconditionFailure("Updated constraint could not find existing matching constraint to update: \(wanted)")
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
    public let guide: LayoutGuide
    public var item: LayoutItem { guide }
}

/// `view.snp`: the attributes of a view, the five ways to make its constraints, and SnapKit's
/// shorthands for its hugging and compression-resistance priorities.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public let view: View
    public var item: LayoutItem { view }

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
