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
        relate(.equal, to: anchor.item, anchor.attribute, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor.item, anchor.attribute, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: anchor.item, anchor.attribute, constant: constant, file: file, line: line)
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
        relate(
            .equal, to: anchor.item, anchor.attribute, multiplier: multiplier, constant: constant, file: file,
            line: line)
    }
    /// An inactive constraint `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        relate(
            .greaterThanOrEqual, to: anchor.item, anchor.attribute, multiplier: multiplier, constant: constant,
            file: file, line: line)
    }
    /// An inactive constraint `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        relate(
            .lessThanOrEqual, to: anchor.item, anchor.attribute, multiplier: multiplier, constant: constant, file: file,
            line: line)
    }
    /// An inactive constraint `self == constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        relate(.equal, to: nil, .notAnAttribute, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, to: nil, .notAnAttribute, constant: constant, file: file, line: line)
    }
    /// An inactive constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, to: nil, .notAnAttribute, constant: constant, file: file, line: line)
    }
}

/// What the factories of both kinds of anchor share: the anchor's own item and attribute.
protocol AnchorFactory {
    var item: LayoutItem { get }
    var attribute: LayoutAttribute { get }
}

extension AnchorFactory {
    /// An inactive constraint `self relation multiplier * other + constant` (`other` nil: a
    /// constant, with `.notAnAttribute`).
    func relate(
        _ relation: LayoutRelation, to otherItem: LayoutItem?, _ otherAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double, file: String, line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: otherItem, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

extension LayoutAnchor: AnchorFactory {}
extension LayoutDimension: AnchorFactory {}
