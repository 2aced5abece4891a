/// A header or footer in view: its view, or nil when the section has none (no title and no
/// view from the delegate).
struct ShownSupplementary {
    let view: View?
}

/// Section headers and footers: made from the delegate's views or the data source's titles,
/// measured like rows, placed by the table (a plain table pins the header of the section at
/// the top), reused by identifier.
extension TableView {
    /// The identifiers of the standard views the table makes for titles.
    static let headerTitleIdentifier = "TableView.headerTitle"
    static let footerTitleIdentifier = "TableView.footerTitle"

    // MARK: Registration and reuse

    /// Registers the header or footer class made for `identifier`
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`).
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterRegistrations[identifier] = viewClass
    }

    /// A pooled header or footer view (after its `prepareForReuse()`) or a new one of the
    /// registered class; nil when the identifier is not registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool.take(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterRegistrations[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
    }

    /// Takes a header or footer view off screen: a reusable one waits in the pool (hidden, as
    /// cells do), any other leaves the tree.
    func recycleSupplementary(_ view: View) {
        animator?.cancelAnimations(of: view)
        endFade(of: view)
        guard let reusable = view as? TableViewHeaderFooterView else {
            view.removeFromSuperview()
            return
        }
        headerFooterPool.recycle(reusable, limit: maximumReusePoolSize)
    }

    func recycleAllSupplementaries() {
        for shown in supplementaries.values { shown.view.map(recycleSupplementary) }
        supplementaries = [:]
    }

    // MARK: Queries

    /// The header view on screen for a section, if any (`headerView(forSection:)`).
    public func headerView(forSection section: Int) -> View? { supplementaries[.header(section)]?.view }

    /// The footer view on screen for a section, if any.
    public func footerView(forSection section: Int) -> View? { supplementaries[.footer(section)]?.view }

    /// A section's rect, header to footer, in content coordinates; `.zero` for a section that
    /// does not exist.
    public func rect(forSection section: Int) -> Rect {
        loadDataIfNeeded()
        guard geometry.contains(section: section) else { return .zero }
        let span = geometry.span(ofSection: section)
        return Rect(x: 0, y: span.top, width: bounds.width, height: span.bottom - span.top)
    }

    /// A section header's place in the content, where it is when not pinned (`rectForHeader(inSection:)`);
    /// its height is 0 when the section has no header. `.zero` for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> Rect {
        loadDataIfNeeded()
        guard geometry.contains(section: section) else { return .zero }
        return rowRect(flat: geometry.headerIndex(ofSection: section))
    }

    /// A section footer's place in the content, as `rectForHeader(inSection:)`.
    public func rectForFooter(inSection section: Int) -> Rect {
        loadDataIfNeeded()
        guard geometry.contains(section: section) else { return .zero }
        return rowRect(flat: geometry.footerIndex(ofSection: section))
    }

    // MARK: Heights

    /// The delegate's fixed height for a header or footer, or `automaticDimension`.
    func fixedHeight(of item: TableRowGeometry.Item) -> Double {
        switch item {
        case .header(let section): delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        case .footer(let section): delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        case .row(let indexPath): delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        }
    }

    /// `fixedHeight(of:)` when it is a height to use; nil for `automaticDimension` (the item is
    /// measured). A height that is not a number of cells >= 0 is logged and taken as 0.
    func validFixedHeight(of item: TableRowGeometry.Item) -> Double? {
        let fixed = fixedHeight(of: item)
        guard fixed != Self.automaticDimension else { return nil }
        guard fixed.isFinite, fixed >= 0 else {
            let (subject, height) =
                if case .row = item { ("\(item)", "a row height") } else { ("the \(item)", "a height") }
            log(
                .invalidHeight(
                    "the height of \(subject) is \(fixed); \(height) is a number of cells >= 0 or "
                        + "TableView.automaticDimension. Using 0"))
            return 0
        }
        return fixed
    }

    func title(of item: TableRowGeometry.Item) -> String? {
        switch item {
        case .header(let section): dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer(let section): dataSource?.tableView(self, titleForFooterInSection: section)
        case .row: nil
        }
    }

    /// The height a header or footer counts with until it is shown: the delegate's fixed
    /// height, else the table's estimate, else one line when the section has a title. (Asked
    /// once per section on reload, as UIKit asks the heights of every section.)
    func estimatedHeight(of item: TableRowGeometry.Item) -> Double {
        let fixed = fixedHeight(of: item)
        if fixed != Self.automaticDimension { return fixed.isFinite ? max(fixed, 0) : 0 }
        let estimate = if case .header = item { estimatedSectionHeaderHeight } else { estimatedSectionFooterHeight }
        if estimate != Self.automaticDimension { return estimate.isFinite ? max(estimate, 0) : 0 }
        return title(of: item) == nil ? 0 : 1
    }

    // MARK: Layout

    /// In a plain table, the header of the section at the viewport's top when it lies above
    /// the viewport (it is pinned there); nil otherwise.
    func pinnedHeaderIndex(forItems items: Range<Int>) -> Int? {
        guard style == .plain, !items.isEmpty else { return nil }
        let header = geometry.headerIndex(ofSection: geometry.section(ofFlat: items.lowerBound))
        return header < items.lowerBound ? header : nil
    }

    /// Where a header or footer view goes: its rect, or, for a plain table's header, pinned to
    /// the viewport's top while its section is there, pushed up by the section's end (the next
    /// header) and never below its own place.
    func supplementaryFrame(of item: TableRowGeometry.Item, viewportTop: Double) -> Rect {
        var rect = rowRect(flat: geometry.flatIndex(of: item))
        if style == .plain, case .header(let section) = item {
            let sectionBottom = geometry.span(ofSection: section).bottom
            rect.origin.y = max(rect.minY, min(viewportTop, sectionBottom - rect.height))
        }
        return rect
    }

    /// Ensures a header or footer in view has its view (if any) and its height; returns the
    /// viewport top, moved as for rows.
    func showSupplementary(_ item: TableRowGeometry.Item, flat: Int, viewportTop: Double) -> Double {
        let existing = supplementaries[item]
        let view = existing.map(\.view) ?? makeSupplementary(item)
        if existing == nil { supplementaries[item] = ShownSupplementary(view: view) }
        let top = measureIfNeeded(flat: flat, viewportTop: viewportTop) { measureHeight(of: view, item: item) }
        if existing == nil, let view {
            view.frame = supplementaryFrame(of: item, viewportTop: top)
            (view as? any TableContentHosting)?.holdContentSize()
        }
        return top
    }

    /// The delegate's view for a header or footer, else a standard view showing the data
    /// source's title (bold for a header, dim for a footer), else nil; added to the table
    /// above the cells and announced to the delegate.
    private func makeSupplementary(_ item: TableRowGeometry.Item) -> View? {
        let delegateView: View?, identifier: String, style: Style
        switch item {
        case .header(let section):
            delegateView = delegate?.tableView(self, viewForHeaderInSection: section)
            (identifier, style) = (Self.headerTitleIdentifier, Style(attributes: .bold))
        case .footer(let section):
            delegateView = delegate?.tableView(self, viewForFooterInSection: section)
            (identifier, style) = (Self.footerTitleIdentifier, Style(attributes: .dim))
        case .row:
            return nil
        }
        guard let view = delegateView ?? titleView(title(of: item), identifier: identifier, style: style) else {
            return nil
        }
        // Opaque, so that a pinned header hides the rows under it.
        if view.backgroundStyle == nil { view.backgroundStyle = .plain }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        switch item {
        case .header(let section): delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section): delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        case .row: break
        }
        return view
    }

    private func titleView(_ title: String?, identifier: String, style: Style) -> View? {
        guard let title else { return nil }
        let view = headerFooterPool.take(identifier) ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
        view.prepareForReuse()
        view.textLabel?.text = title
        view.textLabel?.style = style
        return view
    }

    /// Gives the standard title views on screen their section's current title (after a batch:
    /// the title may have changed with the data, as a week's total in its header).
    func refreshTitles() {
        for (item, shown) in supplementaries {
            guard let view = shown.view as? TableViewHeaderFooterView,
                view.reuseIdentifier == Self.headerTitleIdentifier
                    || view.reuseIdentifier == Self.footerTitleIdentifier,
                let title = title(of: item)
            else { continue }
            view.textLabel?.text = title
        }
    }

    /// A header's or footer's height: the delegate's fixed height, or its view measured at the
    /// table's width (0 without a view).
    private func measureHeight(of view: View?, item: TableRowGeometry.Item) -> Double {
        if let fixed = validFixedHeight(of: item) { return fixed }
        guard let view else { return 0 }
        if let hosting = view as? any TableContentHosting {
            return hosting.fittingContentHeight(width: bounds.width) ?? 0
        }
        // A plain view: measured by its own constraints, then placed by hand.
        view.translatesAutoresizingMaskIntoConstraints = false
        let size = view.systemLayoutSizeFitting(
            Size(width: bounds.width, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        view.translatesAutoresizingMaskIntoConstraints = true
        return size.height.isFinite ? max(0, (size.height - 1e-6).rounded(.up)) : 0
    }
}

extension TableRowGeometry.Item: CustomStringConvertible {
    var description: String {
        switch self {
        case .header(let section): "header of section \(section)"
        case .row(let indexPath): "row \(indexPath)"
        case .footer(let section): "footer of section \(section)"
        }
    }
}
