import Layout
import Terminal

extension Window {
    /// Delivers what the terminal decoded as a host should: a key to `pressKey`, a paste (one
    /// event, however long) to `pasteText`, a left-button press to `click(at:)`, a drag with it
    /// held to `drag(to:)` and its release to `releaseMouse()`, a resize to the window's size.
    /// Other mouse reports and focus changes are not input for the window.
    /// Returns whether a responder or the window used the event.
    @discardableResult
    public func deliver(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            return pressKey(KeyPress(key))
        case .paste(let text):
            return pasteText(text)
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            return click(at: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse(let mouse) where mouse.kind == .drag && mouse.button == .left:
            return drag(to: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse(let mouse) where mouse.kind == .release:
            releaseMouse()
            return false
        case .resize(let size):
            self.size = Size(width: Double(size.width), height: Double(size.height))
            return true
        case .mouse, .focusGained, .focusLost:
            return false
        }
    }
}
