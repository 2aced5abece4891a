import Cassowary

/// Something constraints can position: a `View` or a `LayoutGuide`. Its four solver variables
/// (left edge and top edge in the engine's space, width, height) exist only once a constraint
/// needs them, so views laid out by hand cost the solver nothing.
open class LayoutItem {
    /// The item's solver variables, nil until a constraint refers to the item.
    /// (Unchecked, as the view's tree links: read on every constraint activated, never under
    /// an overlapping access.)
    @exclusivity(unchecked) var layoutVariables: ItemVariables?
    /// The active constraints that refer to this item, in the order they entered the engine's
    /// registry (activation order, but for a lingering fit's constraints taken back).
    @exclusivity(unchecked) var referencingConstraints: [LayoutConstraint] = []

    /// Appends `constraint` to `referencingConstraints`, the first time with room for a few
    /// (most items have several; growing one at a time was a new buffer at one, two and four).
    func addReferencingConstraint(_ constraint: LayoutConstraint) {
        if referencingConstraints.capacity == 0 { referencingConstraints.reserveCapacity(4) }
        referencingConstraints.append(constraint)
    }

    /// Takes `constraint` out of `referencingConstraints`; the last one (often the one just
    /// made) without a scan.
    func forgetReferencingConstraint(_ constraint: LayoutConstraint) {
        if referencingConstraints.last === constraint {
            referencingConstraints.removeLast()
        } else {
            referencingConstraints.removeAll { $0 === constraint }
        }
    }
    /// Constraints made through `snp` with this item as first item, active or prepared-and-active.
    var snapKitConstraints: [Constraint] = []
    /// The name `snp.setLabel(_:)` gave the item; logs show it in place of its address.
    var snapKitLabel: String?

    /// The base of `View` and `LayoutGuide`; not for use on its own. Named apart from `init()`
    /// so that `View` offers UIKit's `init()` as a convenience calling `init(frame: .zero)`,
    /// which subclasses in other modules inherit (public, or they would not).
    public init(_layoutItem: Void) {}

    /// The item's one `LiveReference`, made when first asked for.
    @exclusivity(unchecked) private var storedLiveReference: LiveReference<LayoutItem>?

    /// How constraints, item variables and DSL chains refer to the item: it reads nil once the
    /// item has ended, as the weak reference of UIKit's constraints does (see `LiveReference`).
    var liveReference: LiveReference<LayoutItem> { .of(self, keptIn: &storedLiveReference) }

    /// Clears the item's `LiveReference`: from here on what refers to the item reads nil.
    func endLiveReference() { storedLiveReference?.object = nil }

    deinit { endLiveReference() }

    /// The basic attribute whose solver terms stand for `attribute` on this item, and the offset
    /// added to them. Basic attributes are themselves; a margin attribute is its edge or centre
    /// moved by the item's margins (a guide has none); a baseline is the bottom for an item
    /// without text (`View` refines both).
    func resolvedAttribute(_ attribute: LayoutAttribute) -> (base: LayoutAttribute, offset: Double) {
        attribute.isBaseline ? (.bottom, 0) : (attribute.withoutMargin, 0)
    }

    /// The engine that solves this item's constraints: the one of its view tree.
    var layoutEngine: LayoutEngine? { nil }

    /// The view whose coordinate space the item's engine rectangle is converted into for its frame.
    var coordinateParent: View? { nil }

    /// Whether the item's frame comes from the engine (as opposed to being set by hand).
    var isPositionedByEngine: Bool { true }

    /// The view whose layout the item takes part in: a view itself, a guide's owning view.
    var hostView: View? { nil }

    /// A short name for logs: `Label:0x10524b710`.
    var debugName: String {
        if let snapKitLabel { return "\(type(of: self)):\(snapKitLabel)" }
        return "\(type(of: self)):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
    }

    /// The left edge, for anchor constraints.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading (left) edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing (right) edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

/// The solver variables of one item. `owner` is not retained (a `LiveReference`): the engine's
/// table from variable to owner must not keep views alive.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    private let ownerReference: LiveReference<LayoutItem>
    /// The item, nil once it has ended.
    var owner: LayoutItem? { ownerReference.object }
    /// Set while `LayoutEngine.solveIfNeeded` marks the views a solve moved (false otherwise).
    /// Unchecked, as the item's links: read and set there only, never under an overlapping
    /// access.
    @exclusivity(unchecked) var isVisitedBySolve = false
    /// The listing engine (a tree outside any window, see `LayoutEngine.isListing`) the item is
    /// registered in, which keeps no map of its variables; nil once that engine builds its maps,
    /// hands its list over or ends (its `deinit` clears it: an identifier never outlives its
    /// engine, so another engine at the same address is never taken for it). An identifier,
    /// not a weak reference: a weak load was a third of a listed constraint's registration.
    var listedIn: ObjectIdentifier?
    /// `width >= 0` and `height >= 0`, required and solver-only, for the axes on which the item
    /// has a compressible intrinsic size (see `LayoutEngine.syncSizeFloors`). `floorsWidth` and
    /// `floorsHeight` say which are wanted; whichever engine has the item holds those.
    /// Made on first use: most items (containers, guides) never have one.
    private(set) lazy var widthFloor = Cassowary.Constraint(Expression(width), .greaterThanOrEqual)
    private(set) lazy var heightFloor = Cassowary.Constraint(Expression(height), .greaterThanOrEqual)
    var floorsWidth = false
    var floorsHeight = false

    /// The variables are named by attribute only (literals: no string is built for each of the
    /// four variables of every item, which was a tenth of building a card). Logs name the
    /// views through their constraints, never through variables.
    init(owner: LayoutItem) {
        ownerReference = owner.liveReference
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }

    var all: [Variable] { [minX, minY, width, height] }

    /// Whether `variable` is one of the four.
    func holds(_ variable: Variable) -> Bool {
        variable === minX || variable === minY || variable === width || variable === height
    }

    /// Sets the `context` of the four variables: the item's index in the `registeredItems` of
    /// the engine that has it, or -1.
    func setContext(_ index: Int) {
        minX.context = index
        minY.context = index
        width.context = index
        height.context = index
    }

    /// Appends the terms of `attribute`'s linear expression scaled by `scale`; the terminal is
    /// left-to-right, so leading is left. (Appending in place builds a constraint's expression
    /// with one array.)
    /// Margin attributes and baselines reach here resolved (`LayoutItem.resolvedAttribute`); if
    /// one does not, it stands for its edge (a baseline for the bottom).
    func appendTerms(of attribute: LayoutAttribute, scaledBy scale: Double, to terms: inout [Term]) {
        switch attribute.withoutMargin {
        case .left, .leading: terms.append(Term(minX, scale))
        case .right, .trailing: terms.append(Term(minX, scale)); terms.append(Term(width, scale))
        case .top: terms.append(Term(minY, scale))
        case .bottom, .firstBaseline, .lastBaseline: terms.append(Term(minY, scale)); terms.append(Term(height, scale))
        case .centerX: terms.append(Term(minX, scale)); terms.append(Term(width, 0.5 * scale))
        case .centerY: terms.append(Term(minY, scale)); terms.append(Term(height, 0.5 * scale))
        case .width: terms.append(Term(width, scale))
        case .height: terms.append(Term(height, scale))
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            break
        }
    }

    /// The rectangle in the engine's space (the root view's coordinates, ignoring scrolling).
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// A rectangle that takes part in layout without drawing (`UILayoutGuide`). Stack views use
/// guides for the equal gaps of `.equalSpacing`.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view the guide belongs to (`View.addLayoutGuide`); its coordinates are the guide's.
    public internal(set) weak var owningView: View?
    /// A name for logs.
    public var identifier: String = ""

    /// A guide that belongs to no view yet; add it with `View.addLayoutGuide(_:)`.
    public init() { super.init(_layoutItem: ()) }

    override var layoutEngine: LayoutEngine? { owningView?.layoutEngine }
    override var coordinateParent: View? { owningView }
    override var hostView: View? { owningView }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    public var layoutFrame: Rect {
        guard let variables = layoutVariables, let owner = owningView else { return .zero }
        let origin = owner.engineOrigin
        return variables.rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// `<kind 'identifier' layoutFrame = (x y; width height)>`, for logs.
    public var description: String { "<\(debugName) '\(identifier)' layoutFrame = \(layoutFrame)>" }
}
