/// The base of gesture recognizers (`UIGestureRecognizer`): attached to a view
/// (`View.addGestureRecognizer(_:)`), it hears the pointer events the window's hit testing
/// sends to that view or one of its subviews, moves through UIKit's states, and sends its
/// actions when it recognizes.
///
/// States, as UIKit's: every sequence starts at `.possible`. A discrete recognizer (tap, wheel)
/// goes to `.ended` (`.recognized`) or `.failed`; a continuous one (pan, hover) goes
/// `.began`, `.changed`..., then `.ended` or `.cancelled`. Actions run on `.began`, `.changed`,
/// `.ended` and `.cancelled`, in the order they were added, with the recognizer in that state;
/// once a sequence is over (ended, failed, cancelled) the recognizer is `reset()` to
/// `.possible` before it hears the next one. A sequence is cancelled when the recognizer is
/// disabled, leaves its view, or its view leaves the part of the window that takes input (a
/// sheet was presented over it).
open class GestureRecognizer {
    /// Where a recognizer is in its state machine (`UIGestureRecognizer.State`).
    public enum State: Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture that was recognized: `.ended`.
        public static let recognized = State.ended
    }

    /// The current state. Subclasses set it; setting a state that reports sends the actions.
    public internal(set) var state = State.possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    /// The view it is attached to (weak, as UIKit's).
    public internal(set) weak var view: View?
    /// A name for debugging (the inspector shows it).
    public var name: String?
    /// A disabled recognizer hears nothing; disabling it mid-gesture cancels the gesture.
    public var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }
    /// The modifier keys held with the latest event.
    public internal(set) var modifierFlags: KeyModifierFlags = []
    /// The latest event's location, in window cells.
    var lastLocation = Point.zero
    private var actions: [(GestureRecognizer) -> Void] = []

    /// A recognizer with no action yet, or running `handler` (`UIGestureRecognizer(target:action:)`
    /// with a closure).
    public init(handler: ((GestureRecognizer) -> Void)? = nil) {
        if let handler { actions.append(handler) }
    }

    /// Calls `action` on `target` (held weakly) with the recognizer, typed as the caller's
    /// method wants it: `addTarget(self, action: Screen.dragged)` where
    /// `func dragged(_ pan: PanGestureRecognizer)`.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        }
    }

    /// Calls `action` on `target` (held weakly), an action that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Removes every action (`removeTarget(nil, action: nil)`).
    public func removeAllTargets() { actions.removeAll() }

    private func sendActions() {
        for action in actions { action(self) }
    }

    /// Where the latest event was, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// Puts the recognizer back to `.possible` once a sequence is over. Subclasses clear what
    /// they counted; call super.
    open func reset() { state = .possible }

    /// Whether the recognizer takes part in sequences of `button` (a tap or pan the primary
    /// button's by default).
    open func accepts(_ button: PointerEvent.Button) -> Bool { button == .primary }

    // MARK: What the window sends (override to make a recognizer of your own)

    /// A button went down over the view.
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved with the button held (anywhere: the sequence stays with the view it
    /// began on).
    open func pointerMoved(_ event: PointerEvent) {}
    /// The button came up.
    open func pointerEnded(_ event: PointerEvent) {}
    /// The sequence was taken away (see the type's note). Continuous gestures in progress end
    /// `.cancelled`, others fail.
    open func pointerCancelled() {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// Hands `event` to the hook for its kind, noting its location and modifiers first.
    func handle(_ event: PointerEvent) {
        guard isEnabled else { return }
        lastLocation = event.location
        modifierFlags = event.modifierFlags
        switch event.kind {
        case .press: pointerBegan(event)
        case .drag: pointerMoved(event)
        case .release: pointerEnded(event)
        case .move, .scroll: break
        }
    }

    /// Back to `.possible` when the sequence is over.
    func resetIfFinished() {
        if state == .ended || state == .failed || state == .cancelled { reset() }
    }
}

/// Recognizes one or more taps (`UITapGestureRecognizer`): the button goes down and comes up
/// within the view, having moved no more than `allowableMovement` cells. With
/// `numberOfTapsRequired` above one, the taps must follow each other within
/// `Window.multipleTapInterval` at the same cell; each tap in between fails the recognizer
/// without recognizing.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (1 by default; 2 for a double tap).
    public var numberOfTapsRequired = 1
    /// The button that taps (`buttonMaskRequired`); the primary one by default.
    public var buttonRequired = PointerEvent.Button.primary
    /// How far, in cells, the pointer may move between down and up.
    public var allowableMovement = 0.0
    private var start = Point.zero
    private var tracking = false

    open override func accepts(_ button: PointerEvent.Button) -> Bool { button == buttonRequired }

    open override func pointerBegan(_ event: PointerEvent) {
        start = event.location
        tracking = true
    }

    open override func pointerMoved(_ event: PointerEvent) {
        if tracking, Self.distance(start, event.location) > allowableMovement {
            tracking = false
            state = .failed
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard tracking else { return }
        tracking = false
        guard let view, view.point(inside: view.convert(event.location, from: nil)),
            Self.distance(start, event.location) <= allowableMovement
        else {
            state = .failed
            return
        }
        let count = view.window?.pointerTracking.tapCount ?? 1
        state = count == numberOfTapsRequired ? .recognized : .failed
    }

    open override func reset() {
        tracking = false
        super.reset()
    }

    static func distance(_ a: Point, _ b: Point) -> Double { max(abs(a.x - b.x), abs(a.y - b.y)) }
}

/// Recognizes a drag (`UIPanGestureRecognizer`): the button goes down over the view and the
/// pointer moves; `.began` at the first move to another cell, `.changed` at each move after,
/// `.ended` when the button comes up (a press and release without a move fails). The drag stays
/// with the view it began on wherever the pointer goes.
open class PanGestureRecognizer: GestureRecognizer {
    /// The button that drags; the primary one by default.
    public var buttonRequired = PointerEvent.Button.primary
    private var start = Point.zero
    private var origin = Point.zero

    open override func accepts(_ button: PointerEvent.Button) -> Bool { button == buttonRequired }

    /// How far the pointer moved since the drag began (or since `setTranslation`), in cells.
    /// The same in every view: views are not scaled.
    public func translation(in view: View?) -> Point {
        Point(x: lastLocation.x - start.x + origin.x, y: lastLocation.y - start.y + origin.y)
    }

    /// Makes the current translation `translation` (UIKit's way of taking increments).
    public func setTranslation(_ translation: Point, in view: View?) {
        start = lastLocation
        origin = translation
    }

    /// Where the drag began, in `view`'s coordinates (the window's when nil).
    public func startLocation(in view: View?) -> Point {
        let began = Point(x: start.x - origin.x, y: start.y - origin.y)
        guard let view else { return began }
        return view.convert(began, from: nil)
    }

    open override func pointerBegan(_ event: PointerEvent) {
        start = event.location
        origin = .zero
    }

    open override func pointerMoved(_ event: PointerEvent) {
        switch state {
        case .possible: if event.location != start { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }
}

/// Recognizes the pointer over the view with no button held (`UIHoverGestureRecognizer`):
/// `.began` when it comes over the view, `.changed` as it moves over it, `.ended` when it
/// leaves (or a button goes down). The terminal reports these moves only with any-motion
/// mouse tracking on (the ncurses backend turns it on).
open class HoverGestureRecognizer: GestureRecognizer {
    open override func accepts(_ button: PointerEvent.Button) -> Bool { false }

    func hover(at location: Point, modifiers: KeyModifierFlags, inside: Bool) {
        guard isEnabled else { return }
        lastLocation = location
        modifierFlags = modifiers
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: break
        }
    }
}

/// Recognizes wheel steps over the view: each step is one discrete gesture (`.recognized`) with
/// its direction in `scrollDelta`. The deepest view under the pointer with an enabled wheel
/// recognizer takes the step. (UIKit reports a trackpad or wheel scroll through a pan
/// recognizer's `allowedScrollTypesMask`; a terminal's wheel comes in steps, so this is a
/// recognizer of its own.)
open class ScrollGestureRecognizer: GestureRecognizer {
    /// The latest step: `y` +1 down, -1 up; `x` +1 right, -1 left.
    public internal(set) var scrollDelta = Point.zero

    open override func accepts(_ button: PointerEvent.Button) -> Bool { false }

    func scroll(_ event: PointerEvent) {
        lastLocation = event.location
        modifierFlags = event.modifierFlags
        scrollDelta = event.scrollDelta
        state = .recognized
    }
}
