/// Bold, dim, italic, underline, reverse: the attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: foreground and background colour and text attributes. A value: two
/// cells look the same exactly when their styles are equal.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    public var isBold: Bool { attributes.contains(.bold) }
    public var isDim: Bool { attributes.contains(.dim) }
    public var isItalic: Bool { attributes.contains(.italic) }
    public var isUnderlined: Bool { attributes.contains(.underline) }
    public var isReversed: Bool { attributes.contains(.reverse) }

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style as a terminal of `depth` can show it. Monochrome keeps the attributes (so a
    /// selection drawn in reverse stays visible) and drops the colours.
    public func downgraded(to depth: ColorDepth) -> Style {
        Style(
            foreground: foreground.downgraded(to: depth), background: background.downgraded(to: depth),
            attributes: attributes)
    }
}
