/// A colour named for what it means, not how it looks (`UIColor.label`, `.secondaryLabel`,
/// `.tintColor`, `.separator`, `.systemRed`, ...): it resolves to a terminal colour for a trait
/// collection, so one screen reads right on a light or a dark terminal, at normal or high
/// contrast, in 24-bit colour, 256 colours, 16 or none.
///
/// How it resolves (`resolvedColor(with:)`):
/// - 24-bit colour: the RGB value of the style (light or dark) and contrast.
/// - 256 colours: the nearest entry of the 6x6x6 cube or the grey ramp to that RGB value.
/// - 16 (or 8) colours: a named ANSI colour chosen by hand per style and contrast (the nearest
///   of 16 to an RGB value is often wrong: a dark grey becomes black). 8 colours fold the
///   bright ones onto the normal ones.
/// - Monochrome (and `NO_COLOR`): the terminal's default colour; what the colour meant is kept
///   by `monochromeAttributes` (secondary text dim, a tint bold, ...), added by
///   `Style(_:background:attributes:traits:)`.
/// Colours that are the terminal's own (`label`, `systemBackground`) resolve to `.default`
/// everywhere, so the user's terminal theme shows through.
public struct SemanticColor: Hashable, Sendable, CustomStringConvertible {
    /// One style's look: an RGB value (nil: the terminal's default colour) and its 16-colour
    /// stand-in.
    struct Shade: Hashable, Sendable {
        var red: UInt8, green: UInt8, blue: UInt8
        var ansi: Color
        var isTerminalDefault: Bool

        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ ansi: Color) {
            (self.red, self.green, self.blue, self.ansi, isTerminalDefault) = (red, green, blue, ansi, false)
        }

        static let terminalDefault: Shade = {
            var shade = Shade(0, 0, 0, .default)
            shade.isTerminalDefault = true
            return shade
        }()
    }

    /// The colour's name (`secondaryLabel`), for debugging and the inspector.
    public let name: String
    let light: Shade, dark: Shade, lightHighContrast: Shade, darkHighContrast: Shade
    /// The attributes that carry the colour's meaning where no colour shows, at normal contrast.
    public let monochromeAttributes: TextAttributes
    /// The same at high contrast (never dim: dim text is what high contrast avoids).
    public let highContrastMonochromeAttributes: TextAttributes

    init(
        _ name: String, light: Shade, dark: Shade, lightHighContrast: Shade? = nil, darkHighContrast: Shade? = nil,
        monochrome: TextAttributes = [], highContrastMonochrome: TextAttributes? = nil
    ) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast ?? light
        self.darkHighContrast = darkHighContrast ?? dark
        monochromeAttributes = monochrome
        highContrastMonochromeAttributes = highContrastMonochrome ?? monochrome.subtracting(.dim)
    }

    /// A colour of your own: `light` and `dark` RGB values with their 16-colour stand-ins, the
    /// same at high contrast (the normal ones when nil), and the attributes that stand for it on
    /// a monochrome screen.
    public init(
        name: String, light: (UInt8, UInt8, UInt8, ansi: Color), dark: (UInt8, UInt8, UInt8, ansi: Color),
        lightHighContrast: (UInt8, UInt8, UInt8, ansi: Color)? = nil,
        darkHighContrast: (UInt8, UInt8, UInt8, ansi: Color)? = nil, monochromeAttributes: TextAttributes = []
    ) {
        func shade(_ value: (UInt8, UInt8, UInt8, ansi: Color)) -> Shade {
            Shade(value.0, value.1, value.2, value.ansi)
        }
        self.init(
            name, light: shade(light), dark: shade(dark), lightHighContrast: lightHighContrast.map(shade),
            darkHighContrast: darkHighContrast.map(shade), monochrome: monochromeAttributes)
    }

    /// This colour's shades and attributes under another name.
    func renamed(_ newName: String) -> SemanticColor {
        SemanticColor(
            newName, light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
            monochrome: monochromeAttributes, highContrastMonochrome: highContrastMonochromeAttributes)
    }

    /// The terminal colour for `traits` (see the type's note).
    public func resolvedColor(with traits: TraitCollection) -> Color {
        let high = traits.accessibilityContrast == .high
        let shade: Shade =
            switch traits.resolvedStyle {
            case .light: high ? lightHighContrast : light
            default: high ? darkHighContrast : dark
            }
        if shade.isTerminalDefault { return .default }
        switch traits.colorDepth {
        case .trueColor: return .rgb(shade.red, shade.green, shade.blue)
        case .palette256: return Color.rgb(shade.red, shade.green, shade.blue).downgraded(to: .palette256)
        case .ansi16: return shade.ansi
        case .ansi8: return shade.ansi.downgraded(to: .ansi8)
        case .monochrome: return .default
        }
    }

    /// The attributes to add for `traits`: none where colours show.
    public func attributes(with traits: TraitCollection) -> TextAttributes {
        guard traits.colorDepth == .monochrome else { return [] }
        return traits.accessibilityContrast == .high ? highContrastMonochromeAttributes : monochromeAttributes
    }

    public var description: String { name }

    public static func == (lhs: SemanticColor, rhs: SemanticColor) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Style {
    /// A style whose colours are `foreground` and `background` resolved for `traits`, with
    /// `attributes`, plus the colours' stand-in attributes on a monochrome screen.
    public init(
        _ foreground: SemanticColor?, background: SemanticColor? = nil, attributes: TextAttributes = [],
        traits: TraitCollection
    ) {
        var all = attributes
        if let foreground { all.formUnion(foreground.attributes(with: traits)) }
        if let background { all.formUnion(background.attributes(with: traits)) }
        self.init(
            foreground: foreground?.resolvedColor(with: traits) ?? .default,
            background: background?.resolvedColor(with: traits) ?? .default, attributes: all)
    }

    /// This style with `color`, resolved for `traits`, as its foreground (nil: unchanged), and
    /// the colour's stand-in attributes on a monochrome screen added.
    public func withForeground(_ color: SemanticColor?, traits: TraitCollection) -> Style {
        guard let color else { return self }
        var style = self
        style.foreground = color.resolvedColor(with: traits)
        style.attributes.formUnion(color.attributes(with: traits))
        return style
    }
}
