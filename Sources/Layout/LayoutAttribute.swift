/// The part of an item a constraint talks about (`NSLayoutConstraint.Attribute`). The terminal
/// reads left to right, so leading is left and trailing is right.
public enum LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case notAnAttribute

    /// Width and height are sizes; the others are positions.
    public var isSize: Bool { self == .width || self == .height }

    /// The axis the attribute lies on, nil for `.notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        case .notAnAttribute: return nil
        }
    }

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
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
