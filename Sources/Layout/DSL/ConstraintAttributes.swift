/// The attribute names and aggregates of the DSL, shared by `view.snp` (right-hand sides) and
/// the maker (left-hand sides). `directional...` edges and margins use leading and trailing.
///
/// A chain names a set of attributes, as SnapKit's option set does: `$0.left.left` is one
/// attribute, and the constraints of a chain come in one fixed order (`canonicalOrder`,
/// SnapKit's), whatever order the chain named them in.
public enum ConstraintAttributes {
    /// The four edges (left, top, right, bottom).
    public static let edges: [LayoutAttribute] = [.left, .top, .right, .bottom]
    /// The left and right edges.
    public static let horizontalEdges: [LayoutAttribute] = [.left, .right]
    /// The top and bottom edges.
    public static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
    /// The top, leading, bottom and trailing edges.
    public static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let directionalHorizontalEdges: [LayoutAttribute] = [.leading, .trailing]
    /// The top and bottom edges (directional).
    public static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]
    /// The width and height.
    public static let size: [LayoutAttribute] = [.width, .height]
    /// The two centres.
    public static let center: [LayoutAttribute] = [.centerX, .centerY]
    /// The four margin edges.
    public static let margins: [LayoutAttribute] = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The four directional margin edges.
    public static let directionalMargins: [LayoutAttribute] = [
        .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
    ]
    /// The two centres within its margins.
    public static let centerWithinMargins: [LayoutAttribute] = [.centerXWithinMargins, .centerYWithinMargins]

    /// The order in which a chain's attributes become constraints.
    public static let canonicalOrder: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// `attributes` as a set in canonical order, each once (a single attribute as it is: most
    /// chains name one, and this runs for every chain).
    static func normalized(_ attributes: [LayoutAttribute]) -> [LayoutAttribute] {
        attributes.count == 1 ? attributes : canonicalOrder.filter(attributes.contains)
    }

    /// The edges-and-margins pairs, normalized once.
    private static let marginPairs: [([LayoutAttribute], [LayoutAttribute])] = [
        (edges, margins), (margins, edges), (directionalEdges, directionalMargins),
        (directionalMargins, directionalEdges),
    ].map { (normalized($0.0), normalized($0.1)) }

    /// Whether normalized `from` and `to` are an edges-and-margins pair
    /// (`$0.edges.equalTo(other.snp.margins)` relates each edge to the margin on its side, and
    /// the reverse).
    static func isMarginPair(_ from: [LayoutAttribute], _ to: [LayoutAttribute]) -> Bool {
        from.count == 4 && marginPairs.contains { $0.0 == from && $0.1 == to }
    }

    /// An edge's margin attribute, a margin's edge.
    static func counterpart(of attribute: LayoutAttribute) -> LayoutAttribute {
        if attribute.isMargin { return attribute.withoutMargin }
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return attribute
        }
    }

    /// Whether a chain of `from` may relate to an item's `to` attributes: none or one, the same
    /// set, or an edges-and-margins pair (SnapKit refuses anything else).
    static func canRelate(_ from: [LayoutAttribute], to: [LayoutAttribute]) -> Bool {
        guard to.count > 1 else { return true }
        let from = normalized(from), to = normalized(to)
        return from == to || isMarginPair(from, to)
    }
}
