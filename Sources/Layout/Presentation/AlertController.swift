/// One choice of an alert (`UIAlertAction`).
public final class AlertAction {
    /// `UIAlertAction.Style`: a cancel action answers Esc; a destructive one is drawn red.
    public enum Style: Sendable { case `default`, cancel, destructive }

    /// The text of the action's button.
    public let title: String
    /// Whether the action cancels (answers Esc), is destructive (drawn red) or neither.
    public let style: Style
    /// Read when the action's button is made (disabled buttons draw dim and take no focus);
    /// choosing a disabled action does nothing.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// An action titled `title`; `handler` runs after the alert is dismissed
    /// (`UIAlertAction(title:style:handler:)`).
    public init(title: String, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A question with a few answers (`UIAlertController`): a boxed title and message over a row
/// of buttons, one per action, presented as a centred sheet (`.alert`) or a bottom sheet
/// (`.actionSheet`). Choosing an action (Enter, Space or a click on its button) dismisses
/// the alert and then runs the action's handler; Esc chooses the cancel action, if there is
/// one. Focus starts on `preferredAction`, else on the first button in reading order.
open class AlertController: ViewController {
    /// `UIAlertController.Style`: a centred box (`.alert`) or a full-width sheet at the bottom
    /// (`.actionSheet`).
    public enum Style: Sendable { case alert, actionSheet }

    /// The text under the title, wrapped and centred; nil or empty shows none.
    public let message: String?
    /// Where the alert is presented: centred or at the bottom.
    public let preferredStyle: Style
    /// The actions in the order added, one button each.
    public private(set) var actions: [AlertAction] = []
    /// The action focused first.
    public var preferredAction: AlertAction?

    private var buttons: [Button] = []
    private let buttonRow = StackView()
    /// The fields added with `addTextField(configurationHandler:)`, in order, between the
    /// message and the buttons (`UIAlertController.textFields`); nil when there are none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private var fields: [TextField] = []
    private let fieldStack = StackView()

    /// An alert with no actions yet (`UIAlertController(title:message:preferredStyle:)`). An
    /// `.alert` is a form sheet 44 cells wide; an `.actionSheet` a page sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = preferredStyle == .alert ? .formSheet : .pageSheet
        if preferredStyle == .alert { preferredContentSize = Size(width: 44, height: 0) }
    }

    /// Adds `action`'s button after the others, also when the alert is already loaded.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        guard isViewLoaded else { return }
        addButton(for: action)
    }

    /// Adds a text field above the buttons (`addTextField(configurationHandler:)`, alerts only,
    /// as UIKit: an action sheet logs and adds none); `configurationHandler` sets it up
    /// (placeholder, `isSecureTextEntry`, ...). Focus starts on the first field; read
    /// `textFields` in an action's handler.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutEngine.standardErrorSink("Text fields can only be added to an alert controller of style .alert")
            return
        }
        let field = TextField()
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { addFieldRow(field) }
    }

    private func addFieldRow(_ field: TextField) {
        fieldStack.addArrangedSubview(field)
        fieldStack.isHidden = false
    }

    /// Builds the bordered box: the title (bold), the message, the text fields and the row of
    /// buttons, centred.
    open override func loadView() {
        let box = AlertBoxView()
        let titleLabel = Label(text: title ?? "", style: CellStyle(attributes: .bold))
        titleLabel.textAlignment = .center
        let messageLabel = Label(text: message ?? "")
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        buttonRow.spacing = 2
        let centered = View()
        centered.addSubview(buttonRow)
        buttonRow.snp.makeConstraints {
            $0.top.bottom.centerX.equalToSuperview()
            $0.leading.greaterThanOrEqualToSuperview()
        }
        fieldStack.axis = .vertical
        fieldStack.isHidden = fields.isEmpty
        for field in fields { fieldStack.addArrangedSubview(field) }
        let content = StackView(arrangedSubviews: [titleLabel, messageLabel, fieldStack, centered])
        content.axis = .vertical
        content.spacing = 1
        titleLabel.isHidden = title?.isEmpty ?? true
        messageLabel.isHidden = message?.isEmpty ?? true
        box.addSubview(content)
        content.snp.makeConstraints {
            $0.top.bottom.equalToSuperview().inset(1)
            $0.leading.trailing.equalToSuperview().inset(2)
        }
        view = box
        for action in actions { addButton(for: action) }
    }

    private func addButton(for action: AlertAction) {
        let button = Button(title: action.title)
        button.isEnabled = action.isEnabled
        switch action.style {
        case .default: break
        case .cancel: button.titleStyle = CellStyle(attributes: .bold)
        case .destructive: button.titleColor = .destructive
        }
        button.addAction(Control.Action { [unowned self] _ in choose(action) }, for: .primaryActionTriggered)
        buttons.append(button)
        buttonRow.addArrangedSubview(button)
    }

    /// Dismisses the alert, then runs the action's handler.
    private func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true)
        action.handler?(action)
    }

    /// The first text field, else the button of `preferredAction`, or nil to focus the first
    /// button in reading order.
    open override var preferredFocusedView: View? {
        if let first = fields.first { return first }
        guard let preferred = preferredAction, let index = actions.firstIndex(where: { $0 === preferred }) else {
            return nil
        }
        return buttons[index]
    }

    /// Esc, titled as the cancel action, chooses it (none without a cancel action); Left and
    /// Right move focus to the button before or after the focused one, skipping disabled ones
    /// and stopping at the row's ends (a text field takes its own arrows first). Untitled: the
    /// hint line and `?` name Esc only.
    open override var keyCommands: [KeyCommand]? {
        var commands = [
            KeyCommand(input: KeyCommand.inputLeftArrow) { [unowned self] in focusButton(step: -1) },
            KeyCommand(input: KeyCommand.inputRightArrow) { [unowned self] in focusButton(step: 1) },
        ]
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            commands.insert(
                KeyCommand(input: KeyCommand.inputEscape, title: cancel.title) { [unowned self] in choose(cancel) },
                at: 0)
        }
        return commands
    }

    /// Focuses the nearest enabled button `step` places from the focused one, if any.
    private func focusButton(step: Int) {
        guard let current = buttons.firstIndex(where: { $0.isFirstResponder }) else { return }
        var index = current + step
        while buttons.indices.contains(index) {
            if buttons[index].isEnabled {
                _ = buttons[index].becomeFirstResponder()
                return
            }
            index += step
        }
    }
}

/// The alert's box: a rounded border around its content, on a blank background so the dimmed
/// screen does not show through.
final class AlertBoxView: View {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .plain
    }

    override func draw(in region: CanvasRegion) { region.drawBox() }
}
