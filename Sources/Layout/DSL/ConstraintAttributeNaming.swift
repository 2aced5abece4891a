/// The DSL's attribute names, said once for the three places that name attributes: on the maker
/// a name starts a chain (`$0.top`), after an attribute it adds to the chain (`$0.top.leading`),
/// and on `snp` it names a right-hand side (`headerView.snp.bottom`). Each of those types says
/// what naming gives (`named(_:)`); the names themselves are defined here.
public protocol ConstraintAttributeNaming {
    /// What naming attributes gives: a chain to extend or relate, or a right-hand side.
    associatedtype Named
    /// What naming `attributes` gives (the properties below call it with their attributes).
    func named(_ attributes: [LayoutAttribute]) -> Named
}

extension ConstraintAttributeNaming {
    /// The item's left edge.
    public var left: Named { named([.left]) }
    /// The item's right edge.
    public var right: Named { named([.right]) }
    /// The item's top edge.
    public var top: Named { named([.top]) }
    /// The item's bottom edge.
    public var bottom: Named { named([.bottom]) }
    /// The item's leading edge (the left, in a terminal).
    public var leading: Named { named([.leading]) }
    /// The item's trailing edge (the right, in a terminal).
    public var trailing: Named { named([.trailing]) }
    /// The item's width.
    public var width: Named { named([.width]) }
    /// The item's height.
    public var height: Named { named([.height]) }
    /// The item's horizontal centre.
    public var centerX: Named { named([.centerX]) }
    /// The item's vertical centre.
    public var centerY: Named { named([.centerY]) }
    /// The item's first baseline (the bottom of its first row of text).
    public var firstBaseline: Named { named([.firstBaseline]) }
    /// The item's last baseline (the bottom of its last row of text).
    public var lastBaseline: Named { named([.lastBaseline]) }
    /// The item's left edge moved in by its left margin.
    public var leftMargin: Named { named([.leftMargin]) }
    /// The item's right edge moved in by its right margin.
    public var rightMargin: Named { named([.rightMargin]) }
    /// The item's top edge moved in by its top margin.
    public var topMargin: Named { named([.topMargin]) }
    /// The item's bottom edge moved in by its bottom margin.
    public var bottomMargin: Named { named([.bottomMargin]) }
    /// The item's leading edge moved in by its leading margin.
    public var leadingMargin: Named { named([.leadingMargin]) }
    /// The item's trailing edge moved in by its trailing margin.
    public var trailingMargin: Named { named([.trailingMargin]) }
    /// The item's horizontal centre between its margins.
    public var centerXWithinMargins: Named { named([.centerXWithinMargins]) }
    /// The item's vertical centre between its margins.
    public var centerYWithinMargins: Named { named([.centerYWithinMargins]) }
    /// The item's four edges (left, top, right, bottom).
    public var edges: Named { named(ConstraintAttributes.edges) }
    /// The item's left and right edges.
    public var horizontalEdges: Named { named(ConstraintAttributes.horizontalEdges) }
    /// The item's top and bottom edges.
    public var verticalEdges: Named { named(ConstraintAttributes.verticalEdges) }
    /// The item's top, leading, bottom and trailing edges.
    public var directionalEdges: Named { named(ConstraintAttributes.directionalEdges) }
    /// The item's leading and trailing edges.
    public var directionalHorizontalEdges: Named { named(ConstraintAttributes.directionalHorizontalEdges) }
    /// The item's top and bottom edges (directional).
    public var directionalVerticalEdges: Named { named(ConstraintAttributes.directionalVerticalEdges) }
    /// The item's width and height.
    public var size: Named { named(ConstraintAttributes.size) }
    /// The item's two centres.
    public var center: Named { named(ConstraintAttributes.center) }
    /// The item's four margin edges.
    public var margins: Named { named(ConstraintAttributes.margins) }
    /// The item's four directional margin edges.
    public var directionalMargins: Named { named(ConstraintAttributes.directionalMargins) }
    /// The item's two centres within its margins.
    public var centerWithinMargins: Named { named(ConstraintAttributes.centerWithinMargins) }
}
