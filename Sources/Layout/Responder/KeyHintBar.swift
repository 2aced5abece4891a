/// One line naming the keys in reach (`Esc Cancel  ^S Save  Enter Open`): the titled key
/// commands along the responder chain from where keys start now, nearest first. It reads
/// them when drawn, so it follows focus, presentation and navigation without being told.
/// Commands in a row with the same title share one hint (`←/→ month`). Hints that do not fit
/// are left out whole, from the end.
///
/// Colours are semantic, resolved for the bar's traits when drawn: each key in `keyColor` (the
/// view's `tintColor` when nil) and bold, each title in `titleColor` (`secondaryLabel`); on a
/// monochrome screen the keys are bold and the titles dim.
open class KeyHintBar: View {
    /// The style of each key's name under its colour (default bold).
    public var keyStyle = Style(attributes: .bold) { didSet { setNeedsDisplay() } }
    /// The style of each command's title under its colour (default plain).
    public var titleStyle = Style.plain { didSet { setNeedsDisplay() } }
    /// The colour of each key's name; nil takes the view's `tintColor`.
    public var keyColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// The colour of each command's title.
    public var titleColor: SemanticColor = .secondaryLabel { didSet { setNeedsDisplay() } }
    /// Cells between two hints.
    public var spacing = 2

    /// An empty bar that hugs its one line of height.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// One line high; no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The hints shown now, as `(key, title)`; the keys of neighbouring commands with one title
    /// joined by `/`.
    public var hints: [(key: String, title: String)] {
        var hints: [(key: String, title: String)] = []
        for command in window?.keyCommandsInReach ?? [] {
            guard let title = command.title else { continue }
            if let last = hints.last, last.title == title {
                hints[hints.count - 1].key += "/" + command.keyDescription
            } else {
                hints.append((command.keyDescription, title))
            }
        }
        return hints
    }

    /// Draws `key title` for each hint, nearest first, separated by `spacing` cells; a hint that
    /// does not fit whole ends the line.
    open override func draw(in region: CanvasRegion) {
        var x = 0
        let traits = region.traitCollection
        let keyStyle = keyStyle.withForeground(keyColor ?? tintColor, traits: traits)
        let titleStyle = titleStyle.withForeground(titleColor, traits: traits)
        for (index, hint) in hints.enumerated() {
            let start = index == 0 ? 0 : spacing
            let needed = start + displayWidth(hint.key) + 1 + displayWidth(hint.title)
            guard x + needed <= region.frame.width else { break }
            x += start
            x = region.draw(hint.key, x: x, y: 0, style: keyStyle) + 1
            x = region.draw(hint.title, x: x, y: 0, style: titleStyle)
        }
    }
}
