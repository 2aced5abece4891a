import SeededRandom
import Testing

@testable import Cassowary

/// Unit tests, one or more per solver operation.
struct SolverTests {
    @Test func simpleEqualityAndInequality() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x + y == 10)
        try s.addConstraint(x >= 3)
        try s.addConstraint((x == 8) | .low)
        try s.addConstraint(y >= 5)
        s.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
        #expect(abs(y.value - 5) < 1e-9)
    }

    @Test func strictPrioritiesBeatAnyAmountOfLowerViolation() throws {
        // One high constraint against 1000 low ones pulling the other way: high must win.
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint((x == 0) | .high)
        for _ in 0..<1000 { try s.addConstraint((x == 100) | .low) }
        s.updateVariables()
        #expect(abs(x.value) < 1e-9)
        // kiwi's weighted sum would give 100 here: 1000 * 1 > 1 * 1e6 is false, but with
        // 251 and 250 (a fractional-ish gap) weights collapse; strict levels do not.
        let y = Variable("y")
        let t = Solver()
        try t.addConstraint((y == 0) | 251)
        for _ in 0..<50 { try t.addConstraint((y == 100) | 250.5) }
        t.updateVariables()
        #expect(abs(y.value) < 1e-9)
    }

    @Test func variableSharedByTwoSolversKeepsItsSymbolInEach() throws {
        // Each Variable carries one symbol hint; x gets symbol 2 in `a`, then symbol 0 in `b`
        // (which is p's symbol in `a`). A hint trusted without checking would read x as p.
        let p = Variable("p"), x = Variable("x"), z = Variable("z"), w = Variable("w")
        let a = Solver(), b = Solver()
        try a.addConstraint(p == 7)
        try a.addConstraint(x == 3)
        try b.addConstraint(x == 1)
        try a.addConstraint(z == x + p)
        try b.addConstraint(w == x * 2)
        a.updateVariables()
        #expect(abs(z.value - 10) < 1e-9)
        #expect(abs(x.value - 3) < 1e-9)
        b.updateVariables()
        #expect(abs(w.value - 2) < 1e-9)
        #expect(abs(x.value - 1) < 1e-9)
        #expect(a.invariantViolations().isEmpty)
        #expect(b.invariantViolations().isEmpty)
    }

    /// The hint is given back when the solver it names goes away; a solver that keeps the
    /// variable in its dictionary still finds it after the hint has moved to a third solver.
    @Test func variableHintGivenBackWhenItsSolverGoes() throws {
        let x = Variable("x"), y = Variable("y")
        let b = Solver()
        do {
            let a = Solver()
            try a.addConstraint(x == 3)  // a takes x's hint
            try b.addConstraint(x == 1)  // b keeps x in its dictionary
            #expect(x.symbolHint == 0)
        }
        #expect(x.symbolHint == -1)
        let c = Solver()
        try c.addConstraint(y == 9)
        try c.addConstraint(x == 5)  // c takes the hint (its symbol 2: y and a dummy first)
        #expect(x.symbolHint == 2)
        try b.addConstraint(y == x + 1)  // b's own x, not a new symbol
        b.updateVariables()
        #expect(x.value == 1 && y.value == 2)
        #expect(b.invariantViolations().isEmpty)
        c.reset()
        #expect(x.symbolHint == -1)
    }

    @Test func editVariablesAndSuggest() throws {
        let x = Variable("x"), w = Variable("w")
        let s = Solver()
        try s.addConstraint(x == w / 2)
        try s.addEditVariable(w, priority: .high)
        #expect(s.hasEditVariable(w))
        try s.suggestValue(80, for: w)
        s.updateVariables()
        #expect(x.value == 40)
        try s.suggestValue(100, for: w)
        let changed = s.updateVariables()
        #expect(changed.map(\.name) == ["x", "w"])
        #expect(x.value == 50)
        try s.removeEditVariable(w)
        #expect(!s.hasEditVariable(w))
        #expect(throws: SolverError.unknownEditVariable) { try s.suggestValue(1, for: w) }
        #expect(throws: SolverError.unknownEditVariable) { try s.removeEditVariable(w) }
    }

    @Test func unsatisfiableIsRejectedWithConflicts() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let s = Solver()
        let c1 = a - c <= -9
        let c2 = c - b <= -6
        let unrelated = b >= -1000
        try s.addConstraint(c1)
        try s.addConstraint(unrelated)
        try s.addConstraint(c2)
        s.updateVariables()
        let before = [a.value, b.value, c.value]
        let bad = c - a <= -8
        #expect(throws: SolverError.unsatisfiableConstraint(conflicts: [c1, bad])) { try s.addConstraint(bad) }
        #expect(!s.hasConstraint(bad))
        #expect(s.updateVariables().isEmpty)
        #expect([a.value, b.value, c.value] == before)
        _ = c2
    }
}

/// Errors: duplicates, unknowns, bad priorities never crash and leave the solver usable.
struct SolverErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x == 1
        try s.addConstraint(c)
        #expect(s.hasConstraint(c))
        #expect(throws: SolverError.duplicateConstraint) { try s.addConstraint(c) }
        try s.removeConstraint(c)
        #expect(!s.hasConstraint(c))
        #expect(throws: SolverError.unknownConstraint) { try s.removeConstraint(c) }
        #expect(throws: SolverError.unknownConstraint) { try s.updateConstant(of: c, to: 3) }
    }

    @Test func badPriorities() throws {
        let x = Variable("x")
        let s = Solver()
        #expect(throws: SolverError.badPriority(0)) { try s.addConstraint((x == 1) | 0) }
        #expect(throws: SolverError.badPriority(1001)) { try s.addConstraint((x == 1) | 1001) }
        #expect(throws: SolverError.badPriority(-5)) { try s.addEditVariable(x, priority: -5) }
        #expect(throws: SolverError.requiredEditVariable) { try s.addEditVariable(x, priority: .required) }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.duplicateEditVariable) { try s.addEditVariable(x, priority: .low) }
        #expect(s.constraintCount == 0)
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let x = Variable("x")
        let s = Solver()
        #expect(throws: SolverError.invalidValue(.infinity)) { try s.addConstraint(x / 0 == 1) }
        let c = x >= 1
        try s.addConstraint(c)
        #expect(throws: SolverError.invalidValue(.nan)) { try s.updateConstant(of: c, to: .nan) }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.invalidValue(-.infinity)) { try s.suggestValue(-.infinity, for: x) }
        try s.suggestValue(5, for: x)
        s.updateVariables()
        #expect(x.value == 5)
    }

    @Test func errorDescriptionsNameTheProblem() {
        #expect(SolverError.badPriority(2000).description.contains("2000"))
        let x = Variable("x")
        let c = x >= 3
        #expect(SolverError.unsatisfiableConstraint(conflicts: [c]).description.contains("x"))
        #expect(SolverError.unsatisfiableConstraint(conflicts: [c]) != .unsatisfiableConstraint(conflicts: [x >= 3]))
    }
}

/// Operations beyond add: remove, updateConstant, reset, changed-variable reporting.
struct SolverOperationTests {
    @Test func removingRestoresThePreviousSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x + y == 20)
        try s.addConstraint((x == 5) | .medium)
        s.updateVariables()
        #expect(x.value == 5 && y.value == 15)
        let strong = (x == 12) | .high
        try s.addConstraint(strong)
        s.updateVariables()
        #expect(x.value == 12 && y.value == 8)
        try s.removeConstraint(strong)
        s.updateVariables()
        #expect(x.value == 5 && y.value == 15)
    }

    @Test func expressionOperatorsBuildNormalisedConstraints() {
        let x = Variable("x"), y = Variable("y")
        let c = 2 * x + y - 10 <= x * 3 - y / 2 + 4
        // (2x + y - 10) - (3x - 0.5y + 4) = -x + 1.5y - 14
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.priority.isRequired)
        #expect(c.expression.terms.count == 2)
        #expect(c.expression.terms[0].variable === x && c.expression.terms[0].coefficient == -1)
        #expect(c.expression.terms[1].variable === y && c.expression.terms[1].coefficient == 1.5)
        #expect(c.expression.constant == -14)
        let d = (10 >= -x + 1) | .low
        #expect(d.priority == .low && d.relation == .greaterThanOrEqual)
        #expect(d.expression.constant == 9 && d.expression.terms[0].coefficient == 1)
        let e = Constraint(Expression([Term(x, 1), Term(x, -1)], constant: 0), .equal)
        #expect(e.expression.terms.isEmpty)
        #expect((x - x == 0).expression.terms.isEmpty)
        #expect(Priority(750) == .high && Priority(250.5) > .low && Priority(999).isRequired == false)
    }

    @Test func updateConstantChangesInPlace() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let s = Solver()
        let inset = left == 2
        try s.addConstraint(inset)
        try s.addConstraint(right == left + width)
        try s.addConstraint((width == 30) | .medium)
        try s.addConstraint(right <= 40)
        s.updateVariables()
        #expect(left.value == 2 && right.value == 32)
        try s.updateConstant(of: inset, to: -15)  // left - 15 == 0
        #expect(inset.expression.constant == -15)
        s.updateVariables()
        #expect(left.value == 15 && right.value == 40 && width.value == 25)
        // An inequality's constant moves too.
        let cap = right <= 40
        try s.addConstraint(cap)
        try s.updateConstant(of: cap, to: -50)
        s.updateVariables()
        #expect(right.value == 40)
        let tight = (width >= 0)
        try s.addConstraint(tight)
        // width >= 30 with right <= 40 and left == 15 is impossible: rejected, state kept.
        #expect(throws: SolverError.self) { try s.updateConstant(of: tight, to: -30) }
        #expect(tight.expression.constant == 0)
        #expect(s.updateVariables().isEmpty)
        #expect(left.value == 15 && right.value == 40 && width.value == 25)
        try s.updateConstant(of: tight, to: -20)
        s.updateVariables()
        #expect(width.value == 25)
    }

    @Test func aConstraintSharedByTwoSolversStaysRightInBoth() throws {
        let x = Variable("x")
        let a = Solver(), b = Solver()
        let c = x == 3
        try a.addConstraint(c)
        try b.addConstraint(c)
        try a.updateConstant(of: c, to: -7)  // x == 7 in a
        try b.updateConstant(of: c, to: -5)  // b still holds x == 3; now x == 5
        b.updateVariables()
        #expect(x.value == 5)
        a.updateVariables()
        #expect(x.value == 7)
    }

    /// The slot hint on Constraint names one solver's slot; a second solver that takes the
    /// constraint must not clear or move it when it lets go (both solvers put c in slot 0,
    /// so a check of the slot alone would take b's removal for a's).
    @Test func aSharedConstraintLeavingOneSolverStaysInTheOther() throws {
        let x = Variable("x")
        let a = Solver(), b = Solver()
        let c = x == 3, d = x >= 1
        try a.addConstraint(c)
        try b.addConstraint(c)
        try b.removeConstraint(c)
        #expect(a.hasConstraint(c) && !b.hasConstraint(c))
        #expect(a.constraintCount == 1 && b.constraintCount == 0)
        #expect(throws: SolverError.duplicateConstraint) { try a.addConstraint(c) }
        try b.addConstraint(d)  // reuses b's slot 0
        #expect(!b.hasConstraint(c) && b.hasConstraint(d))
        try a.updateConstant(of: c, to: -4)
        a.updateVariables()
        #expect(x.value == 4)
        try a.removeConstraint(c)
        #expect(!a.hasConstraint(c))
        #expect(throws: SolverError.unknownConstraint) { try a.removeConstraint(c) }
        // After a reset, and after a solver is gone, the constraint can go anywhere again.
        try a.addConstraint(c)
        a.reset()
        #expect(!a.hasConstraint(c))
        do {
            let gone = Solver()
            try gone.addConstraint(d)
        }
        try a.addConstraint(d)
        try b.addConstraint(c)
        #expect(a.hasConstraint(d) && !a.hasConstraint(c) && b.hasConstraint(c) && b.hasConstraint(d))
        try b.removeConstraint(d)
        #expect(a.hasConstraint(d) && !b.hasConstraint(d))
    }

    @Test func updateConstantOfRedundantRequiredEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let fix = x == 10, same = y == x
        try s.addConstraint(fix)
        try s.addConstraint(same)
        let redundant = y == 10
        try s.addConstraint(redundant)  // consistent, so accepted
        #expect(throws: SolverError.unsatisfiableConstraint(conflicts: [fix, same, redundant])) {
            try s.updateConstant(of: redundant, to: -11)
        }
        try s.updateConstant(of: redundant, to: -10)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 10)
    }

    @Test func changedVariablesOnlyAndInFirstSeenOrder() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let s = Solver()
        try s.addConstraint(c == 1)
        try s.addConstraint(b == 2)
        try s.addConstraint(a == b + c)
        #expect(s.updateVariables().map(\.name) == ["c", "b", "a"])
        #expect(s.updateVariables().isEmpty)
        let e = Variable("e")
        try s.addEditVariable(e, priority: .high)
        try s.addConstraint(a == e)
        try s.addConstraint((b == e - 1) | .low)
        let changed = s.updateVariables().map(\.name)
        #expect(changed.isEmpty || changed == ["e"])
        try s.suggestValue(3, for: e)
        s.updateVariables()
        #expect(a.value == 3 && e.value == 3)
    }

    @Test func manyChangedVariablesStillComeInFirstSeenOrder() throws {
        // More than 64 changes take the bitmap path of updateVariables.
        var rng = SplitMix64(seed: 5)
        let vars = (0..<200).map { Variable("v\($0)") }
        let order = vars.indices.shuffled(using: &rng)
        let e = Variable("e")
        let s = Solver()
        for k in order { try s.addConstraint(vars[k] == e + Double(k)) }
        s.updateVariables()
        try s.addEditVariable(e, priority: .high)
        try s.suggestValue(10, for: e)
        // First seen: the first constraint's v, then e, then the other v's in adding order.
        let expected = [vars[order[0]], e] + order.dropFirst().map { vars[$0] }
        #expect(s.updateVariables().map(\.name) == expected.map(\.name))
        #expect(vars.indices.allSatisfy { vars[$0].value == 10 + Double($0) })
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x == 4
        try s.addConstraint(c)
        try s.addEditVariable(x, priority: .low)
        s.reset()
        #expect(!s.hasConstraint(c) && !s.hasEditVariable(x))
        try s.addConstraint(c)
        s.updateVariables()
        #expect(x.value == 4)
    }

    @Test func redundantAndConflictingRequiredEqualities() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let c1 = x == y + 1, c2 = y == z + 1, c3 = x == z + 2
        try s.addConstraint(c1)
        try s.addConstraint(c2)
        try s.addConstraint(c3)  // implied by c1 and c2
        let bad = z == x
        #expect(throws: SolverError.unsatisfiableConstraint(conflicts: [c1, c2, bad])) { try s.addConstraint(bad) }
        try s.removeConstraint(c1)
        try s.addConstraint(z + 2 == x)
    }

    /// Two equal required equalities: removing either must leave the other in force. (kiwi
    /// drops both: it pivots the removed marker into the slack row of `x >= 0` instead of the
    /// twin's all-dummy row, and the twin's dummy ends up basic with a nonzero value.)
    @Test func removingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
        for removeFirst in [true, false] {
            let x = Variable("x")
            let s = Solver()
            try s.addConstraint(x >= 0)
            let first = x == 13, second = x == 13
            try s.addConstraint(first)
            try s.addConstraint(second)
            try s.removeConstraint(removeFirst ? first : second)
            s.updateVariables()
            #expect(x.value == 13)
            // And the remaining one still binds: a weaker pull cannot move x.
            try s.addConstraint((x == 40) | .high)
            s.updateVariables()
            #expect(x.value == 13)
            try s.removeConstraint(removeFirst ? second : first)
            s.updateVariables()
            #expect(x.value == 40)
        }
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint((x == 1) | 500.25)
        try s.addConstraint((x == 2) | 500.5)
        try s.addConstraint((x == 3) | 500)
        s.updateVariables()
        #expect(x.value == 2)
    }

    @Test func sameOperationsGiveBitIdenticalResults() throws {
        func run() throws -> [Double] {
            let vs = (0..<30).map { Variable("v\($0)") }
            let s = Solver()
            for i in 1..<vs.count {
                try s.addConstraint(vs[i] >= vs[i - 1] + 0.1 * Double(i))
                try s.addConstraint((vs[i] == Double(i * 7 % 11)) | Priority(250 + Double(i % 3) * 250))
            }
            try s.addEditVariable(vs[0], priority: .high)
            try s.suggestValue(-3.3, for: vs[0])
            s.updateVariables()
            return vs.map(\.value)
        }
        let a = try run(), b = try run()
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
    }
}
