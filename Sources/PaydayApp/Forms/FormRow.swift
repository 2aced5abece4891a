import Layout

/// One line of a form: a label in a column of fixed width, the control after it, and for a
/// text field, a line under it for what is wrong with what was typed (empty while it is fine).
final class FormRow: View {
    let label: Label
    let control: Control
    let messageLabel = Label(textColor: .destructive)
    /// The label column's width in cells.
    static let labelWidth = 16

    init(title: String, control: Control, hasMessage: Bool) {
        label = Label(text: title)
        self.control = control
        super.init(frame: .zero)
        addConstrainedSubviews([label, control, messageLabel])
        label.setContentCompressionResistancePriority(.low, for: .horizontal)
        label.snp.makeConstraints {
            $0.top.leading.equalToSuperview()
            $0.width.equalTo(Double(Self.labelWidth - 1))
        }
        control.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.equalToSuperview().offset(Double(Self.labelWidth))
            $0.trailing.lessThanOrEqualToSuperview()
        }
        messageLabel.isHidden = !hasMessage
        messageLabel.snp.makeConstraints {
            $0.top.equalTo(control.snp.bottom)
            $0.leading.equalTo(control.snp.leading)
            $0.trailing.equalToSuperview()
            // Below required: a row hidden in its stack (a cadence's rows) is 0 high.
            $0.bottom.equalToSuperview().priority(LayoutPriority(999))
            $0.height.equalTo(hasMessage ? 1 : 0)
        }
    }

    var message: String {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }
}
