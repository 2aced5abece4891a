// Coordinate conversion and hit testing (`convert(_:to:)`, `hitTest(_:)`), on model frames:
// a point in a view's coordinates is relative to its bounds origin (scrolling included).

extension View {
    /// The offset from this view's coordinates to its root's: the sum of frame origins minus
    /// the bounds origins of the views in between.
    private var offsetToRoot: Point {
        var offset = Point(x: -bounds.minX, y: -bounds.minY)
        var current: View = self
        while let parent = current.superview {
            offset.x += current.frame.minX - parent.bounds.minX
            offset.y += current.frame.minY - parent.bounds.minY
            current = parent
        }
        offset.x += current.frame.minX
        offset.y += current.frame.minY
        return offset
    }

    /// `point` in this view's coordinates, in `view`'s (the root's, the window's, when nil).
    /// Both views must be in one tree.
    public func convert(_ point: Point, to view: View?) -> Point {
        let mine = offsetToRoot
        let theirs = view?.offsetToRoot ?? rootView.frame.origin
        return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// `rect` in this view's coordinates, in `view`'s (the root's when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `point` in `view`'s coordinates, in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return convert(point, from: rootView) }
        return view.convert(point, to: self)
    }

    /// Whether `point` (in this view's coordinates) lies inside its bounds.
    public func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible view under `point` (in this view's coordinates): subviews on top
    /// first, hidden views, views with `isUserInteractionEnabled` off and points outside a view's bounds skipped (`UIView.hitTest`).
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview)) { return hit }
        }
        return self
    }
}
