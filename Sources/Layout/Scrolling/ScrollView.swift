/// A view that shows part of a larger content and scrolls it (`UIScrollView`).
///
/// Content size comes from constraints, as in UIKit: pin the content to `contentLayoutGuide`
/// (its top and leading are the scroll view's, its size is the content's) and size it against
/// `frameLayoutGuide` (the scroll view's own frame) where it should not scroll, usually the
/// width. `contentOffset` is `bounds.origin`: scrolling moves no constraint and solves
/// nothing, it only draws the content shifted (subviews are clipped to the bounds).
/// `scrollRectToVisible(_:animated:)` scrolls the least that shows a rectangle; the window
/// calls it for the focused view whenever focus moves, so a form taller than the screen
/// follows Tab. ↑/↓ scroll by a line and PgUp/PgDn by a page when they reach it along the
/// responder chain. (`TableView` keeps its own scrolling.)
/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every method has a default
/// that does nothing.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a key, the wheel, focus, an animation step, or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

open class ScrollView: View, AnimatorObserver {
    /// How long an animated scroll takes.
    public static let scrollAnimationDuration = 0.2

    /// The content's rectangle: top and leading at the scroll view's, size from the
    /// constraints of what is pinned to it.
    public let contentLayoutGuide = LayoutGuide()
    /// The scroll view's frame, for content that must not scroll (a form's width).
    public let frameLayoutGuide = LayoutGuide()

    /// The constraints placing `frameLayoutGuide`: their constants follow the offset, so the
    /// guide is where the scroll view shows (in content coordinates) and what is pinned to it
    /// stays put while the content scrolls, as in UIKit.
    private var frameGuideOffset: [LayoutConstraint] = []
    private var frameGuideLeading: [LayoutConstraint] = []
    /// Content size set by hand; nil takes `contentLayoutGuide`'s solved size.
    private var assignedContentSize: Size?
    /// The offset the view is at or scrolling to; `bounds.origin` is what shows.
    private var targetOffset = Point.zero
    private var offsetKey: AnimationKey { AnimationKey(self, "contentOffset") }

    /// Told when the content offset changes (held weakly).
    public weak var delegate: ScrollViewDelegate?

    /// When false, the arrow and page keys pass up the responder chain and the wheel does
    /// nothing; `contentOffset` can still be set.
    public var isScrollEnabled = true

    /// How many lines (or columns) one step of the mouse wheel scrolls: a step that no wheel
    /// gesture recognizer takes scrolls the nearest scroll view under the pointer that can move
    /// that way (`scrolled(by:at:)`); one at its end passes it on to the views around it.
    public static let linesPerWheelStep = 3.0

    /// A scroll view that clips its content, with its two layout guides in place.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        contentLayoutGuide.identifier = "ScrollView-content"
        frameLayoutGuide.identifier = "ScrollView-frame"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let frameLeading = frameLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor)
        let frameTop = frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor)
        frameGuideLeading = [frameLeading]
        frameGuideOffset = [frameTop]
        LayoutConstraint.activate([
            frameLeading, frameTop,
            frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
            frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            contentLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }

    /// The size of the content: what constraints gave `contentLayoutGuide`, or what was set.
    public var contentSize: Size {
        get {
            if let assignedContentSize { return assignedContentSize }
            guard contentLayoutGuide.layoutVariables != nil else { return bounds.size }
            return contentLayoutGuide.layoutFrame.size
        }
        set {
            assignedContentSize = newValue
            setContentOffset(targetOffset, animated: false)
        }
    }

    /// The point of the content at the top-left corner. Setting it jumps there, clamped to the
    /// content (a terminal has no rubber band).
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The largest offset: the content's far edge at the view's.
    public var maximumContentOffset: Point {
        let content = contentSize
        return Point(x: max(content.width - bounds.width, 0), y: max(content.height - bounds.height, 0))
    }

    /// Scrolls to `offset` (clamped), over `scrollAnimationDuration` on the window's animator
    /// when `animated` (at once with reduced motion or outside a window).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let limit = maximumContentOffset
        let target = Point(x: min(max(offset.x, 0), limit.x).rounded(), y: min(max(offset.y, 0), limit.y).rounded())
        targetOffset = target
        if animated, let animator = window?.animator, animator.animationsEnabled, target != bounds.origin {
            animator.addObserver(self)
            let shown = bounds.origin
            animator.performTransaction(duration: Self.scrollAnimationDuration, curve: .easeInOut) {
                animator.animate(offsetKey, from: shown, to: target)
            }
            window?.scheduleFrame()
        } else {
            window?.animator.cancel(offsetKey)
            if bounds.origin != target { show(target) }
        }
    }

    /// Scrolls the least that shows `rect` (content coordinates); a rect larger than the view
    /// shows its top-leading part.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = targetOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        guard offset != targetOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Shows the animated offset at the animator's time.
    public func animatorDidStep(_ animator: Animator) {
        let shown = animator.presentationValue(for: offsetKey, as: Point.self) ?? targetOffset
        if shown != bounds.origin { show(shown) }
    }

    /// Shows the content from `offset`: the bounds move, views pinned to `frameLayoutGuide` move
    /// with them, and the delegate hears it.
    private func show(_ offset: Point) {
        bounds.origin = offset
        // Only when something is pinned to the guide's position: otherwise scrolling solves nothing.
        if frameGuideOffset.first?.constant != 0 || frameGuideLeading.first?.constant != 0 || frameGuideIsPinned {
            frameGuideOffset.forEach { $0.constant = offset.y }
            frameGuideLeading.forEach { $0.constant = offset.x }
        }
        delegate?.scrollViewDidScroll(self)
    }

    /// Whether a constraint other than the scroll view's own holds something to
    /// `frameLayoutGuide`'s position (not only its size).
    private var frameGuideIsPinned: Bool {
        frameLayoutGuide.referencingConstraints.contains { constraint in
            guard constraint !== frameGuideOffset.first, constraint !== frameGuideLeading.first else { return false }
            let attribute =
                constraint.firstItem === frameLayoutGuide ? constraint.firstAttribute : constraint.secondAttribute
            return !attribute.isSize
        }
    }

    /// Scrolls back within the content when it has shrunk under the offset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The content may have shrunk under the offset.
        let limit = maximumContentOffset
        if targetOffset.x > limit.x || targetOffset.y > limit.y { setContentOffset(targetOffset, animated: false) }
    }

    /// The wheel scrolls the content at once, kept inside it; a turn that cannot move it (at an
    /// edge, or sideways with nothing to the side) passes to the superview.
    open override func scrolled(by delta: Point, at location: Point) -> Bool {
        let limit = maximumContentOffset
        let target = Point(
            x: min(max(targetOffset.x + delta.x, 0), limit.x), y: min(max(targetOffset.y + delta.y, 0), limit.y))
        guard isScrollEnabled, target != targetOffset else { return super.scrolled(by: delta, at: location) }
        setContentOffset(target, animated: false)
        return true
    }

    /// ↑/↓ (no modifiers) scroll a line, at once; PgUp/PgDn a page (the height less one line),
    /// animated. At the content's top or bottom ↑/↓ pass up the chain, as do other keys.
    open override func pressesBegan(_ press: KeyPress) {
        guard isScrollEnabled, press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
        let page = max(bounds.height - 1, 1)
        switch press.input {
        case KeyCommand.inputUpArrow where targetOffset.y > 0:
            setContentOffset(Point(x: targetOffset.x, y: targetOffset.y - 1), animated: false)
        case KeyCommand.inputDownArrow where targetOffset.y < maximumContentOffset.y:
            setContentOffset(Point(x: targetOffset.x, y: targetOffset.y + 1), animated: false)
        case KeyCommand.inputPageUp:
            setContentOffset(Point(x: targetOffset.x, y: targetOffset.y - page), animated: true)
        case KeyCommand.inputPageDown:
            setContentOffset(Point(x: targetOffset.x, y: targetOffset.y + page), animated: true)
        default: super.pressesBegan(press)
        }
    }
}

extension Point: Interpolatable {
    /// Each coordinate moves linearly.
    public static func interpolate(from start: Point, to end: Point, progress: Double) -> Point {
        Point(
            x: Double.interpolate(from: start.x, to: end.x, progress: progress),
            y: Double.interpolate(from: start.y, to: end.y, progress: progress))
    }
}
