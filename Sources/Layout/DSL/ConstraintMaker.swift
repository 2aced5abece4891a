/// The `$0` of `makeConstraints { ... }`: each attribute property starts one description.
public final class ConstraintMaker {
    let view: View
    private var descriptions: [ConstraintDescription] = []

    init(view: View) { self.view = view }

    /// Runs `closure` on a fresh maker for `view` and returns the constraints it described,
    /// not yet active. The view is switched to constraint-based layout.
    static func constraints(for view: View, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        view.translatesAutoresizingMaskIntoConstraints = false
        return maker.descriptions.compactMap(\.constraint)
    }

    private func start(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { start([.left]) }
    public var right: ConstraintMakerExtendable { start([.right]) }
    public var top: ConstraintMakerExtendable { start([.top]) }
    public var bottom: ConstraintMakerExtendable { start([.bottom]) }
    public var leading: ConstraintMakerExtendable { start([.leading]) }
    public var trailing: ConstraintMakerExtendable { start([.trailing]) }
    public var width: ConstraintMakerExtendable { start([.width]) }
    public var height: ConstraintMakerExtendable { start([.height]) }
    public var centerX: ConstraintMakerExtendable { start([.centerX]) }
    public var centerY: ConstraintMakerExtendable { start([.centerY]) }
    public var edges: ConstraintMakerExtendable { start(ConstraintAttributes.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { start(ConstraintAttributes.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { start(ConstraintAttributes.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { start(ConstraintAttributes.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(ConstraintAttributes.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(ConstraintAttributes.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { start(ConstraintAttributes.size) }
    public var center: ConstraintMakerExtendable { start(ConstraintAttributes.center) }
}

/// Everything one chain (`$0.top.equalTo(x).offset(1).priority(.high)`) says; turned into a
/// `Constraint` once the closure has run.
final class ConstraintDescription {
    let view: View
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var related: ConstraintItem?
    var constant: ConstraintConstantTarget = 0.0
    var multiplier = 1.0
    var priority = LayoutPriority.required
    var label: String?
    var file = ""
    var line: UInt = 0

    init(view: View, attributes: [LayoutAttribute]) {
        self.view = view
        self.attributes = attributes
    }

    /// The constraint, made on first use; nil for a chain that never named a relation.
    private(set) lazy var constraint: Constraint? = makeConstraint()

    private func makeConstraint() -> Constraint? {
        guard let relation else { return nil }
        var layoutConstraints: [LayoutConstraint] = []
        for (index, attribute) in attributes.enumerated() {
            var secondItem: LayoutItem?
            var secondAttribute = LayoutAttribute.notAnAttribute
            if let related {
                secondItem = related.target
                let targets = related.attributes
                secondAttribute = targets.isEmpty ? attribute
                    : targets.count == attributes.count ? targets[index]
                    : targets.count == 1 ? targets[0] : attribute
            } else if !attribute.isSize {
                // A constant for a position relates to the superview, as in SnapKit.
                secondItem = view.superview
                secondAttribute = view.superview == nil ? .notAnAttribute : attribute
            }
            let layoutConstraint = LayoutConstraint(
                first: view, firstAttribute: attribute, relation: relation, second: secondItem,
                secondAttribute: secondAttribute, multiplier: multiplier,
                constant: constant.constraintConstantTargetValueFor(layoutAttribute: attribute),
                priority: priority, identifier: label, file: file, line: line, isSystem: false)
            layoutConstraints.append(layoutConstraint)
        }
        return Constraint(view: view, layoutConstraints: layoutConstraints)
    }
}

/// After an attribute: more attributes, or a relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        description.attributes += attributes
        return self
    }
    public var left: ConstraintMakerExtendable { adding([.left]) }
    public var right: ConstraintMakerExtendable { adding([.right]) }
    public var top: ConstraintMakerExtendable { adding([.top]) }
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    public var width: ConstraintMakerExtendable { adding([.width]) }
    public var height: ConstraintMakerExtendable { adding([.height]) }
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    public var edges: ConstraintMakerExtendable { adding(ConstraintAttributes.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(ConstraintAttributes.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(ConstraintAttributes.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(ConstraintAttributes.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(ConstraintAttributes.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(ConstraintAttributes.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(ConstraintAttributes.size) }
    public var center: ConstraintMakerExtendable { adding(ConstraintAttributes.center) }
}

/// A relation to another item or a constant. Records the file and line of the call for logs.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ relation: LayoutRelation, _ other: ConstraintRelatableTarget,
                        _ file: String, _ line: UInt) -> ConstraintMakerEditable {
        description.relation = relation
        description.file = file
        description.line = line
        switch other {
        case let item as ConstraintItem: description.related = item
        case let view as View: description.related = ConstraintItem(target: view, attributes: [])
        case let guide as LayoutGuide: description.related = ConstraintItem(target: guide, attributes: [])
        case let constant as ConstraintConstantTarget: description.constant = constant
        default: preconditionFailure("Unsupported relatable target \(other)")
        }
        return ConstraintMakerEditable(description)
    }

    private func superview(_ function: String) -> View {
        guard let superview = description.view.superview else {
            preconditionFailure("Expected superview but found nil when attempting make constraint `\(function)`.")
        }
        return superview
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, other, file, line)
    }
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other, file, line)
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, line)
    }
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, superview("equalToSuperview"), file, line)
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superview("lessThanOrEqualToSuperview"), file, line)
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superview("greaterThanOrEqualToSuperview"), file, line)
    }
}

/// After a relation: constant and multiplier, then priority.
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Adds `amount` to every attribute's constant (SnapKit replaces an `equalTo(constant)`).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Moves each edge inward by `amount`: right, bottom and trailing constants are negated, a
    /// width or height shrinks by both sides (SnapKit's rule).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constraintInsetTargetValue
        return self
    }

    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierTargetValue
        return self
    }
}

/// After the constants: the priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = priority
        return self
    }
    @discardableResult
    public func priority(_ value: Float) -> ConstraintMakerFinalizable { priority(LayoutPriority(value)) }
    @discardableResult
    public func priority(_ value: Double) -> ConstraintMakerFinalizable { priority(LayoutPriority(Float(value))) }
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
