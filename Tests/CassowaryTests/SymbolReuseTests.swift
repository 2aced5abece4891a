import Testing

@testable import Cassowary

/// Ids of retired symbols come back only from the top (`Tableau.reclaimSymbols`): a workload
/// that adds and removes constraints stops growing, and no symbol in use is ever below a
/// reused id (docs/solver.md, "Determinism").
struct SymbolReuseTests {
    /// The add/remove workload's base layout (bench/gen_add_remove.py): top 0, height 9 at
    /// @500, gap 2 at @250, so bottom 9 and next 11.
    func baseLayout() throws -> (Solver, height: Variable, gap: Variable, next: Variable) {
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let gap = Variable("gap"), next = Variable("next")
        let s = Solver()
        try s.addConstraint(top == 0)
        try s.addConstraint(bottom == top + height)
        try s.addConstraint(next == bottom + gap)
        try s.addConstraint(gap >= 1)
        try s.addConstraint(height >= 3)
        try s.addConstraint((height == 9) | 500)
        try s.addConstraint((gap == 2) | 250)
        return (s, height, gap, next)
    }

    @Test func addRemoveCyclesGiveTheirIdsBack() throws {
        let (s, height, _, next) = try baseLayout()
        let base = s.tab.symbolCount
        for k in 0..<50 {
            // An optional equality makes two error symbols, a required inequality one slack.
            let optional = (height == Double(5 + k % 5)) | 750
            try s.addConstraint(optional)
            #expect(s.tab.symbolCount == base + 2)
            s.updateVariables()
            #expect(height.value == Double(5 + k % 5))
            try s.removeConstraint(optional)
            #expect(s.tab.symbolCount == base)
            let required = height <= Double(12 + k % 7)
            try s.addConstraint(required)
            #expect(s.tab.symbolCount == base + 1)
            try s.removeConstraint(required)
            #expect(s.tab.symbolCount == base)
            #expect(s.invariantViolations() == [])
        }
        s.updateVariables()
        // 9 + 2: the height's @500 pin and the gap's @250 pin hold again.
        #expect(height.value == 9)
        #expect(next.value == 11)
    }

    @Test func aRemovalBelowASymbolInUseGivesNoIdBack() throws {
        let (s, height, gap, _) = try baseLayout()
        let base = s.tab.symbolCount
        let low = height <= 20, high = gap <= 30
        try s.addConstraint(low)  // slack: base
        try s.addConstraint(high)  // slack: base + 1
        try s.removeConstraint(low)
        // low's slack is retired but below high's, which is in use: no id comes back, so a
        // new symbol still sorts after every symbol in use.
        #expect(s.tab.symbolCount == base + 2)
        #expect(s.tab.retired[Int(base)])
        let third = height >= 4
        try s.addConstraint(third)
        #expect(s.tab.symbolCount == base + 3)
        #expect(s.invariantViolations() == [])
        try s.removeConstraint(third)
        #expect(s.tab.symbolCount == base + 2)
        // Removing high leaves both retired slacks on top: both ids come back.
        try s.removeConstraint(high)
        #expect(s.tab.symbolCount == base)
        #expect(s.invariantViolations() == [])
    }

    @Test func aRejectedConstraintGivesItsIdsBack() throws {
        let (s, height, _, _) = try baseLayout()
        let base = s.tab.symbolCount
        // height >= 3 is required: height <= 1 cannot hold (phase one with an artificial
        // symbol, then a rollback); its slack and the artificial symbol come back.
        #expect(throws: SolverError.self) { try s.addConstraint(height <= 1) }
        #expect(s.tab.symbolCount == base)
        #expect(s.invariantViolations() == [])
        try s.addConstraint(height <= 10)
        #expect(s.tab.symbolCount == base + 1)
    }
}
