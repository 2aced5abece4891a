import Cassowary

/// The solver behind one view tree (one per `Window`, shared by every view in it, table cells
/// included). It turns active `LayoutConstraint`s into solver constraints, applies changes in
/// place, resolves conflicts between required constraints, and reports which items moved.
///
/// The engine's jobs live in files named after them: the constraint registry (activation,
/// deactivation, changes in place), the item variables and encapsulated constraints, intrinsic
/// sizes and size floors, the pending additions, the lingering fit, the solve, conflict
/// resolution, and moving constraints between trees.
///
/// Conflict rule (documented, fixed): when a required constraint cannot be added, or a required
/// constant cannot be changed, the engine breaks **the constraint whose activation or change was
/// rejected**, unless that one was made by the system (`View-Encapsulated-Layout-*`, `SV-*`,
/// intrinsic size); then it breaks **the most recently activated constraint among the conflicts that
/// was not made by the system** (or, if all were, the rejected one). In the seed, the user's
/// `height == 200` is the change that cannot hold against `View-Encapsulated-Layout-Height`, so it
/// is the one broken. A broken constraint stays active (`isActive`, `isBroken`) and is tried again
/// whenever a constraint of its conflict changes constant or priority or is deactivated, or its own
/// constant changes.
///
/// The registry against the solver. The registry (`constraints`, the items'
/// `referencingConstraints`, each constraint's `isActive`) always says what the layout is made
/// of; the solver may lag behind it in two ways, both caches kept for speed: additions not made
/// yet (`pendingAdditions`, in a tree outside any window) and a measurement not cleaned up yet
/// (`lingeringFit`, in a sizing cell). Reading the registry needs no settling; the solver is
/// reached only through `solver(for:)`, which closes both lags first. No other code touches the
/// solver, so no operation can see a stale one.
///
/// A tree outside any window keeps its constraints as a list until its layout is first needed
/// (`isListing`): the queue of pending additions, in activation order, is then the registry,
/// and the lists kept for the solver's work (`activeConstraints`, `registeredItems`) are not
/// built. The first access to the solver builds them; a tree that joins another before that
/// hands its list to the receiving engine, which registers each constraint once.
public final class LayoutEngine {
    // The state read on every operation is `@exclusivity(unchecked)`: plain loads and stores
    // and self-contained mutations, never under an overlapping access; the dynamic check cost
    // more than the access.

    /// The solver as it stands, possibly behind the registry. Read only by `solver(for:)` and the
    /// settling below it. Replaced by an empty one when the engine's constraints all move to
    /// another engine.
    @exclusivity(unchecked) private var unsettledSolver = Solver()
    /// Where "Unable to simultaneously satisfy constraints" and other layout messages go.
    public var logSink: (String) -> Void

    /// The registry: every active constraint (a lingering fit's temporary ones excluded, the
    /// constraints it set aside included), in no particular order; each knows its place in it
    /// (`LayoutConstraint.registrySlot`), so entering and leaving need no hashing. Empty while
    /// the engine is listing.
    @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []
    /// The items registered (their variables), in no particular order, each once: the solve's
    /// way from a variable it moved to its item (each of an item's four variables holds the
    /// item's index here as its `context`), and what keeps the variables alive while they are
    /// in the solver. Empty while the engine is listing.
    @exclusivity(unchecked) var registeredItems: [ItemVariables] = []
    /// Whether the engine only lists its constraints (in `pendingAdditions`) and its items (in
    /// `listedItems`): true for a tree outside any window until its solver is first reached.
    /// Then `buildRegistry` fills `activeConstraints` and `registeredItems`, and it stays false.
    @exclusivity(unchecked) private(set) var isListing: Bool
    /// The items registered while listing, in order (an item that left has `listedIn` nil).
    var listedItems: [ItemVariables] = []
    /// How many constraints entered the built registry (`activeConstraints`): a measure of the
    /// bookkeeping a listing engine leaves out (tests check a tree built outside a window and
    /// added to one is registered once, in the window's engine).
    var registrationCount = 0
    /// For each broken constraint, the constraints it conflicted with.
    var conflictsOfBroken: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// For each constraint, the broken constraints to retry when it changes.
    @exclusivity(unchecked) var brokenWatching: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The last activation order given out (increases with every activation).
    var nextActivation = 0
    /// Set when the solver holds a change whose values have not been read yet.
    @exclusivity(unchecked) var needsSolve = false
    /// Set while constraints are moved between engines, so that no retries run half-way.
    var isMigrating = false
    /// How many constraints (size floors included) were taken out of the solver: a measure of
    /// the work `migrateAll` no longer does (tests check it stays put when a tree is merged).
    var solverRemovalCount = 0
    /// How many constraints (size floors included) were added to the solver: a tree outside a
    /// window adds none until its layout is needed (tests check it).
    var solverAdditionCount = 0

    /// Whether additions wait in `pendingAdditions` until the solver is needed. True for the
    /// engine a view makes for a tree outside any window: such a tree is usually built (a new
    /// table cell: ~100 constraints and floors) and then added to a window, and each addition
    /// to a solver that is then dropped cost about as much as the one in the window's solver.
    /// A window's engine adds at once (and never lets a measurement linger).
    let defersAdditions: Bool

    /// Additions not made to the solver yet, in the order they came (see `PendingAdditions`).
    @exclusivity(unchecked) var pendingAdditions = PendingAdditions()
    /// A measurement whose temporary constraints are still in the solver (see `LingeringFit`).
    @exclusivity(unchecked) var lingeringFit: LingeringFit?

    /// An engine that adds constraints to its solver at once (a window's), logging to `logSink`.
    public convenience init(logSink: @escaping (String) -> Void = LayoutEngine.standardErrorSink) {
        self.init(logSink: logSink, defersAdditions: false)
    }

    init(logSink: @escaping (String) -> Void, defersAdditions: Bool) {
        self.logSink = logSink
        self.defersAdditions = defersAdditions
        isListing = defersAdditions
    }

    deinit {
        // Its constraints read no engine from here on (they are inactive), as a weak
        // reference would already.
        storedLiveReference?.object = nil
        forgetListedItems()
    }

    /// The engine's one `LiveReference`, made when first asked for.
    @exclusivity(unchecked) private var storedLiveReference: LiveReference<LayoutEngine>?

    /// How constraints refer to the engine that holds them (`LayoutConstraint.engine`): not
    /// retained, nil once the engine has ended (see `LiveReference`).
    var liveReference: LiveReference<LayoutEngine> { .of(self, keptIn: &storedLiveReference) }

    /// Clears `listedIn` of the items still listed here, and the list.
    func forgetListedItems() {
        let identifier = ObjectIdentifier(self)
        for variables in listedItems where variables.listedIn == identifier { variables.listedIn = nil }
        listedItems = []
    }

    /// Writes each message to standard error, the default sink.
    public static func standardErrorSink(_ message: String) {
        writeToStandardError(message + "\n")
    }

    /// Every active constraint, in activation order. A pure read of the registry.
    public var constraints: [LayoutConstraint] {
        if isListing { return listedConstraints }
        return activeConstraints.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// While listing, every active constraint waits in the queue: the entries still current,
    /// from the activation that queued them, in activation order. (The queue is nearly in that
    /// order: a constraint that gives a hand-placed view its first variables is queued after
    /// the view's encapsulated constraints, which it made and which come after it.)
    var listedConstraints: [LayoutConstraint] {
        var listed: [LayoutConstraint] = []
        listed.reserveCapacity(pendingAdditions.count)
        pendingAdditions.forEachConstraint { constraint, activation in
            guard constraint.engine === self, constraint.isPendingAddition, constraint.activationOrder == activation
            else { return }
            // Sorted by insertion from the end: each entry out of order moves a few places.
            var index = listed.count
            listed.append(constraint)
            while index > 0, listed[index - 1].activationOrder > activation {
                listed.swapAt(index - 1, index)
                index -= 1
            }
        }
        return listed
    }

    /// The active constraints the engine had to leave out to lay out the rest, as it last left
    /// them: in a tree outside any window, constraints reach the solver (and show a conflict)
    /// when its layout is next needed.
    public var brokenConstraints: [LayoutConstraint] {
        constraints.filter(\.isBroken)
    }

    // MARK: The one path to the solver

    /// How an operation on the solver treats a lingering fit.
    enum SolverAccess {
        /// The fit is taken out first: the usual case.
        case settled
        /// An optional constant changes in place (a label's hugging and compression after new
        /// text): it cannot conflict with anything, so a lingering fit may stay, unless
        /// additions wait (the fit's removal comes before them, in the order it was due).
        case keepingLingeringFit
    }

    /// The solver, settled: a lingering fit taken out (unless `access` lets it stay), then the
    /// pending additions made, in that order. Every operation on the solver comes through
    /// here, so each sees the same operations in the same order as if every addition had been
    /// made at once and every measurement had cleaned up after itself.
    func solver(for access: SolverAccess = .settled) -> Solver {
        if isListing || !pendingAdditions.isEmpty || (access == .settled && lingeringFit != nil) {
            settle(keepingLingeringFit: access == .keepingLingeringFit)
        }
        return unsettledSolver
    }

    /// Ends listing: the maps of the listed constraints and items are built (their additions
    /// still wait in the queue, made by the settling that follows).
    private func buildRegistry() {
        for constraint in listedConstraints {
            enterActiveConstraints(constraint)
            registrationCount += 1
        }
        let identifier = ObjectIdentifier(self)
        for variables in listedItems where variables.listedIn == identifier { addOwner(variables) }
        forgetListedItems()
        isListing = false
    }

    /// Closes the lags, the maps built first while listing. The queue is taken first so that
    /// the fit's removal (whose restored constraints come back through `solver(for:)`) does not
    /// make the additions before it.
    private func settle(keepingLingeringFit: Bool) {
        if isListing { buildRegistry() }
        let waiting = pendingAdditions.takeAll()
        if let fit = lingeringFit, !(keepingLingeringFit && waiting.isEmpty) {
            lingeringFit = nil
            takeOut(fit)
        }
        for addition in waiting { make(addition) }
    }

    /// Takes a lingering fit out of the solver: its temporary constraints leave it and the
    /// constraints it set aside (already active in the registry) come back, as at the end of
    /// the measurement.
    private func takeOut(_ fit: LingeringFit) {
        for constraint in fit.fitting {
            guard let installed = constraint.solverConstraint else { continue }
            try? unsettledSolver.removeConstraint(installed)
            solverRemovalCount += 1
            constraint.solverConstraint = nil
            markLayout(around: constraint)
        }
        for constraint in fit.setAside
        where constraint.engine === self && constraint.solverConstraint == nil
            && !constraint.isPendingAddition && !constraint.isBroken
        {
            addToSolver(constraint, quietly: true)
            markLayout(around: constraint)
        }
        needsSolve = true
    }

    /// Makes one queued addition, if it is still current.
    private func make(_ addition: PendingAdditions.Addition) {
        switch addition {
        case .constraint(let constraint, let activation):
            guard constraint.isPendingAddition, constraint.engine === self,
                constraint.activationOrder == activation
            else { return }
            constraint.isPendingAddition = false
            addToSolver(constraint)
        case .floor(let floor, let resolvingConflicts):
            _ = addFloorToSolver(floor, resolvingConflicts: resolvingConflicts)
        }
    }

    /// Drops the solver and both caches whole, for `migrateAll` (everything leaves: nothing is
    /// taken out one by one). A lingering fit's temporary constraints are already out of the
    /// registry; they go with the solver.
    func discardSolver() {
        if let fit = lingeringFit {
            for constraint in fit.fitting { constraint.solverConstraint = nil }
        }
        lingeringFit = nil
        pendingAdditions = PendingAdditions()
        unsettledSolver = Solver()
        needsSolve = false
    }
}
