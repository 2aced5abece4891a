import Cassowary

// Intrinsic sizes: a view's hugging and compression-resistance constraints, and the size
// floors under the axes it may be compressed on.
extension LayoutEngine {
    /// Makes the hugging and compression-resistance constraints of `view` match its intrinsic
    /// size and priorities: `size <= intrinsic @hugging`, `size >= intrinsic @compression`; and
    /// the size floors with them.
    func syncIntrinsicConstraints(of view: View) {
        view.intrinsicSizeNeedsSync = false
        var wanted: [(String, LayoutAttribute, LayoutRelation, Double, LayoutPriority)] = []
        if let variables = view.layoutVariables, !view.translatesAutoresizingMaskIntoConstraints {
            let size = view.intrinsicContentSize
            // Up to four: one allocation, not one for each growth.
            wanted.reserveCapacity(4)
            syncSizeFloors(
                of: variables, width: size.width != View.noIntrinsicMetric,
                height: size.height != View.noIntrinsicMetric)
            // Per axis with an intrinsic length: `<= length @hugging`, `>= length @compression`.
            func want(_ axis: Axis, _ attribute: LayoutAttribute, _ length: Double, _ names: (String, String)) {
                guard length != View.noIntrinsicMetric else { return }
                wanted.append((names.0, attribute, .lessThanOrEqual, length, view.contentHuggingPriority(for: axis)))
                wanted.append(
                    (
                        names.1, attribute, .greaterThanOrEqual, length,
                        view.contentCompressionResistancePriority(for: axis)
                    ))
            }
            want(.horizontal, .width, size.width, ("View-Hugging-Width", "View-Compression-Width"))
            want(.vertical, .height, size.height, ("View-Hugging-Height", "View-Compression-Height"))
        } else if let variables = view.layoutVariables {
            // Held to its frame: nothing of an intrinsic size to compress.
            syncSizeFloors(of: variables, width: false, height: false)
        }
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(wanted.count)
        for existing in view.intrinsicConstraints {
            guard let spec = wanted.first(where: { $0.0 == existing.identifier }),
                spec.4.isRequired == existing.priority.isRequired
            else {
                LayoutConstraint.deactivate([existing])
                continue
            }
            existing.priority = spec.4
            existing.constant = spec.3
            kept.append(existing)
        }
        for spec in wanted where !kept.contains(where: { $0.identifier == spec.0 }) {
            let constraint = LayoutConstraint.system(
                spec.0, view, spec.1, spec.2, nil, .notAnAttribute,
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
