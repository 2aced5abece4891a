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
