import LayoutTesting
import Testing

@testable import Layout

// Seeds: hugging-compression-priority.txt and unsatisfiable-layouts.txt.

@Suite("Hugging against priorities, planned failure points")
struct PriorityScenarioTests {
    /// The seed's table view above an insert button, at terminal scale: the table wants a
    /// height of 10 at 999, the button hugs its one-line height at `hugging`.
    private func tableAndButton(buttonHugging hugging: LayoutPriority) -> (
        table: View, button: Label, log: LayoutLog, scene: HeadlessWindow
    ) {
        let scene = HeadlessWindow(width: 80, height: 24)
        let tableView = View()
        let insertButton = Label(text: "insert")
        scene.root.addSubview(tableView)
        scene.root.addSubview(insertButton)
        tableView.snp.makeConstraints {
            $0.top.equalTo(scene.root.safeAreaLayoutGuide)
            $0.left.right.equalToSuperview()
            $0.bottom.equalTo(insertButton.snp.top)
            $0.height.equalTo(10).priority(999)
        }
        insertButton.setContentHuggingPriority(LayoutPriority(rawValue: hugging.rawValue), for: .vertical)
        insertButton.snp.makeConstraints {
            $0.bottom.left.equalTo(scene.root.safeAreaLayoutGuide)
            $0.width.equalToSuperview().dividedBy(2)
        }
        scene.window.layoutIfNeeded()
        return (tableView, insertButton, scene.log, scene)
    }

    @Test func aHeightAt999BeatsHuggingAt998() {
        let (table, button, log, scene) = tableAndButton(buttonHugging: 998)
        #expect(table.frame == Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(button.frame == Rect(x: 0, y: 10, width: 40, height: 14), "the button grows past its text")
        #expect(log.messages.isEmpty)
        withExtendedLifetime(scene) {}
    }

    @Test func requiredHuggingBeatsTheHeightAt999() {
        let (table, button, log, scene) = tableAndButton(buttonHugging: .required)
        #expect(button.frame == Rect(x: 0, y: 23, width: 40, height: 1), "the button keeps its one line")
        #expect(table.frame == Rect(x: 0, y: 0, width: 80, height: 23))
        #expect(log.messages.isEmpty, "999 is optional: it gives way without a log")
        withExtendedLifetime(scene) {}
    }

    /// A badge that wants 30 cells in a 20-cell row, pinned to both edges.
    private func badge(widthPriority: LayoutPriority) -> (View, LayoutLog, HeadlessWindow) {
        let scene = HeadlessWindow(width: 20, height: 5)
        let badge = View()
        scene.root.addSubview(badge)
        badge.snp.makeConstraints {
            $0.left.right.top.equalToSuperview()
            $0.height.equalTo(1)
            $0.width.equalTo(30).priority(widthPriority)
        }
        scene.window.layoutIfNeeded()
        return (badge, scene.log, scene)
    }

    @Test func a999ConstraintIsAPlannedFailurePoint() {
        let (badge, log, scene) = badge(widthPriority: 999)
        #expect(badge.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(log.messages.isEmpty)
        withExtendedLifetime(scene) {}
    }

    @Test func theSameConstraintRequiredIsBrokenAndLogged() throws {
        let (badge, log, scene) = badge(widthPriority: .required)
        #expect(badge.frame == Rect(x: 0, y: 0, width: 20, height: 1), "laid out with the rest")
        try #require(log.messages.count == 1)
        let parsed = try #require(UnsatisfiableLog(log.messages[0]))
        #expect(parsed.broken.withoutAddresses.hasSuffix("View:0x?.width == 30>"))
        #expect(parsed.listed.contains(parsed.broken))
        #expect(badge.constraintsAffectingLayout(for: .horizontal).contains { $0.isBroken })
        withExtendedLifetime(scene) {}
    }
}
