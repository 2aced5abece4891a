/// The items of one section as a tree (`NSDiffableDataSourceSectionSnapshot`): root items in
/// order, each with children in order, and which parents are expanded. A collection view shows
/// the *visible* items: the roots, and the children of every expanded parent whose own parent is
/// visible. Apply one to a section with
/// `CollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
///
/// As in the whole-view snapshot, an identifier is in the tree once; a call naming one already
/// there or one that is missing leaves the tree as it was and adds a line to `diagnostics`.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public typealias Item = ItemIdentifierType

    /// The items with no parent, in order.
    public private(set) var rootItems: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var members = Set<Item>()
    private var expanded = Set<Item>()
    /// What calls were ignored and why, in order.
    public private(set) var diagnostics: [String] = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [Item] {
        var all: [Item] = []
        all.reserveCapacity(members.count)
        walk(rootItems, onlyVisible: false) { item, _ in all.append(item) }
        return all
    }

    /// The items a collection view shows: the roots and the children of expanded visible parents.
    public var visibleItems: [Item] {
        var shown: [Item] = []
        walk(rootItems, onlyVisible: true) { item, _ in shown.append(item) }
        return shown
    }

    /// Whether the tree has the item.
    public func contains(_ item: Item) -> Bool { members.contains(item) }

    /// The item's position in `items`, or nil.
    public func index(of item: Item) -> Int? { members.contains(item) ? items.firstIndex(of: item) : nil }

    /// The item's depth: 0 for a root item, nil for an item not in the tree.
    public func level(of item: Item) -> Int? {
        guard members.contains(item) else { return nil }
        var depth = 0
        var current = item
        while let parent = parents[current] {
            depth += 1
            current = parent
        }
        return depth
    }

    /// The item's parent, or nil for a root item (or one not in the tree).
    public func parent(of child: Item) -> Item? { parents[child] }

    /// Whether the item is expanded (its children shown when it is).
    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether the item shows: every item above it is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The children of an item, in order (none for a leaf or an item not in the tree).
    func childItems(of parent: Item) -> [Item] { children[parent] ?? [] }

    /// Whether the item has children.
    func hasChildren(_ item: Item) -> Bool { !(children[item]?.isEmpty ?? true) }

    /// The subtree of `parent` as a section snapshot of its own: with `parent` as its one root
    /// when `includingParent` is true, else with its children as the roots.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var result = Self()
        guard members.contains(parent) else {
            result.diagnostics.append("snapshot(of:includingParent:): no item \(parent) in the section snapshot")
            return result
        }
        func copy(_ items: [Item], to newParent: Item?) {
            result.append(items, to: newParent)
            for item in items {
                if expanded.contains(item) { result.expanded.insert(item) }
                copy(children[item] ?? [], to: item)
            }
        }
        if includingParent {
            copy([parent], to: nil)
        } else {
            copy(children[parent] ?? [], to: nil)
        }
        return result
    }

    /// The tree as text, one item a line, indented by depth; a parent's line starts with `+`
    /// when expanded and `-` when collapsed (for logs and tests).
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(rootItems, onlyVisible: false) { item, depth in
            let mark = hasChildren(item) ? (expanded.contains(item) ? "+ " : "- ") : "  "
            lines.append(String(repeating: "  ", count: depth) + mark + "\(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changes

    /// Adds items at the end of `parent`'s children, or of the root items when `parent` is nil.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !known(parent, "append(_:to:)") { return }
        let fresh = admit(items, under: parent)
        if let parent { children[parent, default: []] += fresh } else { rootItems += fresh }
    }

    /// Adds items just before `item`, as its siblings.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, next: item, after: false) }

    /// Adds items just after `item`, as its siblings.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, next: item, after: true) }

    /// Removes items with all their descendants.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard known(item, "delete(_:)") else { continue }
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            forget(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands items: their children show (when the items themselves do).
    public mutating func expand(_ items: [Item]) {
        for item in items where known(item, "expand(_:)") { expanded.insert(item) }
    }

    /// Collapses items: their children and everything under them hide.
    public mutating func collapse(_ items: [Item]) {
        for item in items where known(item, "collapse(_:)") { expanded.remove(item) }
    }

    /// Replaces the children of `parent` with the roots of `snapshot` and their subtrees.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        guard known(parent, "replace(childrenOf:using:)") else { return }
        for child in children[parent] ?? [] { forget(child) }
        children[parent] = []
        func copy(_ items: [Item], to newParent: Item) {
            append(items, to: newParent)
            for item in items {
                if snapshot.expanded.contains(item) { expanded.insert(item) }
                copy(snapshot.children[item] ?? [], to: item)
            }
        }
        copy(snapshot.rootItems, to: parent)
    }

    /// Forgets the diagnostics (a data source does it once it has logged them).
    mutating func clearDiagnostics() { diagnostics = [] }

    // MARK: Helpers

    private func walk(_ items: [Item], onlyVisible: Bool, depth: Int = 0, _ visit: (Item, Int) -> Void) {
        for item in items {
            visit(item, depth)
            guard let kids = children[item], !kids.isEmpty, !onlyVisible || expanded.contains(item) else { continue }
            walk(kids, onlyVisible: onlyVisible, depth: depth + 1, visit)
        }
    }

    private mutating func insert(_ items: [Item], next item: Item, after: Bool) {
        let call = after ? "insert(_:after:)" : "insert(_:before:)"
        guard known(item, call) else { return }
        let parent = parents[item]
        let fresh = admit(items, under: parent)
        if let parent {
            let position = children[parent]!.firstIndex(of: item)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: fresh, at: position)
        } else {
            let position = rootItems.firstIndex(of: item)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: fresh, at: position)
        }
    }

    /// The items not yet in the tree (each once), now members under `parent`.
    private mutating func admit(_ items: [Item], under parent: Item?) -> [Item] {
        var fresh: [Item] = []
        for item in items {
            guard members.insert(item).inserted else {
                diagnostics.append("item identifier \(item) is already in the section snapshot; ignored")
                continue
            }
            if let parent { parents[item] = parent }
            fresh.append(item)
        }
        return fresh
    }

    private mutating func forget(_ item: Item) {
        for child in children[item] ?? [] { forget(child) }
        children[item] = nil
        parents[item] = nil
        members.remove(item)
        expanded.remove(item)
    }

    private mutating func known(_ item: Item, _ call: String) -> Bool {
        guard members.contains(item) else {
            diagnostics.append("\(call): no item \(item) in the section snapshot")
            return false
        }
        return true
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// The same tree with the same items expanded (diagnostics aside).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rootItems == rhs.rootItems
            && lhs.children.filter { !$0.value.isEmpty }
                == rhs.children.filter {
                    !$0.value.isEmpty
                }
            && lhs.expanded == rhs.expanded
    }
}
