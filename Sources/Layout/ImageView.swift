/// A small picture made of text (`UIImage` for the terminal): one or more lines of glyphs.
public struct Image: Hashable, Sendable {
    /// The picture's rows of text.
    public let lines: [String]
    /// A picture whose rows are the lines of `text`.
    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    /// The picture's size in cells.
    public var size: Size { Size(width: Double(TextWrapping.width(of: lines)), height: Double(lines.count)) }
}

/// Shows an `Image` centred in its bounds (`UIImageView`), e.g. the card's chevron `▾`/`▴`.
/// Its intrinsic size is the image's.
open class ImageView: View {
    /// The picture shown, centred; a change re-measures the intrinsic size.
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } } }
    /// The style the image is drawn in.
    public var style: Style = .plain { didSet { setNeedsDisplay() } }

    /// An image view showing `image` in `style`.
    public init(image: Image? = nil, style: Style = .plain) {
        self.image = image
        self.style = style
        super.init(frame: .zero)
    }

    /// The image's size.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size, whatever the proposal.
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Draws the image's lines centred, vertically and on each line; lines below the view are cut.
    open override func draw(in region: CanvasRegion) {
        guard let image else { return }
        let top = max((region.frame.height - image.lines.count) / 2, 0)
        for (row, line) in image.lines.enumerated() where top + row < region.frame.height {
            region.draw(
                line, in: CellRect(x: 0, y: top + row, width: region.frame.width, height: 1),
                style: style, alignment: .center)
        }
    }

    override var debugDetails: String { image.map { "image = '\($0.lines.joined(separator: "\\n"))'" } ?? "" }
}
