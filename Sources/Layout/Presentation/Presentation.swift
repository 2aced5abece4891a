/// How `present(_:animated:completion:)` shows a controller (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: Sendable {
    /// Full width, sliding up from the bottom to rest on it; as tall as its content (or
    /// `preferredContentSize.height`), never over the top line.
    case pageSheet
    /// Centred, sliding up from the bottom to the middle; as wide as its content (or
    /// `preferredContentSize.width`) with a margin to the screen's edges. Alerts use it.
    case formSheet
}

/// One presentation: the dimming container over the presenting screen, the constraints that
/// hold the presented view below the screen (`hidden`) or in place (`shown`), and the
/// responder that had focus before, given it back on dismissal.
final class Presentation {
    let container: PresentationContainerView
    let hidden: [LayoutConstraint]
    let shown: [LayoutConstraint]
    weak var savedFirstResponder: Responder?

    init(
        container: PresentationContainerView, hidden: [LayoutConstraint], shown: [LayoutConstraint],
        savedFirstResponder: Responder?
    ) {
        self.container = container
        self.hidden = hidden
        self.shown = shown
        self.savedFirstResponder = savedFirstResponder
    }
}

/// Covers the window over the presenting screen and dims what is drawn beneath it (every
/// cell keeps its text and gains the dim attribute); the presented view is its subview.
final class PresentationContainerView: View {
    /// Set when the dismissal begins: the screen beneath is no longer dimmed.
    var isDismissing = false

    override func draw(in region: CanvasRegion) {
        guard !isDismissing else { return }
        region.surface.canvas.addAttributes(.dim, in: region.clip)
    }
}

extension Window {
    /// Presentation containers stay the root view's last subviews, above anything the root
    /// controller adds later.
    func keepPresentationsInFront() {
        guard let root = rootViewController?.view,
            let first = root.subviews.firstIndex(where: { $0 is PresentationContainerView }),
            root.subviews[first...].contains(where: { !($0 is PresentationContainerView) })
        else { return }
        for container in root.subviews where container is PresentationContainerView {
            root.insertSubview(container, at: root.subviews.count)
        }
    }
}
