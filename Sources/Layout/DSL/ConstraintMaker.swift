/// The `$0` of `makeConstraints { ... }`: each attribute property starts one description. The
/// item is a view (`view.snp`) or a layout guide (`guide.snp`).
public final class ConstraintMaker: ConstraintAttributeNaming {
    let item: LayoutItem
    private var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) { self.item = item }

    /// Runs `closure` on a fresh maker for `item` and returns the constraints it described,
    /// not yet active. A view is switched to constraint-based layout.
    static func constraints(for item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        return maker.descriptions.compactMap(\.constraint)
    }

    /// Starts a chain on `attributes` (each attribute name of `ConstraintAttributeNaming` calls
    /// it: `$0.top`).
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }
}

/// Everything one chain (`$0.top.equalTo(x).offset(1).priority(.high)`) says; turned into a
/// `Constraint` once the closure has run. Its fields are `@exclusivity(unchecked)`: each is
/// set by one call of the chain and read once the closure has run, never under an overlapping
/// access, and the dynamic checks (about ten a constraint) cost more than the accesses.
final class ConstraintDescription {
    let item: LayoutItem
    @exclusivity(unchecked) var attributes: [LayoutAttribute]
    @exclusivity(unchecked) var relation: LayoutRelation?
    @exclusivity(unchecked) var related: ConstraintItem?
    @exclusivity(unchecked) var constant: ConstraintConstantTarget = 0.0
    @exclusivity(unchecked) var multiplier = 1.0
    @exclusivity(unchecked) var priority = LayoutPriority.required
    @exclusivity(unchecked) var label: String?
    @exclusivity(unchecked) var file = ""
    @exclusivity(unchecked) var line: UInt = 0

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraint, made on first use; nil for a chain that never named a relation.
    private(set) lazy var constraint: Constraint? = makeConstraint()

    /// One layout constraint per attribute of the chain, in canonical order. The right-hand
    /// attribute is SnapKit's: the same attribute when the right side names none or the same
    /// set, the counterpart for an edges-and-margins pair, else the right side's first one.
    /// A bare constant relates a position to the superview (a guide's owning view); for a
    /// centre, to the superview's left or top edge, as SnapKit does on iOS
    /// (`centerX.equalTo(10)` is 10 cells right of the superview's left edge). The constant is
    /// read for the right-hand attribute, so an inset against another item's bottom is
    /// negated.
    private func makeConstraint() -> Constraint? {
        guard let relation else { return nil }
        let from = ConstraintAttributes.normalized(attributes)
        let to = related.map { ConstraintAttributes.normalized($0.attributes) } ?? []
        let marginPair = !to.isEmpty && ConstraintAttributes.isMarginPair(from, to)
        let sameSet = from == to
        var layoutConstraints: [LayoutConstraint] = []
        layoutConstraints.reserveCapacity(from.count)
        for attribute in from {
            let toAttribute: LayoutAttribute
            if !to.isEmpty {
                toAttribute = marginPair ? ConstraintAttributes.counterpart(of: attribute) : sameSet ? attribute : to[0]
            } else if related == nil, attribute == .centerX || attribute == .centerY {
                toAttribute = attribute == .centerX ? .left : .top
            } else {
                toAttribute = attribute
            }
            var secondItem = related?.target
            if secondItem == nil, !toAttribute.isSize { secondItem = item.superviewForConstraints }
            let layoutConstraint = LayoutConstraint(
                first: item, firstAttribute: attribute, relation: relation, second: secondItem,
                secondAttribute: secondItem == nil ? .notAnAttribute : toAttribute, multiplier: multiplier,
                constant: constant.constraintConstantTargetValueFor(layoutAttribute: toAttribute),
                priority: priority, identifier: label, file: file, line: line, isSystem: false)
            layoutConstraints.append(layoutConstraint)
        }
        return Constraint(item: item, layoutConstraints: layoutConstraints, constant: constant)
    }
}

extension LayoutItem {
    /// What a bare constant relates to: a view's superview, a guide's owning view.
    var superviewForConstraints: View? {
        if let view = self as? View { return view.superview }
        return (self as? LayoutGuide)?.owningView
    }
}

/// After an attribute: more attributes, or a relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintAttributeNaming {
    /// Adds `attributes` to the chain (each attribute name of `ConstraintAttributeNaming` calls
    /// it: `$0.top.leading`).
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        description.attributes += attributes
        return self
    }
}

/// A relation to another item or a constant. Records the file and line of the call for logs.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Relating to another item sets the constant to 0 (a later `offset` or `inset` sets it);
    /// relating to a constant makes that the constant. Several right-hand attributes must be
    /// the same set as the left-hand ones, or an edges-and-margins pair: anything else is a
    /// programming error and traps, as in SnapKit.
    private func relate(
        _ relation: LayoutRelation, _ other: ConstraintRelatableTarget,
        _ file: String, _ line: UInt
    ) -> ConstraintMakerEditable {
        description.relation = relation
        description.file = file
        description.line = line
        description.constant = 0.0
        // The target says what it is (no cast at run time: see `ConstraintRelatableTarget`).
        switch other.constraintRelatedTarget {
        case .item(let item):
            guard ConstraintAttributes.canRelate(description.attributes, to: item.attributes) else {
                preconditionFailure("Cannot constraint to multiple non identical attributes. (\(file), \(line))")
            }
            description.related = item
        case .constant(let constant):
            description.related = nil
            description.constant = constant
        }
        return ConstraintMakerEditable(description)
    }

    private func superview(_ function: String) -> View {
        guard let superview = description.item.superviewForConstraints else {
            preconditionFailure("Expected superview but found nil when attempting make constraint `\(function)`.")
        }
        return superview
    }

    /// The attributes equal `other` (a view, guide, `view.snp` attribute or constant). Stops the
    /// program with a message naming the call's file and line when `other` has attributes that
    /// cannot pair with the left-hand side's.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.equal, other, file, line)
    }
    /// The attributes at most `other`; stops the program on a target that cannot relate, as `equalTo`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.lessThanOrEqual, other, file, line)
    }
    /// The attributes at least `other`; stops the program on a target that cannot relate, as `equalTo`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.greaterThanOrEqual, other, file, line)
    }
    /// The attributes equal the same attributes of the superview; stops the program when the
    /// item has no superview.
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, superview("equalToSuperview"), file, line)
    }
    /// The attributes at most the superview's; stops the program when the item has no superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superview("lessThanOrEqualToSuperview"), file, line)
    }
    /// The attributes at least the superview's; stops the program when the item has no superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable
    {
        relate(.greaterThanOrEqual, superview("greaterThanOrEqualToSuperview"), file, line)
    }

    /// Relates to what `closure` picks from the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (View) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, closure(superview("equalToSuperview")), file, line)
    }
    /// At most what `closure` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (View) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, closure(superview("lessThanOrEqualToSuperview")), file, line)
    }
    /// At least what `closure` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (View) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, closure(superview("greaterThanOrEqualToSuperview")), file, line)
    }
}

/// After a relation: constant and multiplier, then priority.
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Sets the constant to `amount` (it replaces an `equalTo(constant)`, as in SnapKit).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Moves each edge inward by `amount`, read for the right-hand attribute (SnapKit's rule):
    /// right, bottom and trailing constants are negated, a width or height shrinks by both
    /// sides, a centre moves by half the difference.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constraintInsetTargetValue
        return self
    }

    /// Sets the multiplier to `amount`.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// Sets the multiplier to `1 / amount`.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierTargetValue
        return self
    }
}

/// After the constants: the priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority (default required).
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = priority
        return self
    }
    /// `priority(_:)` with a `Float`.
    @discardableResult
    public func priority(_ value: Float) -> ConstraintMakerFinalizable { priority(LayoutPriority(value)) }
    /// `priority(_:)` with a `Double`.
    @discardableResult
    public func priority(_ value: Double) -> ConstraintMakerFinalizable { priority(LayoutPriority(Float(value))) }
    /// `priority(_:)` with an `Int`.
    @discardableResult
    public func priority(_ value: Int) -> ConstraintMakerFinalizable { priority(LayoutPriority(Float(value))) }
}

/// The end of a chain: a label for logs, and the `Constraint` to keep.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraint in logs (its `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this chain makes, to activate, deactivate or update later.
    public var constraint: Constraint { description.constraint! }
}
