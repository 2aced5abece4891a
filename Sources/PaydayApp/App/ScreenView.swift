import Layout
import Terminal

/// A screen opened over the home screen (the calendar, the payslip): it covers the home screen
/// whole and is the first responder while open, so every key press starts and ends in it (none
/// reaches the home screen's key commands beneath); Esc or `q` closes it. Resizes and clicks,
/// which the window does not route, come through `handle(_:)`.
protocol OverlayScreen: ViewController {
    func handle(_ event: Event)
    /// The app's data changed (a change saved, undone, or made by another process): show it.
    func dataDidChange(_ records: WorkplaceRecords)
}

extension OverlayScreen {
    /// Takes the keys: the window starts every key press at its first responder.
    func takeKeys() { becomeFirstResponder() }

    /// By default a screen keeps what it showed when it opened.
    func dataDidChange(_ records: WorkplaceRecords) {}

    /// Gives the keys back and leaves the home screen (its selection and unfolded cards are
    /// untouched underneath).
    func close() {
        resignFirstResponder()
        view.removeFromSuperview()
        removeFromParent()
    }
}

/// An overlay screen's root view: blank cells under its content, so the home screen beneath
/// never shows through.
final class OpaqueScreenView: View {
    override func draw(in region: CanvasRegion) { region.fill() }
}
