import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Items whose cells restyle themselves for their state through a `configurationUpdateHandler`
/// (the text says "selected" and "focused"), recording the states each item was given.
final class StateSource: CollectionViewDataSource {
    var count: Int
    var states: [Int: [CellConfigurationState]] = [:]

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "state", for: indexPath)
        cell.configurationUpdateHandler = { [unowned self] cell, state in
            states[indexPath.item, default: []].append(state)
            var content = ListContentConfiguration.cell()
            content.text =
                "\(indexPath.item)" + (state.isSelected ? " selected" : "") + (state.isFocused ? " focused" : "")
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// `configurationUpdateHandler`, `configurationState`, `setNeedsUpdateConfiguration()` and
/// `updateConfiguration(using:)` on collection view and table view cells, and content
/// configurations on table cells, from UIKit's documentation of `UICollectionViewCell`,
/// `UITableViewCell` and `UICellConfigurationState`.
@Suite struct CellConfigurationStateTests {
    func rows() -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The handler runs before a cell shows, and again when selection or focus changes: a
    /// selection by code, then the Down arrow (which moves the focus and the selection on).
    @Test func handlerFollowsSelectionAndFocus() {
        let harness = CollectionHarness(width: 20, height: 4, layout: rows())
        harness.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "state")
        let source = StateSource(count: 3)
        harness.collectionView.dataSource = source
        harness.window.layoutIfNeeded()
        #expect(lines(harness.screen).prefix(3) == ["0", "1", "2"])
        #expect(source.states[1]?.count == 1)
        #expect(source.states[1]?.last?.isSelected == false)

        harness.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        harness.window.layoutIfNeeded()
        #expect(lines(harness.screen).prefix(3) == ["0", "1 selected focused", "2"])
        #expect(
            harness.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSelected
                == true)

        #expect(harness.collectionView.becomeFirstResponder())
        #expect(harness.headless.press(KeyPress(input: KeyCommand.inputDownArrow)))
        harness.window.layoutIfNeeded()
        #expect(lines(harness.screen).prefix(3) == ["0", "1", "2 selected focused"])
        // Item 0 did not change: its handler ran once, before it showed.
        #expect(source.states[0]?.count == 1)
    }

    /// `isHighlighted` is set by code; each change of state asks for one update at the next
    /// layout, where `updateConfiguration(using:)` runs before the handler.
    @Test func highlightAndUpdateOrder() {
        final class OrderCell: CollectionViewCell {
            var calls: [String] = []
            override func updateConfiguration(using state: CellConfigurationState) {
                calls.append("update \(state.isHighlighted)")
            }
        }
        let cell = OrderCell(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        cell.configurationUpdateHandler = { cell, state in
            (cell as? OrderCell)?.calls.append("handler \(state.isHighlighted)")
        }
        cell.updateConfigurationIfNeeded()
        cell.isHighlighted = true
        cell.isHighlighted = true
        cell.updateConfigurationIfNeeded()
        cell.updateConfigurationIfNeeded()
        #expect(cell.calls == ["update false", "handler false", "update true", "handler true"])
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.calls.count == 6)
    }

    /// A table cell shows a content configuration in its content view (`defaultContentConfiguration()`
    /// is a list row's) and restyles for its selection through its handler.
    @Test func tableCellContentConfigurationAndState() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
                cell.configurationUpdateHandler = { cell, state in
                    guard var content = cell.contentConfiguration as? ListContentConfiguration else { return }
                    content.text = "Row \(indexPath.row)" + (state.isSelected ? " ✓" : "")
                    cell.contentConfiguration = content
                }
                return cell
            }
        }
        let harness = TableHarness(width: 24, height: 4, estimate: 1, cell: TableViewCell.self, identifier: "row")
        let source = Source()
        harness.show(source)
        #expect(lines(harness.screen).prefix(3) == ["Row 0", "Row 1", "Row 2"])
        harness.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        harness.window.layoutIfNeeded()
        #expect(lines(harness.screen).prefix(3) == ["Row 0", "Row 1", "Row 2 ✓"])
        let cell = harness.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.configurationState.isSelected == true)
        #expect(cell?.contentView.subviews.count == 1)
    }
}
