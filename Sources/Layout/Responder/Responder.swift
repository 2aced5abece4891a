/// Something that can take key input (`UIResponder`): views, view controllers and the window.
///
/// A key press goes to the window's first responder (the focused view), then along `next`:
/// view → superview → ... → the view controller whose view it is → that controller's
/// superview (or parent) → ... → the window. Each responder's `pressesBegan(_:)` either uses
/// the press or calls its superclass's, whose default runs the responder's own matching
/// `keyCommands` or passes the press to `next`. So the nearest responder wins: a text field
/// takes the letters typed into it before a controller's letter command sees them, and an
/// Esc the field does not use reaches the controller.
///
/// `View` and `ViewController` declare these members `open` in their class bodies (so
/// subclasses override them as in UIKit); the behaviour they share is here.
public protocol Responder: AnyObject {
    /// The next responder up the chain, nil at the window.
    var next: Responder? { get }
    /// Whether the responder can take focus.
    var canBecomeFirstResponder: Bool { get }
    /// Whether the responder lets focus go when it has it.
    var canResignFirstResponder: Bool { get }
    /// True while the window's first responder is this one.
    var isFirstResponder: Bool { get }
    /// Asks the window to make this the first responder; false if it cannot be (not focusable,
    /// not in a window, hidden) or the current one refuses to resign.
    @discardableResult func becomeFirstResponder() -> Bool
    /// Asks the window to take focus from this responder; false if it refuses
    /// (`canResignFirstResponder` is false).
    @discardableResult func resignFirstResponder() -> Bool
    /// The keys this responder answers; titled ones are shown by a `KeyHintBar` in reach.
    var keyCommands: [KeyCommand]? { get }
    /// A key press. Call the superclass's implementation for keys you do not use.
    func pressesBegan(_ press: KeyPress)
    /// Text pasted into the terminal, as one event (never as single key presses). The default
    /// passes it up the chain; a text field inserts it.
    func paste(_ text: String)
}

extension Responder {
    /// The default of `pressesBegan(_:)`: the first of the responder's own key commands that
    /// matches runs; otherwise the press goes to `next`.
    public func forwardPress(_ press: KeyPress) {
        if let command = keyCommands?.first(where: { $0.matches(press) }) {
            command.action()
            return
        }
        next?.pressesBegan(press)
    }

    /// The responders from this one to the window, in order.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var current: Responder? = self
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
