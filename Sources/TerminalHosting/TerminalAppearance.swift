import Layout
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a terminal said of its colours: how many it shows (the backend's depth; monochrome
/// under `NO_COLOR`), its background colour (OSC 11), its colour scheme (`CSI ? 997 ; 1|2 n`)
/// and the `COLORFGBG` variable. It changes at run time as the terminal reports (`take(_:)`).
public struct TerminalColors: Hashable, Sendable {
    public var colorDepth: ColorDepth
    public var background: TerminalRGB?
    public var colorScheme: TerminalColorScheme?
    public var colorFGBG: String?

    public init(
        colorDepth: ColorDepth, background: TerminalRGB? = nil, colorScheme: TerminalColorScheme? = nil,
        colorFGBG: String? = nil
    ) {
        self.colorDepth = colorDepth
        self.background = background
        self.colorScheme = colorScheme
        self.colorFGBG = colorFGBG
    }

    /// What `backend` learnt at start-up, with this process's `COLORFGBG`.
    public init(backend: any Backend) {
        self.init(
            colorDepth: backend.colorDepth, background: backend.backgroundColor, colorScheme: backend.colorScheme,
            colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })
    }

    /// Takes in a report of the terminal's: a new colour scheme (the background known so far
    /// is forgotten: the palette changed, and the backend asks for the new one), or the
    /// background's answer. Returns whether `event` was such a report.
    public mutating func take(_ event: Event) -> Bool {
        switch event {
        case .colorScheme(let scheme):
            colorScheme = scheme
            background = nil
            return true
        case .backgroundColor(let color):
            background = color
            return true
        default:
            return false
        }
    }
}

/// How a host chooses the window's traits (`Window.traitCollection`) for a terminal: the
/// colours it shows, light or dark, and the contrast.
///
/// Light or dark, first that applies: the user's override (`style`); the background colour the
/// terminal reported (OSC 11: dark below the luminance of mid grey), the colour actually behind
/// the text; the colour scheme it reported (`CSI ? 997`, its own word for light or dark); the
/// `COLORFGBG` variable some terminals set (`15;0`: the background is palette entry 0, dark;
/// 7 and 9-15 are light); else dark, the most common terminal. When the terminal reports a new
/// scheme at run time (mode 2031) the scheme decides at once, and the background's answer to
/// the question asked again then (see `TerminalColors.take(_:)`). High contrast is never
/// guessed: a terminal does not say it; the user asks for it.
public struct TerminalAppearance: Hashable, Sendable {
    /// The user's choice of light or dark: `.unspecified` detects it.
    public var style: UserInterfaceStyle
    /// Whether the user asked for high contrast.
    public var highContrast: Bool

    /// Detect light or dark, normal contrast.
    public static let automatic = TerminalAppearance(style: .unspecified, highContrast: false)

    public init(style: UserInterfaceStyle = .unspecified, highContrast: Bool = false) {
        self.style = style
        self.highContrast = highContrast
    }

    /// Reads an override as a user writes it: words separated by `,`, `+` or spaces, among
    /// `auto` (or `system`: follow the terminal), `light`, `dark`, `high-contrast`
    /// (`dark,high-contrast`, `light`, `high-contrast`); case does not matter. Nil, naming
    /// nothing, for anything else.
    public init?(parsing text: String) {
        var appearance = TerminalAppearance.automatic
        let words = text.lowercased().split { $0 == "," || $0 == "+" || $0 == " " }
        guard !words.isEmpty else { return nil }
        for word in words {
            switch word {
            case "auto", "automatic", "system": appearance.style = .unspecified
            case "light": appearance.style = .light
            case "dark": appearance.style = .dark
            case "high-contrast", "contrast", "high": appearance.highContrast = true
            default: return nil
            }
        }
        self = appearance
    }

    /// The style detected from a reported `background` colour, else the reported
    /// `colorScheme`, else `colorFGBG` (the value of `COLORFGBG`), else `.unspecified`.
    public static func detectedStyle(
        background: TerminalRGB?, colorScheme: TerminalColorScheme? = nil, colorFGBG: String?
    ) -> UserInterfaceStyle {
        if let background { return background.isDark ? .dark : .light }
        if let colorScheme { return colorScheme == .dark ? .dark : .light }
        guard let colorFGBG, let last = colorFGBG.split(separator: ";").last, let entry = Int(last) else {
            return .unspecified
        }
        switch entry {
        case 7, 9...15: return .light
        case 0...6, 8: return .dark
        default: return .unspecified
        }
    }

    /// The traits for a terminal of `colorDepth` whose background is `background` and colour
    /// scheme `colorScheme` (nil when it did not say), with `COLORFGBG` = `colorFGBG`.
    public func traits(
        colorDepth: ColorDepth, background: TerminalRGB?, colorScheme: TerminalColorScheme? = nil, colorFGBG: String?
    ) -> TraitCollection {
        var resolved = style
        if resolved == .unspecified {
            resolved = Self.detectedStyle(background: background, colorScheme: colorScheme, colorFGBG: colorFGBG)
        }
        return TraitCollection(
            userInterfaceStyle: resolved == .unspecified ? .dark : resolved,
            accessibilityContrast: highContrast ? .high : .normal, colorDepth: colorDepth)
    }

    /// The traits for a terminal that said `colors`.
    public func traits(for colors: TerminalColors) -> TraitCollection {
        traits(
            colorDepth: colors.colorDepth, background: colors.background, colorScheme: colors.colorScheme,
            colorFGBG: colors.colorFGBG)
    }

    /// The traits for `backend` (its depth, reported background and colour scheme) in this
    /// process's environment.
    public func traits(for backend: any Backend) -> TraitCollection { traits(for: TerminalColors(backend: backend)) }
}
