import CassowaryScript
import LayoutTesting
import Testing

@testable import Layout

/// `LayoutEngine.solverScript()` writes the engine's solver work as a `.cas` script: run through
/// the script runner, it must give the solution the engine has.
@Suite("The engine's solver work as a script")
struct SolverScriptTests {
    @Test func theScriptSolvesToTheEnginesLayout() throws {
        let scene = HeadlessWindow(width: 40, height: 12)
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 1
        let title = Label(text: "스타벅스 강남점"), amount = Label(text: "₩641,520")
        for label in [title, amount] { stack.addArrangedSubview(label) }
        scene.root.addSubview(stack)
        stack.snp.makeConstraints {
            $0.top.leading.equalToSuperview().inset(1)
            $0.width.equalTo(30).priority(.high)
        }
        scene.window.layoutIfNeeded()
        let text = scene.window.engine.solverScript()
        #expect(text.contains("phase build") && text.contains("@750.0") && text.contains("@251.0"))
        // Two labels with an intrinsic size: a width and a height floor each.
        #expect(text.components(separatedBy: ">= 0.0\n").count - 1 >= 4)
        let result = try Script(text: text, path: "engine.cas").run()
        #expect(result.failures == 0)
        let checksum = try #require(result.output.last { $0.hasPrefix("checksum ") })
        // The script names each item's four variables; the engine's values must sum the same.
        var sum = 0.0
        var seen = Set<ObjectIdentifier>()
        for constraint in scene.window.engine.constraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                guard let variables = item.layoutVariables, seen.insert(ObjectIdentifier(variables)).inserted else {
                    continue
                }
                sum += variables.all.reduce(0) { $0 + $1.value }
            }
        }
        #expect(checksum == "checksum \(fixed(sum, 6))")
    }
}
