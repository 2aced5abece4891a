import SeededRandom
import Testing

@testable import Cassowary

/// Chains of new variables defined by basics are kept as definition rows (not expanded into
/// every earlier card's markers). These tests build such chains and check values, changed
/// lists, removal (which must expand a definition row before pivoting into it), rejection and
/// the tableau invariants, against values computed by hand.
struct DefinitionRowTests {
    /// A vertical stack: top_0 == 1, footTop_i == top_i + 2 + midH_i, bottom_i == footTop_i + 2,
    /// top_i == bottom_{i-1} + 1; midH_i an edit variable suggested 3 + i % 5.
    final class Stack {
        let solver = Solver()
        var top: [Variable] = [], foot: [Variable] = [], bottom: [Variable] = [], midH: [Variable] = []
        var links: [Constraint] = []
        var heights: [Double] = []

        init(cards n: Int) throws {
            for i in 0..<n {
                let m = Variable("midH\(i)")
                midH.append(m)
                heights.append(Double(3 + i % 5))
                try solver.addEditVariable(m, priority: .high)
                try solver.suggestValue(heights[i], for: m)
            }
            for i in 0..<n {
                top.append(Variable("top\(i)"))
                foot.append(Variable("foot\(i)"))
                bottom.append(Variable("bottom\(i)"))
                let link = i == 0 ? top[0] == 1 : top[i] == bottom[i - 1] + 1
                links.append(link)
                try solver.addConstraint(link)
                try solver.addConstraint(foot[i] == top[i] + 2 + midH[i])
                try solver.addConstraint(bottom[i] == foot[i] + 2)
            }
        }

        /// The expected top of every card from the heights (what the chain says).
        func expectedTops() -> [Double] {
            var out: [Double] = []
            var t = 1.0
            for h in heights {
                out.append(t)
                t += 2 + h + 2 + 1
            }
            return out
        }

        func topsMatch() -> Bool {
            zip(top, expectedTops()).allSatisfy { $0.value == $1 }
                && zip(foot, top).enumerated().allSatisfy { i, p in p.0.value == p.1.value + 2 + heights[i] }
                && zip(bottom, foot).allSatisfy { $0.value == $1.value + 2 }
        }
    }

    @Test func chainIsKeptAsDefinitionRowsAndEvaluatedInOrder() throws {
        let st = try Stack(cards: 40)
        #expect(st.solver.definitionRowCount() >= 3 * 39)
        st.solver.updateVariables()
        #expect(st.topsMatch())
        #expect(st.solver.invariantViolations().isEmpty)
    }

    @Test func suggestionMovesExactlyTheDownstreamCards() throws {
        let st = try Stack(cards: 20)
        st.solver.updateVariables()
        st.heights[12] = 40
        try st.solver.suggestValue(40, for: st.midH[12])
        let changed = st.solver.updateVariables()
        #expect(st.topsMatch())
        // midH12 first (seen first), then foot/bottom of card 12 and every later card.
        var expected = [st.midH[12], st.foot[12], st.bottom[12]]
        for i in 13..<20 { expected += [st.top[i], st.foot[i], st.bottom[i]] }
        #expect(changed.map(\.name) == expected.map(\.name))
        #expect(st.solver.updateVariables().isEmpty)
    }

    @Test func repeatedSuggestionsReplayTheEvaluationOnlyWhileNothingElseChanged() throws {
        // The second and later steps replay the recorded evaluation order; adding a
        // constraint or a pivot in between must make the next update evaluate afresh.
        let st = try Stack(cards: 12)
        st.solver.updateVariables()
        let floor = Variable("floor")
        for (k, h) in [10.0, 11, 12, 3, 30, 4].enumerated() {
            try st.solver.suggestValue(h, for: st.midH[5])
            st.heights[5] = h
            let changed = st.solver.updateVariables()
            #expect(st.topsMatch())
            #expect(changed.first === st.midH[5])
            if k == 2 {
                // A new row (and, with h = 30 later, a required inequality that pivots).
                try st.solver.addConstraint(floor >= st.bottom[11] - 60)
                try st.solver.addConstraint((floor == 0) | .low)
            }
            st.solver.updateVariables()
            if k >= 2 { #expect(floor.value == max(0, st.bottom[11].value - 60)) }
        }
        #expect(st.solver.invariantViolations().isEmpty)
    }

    @Test func theEvaluationIsRecordedOnlyOnAnUpdateThatFindsTheStructureUnchanged() throws {
        // After a build (or any change of rows) an update evaluates without recording; the
        // next one, with only a suggestion in between, records; the ones after replay it.
        // Every step's values and changed list are those the chain gives by hand.
        let st = try Stack(cards: 12)
        st.solver.updateVariables()
        #expect(!st.solver.evaluationIsRecorded())
        #expect(st.topsMatch())
        func step(_ h: Double) throws -> [String] {
            st.heights[5] = h
            try st.solver.suggestValue(h, for: st.midH[5])
            return st.solver.updateVariables().map(\.name)
        }
        // midH5, then card 5's foot and bottom and every later card, in the order the solver
        // first saw them (every midH before the cards).
        var downstream = ["midH5", "foot5", "bottom5"]
        for i in 6..<12 { downstream += ["top\(i)", "foot\(i)", "bottom\(i)"] }
        for h in [10.0, 11, 12] {
            #expect(try step(h) == downstream)
            #expect(st.solver.evaluationIsRecorded())
            #expect(st.topsMatch())
        }
        // A new row: the next update evaluates afresh without recording, the one after records.
        let floor = Variable("floor")
        try st.solver.addConstraint((floor == st.bottom[11] + 5) | .low)
        #expect(try step(4) == downstream + ["floor"])
        #expect(!st.solver.evaluationIsRecorded())
        #expect(try step(6) == downstream + ["floor"])
        #expect(st.solver.evaluationIsRecorded())
        #expect(try step(7) == downstream + ["floor"])
        #expect(st.topsMatch())
        #expect(floor.value == st.bottom[11].value + 5)
        #expect(st.solver.invariantViolations().isEmpty)
    }

    @Test func updateValuesWritesWithoutAListAndLaterReportsStayExact() throws {
        let st = try Stack(cards: 8)
        st.solver.updateValues()
        #expect(st.topsMatch())
        #expect(st.solver.updateVariables().isEmpty)  // everything was written already
        st.heights[2] = 9
        try st.solver.suggestValue(9, for: st.midH[2])
        st.solver.updateValues()
        #expect(st.topsMatch())
        st.heights[6] = 1
        try st.solver.suggestValue(1, for: st.midH[6])
        let changed = st.solver.updateVariables()
        #expect(st.topsMatch())
        #expect(changed.map(\.name) == ["midH6", "foot6", "bottom6", "top7", "foot7", "bottom7"])
    }

    @Test func removingAndReaddingALinkRestoresTheChain() throws {
        let st = try Stack(cards: 15)
        st.solver.updateVariables()
        let before = st.top.map(\.value)
        // The link's dummy marker sits in top7's definition row only; top7's expansion holds
        // it and so do all later cards' expansions: the removal pivots into top7's row.
        try st.solver.removeConstraint(st.links[7])
        #expect(st.solver.invariantViolations().isEmpty)
        st.solver.updateVariables()
        // Card 7 is free now; cards before it keep their places, later ones follow card 7.
        #expect(Array(st.top.prefix(7).map(\.value)) == Array(before.prefix(7)))
        for i in 8..<15 { #expect(st.top[i].value == st.bottom[i - 1].value + 1) }
        try st.solver.addConstraint(st.links[7])
        st.solver.updateVariables()
        #expect(st.top.map(\.value) == before)
        #expect(st.topsMatch())
        #expect(st.solver.invariantViolations().isEmpty)
        try st.solver.suggestValue(9, for: st.midH[3])
        st.heights[3] = 9
        st.solver.updateVariables()
        #expect(st.topsMatch())
    }

    @Test func rejectedConstraintOnAChainLeavesNoTrace() throws {
        let a = try Stack(cards: 12), b = try Stack(cards: 12)
        a.solver.updateVariables()
        // Required only: the link says top9 == bottom8 + 1 (phase one fails, then rollback).
        let pin = a.top[9] <= a.bottom[8]
        var conflicts: [Constraint] = []
        do {
            try a.solver.addConstraint(pin)
        } catch {
            if case .unsatisfiableConstraint(let c) = error { conflicts = c }
        }
        #expect(conflicts.count == 2)
        #expect(conflicts.first === a.links[9])
        #expect(conflicts.last === pin)
        #expect(a.solver.invariantViolations().isEmpty)
        for st in [a, b] {
            try st.solver.suggestValue(11, for: st.midH[4])
            st.heights[4] = 11
            st.solver.updateVariables()
        }
        #expect(a.topsMatch())
        #expect(a.top.map(\.value.bitPattern) == b.top.map(\.value.bitPattern))
        #expect(a.bottom.map(\.value.bitPattern) == b.bottom.map(\.value.bitPattern))
    }

    @Test func inequalityOnAChainVariableIsCanonicalAndHolds() throws {
        // limit is defined by bottom9 and a slack; the soft pin then needs its canonical
        // expansion, and the optimum pivots the slack out of limit's definition row.
        let st = try Stack(cards: 10)
        let limit = Variable("limit")
        try st.solver.addConstraint(limit >= st.bottom[9] + 1)
        try st.solver.addConstraint((limit == 0) | .low)
        st.solver.updateVariables()
        #expect(limit.value == st.bottom[9].value + 1)
        try st.solver.suggestValue(20, for: st.midH[0])
        st.heights[0] = 20
        st.solver.updateVariables()
        #expect(st.topsMatch())
        #expect(limit.value == st.bottom[9].value + 1)
        #expect(st.solver.invariantViolations().isEmpty)
    }
}

/// Random layouts built the way definition rows arise (each new variable defined from one or
/// two earlier ones), with removals, edits, suggestions, constant updates and conflicting
/// required constraints mixed in. As in `PropertyTests`: required constraints hold after every
/// call, the invariants hold (definition rows included), and a twin that never sees the
/// rejected constraints agrees to the bit.
struct DefinitionRowPropertyTests {
    @Test(arguments: 0..<30)
    func randomChainsKeepEveryGuarantee(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 7)
        let n = 24
        let va = (0..<n).map { Variable("a\($0)") }, vb = (0..<n).map { Variable("b\($0)") }
        let sa = Solver(), sb = Solver()
        var added: [(Constraint, Constraint)] = []
        var edits: [Int] = []
        var defined = 1  // variables 0..<defined are in the solver
        var sawDefinitionRows = false
        for step in 0..<80 {
            let op = Int.random(in: 0..<12, using: &rng)
            if op < 5 && defined < n {
                // v_defined = k * v_i (+ v_j) + c: a new subject defined by earlier variables.
                let i = Int.random(in: 0..<defined, using: &rng), j = Int.random(in: 0..<defined, using: &rng)
                let k = Double(Int.random(in: 1...2, using: &rng)), c = Double(Int.random(in: -5...5, using: &rng))
                let two = Bool.random(using: &rng)
                func make(_ v: [Variable]) -> Constraint {
                    two ? v[defined] == k * v[i] + v[j] + c : v[defined] == k * v[i] + c
                }
                let (ca, cb) = (make(va), make(vb))
                try sa.addConstraint(ca)
                try sb.addConstraint(cb)
                added.append((ca, cb))
                defined += 1
            } else if op < 7 {
                // A pin or an inequality on what exists; required ones may conflict.
                let i = Int.random(in: 0..<defined, using: &rng)
                let c = Double(Int.random(in: -30...30, using: &rng))
                let required = Bool.random(using: &rng)
                let p: Priority = required ? .required : [.low, .medium, .high].randomElement(using: &rng)!
                let ge = Bool.random(using: &rng)
                func make(_ v: [Variable]) -> Constraint { (ge ? v[i] >= c : v[i] == c) | p }
                let ca = make(va)
                if let conflicts = try rejection({ () throws(SolverError) in try sa.addConstraint(ca) }) {
                    #expect(conflicts.last === ca && required)
                } else {
                    let cb = make(vb)
                    try sb.addConstraint(cb)
                    added.append((ca, cb))
                }
            } else if op == 7, !added.isEmpty {
                let (ca, cb) = added.remove(at: Int.random(in: 0..<added.count, using: &rng))
                try sa.removeConstraint(ca)
                try sb.removeConstraint(cb)
            } else if op == 8 {
                let v = Int.random(in: 0..<defined, using: &rng)
                if !edits.contains(v) {
                    try sa.addEditVariable(va[v], priority: .high)
                    try sb.addEditVariable(vb[v], priority: .high)
                    edits.append(v)
                }
            } else if op < 11, let v = edits.randomElement(using: &rng) {
                // Often the same edit several times in a row: the replayed evaluation.
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let value = Double(Int.random(in: -50...50, using: &rng))
                    try sa.suggestValue(value, for: va[v])
                    try sb.suggestValue(value, for: vb[v])
                    sa.updateVariables()
                    sb.updateVariables()
                    #expect(va.map(\.value.bitPattern) == vb.map(\.value.bitPattern))
                }
            } else if !added.isEmpty {
                let i = Int.random(in: 0..<added.count, using: &rng)
                let k = Double(Int.random(in: -20...20, using: &rng))
                try updateTwins(sa, sb, added[i], to: k)
            }
            sa.updateVariables()
            sb.updateVariables()
            if sa.definitionRowCount() > 0 { sawDefinitionRows = true }
            #expect(requiredHold(added.map(\.0)), "seed \(seed) step \(step)")
            #expect(sa.invariantViolations().isEmpty, "seed \(seed) step \(step)")
            #expect(va.map(\.value.bitPattern) == vb.map(\.value.bitPattern), "seed \(seed) step \(step)")
        }
        #expect(sawDefinitionRows)
    }
}
