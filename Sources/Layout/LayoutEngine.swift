import Cassowary

/// The solver behind one view tree (one per `Window`, shared by every view in it, table cells
/// included). It turns active `LayoutConstraint`s into solver constraints, applies changes in
/// place, resolves conflicts between required constraints, and reports which items moved.
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
public final class LayoutEngine {
    /// Replaced by an empty one when the engine's constraints all move to another engine.
    private(set) var solver = Solver()
    /// Where "Unable to simultaneously satisfy constraints" and other layout messages go.
    public var logSink: (String) -> Void

    var activeConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    private var variableOwners: [ObjectIdentifier: ItemVariables] = [:]
    /// For each broken constraint, the constraints it conflicted with.
    private var conflictsOfBroken: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// For each constraint, the broken constraints to retry when it changes.
    private var brokenWatching: [ObjectIdentifier: [LayoutConstraint]] = [:]
    private var nextActivation = 0
    /// Set when the solver holds a change whose values have not been read yet.
    private(set) var needsSolve = false
    /// Set while constraints are moved between engines, so that no retries run half-way.
    private var isMigrating = false
    /// How many constraints (size floors included) were taken out of the solver: a measure of
    /// the work `migrateAll` no longer does (tests check it stays put when a tree is merged).
    private(set) var solverRemovalCount = 0
    /// How many constraints (size floors included) were added to the solver: a tree outside a
    /// window adds none until something reads it (tests check it).
    private(set) var solverAdditionCount = 0

    /// Whether additions wait in `pending` until something reads the engine. True for the
    /// engine a view makes for a tree outside any window: such a tree is usually built (a new
    /// table cell: ~100 constraints and floors) and then added to a window, and each addition
    /// to a solver that is then dropped cost about as much as the one in the window's solver.
    /// A window's engine adds at once.
    private let defersAdditions: Bool

    /// An addition waiting for the solver. A constraint entry is current only while the
    /// constraint is still pending from that very activation (it may have been deactivated, or
    /// deactivated and activated again, which queues a new entry).
    private enum PendingAddition {
        case constraint(LayoutConstraint, activation: Int)
        /// A size floor; `resolvingConflicts` adds it through the conflict rule (a floor the
        /// constraints pass added) rather than ignoring a failure (a floor moved in with its item).
        case floor(Cassowary.Constraint, resolvingConflicts: Bool)
    }

    /// Additions not made to the solver yet, in the order they came. Every operation that
    /// reads the solver, or changes or removes something already in it, makes them first
    /// (`flushPending`), so the solver sees the same operations in the same order as if they
    /// had been made at once, less the constraints deactivated before that and with the
    /// constants they have by then. Conflicts (and their log) show at that point.
    private var pending: [PendingAddition] = []
    /// The size floors queued in `pending` and not taken back.
    private var pendingFloors: Set<ObjectIdentifier> = []

    /// A measurement whose temporary constraints are still in the solver (`systemLayoutSizeFitting`
    /// in an engine that defers additions: a sizing cell outside any window, measured again and
    /// again with new data, as LayoutKit's benchmark and many table views measure rows). The next
    /// measurement of the same view with the same fitting priorities changes their constants in
    /// place instead of adding and removing them (two required additions and removals, most of a
    /// measurement's cost); anything else done to the engine takes them out first
    /// (`flushLingeringFit`), in the order the removal would have come, so nothing else ever sees
    /// them.
    struct LingeringFit {
        let view: ObjectIdentifier
        let fitting: [LayoutConstraint]
        let setAside: [LayoutConstraint]
    }
    private(set) var lingeringFit: LingeringFit?
    /// Set while `systemLayoutSizeFitting` measures again with a lingering fit: its own
    /// operations (new targets, solves, re-measured text) keep it.
    private var isMeasuring = false

    /// An engine that adds constraints to its solver at once (a window's), logging to `logSink`.
    public convenience init(logSink: @escaping (String) -> Void = LayoutEngine.standardErrorSink) {
        self.init(logSink: logSink, defersAdditions: false)
    }

    init(logSink: @escaping (String) -> Void, defersAdditions: Bool) {
        self.logSink = logSink
        self.defersAdditions = defersAdditions
    }

    /// Writes each message to standard error, the default sink.
    public static func standardErrorSink(_ message: String) {
        writeToStandardError(message + "\n")
    }

    /// Every active constraint, in activation order.
    public var constraints: [LayoutConstraint] {
        flushLingeringFit()
        return activeConstraints.values.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// The active constraints the engine had to leave out to lay out the rest.
    public var brokenConstraints: [LayoutConstraint] {
        flushLingeringFit()
        flushPending()
        return constraints.filter(\.brokenFlag)
    }

    // MARK: Activation

    /// Activates `constraint` in the engine of its items, which must share one view tree.
    static func activate(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstItem else { return }
        guard let engine = first.layoutEngine else {
            writeToStandardError("[LayoutConstraints] Unable to activate constraint \(constraint): "
                + "its first item is a layout guide that belongs to no view.\n")
            return
        }
        if let second = constraint.secondItem, second.layoutEngine !== engine {
            engine.logSink("[LayoutConstraints] Unable to activate constraint with anchors \(constraint) "
                + "because they have no common ancestor. Does the constraint or its anchors reference "
                + "items in different view hierarchies? That's illegal.")
            return
        }
        engine.install(constraint)
    }

    private func install(_ constraint: LayoutConstraint, quietly: Bool = false) {
        guard let first = constraint.firstItem else { return }
        flushLingeringFit()
        constraint.engine = self
        nextActivation += 1
        constraint.activationOrder = nextActivation
        activeConstraints[ObjectIdentifier(constraint)] = constraint
        ensureVariables(first)
        first.referencingConstraints.append(constraint)
        if let second = constraint.secondItem, second !== first {
            ensureVariables(second)
            second.referencingConstraints.append(constraint)
        }
        if defersAdditions && !quietly {
            constraint.isPendingAddition = true
            pending.append(.constraint(constraint, activation: constraint.activationOrder))
            needsSolve = true
        } else {
            flushPending()
            addToSolver(constraint, quietly: quietly)
        }
        markLayout(around: constraint)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        flushLingeringFit()
        if constraint.isPendingAddition {
            constraint.isPendingAddition = false  // never reached the solver
        } else if constraint.brokenFlag {
            forgetBroken(constraint)
        } else {
            flushPending()
            removeFromSolver(constraint)
        }
        activeConstraints[ObjectIdentifier(constraint)] = nil
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            item.referencingConstraints.removeAll { $0 === constraint }
        }
        constraint.engine = nil
        markLayout(around: constraint)
        retryBroken(watching: constraint)
    }

    // MARK: Changes in place

    func constantDidChange(_ constraint: LayoutConstraint) {
        // An optional constant (a label's hugging and compression after new text) changes in
        // place whether or not a measurement lingers: it cannot conflict with anything.
        if constraint.priority.isRequired { flushLingeringFit() }
        markLayout(around: constraint)
        if constraint.isPendingAddition { return }  // it will be added with its new constant
        flushPending()
        if constraint.brokenFlag {
            forgetBroken(constraint)
            addToSolver(constraint)
            return
        }
        guard let solverConstraint = constraint.solverConstraint else { return }
        let newConstant = solverConstant(of: constraint)
        perform(for: constraint) { solver throws(SolverError) in
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        }
        retryBroken(watching: constraint)
    }

    /// Both priorities are optional (the setter traps otherwise): optional constraints never
    /// conflict, so a remove and add cannot fail.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        flushLingeringFit()
        markLayout(around: constraint)
        guard !constraint.isPendingAddition else { return }  // added at its new priority
        flushPending()
        guard constraint.solverConstraint != nil else { return }
        removeFromSolver(constraint)
        addToSolver(constraint)
        retryBroken(watching: constraint)
    }

    // MARK: Solver

    private func makeSolverConstraint(_ constraint: LayoutConstraint) -> Cassowary.Constraint? {
        guard let first = constraint.firstItem?.layoutVariables else { return nil }
        // `first - (multiplier * second + constant)`, built in one array: the terms come in the
        // order the operators would give, so the solver sees exactly the same expression.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        if constraint.involvesResolvedAttributes {
            // Margins and baselines: the terms of their edge; the offset goes in the constant.
            if let item = constraint.firstItem {
                first.appendTerms(of: item.resolvedAttribute(constraint.firstAttribute).base, scaledBy: 1, to: &terms)
            }
            if let item = constraint.secondItem {
                item.layoutVariables?.appendTerms(of: item.resolvedAttribute(constraint.secondAttribute).base,
                                                  scaledBy: -constraint.multiplier, to: &terms)
            }
        } else {
            first.appendTerms(of: constraint.firstAttribute, scaledBy: 1, to: &terms)
            constraint.secondItem?.layoutVariables?.appendTerms(of: constraint.secondAttribute,
                                                                scaledBy: -constraint.multiplier, to: &terms)
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Cassowary.Constraint(Expression(terms, constant: 0 + solverConstant(of: constraint)), relation,
                                    priority: constraint.priority.solverPriority)
    }

    /// The constant of the solver's normalised expression (`lhs - rhs`): minus the constraint's
    /// constant, plus the offsets of margin and baseline attributes (basic attributes have none).
    private func solverConstant(of constraint: LayoutConstraint) -> Double {
        guard constraint.involvesResolvedAttributes else { return -constraint.constant }
        let firstOffset = constraint.firstItem?.resolvedAttribute(constraint.firstAttribute).offset ?? 0
        let secondOffset = constraint.secondItem?.resolvedAttribute(constraint.secondAttribute).offset ?? 0
        return firstOffset - constraint.multiplier * secondOffset - constraint.constant
    }

    /// Brings the solver's constant of `constraint` up to date after an offset it depends on
    /// changed (an item's margins, a label's lines): the same path as a new constant.
    func attributeOffsetsDidChange(of constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        if let installed = constraint.solverConstraint, installed.expression.constant == solverConstant(of: constraint) {
            return
        }
        constantDidChange(constraint)
    }

    /// Takes an installed constraint out of the solver.
    private func removeFromSolver(_ constraint: LayoutConstraint) {
        guard let installed = constraint.solverConstraint else { return }
        try? solver.removeConstraint(installed)
        solverRemovalCount += 1
        constraint.solverConstraint = nil
        needsSolve = true
    }

    private func addToSolver(_ constraint: LayoutConstraint, quietly: Bool = false) {
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        solverAdditionCount += 1
        let installed = perform(for: constraint, quietly: quietly) { solver throws(SolverError) in
            try solver.addConstraint(solverConstraint)
        }
        if installed {
            constraint.solverConstraint = solverConstraint
        }
    }

    /// Runs a solver operation for `trigger`; on a conflict, breaks one constraint by the rule
    /// above, logs, and retries until the operation succeeds or `trigger` itself is the one broken.
    /// Returns whether the operation went through. `quietly` (restoring constraints set aside
    /// while measuring) breaks `trigger` itself without logging: the conflict is the transient
    /// one the measurement is about, and the caller is about to change the constraint.
    /// A nil `trigger` is a solver-only size floor: system-made, never broken itself; when no
    /// user constraint among the conflicts can give way, it stays out (returns false).
    @discardableResult
    private func perform(for trigger: LayoutConstraint?, quietly: Bool = false,
                         _ operation: (Solver) throws(SolverError) -> Void) -> Bool {
        while true {
            do {
                try operation(solver)
                needsSolve = true
                return true
            } catch .unsatisfiableConstraint(let conflicts) {
                // A scan, not a table kept for every constraint: conflicts are rare, additions not.
                let conflicting = Set(conflicts.map(ObjectIdentifier.init))
                var members = activeConstraints.values.filter { constraint in
                    constraint.solverConstraint.map { conflicting.contains(ObjectIdentifier($0)) } ?? false
                }
                if let trigger, !members.contains(where: { $0 === trigger }) { members.append(trigger) }
                members.sort { $0.activationOrder < $1.activationOrder }
                guard let victim = quietly ? trigger : chooseConstraintToBreak(trigger: trigger, among: members) else {
                    return false
                }
                if !quietly { logUnsatisfiable(members, breaking: victim) }
                removeFromSolver(victim)
                markBroken(victim, conflicts: members)
                needsSolve = true
                if victim === trigger { return false }
            } catch {
                if let trigger { logSink("[LayoutConstraints] The solver refused \(trigger): \(error)") }
                return false
            }
        }
    }

    /// The documented rule: the rejected constraint, unless system-made; then the most recently
    /// activated user constraint among the conflicts.
    private func chooseConstraintToBreak(trigger: LayoutConstraint?, among members: [LayoutConstraint]) -> LayoutConstraint? {
        if let trigger, !trigger.isSystem { return trigger }
        return members.last { !$0.isSystem } ?? trigger
    }

    private func markBroken(_ constraint: LayoutConstraint, conflicts: [LayoutConstraint]) {
        constraint.brokenFlag = true
        let others = conflicts.filter { $0 !== constraint }
        conflictsOfBroken[ObjectIdentifier(constraint)] = others
        for member in others { brokenWatching[ObjectIdentifier(member), default: []].append(constraint) }
    }

    private func forgetBroken(_ constraint: LayoutConstraint) {
        constraint.brokenFlag = false
        for member in conflictsOfBroken.removeValue(forKey: ObjectIdentifier(constraint)) ?? [] {
            brokenWatching[ObjectIdentifier(member)]?.removeAll { $0 === constraint }
        }
    }

    /// Tries again every broken constraint whose conflict contained `changed`.
    private func retryBroken(watching changed: LayoutConstraint) {
        guard !isMigrating, let waiting = brokenWatching.removeValue(forKey: ObjectIdentifier(changed)) else { return }
        for broken in waiting where broken.brokenFlag && broken.engine === self {
            forgetBroken(broken)
            addToSolver(broken)
        }
    }

    private func logUnsatisfiable(_ members: [LayoutConstraint], breaking victim: LayoutConstraint) {
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (

            """
        text += members.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint\n\(victim)\n"
        logSink(text)
    }

    /// Reads the solver's new values and marks for layout each view they move or resize and its
    /// superview (whose `layoutSubviews` applies the frame), as the seed describes for a changed
    /// constant: "view1, view2 layoutSubviews are called".
    func solveIfNeeded() {
        flushLingeringFit()
        flushPending()
        guard needsSolve else { return }
        needsSolve = false
        let changed = solver.updateVariables()
        // Each item once: its four variables usually change together. The flag lives on the
        // variables (no set to allocate) and is cleared before returning.
        var visited: [ItemVariables] = []
        defer { for variables in visited { variables.isVisitedBySolve = false } }
        for variable in changed {
            guard let variables = variableOwners[ObjectIdentifier(variable)], !variables.isVisitedBySolve else { continue }
            variables.isVisitedBySolve = true
            visited.append(variables)
            guard let item = variables.owner else { continue }
            if let view = item as? View {
                guard view.isPositionedByEngine else { continue }
                view.setNeedsLayout()
                view.superview?.setNeedsLayout()
            } else if let guide = item as? LayoutGuide {
                guide.owningView?.setNeedsLayout()
            }
        }
    }

    // MARK: Variables and system constraints

    /// Gives `item` solver variables (once) and, for a view that keeps its hand-set frame, the
    /// `View-Encapsulated-Layout-*` constraints that hold the variables to that frame.
    func ensureVariables(_ item: LayoutItem) {
        if let variables = item.layoutVariables {
            if variableOwners[ObjectIdentifier(variables.minX)] == nil { register(variables) }
            return
        }
        let variables = ItemVariables(owner: item)
        item.layoutVariables = variables
        register(variables)
        if let view = item as? View {
            if view.translatesAutoresizingMaskIntoConstraints {
                refreshAutoresizingConstraints(of: view)
            } else {
                view.intrinsicSizeNeedsSync = true
                view.setNeedsUpdateConstraints()
            }
        }
    }

    /// Registers the variables' owner, and adds the size floors it wants (see `syncSizeFloors`).
    private func register(_ variables: ItemVariables) {
        variableOwners[ObjectIdentifier(variables.minX)] = variables
        variableOwners[ObjectIdentifier(variables.minY)] = variables
        variableOwners[ObjectIdentifier(variables.width)] = variables
        variableOwners[ObjectIdentifier(variables.height)] = variables
        // Re-registering (the item moved in from another engine): its floors come first, before
        // its constraints are re-activated, as they were in the old engine.
        for floor in variables.wantedFloors { addFloor(floor, resolvingConflicts: false) }
    }

    private func unregister(_ variables: ItemVariables) {
        for variable in variables.all { variableOwners[ObjectIdentifier(variable)] = nil }
        for floor in variables.wantedFloors { removeFloor(floor) }
    }

    /// Adds a size floor now, or queues it in an engine that defers additions. Returns whether
    /// it is (or will be) in the solver.
    @discardableResult
    private func addFloor(_ floor: Cassowary.Constraint, resolvingConflicts: Bool) -> Bool {
        flushLingeringFit()
        if defersAdditions {
            pendingFloors.insert(ObjectIdentifier(floor))
            pending.append(.floor(floor, resolvingConflicts: resolvingConflicts))
            needsSolve = true
            return true
        }
        flushPending()
        return addFloorToSolver(floor, resolvingConflicts: resolvingConflicts)
    }

    private func addFloorToSolver(_ floor: Cassowary.Constraint, resolvingConflicts: Bool) -> Bool {
        solverAdditionCount += 1
        guard resolvingConflicts else { return (try? solver.addConstraint(floor)) != nil }
        return perform(for: nil) { solver throws(SolverError) in try solver.addConstraint(floor) }
    }

    private func removeFloor(_ floor: Cassowary.Constraint) {
        flushLingeringFit()
        needsSolve = true
        guard pendingFloors.remove(ObjectIdentifier(floor)) == nil else { return }  // never added
        flushPending()
        try? solver.removeConstraint(floor)
        solverRemovalCount += 1
    }

    /// Makes the additions that wait (see `pending`), in order. Called before anything reads
    /// the solver or changes what is in it; a no-op in an engine that adds at once.
    func flushPending() {
        guard !pending.isEmpty else { return }
        let queue = pending
        pending = []
        for addition in queue {
            switch addition {
            case .constraint(let constraint, let activation):
                guard constraint.isPendingAddition, constraint.engine === self,
                      constraint.activationOrder == activation else { continue }
                constraint.isPendingAddition = false
                addToSolver(constraint)
            case .floor(let floor, let resolvingConflicts):
                guard pendingFloors.remove(ObjectIdentifier(floor)) != nil else { continue }
                _ = addFloorToSolver(floor, resolvingConflicts: resolvingConflicts)
            }
        }
    }

    /// Replaces the constraints that pin a hand-placed view's variables to its frame (relative to
    /// its superview's variables, or absolute for a root), or removes them when the view is
    /// placed by constraints.
    ///
    /// A root outside any window keeps its frame too, as in UIKit (`View(frame:)`, constraints,
    /// `layoutIfNeeded()`: the subviews are laid out in that frame), but only from its first
    /// layout on (`holdingRootFrame`, from `View.layoutIfNeeded`): a tree built outside a window
    /// and then added to one (a new table cell) never needs it, and four constraints made and
    /// dropped per card were 4 % of building one. A fitting size sets the width and height
    /// aside and measures freely.
    func refreshAutoresizingConstraints(of view: View, holdingRootFrame: Bool = false) {
        flushLingeringFit()
        LayoutConstraint.deactivate(view.autoresizingConstraints)
        view.autoresizingConstraints = []
        guard view.translatesAutoresizingMaskIntoConstraints, view.layoutVariables != nil,
              view.superview != nil || view.hostingWindow != nil || holdingRootFrame else { return }
        let frame = view.frame
        let parent = view.superview
        if let parent { ensureVariables(parent) }
        view.autoresizingConstraints = [
            .system("View-Encapsulated-Layout-Left", view, .left, .equal, parent, .left, constant: frame.minX),
            .system("View-Encapsulated-Layout-Top", view, .top, .equal, parent, .top, constant: frame.minY),
            .system("View-Encapsulated-Layout-Width", view, .width, .equal, nil, .notAnAttribute, constant: frame.width),
            .system("View-Encapsulated-Layout-Height", view, .height, .equal, nil, .notAnAttribute, constant: frame.height),
        ]
        for constraint in view.autoresizingConstraints { install(constraint) }
    }

    /// Keeps a hand-placed view's encapsulated constraints equal to its frame, in place.
    func frameDidChange(of view: View) {
        let constraints = view.autoresizingConstraints
        guard constraints.count == 4 else { return }
        let frame = view.frame
        constraints[0].constant = frame.minX
        constraints[1].constant = frame.minY
        constraints[2].constant = frame.width
        constraints[3].constant = frame.height
    }

    /// Holds the implicit, solver-only `width >= 0` / `height >= 0` (never logged or broken) on
    /// the axes where `view` has an intrinsic size its constraints may compress: without them a
    /// compressible label would take a negative height rather than let a conflict show (the
    /// seed's log lists a label's top and bottom among the conflicts for this reason). Other
    /// items have none: their sizes follow from their constraints alone, which keep them
    /// non-negative in practice (edges between floored content, constants), while each floor is
    /// a solver row and makes every later required size equality take the solver's slow
    /// artificial-variable path (all-items floors were a fifth of the work of building a card).
    /// A floor is added in the constraints pass, after the constraints made when the view was
    /// built; one that conflicts with required constraints breaks the most recently activated
    /// user constraint among them, with the usual log (`perform` with no trigger).
    private func syncSizeFloors(of variables: ItemVariables, width: Bool, height: Bool) {
        if width != variables.floorsWidth { variables.floorsWidth = setFloor(variables.widthFloor, present: width) }
        if height != variables.floorsHeight { variables.floorsHeight = setFloor(variables.heightFloor, present: height) }
    }

    /// Adds or removes one floor; returns whether it is in the solver now.
    private func setFloor(_ floor: Cassowary.Constraint, present: Bool) -> Bool {
        guard present else {
            removeFloor(floor)
            return false
        }
        return addFloor(floor, resolvingConflicts: true)
    }

    /// Makes the hugging and compression-resistance constraints of `view` match its intrinsic
    /// size and priorities: `size <= intrinsic @hugging`, `size >= intrinsic @compression`; and
    /// the size floors with them.
    func syncIntrinsicConstraints(of view: View) {
        view.intrinsicSizeNeedsSync = false
        var wanted: [(String, LayoutAttribute, LayoutRelation, Double, LayoutPriority)] = []
        if let variables = view.layoutVariables, !view.translatesAutoresizingMaskIntoConstraints {
            let size = view.intrinsicContentSize
            syncSizeFloors(of: variables, width: size.width != View.noIntrinsicMetric,
                           height: size.height != View.noIntrinsicMetric)
            if size.width != View.noIntrinsicMetric {
                wanted.append(("View-Hugging-Width", .width, .lessThanOrEqual, size.width,
                               view.contentHuggingPriority(for: .horizontal)))
                wanted.append(("View-Compression-Width", .width, .greaterThanOrEqual, size.width,
                               view.contentCompressionResistancePriority(for: .horizontal)))
            }
            if size.height != View.noIntrinsicMetric {
                wanted.append(("View-Hugging-Height", .height, .lessThanOrEqual, size.height,
                               view.contentHuggingPriority(for: .vertical)))
                wanted.append(("View-Compression-Height", .height, .greaterThanOrEqual, size.height,
                               view.contentCompressionResistancePriority(for: .vertical)))
            }
        } else if let variables = view.layoutVariables {
            // Held to its frame: nothing of an intrinsic size to compress.
            syncSizeFloors(of: variables, width: false, height: false)
        }
        var kept: [LayoutConstraint] = []
        for existing in view.intrinsicConstraints {
            guard let spec = wanted.first(where: { $0.0 == existing.identifier }),
                  spec.4.isRequired == existing.priority.isRequired else {
                LayoutConstraint.deactivate([existing])
                continue
            }
            existing.priority = spec.4
            existing.constant = spec.3
            kept.append(existing)
        }
        for spec in wanted where !kept.contains(where: { $0.identifier == spec.0 }) {
            let constraint = LayoutConstraint.system(spec.0, view, spec.1, spec.2, nil, .notAnAttribute,
                                                     constant: spec.3, priority: spec.4)
            install(constraint)
            kept.append(constraint)
        }
        view.intrinsicConstraints = kept
        // Baselines follow the text measured just now.
        for constraint in view.referencingConstraints where constraint.involvesBaseline(of: view) {
            attributeOffsetsDidChange(of: constraint)
        }
    }

    // MARK: Moving views between trees

    /// Moves every active constraint of this engine into the engine of the trees their items
    /// belong to now (after `addSubview` joined two trees, or a window adopted a root view).
    /// Encapsulated constraints are rebuilt for the views' new superviews.
    ///
    /// Everything leaves, so nothing is taken out of the solver one by one (each removal costs
    /// a pivot or more: 195 removals were 5.6 % of a table's first frame): the bookkeeping is
    /// dropped and the engine starts over with an empty solver. A broken constraint is tried again in
    /// its new engine (and logged again there if it still conflicts), as a deactivation and
    /// activation would.
    func migrateAll() {
        flushLingeringFit()
        let moving = constraints
        for constraint in moving {
            constraint.engine = nil
            constraint.solverConstraint = nil
            constraint.brokenFlag = false
            constraint.isPendingAddition = false
        }
        // Every constraint an item of this engine refers to is one of this engine's.
        for variables in variableOwners.values { variables.owner?.referencingConstraints = [] }
        solver = Solver()
        pending = []
        pendingFloors = []
        activeConstraints = [:]
        variableOwners = [:]
        conflictsOfBroken = [:]
        brokenWatching = [:]
        needsSolve = false
        reactivate(moving)
    }

    /// Re-activates constraints after their items changed trees, rebuilding encapsulated ones.
    func reactivate(_ moving: [LayoutConstraint]) {
        var handPlaced: [View] = []
        for constraint in moving {
            if constraint.identifier?.hasPrefix("View-Encapsulated-Layout-") == true, constraint.isSystem,
               let view = constraint.firstItem as? View, view.autoresizingConstraints.contains(where: { $0 === constraint }) {
                if !handPlaced.contains(where: { $0 === view }) { handPlaced.append(view) }
                continue
            }
            LayoutConstraint.activate([constraint])
        }
        for view in handPlaced {
            view.autoresizingConstraints = []
            view.layoutEngine?.refreshAutoresizingConstraints(of: view)
        }
    }

    /// Takes out of this engine the constraints of a subtree that is leaving the tree: those
    /// between the subtree and the rest are deactivated for good (as UIKit removes them); those
    /// inside are returned to be re-activated in the subtree's own engine.
    func detach(subtree items: [LayoutItem]) -> [LayoutConstraint] {
        flushLingeringFit()
        let inside = Set(items.map(ObjectIdentifier.init))
        var keep: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for item in items {
            for constraint in item.referencingConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                let ids = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
                if ids.allSatisfy(inside.contains) { keep.append(constraint) }
            }
        }
        let leaving = Set(keep.map(ObjectIdentifier.init))
        var cut: [LayoutConstraint] = []
        seen.removeAll()
        for item in items {
            for constraint in item.referencingConstraints where seen.insert(ObjectIdentifier(constraint)).inserted
                && !leaving.contains(ObjectIdentifier(constraint)) {
                cut.append(constraint)
            }
        }
        isMigrating = true
        for constraint in keep.sorted(by: { $0.activationOrder < $1.activationOrder }) { deactivate(constraint) }
        isMigrating = false
        for constraint in cut { deactivate(constraint) }
        for item in items { if let variables = item.layoutVariables { unregister(variables) } }
        return keep.sorted { $0.activationOrder < $1.activationOrder }
    }

    // MARK: Helpers

    /// Marks for layout the nearest common ancestor of the constraint's items, as UIKit does when
    /// a constant changes ("the superview of the views involved").
    private func markLayout(around constraint: LayoutConstraint) {
        guard let first = constraint.firstItem?.hostView else { return }
        guard let second = constraint.secondItem?.hostView, second !== first else {
            (first.superview ?? first).setNeedsLayout()
            return
        }
        (first.nearestCommonAncestor(with: second) ?? first).setNeedsLayout()
    }

    /// Whether `item`'s rectangle is not fixed by its constraints: each variable is nudged by an
    /// edit of the lowest priority; a variable that moves had a direction that cost nothing.
    func hasAmbiguousLayout(_ item: LayoutItem) -> Bool {
        solveIfNeeded()
        guard let variables = item.layoutVariables else { return false }
        var ambiguous = false
        for variable in variables.all {
            let original = variable.value
            do {
                try solver.addEditVariable(variable, priority: Priority(0.001))
                try solver.suggestValue(original + 1, for: variable)
                solver.updateVariables()
                if abs(variable.value - original) > 1e-9 { ambiguous = true }
                try solver.suggestValue(original, for: variable)
                solver.updateVariables()
                try solver.removeEditVariable(variable)
            } catch {
                continue
            }
            if ambiguous { break }
        }
        needsSolve = true
        return ambiguous
    }

    /// Installs a temporary constraint (for fitting sizes); deactivate it when done.
    func installTemporary(_ constraint: LayoutConstraint) { install(constraint) }

    // MARK: Measuring

    /// Starts a measurement of `view`: a lingering fit of another view is taken out first; one
    /// of this view is kept for `reusableFit` to offer, unless the constraints pass that follows
    /// changes more than optional constants.
    func beginMeasuring(_ view: View) {
        if let fit = lingeringFit, fit.view != ObjectIdentifier(view) { flushLingeringFit() }
    }

    /// The lingering fit of the view being measured, if its fitting constraints are the ones
    /// asked for now (same attributes and priorities, still active and not broken) and it set
    /// aside the same constraints; otherwise takes any lingering fit out and returns nil.
    func reusableFit(attributes: [(LayoutAttribute, LayoutPriority)], setAside: [LayoutConstraint]) -> [LayoutConstraint]? {
        guard let fit = lingeringFit else { return nil }
        let matches = fit.fitting.count == attributes.count
            && zip(fit.fitting, attributes).allSatisfy { constraint, wanted in
                constraint.firstAttribute == wanted.0 && constraint.priority == wanted.1
                    && constraint.engine === self && !constraint.brokenFlag
            }
            && fit.setAside.count == setAside.count && zip(fit.setAside, setAside).allSatisfy { $0 === $1 }
        guard matches else {
            flushLingeringFit()
            return nil
        }
        isMeasuring = true
        return fit.fitting
    }

    /// Ends a measurement. In an engine that defers additions its temporary constraints stay
    /// (see `LingeringFit`); elsewhere they go now and the set-aside ones come back.
    func endMeasuring(_ view: View, fitting: [LayoutConstraint], setAside: [LayoutConstraint]) {
        isMeasuring = false
        if defersAdditions {
            lingeringFit = LingeringFit(view: ObjectIdentifier(view), fitting: fitting, setAside: setAside)
            needsSolve = true
            return
        }
        LayoutConstraint.deactivate(fitting)
        restoreQuietly(setAside)
        solveIfNeeded()
    }

    /// For readers of solved values outside the engine's own passes: a lingering fit is taken
    /// out and the values solved again, as they were when the measurement ended.
    func settleLingeringFit() {
        guard !isMeasuring, lingeringFit != nil else { return }
        solveIfNeeded()
    }

    /// Takes a lingering fit out: its temporary constraints leave the solver and the
    /// constraints it set aside come back, as at the end of the measurement. Values are
    /// brought up to date by the next solve.
    func flushLingeringFit() {
        guard !isMeasuring, let fit = lingeringFit else { return }
        lingeringFit = nil
        LayoutConstraint.deactivate(fit.fitting)
        restoreQuietly(fit.setAside)
    }

    /// Re-activates constraints set aside while measuring. One that now conflicts is broken
    /// without a log (see `perform`) and retried when its constant changes.
    func restoreQuietly(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine == nil && constraint.firstItem?.layoutEngine === self {
            install(constraint, quietly: true)
        }
    }
}
