/// A rectangle of whole cells: the integer geometry the canvas draws in.
///
/// `maxX` and `maxY` are exclusive, so a rect of width 0 covers no cell. A negative width or
/// height is kept as given but behaves as empty (`isEmpty`, `intersection` and `contains`
/// treat it so), which lets callers pass computed sizes without checking them first.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { x }
    public var minY: Int { y }
    /// One past the last column.
    public var maxX: Int { x + max(width, 0) }
    /// One past the last row.
    public var maxY: Int { y + max(height, 0) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// The cells both rects cover; an empty rect (width or height 0) when they do not meet.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return CellRect(x: left, y: top, width: 0, height: 0) }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rect shrunk by `dx` columns on the left and right and `dy` rows at top and bottom
    /// (negative values grow it). Never narrower than zero.
    public func insetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
