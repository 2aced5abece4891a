/// The eight characters of a box outline.
public struct BoxBorder: Hashable, Sendable {
    public var topLeft: Character, top: Character, topRight: Character
    public var left: Character, right: Character
    public var bottomLeft: Character, bottom: Character, bottomRight: Character

    public init(
        topLeft: Character, top: Character, topRight: Character, left: Character, right: Character,
        bottomLeft: Character, bottom: Character, bottomRight: Character
    ) {
        self.topLeft = topLeft; self.top = top; self.topRight = topRight
        self.left = left; self.right = right
        self.bottomLeft = bottomLeft; self.bottom = bottom; self.bottomRight = bottomRight
    }

    /// `╭─╮│╰─╯`: the cards' outline.
    public static let rounded = BoxBorder(
        topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│",
        bottomLeft: "╰", bottom: "─", bottomRight: "╯")
    /// `┌─┐│└─┘`.
    public static let square = BoxBorder(
        topLeft: "┌", top: "─", topRight: "┐", left: "│", right: "│",
        bottomLeft: "└", bottom: "─", bottomRight: "┘")
    /// `+-+|+-+`: for terminals without line-drawing glyphs.
    public static let ascii = BoxBorder(
        topLeft: "+", top: "-", topRight: "+", left: "|", right: "|",
        bottomLeft: "+", bottom: "-", bottomRight: "+")
}

extension Canvas {
    /// Draws the outline of `rect` (the interior is left as it is), clipped to `clip` and to
    /// the canvas. A rect narrower or shorter than 2 cells has no outline and draws nothing.
    /// Border characters should be one cell wide (all three presets are).
    public mutating func drawBox(
        _ rect: CellRect, style: Style = .plain, border: BoxBorder = .rounded, clip: CellRect? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let region = (clip ?? bounds).intersection(bounds)
        let left = rect.minX, right = rect.maxX - 1, top = rect.minY, bottom = rect.maxY - 1
        func edge(_ character: Character, _ x: Int, _ y: Int) {
            putClipped(character, width: 1, x: x, y: y, style: style, region: region)
        }
        edge(border.topLeft, left, top)
        edge(border.topRight, right, top)
        edge(border.bottomLeft, left, bottom)
        edge(border.bottomRight, right, bottom)
        // putClipped drops what lies outside the region, so the loops need not clip.
        for x in (left + 1)..<right {
            edge(border.top, x, top)
            edge(border.bottom, x, bottom)
        }
        for y in (top + 1)..<bottom {
            edge(border.left, left, y)
            edge(border.right, right, y)
        }
    }
}
