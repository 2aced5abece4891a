// The palette: UIKit's semantic and system colours, with values in the spirit of Apple's (its
// light and dark system colours, made to read on a terminal's own background), a 16-colour
// stand-in chosen by hand for each, and what each means on a monochrome screen.

extension SemanticColor {
    private typealias S = Shade

    /// Primary text: the terminal's own foreground, in every style (`UIColor.label`).
    public static let label = SemanticColor("label", light: .terminalDefault, dark: .terminalDefault)
    /// Secondary text: captions, hints, periods (`secondaryLabel`). Dim on a monochrome screen.
    public static let secondaryLabel = SemanticColor(
        "secondaryLabel", light: S(100, 100, 108, .brightBlack), dark: S(160, 160, 168, .brightBlack),
        lightHighContrast: S(50, 50, 56, .black), darkHighContrast: S(215, 215, 222, .white), monochrome: .dim)
    /// Tertiary text: what matters least (`tertiaryLabel`). Dim on a monochrome screen.
    public static let tertiaryLabel = SemanticColor(
        "tertiaryLabel", light: S(140, 140, 148, .brightBlack), dark: S(118, 118, 126, .brightBlack),
        lightHighContrast: S(70, 70, 76, .black), darkHighContrast: S(190, 190, 198, .white), monochrome: .dim)
    /// A field's placeholder (`placeholderText`): the tertiary text's shades. Dim on a
    /// monochrome screen.
    public static let placeholderText = tertiaryLabel.renamed("placeholderText")
    /// The accent: what is selected or can be acted on (`tintColor`, `systemBlue` in UIKit;
    /// a terminal's traditional cyan here). Bold on a monochrome screen.
    public static let tint = SemanticColor(
        "tint", light: S(0, 110, 190, .blue), dark: S(90, 200, 250, .brightCyan),
        lightHighContrast: S(0, 64, 150, .blue), darkHighContrast: S(150, 225, 255, .brightCyan), monochrome: .bold)
    /// Lines between content (`separator`). Dim on a monochrome screen.
    public static let separator = SemanticColor(
        "separator", light: S(190, 190, 196, .brightBlack), dark: S(80, 80, 88, .brightBlack),
        lightHighContrast: S(90, 90, 96, .black), darkHighContrast: S(170, 170, 178, .white), monochrome: .dim)
    /// What destroys data: a destructive action, an error (`systemRed` in UIKit's alerts). Bold
    /// on a monochrome screen.
    public static let destructive = SemanticColor(
        "destructive", light: S(200, 20, 30, .red), dark: S(255, 105, 97, .brightRed),
        lightHighContrast: S(150, 0, 10, .red), darkHighContrast: S(255, 150, 140, .brightRed), monochrome: .bold)
    /// A warning that is not an error. Bold on a monochrome screen.
    public static let warning = SemanticColor(
        "warning", light: S(165, 85, 0, .yellow), dark: S(255, 214, 10, .brightYellow),
        lightHighContrast: S(120, 60, 0, .yellow), darkHighContrast: S(255, 230, 100, .brightYellow),
        monochrome: .bold)
    /// UIKit's `systemRed`: red that reads on the background (a Sunday, a holiday).
    public static let systemRed = SemanticColor(
        "systemRed", light: S(215, 0, 21, .red), dark: S(255, 69, 58, .brightRed),
        lightHighContrast: S(160, 0, 10, .red), darkHighContrast: S(255, 120, 110, .brightRed))
    /// UIKit's `systemBlue` (a Saturday).
    public static let systemBlue = SemanticColor(
        "systemBlue", light: S(0, 100, 220, .blue), dark: S(64, 156, 255, .brightBlue),
        lightHighContrast: S(0, 64, 170, .blue), darkHighContrast: S(130, 190, 255, .brightBlue))
    /// UIKit's `systemGreen`.
    public static let systemGreen = SemanticColor(
        "systemGreen", light: S(0, 125, 40, .green), dark: S(48, 209, 88, .brightGreen),
        lightHighContrast: S(0, 90, 25, .green), darkHighContrast: S(120, 240, 150, .brightGreen))
    /// Something went well, or a live value: `systemGreen`'s shades.
    public static let success = systemGreen.renamed("success")
    /// UIKit's `systemYellow` (on a light terminal a dark amber, since yellow on white does
    /// not read).
    public static let systemYellow = SemanticColor(
        "systemYellow", light: S(165, 110, 0, .yellow), dark: S(255, 214, 10, .brightYellow),
        lightHighContrast: S(120, 80, 0, .yellow), darkHighContrast: S(255, 230, 100, .brightYellow))
    /// The screen's background: the terminal's own (`systemBackground`).
    public static let systemBackground = SemanticColor(
        "systemBackground", light: .terminalDefault, dark: .terminalDefault)
    /// Raised content over the screen: a sheet, a card (`secondarySystemBackground`).
    public static let secondarySystemBackground = SemanticColor(
        "secondarySystemBackground", light: S(238, 238, 244, .white), dark: S(36, 36, 40, .black),
        lightHighContrast: S(225, 225, 232, .white), darkHighContrast: S(20, 20, 22, .black))

    /// Every colour above, in this order (the appearance gallery and the tests walk it).
    public static let all: [SemanticColor] = [
        .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .tint, .separator, .destructive, .warning,
        .success, .systemRed, .systemBlue, .systemGreen, .systemYellow, .systemBackground,
        .secondarySystemBackground,
    ]
}
