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
    public var menu: Menu? { didSet { popUpChanged() } }
    /// Whether pressing the button opens its `menu` instead of sending `.primaryActionTriggered`
    /// (`showsMenuAsPrimaryAction`).
    public var showsMenuAsPrimaryAction = false { didSet { popUpChanged() } }
    /// Whether the button keeps a selection (`changesSelectionAsPrimaryAction`). With a `menu`
    /// shown as the primary action it is a pop-up button: its menu holds one choice (choosing
    /// an action turns it on and the others off, as `.singleSelection`; when none is on, the
    /// first enabled action is), its title is the chosen action's, and a `▾` follows the title.
    /// Otherwise (no menu, or a menu that is a context menu) pressing it toggles `isSelected`
    /// before sending `.primaryActionTriggered`.
    public var changesSelectionAsPrimaryAction = false { didSet { popUpChanged() } }

    /// Whether the button is a pop-up: it shows its menu as its primary action and keeps the
    /// menu's choice.
    var isPopUp: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// A button with `title`, and `primaryAction` run when it is pressed (`UIButton(primaryAction:)`).
    public init(title: String, primaryAction: Action? = nil) {
        self.title = title
        super.init(frame: .zero)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The kinds of UIKit's buttons (`UIButton.ButtonType`), kept so that `UIButton(type:)`
    /// ports: a terminal draws every kind as `[ Title ]`.
    public enum ButtonType: Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    /// The kind the button was made as (`buttonType`); `.system` unless made with `init(type:)`.
    public private(set) var buttonType = ButtonType.system

    /// A button of a kind, with no title yet (`UIButton(type:)`): `setTitle(_:for:)` gives it
    /// one, or a pop-up's menu its choice.
    public convenience init(type buttonType: ButtonType) {
        self.init(title: "")
        self.buttonType = buttonType
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
        if changesSelectionAsPrimaryAction, !isPopUp { isSelected.toggle() }
        sendActions(for: .primaryActionTriggered)
    }

    /// Runs `action`, chosen from `menu` (the menu opened from this button): marks it chosen
    /// (one choice in a pop-up's menu, else as the menu's `.singleSelection` says), runs it
    /// with the button as its sender, and shows the choice in a pop-up's title.
    func runMenuAction(_ action: Layout.Action, of menu: Menu) {
        menu.markChosen(action, asOneChoice: isPopUp && menu === self.menu)
        action.perform(sender: self)
        showSelectedTitle()
    }

    /// The menu or the flags changed: a pop-up shows its choice, and the `▾` comes or goes.
    private func popUpChanged() {
        showSelectedTitle()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// A pop-up's title follows its menu's choice (the first enabled action when none is on).
    private func showSelectedTitle() {
        guard isPopUp, let menu else { return }
        if menu.selectedElements.isEmpty,
            let first = menu.actionsInTree.first(where: { $0.isEnabled && !$0.attributes.contains(.hidden) })
        {
            menu.markChosen(first, asOneChoice: true)
        }
        if let chosen = menu.selectedElements.first { title = chosen.title }
    }

    /// What the button shows between its brackets: the title, and a pop-up's `▾`.
    private var shownTitle: String { isPopUp ? title + " ▾" : title }

    /// The title's width (a pop-up's `▾` included) plus four cells for `[ ` and ` ]`, one line.
    open override var intrinsicContentSize: Size { Size(width: Double(displayWidth(shownTitle) + 4), height: 1) }

    /// Enter or Space (no modifiers) presses an enabled button; other keys go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty, press.input == KeyCommand.inputEnter || press.input == " " else {
            return super.pressesBegan(press)
        }
        self.press()
    }

    /// A click presses the button.
    open override func clicked(at location: Point) { press() }

    /// Draws `[ Title ]` centered in its colour, reversed when focused, underlined when selected,
    /// `tertiaryLabel` when disabled.
    open override func draw(in region: CanvasRegion) {
        let color = isEnabled ? titleColor ?? tintColor : .tertiaryLabel
        var style = titleStyle.withForeground(color, traits: region.traitCollection)
        if isSelected { style.attributes.insert(.underline) }
        region.draw(
            "[ " + shownTitle + " ]", in: region.bounds, style: isEnabled ? contentStyle(style) : style,
            alignment: .center)
    }

    override var debugDetails: String { "title = '\(title)'" }
}

extension Control {
    /// The states a control's appearance can be set for (`UIControl.State`); a terminal draws
    /// one.
    public enum State: Sendable { case normal }
}
