/// The part of an item a constraint talks about (`NSLayoutConstraint.Attribute`, with UIKit's raw
/// values, so code that sorts constraints by attribute sorts them as it does on iOS). The
/// terminal reads left to right, so leading is left and trailing is right.
///
/// The margin attributes are the edges and centres of the item inset by its layout margins
/// (`View.directionalLayoutMargins`; a layout guide has none). The baselines are the bottom of
/// a view's first and last lines of text: a label's first baseline is one cell below its top,
/// its last baseline below its last line; a view without text has both at its bottom, as in
/// UIKit.
public enum LayoutAttribute: Int, Hashable, Sendable, CustomStringConvertible {
    /// No attribute: the right-hand side of a constraint to a constant.
    case notAnAttribute = 0
    /// The item's edges, size and centre, with UIKit's raw values 1 to 10.
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The bottom of the item's last and first line of text.
    case lastBaseline, firstBaseline
    /// The edges inset by the layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centre of the rectangle inset by the layout margins.
    case centerXWithinMargins, centerYWithinMargins

    /// Width and height are sizes; the others are positions.
    public var isSize: Bool { self == .width || self == .height }

    /// The axis the attribute lies on, nil for `.notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// The edge or centre a margin attribute is measured from (`.leftMargin` is `.left` moved
    /// in by the left margin); every other attribute is its own.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute is one of the eight margin attributes.
    public var isMargin: Bool { withoutMargin != self }

    /// Whether the attribute is a baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute's name as UIKit spells it (`left`, `centerX`, `topMargin`).
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// The left side is at most, exactly, or at least the right side.
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
