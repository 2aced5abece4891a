/// What a pointing device did, in window cells: a button pressed, dragged or released, the
/// pointer moved with no button held (hover), or a wheel step. The host turns the terminal's
/// mouse reports into these (`Window.deliver(_:)` in TerminalHosting) and hands them to
/// `Window.deliverPointer(_:)`.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button held.
        case drag
        /// The button came up.
        case release
        /// The pointer moved with no button held (a terminal reports it with any-motion tracking).
        case move
        /// One step of a wheel; `scrollDelta` says which way.
        case scroll
    }

    /// The button pressed, dragged with or released (`.none` for moves and wheel steps).
    public enum Button: Hashable, Sendable {
        case primary, secondary, middle, none
    }

    /// What happened.
    public var kind: Kind
    /// The button involved.
    public var button: Button
    /// Where, in window cells (the cell's top-left corner).
    public var location: Point
    /// For `.scroll`: one step of the wheel, `y` +1 down and -1 up, `x` +1 right and -1 left.
    public var scrollDelta: Point
    /// The modifier keys held (a terminal reports Shift, Alt and Ctrl with mouse reports).
    public var modifierFlags: KeyModifierFlags

    /// An event of `kind` at `location`.
    public init(
        _ kind: Kind, button: Button = .primary, at location: Point, scrollDelta: Point = .zero,
        modifierFlags: KeyModifierFlags = []
    ) {
        self.kind = kind
        self.button = kind == .move || kind == .scroll ? .none : button
        self.location = location
        self.scrollDelta = scrollDelta
        self.modifierFlags = modifierFlags
    }
}
