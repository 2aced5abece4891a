import Cassowary

// Intrinsic sizes: a view's hugging and compression-resistance constraints, and the size
// floors under the axes it may be compressed on.
extension LayoutEngine {
    /// Makes the hugging and compression-resistance constraints of `view` match its intrinsic
    /// size and priorities: `size <= intrinsic @hugging`, `size >= intrinsic @compression`; and
    /// the size floors with them.
    func syncIntrinsicConstraints(of view: View) {
        view.intrinsicSizeNeedsSync = false
        var wanted = IntrinsicSpecs()
        if let variables = view.layoutVariables, !view.translatesAutoresizingMaskIntoConstraints {
            let size = view.intrinsicContentSize
            let hasWidth = size.width != View.noIntrinsicMetric, hasHeight = size.height != View.noIntrinsicMetric
            syncSizeFloors(of: variables, width: hasWidth, height: hasHeight)
            if hasWidth { wanted.want(.horizontal, size.width, of: view) }
            if hasHeight { wanted.want(.vertical, size.height, of: view) }
        } else if let variables = view.layoutVariables {
            // Held to its frame: nothing of an intrinsic size to compress.
            syncSizeFloors(of: variables, width: false, height: false)
        }
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(wanted.count)
        // Which of the wanted are in place already, by their index (`IntrinsicSpecs.index`).
        var inPlace: UInt8 = 0
        // A constant that tightens its constraint (a hugging `<=` lowered, a compression `>=`
        // raised) is set after those that loosen theirs: with both of an axis required, a
        // size shrinking from 1 to 0 would otherwise hold `<= 0` beside `>= 1` for a moment,
        // and the engine would report the pair as a conflict and break one.
        var tightened: [(LayoutConstraint, Double)] = []
        for existing in view.intrinsicConstraints {
            guard let index = wanted.index(of: existing.identifier),
                wanted.priority(index).isRequired == existing.priority.isRequired
            else {
                LayoutConstraint.deactivate([existing])
                continue
            }
            existing.priority = wanted.priority(index)
            let constant = wanted.constant(index)
            let tightens =
                existing.relation == .lessThanOrEqual ? constant < existing.constant : constant > existing.constant
            if tightens { tightened.append((existing, constant)) } else { existing.constant = constant }
            kept.append(existing)
            inPlace |= 1 << index
        }
        for (constraint, constant) in tightened { constraint.constant = constant }
        for index in 0..<IntrinsicSpecs.names.count where wanted.isWanted(index) && inPlace & (1 << index) == 0 {
            let constraint = LayoutConstraint.system(
                IntrinsicSpecs.names[index], view, index < 2 ? .width : .height,
                index % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual, nil, .notAnAttribute,
                constant: wanted.constant(index), priority: wanted.priority(index))
            install(constraint)
            kept.append(constraint)
        }
        view.intrinsicConstraints = kept
        // Baselines follow the text measured just now.
        for constraint in view.referencingConstraints where constraint.involvesBaseline(of: view) {
            attributeOffsetsDidChange(of: constraint)
        }
    }

    // MARK: Size floors

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
    ///
    /// Invariant: `floorsWidth`/`floorsHeight` say which floors the engine holding the item has
    /// in its solver or queued; a floor moves with its item (`LayoutEngine.register`).
    private func syncSizeFloors(of variables: ItemVariables, width: Bool, height: Bool) {
        if width != variables.floorsWidth { variables.floorsWidth = setFloor(variables.widthFloor, present: width) }
        if height != variables.floorsHeight {
            variables.floorsHeight = setFloor(variables.heightFloor, present: height)
        }
    }

    /// Adds or removes one floor; returns whether it is in the solver (or queued) now.
    private func setFloor(_ floor: Cassowary.Constraint, present: Bool) -> Bool {
        guard present else {
            removeFloor(floor)
            return false
        }
        return addFloor(floor, resolvingConflicts: true)
    }

    /// Adds a size floor now, or queues it in an engine that defers additions. Returns whether
    /// it is (or will be) in the solver.
    @discardableResult
    func addFloor(_ floor: Cassowary.Constraint, resolvingConflicts: Bool) -> Bool {
        if defersAdditions {
            pendingAdditions.append(floor: floor, resolvingConflicts: resolvingConflicts)
            needsSolve = true
            return true
        }
        return addFloorToSolver(floor, resolvingConflicts: resolvingConflicts)
    }

    /// Adds a floor to the solver: quietly, or through the conflict rule (see `PendingAdditions`).
    func addFloorToSolver(_ floor: Cassowary.Constraint, resolvingConflicts: Bool) -> Bool {
        let solver = solver()
        solverAdditionCount += 1
        guard resolvingConflicts else { return (try? solver.addConstraint(floor)) != nil }
        return perform(for: nil, in: solver) { solver throws(SolverError) in try solver.addConstraint(floor) }
    }

    func removeFloor(_ floor: Cassowary.Constraint) {
        needsSolve = true
        guard !pendingAdditions.cancel(floor: floor) else { return }  // never added
        try? solver().removeConstraint(floor)
        solverRemovalCount += 1
    }
}

/// The hugging and compression-resistance constraints a view's intrinsic size wants, by index:
/// per axis with an intrinsic length, `<= length @hugging` then `>= length @compression`, the
/// width's (0, 1) before the height's (2, 3). Held inline, no list made for them: this runs for
/// every view with an intrinsic size whenever its content changes.
private struct IntrinsicSpecs {
    static let names = [
        "View-Hugging-Width", "View-Compression-Width", "View-Hugging-Height", "View-Compression-Height",
    ]
    private(set) var count = 0
    /// Bit `index` set: that constraint is wanted.
    private var wantedBits: UInt8 = 0
    private var lengths = (width: 0.0, height: 0.0)
    private var hugging = (width: LayoutPriority.required, height: LayoutPriority.required)
    private var compression = (width: LayoutPriority.required, height: LayoutPriority.required)

    /// Wants both constraints of `axis`, at `length` and the view's priorities.
    mutating func want(_ axis: Axis, _ length: Double, of view: View) {
        count += 2
        let huggingPriority = view.contentHuggingPriority(for: axis)
        let compressionPriority = view.contentCompressionResistancePriority(for: axis)
        if axis == .horizontal {
            wantedBits |= 0b0011
            (lengths.width, hugging.width, compression.width) = (length, huggingPriority, compressionPriority)
        } else {
            wantedBits |= 0b1100
            (lengths.height, hugging.height, compression.height) = (length, huggingPriority, compressionPriority)
        }
    }

    func isWanted(_ index: Int) -> Bool { wantedBits & (1 << index) != 0 }
    func constant(_ index: Int) -> Double { index < 2 ? lengths.width : lengths.height }
    func priority(_ index: Int) -> LayoutPriority {
        switch index {
        case 0: hugging.width
        case 1: compression.width
        case 2: hugging.height
        default: compression.height
        }
    }

    /// The index of the wanted constraint named `identifier`, if one is.
    func index(of identifier: String?) -> Int? {
        guard let identifier else { return nil }
        for index in 0..<Self.names.count where isWanted(index) && Self.names[index] == identifier { return index }
        return nil
    }
}
