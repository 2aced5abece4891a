/// An on/off switch (`UISwitch`), drawn `[─●]` when on and `[○─]` when off. Enter, Space or
/// a click flips it and sends `.valueChanged`. Focused: reversed; disabled: dim.
open class Switch: Control {
    public var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the state without sending `.valueChanged` (as UIKit). The flip is one cell: there
    /// is nothing to animate.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: Size { Size(width: 4, height: 1) }

    private func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty, press.input == KeyCommand.inputEnter || press.input == " " else {
            return super.pressesBegan(press)
        }
        toggle()
    }

    open override func clicked(at location: Point) { toggle() }

    open override func draw(in region: CanvasRegion) {
        region.draw(isOn ? "[─●]" : "[○─]", x: 0, y: 0, style: contentStyle(isOn ? Style(attributes: .bold) : .plain))
    }

    override var debugDetails: String { "on = \(isOn)" }
}
