/// A push button (`UIButton`), drawn `[ Title ]`. Enter, Space or a click sends
/// `.primaryActionTriggered` to its targets and actions. The title is in the view's `tintColor`
/// (as UIKit's system button) unless `titleColor` says otherwise, and `tertiaryLabel` when
/// disabled, resolved for the button's traits when drawn (on a monochrome screen: bold, and dim
/// when disabled). Focused: reversed.
open class Button: Control {
    /// The text between the brackets; changing it resizes the button.
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } } }
    /// The style of the title, under the focused and disabled looks.
    public var titleStyle: Style = .plain { didSet { setNeedsDisplay() } }
    /// The title's colour, resolved for the button's traits when drawn (`setTitleColor`): it
    /// replaces `titleStyle`'s foreground. Nil takes the view's `tintColor`.
    public var titleColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// The button's menu (`UIButton.menu`): a pull-down under the button when
    /// `showsMenuAsPrimaryAction` is true, else a context menu (a right click, Shift-F10).
    /// The command palette lists its enabled actions.
    public var menu: Menu?
    /// Whether pressing the button opens its `menu` instead of sending `.primaryActionTriggered`
    /// (`showsMenuAsPrimaryAction`).
    public var showsMenuAsPrimaryAction = false

    /// A button with `title`, and `primaryAction` run when it is pressed (`UIButton(primaryAction:)`).
    public init(title: String, primaryAction: Action? = nil) {
        self.title = title
        super.init(frame: .zero)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// `setTitle(_:for:)` for the one state a terminal button shows.
    public func setTitle(_ title: String?, for state: Control.State = .normal) { self.title = title ?? "" }

    /// Presses the button as a key or a click would (nothing when disabled): opens its menu
    /// under it when `showsMenuAsPrimaryAction`, else sends `.primaryActionTriggered`.
    public func press() {
        guard isEnabled else { return }
        if showsMenuAsPrimaryAction, let menu, let window {
            let origin = convert(Point.zero, to: nil)
            window.openMenu(menu, at: Point(x: origin.x, y: origin.y + bounds.height), source: self, configuration: nil)
            return
        }
        sendActions(for: .primaryActionTriggered)
    }

    /// The title's width plus four cells for `[ ` and ` ]`, one line.
    open override var intrinsicContentSize: Size { Size(width: Double(displayWidth(title) + 4), height: 1) }

    /// Enter or Space (no modifiers) presses an enabled button; other keys go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty, press.input == KeyCommand.inputEnter || press.input == " " else {
            return super.pressesBegan(press)
        }
        self.press()
    }

    /// A click presses the button.
    open override func clicked(at location: Point) { press() }

    /// Draws `[ Title ]` centered in its colour, reversed when focused, `tertiaryLabel` when
    /// disabled.
    open override func draw(in region: CanvasRegion) {
        let color = isEnabled ? titleColor ?? tintColor : .tertiaryLabel
        let style = titleStyle.withForeground(color, traits: region.traitCollection)
        region.draw(
            "[ " + title + " ]", in: region.bounds, style: isEnabled ? contentStyle(style) : style, alignment: .center)
    }

    override var debugDetails: String { "title = '\(title)'" }
}

extension Control {
    /// The states a control's appearance can be set for (`UIControl.State`); a terminal draws
    /// one.
    public enum State: Sendable { case normal }
}
