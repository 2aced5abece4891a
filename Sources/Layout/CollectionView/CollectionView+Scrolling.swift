import FoundationEssentials

/// Scrolling: `contentOffset` is `bounds.origin`, kept inside the content (a terminal has no
/// rubber band); animated scrolls move it on each step of the animator. Orthogonal sections of a
/// compositional layout scroll sideways on their own.
extension CollectionView {
    var contentOffsetKey: AnimationKey { AnimationKey(self, "contentOffset") }

    /// The point of the content at the view's top-left corner; setting it jumps there.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset` (clamped to the content), over `updateAnimationDuration` when
    /// `animated` and the view has an animator.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let target = clamped(offset, in: preparedLayout())
        targetOffset = target
        if animated, let animator {
            animator.addObserver(self)
            let shown = bounds.origin
            animator.performTransaction(duration: Self.updateAnimationDuration, curve: .easeInOut) {
                animator.animate(contentOffsetKey, from: shown, to: target)
            }
        } else {
            animator?.cancel(contentOffsetKey)
            bounds.origin = target
        }
        setNeedsLayout()
    }

    /// Scrolls so that the item is at `scrollPosition` (on an axis with no choice, the least
    /// scrolling that shows it). An item of an orthogonal section also scrolls its section
    /// sideways (`.left`, `.centeredHorizontally`, `.right`, or just into view). An item that does
    /// not exist is logged and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool) {
        let layout = preparedLayout()
        guard contains(indexPath), var frame = layout.layoutAttributesForItem(at: indexPath)?.frame else {
            log("scrollToItem(at: \(indexPath)): no such item (sections: \(itemCounts))")
            return
        }
        if let compositional = layout as? CollectionViewCompositionalLayout,
            let row = compositional.orthogonalRow(ofSection: indexPath.section)
        {
            let current = compositional.orthogonalOffsets[indexPath.section] ?? 0
            let base = frame.offsetBy(dx: current, dy: 0)
            let offset: Double? =
                if scrollPosition.contains(.left) {
                    base.minX
                } else if scrollPosition.contains(.centeredHorizontally) {
                    base.midX - row.frame.width / 2
                } else if scrollPosition.contains(.right) {
                    base.maxX - row.frame.width
                } else {
                    compositional.orthogonalOffset(showing: base, section: indexPath.section)
                }
            if let offset { compositional.setOrthogonalOffset(offset.rounded(), section: indexPath.section) }
            frame = compositional.layoutAttributesForItem(at: indexPath)?.frame ?? frame
        }
        var target = targetOffset
        target.y = Self.offset(
            showing: frame.minY, length: frame.height, viewport: bounds.height, current: target.y,
            start: scrollPosition.contains(.top), centre: scrollPosition.contains(.centeredVertically),
            end: scrollPosition.contains(.bottom))
        if layout.scrollDirection == .horizontal {
            target.x = Self.offset(
                showing: frame.minX, length: frame.width, viewport: bounds.width, current: target.x,
                start: scrollPosition.contains(.left), centre: scrollPosition.contains(.centeredHorizontally),
                end: scrollPosition.contains(.right))
        }
        setContentOffset(target, animated: animated)
    }

    private static func offset(
        showing start: Double, length: Double, viewport: Double, current: Double, start atStart: Bool, centre: Bool,
        end: Bool
    ) -> Double {
        if atStart { return start }
        if centre { return (start + length / 2 - viewport / 2).rounded(.down) }
        if end { return start + length - viewport }
        if start < current { return start }
        if start + length > current + viewport { return min(start, start + length - viewport) }
        return current
    }

    /// `offset` kept inside the content.
    func clamped(_ offset: Point, in layout: CollectionViewLayout) -> Point {
        let content = layout.collectionViewContentSize
        return Point(
            x: min(max(0, offset.x), max(0, content.width - bounds.width)),
            y: min(max(0, offset.y), max(0, content.height - bounds.height)))
    }

    /// Keeps the shown offset inside the content (after the content shrank).
    func clampOffset(to layout: CollectionViewLayout) {
        if animator?.isAnimating(contentOffsetKey) == true { return }
        let inside = clamped(bounds.origin, in: layout)
        if inside != bounds.origin { bounds.origin = inside }
        targetOffset = inside
    }

    /// Moves the visible part to the animated scroll's current offset.
    func applyScrollAnimation() {
        guard let animator else { return }
        let shown = animator.presentationValue(for: contentOffsetKey, as: Point.self) ?? targetOffset
        guard shown != bounds.origin else { return }
        bounds.origin = shown
        setNeedsLayout()
    }

    /// Scrolls for a turn of the wheel; false when nothing could move.
    func scrollByWheel(_ delta: Point, at location: Point) -> Bool {
        let layout = preparedLayout()
        if delta.x != 0, let compositional = layout as? CollectionViewCompositionalLayout,
            let section = compositional.orthogonalSection(at: location)
        {
            let current = compositional.orthogonalOffsets[section] ?? 0
            if compositional.setOrthogonalOffset(current + delta.x, section: section) { return true }
        }
        let target = clamped(Point(x: targetOffset.x + delta.x, y: targetOffset.y + delta.y), in: layout)
        guard target != targetOffset else { return false }
        setContentOffset(target, animated: false)
        return true
    }
}
