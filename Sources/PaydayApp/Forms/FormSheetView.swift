import Layout

/// A form's sheet: a rounded box with the form's title set into its top border, on a blank
/// background so the dimmed screen beneath does not show through.
final class FormSheetView: View {
    var title = "" { didSet { if title != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .plain
    }

    override func draw(in region: CanvasRegion) {
        region.drawBox()
        guard !title.isEmpty else { return }
        region.draw(
            " \(title) ", in: CellRect(x: 2, y: 0, width: max(region.frame.width - 4, 0), height: 1),
            style: Style(attributes: .bold))
    }
}
