/// Input: the window routes key presses, pastes and clicks to its responders, keeps the first
/// responder, moves focus with Tab and Shift-Tab in reading order, and says where the
/// terminal's cursor belongs.
///
/// Scope: while a controller is presented, only its view takes focus, keys and clicks (the
/// screen beneath is dimmed and gets nothing); otherwise the root controller's view does.
extension Window: Responder {
    // MARK: Entry points (the hosting code maps terminal events to these)

    /// Delivers a key press to the first responder (or, with nothing focused, to the top view
    /// controller, or its `childForKeyInput`) and up the chain. Returns false when the whole
    /// chain, window included, left it unused (the host may then use it: quit on `q`).
    @discardableResult
    public func pressKey(_ press: KeyPress) -> Bool {
        if inspector.isVisible {
            inspector.handle(press)
            scheduleFrame()
            return true
        }
        if commandPalette.isVisible {
            commandPalette.handle(press)
            scheduleFrame()
            return true
        }
        if menuSession != nil {
            handleMenuKey(press)
            return true
        }
        return deliverUpTheChain { $0.pressesBegan(press) }
    }

    /// Delivers pasted text, as one event, to the first responder and up the chain. False
    /// when nothing took it.
    @discardableResult
    public func pasteText(_ text: String) -> Bool {
        if commandPalette.isVisible {
            commandPalette.paste(text)
            return true
        }
        return deliverUpTheChain { $0.paste(text) }
    }

    /// Hands an event to the first responder (the window itself when nothing is focused), which
    /// passes it up the chain, and asks for a frame. False when it reached the window unused.
    private func deliverUpTheChain(_ deliver: (Responder) -> Void) -> Bool {
        pressReachedWindow = false
        deliver(keyTarget ?? self)
        scheduleFrame()
        return !pressReachedWindow
    }

    /// A click at `point` (window cells): the deepest view under it in the active scope
    /// becomes first responder if it can (or its nearest ancestor that can), then hears
    /// `clicked(at:)`. Clicks outside a presented controller's view do nothing. False when
    /// nothing was under the point.
    @discardableResult
    public func click(at point: Point) -> Bool {
        layoutIfNeeded()
        guard let scope = focusScope, let hit = scope.hitTest(scope.convert(point, from: nil)) else { return false }
        var candidate: View? = hit
        while let view = candidate {
            if view.canBecomeFirstResponder {
                view.becomeFirstResponder()
                break
            }
            if view === scope { break }
            candidate = view.superview
        }
        mouseTarget = hit
        hit.clicked(at: hit.convert(point, from: nil))
        scheduleFrame()
        return true
    }

    /// A turn of the wheel over `point` (window cells): `delta` is how far the content should
    /// move (positive `y` shows what is below). The deepest view under the point in the active
    /// scope hears `scrolled(by:at:)`, which bubbles up to the nearest view that scrolls that
    /// way (a scroll view, a table). False when nothing under the point scrolled.
    @discardableResult
    public func scroll(by delta: Point, at point: Point) -> Bool {
        layoutIfNeeded()
        guard let scope = focusScope, let hit = scope.hitTest(scope.convert(point, from: nil)) else { return false }
        let used = hit.scrolled(by: delta, at: hit.convert(point, from: nil))
        scheduleFrame()
        return used
    }

    /// The left button moved to `point` (window cells) while held: the view the press landed
    /// on hears `dragged(to:)` in its own coordinates (a text view extends its selection), even
    /// when the pointer left it. False when no press started on a view in the active scope.
    @discardableResult
    public func drag(to point: Point) -> Bool {
        guard let view = mouseTarget, let scope = focusScope, view.isDescendant(of: scope) else { return false }
        view.dragged(to: view.convert(point, from: nil))
        scheduleFrame()
        return true
    }

    /// The left button came up: the drag, if any, is over.
    public func releaseMouse() { mouseTarget = nil }

    // MARK: The first responder

    /// The focused responder: a view still in this window's active scope and not hidden, or a
    /// view controller; nil when nothing has focus.
    public var firstResponder: Responder? {
        guard let responder = storedFirstResponder else { return nil }
        if let view = responder as? View, !isFocusable(view, requiringAbility: false) {
            storedFirstResponder = nil
            return nil
        }
        return responder
    }

    func makeFirstResponder(_ responder: Responder) -> Bool {
        if storedFirstResponder === responder { return true }
        guard responder.canBecomeFirstResponder else { return false }
        if let view = responder as? View, !isFocusable(view, requiringAbility: true) { return false }
        if let current = firstResponder, !current.resignFirstResponder() { return false }
        storedFirstResponder = responder
        focusDidChange(to: responder)
        return true
    }

    func resignFirstResponder(_ responder: Responder) -> Bool {
        guard storedFirstResponder === responder else { return true }
        guard responder.canResignFirstResponder else { return false }
        storedFirstResponder = nil
        focusDidChange(to: responder)
        return true
    }

    private func focusDidChange(to responder: Responder) {
        (responder as? View)?.setNeedsDisplay()
        needsFocusReveal = true
        scheduleFrame()
    }

    /// Whether `view` is in this window, in the active scope, and neither it nor an ancestor
    /// is hidden (and, with `requiringAbility`, it can become first responder).
    func isFocusable(_ view: View, requiringAbility: Bool) -> Bool {
        guard view.window === self, let scope = focusScope, view.isDescendant(of: scope) else { return false }
        if requiringAbility && !view.canBecomeFirstResponder { return false }
        // A presentation container below the scope holds a sheet on its way out.
        var current: View? = view
        var belowScope = true
        while let ancestor = current {
            if ancestor.isHidden { return false }
            if ancestor === scope { belowScope = false }
            if belowScope, ancestor is PresentationContainerView { return false }
            current = ancestor.superview
        }
        return true
    }

    // MARK: Scope and the target of keys

    /// The controller on top: the last one presented, else the root. A screen inside a
    /// container (a navigation controller's top screen) presents over the whole window, so
    /// each level looks for a presented controller along the `childForKeyInput` chain too.
    public var topPresentedViewController: ViewController? {
        var controller = rootViewController
        while let current = controller, let presented = Self.presented(over: current) { controller = presented }
        return controller
    }

    /// The controller presented by `controller`, or else by the child that takes its keys,
    /// recursively; nil when none is.
    private static func presented(over controller: ViewController) -> ViewController? {
        var current: ViewController? = controller
        while let candidate = current {
            if let presented = candidate.presentedViewController { return presented }
            current = candidate.childForKeyInput
        }
        return nil
    }

    /// The view whose subtree takes focus, keys and clicks now.
    var focusScope: View? { topPresentedViewController?.view }

    /// Where key presses start: the first responder, else the top controller (or the child it
    /// names for keys, recursively).
    var keyTarget: Responder? {
        if let responder = firstResponder { return responder }
        var controller = topPresentedViewController
        while let child = controller?.childForKeyInput { controller = child }
        return controller
    }

    /// The titled key commands along the chain from where keys start, nearest first (a title or
    /// a discoverability title); a key that a nearer responder answers hides the same key
    /// further up. What a `KeyHintBar` shows (those with a `title`) and a list of every key reads.
    public var keyCommandsInReach: [KeyCommand] {
        var seen: [KeyPress] = []
        var commands: [KeyCommand] = []
        for responder in (keyTarget ?? self).responderChain {
            for command in responder.keyCommands ?? [] {
                let key = KeyPress(input: command.input, modifierFlags: command.modifierFlags)
                guard !seen.contains(key) else { continue }
                seen.append(key)
                if command.title != nil || command.discoverabilityTitle != nil { commands.append(command) }
            }
        }
        return commands
    }

    // MARK: Focus order

    /// The views that can take focus in the active scope, in reading order: by their frame in
    /// window cells, top to bottom, then leading to trailing (tree order among equals).
    public var focusableViewsInReadingOrder: [View] {
        layoutIfNeeded()
        guard let scope = focusScope else { return [] }
        var found: [(view: View, y: Int, x: Int, order: Int)] = []
        func visit(_ view: View) {
            guard !view.isHidden, !(view is PresentationContainerView) else { return }
            if view.canBecomeFirstResponder {
                let origin = view.convert(Point.zero, to: nil)
                found.append((view, Int(origin.y.rounded()), Int(origin.x.rounded()), found.count))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(scope)
        found.sort { ($0.y, $0.x, $0.order) < ($1.y, $1.x, $1.order) }
        return found.map(\.view)
    }

    /// Moves focus to the next (or previous) focusable view in reading order, wrapping around;
    /// with nothing focused, to the first (or last). False when no view can take focus.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let views = focusableViewsInReadingOrder
        guard !views.isEmpty else { return false }
        let current = (firstResponder as? View).flatMap { focused in views.firstIndex { $0 === focused } }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : -1) + views.count) % views.count
        } else {
            next = forward ? 0 : views.count - 1
        }
        return views[next].becomeFirstResponder()
    }

    // MARK: The terminal's cursor

    /// The cell where the terminal's cursor belongs: the focused view's insertion point (a
    /// text field's), where it is drawn now (presentation frames, scrolling), or nil when
    /// nothing focused wants a cursor or the point is hidden or clipped away. The host shows
    /// the real cursor there, so an input method composes at the insertion point.
    public var cursorPosition: CellPosition? {
        if commandPalette.isVisible { return commandPalette.cursorPosition }
        guard let view = firstResponder as? View, var point = view.insertionPointLocation else { return nil }
        var current = view
        while true {
            if current.isHidden { return nil }
            if current.clipsToBounds || current === view {
                let visible = current.bounds
                guard point.x >= visible.minX, point.x < visible.maxX, point.y >= visible.minY, point.y < visible.maxY
                else { return nil }
            }
            point.x += current.presentationFrame.minX - current.bounds.minX
            point.y += current.presentationFrame.minY - current.bounds.minY
            guard let parent = current.superview else { break }
            current = parent
        }
        let position = CellPosition(x: Int(point.x.rounded()), y: Int(point.y.rounded()))
        guard position.x >= 0, position.y >= 0, Double(position.x) < size.width, Double(position.y) < size.height else {
            return nil
        }
        return position
    }

    /// Scrolls every scroll view around the first responder so that it is in sight.
    func revealFirstResponder() {
        needsFocusReveal = false
        guard let view = firstResponder as? View else { return }
        var ancestor = view.superview
        while let candidate = ancestor {
            if let scrollView = candidate as? ScrollView {
                scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: true)
            }
            ancestor = candidate.superview
        }
    }

    // MARK: Responder (the end of the chain)

    /// Nil: the window ends the responder chain.
    public var next: Responder? { nil }
    /// False: the window itself never holds focus.
    public var canBecomeFirstResponder: Bool { false }
    /// True.
    public var canResignFirstResponder: Bool { true }
    /// False.
    public var isFirstResponder: Bool { false }
    /// False: the window cannot become first responder.
    public func becomeFirstResponder() -> Bool { false }
    /// True, and does nothing.
    public func resignFirstResponder() -> Bool { true }

    /// Tab and Shift-Tab move focus; F12 opens the inspector (untitled: no hint shows it);
    /// Ctrl-P and `:` open the command palette (with a discoverability title, so a list of
    /// every key names them and the hint bar does not); Shift-F10 and the menu key open the
    /// focused view's context menu.
    public var keyCommands: [KeyCommand]? {
        let paletteTitle = commandPalette.keyCommandTitle
        return [
            KeyCommand(input: Inspector.toggleKey.input) { [unowned self] in inspector.isVisible = true },
            KeyCommand(input: "p", modifierFlags: .control, discoverabilityTitle: paletteTitle) {
                [unowned self] in commandPalette.isVisible = true
            },
            KeyCommand(input: ":", discoverabilityTitle: paletteTitle) { [unowned self] in
                commandPalette.isVisible = true
            },
        ]
            + Self.contextMenuKeys.map { key in
                KeyCommand(input: key.input, modifierFlags: key.modifierFlags) { [unowned self] in
                    if let view = (firstResponder as? View) ?? focusScope { openContextMenu(from: view) }
                }
            } + [
                KeyCommand(input: KeyCommand.inputTab) { [unowned self] in moveFocus(forward: true) },
                KeyCommand(input: KeyCommand.inputTab, modifierFlags: .shift) { [unowned self] in
                    moveFocus(forward: false)
                },
            ]
    }

    /// Runs the window's matching key command (Tab, Shift-Tab); any other press reached the end
    /// of the chain unused, so `pressKey(_:)` returns false.
    public func pressesBegan(_ press: KeyPress) {
        if let command = keyCommands?.first(where: { $0.matches(press) }) {
            command.action()
        } else {
            pressReachedWindow = true
        }
    }

    /// Paste reaching the window was unused: `pasteText(_:)` returns false.
    public func paste(_ text: String) { pressReachedWindow = true }
}
