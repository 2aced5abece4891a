// Anchors (`NSLayoutAnchor`): typed handles on one attribute of an item, so that the compiler
// rejects relating a horizontal position to a vertical one or a position to a size.
// Every factory records the file and line that called it, for the unsatisfiable-constraint log.

/// Marks anchors of horizontal positions: left, right, leading, trailing, centerX.
public enum XAxisAnchorKind {}
/// Marks anchors of vertical positions: top, bottom, centerY.
public enum YAxisAnchorKind {}

/// A position anchor; `Kind` keeps horizontal and vertical ones apart (`NSLayoutAnchor<T>`).
public struct LayoutAnchor<Kind> {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>

/// A size: width or height. Sizes may relate to each other with a multiplier, or to a constant.
public struct LayoutDimension {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: multiplier, constant: constant, file: file, line: line)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: multiplier, constant: constant, file: file, line: line)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: multiplier, constant: constant, file: file, line: line)
    }
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: constant, file: file, line: line)
    }
}
