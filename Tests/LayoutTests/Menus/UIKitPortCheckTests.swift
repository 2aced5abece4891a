import Foundation
import LayoutTesting
import Testing

@testable import Layout

// A port check: the kind of code an iOS screen has for a list of shifts (a compositional list
// layout, a cell registration, a diffable data source, a sort button whose menu holds one
// choice, a context menu with a palette and an action that keeps the menu open), written as
// UIKit code is written and then renamed only: `UI`/`NS` dropped from every type. It must
// compile unchanged; the test then drives it with keys. The one place a terminal cannot take
// UIKit's code as it is: `UIImage(systemName:)` names an SF Symbol, and a terminal glyph is
// given as text, `Image("…")`.

/// UIKit: `final class PortCheckShiftsViewController: UIViewController, UICollectionViewDelegate,
/// UIContextMenuInteractionDelegate`.
final class PortCheckShiftsViewController: ViewController, CollectionViewDelegate, ContextMenuInteractionDelegate {
    enum Section: Hashable { case main }
    struct Shift: Hashable {
        let day: Int
        let hours: Int
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Shift>!
    let sortButton = Button(title: "Sort")
    var shifts = [Shift(day: 3, hours: 5), Shift(day: 1, hours: 8), Shift(day: 2, hours: 4)]
    var opened: [Int] = []
    var colour = "none"
    var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.delegate = self
        collectionView.addInteraction(ContextMenuInteraction(delegate: self))
        sortButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sortButton)
        view.addSubview(collectionView)
        LayoutConstraint.activate([
            sortButton.topAnchor.constraint(equalTo: view.topAnchor),
            sortButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.topAnchor.constraint(equalTo: sortButton.bottomAnchor, constant: 1),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Shift> { cell, _, shift in
            var content = cell.defaultContentConfiguration()
            content.text = "Day \(shift.day)"
            content.secondaryText = "\(shift.hours) h"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Section, Shift>(collectionView: collectionView) {
            collectionView, indexPath, shift in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: shift)
        }
        applySnapshot(sortedBy: \.day)

        sortButton.menu = Menu(
            title: "Sort by", identifier: Menu.Identifier("sort"), options: .singleSelection,
            children: [
                Action(title: "Day", identifier: Action.Identifier("sort.day"), state: .on) { [weak self] _ in
                    self?.applySnapshot(sortedBy: \.day)
                },
                Action(title: "Hours", identifier: "sort.hours") { [weak self] _ in
                    self?.applySnapshot(sortedBy: \.hours)
                },
            ])
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
    }

    func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 0
        return CollectionViewCompositionalLayout(section: section)
    }

    func applySnapshot(sortedBy key: KeyPath<Shift, Int>, animatingDifferences: Bool = false) {
        var snapshot = DiffableDataSourceSnapshot<Section, Shift>()
        snapshot.appendSections([.main])
        snapshot.appendItems(shifts.sorted { $0[keyPath: key] < $1[keyPath: key] }, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let shift = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(shift.day)
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let colours = ["Red", "Green"].map { name in
                Action(title: name, image: Image(String(name.prefix(1))), state: self?.colour == name ? .on : .off) {
                    self?.colour = $0.title
                }
            }
            return Menu(children: [
                Menu(title: "Colour", options: [.displayAsPalette, .singleSelection], children: colours),
                Action(title: "Add an hour", attributes: .keepsMenuPresented) { _ in self?.added += 1 },
            ])
        }
    }
}

@Suite struct UIKitPortCheckTests {
    @Test func renamedUIKitMenuCollectionAndDiffableCodeCompilesAndRuns() {
        let controller = PortCheckShiftsViewController()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: controller)
        screen.render()
        // The pop-up shows its choice; the list (rows one line tall, the list cell's margin of a
        // cell before the text) is sorted by day.
        #expect(screen.lines[0].hasPrefix("[ Day ▾ ]"))
        #expect(screen.lines[2].hasPrefix(" Day 1") && screen.lines[4].hasPrefix(" Day 3"))
        // Sort by hours from the pop-up: the check mark moves, the title follows, the list reorders.
        controller.sortButton.becomeFirstResponder()
        screen.feed("\r\u{1B}[B\r")
        #expect(controller.sortButton.title == "Hours")
        #expect(controller.sortButton.menu?.selectedElements.map(\.title) == ["Hours"])
        // Identifiers as UIKit's: a menu's and an action's, found again by their raw values.
        #expect(controller.sortButton.menu?.identifier == Menu.Identifier("sort"))
        let chosen = controller.sortButton.menu?.selectedElements.compactMap { ($0 as? Action)?.identifier }
        #expect(chosen == [Action.Identifier(rawValue: "sort.hours")])
        #expect(screen.lines[0].hasPrefix("[ Hours ▾ ]"))
        #expect(screen.lines[2].hasPrefix(" Day 2") && screen.lines[3].hasPrefix(" Day 3"))
        // A click on a row: the delegate hears it with the diffable item.
        screen.feed("\u{1B}[<0;3;3M\u{1B}[<0;3;3m")
        #expect(controller.opened == [2])
        // The context menu: "Add an hour" twice with the menu open, then a colour from the palette.
        screen.window.openContextMenu(from: controller.collectionView)
        #expect(screen.window.selectedMenuTitle == "Red")
        screen.feed("\u{1B}[B\r\r")
        #expect(controller.added == 2 && screen.window.presentedMenu != nil)
        screen.feed("\u{1B}[A\u{1B}[C\r")
        #expect(controller.colour == "Green" && screen.window.presentedMenu == nil)
    }
}
