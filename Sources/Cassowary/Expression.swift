// Variables, priorities and linear expressions: the values constraints are built from.

/// A solver variable. An identity type: two variables with the same name are different
/// variables. Deliberately not Equatable, so that `x == y` builds a `Constraint`.
public final class Variable {
    public let name: String
    /// The value written by the last `Solver.updateVariables()` that involved this variable.
    /// Only `updateVariables` writes it, with no other access in flight (a solver is used from
    /// one isolation domain), so the per-access dynamic exclusivity check is not needed: it
    /// was a measurable part of an animation step (docs/history/solver-log.md).
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// The symbol of this variable in the solver that first met it while no other solver's
    /// hint was set, or -1: a hint only. A solver trusts it when its own tableau maps that
    /// symbol back to this very variable (an identity comparison); a solver that meets the
    /// variable while the hint names another's symbol keeps it in a dictionary instead. Only
    /// the solver whose symbol it names changes it (back to -1 when it forgets the variable,
    /// resets or goes away), so a solver relying on it is never misled. Saves hashing for
    /// every term of every constraint. Unchecked like `value`, for the same reason.
    @exclusivity(unchecked) var symbolHint: Int32 = -1
    /// A number the solver's user keeps with the variable (kiwi's context), -1 until set: the
    /// solver never reads or changes it. A layout engine keeps there where it lists the
    /// variable's owner, so that a variable the solver reports changed leads to its owner
    /// without a look-up by identity. Unchecked like `value`, for the same reason.
    @exclusivity(unchecked) public var context = -1

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "Variable@\(ObjectIdentifier(self))" : name }
}

/// How strongly a constraint should hold. `required` (1000) must hold; below that, a higher
/// priority is always preferred over any amount of violation of lower ones (strict levels).
/// Valid values are 0 < rawValue <= 1000; the solver rejects others with `.badPriority`.
public struct Priority: Comparable, Hashable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public let rawValue: Double

    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let medium = Priority(500)
    public static let low = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the solver accepts this priority at all.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    public var description: String { isRequired ? "required" : "\(rawValue)" }
}

/// `coefficient * variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `sum(terms) + constant`. Terms may repeat a variable; the solver adds them up.
public struct Expression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ term: Term) { self.init([term]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with each variable appearing once (first-appearance order) and
    /// zero coefficients dropped.
    public func reduced() -> Expression {
        // Most constraints have one to four terms: a quadratic scan by identity beats building
        // a dictionary (which was most of this function's cost per constraint).
        if terms.count <= 8 {
            // Usually already reduced (a layout constraint between two items): then the same
            // terms, in the same order, without a new array (an allocation, a copy and a
            // retain and release of each variable per constraint made).
            if isReducedAlready { return self }
            var out: [Term] = []
            out.reserveCapacity(terms.count)
            for t in terms {
                if let i = out.firstIndex(where: { $0.variable === t.variable }) {
                    out[i].coefficient += t.coefficient
                } else {
                    out.append(t)
                }
            }
            out.removeAll { $0.coefficient == 0 }
            return Expression(out, constant: constant)
        }
        var index: [ObjectIdentifier: Int] = [:]
        var out: [Term] = []
        for t in terms {
            let id = ObjectIdentifier(t.variable)
            if let i = index[id] {
                out[i].coefficient += t.coefficient
            } else {
                index[id] = out.count
                out.append(t)
            }
        }
        return Expression(out.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// Whether no variable repeats and no coefficient is zero: `reduced()` would give the same
    /// terms in the same order. Checked without allocating (for up to eight terms).
    private var isReducedAlready: Bool {
        terms.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                if buffer[i].coefficient == 0 { return false }
                for j in 0..<i where buffer[j].variable === buffer[i].variable { return false }
            }
            return true
        }
    }

    /// The value of the expression at the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    func scaled(_ k: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * k) }, constant: constant * k)
    }
}

// MARK: - Arithmetic. Every operator returns an Expression, so chains stay in one type.

public func * (k: Double, v: Variable) -> Expression { Expression(Term(v, k)) }
public func * (v: Variable, k: Double) -> Expression { Expression(Term(v, k)) }
public func / (v: Variable, k: Double) -> Expression { Expression(Term(v, 1 / k)) }
public func * (e: Expression, k: Double) -> Expression { e.scaled(k) }
public func * (k: Double, e: Expression) -> Expression { e.scaled(k) }
public func / (e: Expression, k: Double) -> Expression { e.scaled(1 / k) }
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1)) }
public prefix func - (e: Expression) -> Expression { e.scaled(-1) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, k: Double) -> Expression { Expression(a.terms, constant: a.constant + k) }
public func + (k: Double, a: Expression) -> Expression { a + k }
public func + (a: Variable, k: Double) -> Expression { Expression(a) + k }
public func + (k: Double, a: Variable) -> Expression { Expression(a) + k }

public func - (a: Expression, b: Expression) -> Expression { a + b.scaled(-1) }
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func - (a: Expression, k: Double) -> Expression { a + (-k) }
public func - (k: Double, a: Expression) -> Expression { a.scaled(-1) + k }
public func - (a: Variable, k: Double) -> Expression { Expression(a) + (-k) }
public func - (k: Double, a: Variable) -> Expression { Expression([Term(a, -1)], constant: k) }
