// The `.cas` constraint-script format (docs/cas-format.md): parsing.
// The parser reads the whole file first, so a malformed script fails before any solving,
// with `FILE:LINE: what is wrong`.
import Cassowary

/// A malformed script or a statement the solver refuses: `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int
    public let message: String

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
        // A byte order mark may open the file (editors on Windows write one). Lines end in
        // LF or CRLF: Swift reads "\r\n" as one Character, so a split on "\n" alone never
        // split a CRLF file and its whole text was one line.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
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
                guard labels.contains(args[0]) else {
                    throw fail("no constraint labelled '\(args[0])' before this line")
                }
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
        let chars = Array(body.utf8)
        let eq = UInt8(ascii: "="), lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        var opAt = -1
        for i in 0..<max(0, chars.count - 1)
        where chars[i + 1] == eq && (chars[i] == eq || chars[i] == lt || chars[i] == gt) {
            opAt = i
            break
        }
        guard opAt >= 0 else { throw fail("expected ==, <= or >= in constraint") }
        let relation: Relation = chars[opAt] == eq ? .equal : chars[opAt] == lt ? .lessThanOrEqual : .greaterThanOrEqual
        let (lterms, lc) = try parseExpression(String(decoding: chars[..<opAt], as: UTF8.self), fail)
        let (rterms, rc) = try parseExpression(String(decoding: chars[(opAt + 2)...], as: UTF8.self), fail)
        var terms: [LinearTerm] = []
        var pos: [Int: Int] = [:]
        for (n, c) in lterms.map({ ($0.0, $0.1) }) + rterms.map({ ($0.0, -$0.1) }) {
            let v = note(n)
            if let p = pos[v] {
                terms[p].coefficient += c
            } else {
                pos[v] = terms.count; terms.append(LinearTerm(variable: v, coefficient: c))
            }
        }
        return .constraint(label: label, terms: terms, constant: lc - rc, relation: relation, priority: priority)
    }
}

/// Terms joined by + and -; a term is NUMBER, NAME, NUMBER*NAME or NAME*NUMBER.
/// Returns (name, coefficient) in first-appearance order (repeats merged) and the constant.
/// Works on UTF-8 bytes: every character the grammar knows is ASCII.
func parseExpression(
    _ text: String, _ fail: (String) -> ScriptError
) throws(ScriptError) -> ([(String, Double)], Double) {
    enum Tok: Equatable { case num(Double), name(String), op(UInt8) }
    let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-"), star = UInt8(ascii: "*")
    var toks: [Tok] = []
    let cs = Array(text.utf8)
    func rest(_ i: Int) -> String { String(decoding: cs[i...], as: UTF8.self) }
    var i = 0
    while i < cs.count {
        let c = cs[i]
        if isSpace(c) { i += 1; continue }
        if c == plus || c == minus || c == star { toks.append(.op(c)); i += 1; continue }
        if isNameStart(c) {
            var j = i
            while j < cs.count && isNameByte(cs[j]) { j += 1 }
            toks.append(.name(String(decoding: cs[i..<j], as: UTF8.self)))
            i = j
            continue
        }
        if isDigit(c) || c == UInt8(ascii: ".") {
            let (v, j) = scanUnsigned(cs, i)
            guard let v else { throw fail("cannot read number at '\(rest(i))'") }
            toks.append(.num(v))
            i = j
            continue
        }
        throw fail("cannot read expression at '\(rest(i))'")
    }
    var terms: [(String, Double)] = []
    var constant = 0.0
    var sign = 1.0
    var expectTerm = true
    var k = 0
    while k < toks.count {
        let t = toks[k]
        if expectTerm {
            if case .op(let o) = t, o != star {
                if o == minus { sign = -sign }
                k += 1
                continue
            }
            var coef = 1.0
            var name: String? = nil
            switch t {
            case .num(let v):
                coef = v
                if k + 2 < toks.count, toks[k + 1] == .op(star), case .name(let n) = toks[k + 2] { name = n; k += 2 }
            case .name(let n):
                name = n
                if k + 2 < toks.count, toks[k + 1] == .op(star), case .num(let v) = toks[k + 2] { coef = v; k += 2 }
            case .op:
                throw fail("unexpected '*' in expression")
            }
            if let name {
                if let p = terms.firstIndex(where: { $0.0 == name }) {
                    terms[p].1 += sign * coef
                } else {
                    terms.append((name, sign * coef))
                }
            } else {
                constant += sign * coef
            }
            sign = 1
            expectTerm = false
        } else {
            guard case .op(let o) = t, o != star else {
                throw fail("expected + or - in expression '\(text.trimmingWhitespace())'")
            }
            sign = o == minus ? -1 : 1
            expectTerm = true
        }
        k += 1
    }
    if expectTerm { throw fail("expression '\(text.trimmingWhitespace())' ends early") }
    return (terms, constant)
}

@inline(__always) func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D }
@inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
@inline(__always) func isNameStart(_ c: UInt8) -> Bool {
    (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
}
@inline(__always) func isNameByte(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) || c == 0x2E }

/// `(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?` starting at i; returns the value and the end index.
func scanUnsigned(_ cs: [UInt8], _ start: Int) -> (Double?, Int) {
    var j = start
    func digits() -> Int {
        let s = j
        while j < cs.count, isDigit(cs[j]) { j += 1 }
        return j - s
    }
    let intDigits = digits()
    if j < cs.count && cs[j] == UInt8(ascii: ".") {
        j += 1
        let frac = digits()
        if intDigits == 0 && frac == 0 { return (nil, j) }
    } else if intDigits == 0 {
        return (nil, j)
    }
    if j < cs.count && (cs[j] == UInt8(ascii: "e") || cs[j] == UInt8(ascii: "E")) {
        let save = j
        j += 1
        if j < cs.count && (cs[j] == UInt8(ascii: "+") || cs[j] == UInt8(ascii: "-")) { j += 1 }
        if digits() == 0 { j = save }
    }
    return (Double(String(decoding: cs[start..<j], as: UTF8.self)), j)
}

/// A whole token that is an optionally signed decimal number.
func parseNumber(_ s: String) -> Double? {
    var cs = Array(s.utf8)
    var sign = 1.0
    if let f = cs.first, f == UInt8(ascii: "+") || f == UInt8(ascii: "-") {
        if f == UInt8(ascii: "-") { sign = -1 }
        cs.removeFirst()
    }
    let (v, end) = scanUnsigned(cs, 0)
    guard let v, end == cs.count else { return nil }
    return sign * v
}

func isName(_ s: String) -> Bool {
    guard let f = s.utf8.first, isNameStart(f) else { return false }
    return s.utf8.allSatisfy(isNameByte)
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
