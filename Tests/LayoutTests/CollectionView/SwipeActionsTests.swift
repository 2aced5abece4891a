import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Swipe actions on a list's rows (`leadingSwipeActionsConfigurationProvider`,
/// `trailingSwipeActionsConfigurationProvider`, `UISwipeActionsConfiguration`,
/// `UIContextualAction`), from UIKit's documentation; Shift-← and Shift-→ stand for the swipes.
@Suite struct SwipeActionsTests {
    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func shift(_ input: String) -> KeyPress { KeyPress(input: input, modifierFlags: .shift) }

    /// A plain list without separators of three rows; the trailing actions are Delete (first, at
    /// the edge) and Flag; the leading one is Pin, on every row but the last.
    final class Scene {
        let harness: CollectionHarness
        let source = ItemsSource(items: 3)
        var performed: [String] = []
        /// What the Delete handler hands its completion (nil: it keeps the completion).
        var deleteCompletes: Bool? = true
        var pendingCompletion: ((Bool) -> Void)?

        init() {
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            harness = CollectionHarness(
                width: 24, height: 4, layout: CollectionViewCompositionalLayout.list(using: configuration))
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let delete = ContextualAction(style: .destructive, title: "Delete") { action, view, completion in
                    self.performed.append("\(action.title ?? "") \(indexPath.item) \(view is CollectionViewCell)")
                    if let complete = self.deleteCompletes {
                        completion(complete)
                    } else {
                        self.pendingCompletion = completion
                    }
                }
                let flag = ContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    self.performed.append("Flag \(indexPath.item)")
                    completion(true)
                }
                return SwipeActionsConfiguration(actions: [delete, flag])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                guard indexPath.item < 2 else { return nil }
                let pin = ContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
                let actions = SwipeActionsConfiguration(actions: [pin])
                actions.performsFirstActionWithFullSwipe = false
                return actions
            }
            harness.collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
            harness.show(source)
            _ = harness.collectionView.becomeFirstResponder()
            harness.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        }

        func press(_ key: KeyPress) -> Bool {
            let handled = harness.headless.press(key)
            harness.window.layoutIfNeeded()
            return handled
        }
        var row1: String { lines(harness.screen)[1] }
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Shift-← shows the trailing actions over the row's trailing edge, the first outermost;
    /// → and ← choose; Enter performs the chosen one, whose completion hides them.
    @Test func trailingActionsShowChooseAndPerform() {
        let scene = Scene()
        let view = scene.harness.collectionView
        #expect(scene.press(shift(KeyCommand.inputLeftArrow)))
        #expect(view.indexPathForSwipedItem == IndexPath(item: 1, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped == true)
        // 24 wide: " Flag " (6) and " Delete " (8) take columns 10...23 (the line's trailing
        // space is not kept).
        #expect(scene.row1 == "0.1        Flag  Delete")
        #expect(scene.press(KeyPress(input: KeyCommand.inputLeftArrow)))  // to Flag
        #expect(scene.press(KeyPress(input: KeyCommand.inputEnter)))
        #expect(scene.performed == ["Flag 1"])
        #expect(view.indexPathForSwipedItem == nil)
        #expect(scene.row1.trimmingCharacters(in: .whitespaces) == "0.1")
        // The selection did not move.
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// Pressing the swipe key again is a full swipe: the first action (Delete) runs. A handler
    /// that keeps its completion keeps the actions shown until it calls it.
    @Test func fullSwipePerformsTheFirstAction() {
        let scene = Scene()
        let view = scene.harness.collectionView
        scene.deleteCompletes = nil
        #expect(scene.press(shift(KeyCommand.inputLeftArrow)))
        #expect(scene.press(shift(KeyCommand.inputLeftArrow)))
        #expect(scene.performed == ["Delete 1 true"])
        #expect(view.indexPathForSwipedItem == IndexPath(item: 1, section: 0))
        scene.pendingCompletion?(false)
        #expect(view.indexPathForSwipedItem == nil)
    }

    /// Shift-→ shows the leading actions at the leading edge; without a full swipe the key again
    /// does nothing more; Esc hides them; a row whose provider gives nil shows none; another key
    /// hides the actions and does what it does (↓ moves the selection).
    @Test func leadingActionsEscapeAndOtherKeys() {
        let scene = Scene()
        let view = scene.harness.collectionView
        #expect(scene.press(shift(KeyCommand.inputRightArrow)))
        // The actions cover the row's edge (here its text): the row does not slide aside.
        #expect(scene.row1 == " Pin")
        #expect(scene.press(shift(KeyCommand.inputRightArrow)))
        #expect(view.indexPathForSwipedItem == IndexPath(item: 1, section: 0))
        #expect(scene.press(KeyPress(input: KeyCommand.inputEscape)))
        #expect(view.indexPathForSwipedItem == nil)
        #expect(scene.row1.hasPrefix("0.1"))

        #expect(scene.press(shift(KeyCommand.inputLeftArrow)))
        #expect(scene.press(KeyPress(input: KeyCommand.inputDownArrow)))
        #expect(view.indexPathForSwipedItem == nil)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(!view.showSwipeActions(forItemAt: IndexPath(item: 2, section: 0), leading: true))
        #expect(scene.performed.isEmpty)
    }
}
