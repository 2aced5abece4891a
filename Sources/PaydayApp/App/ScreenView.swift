import Layout

/// A pushed screen's root view: blank cells under its content, so the screen it slides over
/// never shows through.
final class ScreenView: View {
    override func draw(in region: CanvasRegion) { region.fill() }
}
