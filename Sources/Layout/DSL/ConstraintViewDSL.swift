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
    /// The view or guide the DSL constrains.
    var item: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    private func attributes(_ list: [LayoutAttribute]) -> ConstraintItem {
        ConstraintItem(target: item, attributes: list)
    }
    /// The item's left edge, for the right-hand side of a chain.
    public var left: ConstraintItem { attributes([.left]) }
    /// The item's right edge, for the right-hand side of a chain.
    public var right: ConstraintItem { attributes([.right]) }
    /// The item's top edge, for the right-hand side of a chain.
    public var top: ConstraintItem { attributes([.top]) }
    /// The item's bottom edge, for the right-hand side of a chain.
    public var bottom: ConstraintItem { attributes([.bottom]) }
    /// The item's leading edge (the left, in a terminal), for the right-hand side of a chain.
    public var leading: ConstraintItem { attributes([.leading]) }
    /// The item's trailing edge (the right, in a terminal), for the right-hand side of a chain.
    public var trailing: ConstraintItem { attributes([.trailing]) }
    /// The item's width, for the right-hand side of a chain.
    public var width: ConstraintItem { attributes([.width]) }
    /// The item's height, for the right-hand side of a chain.
    public var height: ConstraintItem { attributes([.height]) }
    /// The item's horizontal centre, for the right-hand side of a chain.
    public var centerX: ConstraintItem { attributes([.centerX]) }
    /// The item's vertical centre, for the right-hand side of a chain.
    public var centerY: ConstraintItem { attributes([.centerY]) }
    /// The item's first baseline (the bottom of its first row of text), for the right-hand side of a chain.
    public var firstBaseline: ConstraintItem { attributes([.firstBaseline]) }
    /// The item's last baseline (the bottom of its last row of text), for the right-hand side of a chain.
    public var lastBaseline: ConstraintItem { attributes([.lastBaseline]) }
    /// The item's left edge moved in by its left margin, for the right-hand side of a chain.
    public var leftMargin: ConstraintItem { attributes([.leftMargin]) }
    /// The item's right edge moved in by its right margin, for the right-hand side of a chain.
    public var rightMargin: ConstraintItem { attributes([.rightMargin]) }
    /// The item's top edge moved in by its top margin, for the right-hand side of a chain.
    public var topMargin: ConstraintItem { attributes([.topMargin]) }
    /// The item's bottom edge moved in by its bottom margin, for the right-hand side of a chain.
    public var bottomMargin: ConstraintItem { attributes([.bottomMargin]) }
    /// The item's leading edge moved in by its leading margin, for the right-hand side of a chain.
    public var leadingMargin: ConstraintItem { attributes([.leadingMargin]) }
    /// The item's trailing edge moved in by its trailing margin, for the right-hand side of a chain.
    public var trailingMargin: ConstraintItem { attributes([.trailingMargin]) }
    /// The item's horizontal centre between its margins, for the right-hand side of a chain.
    public var centerXWithinMargins: ConstraintItem { attributes([.centerXWithinMargins]) }
    /// The item's vertical centre between its margins, for the right-hand side of a chain.
    public var centerYWithinMargins: ConstraintItem { attributes([.centerYWithinMargins]) }
    /// The item's four edges (left, top, right, bottom), for the right-hand side of a chain.
    public var edges: ConstraintItem { attributes(ConstraintAttributes.edges) }
    /// The item's left and right edges, for the right-hand side of a chain.
    public var horizontalEdges: ConstraintItem { attributes(ConstraintAttributes.horizontalEdges) }
    /// The item's top and bottom edges, for the right-hand side of a chain.
    public var verticalEdges: ConstraintItem { attributes(ConstraintAttributes.verticalEdges) }
    /// The item's top, leading, bottom and trailing edges, for the right-hand side of a chain.
    public var directionalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalEdges) }
    /// The item's leading and trailing edges, for the right-hand side of a chain.
    public var directionalHorizontalEdges: ConstraintItem {
        attributes(ConstraintAttributes.directionalHorizontalEdges)
    }
    /// The item's top and bottom edges (directional), for the right-hand side of a chain.
    public var directionalVerticalEdges: ConstraintItem { attributes(ConstraintAttributes.directionalVerticalEdges) }
    /// The item's width and height, for the right-hand side of a chain.
    public var size: ConstraintItem { attributes(ConstraintAttributes.size) }
    /// The item's two centres, for the right-hand side of a chain.
    public var center: ConstraintItem { attributes(ConstraintAttributes.center) }
    /// The item's four margin edges, for the right-hand side of a chain.
    public var margins: ConstraintItem { attributes(ConstraintAttributes.margins) }
    /// The item's four directional margin edges, for the right-hand side of a chain.
    public var directionalMargins: ConstraintItem { attributes(ConstraintAttributes.directionalMargins) }
    /// The item's two centres within its margins, for the right-hand side of a chain.
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
