import Layout
import Terminal

extension Window {
    /// Delivers what the terminal decoded as a host should: a key to `pressKey`, a paste (one
    /// event, however long) to `pasteText`, a left-button press to `click(at:)`, a drag with it
    /// held to `drag(to:)` and its release to `releaseMouse()`, a turn of the wheel to
    /// `scroll(by:at:)` (`wheelStep` lines, or columns sideways), a resize to the window's size
    /// (every running animation first ends at its end state: its frames were computed at the old
    /// size, and the next ones would draw it there). Other mouse reports and focus changes are
    /// not input for the window. Returns whether a responder or the window used the event.
    @discardableResult
    public func deliver(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            return pressKey(KeyPress(key))
        case .paste(let text):
            return pasteText(text)
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            return click(at: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse(let mouse) where mouse.kind == .press && Self.wheelDirections[mouse.button] != nil:
            let direction = Self.wheelDirections[mouse.button] ?? .zero
            return scroll(
                by: Point(x: direction.x * Self.wheelStep, y: direction.y * Self.wheelStep),
                at: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse(let mouse) where mouse.kind == .drag && mouse.button == .left:
            return drag(to: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse(let mouse) where mouse.kind == .release:
            releaseMouse()
            return false
        case .resize(let size):
            if let root = rootViewController?.view { animator.cancelAnimations(of: root) }
            self.size = Size(width: Double(size.width), height: Double(size.height))
            layoutIfNeeded()
            return true
        case .mouse, .focusGained, .focusLost:
            return false
        }
    }
}

extension Window {
    /// Lines (or columns) one notch of the wheel scrolls.
    public static let wheelStep = 3.0

    /// Which way each wheel button scrolls the content: up shows what is above.
    static let wheelDirections: [MouseEvent.Button: Point] = [
        .scrollUp: Point(x: 0, y: -1), .scrollDown: Point(x: 0, y: 1),
        .scrollLeft: Point(x: -1, y: 0), .scrollRight: Point(x: 1, y: 0),
    ]
}
