extension View {
    /// The baseline of the view's first line of text (`UIView.firstBaselineAnchor`): the bottom
    /// of that line for a label or a text field, the bottom edge for other views. A terminal
    /// line has no descent, so a baseline sits at the bottom of its cell.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (`UIView.lastBaselineAnchor`), as
    /// `firstBaselineAnchor`.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
