// shifts: a tab bar of two tabs over one list of shifts. "Shifts" (Alt-1) is a navigation stack
// whose screen lists the shifts in a compositional list layout fed by a diffable data source:
// `/` searches (Esc ends), the Sort pop-up reorders, Shift-F10 or a right click on a shift opens
// its context menu (Add an hour, Delete), Ctrl-N adds a shift, and Ctrl-P or `:` opens the
// command palette, which lists and runs all of these. "Summary" (Alt-2) adds the hours up; the
// Shifts tab's badge counts the shifts.
//
// Written as an iOS developer writes it with UIKit and then renamed only: `UI`/`NS` dropped from
// every type. Where it differs from the UIKit original, and why:
// - `Image("+")` for `UIImage(systemName: "plus")`: a terminal's image is a glyph, not an SF Symbol.
// - `KeyCommand(title:action:input:modifierFlags:discoverabilityTitle:)` takes a closure where
//   UIKit's takes `#selector(addShift)`: Swift on Linux has no Objective-C selectors. `.control`
//   for `.command`: a terminal sends no ⌘.
// - The list takes the keys with `collectionView.becomeFirstResponder()` in `viewDidAppear`, and
//   again when a search ends (`searchBarSearchButtonClicked`, `didDismissSearchController`): on
//   an iPad with a keyboard the focus engine moves to the list by itself.
// - `super.init()` for `super.init(nibName: nil, bundle: nil)`, and no `init?(coder:)`: a
//   terminal has no nibs or storyboards.
// - A label's `style` for its `font`: a terminal cell has attributes (bold), not fonts.
// - `ExampleHost.run(tabs)` for a scene delegate's `window.rootViewController = tabs` and
//   `makeKeyAndVisible()`: the host owns the window (full screen, or headless for the tests).
// - Constants are terminal cells, not points; `import FoundationEssentials` gives `IndexPath`,
//   which `import UIKit` brings with Foundation.
import ExampleHost
import FoundationEssentials
import Layout

/// One shift of work, on a day of November.
struct Shift: Identifiable, Hashable {
    let id: Int
    var day: Int
    var workplace: String
    var hours: Int
}

/// The shifts both tabs read and the Shifts tab changes.
final class ShiftBook {
    private(set) var shifts = [
        Shift(id: 1, day: 3, workplace: "Café Moka", hours: 4),
        Shift(id: 2, day: 5, workplace: "Bookshop", hours: 6),
        Shift(id: 3, day: 8, workplace: "Café Moka", hours: 8),
        Shift(id: 4, day: 10, workplace: "GS25", hours: 5),
        Shift(id: 5, day: 12, workplace: "Bookshop", hours: 3),
    ]

    func shift(withID id: Shift.ID) -> Shift? { shifts.first { $0.id == id } }

    /// A new shift of four hours on the day after the latest, at one of the workplaces in turn.
    func addShift() -> Shift {
        let workplaces = ["Café Moka", "Bookshop", "GS25"]
        let day = (shifts.map(\.day).max() ?? 0) % 30 + 1
        let shift = Shift(
            id: (shifts.map(\.id).max() ?? 0) + 1, day: day, workplace: workplaces[day % workplaces.count], hours: 4)
        shifts.append(shift)
        return shift
    }

    func deleteShifts(withIDs ids: [Shift.ID]) { shifts.removeAll { ids.contains($0.id) } }

    func addHour(toShiftsWithIDs ids: [Shift.ID]) {
        for index in shifts.indices where ids.contains(shifts[index].id) { shifts[index].hours += 1 }
    }
}

final class ShiftsViewController: ViewController, CollectionViewDelegate, SearchResultsUpdating,
    SearchBarDelegate, SearchControllerDelegate
{
    enum Section { case main }
    enum SortOrder { case day, workplace, hours }

    let book: ShiftBook
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Shift.ID>!
    let sortButton = Button(type: .system)
    let searchController = SearchController(searchResultsController: nil)
    var sortOrder = SortOrder.day

    init(book: ShiftBook) {
        self.book = book
        super.init()
        title = "Shifts"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        collectionView = CollectionView(
            frame: view.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.delegate = self
        sortButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sortButton)
        view.addSubview(collectionView)
        LayoutConstraint.activate([
            sortButton.topAnchor.constraint(equalTo: view.topAnchor),
            sortButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
            collectionView.topAnchor.constraint(equalTo: sortButton.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Shift.ID> {
            [unowned self] cell, _, id in
            guard let shift = book.shift(withID: id) else { return }
            var content = ListContentConfiguration.valueCell()
            content.text = "Nov \(shift.day < 10 ? " " : "")\(shift.day)  \(shift.workplace)"
            content.secondaryText = "\(shift.hours) h"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Shift.ID>(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
        }

        sortButton.menu = Menu(
            title: "Sort by", options: .singleSelection,
            children: [
                Action(title: "Day", state: .on) { [unowned self] _ in sort(by: .day) },
                Action(title: "Workplace") { [unowned self] _ in sort(by: .workplace) },
                Action(title: "Hours") { [unowned self] _ in sort(by: .hours) },
            ])
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true

        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.searchBar.delegate = self
        searchController.searchBar.placeholder = "Workplace"
        navigationItem.searchController = searchController

        applySnapshot(animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        collectionView.becomeFirstResponder()
    }

    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(
                title: "New", action: { [unowned self] in addShift() }, input: "n", modifierFlags: .control,
                discoverabilityTitle: "New shift"),
            KeyCommand(
                action: { [unowned self] in deleteShifts(withIDs: selectedShiftIDs) }, input: KeyCommand.inputDelete,
                discoverabilityTitle: "Delete selected shift"),
        ]
    }

    // MARK: The snapshot

    /// The shifts the search lets through, in the sort order, as one snapshot; the tab's badge
    /// counts every shift.
    func applySnapshot(animatingDifferences: Bool = true) {
        let query = searchController.searchBar.text?.lowercased() ?? ""
        let shown = book.shifts.filter { query.isEmpty || $0.workplace.lowercased().contains(query) }
        let sorted: [Shift]
        switch sortOrder {
        case .day: sorted = shown.sorted { $0.day < $1.day }
        case .workplace: sorted = shown.sorted { ($0.workplace, $0.day) < ($1.workplace, $1.day) }
        case .hours: sorted = shown.sorted { ($0.hours, $0.day) > ($1.hours, $1.day) }
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Shift.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(sorted.map(\.id), toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        navigationController?.tabBarItem.badgeValue = "\(book.shifts.count)"
    }

    func sort(by order: SortOrder) {
        sortOrder = order
        applySnapshot()
    }

    func addShift() {
        let shift = book.addShift()
        applySnapshot()
        if let indexPath = dataSource.indexPath(for: shift.id) {
            collectionView.selectItem(at: indexPath, animated: true, scrollPosition: .centeredVertically)
        }
    }

    func deleteShifts(withIDs ids: [Shift.ID]) {
        book.deleteShifts(withIDs: ids)
        applySnapshot()
    }

    /// The hours change, the identifiers do not: the cells are configured again in place.
    func addHour(toShiftsWithIDs ids: [Shift.ID]) {
        book.addHour(toShiftsWithIDs: ids)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(ids)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    var selectedShiftIDs: [Shift.ID] {
        (collectionView.indexPathsForSelectedItems ?? []).compactMap { dataSource.itemIdentifier(for: $0) }
    }

    // MARK: Search

    func updateSearchResults(for searchController: SearchController) {
        applySnapshot()
    }

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        collectionView.becomeFirstResponder()
    }

    func didDismissSearchController(_ searchController: SearchController) {
        collectionView.becomeFirstResponder()
    }

    // MARK: The context menu

    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> ContextMenuConfiguration? {
        let ids = indexPaths.compactMap { dataSource.itemIdentifier(for: $0) }
        guard !ids.isEmpty else { return nil }
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            Menu(children: [
                Action(title: "Add an hour", image: Image("+")) { _ in self?.addHour(toShiftsWithIDs: ids) },
                Action(title: "Delete", image: Image("✕"), attributes: .destructive) { _ in
                    self?.deleteShifts(withIDs: ids)
                },
            ])
        }
    }
}

/// The hours of every shift, by workplace, read again each time the tab shows.
final class SummaryViewController: ViewController {
    let book: ShiftBook
    let totalLabel = Label(style: Style(attributes: [.bold]))
    let workplacesLabel = Label()

    init(book: ShiftBook) {
        self.book = book
        super.init()
        title = "Summary"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        workplacesLabel.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [totalLabel, workplacesLabel])
        stack.axis = .vertical
        stack.spacing = 1
        view.addSubview(stack)
        stack.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let hours = book.shifts.reduce(0) { $0 + $1.hours }
        let count = book.shifts.count
        totalLabel.text = "\(count) shift\(count == 1 ? "" : "s"), \(hours) h"
        let workplaces = Dictionary(grouping: book.shifts, by: \.workplace).sorted { $0.key < $1.key }
        workplacesLabel.text = workplaces.map { workplace, shifts in
            "\(workplace): \(shifts.reduce(0) { $0 + $1.hours }) h"
        }.joined(separator: "\n")
    }
}

let book = ShiftBook()
let shifts = NavigationController(rootViewController: ShiftsViewController(book: book))
shifts.tabBarItem = TabBarItem(title: "Shifts", image: Image("≡"), tag: 0)
let summary = NavigationController(rootViewController: SummaryViewController(book: book))
summary.tabBarItem = TabBarItem(title: "Summary", image: Image("Σ"), tag: 1)
let tabs = TabBarController()
tabs.viewControllers = [shifts, summary]
ExampleHost.run(tabs)
