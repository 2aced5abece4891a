// Constraints: `expression relation 0` with a priority, built with ==, <=, >=.

public enum Relation: Sendable, Equatable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint. An identity type: the solver adds and removes this very object.
public final class Constraint {
    /// Normalised `lhs - rhs`: the constraint reads `expression relation 0`. Each variable
    /// appears once. The constant changes only through `Solver.updateConstant(of:to:)`.
    /// Unchecked like `Variable.value`: a constraint is used from one isolation domain, and
    /// the dynamic exclusivity check was paid on every `addConstraint`.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// The slot of this constraint in the solver that last took it while it was in no other
    /// solver's slots, or -1: a hint only, like `Variable.symbolHint`. A solver trusts it when
    /// its own slot holds this very constraint (an identity comparison); a solver that took
    /// the constraint while the hint named another's slot keeps it in a dictionary instead.
    /// Only the solver whose slot it names changes it (back to -1 on removal), so a solver
    /// relying on it is never misled. Saves hashing on every add, remove and update.
    /// Unchecked like `Variable.symbolHint`, for the same reason.
    @exclusivity(unchecked) var slotHint: Int32 = -1

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
    }

    /// A new constraint with the same expression and relation at another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// Whether the constraint holds, within `tolerance`, at the variables' current values.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        var s = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        if s.isEmpty { s = "0" }
        return "\(s) + \(expression.constant) \(relation) 0 @\(priority)"
    }
}

/// `(x == y) | .high`: the constraint at another priority. `|` keeps the standard library's
/// precedence (above `==`), hence the parentheses.
public func | (c: Constraint, p: Priority) -> Constraint { c.priority(p) }

// MARK: - Relations between any two of Variable, Expression, Double.

private func make(_ l: Expression, _ r: Expression, _ rel: Relation) -> Constraint {
    Constraint(l - r, rel)
}

public func == (l: Expression, r: Expression) -> Constraint { make(l, r, .equal) }
public func == (l: Expression, r: Variable) -> Constraint { make(l, Expression(r), .equal) }
public func == (l: Variable, r: Expression) -> Constraint { make(Expression(l), r, .equal) }
public func == (l: Variable, r: Variable) -> Constraint { make(Expression(l), Expression(r), .equal) }
public func == (l: Expression, r: Double) -> Constraint { make(l, Expression(constant: r), .equal) }
public func == (l: Double, r: Expression) -> Constraint { make(Expression(constant: l), r, .equal) }
public func == (l: Variable, r: Double) -> Constraint { make(Expression(l), Expression(constant: r), .equal) }
public func == (l: Double, r: Variable) -> Constraint { make(Expression(constant: l), Expression(r), .equal) }

public func <= (l: Expression, r: Expression) -> Constraint { make(l, r, .lessThanOrEqual) }
public func <= (l: Expression, r: Variable) -> Constraint { make(l, Expression(r), .lessThanOrEqual) }
public func <= (l: Variable, r: Expression) -> Constraint { make(Expression(l), r, .lessThanOrEqual) }
public func <= (l: Variable, r: Variable) -> Constraint { make(Expression(l), Expression(r), .lessThanOrEqual) }
public func <= (l: Expression, r: Double) -> Constraint { make(l, Expression(constant: r), .lessThanOrEqual) }
public func <= (l: Double, r: Expression) -> Constraint { make(Expression(constant: l), r, .lessThanOrEqual) }
public func <= (l: Variable, r: Double) -> Constraint { make(Expression(l), Expression(constant: r), .lessThanOrEqual) }
public func <= (l: Double, r: Variable) -> Constraint { make(Expression(constant: l), Expression(r), .lessThanOrEqual) }

public func >= (l: Expression, r: Expression) -> Constraint { make(l, r, .greaterThanOrEqual) }
public func >= (l: Expression, r: Variable) -> Constraint { make(l, Expression(r), .greaterThanOrEqual) }
public func >= (l: Variable, r: Expression) -> Constraint { make(Expression(l), r, .greaterThanOrEqual) }
public func >= (l: Variable, r: Variable) -> Constraint { make(Expression(l), Expression(r), .greaterThanOrEqual) }
public func >= (l: Expression, r: Double) -> Constraint { make(l, Expression(constant: r), .greaterThanOrEqual) }
public func >= (l: Double, r: Expression) -> Constraint { make(Expression(constant: l), r, .greaterThanOrEqual) }
public func >= (l: Variable, r: Double) -> Constraint {
    make(Expression(l), Expression(constant: r), .greaterThanOrEqual)
}
public func >= (l: Double, r: Variable) -> Constraint {
    make(Expression(constant: l), Expression(r), .greaterThanOrEqual)
}

/// Errors of `Solver` calls. A call that throws leaves the solver as it was.
/// `@unchecked Sendable`: `Error` demands Sendable, and the only non-Sendable payload is the
/// conflict list, references to constraints the caller created and owns; the solver keeps no
/// hold on the error, so sending it cannot race with the solver.
public enum SolverError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case badPriority(Double)
    case requiredEditVariable
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case invalidValue(Double)
    /// The required constraints the rejected one conflicts with, the rejected one included.
    case unsatisfiableConstraint(conflicts: [Constraint])

    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case (.duplicateConstraint, .duplicateConstraint), (.unknownConstraint, .unknownConstraint),
            (.duplicateEditVariable, .duplicateEditVariable), (.unknownEditVariable, .unknownEditVariable),
            (.requiredEditVariable, .requiredEditVariable):
            return true
        case (.badPriority(let x), .badPriority(let y)), (.invalidValue(let x), .invalidValue(let y)):
            return x == y || (x.isNaN && y.isNaN)
        case (.unsatisfiableConstraint(let x), .unsatisfiableConstraint(let y)):
            return x.map(ObjectIdentifier.init) == y.map(ObjectIdentifier.init)
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case .duplicateConstraint: "the constraint is already in the solver"
        case .unknownConstraint: "the constraint is not in the solver"
        case .duplicateEditVariable: "the variable is already an edit variable"
        case .unknownEditVariable: "the variable is not an edit variable"
        case .badPriority(let p): "priority \(p) is outside 0 < priority <= 1000"
        case .requiredEditVariable: "an edit variable cannot have the required priority"
        case .invalidValue(let v): "\(v) is not a finite number"
        case .unsatisfiableConstraint(let cs):
            "unsatisfiable required constraint; conflicts with: "
                + cs.map(\.description).joined(separator: "; ")
        }
    }
}
