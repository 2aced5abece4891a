// Geometry that mirrors CoreGraphics. One point is one terminal cell; values are Double because
// the solver works in reals, and drawing snaps each edge to the nearest cell (see `Rect.snapped`).

/// A location in a two-dimensional coordinate system (`CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Cells from the left.
    public var x: Double
    /// Cells from the top.
    public var y: Double
    /// The point `x` cells right and `y` cells down.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// `(x, y)`, whole numbers without a fraction.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height (`CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Cells across.
    public var width: Double
    /// Cells down.
    public var height: Double
    /// A size of `width` by `height` cells.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
    /// `(width, height)`, whole numbers without a fraction.
    public var description: String { "(\(formatNumber(width)), \(formatNumber(height)))" }
}

/// An origin and a size (`CGRect`). A negative size is kept as given (no standardisation):
/// the layout engine reports what the constraints say, and drawing treats it as empty.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle at (`x`, `y`) of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// An empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The size's width (possibly negative, kept as given).
    public var width: Double { size.width }
    /// The size's height (possibly negative, kept as given).
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// True when it has no area (a width or height of zero or less).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rect moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rect shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The overlap of two rects, or an empty rect at the origin of `self` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies inside (the left and top edges included, the right and bottom not).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rect with each edge rounded to the nearest cell. Snapping edges (not origin and size)
    /// is what keeps neighbours that share an edge in the reals sharing it in cells: no overlap, no gap.
    /// An edge half-way between two cells goes the same way whichever side the arithmetic left
    /// it on: a row's top solved as `12.499999…` and the row above's bottom summed as `12.5000…01`
    /// are one edge (six rows sharing 15 lines), and rounded apart they overlapped by a line.
    public var snapped: Rect {
        let x0 = Self.snap(minX), y0 = Self.snap(minY)
        return Rect(x: x0, y: y0, width: Self.snap(maxX) - x0, height: Self.snap(maxY) - y0)
    }

    /// `value` to the nearest whole cell, a half away from zero; a value within a millionth of
    /// a half (or of a whole) taken as that half first.
    static func snap(_ value: Double) -> Double {
        let nearestHalf = (value * 2).rounded() / 2
        return (abs(value - nearestHalf) < 1e-6 ? nearestHalf : value).rounded()
    }

    /// `(x y; width height)`, whole numbers without a fraction.
    public var description: String {
        "(\(formatNumber(minX)) \(formatNumber(minY)); \(formatNumber(width)) \(formatNumber(height)))"
    }
}

/// Insets for each edge (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top.
    public var top: Double
    /// The inset from the left.
    public var left: Double
    /// The inset from the bottom.
    public var bottom: Double
    /// The inset from the right.
    public var right: Double
    /// Insets for each side.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on all four edges.
    public init(_ all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    /// No inset on any edge.
    public static let zero = EdgeInsets(0)
}

/// Insets that follow the reading direction (`NSDirectionalEdgeInsets`). The terminal is
/// left-to-right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top.
    public var top: Double
    /// The inset from the leading (left) edge.
    public var leading: Double
    /// The inset from the bottom.
    public var bottom: Double
    /// The inset from the trailing (right) edge.
    public var trailing: Double
    /// Insets for each side, named by reading direction.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every side.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(0)
    /// The same insets in left/right terms (left-to-right layout).
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// A layout axis (`NSLayoutConstraint.Axis`).
public enum Axis: Hashable, Sendable {
    /// Left to right: x, leading, trailing, width.
    case horizontal
    /// Top to bottom: y, top, bottom, height.
    case vertical
}

/// Numbers as Auto Layout logs print them: whole numbers without a fraction, others as short as exact.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
