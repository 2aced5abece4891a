/// The attribute names and aggregates of the DSL, shared by `view.snp` (right-hand sides) and
/// the maker (left-hand sides). `directional...` edges use leading and trailing.
public enum ConstraintAttributes {
    public static let edges: [LayoutAttribute] = [.top, .left, .bottom, .right]
    public static let horizontalEdges: [LayoutAttribute] = [.left, .right]
    public static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
    public static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    public static let directionalHorizontalEdges: [LayoutAttribute] = [.leading, .trailing]
    public static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]
    public static let size: [LayoutAttribute] = [.width, .height]
    public static let center: [LayoutAttribute] = [.centerX, .centerY]
}
