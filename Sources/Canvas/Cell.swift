/// One cell of the grid: a grapheme cluster and its style.
///
/// A wide character (2 cells) lives in its left cell with `width == 2`; the cell to its right
/// is a continuation (`isContinuation`, empty grapheme, same style) that draws nothing.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster in NFC, or "" for a continuation cell.
    public private(set) var grapheme: String
    public var style: Style
    /// 1 for a normal cell, 2 for the left half of a wide character, 0 for a continuation.
    public private(set) var width: Int

    /// A one-cell-wide cell. `grapheme` must be one cluster of width 1; anything else is
    /// replaced by a blank (the canvas' drawing methods measure for you).
    public init(_ grapheme: Character = " ", style: Style = .plain) {
        let measured = grapheme.displayWidth
        self.grapheme = measured == 1 ? String(grapheme) : " "
        self.style = style
        self.width = 1
    }

    init(grapheme: String, style: Style, width: Int) {
        self.grapheme = grapheme
        self.style = style
        self.width = width
    }

    public static let blank = Cell()

    /// A blank in the given style (what is left when half of a wide character is overwritten).
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }

    static func continuation(_ style: Style) -> Cell { Cell(grapheme: "", style: style, width: 0) }

    public var isContinuation: Bool { width == 0 }
    public var isWide: Bool { width == 2 }
}
