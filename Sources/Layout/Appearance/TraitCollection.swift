/// Light or dark (`UIUserInterfaceStyle`): which of a semantic colour's two palettes shows.
public enum UserInterfaceStyle: Hashable, Sendable, CaseIterable {
    /// Not decided here: the window's (or the ancestor's) style applies.
    case unspecified
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}

/// Normal or increased contrast (`UIAccessibilityContrast`).
public enum AccessibilityContrast: Hashable, Sendable, CaseIterable {
    /// Not decided here: the window's applies.
    case unspecified
    /// The usual palette.
    case normal
    /// Stronger colours: secondary text as bright as it can be while still secondary,
    /// separators and tints further from the background, no dimmed text on a monochrome screen.
    case high
}

/// The environment views draw for (`UITraitCollection`): light or dark, the contrast, and how
/// many colours the terminal shows. The window holds the root collection (the host sets it
/// from the terminal: `TerminalAppearance` in TerminalHosting); a view or controller can
/// override the style for its subtree (`overrideUserInterfaceStyle`). Views read it as
/// `traitCollection` (in `draw(in:)`, `region.traitCollection`, which costs nothing) and hear
/// `traitCollectionDidChange(_:)` when it changes at run time.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Normal or high contrast.
    public var accessibilityContrast: AccessibilityContrast
    /// How many colours the terminal shows (monochrome also under `NO_COLOR`).
    public var colorDepth: ColorDepth

    /// A collection; what is not given is dark, normal contrast, 24-bit colour.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .dark, accessibilityContrast: AccessibilityContrast = .normal,
        colorDepth: ColorDepth = .trueColor
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.colorDepth = colorDepth
    }

    /// Dark, normal contrast, 24-bit colour: a window's until the host says otherwise.
    public static let `default` = TraitCollection()

    /// The style as drawn: `.unspecified` counts as dark (most terminals are).
    public var resolvedStyle: UserInterfaceStyle { userInterfaceStyle == .light ? .light : .dark }

    /// Whether semantic colours resolve differently under `other`
    /// (`hasDifferentColorAppearance(comparedTo:)`).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return resolvedStyle != other.resolvedStyle
            || (accessibilityContrast == .high) != (other.accessibilityContrast == .high)
            || colorDepth != other.colorDepth
    }

    /// This collection with `style` in place of its own unless `style` is `.unspecified`.
    func overriding(_ style: UserInterfaceStyle) -> TraitCollection {
        guard style != .unspecified else { return self }
        var copy = self
        copy.userInterfaceStyle = style
        return copy
    }

    /// `dark, normal contrast, 256 colours`.
    public var description: String {
        let style =
            switch resolvedStyle {
            case .light: "light"
            default: "dark"
            }
        let contrast = accessibilityContrast == .high ? "high contrast" : "normal contrast"
        let depth =
            switch colorDepth {
            case .monochrome: "monochrome"
            case .ansi8: "8 colours"
            case .ansi16: "16 colours"
            case .palette256: "256 colours"
            case .trueColor: "24-bit colour"
            }
        return "\(style), \(contrast), \(depth)"
    }
}

/// What has a trait collection and hears it change (`UITraitEnvironment`): views and view
/// controllers.
public protocol TraitEnvironment: AnyObject {
    /// The traits that apply here now.
    var traitCollection: TraitCollection { get }
    /// Called after the traits changed at run time (the window's were set, or an ancestor's
    /// `overrideUserInterfaceStyle`), before the next frame is drawn.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
