import Cassowary

/// How much a constraint matters (`UILayoutPriority`), a Float from 1 to 1000. 1000 is required:
/// it must hold, and a required constraint that cannot hold is broken and logged. Below 1000 a
/// constraint is optional; any amount of violation of lower priorities is preferred to violating a
/// higher one. SnapKit's `ConstraintPriority` names (`.high`, `.medium`, `.low`) are here too, so
/// `.priority(.medium)` reads as it does with SnapKit.
///
/// `Strideable` as SnapKit's `ConstraintPriority` is: `.high.advanced(by: 1)` is 751.
public struct LayoutPriority: Hashable, Strideable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1 to 1000.
    public let rawValue: Float
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (`UILayoutPriority(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// 750, the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250, the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what a fitting size pulls with when the content should decide.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// Used for `View-Encapsulated-Layout-*` on cells in UIKit; kept for ported code.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    // SnapKit's ConstraintPriority names.
    /// 750 (SnapKit's `.high`).
    public static let high = LayoutPriority(750)
    /// 500 (SnapKit's `.medium`).
    public static let medium = LayoutPriority(500)
    /// 250 (SnapKit's `.low`).
    public static let low = LayoutPriority(250)

    /// Whether this is `.required` (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }
    /// SnapKit's name for the raw value.
    public var value: Float { rawValue }

    /// The priority `amount` higher (`.high.advanced(by: 1)` is 751).
    public func advanced(by amount: Float) -> LayoutPriority { LayoutPriority(rawValue + amount) }
    /// How much higher `other` is.
    public func distance(to other: LayoutPriority) -> Float { other.rawValue - rawValue }

    /// Orders by raw value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority `rhs` higher; not clamped to 1...1000.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority `rhs` lower; not clamped to 1...1000.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The raw value, without a fraction when it has none (`750`).
    public var description: String { formatNumber(Double(rawValue)) }

    /// The solver's priority. Values outside 1...1000 are clamped: UIKit does the same rather
    /// than fail, and a priority is never data a user typed.
    var solverPriority: Priority {
        Priority(Double(min(max(rawValue, 1), 1000)))
    }
}
