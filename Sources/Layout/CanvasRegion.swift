/// The canvas's `Style`, for types that have a `Style` of their own (`AlertController.Style`,
/// `ProgressView.Style`).
typealias CellStyle = Style

/// The canvas being drawn in one draw pass, shared by every view's region (a class so that
/// regions, which are values, can write into one grid).
public final class CanvasSurface {
    /// The canvas being drawn into.
    public var canvas: Canvas
    /// A surface drawing into `canvas`.
    public init(_ canvas: Canvas) { self.canvas = canvas }
}

/// A view's part of the canvas for `draw(in:)`: coordinates are the view's own (0,0 is its
/// top-left cell), and every write is clipped to what of the view is visible.
public struct CanvasRegion {
    /// The surface the region draws on.
    public let surface: CanvasSurface
    /// The view's snapped rectangle on the canvas.
    public let frame: CellRect
    /// The visible part of `frame` on the canvas (ancestors that clip, the canvas edge).
    public let clip: CellRect

    /// A region of `surface` at `frame` (in the surface's cells), drawing only inside `clip`.
    public init(surface: CanvasSurface, frame: CellRect, clip: CellRect) {
        self.surface = surface
        self.frame = frame
        self.clip = clip
    }

    /// The region in its own coordinates.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    private func onCanvas(_ rect: CellRect) -> CellRect {
        CellRect(x: rect.x + frame.x, y: rect.y + frame.y, width: rect.width, height: rect.height)
    }

    /// Draws one line of text at (`x`, `y`) in the region, cut with `…` at the region's edge.
    @discardableResult
    public func draw(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
        let fitted = CanvasRegion.fitted(text, toWidth: frame.width - x)
        return put(fitted.text, width: fitted.width, x: frame.x + x, y: frame.y + y, style: style, within: frame)
    }

    /// Draws one line of text in `rect` (region coordinates), aligned, cut with `…` when too long.
    @discardableResult
    public func draw(_ text: String, in rect: CellRect, style: Style = .plain, alignment: TextAlignment = .leading)
        -> Int
    {
        let target = onCanvas(rect)
        let fitted = CanvasRegion.fitted(text, toWidth: target.width)
        let slack = max(target.width - fitted.width, 0)
        let offset =
            switch alignment {
            case .leading: 0
            case .center: slack / 2
            case .trailing: slack
            }
        return put(fitted.text, width: fitted.width, x: target.x + offset, y: target.y, style: style, within: target)
    }

    /// `text` no wider than `width` cells: as is when it fits, else cut at a cluster boundary
    /// and ended with `…` (the view's own edge, as `UILabel` truncates).
    static func truncated(_ text: String, toWidth width: Int) -> String { fitted(text, toWidth: width).text }

    /// `truncated`, with the width of the result (measured once: every label, every frame).
    static func fitted(_ text: String, toWidth width: Int) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let textWidth = displayWidth(text)
        if textWidth <= width { return (text, textWidth) }
        var result = ""
        var used = 0
        for cluster in normalizedForDisplay(text) {
            let clusterWidth = cluster.displayWidth
            if used + clusterWidth > width - 1 { break }
            result.append(cluster)
            used += clusterWidth
        }
        return (result + String(Canvas.ellipsis), used + 1)
    }

    /// Writes already-fitted text at canvas column `x`, cut hard (no `…`) where an ancestor's
    /// clip or the canvas edge hides it: what is hidden is hidden, not truncated.
    private func put(_ text: String, width: Int, x: Int, y: Int, style: Style, within area: CellRect) -> Int {
        let visible = clip.intersection(area)
        // Text wholly in sight (almost every label) is drawn without walking its clusters here.
        if x >= visible.minX, x + width <= visible.maxX, y >= visible.minY, y < visible.maxY {
            surface.canvas.draw(text, x: x, y: y, style: style, clip: visible)
            return x + width - frame.x
        }
        var kept = ""
        var column = x
        for cluster in normalizedForDisplay(text) {
            let clusterWidth = cluster.displayWidth
            if column + clusterWidth > visible.maxX { break }
            kept.append(cluster)
            column += clusterWidth
        }
        surface.canvas.draw(kept, x: x, y: y, style: style, clip: visible)
        return x + width - frame.x
    }

    /// Fills `rect` (the whole region when nil) with `grapheme`.
    public func fill(_ rect: CellRect? = nil, with grapheme: Character = " ", style: Style = .plain) {
        surface.canvas.fill(onCanvas(rect ?? bounds).intersection(clip), with: grapheme, style: style)
    }

    /// Draws a box along the edges of `rect` (the whole region when nil).
    public func drawBox(_ rect: CellRect? = nil, style: Style = .plain, border: BoxBorder = .rounded) {
        surface.canvas.drawBox(onCanvas(rect ?? bounds), style: style, border: border, clip: clip)
    }
}

extension View {
    /// The draw pass for this subtree: the view's snapped rectangle is computed from its
    /// presentation frame in reals (so shared edges snap to the same cell), clipped, drawn,
    /// then its subviews on top.
    func drawTree(on surface: CanvasSurface, parentOrigin: Point, clip: CellRect) {
        guard !isHidden else { return }
        let real = presentationFrame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let snapped = real.snapped
        let cellRect = CellRect(
            x: Int(snapped.minX), y: Int(snapped.minY),
            width: max(Int(snapped.width), 0), height: max(Int(snapped.height), 0))
        let ownClip = clipsToBounds ? clip.intersection(cellRect) : clip
        needsDisplayFlag = false
        let region = CanvasRegion(surface: surface, frame: cellRect, clip: clip.intersection(cellRect))
        if let backgroundStyle, !region.clip.isEmpty { region.fill(style: backgroundStyle) }
        if !region.clip.isEmpty { draw(in: region) }
        let childOrigin = Point(x: real.minX - bounds.minX, y: real.minY - bounds.minY)
        for subview in subviews where !ownClip.isEmpty {
            subview.drawTree(on: surface, parentOrigin: childOrigin, clip: ownClip)
        }
    }
}
