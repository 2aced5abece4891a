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
        let entering = t.improvement(of: x)
        #expect(entering?.rank == 1 && entering?.cost == -1, "x improves the low level")
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
        let entering = t.improvement(of: x)
        #expect(entering == nil)
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

    /// `y <= 5` added when y is already 5: its row (over the equalities' dummies and its own
    /// slack, constant 0) has no subject by kiwi's rule (the slack's coefficient is positive),
    /// and phase one used to pivot its artificial variable out. It holds already, so its own
    /// slack (a column of no rows) becomes basic at 0: no pivot. The constraint then binds and
    /// is removed like any other (hand-worked: with x free, the low `y >= 10` pulls y and x to
    /// the bound 5, then to 10 once the bound goes).
    @Test func aRequiredRowThatHoldsAlreadyNeedsNoPhaseOne() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let pin = x == 5
        try s.addConstraint(pin)
        try s.addConstraint(y == x)
        let before = s.pivotCount
        let bound = y <= 5
        try s.addConstraint(bound)
        #expect(s.pivotCount == before)
        #expect(s.invariantViolations().isEmpty)
        try s.addConstraint((y >= 10) | .low)
        try s.removeConstraint(pin)
        s.updateVariables()
        #expect(abs(y.value - 5) < 1e-9)
        try s.removeConstraint(bound)
        s.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(abs(y.value - 10) < 1e-9)
        #expect(s.invariantViolations().isEmpty)
    }

    /// The basic `tightSubject` gives such a row: of the slack and error symbols whose
    /// |coefficient| is at least a tenth of the largest, the one in the fewest rows (the row is
    /// substituted into each of them). Here: a (pivot 3, in two rows), b (pivot 1, in one row)
    /// and c (pivot 0.2, in none, but under a tenth of 3); b is chosen.
    @Test func aHoldingRowTakesTheShortestColumnWithAnAcceptablePivot() {
        var t = Tableau()
        let a = t.newSymbol(.slack), b = t.newSymbol(.slack), c = t.newSymbol(.slack)
        let d = t.newSymbol(.dummy), u = t.newSymbol(.slack), v = t.newSymbol(.slack)
        Self.insert(&t, basic: u, 1, [(a, 1), (b, 2)])
        Self.insert(&t, basic: v, 2, [(a, -1)])
        var row = Row()
        row.entries = [(a, 3.0), (b, 1.0), (c, 0.2), (d, 5.0)].map {
            Entry(symbol: $0.0, columnPosition: -1, coefficient: $0.1)
        }
        #expect(t.tightSubject(row) == b)
        // Dummies never qualify: a row of dummies alone has no subject.
        row.entries = [Entry(symbol: d, columnPosition: -1, coefficient: 1)]
        #expect(t.tightSubject(row) == -1)
    }
}
