import FoundationEssentials

/// The state of a list or grid as identifiers: sections in order, each with its items in order
/// (`NSDiffableDataSourceSnapshot`). A diffable data source shows a snapshot and, given a new one,
/// works out the inserts, deletes, moves and reloads between them.
///
/// Identifiers are unique across the whole snapshot, sections and items each. UIKit traps on a
/// duplicate or on an identifier that is not there; here the call leaves the snapshot as it was
/// and a line in `diagnostics` says why (a data source writes them to its view's log when it
/// applies the snapshot).
///
/// Lookups by identifier (`indexOfItem`, `sectionIdentifier(containingItem:)`, `contains`) go
/// through dictionaries; positions inside a section are found by a scan of that section.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    /// The sections in order.
    public private(set) var sectionIdentifiers: [Section] = []
    /// The items of each section, in the order of `sectionIdentifiers`.
    private var sectionItems: [[Item]] = []
    /// Each section's index in `sectionIdentifiers`.
    private var sectionIndexes: [Section: Int] = [:]
    /// Each item's section.
    private var itemSections: [Item: Section] = [:]
    /// Items marked for a reload: new cells when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// Items marked for a reconfigure: their cells configured again in place.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// Sections marked for a reload.
    public private(set) var reloadedSectionIdentifiers: [Section] = []
    /// What calls were ignored and why (a duplicate identifier, an unknown one), in order.
    public private(set) var diagnostics: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and queries

    /// Items in all sections.
    public private(set) var numberOfItems = 0
    /// Sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// Every item, section by section.
    public var itemIdentifiers: [Item] { sectionItems.flatMap { $0 } }

    /// The items of a section, in order; empty (and a diagnostic) for an unknown section.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let index = sectionIndexes[identifier] else { return [] }
        return sectionItems[index]
    }

    /// The number of items in a section; 0 for an unknown section.
    public func numberOfItems(inSection identifier: Section) -> Int {
        sectionIndexes[identifier].map { sectionItems[$0].count } ?? 0
    }

    /// The item's position among all items, section by section, or nil.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = itemSections[identifier], let sectionIndex = sectionIndexes[section],
            let position = sectionItems[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return sectionItems[..<sectionIndex].reduce(position) { $0 + $1.count }
    }

    /// The section's position, or nil.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndexes[identifier] }

    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { itemSections[identifier] }

    /// Whether the snapshot has the item.
    public func contains(item identifier: Item) -> Bool { itemSections[identifier] != nil }

    /// The item at an index path, or nil when none is there.
    func itemIdentifier(at indexPath: IndexPath) -> Item? {
        guard sectionItems.indices.contains(indexPath.section),
            sectionItems[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The item counts of the sections, in order.
    var itemCounts: [Int] { sectionItems.map(\.count) }

    /// The items of the section at `index`.
    func items(inSectionAt index: Int) -> [Item] { sectionItems[index] }

    // MARK: Sections

    /// Adds sections at the end; one already there is ignored.
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Adds sections just before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [Section], beforeSection beforeIdentifier: Section) {
        guard let index = sectionIndex(beforeIdentifier, "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Adds sections just after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [Section], afterSection afterIdentifier: Section) {
        guard let index = sectionIndex(afterIdentifier, "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers.filter { sectionIndex($0, "deleteSections(_:)") != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for (index, section) in sectionIdentifiers.enumerated() {
            if doomed.contains(section) {
                for item in sectionItems[index] { itemSections[item] = nil }
                numberOfItems -= sectionItems[index].count
            } else {
                keptSections.append(section)
                keptItems.append(sectionItems[index])
            }
        }
        sectionIdentifiers = keptSections
        sectionItems = keptItems
        reindexSections()
    }

    /// Moves a section just before another.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves a section just after another.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    /// Marks sections for a reload: all their items get new cells.
    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex($0, "reloadSections(_:)") != nil }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil). An item already in the
    /// snapshot, or repeated in `identifiers`, is added once.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        let section: Section
        if let sectionIdentifier {
            guard sectionIndex(sectionIdentifier, "appendItems(_:toSection:)") != nil else { return }
            section = sectionIdentifier
        } else {
            guard let last = sectionIdentifiers.last else {
                diagnostics.append("appendItems(_:toSection:): the snapshot has no section to add items to")
                return
            }
            section = last
        }
        let index = sectionIndexes[section]!
        insertItems(identifiers, inSectionAt: index, at: sectionItems[index].count)
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let (section, position) = place(of: beforeIdentifier, "insertItems(_:beforeItem:)") else { return }
        insertItems(identifiers, inSectionAt: section, at: position)
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let (section, position) = place(of: afterIdentifier, "insertItems(_:afterItem:)") else { return }
        insertItems(identifiers, inSectionAt: section, at: position + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomedBySection: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let section = itemSections[item] else {
                diagnostics.append("deleteItems(_:): no item \(item) in the snapshot")
                continue
            }
            doomedBySection[sectionIndexes[section]!, default: []].insert(item)
        }
        for (section, doomed) in doomedBySection {
            sectionItems[section].removeAll { doomed.contains($0) }
            for item in doomed { itemSections[item] = nil }
            numberOfItems -= doomed.count
        }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        sectionItems = []
        sectionIndexes = [:]
        itemSections = [:]
        numberOfItems = 0
    }

    /// Moves an item just before another (possibly into another section).
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, next: toIdentifier, after: false)
    }

    /// Moves an item just after another (possibly into another section).
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, next: toIdentifier, after: true)
    }

    /// Marks items for a reload: new cells from the cell provider when applied.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += identifiers.filter { known($0, "reloadItems(_:)") }
    }

    /// Marks items for a reconfigure: the cell provider configures their cells on screen again
    /// (the cell it dequeues is the one already there), and the rows or items are measured again.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += identifiers.filter { known($0, "reconfigureItems(_:)") }
    }

    /// Forgets the reload and reconfigure marks (a data source does it once they are applied).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
        diagnostics = []
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var fresh: [Section] = []
        var seen = Set<Section>()
        for section in identifiers {
            if sectionIndexes[section] != nil || !seen.insert(section).inserted {
                diagnostics.append("section identifier \(section) is already in the snapshot; ignored")
            } else {
                fresh.append(section)
            }
        }
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [Item], inSectionAt section: Int, at position: Int) {
        let sectionIdentifier = sectionIdentifiers[section]
        var fresh: [Item] = []
        fresh.reserveCapacity(identifiers.count)
        for item in identifiers {
            if itemSections[item] != nil {
                diagnostics.append("item identifier \(item) is already in the snapshot; ignored")
            } else {
                itemSections[item] = sectionIdentifier
                fresh.append(item)
            }
        }
        if position == sectionItems[section].count {
            sectionItems[section].append(contentsOf: fresh)
        } else {
            sectionItems[section].insert(contentsOf: fresh, at: position)
        }
        numberOfItems += fresh.count
    }

    private mutating func moveSection(_ identifier: Section, next other: Section, after: Bool) {
        let call = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard let from = sectionIndex(identifier, call), sectionIndex(other, call) != nil, identifier != other
        else { return }
        let section = sectionIdentifiers.remove(at: from)
        let items = sectionItems.remove(at: from)
        reindexSections()
        let target = sectionIndexes[other]! + (after ? 1 : 0)
        sectionIdentifiers.insert(section, at: target)
        sectionItems.insert(items, at: target)
        reindexSections()
    }

    private mutating func moveItem(_ identifier: Item, next other: Item, after: Bool) {
        let call = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard let (section, position) = place(of: identifier, call), known(other, call), identifier != other
        else { return }
        sectionItems[section].remove(at: position)
        itemSections[identifier] = nil
        numberOfItems -= 1
        let (toSection, toPosition) = place(of: other, call)!
        insertItems([identifier], inSectionAt: toSection, at: toPosition + (after ? 1 : 0))
    }

    private mutating func reindexSections() {
        sectionIndexes = Dictionary(
            uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($0.element, $0.offset) })
    }

    private mutating func sectionIndex(_ identifier: Section, _ call: String) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            diagnostics.append("\(call): no section \(identifier) in the snapshot")
            return nil
        }
        return index
    }

    private mutating func known(_ identifier: Item, _ call: String) -> Bool {
        guard itemSections[identifier] != nil else {
            diagnostics.append("\(call): no item \(identifier) in the snapshot")
            return false
        }
        return true
    }

    private mutating func place(of identifier: Item, _ call: String) -> (section: Int, position: Int)? {
        guard known(identifier, call), let section = sectionIndexes[itemSections[identifier]!],
            let position = sectionItems[section].firstIndex(of: identifier)
        else { return nil }
        return (section, position)
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Same sections with the same items in the same order (marks and diagnostics aside).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
    }
}
