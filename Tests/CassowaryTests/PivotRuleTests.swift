import Testing

@testable import Cassowary

/// The primal simplex's two choices on hand-built tableaux: which symbol enters (a cost
/// within the optimality tolerance is roundoff, not a cost) and which row leaves (among rows
/// tied in the ratio test, the shortest with a pivot not too small). See docs/solver.md,
/// "Degenerate systems".
struct PivotRuleTests {
    /// A row `basic = constant + sum(coefficient * symbol)` inserted into `tableau`.
    @discardableResult
    static func insert(_ tableau: inout Tableau, basic: Int32, _ constant: Double, _ terms: [(Int32, Double)]) -> Int32
    {
        var row = Row()
        row.entries = terms.map { Entry(symbol: $0.0, columnPosition: 0, coefficient: $0.1) }
        row.constant = constant
        return tableau.insertRow(row, basic: basic)
    }

    /// x may rise to 5 (slack s = 5 - x) and the low level's violation is 5 - x, while the
    /// high level holds x with a cost of roundoff size. The old rule stopped at the high
    /// level's entry, found it not negative enough, and never let x enter: the low level
    /// stayed at 5 though 0 was reachable. (Reduced from a system of 500 variables where
    /// levels 500 and 250 ended 70-180 units above their optimum after removals.)
    @Test(arguments: [1e-12, -1e-12, 5e-8, -5e-8])
    func aRoundoffCostAtAHigherLevelDoesNotHideTheCostBelow(roundoff: Double) {
        var t = Tableau()
        let high = t.levelRow(750), low = t.levelRow(250)
        let x = t.newSymbol(.slack), s = t.newSymbol(.slack)
        Self.insert(&t, basic: s, 5, [(x, -1)])
        t.addTerm(high, x, roundoff)
        t.addTerm(low, x, -1)
        t.setConstant(low, 5)
        let entering = t.improves(x)
        #expect(entering)
        t.optimize()
        #expect(t.rowOf[Int(x)] >= 0, "x entered")
        #expect(t.rows[Int(low)].constant == 0)
        #expect(t.invariantViolations().isEmpty)
    }

    /// A cost beyond the tolerance at the higher level still decides, whatever lies below.
    @Test func aRealCostAtAHigherLevelStillDecides() {
        var t = Tableau()
        let high = t.levelRow(750), low = t.levelRow(250)
        let x = t.newSymbol(.slack), s = t.newSymbol(.slack)
        Self.insert(&t, basic: s, 5, [(x, -1)])
        t.addTerm(high, x, 1e-3)
        t.addTerm(low, x, -1)
        let entering = t.improves(x)
        #expect(!entering)
        t.optimize()
        #expect(t.rowOf[Int(x)] < 0, "x stayed parametric")
    }

    /// Three rows tie at ratio 0 when x enters: a long one with the largest pivot (3), a
    /// short one with pivot 1, and a short one whose pivot (0.05) is below a tenth of the
    /// largest. The short row with the acceptable pivot leaves; in Bland's mode the lowest
    /// basic id of the tied set does.
    @Test func theShortestTiedRowWithAnAcceptablePivotLeaves() {
        var t = Tableau()
        let x = t.newSymbol(.slack), y = t.newSymbol(.slack), z = t.newSymbol(.slack)
        let tiny = t.newSymbol(.slack), long = t.newSymbol(.slack), short = t.newSymbol(.slack)
        let tinyRow = Self.insert(&t, basic: tiny, 0, [(x, -0.05)])
        let longRow = Self.insert(&t, basic: long, 0, [(x, -3), (y, 1), (z, 1)])
        let shortRow = Self.insert(&t, basic: short, 0, [(x, -1), (y, 2)])
        // A row with room to spare is not tied.
        let loose = t.newSymbol(.slack)
        Self.insert(&t, basic: loose, 4, [(x, -1)])
        #expect(t.leavingRow(x, bland: false) == shortRow)
        #expect(t.leavingRow(x, bland: true) == tinyRow)
        #expect(longRow != shortRow)
    }
}
