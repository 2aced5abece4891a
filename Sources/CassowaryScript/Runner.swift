// Running a parsed `.cas` script on `Solver`, with the output lines bench/kiwi_run.py also prints.
import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct RunResult {
    /// Output lines of the run (`checksum`, `print`, `expect-failed`, `verify-failed`,
    /// `unsatisfiable`), in the order they happened.
    public var output: [String] = []
    /// Seconds per phase, in order of first appearance.
    public var phases: [(name: String, seconds: Double)] = []
    /// Number of failed expectations (exit status 1 when nonzero).
    public var failures = 0
}

extension Script {
    /// Runs the script once on a fresh solver. Only solver calls happen inside timed phases.
    /// Throws for statements the solver refuses for a reason other than unsatisfiability
    /// (e.g. a second `edit` of one variable), naming the line.
    public func run() throws(ScriptError) -> RunResult {
        let vars = names.map { Variable($0) }
        // Constraints are built before any timing, as bench/kiwi_run.py does.
        // Indexed by statement (arrays, not hashing: the build phase is timed around them).
        var built: [Constraint?] = Array(repeating: nil, count: statements.count)
        for (i, s) in statements.enumerated() {
            guard case .constraint(_, let terms, let constant, let relation, let priority) = s.statement else {
                continue
            }
            let e = Expression(terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: constant)
            built[i] = Constraint(e, relation, priority: Priority(priority))
        }
        let solver = Solver()
        var result = RunResult()
        var labels: [String: Int] = [:]
        var requiredOrder: [Int] = []
        var requiredActive = [Bool](repeating: false, count: statements.count)
        var phaseIndex: [String: Int] = [:]
        var current: Int? = nil
        var t0 = ContinuousClock.now
        var wantUnsat = false

        func endPhase() {
            if let c = current {
                let d = ContinuousClock.now - t0
                result.phases[c].seconds += Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
            }
            current = nil
        }
        func fail(_ line: Int, _ message: String) -> ScriptError {
            ScriptError(path: path, line: line, message: message)
        }

        for (i, (line, st)) in statements.enumerated() {
            switch st {
            case .phase(let name):
                endPhase()
                if let p = phaseIndex[name] {
                    current = p
                } else {
                    phaseIndex[name] = result.phases.count
                    current = result.phases.count
                    result.phases.append((name, 0))
                }
                t0 = ContinuousClock.now
            case .endphase:
                endPhase()
            case .edit(let v, let p):
                do { try solver.addEditVariable(vars[v], priority: Priority(p)) } catch { throw fail(line, "\(error)") }
            case .suggest(let v, let value):
                do { try solver.suggestValue(value, for: vars[v]) } catch { throw fail(line, "\(error)") }
            case .constraint(let label, _, _, _, let priority):
                let c = built[i]!
                do {
                    try solver.addConstraint(c)
                    if let label { labels[label] = i }
                    if priority >= 1000 {
                        requiredOrder.append(i)
                        requiredActive[i] = true
                    }
                    if wantUnsat {
                        result.output.append("expect-failed line \(line): constraint was accepted")
                        result.failures += 1
                    }
                } catch .unsatisfiableConstraint {
                    if !wantUnsat { result.output.append("unsatisfiable \(line)") }
                } catch {
                    throw fail(line, "\(error)")
                }
                wantUnsat = false
            case .expectUnsatisfiable:
                wantUnsat = true
            case .remove(let label):
                guard let ci = labels.removeValue(forKey: label) else {
                    throw fail(line, "no constraint labelled '\(label)' is in the solver")
                }
                do { try solver.removeConstraint(built[ci]!) } catch { throw fail(line, "\(error)") }
                requiredActive[ci] = false
            case .update:
                // Like bench/kiwi_run.py's `update` (kiwi returns nothing): values only.
                solver.updateValues()
            case .expect(let v, let want):
                let got = vars[v].value
                if abs(got - want) > 1e-6 {
                    result.output.append("expect-failed \(names[v]) got \(fixed(got, 6)) want \(fixed(want, 6))")
                    result.failures += 1
                }
            case .verify:
                for ci in requiredOrder where requiredActive[ci] && !built[ci]!.isSatisfied(tolerance: 1e-6) {
                    result.output.append("verify-failed \(statements[ci].line)")
                    result.failures += 1
                }
            case .checksum:
                result.output.append("checksum \(fixed(vars.reduce(0) { $0 + $1.value }, 6))")
            case .print:
                for (n, v) in zip(names, vars) { result.output.append("\(n) \(fixed(v.value, 6))") }
            }
        }
        endPhase()
        return result
    }

    /// Runs `reps` times on fresh solvers; output and failures of the first run, and for each
    /// phase the median of the runs.
    public func run(reps: Int) throws(ScriptError) -> RunResult {
        var first = try run()
        var samples = first.phases.map { [$0.seconds] }
        for _ in 1..<max(reps, 1) {
            let r = try run()
            for (k, p) in r.phases.enumerated() where k < samples.count { samples[k].append(p.seconds) }
        }
        for k in first.phases.indices { first.phases[k].seconds = median(samples[k]) }
        return first
    }
}

/// The median (mean of the middle two for an even count), as Python's statistics.median.
public func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return 0 }
    let m = s.count / 2
    return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

/// `%.<digits>f`, as Python's format: the C library's own formatting (`vsnprintf`, in the C
/// locale the process starts in), once for the length and once for the text.
public func fixed(_ x: Double, _ digits: Int) -> String {
    let arguments: [CVarArg] = [Int32(digits), x]
    let length = Int(withVaList(arguments) { vsnprintf(nil, 0, "%.*f", $0) })
    var text = [CChar](repeating: 0, count: length + 1)
    _ = text.withUnsafeMutableBufferPointer { buffer in
        withVaList(arguments) { vsnprintf(buffer.baseAddress, buffer.count, "%.*f", $0) }
    }
    return String(decoding: text.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
