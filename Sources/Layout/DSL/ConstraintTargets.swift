// What the DSL accepts after `equalTo`, `offset`, `inset` and `multipliedBy`. The protocols
// let the compiler reject, say, `offset(someView)`, as SnapKit's do.

/// A constant as each attribute reads it. A number means the same for every attribute; a
/// point, size or insets gives each attribute its own part (SnapKit's rules, below).
public protocol ConstraintConstantTarget {
    /// The constant a constraint on `layoutAttribute` gets from this value.
    func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double
}

/// What `offset(_:)` takes: a number.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes: a number (the same inset on every side) or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {
    /// The insets this value stands for.
    var constraintInsetTargetValue: EdgeInsets { get }
}

/// What `multipliedBy(_:)` and `dividedBy(_:)` take.
public protocol ConstraintMultiplierTarget {
    /// The multiplier this value stands for.
    var constraintMultiplierTargetValue: Double { get }
}

/// What `equalTo(_:)` and its siblings take: another view, guide or attribute, or a constant.
public protocol ConstraintRelatableTarget {
    /// What this value is on the right-hand side of a relation. Each type says it itself, so that
    /// making a constraint casts nothing at run time: the first cast of each type to a protocol
    /// costs the Swift runtime a scan of every conformance record of the process.
    var constraintRelatedTarget: ConstraintRelatedTarget { get }
}

/// The right-hand side of a relation: an item (a view or guide, with no attributes: the
/// left-hand side's) or a constant.
public enum ConstraintRelatedTarget {
    case item(ConstraintItem)
    case constant(ConstraintConstantTarget)
}

extension ConstraintConstantTarget where Self: ConstraintRelatableTarget {
    /// A constant.
    public var constraintRelatedTarget: ConstraintRelatedTarget { .constant(self) }
}

extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintRelatableTarget {
    /// The number, for every attribute.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double { self }
    /// The number on every side.
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(self) }
    /// The number.
    public var constraintMultiplierTargetValue: Double { self }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintRelatableTarget {
    /// The number, for every attribute.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double { Double(self) }
    /// The number on every side.
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(Double(self)) }
    /// The number.
    public var constraintMultiplierTargetValue: Double { Double(self) }
}

extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintRelatableTarget {
    /// The number, for every attribute.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double { Double(self) }
    /// The number on every side.
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(Double(self)) }
    /// The number.
    public var constraintMultiplierTargetValue: Double { Double(self) }
}

extension Point: ConstraintConstantTarget, ConstraintRelatableTarget {
    /// x for horizontal attributes, y for vertical ones, nothing for sizes.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double {
        switch layoutAttribute {
        case .left, .right, .leading, .trailing, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            x
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline: y
        default: 0
        }
    }
}

extension Size: ConstraintConstantTarget, ConstraintRelatableTarget {
    /// width for `.width`, height for `.height`, nothing for positions.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double {
        switch layoutAttribute {
        case .width: width
        case .height: height
        default: 0
        }
    }
}

extension EdgeInsets: ConstraintInsetTarget, ConstraintRelatableTarget {
    /// SnapKit's signs: an inset moves an edge inward, so right, bottom and trailing are
    /// negated; a width shrinks by left + right, a height by top + bottom; a centre moves by half
    /// the difference of its two sides.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double {
        switch layoutAttribute {
        case .left, .leading, .leftMargin, .leadingMargin: left
        case .top, .topMargin, .firstBaseline: top
        case .right, .trailing, .rightMargin, .trailingMargin: -right
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }
    /// The insets themselves.
    public var constraintInsetTargetValue: EdgeInsets { self }
}

extension DirectionalEdgeInsets: ConstraintInsetTarget, ConstraintRelatableTarget {
    /// The insets with leading as left and trailing as right, read as `EdgeInsets` reads them.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double {
        edgeInsets.constraintConstantTargetValueFor(layoutAttribute: layoutAttribute)
    }
    /// The insets with leading as left and trailing as right.
    public var constraintInsetTargetValue: EdgeInsets { edgeInsets }
}

extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintRelatableTarget {
    /// The number, for every attribute.
    public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> Double { Double(self) }
    /// The number on every side.
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(Double(self)) }
    /// The number.
    public var constraintMultiplierTargetValue: Double { Double(self) }
}

extension View: ConstraintRelatableTarget {
    /// The view, with the left-hand side's attributes.
    public var constraintRelatedTarget: ConstraintRelatedTarget { .item(ConstraintItem(target: self, attributes: [])) }
}

extension LayoutGuide: ConstraintRelatableTarget {
    /// The guide, with the left-hand side's attributes.
    public var constraintRelatedTarget: ConstraintRelatedTarget { .item(ConstraintItem(target: self, attributes: [])) }
}

/// An item with some of its attributes, as `view.snp.bottom` or `view.snp.edges` give it.
/// No attributes means "the same attributes as the left-hand side".
public struct ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide.
    public let target: LayoutItem
    /// Its attributes named on the right-hand side (none: the left-hand side's).
    public let attributes: [LayoutAttribute]

    /// The item itself.
    public var constraintRelatedTarget: ConstraintRelatedTarget { .item(self) }
}

// SnapKit's type names, so code written with SnapKit compiles with its import changed.
/// SnapKit's name for a view.
public typealias ConstraintView = View
/// SnapKit's name for a layout guide.
public typealias ConstraintLayoutGuide = LayoutGuide
/// SnapKit's name for edge insets.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for directional insets.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// SnapKit's name for a priority (`.high`, `.medium`, `.low`, `.value`, strideable).
public typealias ConstraintPriority = LayoutPriority
