import Canvas

/// A screen the run loop can draw on and read input from: the real terminal
/// (`NcursesBackend`) or an in-memory one (`HeadlessBackend`).
public protocol Backend: AnyObject {
    /// The current size of the screen in cells.
    var size: TerminalSize { get }
    /// The colours the screen can show; styles are downgraded to this before drawing.
    var colorDepth: ColorDepth { get }
    /// The screen's background colour when the terminal said it (OSC 11); nil when unknown.
    /// Defaults to nil.
    var backgroundColor: TerminalRGB? { get }
    /// The terminal's colour scheme when it said it at start-up (`CSI ? 996 n`); nil when
    /// unknown. Defaults to nil. Changes later arrive as `.colorScheme` events.
    var colorScheme: TerminalColorScheme? { get }
    /// Puts changed cells on the screen (not yet visible until `flush`). After a size change
    /// the caller passes every cell of a full frame.
    func draw(_ changes: [CellChange])
    /// Where the terminal's cursor shows once flushed (nil: hidden). Called each frame, before
    /// `flush`.
    func setCursor(_ position: CellPosition?)
    /// Puts `text` on the terminal's clipboard (`TerminalClipboard`: OSC 52). The default does
    /// nothing.
    func copyToClipboard(_ text: String)
    /// Makes everything drawn so far visible.
    func flush() throws
    /// Waits for the next event at most `timeout` seconds (nil: as long as it takes). Returns
    /// nil when the timeout passed, or, when waiting without a timeout, when no input will ever
    /// come again (input closed, end of a script).
    func readEvent(timeout: Double?) -> Event?
    /// As `readEvent(timeout:)`, also returning nil (early) when one of `descriptors` becomes
    /// readable. The default ignores the descriptors (a headless screen has nothing to watch:
    /// its tests call the app's `wake()` themselves).
    func readEvent(timeout: Double?, watching descriptors: [Int32]) -> Event?
    /// True once no input will ever come again, even while timed reads still return (the run
    /// loop then stops instead of animating forever). Defaults to false.
    var isInputClosed: Bool { get }
}

extension Backend {
    public func copyToClipboard(_ text: String) {}
    public var isInputClosed: Bool { false }
    public var backgroundColor: TerminalRGB? { nil }
    public var colorScheme: TerminalColorScheme? { nil }
    public func readEvent(timeout: Double?, watching descriptors: [Int32]) -> Event? { readEvent(timeout: timeout) }
}
