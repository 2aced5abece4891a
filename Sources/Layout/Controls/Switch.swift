/// An on/off switch (`UISwitch`), drawn `[─●]` when on and `[○─]` when off. Enter, Space or
/// a click flips it and sends `.valueChanged`. Focused: reversed. Colours are semantic, resolved
/// for the switch's traits when drawn: on in `onTintColor` (the view's `tintColor` when nil),
/// off in `label`, disabled in `tertiaryLabel` (on a monochrome screen: on bold, disabled dim).
open class Switch: Control {
    /// The colour of the switch when on (`UISwitch.onTintColor`); nil takes the view's `tintColor`.
    public var onTintColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// Whether the switch is on (`UISwitch.isOn`). Setting it sends no event.
    public var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// A switch, off unless `isOn`.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the state without sending `.valueChanged` (as UIKit). The flip is one cell: there
    /// is nothing to animate.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Four cells, one line.
    open override var intrinsicContentSize: Size { Size(width: 4, height: 1) }

    private func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Enter or Space (no modifiers) flips an enabled switch and sends `.valueChanged`; other keys
    /// go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty, press.input == KeyCommand.inputEnter || press.input == " " else {
            return super.pressesBegan(press)
        }
        toggle()
    }

    /// A click flips an enabled switch and sends `.valueChanged`.
    open override func clicked(at location: Point) { toggle() }

    /// Draws `[─●]` in the on tint when on and `[○─]` when off; reversed when focused.
    open override func draw(in region: CanvasRegion) {
        let color: SemanticColor = !isEnabled ? .tertiaryLabel : isOn ? onTintColor ?? tintColor : .label
        let style = region.style(color)
        region.draw(isOn ? "[─●]" : "[○─]", x: 0, y: 0, style: isEnabled ? contentStyle(style) : style)
    }

    override var debugDetails: String { "on = \(isOn)" }
}
