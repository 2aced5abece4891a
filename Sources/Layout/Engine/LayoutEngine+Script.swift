import Cassowary

extension LayoutEngine {
    /// The engine's solver work as a `.cas` script (the format of docs/cas-format.md):
    /// every constraint in the solver, in activation order, then the size floors, in one timed
    /// phase `build`, followed by `update` and `checksum`. The same file runs through this
    /// project's `cassowary` command and through kiwi's reference runner, so the solver's share
    /// of building a view tree can be compared between the two (`layout-bench cas`,
    /// `bench/layout.sh`). Variables are named by item, in order of first appearance
    /// (`i3.x`, `i3.y`, `i3.w`, `i3.h`).
    public func solverScript() -> String {
        solveIfNeeded()
        var items: [ItemVariables] = []
        var names: [ObjectIdentifier: String] = [:]
        func noteItem(_ item: LayoutItem?) {
            guard let variables = item?.layoutVariables, names[ObjectIdentifier(variables.minX)] == nil else { return }
            let prefix = "i\(items.count)"
            items.append(variables)
            for (variable, suffix) in [
                (variables.minX, "x"), (variables.minY, "y"), (variables.width, "w"), (variables.height, "h"),
            ] {
                names[ObjectIdentifier(variable)] = "\(prefix).\(suffix)"
            }
        }
        func line(_ constraint: Cassowary.Constraint) -> String? {
            var text = ""
            for term in constraint.expression.terms {
                guard let name = names[ObjectIdentifier(term.variable)] else { return nil }
                let magnitude = abs(term.coefficient)
                if text.isEmpty {
                    text = (term.coefficient < 0 ? "0 - " : "") + "\(magnitude)*\(name)"
                } else {
                    text += (term.coefficient < 0 ? " - " : " + ") + "\(magnitude)*\(name)"
                }
            }
            if text.isEmpty { text = "0" }
            let relation =
                switch constraint.relation {
                case .equal: "=="
                case .lessThanOrEqual: "<="
                case .greaterThanOrEqual: ">="
                }
            let priority = constraint.priority.isRequired ? "" : " @\(constraint.priority.rawValue)"
            return "constraint \(text) \(relation) \(-constraint.expression.constant + 0)\(priority)"
        }
        var lines = ["# The constraints of one layout engine, written by LayoutEngine.solverScript().", "phase build"]
        for constraint in constraints {
            guard let installed = constraint.solverConstraint else { continue }
            noteItem(constraint.firstItem)
            noteItem(constraint.secondItem)
            if let text = line(installed) { lines.append(text) }
        }
        for variables in items {
            if variables.floorsWidth, let text = line(variables.widthFloor) { lines.append(text) }
            if variables.floorsHeight, let text = line(variables.heightFloor) { lines.append(text) }
        }
        lines += ["endphase", "update", "checksum"]
        return lines.joined(separator: "\n") + "\n"
    }
}
