import FoundationEssentials

/// Batch updates (`beginUpdates()` / `endUpdates()`, `performBatchUpdates`): row changes are
/// collected, and on the outermost end the table checks them against the data source with
/// UIKit's index rules, re-measures the rows on screen, and animates every row from where it
/// was to where it is now (0.3 s, ease-in-ease-out).
extension TableView {
    /// How long the rows of a batch update take to reach their new places, as in UIKit.
    public static let batchUpdateDuration = 0.3

    /// Starts a batch; batches nest and only the outermost `endUpdates()` applies them.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Ends a batch. On the outermost end the changes apply and the rows animate. An
    /// `endUpdates()` without a `beginUpdates()` is reported and ignored.
    public func endUpdates() {
        guard updateDepth > 0 else {
            log(.invalidUpdate("endUpdates() was called without a matching beginUpdates()"))
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        let animations = pendingAnimations
        let completions = pendingCompletions
        pendingUpdates = RowUpdates()
        pendingAnimations = RowAnimationRequests()
        pendingCompletions = []
        commit(updates, animations: animations) { finished in completions.forEach { $0(finished) } }
    }

    /// `beginUpdates()`, `updates`, `endUpdates()`; `completion` runs when the rows have
    /// arrived (with `false` if another animation interrupted them).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Inserts rows at their indexes after the batch; they come in with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch {
            pendingUpdates.inserts += indexPaths
            for path in indexPaths { pendingAnimations.rowInserts[path] = animation }
        }
    }

    /// Deletes rows at their indexes before the batch; they go with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch {
            pendingUpdates.deletes += indexPaths
            for path in indexPaths { pendingAnimations.rowDeletes[path] = animation }
        }
    }

    /// Asks the data source for new cells for rows (indexes before the batch) and measures them
    /// again: the new cells come in with `animation` (the old ones go with it, except for a
    /// fade, where the new cell simply fades in over the old place); the rows around them slide
    /// to their new places.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch {
            pendingUpdates.reloads += indexPaths
            for path in indexPaths { pendingAnimations.rowReloads[path] = animation }
        }
    }

    /// Moves a row from its index before the batch to its index after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        inBatch { pendingUpdates.moves.append(RowUpdates.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts sections at their indexes after the batch, with their headers, rows and footers.
    public func insertSections(_ sections: some Sequence<Int>, with animation: TableViewRowAnimation) {
        let sections = RowUpdates.sectionIndexes(sections)
        inBatch {
            pendingUpdates.sectionInserts += sections
            for section in sections { pendingAnimations.sectionInserts[section] = animation }
        }
    }

    /// Deletes sections at their indexes before the batch, with everything in them.
    public func deleteSections(_ sections: some Sequence<Int>, with animation: TableViewRowAnimation) {
        let sections = RowUpdates.sectionIndexes(sections)
        inBatch {
            pendingUpdates.sectionDeletes += sections
            for section in sections { pendingAnimations.sectionDeletes[section] = animation }
        }
    }

    /// Reloads sections (indexes before the batch): everything in them is asked for again.
    public func reloadSections(_ sections: some Sequence<Int>, with animation: TableViewRowAnimation) {
        let sections = RowUpdates.sectionIndexes(sections)
        inBatch {
            pendingUpdates.sectionReloads += sections
            for section in sections { pendingAnimations.sectionReloads[section] = animation }
        }
    }

    /// Moves a section from its index before the batch to its index after it, with its header,
    /// rows and footer (they slide to their new places).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        inBatch { pendingUpdates.sectionMoves.append(RowUpdates.SectionMove(from: section, to: newSection)) }
    }

    /// Changes outside a batch are a batch of their own, as in UIKit.
    private func inBatch(_ change: () -> Void) {
        beginUpdates()
        change()
        endUpdates()
    }

    /// Applies one batch. An inconsistent batch is reported (UIKit's message) and the table
    /// reloads instead, so the screen always shows what the data source says.
    private func commit(
        _ updates: RowUpdates, animations requests: RowAnimationRequests,
        completion: @escaping (Bool) -> Void
    ) {
        guard !needsDataReload else {
            // Nothing was shown yet: there is nothing to move, the next layout loads it all.
            completion(true)
            return
        }
        let newCounts = queryRowCounts()
        var plan: RowUpdatePlan?
        if !updates.isEmpty || newCounts != geometry.rowCounts {
            do {
                plan = try RowUpdatePlan.make(
                    oldRowCounts: geometry.rowCounts, newRowCounts: newCounts,
                    updates: updates)
            } catch {
                log(error)
                reloadData()
                completion(true)
                return
            }
        }
        // Where rows were, for cells that come on screen during the batch. A structural batch
        // needs the whole old geometry (a copy, O(n)); a re-measure only changes the heights of
        // the items on screen, so their old heights are enough (O(visible)).
        let oldPlaces = plan == nil ? OldRowPlaces.remeasured(oldVisibleHeights()) : .rebuilt(geometry)
        let oldViews = Set(viewsInView.map(ObjectIdentifier.init))
        let animator = self.animator
        var arrivals: [View] = []
        var leaving: [LeavingView] = []
        let apply = {
            if let plan { leaving = self.remapViews(with: plan, requests: requests) }
            // Every row, header and footer on screen is measured again: its content may have
            // changed (a header's title with the data).
            for indexPath in self.cells.keys {
                self.geometry.markUnmeasured(flat: self.geometry.flatIndex(of: indexPath))
            }
            for item in self.supplementaries.keys {
                self.geometry.markUnmeasured(flat: self.geometry.flatIndex(of: item))
            }
            self.refreshTitles()
            self.setNeedsLayout()
            self.layoutIfNeeded()
            arrivals = self.viewsInView.filter { !oldViews.contains(ObjectIdentifier($0)) }
            guard let animator else { return }
            self.animateArrivals(arrivals, from: oldPlaces, plan: plan, requests: requests, on: animator)
            if case .rebuilt(let old) = oldPlaces, let plan {
                for leaver in leaving {
                    self.animateLeaving(
                        leaver.view, to: self.leavingPlace(of: leaver.item, old: old, plan: plan),
                        with: leaver.transition, on: animator)
                }
            }
        }
        guard let animator else {
            apply()
            leaving.forEach { leavingViews.append($0.view) }
            finishLeavingViews()
            completion(true)
            return
        }
        animator.animate(
            withDuration: Self.batchUpdateDuration, delay: 0, curve: .easeInOut, in: self,
            excluding: { view in
                arrivals.contains { view.isDescendant(of: $0) } || leaving.contains { view.isDescendant(of: $0.view) }
            },
            animations: { animator.perform(apply) }, completion: completion)
        settleRowAnimations()
    }

    /// The cells and header and footer views showing items now.
    private var viewsInView: [View] {
        Array(cells.values) + supplementaries.values.compactMap(\.view)
    }

    /// Gives the views on screen their items' new places: the cells of deleted and reloaded
    /// rows, and the views of deleted and reloaded sections, are returned to leave with their
    /// animations (a reloaded row gets a new cell from the data source); the selection follows
    /// its row.
    private func remapViews(with plan: RowUpdatePlan, requests: RowAnimationRequests) -> [LeavingView] {
        geometry.apply(
            plan,
            estimates: TableRowGeometry.Estimates(
                row: { self.estimatedHeight(for: $0) },
                header: { self.estimatedHeight(of: .header($0)) },
                footer: { self.estimatedHeight(of: .footer($0)) }))
        var leaving: [LeavingView] = []
        var remapped: [IndexPath: TableViewCell] = [:]
        for (old, cell) in cells {
            if let new = plan.newIndexPath(forOld: old) {
                guard case .reloaded = plan.source(of: new) else {
                    remapped[new] = cell
                    continue
                }
                let transition = RowTransition(requests.rowReloads[old] ?? .automatic)
                leaving.append(
                    LeavingView(view: cell, item: .row(old), transition: transition == .fade ? .none : transition))
            } else {
                let transition =
                    sectionLeaving(old.section, requests: requests)
                    ?? RowTransition(
                        requests.rowDeletes[old] ?? .automatic, row: old.row,
                        rowCount: plan.oldRowCounts[old.section])
                leaving.append(LeavingView(view: cell, item: .row(old), transition: transition))
            }
        }
        cells = remapped
        var kept: [TableRowGeometry.Item: ShownSupplementary] = [:]
        for (item, shown) in supplementaries {
            let (section, isHeader) =
                switch item {
                case .header(let section): (section, true)
                case .footer(let section): (section, false)
                case .row(let indexPath): (indexPath.section, false)
                }
            if let new = plan.newKeptSection(forOld: section) {
                kept[isHeader ? .header(new) : .footer(new)] = shown
            } else if let view = shown.view {
                leaving.append(
                    LeavingView(
                        view: view, item: item,
                        transition: sectionLeaving(section, requests: requests) ?? .fade))
            }
        }
        supplementaries = kept
        if let selected = selectedRow { selectedRow = plan.newIndexPath(forOld: selected) }
        return leaving
    }

    /// How the content of an old section leaves when the section is deleted or reloaded (a
    /// reload that fades shows the new content fading in over the old place instead).
    private func sectionLeaving(_ section: Int, requests: RowAnimationRequests) -> RowTransition? {
        if let animation = requests.sectionDeletes[section] { return RowTransition(animation) }
        guard let animation = requests.sectionReloads[section] else { return nil }
        let transition = RowTransition(animation)
        return transition == .fade ? RowTransition.none : transition
    }

    /// Inside the batch's transaction: a view that came on screen for an item that existed
    /// before starts at that item's old place (rows sliding up into view come from below the
    /// old bottom); an inserted or reloaded one comes in with its row animation.
    private func animateArrivals(
        _ arrivals: [View], from old: OldRowPlaces, plan: RowUpdatePlan?,
        requests: RowAnimationRequests, on animator: Animator
    ) {
        for view in arrivals {
            guard let item = item(shownBy: view) else { continue }
            if let plan, let transition = enteringTransition(of: item, plan: plan, requests: requests) {
                animateEntering(view, with: transition, on: animator)
            } else if let start = old.rect(of: item, plan: plan, in: self) {
                animator.animateFrame(of: view, from: start)
            }
        }
    }

    private func item(shownBy view: View) -> TableRowGeometry.Item? {
        if let cell = view as? TableViewCell, let indexPath = indexPath(for: cell) { return .row(indexPath) }
        return supplementaries.first { $0.value.view === view }?.key
    }

    /// The row animation of an item new in this batch, or nil for one that was there before.
    private func enteringTransition(
        of item: TableRowGeometry.Item, plan: RowUpdatePlan,
        requests: RowAnimationRequests
    ) -> RowTransition? {
        let section =
            switch item {
            case .header(let section), .footer(let section): section
            case .row(let indexPath): indexPath.section
            }
        switch plan.sectionSources[section] {
        case .inserted: return RowTransition(requests.sectionInserts[section] ?? .automatic)
        case .reloaded(let old): return RowTransition(requests.sectionReloads[old] ?? .automatic)
        case .kept: break
        }
        guard case .row(let indexPath) = item else { return nil }
        switch plan.source(of: indexPath) {
        case .inserted:
            return RowTransition(
                requests.rowInserts[indexPath] ?? .automatic, row: indexPath.row,
                rowCount: plan.newRowCounts[section])
        case .reloaded(let old): return RowTransition(requests.rowReloads[old] ?? .automatic)
        case .kept, .moved: return nil
        }
    }

    /// Where a leaving item's content goes before its own slide: it keeps its distance to the
    /// nearest thing above it that stays (a surviving row of its section, its section's header,
    /// or the end of the nearest surviving section above), which may itself have moved.
    private func leavingPlace(of item: TableRowGeometry.Item, old: TableRowGeometry, plan: RowUpdatePlan) -> Rect {
        let oldFlat = old.flatIndex(of: item)
        var anchor: (old: Double, new: Double) = (0, 0)
        var section: Int
        switch item {
        case .header(let index), .footer(let index): section = index
        case .row(let indexPath): section = indexPath.section
        }
        if case .row(let indexPath) = item, let newSection = plan.newKeptSection(forOld: section) {
            var row = indexPath.row - 1
            while row >= 0, plan.newIndexPath(forOld: IndexPath(row: row, section: section)) == nil { row -= 1 }
            if row >= 0, let new = plan.newIndexPath(forOld: IndexPath(row: row, section: section)) {
                let oldRow = old.flatIndex(of: IndexPath(row: row, section: section))
                let newRow = geometry.flatIndex(of: new)
                anchor = (old.top(ofFlat: oldRow + 1), geometry.top(ofFlat: newRow) + geometry.height(ofFlat: newRow))
            } else {
                anchor = (
                    old.top(ofFlat: old.headerIndex(ofSection: section) + 1),
                    geometry.top(ofFlat: geometry.headerIndex(ofSection: newSection) + 1)
                )
            }
        } else if let new = plan.sectionDestinations[section] {
            // A reloaded section: its old content stays where the section is now.
            anchor = (old.span(ofSection: section).top, geometry.span(ofSection: new).top)
        } else {
            section -= 1
            while section >= 0, plan.sectionDestinations[section] == nil { section -= 1 }
            if section >= 0, let new = plan.sectionDestinations[section] {
                anchor = (old.span(ofSection: section).bottom, geometry.span(ofSection: new).bottom)
            }
        }
        let top = anchor.new + old.top(ofFlat: oldFlat) - anchor.old
        return Rect(x: 0, y: top, width: bounds.width, height: old.height(ofFlat: oldFlat))
    }

    /// The heights of the items on screen, by flat index.
    private func oldVisibleHeights() -> [Int: Double] {
        var heights: [Int: Double] = [:]
        for indexPath in cells.keys {
            let flat = geometry.flatIndex(of: indexPath)
            heights[flat] = geometry.height(ofFlat: flat)
        }
        for item in supplementaries.keys {
            let flat = geometry.flatIndex(of: item)
            heights[flat] = geometry.height(ofFlat: flat)
        }
        return heights
    }
}

/// A view leaving in a batch: the item it showed (old indexes) and how it goes.
struct LeavingView {
    let view: View
    let item: TableRowGeometry.Item
    let transition: RowTransition
}

/// Where items were before a batch.
private enum OldRowPlaces {
    /// Only the items on screen changed height: their old heights by flat index.
    case remeasured([Int: Double])
    /// Rows came, went or moved: the whole old geometry.
    case rebuilt(TableRowGeometry)

    /// The old rect of the item now at `item`, or nil for one that is new.
    func rect(of item: TableRowGeometry.Item, plan: RowUpdatePlan?, in table: TableView) -> Rect? {
        let width = table.bounds.width
        switch self {
        case .remeasured(let oldHeights):
            let geometry = table.geometry
            let flat = geometry.flatIndex(of: item)
            // Items above moved by the change of the re-measured items above this one.
            let shift = oldHeights.reduce(0.0) { sum, entry in
                entry.key < flat ? sum + geometry.height(ofFlat: entry.key) - entry.value : sum
            }
            let height = oldHeights[flat] ?? geometry.height(ofFlat: flat)
            return Rect(x: 0, y: geometry.top(ofFlat: flat) - shift, width: width, height: height)
        case .rebuilt(let old):
            guard let plan, let oldItem = Self.oldItem(of: item, plan: plan) else { return nil }
            let flat = old.flatIndex(of: oldItem)
            return Rect(x: 0, y: old.top(ofFlat: flat), width: width, height: old.height(ofFlat: flat))
        }
    }

    private static func oldItem(of item: TableRowGeometry.Item, plan: RowUpdatePlan) -> TableRowGeometry.Item? {
        switch item {
        case .row(let indexPath): plan.source(of: indexPath).oldIndexPath.map { .row($0) }
        case .header(let section): plan.sectionSources[section].keptSection.map { .header($0) }
        case .footer(let section): plan.sectionSources[section].keptSection.map { .footer($0) }
        }
    }
}
