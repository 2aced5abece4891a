// The `.cas` constraint-script format (../shared/bench/FORMAT.md): parsing.
// The parser reads the whole file first, so a malformed script fails before any solving,
// with `FILE:LINE: what is wrong`.
import Cassowary

/// A malformed script or a statement the solver refuses: `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int
    public let message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}

/// One statement; variables are indices into `Script.names`.
public enum Statement: Equatable {
    case edit(variable: Int, priority: Double)
    case suggest(variable: Int, value: Double)
    /// `terms` are lhs - rhs, each variable once, in first-appearance order.
    case constraint(label: String?, terms: [LinearTerm], constant: Double, relation: Relation, priority: Double)
    case remove(label: String)
    case update
    case phase(String)
    case endphase
    case expect(variable: Int, value: Double)
    case verify
    case expectUnsatisfiable
    case checksum
    case print
}

public struct LinearTerm: Equatable, Sendable {
    public var variable: Int
    public var coefficient: Double
}

public struct Script {
    public let path: String
    /// Variable names in declaration order (the order `print` and `checksum` use).
    public private(set) var names: [String] = []
    public private(set) var statements: [(line: Int, statement: Statement)] = []
    private var index: [String: Int] = [:]

    /// Parses script text; `path` is only used in error messages.
    public init(text: String, path: String) throws(ScriptError) {
        self.path = path
        var labels: Set<String> = []
        var expects: [(line: Int, name: String)] = []
        var lineNo = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            let (word, rest) = trimmed.splitFirstWord()
            let args = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func fail(_ m: String) -> ScriptError { ScriptError(path: path, line: lineNo, message: m) }
            func arity(_ n: Int, _ usage: String) throws(ScriptError) {
                if args.count != n { throw fail("expected `\(usage)`") }
            }
            func name(_ s: String) throws(ScriptError) -> String {
                guard isName(s) else { throw fail("bad variable name '\(s)'") }
                return s
            }
            func number(_ s: String, _ what: String) throws(ScriptError) -> Double {
                guard let v = parseNumber(s) else { throw fail("bad \(what) '\(s)'") }
                return v
            }
            let st: Statement
            switch word {
            case "var":
                if args.isEmpty { throw fail("expected `var NAME ...`") }
                for a in args { _ = note(try name(a)) }
                continue
            case "edit":
                try arity(2, "edit NAME PRIORITY")
                let v = note(try name(args[0]))
                let p = try number(args[1], "priority")
                guard p > 0 && p < 1000 else { throw fail("edit priority \(args[1]) is outside 1..999") }
                st = .edit(variable: v, priority: p)
            case "suggest":
                try arity(2, "suggest NAME VALUE")
                st = .suggest(variable: note(try name(args[0])), value: try number(args[1], "value"))
            case "constraint":
                st = try parseConstraint(String(rest), fail)
                if case .constraint(let label?, _, _, _, _) = st { labels.insert(label) }
            case "remove":
                try arity(1, "remove LABEL")
                guard labels.contains(args[0]) else { throw fail("no constraint labelled '\(args[0])' before this line") }
                st = .remove(label: args[0])
            case "phase":
                try arity(1, "phase NAME")
                st = .phase(args[0])
            case "expect":
                try arity(2, "expect NAME VALUE")
                let n = try name(args[0])
                expects.append((lineNo, n))
                st = .expect(variable: -1, value: try number(args[1], "value"))
            case "update", "endphase", "verify", "expect-unsatisfiable", "checksum", "print":
                try arity(0, String(word))
                switch word {
                case "update": st = .update
                case "endphase": st = .endphase
                case "verify": st = .verify
                case "expect-unsatisfiable": st = .expectUnsatisfiable
                case "checksum": st = .checksum
                default: st = .print
                }
            default:
                throw fail("unknown statement '\(word)'")
            }
            statements.append((lineNo, st))
        }
        // `expect` may name a variable declared further down, but it must exist somewhere.
        var e = 0
        for i in statements.indices {
            guard case .expect(_, let value) = statements[i].statement else { continue }
            let (line, n) = expects[e]
            e += 1
            guard let v = index[n] else {
                throw ScriptError(path: path, line: line, message: "unknown variable '\(n)'")
            }
            statements[i].statement = .expect(variable: v, value: value)
        }
    }

    private mutating func note(_ name: String) -> Int {
        if let i = index[name] { return i }
        index[name] = names.count
        names.append(name)
        return names.count - 1
    }

    /// `[LABEL:] EXPR OP EXPR [@PRIORITY]`
    private mutating func parseConstraint(
        _ text: String, _ fail: (String) -> ScriptError
    ) throws(ScriptError) -> Statement {
        var body = Substring(text)
        var label: String? = nil
        if let colon = body.firstIndex(of: ":"), isName(String(body[..<colon])) {
            label = String(body[..<colon])
            body = body[body.index(after: colon)...]
        }
        var priority = 1000.0
        if let at = body.lastIndex(of: "@") {
            let p = body[body.index(after: at)...].trimmingWhitespace()
            guard let v = parseNumber(String(p)) else { throw fail("bad priority '\(p)'") }
            guard v > 0 && v <= 1000 else { throw fail("priority \(p) is outside 1..1000") }
            priority = v
            body = body[..<at]
        }
        let chars = Array(body)
        var opAt = -1
        for i in 0..<max(0, chars.count - 1) where chars[i + 1] == "=" && "=<>".contains(chars[i]) {
            opAt = i
            break
        }
        guard opAt >= 0 else { throw fail("expected ==, <= or >= in constraint") }
        let relation: Relation = chars[opAt] == "=" ? .equal : chars[opAt] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        let (lt, lc) = try parseExpression(String(chars[..<opAt]), fail)
        let (rt, rc) = try parseExpression(String(chars[(opAt + 2)...]), fail)
        var terms: [LinearTerm] = []
        var pos: [Int: Int] = [:]
        for (n, c) in lt.map({ ($0.0, $0.1) }) + rt.map({ ($0.0, -$0.1) }) {
            let v = note(n)
            if let p = pos[v] { terms[p].coefficient += c } else { pos[v] = terms.count; terms.append(LinearTerm(variable: v, coefficient: c)) }
        }
        return .constraint(label: label, terms: terms, constant: lc - rc, relation: relation, priority: priority)
    }
}

/// Terms joined by + and -; a term is NUMBER, NAME, NUMBER*NAME or NAME*NUMBER.
/// Returns (name, coefficient) in first-appearance order (repeats merged) and the constant.
func parseExpression(
    _ text: String, _ fail: (String) -> ScriptError
) throws(ScriptError) -> ([(String, Double)], Double) {
    enum Tok: Equatable { case num(Double), name(String), op(Character) }
    var toks: [Tok] = []
    let cs = Array(text)
    var i = 0
    while i < cs.count {
        let c = cs[i]
        if c == " " || c == "\t" || c == "\r" { i += 1; continue }
        if "+-*".contains(c) { toks.append(.op(c)); i += 1; continue }
        if c.isASCII && (c.isLetter || c == "_") {
            var j = i
            while j < cs.count && cs[j].isASCII && (cs[j].isLetter || cs[j].isNumber || cs[j] == "_" || cs[j] == ".") { j += 1 }
            toks.append(.name(String(cs[i..<j])))
            i = j
            continue
        }
        if c.isASCII && (c.isNumber || c == ".") {
            let (v, j) = scanUnsigned(cs, i)
            guard let v else { throw fail("cannot read number at '\(String(cs[i...]))'") }
            toks.append(.num(v))
            i = j
            continue
        }
        throw fail("cannot read expression at '\(String(cs[i...]))'")
    }
    var terms: [(String, Double)] = []
    var constant = 0.0
    var sign = 1.0
    var expectTerm = true
    var k = 0
    while k < toks.count {
        let t = toks[k]
        if expectTerm {
            if case .op(let o) = t, o != "*" {
                if o == "-" { sign = -sign }
                k += 1
                continue
            }
            var coef = 1.0
            var name: String? = nil
            switch t {
            case .num(let v):
                coef = v
                if k + 2 < toks.count, toks[k + 1] == .op("*"), case .name(let n) = toks[k + 2] { name = n; k += 2 }
            case .name(let n):
                name = n
                if k + 2 < toks.count, toks[k + 1] == .op("*"), case .num(let v) = toks[k + 2] { coef = v; k += 2 }
            case .op:
                throw fail("unexpected '*' in expression")
            }
            if let name {
                if let p = terms.firstIndex(where: { $0.0 == name }) { terms[p].1 += sign * coef } else { terms.append((name, sign * coef)) }
            } else {
                constant += sign * coef
            }
            sign = 1
            expectTerm = false
        } else {
            guard case .op(let o) = t, o != "*" else { throw fail("expected + or - in expression '\(text.trimmingWhitespace())'") }
            sign = o == "-" ? -1 : 1
            expectTerm = true
        }
        k += 1
    }
    if expectTerm { throw fail("expression '\(text.trimmingWhitespace())' ends early") }
    return (terms, constant)
}

/// `(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?` starting at i; returns the value and the end index.
func scanUnsigned(_ cs: [Character], _ start: Int) -> (Double?, Int) {
    var j = start
    func digits() -> Int {
        let s = j
        while j < cs.count, cs[j].isASCII, cs[j].isNumber { j += 1 }
        return j - s
    }
    let intDigits = digits()
    if j < cs.count && cs[j] == "." {
        j += 1
        let frac = digits()
        if intDigits == 0 && frac == 0 { return (nil, j) }
    } else if intDigits == 0 {
        return (nil, j)
    }
    if j < cs.count && (cs[j] == "e" || cs[j] == "E") {
        let save = j
        j += 1
        if j < cs.count && (cs[j] == "+" || cs[j] == "-") { j += 1 }
        if digits() == 0 { j = save }
    }
    return (Double(String(cs[start..<j])), j)
}

/// A whole token that is an optionally signed decimal number.
func parseNumber(_ s: String) -> Double? {
    var cs = Array(s)
    var sign = 1.0
    if let f = cs.first, f == "+" || f == "-" {
        if f == "-" { sign = -1 }
        cs.removeFirst()
    }
    let (v, end) = scanUnsigned(cs, 0)
    guard let v, end == cs.count else { return nil }
    return sign * v
}

func isName(_ s: String) -> Bool {
    guard let f = s.first, f.isASCII, f.isLetter || f == "_" else { return false }
    return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
}

extension StringProtocol {
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let a = firstIndex(where: { !isSpace($0) }) else { return Substring() }
        let b = lastIndex(where: { !isSpace($0) })!
        return Substring(self[a...b])
    }

    func splitFirstWord() -> (Substring, Substring) {
        guard let sp = firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (Substring(self), Substring()) }
        return (Substring(self[..<sp]), Substring(self[sp...]).trimmingWhitespace())
    }
}
