import Foundation
import Testing

@testable import Cassowary
@testable import CassowaryScript

/// Degenerate systems: sparse required constraints tight at a planted point, robustly
/// infeasible constraints mixed in, soft pins and differences at three priorities, edit
/// variables, then removals and new suggestions (`bench/gen_degenerate.py` writes them; see
/// docs/solver.md, "Degenerate systems"). The solver must keep every required constraint,
/// lose none, stop, and reach the LP optimum at every level.
enum DegenerateSystems {
    static let generator = Paths.packageRoot.appendingPathComponent("bench/gen_degenerate.py").path
    static let oracle = Paths.packageRoot.appendingPathComponent("bench/solver_degenerate_check.py").path

    /// The generator's script for a seed and size (python3 missing is a failure: scripts/deps.sh
    /// installs what the tests need).
    static func script(seed: Int, variables: Int, constraints: Int, checkpoints: Int = 2) throws -> String {
        try Paths.benchScript(
            "gen_degenerate.py",
            [
                String(seed), "--variables", String(variables), "--constraints", String(constraints),
                "--checkpoints", String(checkpoints),
            ])
    }

    /// Runs a script on a solver directly (not through the runner), checking after every
    /// update that the tableau's invariants hold and that every required constraint in the
    /// solver holds within 1e-6. Returns the problems found (empty
    /// when none), the printed lines (as `cassowary` prints them) and the pivots made.
    static func run(_ script: Script) -> (problems: [String], output: [String], pivots: Int) {
        let variables = script.names.map { Variable($0) }
        let solver = Solver()
        var labelled: [String: Constraint] = [:]
        var required: [(line: Int, constraint: Constraint)] = []
        var problems: [String] = []
        var output: [String] = []
        var expectRejection = false
        for (line, statement) in script.statements {
            switch statement {
            case .constraint(let label, let terms, let constant, let relation, let priority):
                let expression = Expression(
                    terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
                let c = Constraint(expression, relation, priority: Priority(priority))
                do {
                    try solver.addConstraint(c)
                    if expectRejection { problems.append("line \(line): accepted, should be rejected") }
                    if let label { labelled[label] = c }
                    if priority >= 1000 { required.append((line, c)) }
                } catch {
                    if !expectRejection { problems.append("line \(line): rejected (\(error))") }
                    output.append("unsatisfiable \(line)")
                }
                expectRejection = false
            case .expectUnsatisfiable:
                expectRejection = true
            case .remove(let label):
                // A constraint the solver accepted must still be there to remove.
                guard let c = labelled.removeValue(forKey: label) else { continue }
                do { try solver.removeConstraint(c) } catch { problems.append("line \(line): \(error)") }
                required.removeAll { $0.constraint === c }
            case .edit(let v, let priority):
                do { try solver.addEditVariable(variables[v], priority: Priority(priority)) } catch {
                    problems.append("line \(line): \(error)")
                }
            case .suggest(let v, let value):
                do { try solver.suggestValue(value, for: variables[v]) } catch {
                    problems.append("line \(line): \(error)")
                }
            case .update:
                solver.updateValues()
                let broken = solver.invariantViolations()
                if !broken.isEmpty { problems.append("line \(line): \(broken.prefix(3))") }
                for (at, c) in required where !c.isSatisfied(tolerance: 1e-6) {
                    problems.append("line \(line): required constraint of line \(at) fails")
                }
            case .print:
                for (name, v) in zip(script.names, variables) { output.append("\(name) \(fixed(v.value, 6))") }
            default:
                break
            }
        }
        return (problems, output, solver.pivotCount)
    }
}

struct DegenerateSystemTests {
    /// Small systems of the family, many seeds: every guarantee at every step, and a bound on
    /// the pivots (a stall would exceed it by orders of magnitude: the stalled runs made
    /// hundreds of thousands of pivots where a good run makes a few per constraint).
    @Test(arguments: 1...12)
    func requiredConstraintsHoldAndNothingIsLost(seed: Int) throws {
        let text = try DegenerateSystems.script(seed: seed, variables: 60, constraints: 120, checkpoints: 4)
        let script = try Script(text: text, path: "degenerate-\(seed).cas")
        let (problems, _, pivots) = DegenerateSystems.run(script)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(pivots < 40 * script.statements.count, "\(pivots) pivots")
    }

    /// The size of the systems that broke the solver (250 variables, 500 constraints), one seed.
    @Test func fullSizeOfTheReportedFailures() throws {
        let text = try DegenerateSystems.script(seed: 101, variables: 250, constraints: 500)
        let script = try Script(text: text, path: "degenerate-101.cas")
        let result = try script.run()
        #expect(result.failures == 0)
        #expect(!result.output.contains { $0.hasPrefix("unsatisfiable") || $0.hasPrefix("verify-failed") })
    }

    /// Every optimal level, at every printed state, against scipy's HiGHS.
    @Test(arguments: [1, 2, 3])
    func everyLevelIsOptimal(seed: Int) throws {
        try Self.everyLevelIsOptimal(seed: seed, variables: 80, constraints: 160, checkpoints: 3)
    }

    /// The smallest generated system found (none of 60 x 120 to 300 x 600, six to twelve
    /// seeds each, showed it) where levels 500 and 250 ended 70-180 units of
    /// violation above their optimum after the removals (every required constraint held,
    /// level 750 was optimal): a cost of roundoff size at a higher level hid a symbol's
    /// real cost below (`PivotRuleTests` has the mechanism on a tableau of two rows).
    @Test func lowerLevelsReachTheirOptimumAfterRemovals() throws {
        try Self.everyLevelIsOptimal(seed: 2, variables: 500, constraints: 1000, checkpoints: 2)
    }

    /// A system whose pivots between two updates were few (under a quarter of the
    /// constraints, so the accuracy check used to wait) but long: they drifted a required
    /// constraint by 2e-6. The check now also runs after that much pivot work.
    @Test func requiredConstraintsHoldAfterFewHeavyPivots() throws {
        let text = try DegenerateSystems.script(seed: 8, variables: 500, constraints: 1000, checkpoints: 3)
        let (problems, _, _) = DegenerateSystems.run(try Script(text: text, path: "degenerate-8.cas"))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    static func everyLevelIsOptimal(seed: Int, variables: Int, constraints: Int, checkpoints: Int) throws {
        let text = try DegenerateSystems.script(
            seed: seed, variables: variables, constraints: constraints, checkpoints: checkpoints)
        try everyLevelIsOptimal(text: text, path: "degenerate-\(seed).cas")
    }

    /// Runs the script (every guarantee after every update), then checks every printed state
    /// against scipy's HiGHS, level by level (scipy missing is a failure: scripts/deps.sh
    /// installs it).
    static func everyLevelIsOptimal(text: String, path: String) throws {
        let script = try Script(text: text, path: path)
        let (problems, output, _) = DegenerateSystems.run(script)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("degenerate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptFile = dir.appendingPathComponent("s.cas"), outputFile = dir.appendingPathComponent("s.out")
        try text.write(to: scriptFile, atomically: true, encoding: .utf8)
        try output.joined(separator: "\n").appending("\n").write(to: outputFile, atomically: true, encoding: .utf8)
        let (status, out, err) = try Paths.python([DegenerateSystems.oracle, scriptFile.path, outputFile.path])
        #expect(
            status == 0,
            "\(out.split(separator: "\n").filter { $0.contains("differs") || $0.contains("violated") }.prefix(5)) \(err)"
        )
    }
}

/// The three faults of docs/solver.md's "Degenerate systems", each on a generated system that
/// showed it on the solver before the fixes (the parent of commit 2f56512, release build, the
/// script run by `cassowary`): required constraints missed after removals (`wrong`: 62
/// `verify-failed` lines), a satisfiable constraint rejected so that its later `remove` found
/// nothing and stopped the run (`lost`: at line 627), and a run that did not end (`slow`: not
/// done after 8 s, where it now takes a few hundredths of a second). Found by running seeds
/// 1-16 at 100 x 200 and 1-6 at 150 x 300 on that build (`lost` showed only at the larger size).
struct DegenerateFaultTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let fault: String
        let seed: Int
        let variables: Int
        let constraints: Int
        var testDescription: String { "\(fault): seed \(seed), \(variables) x \(constraints)" }

        func script() throws -> Script {
            let text = try DegenerateSystems.script(seed: seed, variables: variables, constraints: constraints)
            return try Script(text: text, path: "degenerate-\(fault).cas")
        }
    }

    static let cases = [
        Case(fault: "wrong", seed: 9, variables: 100, constraints: 200),
        Case(fault: "lost", seed: 5, variables: 150, constraints: 300),
        Case(fault: "slow", seed: 4, variables: 100, constraints: 200),
    ]

    /// `verify` clean, every removal finds its constraint (the runner throws otherwise), no
    /// rejection beyond the expected ones, the guarantees after every update, and the pivots
    /// bounded as in `DegenerateSystemTests` (a stall exceeds the bound by orders of magnitude).
    @Test(arguments: cases)
    func faultIsGone(_ c: Case) throws {
        let script = try c.script()
        let result = try script.run()
        #expect(result.failures == 0)
        #expect(!result.output.contains { $0.hasPrefix("unsatisfiable") || $0.hasPrefix("verify-failed") })
        let (problems, _, pivots) = DegenerateSystems.run(script)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(pivots < 40 * script.statements.count, "\(pivots) pivots")
    }

    /// Every optimal level of the three systems, at every printed state, against scipy's HiGHS.
    @Test(arguments: cases)
    func everyLevelIsOptimal(_ c: Case) throws {
        try DegenerateSystemTests.everyLevelIsOptimal(
            seed: c.seed, variables: c.variables, constraints: c.constraints, checkpoints: 2)
    }
}
