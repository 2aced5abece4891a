import Canvas
import Layout

/// The lines under a card's header, one a line, each in its own colour and attributes and cut
/// with `…` when narrow: the period running beside an ended one, the live shift, the pay
/// expected by payday, what arrived. Its intrinsic height is its number of lines (0 when it has
/// none) and it has no intrinsic width, as `PayslipDetailView` under it: one view drawn by
/// hand where four labels, each with its own place, height and intrinsic size, made about 35
/// constraints a card for the layout engine to add, most of them for lines not shown.
final class CardLinesView: View {
    /// One line and how it is drawn.
    struct Line: Equatable {
        var text: String
        /// The text's colour, resolved for the view's traits when drawn (as `Label.textColor`).
        var color: SemanticColor? = nil
        var attributes: TextAttributes = []
    }

    /// The lines, top down. A change of their number changes the intrinsic height; a change of
    /// their words only redraws (the live line's minute).
    var lines: [Line] = [] {
        didSet {
            guard lines != oldValue else { return }
            if lines.count != oldValue.count { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Double(lines.count))
    }

    override func draw(in region: CanvasRegion) {
        for (row, line) in lines.enumerated() where row < region.frame.height {
            let style = Style(attributes: line.attributes).withForeground(line.color, traits: region.traitCollection)
            region.draw(line.text, in: CellRect(x: 0, y: row, width: region.frame.width, height: 1), style: style)
        }
    }
}
