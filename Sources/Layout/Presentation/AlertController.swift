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

    /// Builds the bordered box: the title (bold), the message and the row of buttons, centred.
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
        let content = StackView(arrangedSubviews: [titleLabel, messageLabel, centered])
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
        case .destructive: button.titleStyle = CellStyle(foreground: .red)
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

    /// The button of `preferredAction`, or nil to focus the first button in reading order.
    open override var preferredFocusedView: View? {
        guard let preferred = preferredAction, let index = actions.firstIndex(where: { $0 === preferred }) else {
            return nil
        }
        return buttons[index]
    }

    /// Esc, titled as the cancel action, chooses it; none without a cancel action.
    open override var keyCommands: [KeyCommand]? {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return [] }
        return [KeyCommand(input: KeyCommand.inputEscape, title: cancel.title) { [unowned self] in choose(cancel) }]
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
