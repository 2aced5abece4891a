// Anchors (`NSLayoutAnchor`): typed handles on one attribute of an item, so that the compiler
// rejects relating a horizontal position to a vertical one or a position to a size.
// Every factory records the file and line that called it, for the unsatisfiable-constraint log.

/// Marks anchors of horizontal positions: left, right, leading, trailing, centerX.
public enum XAxisAnchorKind {}
/// Marks anchors of vertical positions: top, bottom, centerY.
public enum YAxisAnchorKind {}

/// A position anchor; `Kind` keeps horizontal and vertical ones apart (`NSLayoutAnchor<T>`).
public struct LayoutAnchor<Kind> {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    /// An inactive constraint `self == anchor + constant` (`NSLayoutAnchor.constraint(equalTo:constant:)`).
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
}

/// A horizontal position anchor: it relates only to other horizontal ones.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// A vertical position anchor: it relates only to other vertical ones.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>

/// A size: width or height. Sizes may relate to each other with a multiplier, or to a constant.
public struct LayoutDimension {
    /// The view or guide whose size this is.
    public let item: LayoutItem
    /// `.width` or `.height`.
    public let attribute: LayoutAttribute

    /// An inactive constraint `self == multiplier * anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self == constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
}
