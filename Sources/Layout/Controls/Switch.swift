/// An on/off switch (`UISwitch`), drawn `[─●]` when on and `[○─]` when off. Enter, Space or
/// a click flips it and sends `.valueChanged`. Focused: reversed; disabled: dim.
open class Switch: Control {
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

    /// Draws `[─●]` (bold) when on and `[○─]` when off.
    open override func draw(in region: CanvasRegion) {
        region.draw(isOn ? "[─●]" : "[○─]", x: 0, y: 0, style: contentStyle(isOn ? Style(attributes: .bold) : .plain))
    }

    override var debugDetails: String { "on = \(isOn)" }
}
