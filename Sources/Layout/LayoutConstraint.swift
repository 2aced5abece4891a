import Cassowary

/// One linear relation between two items' attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute <relation> multiplier * secondItem.secondAttribute + constant`,
/// or against the constant alone when there is no second item.
///
/// An active constraint lives in its view tree's `LayoutEngine`. Changing `constant` updates the
/// solver in place; changing `priority` between two optional values re-adds it; changing it to or
/// from required while active is a programming error, as in UIKit.
///
/// The stored properties the engine reads on every activation, solve and measurement are
/// `@exclusivity(unchecked)`: plain loads and stores, never under an overlapping access, where
/// the dynamic check cost more than the access (as the view tree's links).
public final class LayoutConstraint: CustomStringConvertible {
    /// The item on the left-hand side; nil once it has ended (not retained, as in UIKit).
    public var firstItem: LayoutItem? { firstReference.object }
    @exclusivity(unchecked) private var firstReference: LiveReference<LayoutItem>
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public let relation: LayoutRelation
    /// The item on the right-hand side, nil for a constant alone (and once it has ended).
    public var secondItem: LayoutItem? { secondReference?.object }
    @exclusivity(unchecked) private var secondReference: LiveReference<LayoutItem>?
    /// Its attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: LayoutAttribute
    /// What the second attribute is multiplied by.
    public let multiplier: Double
    /// A name for logs and for finding the constraint again (`SV-spacing`, ...).
    public var identifier: String?
    /// The source file (`Module/File.swift`) and line that made the constraint, when known.
    public let file: String?
    /// The line of `file` that made the constraint.
    public let line: UInt?

    /// Whether either attribute is a margin or a baseline, whose solver terms depend on the item
    /// (`LayoutItem.resolvedAttribute`). Fixed at creation: most constraints skip that lookup.
    let involvesResolvedAttributes: Bool

    /// Whether a baseline of `item` takes part (the constraint follows its text).
    func involvesBaseline(of item: LayoutItem) -> Bool {
        involvesResolvedAttributes
            && ((firstItem === item && firstAttribute.isBaseline)
                || (secondItem === item && secondAttribute.isBaseline))
    }

    /// Whether a margin attribute of `item` takes part (the constraint follows its margins).
    func involvesMargin(of item: LayoutItem) -> Bool {
        involvesResolvedAttributes
            && ((firstItem === item && firstAttribute.isMargin) || (secondItem === item && secondAttribute.isMargin))
    }

    /// Made by the engine or a system view (encapsulated size, stack view, intrinsic size).
    /// When a conflict has to be resolved, the engine prefers breaking a constraint that is not.
    let isSystem: Bool
    /// The solver's constraint while installed, nil when inactive or broken.
    @exclusivity(unchecked) var solverConstraint: Cassowary.Constraint?
    /// The engine that holds the constraint while it is active (not retained; nil once the
    /// engine has ended).
    var engine: LayoutEngine? {
        get { engineReference?.object }
        set { engineReference = newValue?.liveReference }
    }
    @exclusivity(unchecked) private var engineReference: LiveReference<LayoutEngine>?
    /// Its place in its engine's `activeConstraints` while there, or -1.
    @exclusivity(unchecked) var registrySlot = -1
    /// Increases with every activation in an engine; the conflict rule uses it.
    @exclusivity(unchecked) var activationOrder = 0
    /// Active, but left out of the solver because it conflicted with required constraints.
    /// Set by the engine when the conflict shows: at activation in a window; in a tree outside
    /// any window, whose engine makes its additions when the layout is next needed (a layout
    /// pass, a fitting size), at that point.
    @exclusivity(unchecked) public internal(set) var isBroken = false
    /// Active in an engine that defers additions, and not in its solver yet.
    @exclusivity(unchecked) var isPendingAddition = false

    /// Added to the right-hand side. Changing it on an active constraint updates the solver in place; a required constant that cannot hold breaks a constraint by the engine's rule and logs.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// How much the constraint matters. Between optional values it may change while active; to or from `.required` while active traps, as in UIKit.
    public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue, let engine else { return }
            if priority.isRequired != oldValue.isRequired {
                preconditionFailure(
                    """
                    Mutating a priority from required to not on an installed constraint (or vice-versa) \
                    is not supported. You passed priority \(priority) and the existing priority was \
                    \(oldValue). Deactivate the constraint first: \(self)
                    """)
            }
            engine.priorityDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout. Setting it is `activate([self])` / `deactivate([self])`.
    public var isActive: Bool {
        get { engine != nil }
        set { if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) } }
    }

    /// UIKit's designated initializer. A constraint is made inactive.
    public convenience init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double,
        file: String = #fileID, line: UInt = #line
    ) {
        self.init(
            first: item, firstAttribute: attribute, relation: relation, second: toItem,
            secondAttribute: toItem == nil ? .notAnAttribute : secondAttribute,
            multiplier: multiplier, constant: constant, priority: .required,
            identifier: nil, file: file, line: line, isSystem: false)
    }

    /// UIKit's rule for a scroll view's edges: a constraint between an edge of a scroll view
    /// and a view inside it attaches to the scroll view's content (`contentLayoutGuide`), so
    /// content pinned to the scroll view's own edges gives it its content size, as in code
    /// written before the layout guides. Sizes and centres keep the scroll view's frame.
    func attachScrollViewEdgesToContent() {
        guard let second = secondItem else { return }
        if Self.isEdge(secondAttribute), let scrollView = second as? ScrollView,
            let inside = firstItem?.hostView, inside !== scrollView, inside.isDescendant(of: scrollView)
        {
            secondReference = scrollView.contentLayoutGuide.liveReference
        } else if Self.isEdge(firstAttribute), let scrollView = firstItem as? ScrollView,
            let inside = second.hostView, inside !== scrollView, inside.isDescendant(of: scrollView)
        {
            firstReference = scrollView.contentLayoutGuide.liveReference
        }
    }

    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .top, .bottom, .leading, .trailing, .left, .right: true
        default: false
        }
    }

    init(
        first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        second: LayoutItem?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        priority: LayoutPriority, identifier: String?, file: String?, line: UInt?, isSystem: Bool
    ) {
        firstReference = first.liveReference
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondReference = second?.liveReference
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.file = file
        self.line = line
        self.isSystem = isSystem
        involvesResolvedAttributes =
            firstAttribute.rawValue >= LayoutAttribute.lastBaseline.rawValue
            || secondAttribute.rawValue >= LayoutAttribute.lastBaseline.rawValue
    }

    /// A system constraint (no source location; logged with its identifier).
    static func system(
        _ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority,
            identifier: identifier, file: nil, line: nil, isSystem: true)
    }

    /// Activates each constraint in its items' engine (`NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine == nil {
            LayoutEngine.activate(constraint)
        }
    }

    /// Deactivates each constraint (`NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.engine?.deactivate(constraint) }
    }

    /// `file` without its module: `WorkplaceCell.swift`.
    var fileName: String? {
        guard let file else { return nil }
        return file.split(separator: "/").last.map(String.init) ?? file
    }

    /// Auto Layout's form: `<LayoutConstraint:0x...@File.swift#12 'id' View:0x....top == Label:0x....bottom + 1>`.
    /// Constraints without a source location (system ones) end in `(active)` while active, as
    /// `NSLayoutConstraint` does; ones with a location read as SnapKit's do.
    public var description: String {
        var text = "<LayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
        if let fileName, let line { text += "@\(fileName)#\(line)" }
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if !priority.isRequired { text += " @\(priority)" }
        if file == nil, isActive { text += "   (active)" }
        return text + ">"
    }

    /// `View:0x1.top == Label:0x2.bottom + 1`, `View:0x1.height == 10`, `View:0x1.width == 0.5*View:0x2.width`.
    var equationDescription: String {
        let lhs = "\(firstItem?.debugName ?? "nil").\(firstAttribute)"
        guard let secondItem else { return "\(lhs) \(relation) \(formatNumber(constant))" }
        var rhs = "\(secondItem.debugName).\(secondAttribute)"
        if multiplier != 1 { rhs = "\(formatNumber(multiplier))*" + rhs }
        if constant > 0 { rhs += " + \(formatNumber(constant))" }
        if constant < 0 { rhs += " - \(formatNumber(-constant))" }
        return "\(lhs) \(relation) \(rhs)"
    }
}
