import Canvas

/// A row of a list section (`UICollectionViewListCell`): content from a content configuration
/// (`defaultContentConfiguration()` gives the list's look for where the cell is), accessories
/// beside it, indentation by outline level, and the separator row the list layout asks for.
///
/// The content view takes what is left of the row: `indentationLevel × indentationWidth` cells
/// and the outline disclosure on the leading side, the other accessories on the trailing side,
/// the separator row at the bottom. Self-sizing measures the content view at that width.
open class CollectionViewListCell: CollectionViewCell {
    /// The glyphs beside the content, leading (the outline disclosure) and trailing (the rest).
    public var accessories: [CellAccessory] = [] {
        didSet { layoutChanged() }
    }
    /// How deep the row is indented; a diffable data source showing a section snapshot sets it
    /// to the item's level.
    public var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { layoutChanged() } }
    }
    /// Cells per level of indentation.
    public var indentationWidth = 2.0 {
        didSet { if indentationWidth != oldValue { layoutChanged() } }
    }
    /// What the list layout last said about the row.
    private(set) var listEnvironment: ListItemEnvironment?

    /// A list cell.
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The configuration for the row's place in its list: a header's for a section's header row
    /// or a header supplementary view, a footer's for a footer, a sidebar row's in a sidebar, else
    /// `cell()`. Until the cell is shown, it follows its place when the layout tells it.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(kind: listStyle)
        configuration.followsListEnvironment = true
        return configuration
    }

    private var listStyle: ListContentConfiguration.Kind {
        guard let environment = listEnvironment else { return .cell }
        let sidebar = environment.appearance == .sidebar || environment.appearance == .sidebarPlain
        if environment.isHeaderItem || environment.isSupplementaryHeader { return sidebar ? .sidebarHeader : .header }
        if environment.isSupplementaryFooter { return .footer }
        return sidebar ? .sidebarCell : .cell
    }

    /// Learns the row's place in the list, restyling a default configuration to it.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listEnvironment != listEnvironment else { return }
        listEnvironment = layoutAttributes.listEnvironment
        if let list = contentConfiguration as? ListContentConfiguration, list.followsListEnvironment {
            let restyled = list.restyled(as: listStyle)
            if restyled != list { contentConfiguration = restyled }
        }
        layoutChanged()
    }

    // MARK: Geometry

    private var shownAccessories: [CellAccessory] { accessories.filter(\.isShown) }

    /// The outline disclosure shown, if any.
    var outlineDisclosure: CellAccessory? { shownAccessories.first { $0.isOutlineDisclosure } }

    /// Cells before the content: the indentation and the outline disclosure's glyph and a space.
    var leadingWidth: Double {
        Double(max(0, indentationLevel)) * max(0, indentationWidth) + (outlineDisclosure != nil ? 2 : 0)
    }

    /// Cells after the content: each trailing accessory with a space before it, and one at the end.
    var trailingWidth: Double {
        let trailing = shownAccessories.filter { !$0.isOutlineDisclosure }
        guard !trailing.isEmpty else { return 0 }
        return trailing.reduce(1.0) { $0 + Double(displayWidth($1.glyph(expanded: false)) + 1) }
    }

    private var separatorRows: Double { listEnvironment?.separatorBelow == true ? 1 : 0 }

    override var measuredViewFrame: Rect {
        let width = max(0, bounds.width - leadingWidth - trailingWidth)
        return Rect(x: leadingWidth, y: 0, width: width, height: max(0, bounds.height - separatorRows))
    }

    /// Measures the content view at the width left by the indentation and the accessories; the
    /// separator row is the layout's, not measured.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let narrowed = layoutAttributes.copy()
        let besides = leadingWidth + trailingWidth
        narrowed.size = Size(
            width: max(0, layoutAttributes.size.width - besides),
            height: max(0, layoutAttributes.size.height - layoutAttributes.addedHeight))
        let preferred = super.preferredLayoutAttributesFitting(narrowed)
        let estimated = layoutAttributes.estimatedAxes
        preferred.size.width = estimated.width ? preferred.size.width + besides : layoutAttributes.size.width
        return preferred
    }

    private func layoutChanged() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Drawing and clicks

    /// Draws the accessories and the separator; the content view draws the rest.
    open override func draw(in region: CanvasRegion) {
        super.draw(in: region)
        let contentRows = Int(max(0, bounds.height - separatorRows))
        let glyphRow = 0
        if let outline = outlineDisclosure {
            let x = Int(Double(max(0, indentationLevel)) * max(0, indentationWidth))
            region.draw(outline.glyph(expanded: isExpanded), x: x, y: glyphRow, style: style(for: outline, region))
        }
        var x = region.frame.width - 1
        for accessory in shownAccessories.reversed() where !accessory.isOutlineDisclosure {
            let glyph = accessory.glyph(expanded: false)
            x -= displayWidth(glyph)
            region.draw(glyph, x: max(0, x), y: glyphRow, style: style(for: accessory, region))
            x -= 1
        }
        if separatorRows > 0, contentRows < region.frame.height {
            // From the text's leading edge (the content's margin) to the trailing edge.
            let start = Int(leadingWidth) + 1
            let width = max(0, region.frame.width - start)
            region.draw(
                String(repeating: "─", count: width), x: start, y: contentRows,
                style: Style.plain.withForeground(.separator, traits: region.traitCollection))
        }
    }

    private func style(for accessory: CellAccessory, _ region: CanvasRegion) -> Style {
        let color: SemanticColor? =
            switch accessory.kind {
            case .checkmark: accessory.tintColor ?? .tint
            default: accessory.tintColor ?? .secondaryLabel
            }
        return Style.plain.withForeground(color, traits: region.traitCollection)
    }

    /// Whether a click at `point` (the cell's coordinates) is the outline disclosure's: anywhere
    /// on a header-style row, else on the glyph.
    func clickTogglesOutline(at point: Point) -> Bool {
        guard let outline = outlineDisclosure, case .outlineDisclosure(let style, _) = outline.kind else {
            return false
        }
        let header: Bool
        switch style {
        case .header: header = true
        case .cell: header = false
        case .automatic: header = listEnvironment?.isHeaderItem ?? false
        }
        if header { return true }
        let x = Double(max(0, indentationLevel)) * max(0, indentationWidth)
        return point.x >= x && point.x < x + 2
    }

    /// The handler that replaces the default expand and collapse, if any.
    var outlineActionHandler: (() -> Void)? {
        guard case .outlineDisclosure(_, let handler)? = outlineDisclosure?.kind else { return nil }
        return handler
    }
}
