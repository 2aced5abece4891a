import FoundationEssentials

/// Swipe actions by key (the terminal's stand-in for a swipe): on the focused row of a list
/// section, Shift-← shows the trailing actions (as a swipe to the left does) and Shift-→ the
/// leading ones; pressed again it performs the first action when the configuration allows a full
/// swipe. While the actions show, ← and → choose one, Enter performs it, Esc (or any other key,
/// which then does what it does) hides them.
extension CollectionView {
    /// The row showing its swipe actions, if any.
    public var indexPathForSwipedItem: IndexPath? { swipe?.indexPath }

    /// Shows the actions of an edge of an item's row (none when its list gives none); false when
    /// there are none.
    @discardableResult
    public func showSwipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> Bool {
        let layout = preparedLayout()
        guard contains(indexPath),
            let list = (layout as? CollectionViewCompositionalLayout)?.listConfigurations[indexPath.section],
            let provider = leading
                ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider,
            let configuration = provider(indexPath), !configuration.actions.isEmpty
        else { return false }
        hideSwipeActions()
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        guard let cell = cells[indexPath] else { return false }
        let shown = SwipeActionsView(configuration: configuration, leading: leading)
        cell.addSubview(shown)
        let width = min(shown.width, cell.bounds.width)
        shown.frame = Rect(
            x: leading ? 0 : cell.bounds.width - width, y: 0, width: width, height: min(1, cell.bounds.height))
        cell.isSwiped = true
        swipe = SwipeState(indexPath: indexPath, view: shown, cell: cell)
        return true
    }

    /// Hides the swipe actions shown, if any.
    public func hideSwipeActions() {
        guard let shown = swipe else { return }
        swipe = nil
        shown.view.removeFromSuperview()
        shown.cell.isSwiped = false
    }

    /// Performs the chosen action of the swiped row: its handler gets the action, the row's cell
    /// and a completion; the actions hide when it is called.
    func performChosenSwipeAction() {
        guard let shown = swipe else { return }
        let action = shown.view.configuration.actions[shown.view.chosen]
        action.handler(action, shown.cell) { [weak self] _ in
            guard let self, swipe?.view === shown.view else { return }
            hideSwipeActions()
        }
    }

    /// The swipe keys; false for a key they do not use (the actions hide first, unless the key
    /// is Shift with an arrow).
    func handleSwipeKey(_ press: KeyPress) -> Bool {
        let arrows = [KeyCommand.inputLeftArrow, KeyCommand.inputRightArrow]
        if press.modifierFlags == .shift, arrows.contains(press.input) {
            let leading = press.input == KeyCommand.inputRightArrow
            guard let item = focusedItem else { return false }
            if let shown = swipe, shown.indexPath == item, shown.view.leading == leading {
                guard shown.view.configuration.performsFirstActionWithFullSwipe else { return true }
                shown.view.chosen = 0
                performChosenSwipeAction()
                return true
            }
            return showSwipeActions(forItemAt: item, leading: leading)
        }
        guard let shown = swipe else { return false }
        if press.modifierFlags.isEmpty {
            switch press.input {
            case KeyCommand.inputLeftArrow, KeyCommand.inputRightArrow:
                // Through the actions in screen order.
                let ordered = shown.view.ordered
                let current = ordered.firstIndex { $0 === shown.view.configuration.actions[shown.view.chosen] } ?? 0
                let next = min(max(current + (press.input == KeyCommand.inputLeftArrow ? -1 : 1), 0), ordered.count - 1)
                shown.view.chosen = shown.view.configuration.actions.firstIndex { $0 === ordered[next] } ?? 0
                return true
            case KeyCommand.inputEnter:
                performChosenSwipeAction()
                return true
            case KeyCommand.inputEscape:
                hideSwipeActions()
                return true
            default: break
            }
        }
        hideSwipeActions()
        return false
    }
}

/// The row showing its swipe actions.
struct SwipeState {
    var indexPath: IndexPath
    var view: SwipeActionsView
    var cell: CollectionViewCell
}
