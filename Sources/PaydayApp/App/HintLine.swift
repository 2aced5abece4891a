import Layout

/// A screen's bottom line: the keys in reach (a `KeyHintBar`, fed from the responder chain), or,
/// until the next key, what the last key did (`say`).
final class HintLine: View {
    let bar = KeyHintBar()
    let messageLabel = Label(style: Style(attributes: [.dim]))

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for subview in [bar, messageLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
            subview.snp.makeConstraints { $0.edges.equalToSuperview() }
        }
        messageLabel.isHidden = true
    }

    /// What the last key did, in place of the hints; nil shows the hints again.
    var message: String? {
        didSet {
            messageLabel.text = message ?? ""
            messageLabel.isHidden = message == nil
            bar.isHidden = message != nil
        }
    }
}
