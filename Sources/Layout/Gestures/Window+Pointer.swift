/// What the window remembers between pointer events: the sequence in progress (the view a
/// button went down on and the recognizers that hear it until it comes up), the recognizers
/// the pointer hovers over, and the last tap (for double taps).
struct PointerTracking {
    /// The view the button went down on, and the recognizers hearing the sequence.
    weak var view: View?
    var recognizers: [GestureRecognizer] = []
    var hovering: [HoverGestureRecognizer] = []
    /// The taps in a row so far, and where and when the last one came up.
    var tapCount = 0
    var lastTapLocation: Point?
    var lastTapTime = -Double.infinity
}

extension Window {
    /// How long after one tap the next counts toward a double (or triple) tap, in seconds of
    /// the window's clock.
    public static let multipleTapInterval = 0.5

    /// Delivers a pointer event through hit testing, as UIKit delivers touches:
    /// - A press goes to the deepest view under the pointer in the part of the window that
    ///   takes input (a presented sheet while one is up). The gesture recognizers of that view
    ///   and its ancestors hear the whole sequence (drags and the release, wherever the pointer
    ///   goes). A primary press also focuses and clicks as `click(at:)` does, so controls work
    ///   as before.
    /// - A move updates the hover recognizers of the views under the pointer.
    /// - A wheel step goes to the deepest enabled `ScrollGestureRecognizer` under the pointer
    ///   (a `ScrollView` has one).
    /// Returns whether anything took the event.
    @discardableResult
    public func deliverPointer(_ event: PointerEvent) -> Bool {
        let used = routePointer(event)
        if used { scheduleFrame() }
        return used
    }

    private func routePointer(_ event: PointerEvent) -> Bool {
        layoutIfNeeded()
        var tracking = pointerTracking
        let scope = focusScope
        if let view = tracking.view, scope.map({ view.isDescendant(of: $0) }) != true {
            cancelPointerSequence()
            tracking = pointerTracking
        }
        if inspector.isVisible {
            // The inspector picks the view under a press; nothing else reaches the screen.
            if event.kind == .press { inspector.select(at: event.location) }
            return event.kind == .press
        }
        if commandPalette.isVisible {
            // A press outside the palette closes it; nothing reaches the screen beneath.
            if event.kind == .press { commandPalette.press(at: event.location) }
            return true
        }
        if menuSession != nil {
            handleMenuPointer(event)
            return true
        }
        switch event.kind {
        case .press:
            cancelPointerSequence()
            updateHover(at: nil, modifiers: event.modifierFlags)
            guard let scope, let hit = scope.hitTest(scope.convert(event.location, from: nil)) else { return false }
            // A right click opens the context menu of the view under it (or of an ancestor).
            if event.button == .secondary, openContextMenu(from: hit, at: event.location) { return true }
            countTap(at: event.location)
            let recognizers = Self.chain(from: hit, to: scope).flatMap(\.gestureRecognizers).filter {
                $0.isEnabled && $0.accepts(event.button)
            }
            pointerTracking.view = hit
            pointerTracking.recognizers = recognizers
            for recognizer in recognizers { recognizer.handle(event) }
            if event.button == .primary { click(at: event.location) }
            return true
        case .drag:
            // The view the press landed on hears the drag too (a text view selects).
            let dragged = event.button == .primary && drag(to: event.location)
            guard tracking.view != nil else { return dragged }
            for recognizer in tracking.recognizers { recognizer.handle(event) }
            return !tracking.recognizers.isEmpty || dragged
        case .release:
            releaseMouse()
            guard tracking.view != nil else { return false }
            for recognizer in tracking.recognizers { recognizer.handle(event) }
            // Up at another cell than down: no tap, so the next press starts a new count.
            if event.location != tracking.lastTapLocation { pointerTracking.lastTapTime = -.infinity }
            pointerTracking.view = nil
            pointerTracking.recognizers = []
            for recognizer in tracking.recognizers {
                if recognizer.state == .began || recognizer.state == .changed { recognizer.pointerCancelled() }
                recognizer.resetIfFinished()
            }
            return !tracking.recognizers.isEmpty
        case .move:
            return updateHover(at: event.location, modifiers: event.modifierFlags)
        case .scroll:
            guard let scope, let hit = scope.hitTest(scope.convert(event.location, from: nil)) else { return false }
            for view in Self.chain(from: hit, to: scope) {
                let wheel = view.gestureRecognizers.lazy.compactMap { $0 as? ScrollGestureRecognizer }
                if let recognizer = wheel.first(where: \.isEnabled) {
                    recognizer.scroll(event)
                    recognizer.resetIfFinished()
                    return true
                }
            }
            // No recognizer took it: a scroll that bubbles to the nearest view that scrolls that
            // way (a scroll view, a table), `ScrollView.linesPerWheelStep` a step.
            let step = ScrollView.linesPerWheelStep
            return scroll(
                by: Point(x: event.scrollDelta.x * step, y: event.scrollDelta.y * step), at: event.location)
        }
    }

    /// The views from `view` up to `scope`, both included.
    static func chain(from view: View, to scope: View) -> [View] {
        var views: [View] = []
        var current: View? = view
        while let candidate = current {
            views.append(candidate)
            if candidate === scope { break }
            current = candidate.superview
        }
        return views
    }

    /// Counts taps in a row: a press at the cell of the last tap, soon enough after it.
    private func countTap(at location: Point) {
        let now = clock.now
        if location == pointerTracking.lastTapLocation, now - pointerTracking.lastTapTime <= Self.multipleTapInterval {
            pointerTracking.tapCount += 1
        } else {
            pointerTracking.tapCount = 1
        }
        pointerTracking.lastTapLocation = location
        pointerTracking.lastTapTime = now
    }

    /// Cancels the press sequence in progress, if any.
    func cancelPointerSequence() {
        let recognizers = pointerTracking.recognizers
        pointerTracking.view = nil
        pointerTracking.recognizers = []
        for recognizer in recognizers {
            recognizer.pointerCancelled()
            recognizer.resetIfFinished()
        }
    }

    /// Hover recognizers: those of the views under `location` (nil: none) begin or change,
    /// the others that were hovering end. True when any recognizer heard it.
    @discardableResult
    private func updateHover(at location: Point?, modifiers: KeyModifierFlags) -> Bool {
        var current: [HoverGestureRecognizer] = []
        if let location, let scope = focusScope, let hit = scope.hitTest(scope.convert(location, from: nil)) {
            current = Self.chain(from: hit, to: scope).flatMap(\.gestureRecognizers).compactMap {
                $0 as? HoverGestureRecognizer
            }.filter(\.isEnabled)
        }
        let previous = pointerTracking.hovering
        for recognizer in previous where !current.contains(where: { $0 === recognizer }) {
            recognizer.hover(at: location ?? recognizer.lastLocation, modifiers: modifiers, inside: false)
            recognizer.resetIfFinished()
        }
        for recognizer in current { recognizer.hover(at: location ?? .zero, modifiers: modifiers, inside: true) }
        pointerTracking.hovering = current
        return !current.isEmpty || !previous.isEmpty
    }
}
