import Canvas
import Layout

/// A card's header line, drawn by hand: the name (bold) from the left, and from the right the
/// net total (bold), two cells before it the word on the payday, two cells before that the
/// warning mark (bold, in the warning colour; none when there is nothing to warn of). The
/// name keeps a cell before the mark and is cut with `…` where it does not fit; the figures
/// never are. Where the whole word on the payday (`급여일까지 D-5`) would leave the name fewer
/// than `nameColumnsKept` columns (or fewer than it needs), the compact one (`D-5`) stands in
/// its place. Where even then the mark would stand in the name's first column, the total
/// gives up its last columns (cut with `…`) and the parts move right, so that the mark and the
/// word on the payday show whole (as the four labels' constraints settled it). One line high, no intrinsic width: four labels chained by constraints made about
/// 35 constraints a card, and the D-day's form took a second layout round to settle.
final class CardHeaderView: View {
    /// What the header says.
    struct Content: Equatable {
        var name = ""
        /// The warning mark, or "" when there is none.
        var warning = ""
        var payday = PaydayStatusText(whole: "", compact: "")
        var total = ""
    }

    var content = Content() { didSet { if content != oldValue { setNeedsDisplay() } } }

    /// The columns of the name the header keeps before the word on the payday gives up its words.
    static let nameColumnsKept = 12

    /// Cells between the total, the word on the payday and the mark.
    static let gap = 2

    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// Where each part stands in a header `width` cells wide.
    struct Placement: Equatable {
        /// The columns of the name shown (0 where none fits).
        var nameWidth: Int
        var warningX: Int
        /// The word on the payday shown (the whole or the compact form) and where.
        var payday: String
        var paydayX: Int
        var totalX: Int
        /// The columns of the total shown: all of them but where the header is too narrow.
        var totalWidth: Int
    }

    func placement(width: Int) -> Placement {
        let totalX = width - displayWidth(content.total)
        func warningX(_ payday: String) -> Int {
            totalX - Self.gap - displayWidth(payday) - Self.gap - displayWidth(content.warning)
        }
        let (whole, compact) = (content.payday.whole, content.payday.compact)
        let nameWanted = displayWidth(content.name)
        // The name's room beside the whole form: up to a cell before the mark.
        let roomBesideWhole = warningX(whole) - 1
        let payday = whole != compact && roomBesideWhole < min(nameWanted, Self.nameColumnsKept) ? compact : whole
        // The name's cell before the mark is kept at the least: what is missing comes off the
        // total's end.
        let shortfall = max(0, 1 - warningX(payday))
        let markX = warningX(payday) + shortfall
        return Placement(
            nameWidth: max(0, min(nameWanted, markX - 1)), warningX: markX, payday: payday,
            paydayX: totalX + shortfall - Self.gap - displayWidth(payday), totalX: totalX + shortfall,
            totalWidth: max(0, displayWidth(content.total) - shortfall))
    }

    override func draw(in region: CanvasRegion) {
        let place = placement(width: region.frame.width)
        let bold = Style(attributes: [.bold])
        func draw(_ text: String, at x: Int, width: Int, style: Style) {
            guard width > 0 else { return }
            region.draw(text, in: CellRect(x: x, y: 0, width: width, height: 1), style: style)
        }
        draw(content.name, at: 0, width: place.nameWidth, style: bold)
        draw(
            content.warning, at: place.warningX, width: displayWidth(content.warning),
            style: bold.withForeground(.warning, traits: region.traitCollection))
        draw(place.payday, at: place.paydayX, width: displayWidth(place.payday), style: .plain)
        draw(content.total, at: place.totalX, width: place.totalWidth, style: bold)
    }
}
