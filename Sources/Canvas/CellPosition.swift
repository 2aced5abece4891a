// Shared by Layout (where a focused view wants the cursor) and Terminal (where the backend puts it).
/// A cell of the screen: column `x` and row `y`, both from 0 at the top-left.
public struct CellPosition: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}
