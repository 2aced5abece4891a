import Layout
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a host chooses the window's traits (`Window.traitCollection`) for a terminal: the
/// colours it shows (the backend's depth; monochrome under `NO_COLOR`), light or dark, and the
/// contrast.
///
/// Light or dark, first that applies: the user's override (`style`), the background colour the
/// terminal reported (OSC 11, `Backend.backgroundColor`: dark below the luminance of mid grey),
/// the `COLORFGBG` variable some terminals set (`15;0`: the background is palette entry 0, dark;
/// 7 and 9-15 are light), else dark, the most common terminal. High contrast is never guessed:
/// a terminal does not say it; the user asks for it.
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
    /// `auto`, `light`, `dark`, `high-contrast` (`dark,high-contrast`, `light`,
    /// `high-contrast`); case does not matter. Nil, naming nothing, for anything else.
    public init?(parsing text: String) {
        var appearance = TerminalAppearance.automatic
        let words = text.lowercased().split { $0 == "," || $0 == "+" || $0 == " " }
        guard !words.isEmpty else { return nil }
        for word in words {
            switch word {
            case "auto", "automatic": appearance.style = .unspecified
            case "light": appearance.style = .light
            case "dark": appearance.style = .dark
            case "high-contrast", "contrast", "high": appearance.highContrast = true
            default: return nil
            }
        }
        self = appearance
    }

    /// The style detected from a reported `background` colour, else from `colorFGBG` (the
    /// value of `COLORFGBG`), else `.unspecified`.
    public static func detectedStyle(background: TerminalRGB?, colorFGBG: String?) -> UserInterfaceStyle {
        if let background { return background.isDark ? .dark : .light }
        guard let colorFGBG, let last = colorFGBG.split(separator: ";").last, let entry = Int(last) else {
            return .unspecified
        }
        switch entry {
        case 7, 9...15: return .light
        case 0...6, 8: return .dark
        default: return .unspecified
        }
    }

    /// The traits for a terminal of `colorDepth` whose background is `background` (nil when it
    /// did not say), with `COLORFGBG` = `colorFGBG`.
    public func traits(colorDepth: ColorDepth, background: TerminalRGB?, colorFGBG: String?) -> TraitCollection {
        var resolved = style
        if resolved == .unspecified {
            resolved = Self.detectedStyle(background: background, colorFGBG: colorFGBG)
        }
        return TraitCollection(
            userInterfaceStyle: resolved == .unspecified ? .dark : resolved,
            accessibilityContrast: highContrast ? .high : .normal, colorDepth: colorDepth)
    }

    /// The traits for `backend` (its depth and reported background) in this process's
    /// environment.
    public func traits(for backend: any Backend) -> TraitCollection {
        traits(
            colorDepth: backend.colorDepth, background: backend.backgroundColor,
            colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })
    }
}
