import Layout

/// The card's bordered container. The selected card has a heavy border in the accent colour:
/// the weight alone tells it apart on a monochrome terminal or with `NO_COLOR`.
final class CardContainerView: View {
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    static let selectedBorder = BoxBorder(
        topLeft: "┏", top: "━", topRight: "┓", left: "┃", right: "┃",
        bottomLeft: "┗", bottom: "━", bottomRight: "┛")
    static let plainStyle = Style(attributes: [.dim])

    override func draw(in region: CanvasRegion) {
        region.drawBox(
            style: isSelected ? region.style(tintColor, attributes: [.bold]) : Self.plainStyle,
            border: isSelected ? Self.selectedBorder : .rounded)
    }
}
