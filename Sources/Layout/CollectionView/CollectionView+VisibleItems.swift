import FoundationEssentials

/// The views on screen: measuring the cells and supplementary views whose sizes are estimates,
/// keeping what was on screen in place while views above it are measured, recycling what left and
/// placing the rest.
extension CollectionView {
    /// Makes the cells and supplementary views on screen match the elements in the visible rect:
    /// measures the views whose sizes are estimates (placing everything again when one changed),
    /// recycles what left, and gives every view its frame. When views above the first cell already
    /// measured on screen measure otherwise than estimated, the offset moves with them, so what
    /// was on screen stays put (except at the very top, where the content grows downwards).
    func layoutVisibleItems() {
        var layout = preparedLayout()
        clampOffset(to: layout)
        var elements: [CollectionViewLayoutAttributes] = []
        for _ in 0..<Self.maximumMeasuringRounds {
            elements = layout.layoutAttributesForElements(in: bounds).filter { !$0.isHidden }
            // Cells that left go to the pool first, so the ones coming in reuse them.
            recycleCells(notIn: elements)
            var remeasured = false
            var newlyMeasured = Set<ObjectIdentifier>()
            for element in elements {
                let estimated = element.estimatedAxes
                guard estimated.width || estimated.height else { continue }
                let view: CollectionReusableView
                if element.representedElementCategory == .cell {
                    let cell = cells[element.indexPath] ?? makeCell(for: element.indexPath)
                    guard measuredSizes[element.indexPath] == nil else { continue }
                    view = cell
                } else if let kind = element.representedElementKind {
                    let key = SupplementaryKey(kind: kind, section: element.indexPath.section)
                    guard measuredSupplementarySizes[key] == nil else { continue }
                    view = supplementaries[key] ?? makeSupplementary(kind, at: element.indexPath)
                } else {
                    continue
                }
                view.releaseContentSize()
                view.apply(element)
                let size = view.preferredLayoutAttributesFitting(element).size
                if element.representedElementCategory == .cell {
                    measuredSizes[element.indexPath] = size
                } else if let kind = element.representedElementKind {
                    measuredSupplementarySizes[SupplementaryKey(kind: kind, section: element.indexPath.section)] = size
                }
                newlyMeasured.insert(ObjectIdentifier(element))
                let laidOut = Size(width: element.size.width, height: element.size.height - element.addedHeight)
                if size != laidOut { remeasured = true }
            }
            guard remeasured else { break }
            // The first cell starting on screen that was measured before: it stays where it is on
            // screen (unless the view is at the top, where the content grows downwards).
            let anchor =
                bounds.minY > 0
                ? elements.first {
                    $0.representedElementCategory == .cell && $0.frame.minY >= bounds.minY
                        && !newlyMeasured.contains(ObjectIdentifier($0))
                } : nil
            collectionViewLayout.needsPrepare = true
            layout = preparedLayout()
            if let anchor, animator?.isAnimating(contentOffsetKey) != true,
                let moved = layout.layoutAttributesForItem(at: anchor.indexPath), moved.frame.minY != anchor.frame.minY
            {
                let shift = moved.frame.minY - anchor.frame.minY
                bounds.origin.y += shift
                targetOffset.y += shift
            }
            clampOffset(to: layout)
        }
        recycleCells(notIn: elements)
        var shownSupplementaries = Set<SupplementaryKey>()
        for element in elements {
            if element.representedElementCategory == .cell {
                let cell = cells[element.indexPath] ?? makeCell(for: element.indexPath)
                cell.apply(element)
                cell.hold(frame: element.frame)
            } else if let kind = element.representedElementKind {
                let decoration = element.representedElementCategory == .decorationView
                let key = SupplementaryKey(
                    kind: decoration ? Self.decorationKeyPrefix + kind : kind, section: element.indexPath.section)
                shownSupplementaries.insert(key)
                let view =
                    supplementaries[key]
                    ?? (decoration
                        ? makeDecoration(kind, at: element.indexPath) : makeSupplementary(kind, at: element.indexPath))
                view.apply(element)
                view.hold(frame: element.frame)
            }
        }
        orderByZIndex(elements)
        for (key, view) in supplementaries where !shownSupplementaries.contains(key) {
            supplementaries[key] = nil
            recycle(view)
        }
    }

    func recycleCells(notIn elements: [CollectionViewLayoutAttributes]) {
        shownViewCount = max(shownViewCount, cells.count + supplementaries.count)
        let shownItems = Set(elements.lazy.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (indexPath, cell) in cells where !shownItems.contains(indexPath) {
            cells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
    }

    func makeCell(for indexPath: IndexPath) -> CollectionViewCell {
        let cell =
            dataSource?.collectionView(self, cellForItemAt: indexPath) ?? CollectionViewCell(frame: .zero)
        cells[indexPath] = cell
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isFocusedItem = focusedItem == indexPath
        // The state is restyled before the cell shows (`configurationUpdateHandler`).
        cell.setNeedsUpdateConfiguration()
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    func makeSupplementary(_ kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        let view =
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            ?? CollectionReusableView()
        supplementaries[SupplementaryKey(kind: kind, section: indexPath.section)] = view
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        return view
    }

    /// Where supplementary keys of decoration views start (they share the supplementaries' table).
    static let decorationKeyPrefix = "\u{2}"

    /// A decoration view of the layout's registered class, pooled or new, behind the cells.
    func makeDecoration(_ kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        let key = SupplementaryKey(kind: Self.decorationKeyPrefix + kind, section: indexPath.section)
        let view: CollectionReusableView
        if let pooled = dequeuePooled(key.kind) {
            view = pooled
        } else {
            let viewClass = collectionViewLayout.decorationClasses[kind] ?? CollectionReusableView.self
            view = viewClass.init(frame: .zero)
            view.reuseIdentifier = key.kind
        }
        supplementaries[key] = view
        if view.superview !== self { insertSubview(view, at: 0) }
        view.isHidden = false
        return view
    }

    /// Keeps the views of elements in the order of their `zIndex` (a stable sort: cells behind
    /// supplementary views of the same value as before), moving only views out of order.
    func orderByZIndex(_ elements: [CollectionViewLayoutAttributes]) {
        guard elements.contains(where: { $0.representedElementCategory == .decorationView }) else { return }
        var layers: [ObjectIdentifier: Int] = [:]
        for element in elements {
            let view: View?
            if element.representedElementCategory == .cell {
                view = cells[element.indexPath]
            } else if let kind = element.representedElementKind {
                let decoration = element.representedElementCategory == .decorationView
                view =
                    supplementaries[
                        SupplementaryKey(
                            kind: decoration ? Self.decorationKeyPrefix + kind : kind,
                            section: element.indexPath.section)]
            } else {
                view = nil
            }
            if let view { layers[ObjectIdentifier(view)] = element.zIndex }
        }
        // The places the shown views hold among the subviews, given to them in order.
        let slots = subviews.indices.filter { layers[ObjectIdentifier(subviews[$0])] != nil }
        let sorted = slots.sorted {
            let (a, b) = (layers[ObjectIdentifier(subviews[$0])]!, layers[ObjectIdentifier(subviews[$1])]!)
            return a != b ? a < b : $0 < $1
        }.map { subviews[$0] }
        guard !zip(slots, sorted).allSatisfy({ subviews[$0] === $1 }) else { return }
        for (slot, view) in zip(slots, sorted) { subviews[slot] = view }
        setNeedsDisplay()
    }

    func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        if swipe?.cell === cell { hideSwipeActions() }
        recycle(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
