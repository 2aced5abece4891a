import SeededRandom
import Testing

@testable import Cassowary

/// A constraint described by indices, so that twin solvers can each build their own copy.
struct ConstraintSpec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority

    static func random(_ n: Int, _ rng: inout SplitMix64, requiredShare: Double = 0.5) -> ConstraintSpec {
        let count = Int.random(in: 1...3, using: &rng)
        let terms = (0..<count).map { _ in
            (Int.random(in: 0..<n, using: &rng), Double(Int.random(in: -3...3, using: &rng)) / 2 + 0.25)
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let priority: Priority =
            Double.random(in: 0..<1, using: &rng) < requiredShare
            ? .required : [Priority.low, .medium, .high, 100, 600.5].randomElement(using: &rng)!
        return ConstraintSpec(
            terms: terms, constant: Double(Int.random(in: -40...40, using: &rng)), relation: relation,
            priority: priority)
    }

    func build(_ vars: [Variable]) -> Constraint {
        Constraint(Expression(terms.map { Term(vars[$0.0], $0.1) }, constant: constant), relation, priority: priority)
    }
}

/// Every required constraint in `cs` holds at the variables' values (scaled tolerance).
func requiredHold(_ cs: [Constraint]) -> Bool {
    cs.filter(\.priority.isRequired).allSatisfy { c in
        let scale = c.expression.terms.reduce(abs(c.expression.constant)) {
            $0 + abs($1.coefficient * $1.variable.value)
        }
        return c.isSatisfied(tolerance: 1e-7 * max(1, scale))
    }
}

/// Updates the constant of a twin pair's constraint in both solvers, unless `sa` rejects it:
/// a rejected update must leave sa as sb, which never sees it.
func updateTwins(_ sa: Solver, _ sb: Solver, _ pair: (Constraint, Constraint), to k: Double) throws(SolverError) {
    if try rejection({ () throws(SolverError) in try sa.updateConstant(of: pair.0, to: k) }) == nil {
        try sb.updateConstant(of: pair.1, to: k)
    }
}

/// The conflicts if `body` throws `.unsatisfiableConstraint`, nil if it succeeds; any other
/// error is rethrown.
func rejection(_ body: () throws(SolverError) -> Void) throws(SolverError) -> [Constraint]? {
    do {
        try body()
        return nil
    } catch {
        guard case .unsatisfiableConstraint(let conflicts) = error else { throw error }
        return conflicts
    }
}

struct PropertyTests {
    /// Random operations on a solver and on a twin that never sees the rejected constraints:
    /// required constraints hold after every successful call, and the two always agree to the
    /// bit (a rejection leaves no trace in any later result).
    @Test(arguments: 0..<40)
    func rejectionsLeaveNoTraceAndRequiredAlwaysHold(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
        let n = Int.random(in: 3...8, using: &rng)
        let va = (0..<n).map { Variable("a\($0)") }, vb = (0..<n).map { Variable("b\($0)") }
        let sa = Solver(), sb = Solver()
        var added: [(Constraint, Constraint)] = []
        var edits: Set<Int> = []
        for _ in 0..<60 {
            let op = Int.random(in: 0..<10, using: &rng)
            if op < 6 || added.isEmpty {
                let spec = ConstraintSpec.random(n, &rng)
                let ca = spec.build(va)
                if let conflicts = try rejection({ () throws(SolverError) in try sa.addConstraint(ca) }) {
                    #expect(conflicts.last === ca && spec.priority.isRequired)
                    let others = conflicts.dropLast()
                    #expect(others.allSatisfy { c in c.priority.isRequired && sa.hasConstraint(c) })
                    #expect(!sa.hasConstraint(ca))
                } else {
                    let cb = spec.build(vb)
                    try sb.addConstraint(cb)
                    added.append((ca, cb))
                }
            } else if op == 6 {
                let (ca, cb) = added.remove(at: Int.random(in: 0..<added.count, using: &rng))
                try sa.removeConstraint(ca)
                try sb.removeConstraint(cb)
            } else if op == 7 {
                let v = Int.random(in: 0..<n, using: &rng)
                if edits.contains(v) {
                    let value = Double(Int.random(in: -50...50, using: &rng))
                    try sa.suggestValue(value, for: va[v])
                    try sb.suggestValue(value, for: vb[v])
                } else {
                    let p: Priority = [.low, .high, 400].randomElement(using: &rng)!
                    try sa.addEditVariable(va[v], priority: p)
                    try sb.addEditVariable(vb[v], priority: p)
                    edits.insert(v)
                }
            } else if op == 8, let v = edits.randomElement(using: &rng) {
                try sa.removeEditVariable(va[v])
                try sb.removeEditVariable(vb[v])
                edits.remove(v)
            } else {
                let i = Int.random(in: 0..<added.count, using: &rng)
                let k = Double(Int.random(in: -40...40, using: &rng))
                try updateTwins(sa, sb, added[i], to: k)
            }
            sa.updateVariables()
            sb.updateVariables()
            #expect(requiredHold(added.map(\.0)))
            #expect(sa.invariantViolations().isEmpty)
            #expect(va.map(\.value.bitPattern) == vb.map(\.value.bitPattern))
        }
    }

    /// With one weak stay per variable at its own level the optimum is unique, so adding a
    /// batch of constraints and removing it again (in another order) restores the solution.
    @Test(arguments: 0..<30)
    func removingWhatWasAddedRestoresTheSolution(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
        let n = Int.random(in: 3...7, using: &rng)
        let vars = (0..<n).map { Variable("v\($0)") }
        let s = Solver()
        for (i, v) in vars.enumerated() {
            try s.addConstraint((v == Double(Int.random(in: -20...20, using: &rng))) | Priority(1 + Double(i)))
        }
        var base: [Constraint] = []
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let c = ConstraintSpec.random(n, &rng).build(vars)
            if (try? s.addConstraint(c)) != nil { base.append(c) }
        }
        s.updateVariables()
        let before = vars.map(\.value)
        var batch: [Constraint] = []
        for _ in 0..<Int.random(in: 1...10, using: &rng) {
            let c = ConstraintSpec.random(n, &rng).build(vars)
            if (try? s.addConstraint(c)) != nil { batch.append(c) }
            s.updateVariables()
            #expect(requiredHold(base + batch))
            #expect(s.invariantViolations().isEmpty)
        }
        batch.shuffle(using: &rng)
        for c in batch { try s.removeConstraint(c) }
        s.updateVariables()
        for (x, y) in zip(vars.map(\.value), before) {
            #expect(abs(x - y) <= 1e-7 * max(1, abs(y)))
        }
    }
}

/// Optional constants change without the undo log (`Solver.updateConstant`'s fast path): after
/// each change the solution must be as good, level by level, as a fresh solver's given the
/// same constraints with the constants they have now.
struct OptionalConstantTests {
    /// How far each priority level is from satisfied: the sum of the violations of its
    /// constraints at the variables' current values, highest level first.
    static func violations(_ cs: [Constraint]) -> [Double] {
        let levels = Set(cs.map(\.priority.rawValue)).filter { $0 < 1000 }.sorted(by: >)
        return levels.map { level in
            cs.filter { $0.priority.rawValue == level }.reduce(0) { sum, c in
                let v = c.expression.value
                switch c.relation {
                case .equal: return sum + abs(v)
                case .lessThanOrEqual: return sum + max(0, v)
                case .greaterThanOrEqual: return sum + max(0, -v)
                }
            }
        }
    }

    @Test(arguments: 0..<30)
    func changedOptionalConstantsStayOptimal(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
        let n = Int.random(in: 3...7, using: &rng)
        let vars = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var specs: [ConstraintSpec] = [], live: [Constraint] = []
        for _ in 0..<24 {
            let spec = ConstraintSpec.random(n, &rng, requiredShare: 0.3)
            let c = spec.build(vars)
            if try rejection({ () throws(SolverError) in try solver.addConstraint(c) }) == nil {
                specs.append(spec)
                live.append(c)
            }
        }
        let optional = live.indices.filter { !live[$0].priority.isRequired }
        try #require(!optional.isEmpty)
        for step in 0..<20 {
            let i = optional[Int.random(in: 0..<optional.count, using: &rng)]
            let k = Double(Int.random(in: -40...40, using: &rng))
            try solver.updateConstant(of: live[i], to: k)
            specs[i].constant = k
            solver.updateVariables()
            #expect(requiredHold(live), "seed \(seed) step \(step)")
            let ours = Self.violations(live)
            let freshVars = (0..<n).map { Variable("y\($0)") }
            let fresh = Solver()
            let rebuilt = specs.map { $0.build(freshVars) }
            for c in rebuilt { try fresh.addConstraint(c) }
            fresh.updateVariables()
            let theirs = Self.violations(rebuilt)
            // Lexicographic: equal at every level, within a tolerance scaled to the sums.
            for (level, (a, b)) in zip(ours, theirs).enumerated() {
                #expect(
                    abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)),
                    "seed \(seed) step \(step) level \(level): \(a) vs \(b)")
                if abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) { break }
            }
        }
    }
}
