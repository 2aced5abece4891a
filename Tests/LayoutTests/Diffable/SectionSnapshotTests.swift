import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `DiffableDataSourceSectionSnapshot` as UIKit documents `NSDiffableDataSourceSectionSnapshot`,
/// and a collection view's diffable data source showing one in a section.
@MainActor @Suite struct SectionSnapshotTests {
    /// a (b (c), d), e
    func tree() -> DiffableDataSourceSectionSnapshot<String> {
        var snapshot = DiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "e"])
        snapshot.append(["b", "d"], to: "a")
        snapshot.append(["c"], to: "b")
        return snapshot
    }

    @Test func appendWithParentsBuildsATree() {
        let snapshot = tree()
        #expect(snapshot.rootItems == ["a", "e"])
        #expect(snapshot.items == ["a", "b", "c", "d", "e"])
        #expect(snapshot.level(of: "c") == 2)
        #expect(snapshot.level(of: "e") == 0)
        #expect(snapshot.level(of: "z") == nil)
        #expect(snapshot.parent(of: "c") == "b")
        #expect(snapshot.parent(of: "a") == nil)
        #expect(snapshot.index(of: "d") == 3)
        #expect(snapshot.contains("c"))
        #expect(!snapshot.contains("z"))
    }

    @Test func onlyExpandedParentsShowTheirChildren() {
        var snapshot = tree()
        #expect(snapshot.visibleItems == ["a", "e"])
        #expect(!snapshot.isVisible("b"))
        snapshot.expand(["b"])
        // b is expanded but a is not: c stays hidden.
        #expect(snapshot.visibleItems == ["a", "e"])
        snapshot.expand(["a"])
        #expect(snapshot.visibleItems == ["a", "b", "c", "d", "e"])
        #expect(snapshot.isExpanded("a") && snapshot.isVisible("c"))
        snapshot.collapse(["a"])
        #expect(snapshot.visibleItems == ["a", "e"])
        #expect(snapshot.isExpanded("b"))
        #expect(
            snapshot.visualDescription() == """
                - a
                  + b
                      c
                    d
                  e
                """)
    }

    @Test func insertDeleteAndReplace() {
        var snapshot = tree()
        snapshot.insert(["x"], before: "d")
        snapshot.insert(["y"], after: "a")
        #expect(snapshot.items == ["a", "b", "c", "x", "d", "y", "e"])
        #expect(snapshot.parent(of: "x") == "a")
        // Deleting a parent deletes its subtree.
        snapshot.delete(["b"])
        #expect(snapshot.items == ["a", "x", "d", "y", "e"])
        #expect(!snapshot.contains("c"))
        var children = DiffableDataSourceSectionSnapshot<String>()
        children.append(["p"])
        children.append(["q"], to: "p")
        children.expand(["p"])
        snapshot.replace(childrenOf: "a", using: children)
        #expect(snapshot.items == ["a", "p", "q", "y", "e"])
        #expect(snapshot.isExpanded("p") && snapshot.level(of: "q") == 2)
        let sub = snapshot.snapshot(of: "a", includingParent: true)
        #expect(sub.items == ["a", "p", "q"] && sub.rootItems == ["a"])
        #expect(snapshot.snapshot(of: "a").rootItems == ["p"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func mistakesAreIgnoredAndNoted() {
        var snapshot = tree()
        snapshot.append(["c"])
        snapshot.append(["z"], to: "missing")
        snapshot.expand(["missing"])
        #expect(snapshot.items == ["a", "b", "c", "d", "e"])
        #expect(snapshot.diagnostics.count == 3)
        #expect(snapshot.diagnostics[0].contains("already"))
    }

    /// A data source over a list showing a section snapshot.
    final class Outline {
        let screen = HeadlessWindow(width: 30, height: 10)
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>

        init(style: CellAccessory.OutlineDisclosureOptions.Style = .header, actionHandler: (() -> Void)? = nil) {
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            collectionView = CollectionView(
                frame: Rect(x: 0, y: 0, width: 30, height: 10),
                collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
            screen.root.addSubview(collectionView)
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: style), actionHandler: actionHandler)]
            }
            dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        func show(_ tree: DiffableDataSourceSectionSnapshot<String>, section: Int = 0) {
            dataSource.apply(tree, to: section, animatingDifferences: false)
            screen.window.layoutIfNeeded()
        }

        var shown: [String] {
            collectionView.visibleCells.compactMap {
                (($0 as? CollectionViewListCell)?.contentConfiguration as? ListContentConfiguration)?.text
            }
        }
    }

    @Test func aDataSourceShowsTheVisibleItemsIndented() throws {
        let outline = Outline()
        var snapshot = tree()
        snapshot.expand(["a"])
        outline.show(snapshot)
        #expect(outline.dataSource.snapshot().itemIdentifiers == ["a", "b", "d", "e"])
        #expect(outline.dataSource.snapshot(for: 0) == snapshot)
        #expect(outline.shown == ["a", "b", "d", "e"])
        let b = try #require(
            outline.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell)
        #expect(b.indentationLevel == 1)
        #expect(b.contentView.frame.minX == 4)  // two cells a level, the disclosure and its space
        #expect(outline.screen.lines[0].hasPrefix("▾  a"))
        #expect(outline.screen.lines[1].hasPrefix("  ▸  b"))
        // A whole snapshot that shows other items drops the section snapshot.
        var flat = DiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["k", "l"])
        outline.dataSource.apply(flat, animatingDifferences: false)
        #expect(outline.dataSource.snapshot(for: 0).items == ["k", "l"])
        #expect(outline.dataSource.snapshot(for: 0).level(of: "k") == 0)
    }

    @Test func clicksAndArrowsExpandAndCollapseThroughTheHandlers() throws {
        let outline = Outline(style: .cell)
        var events: [String] = []
        var mayCollapse = false
        outline.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("expand \($0)") }
        outline.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in mayCollapse }
        outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("collapse \($0)") }
        outline.show(tree())
        // With the cell style a click on the text selects; a click on the glyph expands.
        #expect(outline.screen.window.click(at: Point(x: 6, y: 0)))
        #expect(outline.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(outline.shown == ["a", "e"])
        #expect(outline.screen.window.click(at: Point(x: 0, y: 0)))
        _ = outline.screen.settle()
        #expect(outline.shown == ["a", "b", "d", "e"])
        #expect(events == ["expand a"])
        // ← asks shouldCollapseItem: refused, the key moves the focus instead (nothing to the left).
        #expect(outline.collectionView.becomeFirstResponder())
        _ = outline.screen.press(KeyPress(input: KeyCommand.inputLeftArrow))
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("a"))
        mayCollapse = true
        _ = outline.screen.press(KeyPress(input: KeyCommand.inputLeftArrow))
        _ = outline.screen.settle()
        #expect(outline.shown == ["a", "e"])
        #expect(events == ["expand a", "collapse a"])
        // → on an item without children does nothing to the tree.
        _ = outline.screen.press(KeyPress(input: KeyCommand.inputDownArrow))
        _ = outline.screen.press(KeyPress(input: KeyCommand.inputRightArrow))
        #expect(outline.dataSource.snapshot(for: 0).visibleItems == ["a", "e"])
        #expect(outline.screen.log.messages.isEmpty, "\(outline.screen.log.messages)")
    }

    @Test func anActionHandlerReplacesTheDefault() throws {
        var taps = 0
        let outline = Outline(style: .header) { taps += 1 }
        outline.show(tree())
        #expect(outline.screen.window.click(at: Point(x: 5, y: 0)))
        #expect(taps == 1)
        #expect(outline.shown == ["a", "e"])
    }
}
