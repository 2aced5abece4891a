import Cassowary

/// The additions an engine that defers them (a tree outside any window) has not made to its
/// solver yet, in the order they came. `LayoutEngine.solver(for:)` makes them before handing the
/// solver out, so the solver sees the same operations in the same order as if they had been
/// made at once, less the constraints deactivated before that and with the constants they have
/// by then. Conflicts (and their log) show at that point.
struct PendingAdditions {
    /// An addition waiting for the solver.
    enum Addition {
        /// Current only while the constraint is still pending from that very activation (it may
        /// have been deactivated, or deactivated and activated again, which queues a new entry).
        case constraint(LayoutConstraint, activation: Int)
        /// A size floor; `resolvingConflicts` adds it through the conflict rule (a floor the
        /// constraints pass added) rather than ignoring a failure (a floor moved in with its item).
        case floor(Cassowary.Constraint, resolvingConflicts: Bool)
    }

    private var queue: [Addition] = []
    /// The floors queued and not taken back (a floor taken back stays in `queue`, skipped).
    private var queuedFloors: Set<ObjectIdentifier> = []

    /// Whether nothing waits. Entries made stale by a deactivation count until the next settling.
    var isEmpty: Bool { queue.isEmpty }

    /// How many entries wait, stale ones included.
    var count: Int { queue.count }

    /// Calls `body` with each constraint entry in order, stale ones included, and the
    /// activation that queued it.
    func forEachConstraint(_ body: (LayoutConstraint, Int) -> Void) {
        for addition in queue {
            if case .constraint(let constraint, let activation) = addition { body(constraint, activation) }
        }
    }

    /// Queues an activated constraint; it is pending until made or deactivated.
    mutating func append(_ constraint: LayoutConstraint) {
        constraint.isPendingAddition = true
        queue.append(.constraint(constraint, activation: constraint.activationOrder))
    }

    /// Queues a size floor.
    mutating func append(floor: Cassowary.Constraint, resolvingConflicts: Bool) {
        queuedFloors.insert(ObjectIdentifier(floor))
        queue.append(.floor(floor, resolvingConflicts: resolvingConflicts))
    }

    /// Takes back a queued floor; returns false when it is not queued (it is in the solver).
    mutating func cancel(floor: Cassowary.Constraint) -> Bool {
        queuedFloors.remove(ObjectIdentifier(floor)) != nil
    }

    /// Empties the queue, returning its entries in order: every constraint entry (the engine
    /// checks each is still current) and each floor not taken back, once, at its first entry.
    mutating func takeAll() -> [Addition] {
        guard !queue.isEmpty else { return [] }
        var floorsToMake = queuedFloors
        let entries = queue.filter { addition in
            guard case .floor(let floor, _) = addition else { return true }
            return floorsToMake.remove(ObjectIdentifier(floor)) != nil
        }
        queue = []
        queuedFloors = []
        return entries
    }
}
