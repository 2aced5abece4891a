/// The attribute names and aggregates of the DSL, shared by `view.snp` (right-hand sides) and
/// the maker (left-hand sides). `directional...` edges and margins use leading and trailing.
///
/// A chain names a set of attributes, as SnapKit's option set does: `$0.left.left` is one
/// attribute, and the constraints of a chain come in one fixed order (`canonicalOrder`,
/// SnapKit's), whatever order the chain named them in.
public enum ConstraintAttributes {
    public static let edges: [LayoutAttribute] = [.left, .top, .right, .bottom]
    public static let horizontalEdges: [LayoutAttribute] = [.left, .right]
    public static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
    public static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    public static let directionalHorizontalEdges: [LayoutAttribute] = [.leading, .trailing]
    public static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]
    public static let size: [LayoutAttribute] = [.width, .height]
    public static let center: [LayoutAttribute] = [.centerX, .centerY]
    public static let margins: [LayoutAttribute] = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: [LayoutAttribute] = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: [LayoutAttribute] = [.centerXWithinMargins, .centerYWithinMargins]

    /// The order in which a chain's attributes become constraints.
    public static let canonicalOrder: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// `attributes` as a set in canonical order, each once.
    static func normalized(_ attributes: [LayoutAttribute]) -> [LayoutAttribute] {
        canonicalOrder.filter(attributes.contains)
    }

    /// Whether two lists name the same set of attributes.
    static func same(_ first: [LayoutAttribute], _ second: [LayoutAttribute]) -> Bool {
        normalized(first) == normalized(second)
    }

    /// The right-hand attribute for `attribute` when a chain of `from` relates to `to` and the
    /// two are an edges-and-margins pair (`$0.edges.equalTo(other.snp.margins)` relates each
    /// edge to the margin on its side, and the reverse); nil for any other pair.
    static func counterpart(of attribute: LayoutAttribute, from: [LayoutAttribute], to: [LayoutAttribute]) -> LayoutAttribute? {
        let pairs: [([LayoutAttribute], [LayoutAttribute])] = [
            (edges, margins), (margins, edges), (directionalEdges, directionalMargins), (directionalMargins, directionalEdges),
        ]
        guard pairs.contains(where: { same(from, $0.0) && same(to, $0.1) }) else { return nil }
        if attribute.isMargin { return attribute.withoutMargin }
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return nil
        }
    }

    /// Whether a chain of `from` may relate to an item's `to` attributes: none or one, the same
    /// set, or an edges-and-margins pair (SnapKit refuses anything else).
    static func canRelate(_ from: [LayoutAttribute], to: [LayoutAttribute]) -> Bool {
        to.count <= 1 || same(from, to) || from.contains { counterpart(of: $0, from: from, to: to) != nil }
    }
}
