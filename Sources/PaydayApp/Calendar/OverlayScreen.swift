import Layout
import Terminal

/// A screen opened over the home screen (the calendar, the payslip): it covers the home screen
/// whole, takes every event while open, and says when it wants to close (Esc).
protocol OverlayScreen: ViewController {
    func handle(_ event: Event)
    var wantsToClose: Bool { get }
}

/// An overlay screen's root view: blank cells under its content, so the home screen beneath
/// never shows through.
final class OpaqueScreenView: View {
    override func draw(in region: CanvasRegion) { region.fill() }
}
