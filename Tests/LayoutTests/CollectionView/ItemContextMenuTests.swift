import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Context menus on a collection view's items through its delegate, as UIKit's documentation
/// describes `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: the items the menu
/// acts on (the one under a right click, the focused one for Shift-F10, the whole selection
/// when that item is part of a multiple selection, none between items), the point in the
/// collection view's coordinates, nil for no menu, and `willDisplayContextMenu` and
/// `willEndContextMenuInteraction` around the menu.
@Suite struct ItemContextMenuTests {
    /// Records what the collection view asks and tells; gives a menu of one destructive
    /// "Delete" for any items, nil for none.
    final class MenuDelegate: CollectionViewDelegate, ContextMenuInteractionDelegate {
        var asked: [(items: [IndexPath], point: Point)] = []
        var events: [String] = []

        func collectionView(
            _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
        ) -> ContextMenuConfiguration? {
            asked.append((indexPaths, point))
            guard !indexPaths.isEmpty else { return nil }
            return ContextMenuConfiguration(identifier: "items", previewProvider: nil) { [unowned self] _ in
                Menu(children: [
                    Action(title: "Delete", attributes: .destructive) { action in
                        self.events.append("delete \(indexPaths.map(\.item)) from \(action.sender is CollectionView)")
                    }
                ])
            }
        }
        func collectionView(
            _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) { events.append("willDisplay \(configuration.identifier ?? "")") }
        func collectionView(
            _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) { events.append("willEnd \(configuration.identifier ?? "")") }

        /// The view's own interaction, asked when the delegate gives no menu.
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            events.append("interaction")
            return ContextMenuConfiguration(actionProvider: { _ in Menu(children: [Action(title: "Add") { _ in }]) })
        }
    }

    /// One-line rows (five unless told) in a 20 x 8 window, the delegate's menu on them (the
    /// data source and the delegate are held weakly: the scene keeps them).
    struct Scene {
        let harness: CollectionHarness
        let source: ItemsSource
        let delegate = MenuDelegate()

        init(items: Int = 5) {
            source = ItemsSource(items: items)
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            harness = CollectionHarness(
                width: 20, height: 8, layout: CollectionViewCompositionalLayout.list(using: configuration))
            harness.show(source)
            harness.collectionView.delegate = delegate
            harness.window.layoutIfNeeded()
        }
    }

    @Test func shiftF10AsksForTheFocusedItemAndHangsTheMenuUnderIt() {
        let scene = Scene()
        let harness = scene.harness, delegate = scene.delegate
        let view = harness.collectionView
        _ = view.becomeFirstResponder()
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(harness.headless.press(Window.contextMenuKeys[0]))
        #expect(delegate.asked.map(\.items) == [[IndexPath(item: 2, section: 0)]])
        #expect(delegate.asked.first?.point == Point(x: 0, y: 2))
        #expect(harness.window.presentedMenu?.children.map(\.title) == ["Delete"])
        #expect(delegate.events == ["willDisplay items"])
        // The menu's box starts on the line under the item (row 2): its top border on row 3.
        let lines = harness.headless.lines
        #expect(lines[3].hasPrefix("┌") || lines[3].hasPrefix("╭"))
        #expect(lines.contains { $0.contains("Delete") })
        #expect(harness.headless.press(KeyPress(input: KeyCommand.inputEnter)))
        #expect(harness.window.presentedMenu == nil)
        #expect(delegate.events == ["willDisplay items", "willEnd items", "delete [2] from true"])
    }

    @Test func aRightClickAsksForTheItemUnderThePointerInContentCoordinates() {
        let scene = Scene(items: 12)
        let harness = scene.harness, delegate = scene.delegate
        // Scroll by one row: the item under screen row 1 is item 2, at content row 2.
        harness.collectionView.setContentOffset(Point(x: 0, y: 1), animated: false)
        harness.window.layoutIfNeeded()
        _ = harness.headless.feed("\u{1B}[<2;4;2M\u{1B}[<2;4;2m")
        #expect(delegate.asked.map(\.items) == [[IndexPath(item: 2, section: 0)]])
        #expect(delegate.asked.first?.point == Point(x: 3, y: 2))
        #expect(harness.window.presentedMenu != nil)
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputEscape))
        #expect(harness.window.presentedMenu == nil)
        #expect(delegate.events == ["willDisplay items", "willEnd items"])
    }

    @Test func aMenuOnPartOfAMultipleSelectionActsOnTheWholeSelection() {
        let scene = Scene()
        let harness = scene.harness, delegate = scene.delegate
        let view = harness.collectionView
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        // On a selected item: the selection, in order; on another: that item alone.
        _ = harness.headless.feed("\u{1B}[<2;2;4M\u{1B}[<2;2;4m")
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputEscape))
        _ = harness.headless.feed("\u{1B}[<2;2;1M\u{1B}[<2;2;1m")
        #expect(
            delegate.asked.map(\.items) == [
                [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)], [IndexPath(item: 0, section: 0)],
            ])
    }

    @Test func withoutAConfigurationTheViewsInteractionIsAskedNext() {
        let scene = Scene()
        let harness = scene.harness, delegate = scene.delegate
        let view = harness.collectionView
        view.addInteraction(ContextMenuInteraction(delegate: delegate))
        // Below the last item (row 6): no item, the delegate is asked with none and gives nil.
        _ = harness.headless.feed("\u{1B}[<2;2;7M\u{1B}[<2;2;7m")
        #expect(delegate.asked.map(\.items) == [[]])
        #expect(delegate.events == ["interaction"])
        #expect(harness.window.presentedMenu?.children.map(\.title) == ["Add"])
    }
}
