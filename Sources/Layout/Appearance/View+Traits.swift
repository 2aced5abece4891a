extension View {
    /// The traits that apply to this view: its window's (the default collection outside a
    /// window), with the nearest `overrideUserInterfaceStyle` of the view, its controller or an
    /// ancestor.
    public var traitCollection: TraitCollection {
        var traits = rootView.hostingWindow?.traitCollection ?? .default
        var current: View? = self
        while let view = current {
            let style = view.ownStyleOverride
            if style != .unspecified {
                traits.userInterfaceStyle = style
                break
            }
            current = view.superview
        }
        return traits
    }

    /// Tells `subtreeRoot`'s subtree, views and their controllers, that the traits changed
    /// from `previous` (the subtree root's old ones), and redraws what changed. A view whose own
    /// override holds its style is still told when the contrast or colours changed.
    func traitsDidChange(from previous: TraitCollection, in subtreeRoot: View) {
        func visit(_ view: View, previous: TraitCollection) {
            let current = view.traitCollection
            if current != previous {
                view.traitCollectionDidChange(previous)
                view.viewController?.traitCollectionDidChange(previous)
                view.setNeedsDisplay()
            }
            for subview in view.subviews { visit(subview, previous: previous.overriding(subview.ownStyleOverride)) }
        }
        visit(subtreeRoot, previous: previous)
        window?.scheduleFrame()
    }

    /// The style this view or its controller forces, or `.unspecified`.
    var ownStyleOverride: UserInterfaceStyle {
        overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : controllerStyleOverride
    }
}
