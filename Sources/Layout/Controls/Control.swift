/// The base of views that turn key presses and clicks into actions (`UIControl`): enabled
/// state, events, targets and actions. Controls can become first responder while enabled and
/// visible, and draw a focused look while they are.
open class Control: View {
    /// The events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt32
        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A button was pressed (Enter, Space or a click).
        public static let primaryActionTriggered = Event(rawValue: 1 << 0)
        /// The value changed (a switch, a segment, a field's text).
        public static let valueChanged = Event(rawValue: 1 << 1)
        /// A text field became first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 2)
        /// A text field's text changed by an edit.
        public static let editingChanged = Event(rawValue: 1 << 3)
        /// A text field resigned first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 4)
        /// Return in a text field whose delegate let it end editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 5)
    }

    /// A handler for control events (`UIAction`).
    public struct Action {
        /// A name for the action (`UIAction.title`); the control does not show it.
        public var title: String?
        /// Runs with the control that sent the event.
        public let handler: (Control) -> Void
        /// An action running `handler` (`UIAction(title:handler:)`).
        public init(title: String? = nil, handler: @escaping (Control) -> Void) {
            self.title = title
            self.handler = handler
        }
    }

    private var registrations: [(events: Event, run: (Control) -> Void)] = []

    /// A disabled control cannot be focused and draws dimmed. Disabling the first responder
    /// resigns it.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    /// Whether the control is in its selected state (`isSelected`): a button whose
    /// `changesSelectionAsPrimaryAction` is set toggles it when pressed, and draws it underlined.
    public var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    /// True while the control is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Calls `action` on `target` when one of `events` happens, with the control as the
    /// action's parameter declares it (`Control`, or the control's own type: `func
    /// toggled(_ sender: Switch)`). The target is held weakly, as UIKit does (a controller
    /// adding itself makes no cycle): `addTarget(self, action: FormController.changed, for:
    /// .valueChanged)`.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void,
        for events: Event
    ) {
        registrations.append(
            (
                events,
                { [weak target] control in
                    guard let target, let sender = control as? Sender else { return }
                    action(target)(sender)
                }
            ))
    }

    /// Calls `action`, a method taking no argument, on `target` (held weakly) when one of
    /// `events` happens: `addTarget(self, action: FormController.save, for:
    /// .primaryActionTriggered)` where `func save()`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        registrations.append(
            (
                events,
                { [weak target] _ in
                    guard let target else { return }
                    action(target)()
                }
            ))
    }

    /// Runs a menu `Action` when one of `events` happens (`addAction(_:for:)` with a
    /// `UIAction`): its `sender` is the control.
    public func addAction(_ action: Layout.Action, for events: Event) {
        addAction(Action(title: action.title) { control in action.perform(sender: control) }, for: events)
    }

    /// Runs `action` when one of `events` happens (`addAction(_:for:)`).
    public func addAction(_ action: Action, for events: Event) {
        registrations.append((events, action.handler))
    }

    /// Sends `events` to every target and action registered for them, in the order added.
    public func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.run(self)
        }
    }

    /// The style of the control's content: dimmed when disabled, reversed when focused.
    public func contentStyle(_ base: Style = .plain) -> Style {
        if !isEnabled { return base.adding(.dim) }
        return isFirstResponder ? base.adding(.reverse) : base
    }
}
