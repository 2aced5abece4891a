/// Accuracy: the check that required constraints still hold after many pivots, and the rebuild
/// from scratch when one does not.
extension Solver {
    // MARK: Accuracy

    /// Checks, once enough pivots have been made since the last check, that every required
    /// constraint holds at the tableau's current solution, and re-solves from scratch
    /// (`rebuild`) when one does not.
    ///
    /// Why: each pivot adds its roundoff to the rows it touches, and a tableau is never
    /// refactored as an LP solver's basis is; after a few thousand pivots on a dense system
    /// (hundreds of removals and re-optimisations) the values drift by 1e-6, past what a
    /// caller's check of the constraints allows. A fresh build of the same constraints makes
    /// only the pivots that the current set needs. The pivot rules keep the drift small (see
    /// `Tableau.leavingRow`); this catches what remains.
    ///
    /// Cost: a check evaluates every row and every required constraint once, O(entries), so
    /// it runs only after at least a quarter as many pivots as there are constraints (each
    /// pivot costs at least a row), or after pivots that updated 16 entries per constraint
    /// (about what the check reads on a system whose rows have grown); an update after no
    /// pivot (an animation step) never pays it. The second bound is for few, heavy pivots:
    /// on a degenerate system of 500 x 1,000 the pivots between two updates drifted a
    /// required constraint by 2e-6 while numbering under a quarter of the constraints.
    func checkAccuracy() {
        guard tab.pivotsSinceCheck > 0,
            tab.pivotsSinceCheck >= liveConstraints / 4 || tab.pivotWorkSinceCheck >= 16 * liveConstraints
        else { return }
        tab.pivotsSinceCheck = 0
        tab.pivotWorkSinceCheck = 0
        if requiredConstraintsHold() { return }
        rebuild()
        tab.pivotsSinceCheck = 0
        tab.pivotWorkSinceCheck = 0
    }

    /// Whether every required constraint holds at the tableau's solution, each within
    /// `accuracyTolerance` of the size of its terms.
    func requiredConstraintsHold() -> Bool {
        let values = tab.freshValues()
        for case let info? in infos where info.constraint.priority.isRequired {
            let expression = info.constraint.expression
            var residue = info.constant
            var size = abs(info.constant)
            for term in expression.terms {
                guard let s = symbol(of: term.variable) else { continue }
                let x = term.coefficient * values[Int(s)]
                residue += x
                size += abs(x)
            }
            let tolerance = accuracyTolerance * (1 + size)
            switch info.constraint.relation {
            case .equal: if abs(residue) > tolerance { return false }
            case .lessThanOrEqual: if residue > tolerance { return false }
            case .greaterThanOrEqual: if residue < -tolerance { return false }
            }
        }
        return true
    }

    /// The symbol of a variable this solver holds, or nil.
    func symbol(of v: Variable) -> Int32? {
        if tab.holds(v, at: v.symbolHint) { return v.symbolHint }
        return sharedSymbols.isEmpty ? nil : sharedSymbols[ObjectIdentifier(v)]
    }

    /// Re-solves from scratch: a new tableau, every constraint and edit variable added again
    /// in the order they were first added, then every edit's suggested value. The result is
    /// the one a fresh solver given the current constraints would find (same choices, same
    /// bits), so determinism holds.
    func rebuild() {
        rebuildCount += 1
        let live = infos.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        // Each edit constraint with its suggested value (a rebuild is rare: a dictionary here
        // costs no first build anything).
        var editValues: [ObjectIdentifier: Double] = [:]
        for edit in edits { editValues[ObjectIdentifier(edit.constraint)] = edit.value }
        let pivots = pivotCount
        let rebuilds = rebuildCount
        reset()
        pivotsBeforeRebuild = pivots
        rebuildCount = rebuilds
        var suggestions: [(Variable, Double)] = []
        for info in live {
            let c = info.constraint
            if let value = editValues[ObjectIdentifier(c)] {
                let v = c.expression.terms[0].variable
                do { try addEditVariable(v, priority: c.priority) } catch { preconditionFailure("\(error)") }
                suggestions.append((v, value))
            } else {
                // Every one of them held before (within the tolerance), so none is rejected.
                do { try addConstraint(c) } catch { assertionFailure("rebuild rejected \(c): \(error)") }
            }
        }
        for (v, value) in suggestions where value != 0 {
            do { try suggestValue(value, for: v) } catch { preconditionFailure("\(error)") }
        }
    }

    /// Turns `0 = constant + sum` into `subject = ...`.
    /// The entries after the subject's move down one place (its order kept, as
    /// `remove(at:)` would, in one pass with the scaling: the generic `remove(at:)` was
    /// about 60 instructions an add).
    func solve(_ row: inout Row, for subject: Int32) {
        let n = row.entries.count
        row.entries.withUnsafeMutableBufferPointer { e in
            var i = 0
            while e[i].symbol != subject { i += 1 }
            let k = -1 / e[i].coefficient
            for j in 0..<i { e[j].coefficient *= k }
            for j in (i + 1)..<n {
                e[j - 1] = e[j]
                e[j - 1].coefficient *= k
            }
            row.constant *= k
        }
        row.entries.removeLast()
    }
}
