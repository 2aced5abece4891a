import Layout
import Terminal

extension Window {
    /// Delivers what the terminal decoded as a host should: a key to `pressKey`, a paste (one
    /// event, however long) to `pasteText`, mouse reports to `deliverPointer` (presses, drags,
    /// releases, moves and wheel steps; a left press also clicks; a wheel step no recognizer takes
    /// scrolls the nearest scroll view under the pointer), a resize to the window's size (every
    /// running animation first ends at its end state: its frames were computed at the old size).
    /// Focus changes and the terminal's colour reports are not input for the window (a
    /// `WindowHost` that follows the appearance turns the reports into traits).
    /// Returns whether a responder or the window used the event.
    @discardableResult
    public func deliver(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            return pressKey(KeyPress(key))
        case .paste(let text):
            return pasteText(text)
        case .mouse(let mouse):
            return PointerEvent(mouse).map { deliverPointer($0) } ?? false
        case .resize(let size):
            if let root = rootViewController?.view { animator.cancelAnimations(of: root) }
            self.size = Size(width: Double(size.width), height: Double(size.height))
            layoutIfNeeded()
            return true
        case .focusGained, .focusLost, .colorScheme, .backgroundColor:
            return false
        }
    }
}

extension PointerEvent {
    /// The pointer event a terminal mouse report stands for: the left, right and middle
    /// buttons are the primary, secondary and middle ones; a wheel press is a `.scroll` step; a
    /// release the terminal did not name (X10's) releases the primary button. Nil for a drag
    /// or press of a button it did not name.
    public init?(_ mouse: MouseEvent) {
        let location = Point(x: Double(mouse.x), y: Double(mouse.y))
        var flags: KeyModifierFlags = []
        if mouse.modifiers.contains(.shift) { flags.insert(.shift) }
        if mouse.modifiers.contains(.control) { flags.insert(.control) }
        if mouse.modifiers.contains(.alt) { flags.insert(.alternate) }
        let delta: Point? =
            switch mouse.button {
            case .scrollUp: Point(x: 0, y: -1)
            case .scrollDown: Point(x: 0, y: 1)
            case .scrollLeft: Point(x: -1, y: 0)
            case .scrollRight: Point(x: 1, y: 0)
            default: nil
            }
        if let delta {
            self.init(.scroll, at: location, scrollDelta: delta, modifierFlags: flags)
            return
        }
        let button: Button
        switch mouse.button {
        case .left: button = .primary
        case .right: button = .secondary
        case .middle: button = .middle
        default:
            guard mouse.kind == .release || mouse.kind == .move else { return nil }
            button = .primary
        }
        let kind: Kind =
            switch mouse.kind {
            case .press: .press
            case .release: .release
            case .drag: .drag
            case .move: .move
            }
        self.init(kind, button: button, at: location, modifierFlags: flags)
    }
}
