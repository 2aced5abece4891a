/// How far a task has gone (`UIProgressView`), drawn as a bar in eighths of a cell on one row:
/// `██████▍` over a `─` track (`.default`) or on nothing (`.bar`). The bar takes the view's
/// `tintColor` and the track `SemanticColor.separator` unless told otherwise, resolved for the
/// view's traits when drawn (on a monochrome screen: a bold bar over a dim track).
///
/// `progress` runs from 0 to 1 (clamped). `setProgress(_:animated:)` animates the bar on the
/// window's animator (0.25 s, ease out; at once with reduced motion). Intrinsic size: one row,
/// no width of its own (stretch it with constraints, as UIKit's).
open class ProgressView: View {
    /// The look of the track (`UIProgressView.Style`).
    public enum Style: Sendable {
        /// The bar over a dim track.
        case `default`
        /// The bar alone, for a toolbar or a title line.
        case bar
    }

    /// How long `setProgress(_:animated: true)` takes, in seconds.
    public static let animationDuration = 0.25

    /// The look of the track.
    public var progressViewStyle: Style { didSet { setNeedsDisplay() } }
    /// The colour of the bar (`progressTintColor`); nil takes the view's `tintColor`.
    public var progressTintColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// The colour of the track (`trackTintColor`); nil takes `SemanticColor.separator`.
    public var trackTintColor: SemanticColor? { didSet { setNeedsDisplay() } }

    private var value: Float = 0
    private var progressKey: AnimationKey { AnimationKey(self, "progress") }

    /// The fraction done, 0...1 (clamped). Setting it draws at once, without animation.
    public var progress: Float {
        get { value }
        set { setProgress(newValue, animated: false) }
    }

    /// A progress view of `style` at 0.
    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// A `.default` progress view at `frame`.
    public override init(frame: Rect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// Sets `progress` (clamped to 0...1); `animated` moves the bar there over
    /// `animationDuration` on the window's animator.
    public func setProgress(_ progress: Float, animated: Bool) {
        let target = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let shown = shownProgress
        value = target
        if animated, let animator = window?.animator, animator.animationsEnabled, Double(target) != shown {
            animator.performTransaction(duration: Self.animationDuration, curve: .easeOut) {
                animator.animate(progressKey, from: shown, to: Double(target))
            }
        } else {
            window?.animator.cancel(progressKey)
        }
        setNeedsDisplay()
    }

    /// The progress drawn now: the animated value while the bar moves.
    private var shownProgress: Double {
        window?.animator.presentationValue(for: progressKey, as: Double.self) ?? Double(value)
    }

    /// One row; no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The track, then the bar: `progress × width × 8` eighths, rounded to the nearest.
    open override func draw(in region: CanvasRegion) {
        let width = region.frame.width
        guard width > 0, region.frame.height > 0 else { return }
        if progressViewStyle == .default {
            let track = region.style(trackTintColor ?? .separator)
            region.draw(String(repeating: "─", count: width), x: 0, y: 0, style: track)
        }
        let eighths = Int((shownProgress * Double(width * 8)).rounded())
        let cells = (eighths + 7) / 8
        if cells > 0 { region.fill(CellRect(x: 0, y: 0, width: min(cells, width), height: 1)) }
        let bar = region.style(progressTintColor ?? tintColor)
        EighthBlocks.drawBar(in: region, x: 0, y: 0, eighths: eighths, cells: width, style: bar)
    }

    override var debugDetails: String { "progress = \(value)" }
}
