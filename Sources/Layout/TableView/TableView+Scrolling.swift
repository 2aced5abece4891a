import FoundationEssentials

/// Scrolling: `contentOffset` is `bounds.origin`; an animated scroll moves it a little on each
/// frame of the animator (as UIKit's scroll animations change `contentOffset` frame by frame).
extension TableView {
    /// How long an animated scroll takes.
    public static let scrollAnimationDuration = 0.3

    var contentOffsetKey: AnimationKey { AnimationKey(self, "contentOffset") }

    /// The point of the content at the table's top-left corner. Setting it jumps there,
    /// clamped to the content (a terminal has no rubber band).
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset` (clamped to the content), over `scrollAnimationDuration` when
    /// `animated` and the table has an animator.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        loadDataIfNeeded()
        let target = clampedOffset(offset.y)
        targetOffsetY = target
        if animated, let animator {
            // The window's animator learns here that this table follows its steps.
            animator.addObserver(self)
            let shown = bounds.origin.y
            animator.performTransaction(duration: Self.scrollAnimationDuration, curve: .easeInOut) {
                animator.animate(contentOffsetKey, from: shown, to: target)
            }
        } else {
            animator?.cancel(contentOffsetKey)
            bounds.origin = Point(x: 0, y: target)
        }
        setNeedsLayout()
    }

    /// Scrolls so that the row is at `position` (`.none`: the least scrolling that shows it).
    /// Rows are measured as they come on screen, so the offset is corrected once the row and
    /// its neighbours have their real heights. A row that does not exist is reported and ignored.
    public func scrollToRow(at indexPath: IndexPath, at position: TableViewScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else {
            log(
                .invalidIndexPath(
                    "scrollToRow(at: \(indexPath)): the table has no such row "
                        + "(sections: \(geometry.rowCounts))"))
            return
        }
        let flat = geometry.flatIndex(of: indexPath)
        var target = offset(showing: flat, at: position)
        if !animated {
            // Measuring the rows that come into view can change the row's place and height.
            for _ in 0..<Self.maximumMeasuringRounds {
                setContentOffset(Point(x: 0, y: target), animated: false)
                layoutIfNeeded()
                let corrected = offset(showing: flat, at: position)
                // Measuring can also have moved the viewport (an item grew at its top).
                if corrected == target && bounds.origin.y == target { return }
                target = corrected
            }
        }
        setContentOffset(Point(x: 0, y: target), animated: animated)
    }

    /// In a plain table the row's section header is pinned over the viewport's top while the
    /// row shows, so the span to bring into view starts at the header: the row lands right
    /// under it, not beneath it.
    private func offset(showing flat: Int, at position: TableViewScrollPosition) -> Double {
        let header =
            style == .plain
            ? geometry.height(ofFlat: geometry.headerIndex(ofSection: geometry.section(ofFlat: flat))) : 0
        return contentOffsetY(
            showingRowTop: geometry.top(ofFlat: flat) - header,
            rowHeight: geometry.height(ofFlat: flat) + header,
            at: position, viewportHeight: bounds.height, contentHeight: geometry.contentHeight,
            currentOffset: bounds.origin.y)
    }

    /// Moves the visible part to the animated scroll's current offset.
    func applyScrollAnimation() {
        guard let animator else { return }
        let shown = animator.presentationValue(for: contentOffsetKey, as: Double.self) ?? targetOffsetY
        guard shown != bounds.origin.y else { return }
        bounds.origin = Point(x: 0, y: shown)
        setNeedsLayout()
    }
}
