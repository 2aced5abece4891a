import FoundationEssentials

/// Selection, kept by index path (it follows its item through batch updates), and the keys: the
/// arrows move to the nearest item in their direction (selecting it, as UIKit's
/// `selectionFollowsFocus`; with multiple selection they only move the focus), Enter performs
/// the item's primary action, Space toggles the focused item in multiple selection.
extension CollectionView {
    /// The selected items, in order (`indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// The item the arrow keys move from: the last one selected or moved to.
    public var indexPathForFocusedItem: IndexPath? { focusedItem }

    /// Selects an item (nil deselects all) without asking the delegate, as UIKit does; without
    /// multiple selection the other items are deselected. Scrolls it to `scrollPosition` (empty:
    /// no scrolling).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for item in selectedItems { cells[item]?.isSelected = false }
            selectedItems = []
            return
        }
        guard contains(indexPath) else {
            log("selectItem(at: \(indexPath)): no such item")
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { cells[item]?.isSelected = false }
            selectedItems = []
        }
        selectedItems.insert(indexPath)
        focusedItem = indexPath
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cells[indexPath]?.isSelected = false
    }

    /// What a click (or a selecting key) on an item does: in single selection, asks
    /// `shouldSelectItemAt`, deselects the others (`didDeselectItemAt`) and selects it
    /// (`didSelectItemAt`); in multiple selection a selected item is deselected instead (asking
    /// `shouldDeselectItemAt`). Nothing when `allowsSelection` is false.
    public func userDidSelectItem(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard contains(indexPath) else {
            log("userDidSelectItem(at: \(indexPath)): no such item")
            return
        }
        focusedItem = indexPath
        guard allowsSelection else { return }
        withAnimatorCurrent {
            if allowsMultipleSelection, selectedItems.contains(indexPath) {
                guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
                deselectItem(at: indexPath, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
            guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
            if !allowsMultipleSelection {
                for old in selectedItems.sorted() where old != indexPath {
                    deselectItem(at: old, animated: true)
                    delegate?.collectionView(self, didDeselectItemAt: old)
                }
            }
            selectItem(at: indexPath, animated: true, scrollPosition: [])
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
    }

    /// Runs `body` with the view's animator current, so `View.animate` inside delegate calls animates.
    func withAnimatorCurrent(_ body: () -> Void) {
        if let animator { animator.perform(body) } else { body() }
    }

    /// Acts on a key; false for one it does not use (it goes up the chain).
    func handleKey(_ press: KeyPress) -> Bool {
        if handleSwipeKey(press) { return true }
        if press.modifierFlags == .alternate {
            switch press.input {
            case KeyCommand.inputUpArrow: return moveFocusedItem(by: -1)
            case KeyCommand.inputDownArrow: return moveFocusedItem(by: 1)
            default: return false
            }
        }
        guard press.modifierFlags.isEmpty else { return false }
        switch press.input {
        case KeyCommand.inputUpArrow: return moveFocus(.up)
        case KeyCommand.inputDownArrow: return moveFocus(.down)
        case KeyCommand.inputLeftArrow: return keyOutlineDisclosure(expand: false) || moveFocus(.left)
        case KeyCommand.inputRightArrow: return keyOutlineDisclosure(expand: true) || moveFocus(.right)
        case KeyCommand.inputEnter:
            guard let item = focusedItem ?? firstItem else { return false }
            if !selectedItems.contains(item) { userDidSelectItem(at: item) }
            withAnimatorCurrent { delegate?.collectionView(self, performPrimaryActionForItemAt: item) }
            return true
        case " " where allowsMultipleSelection:
            guard let item = focusedItem ?? firstItem else { return false }
            userDidSelectItem(at: item)
            return true
        case KeyCommand.inputPageUp, KeyCommand.inputPageDown:
            let page = max(bounds.height - 1, 1) * (press.input == KeyCommand.inputPageUp ? -1 : 1)
            setContentOffset(Point(x: targetOffset.x, y: targetOffset.y + page), animated: true)
            return true
        default: return false
        }
    }

    enum Direction { case up, down, left, right }

    private var firstItem: IndexPath? {
        itemCounts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// Moves to the nearest item in `direction` from the focused one (the first item when none is
    /// focused); at the edge the key goes up the chain.
    private func moveFocus(_ direction: Direction) -> Bool {
        loadDataIfNeeded()
        guard let current = focusedItem.flatMap({ contains($0) ? $0 : nil }) else {
            guard let first = firstItem else { return false }
            go(to: first)
            return true
        }
        guard let next = item(from: current, toward: direction) else { return false }
        go(to: next)
        return true
    }

    private func go(to indexPath: IndexPath) {
        if allowsMultipleSelection || !allowsSelection {
            focusedItem = indexPath
        } else {
            userDidSelectItem(at: indexPath)
        }
        scrollToItem(at: indexPath, at: [], animated: true)
    }

    /// The item nearest to `indexPath` in `direction`: among the items whose centre lies that way
    /// (within two screens), the one with the least distance along the direction, then across it.
    func item(from indexPath: IndexPath, toward direction: Direction) -> IndexPath? {
        let layout = preparedLayout()
        guard let from = layout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let reach = max(bounds.height, 1) * 2
        let wide = 1e9
        let area: Rect =
            switch direction {
            case .up: Rect(x: -wide, y: from.midY - reach, width: 2 * wide, height: reach)
            case .down: Rect(x: -wide, y: from.midY, width: 2 * wide, height: reach)
            case .left, .right: Rect(x: -wide, y: from.minY - reach, width: 2 * wide, height: 2 * reach)
            }
        var best: (score: Double, indexPath: IndexPath)?
        for element in layout.layoutAttributesForElements(in: area)
        where element.representedElementCategory == .cell && element.indexPath != indexPath {
            let frame = element.frame
            let along: Double
            let across: Double
            switch direction {
            case .up:
                guard frame.maxY <= from.minY || frame.midY < from.midY && frame.maxY <= from.midY else { continue }
                (along, across) = (from.minY - frame.maxY, abs(frame.midX - from.midX))
            case .down:
                guard frame.minY >= from.maxY || frame.midY > from.midY && frame.minY >= from.midY else { continue }
                (along, across) = (frame.minY - from.maxY, abs(frame.midX - from.midX))
            case .left:
                guard frame.maxX <= from.minX, frame.minY < from.maxY, frame.maxY > from.minY else { continue }
                (along, across) = (from.minX - frame.maxX, abs(frame.midY - from.midY))
            case .right:
                guard frame.minX >= from.maxX, frame.minY < from.maxY, frame.maxY > from.minY else { continue }
                (along, across) = (frame.minX - from.maxX, abs(frame.midY - from.midY))
            }
            let score = max(0, along) * 10_000 + across
            if best == nil || score < best!.score || score == best!.score && element.indexPath < best!.indexPath {
                best = (score, element.indexPath)
            }
        }
        return best?.indexPath
    }
}
