import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A new row is measured at the table's width (a required `View-Fitting-Width`) and its content
/// view is then held at that width (`View-Encapsulated-Layout-Width`): the measurement's width
/// stays in the solver and becomes the encapsulated one, instead of leaving the solver and
/// coming back at once. What the registry says is as if it had.
@Suite("A new row keeps the width it was measured at")
struct MeasuredWidthKeptTests {
    @Test("The content view's encapsulated constraints come in UIKit's order; only the fitting height left the solver")
    func keptWidthBecomesTheEncapsulatedOne() throws {
        let source = RowsSource(rows: 3)
        source.lines = ["row 1": 2]
        let scene = TableScene(source, width: 30, height: 10)
        let engine = scene.window.engine
        #expect(scene.visibleRows == ["0.0", "0.1", "0.2"])
        // Each of the three measurements took only its fitting height out of the solver.
        #expect(engine.solverRemovalCount == 3)
        #expect(!engine.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        for (row, height) in [(0, 1.0), (1, 2), (2, 1)] {
            let cell = try #require(scene.table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextCell)
            let held = cell.contentView.autoresizingConstraints
            #expect(
                held.map(\.identifier) == [
                    "View-Encapsulated-Layout-Left", "View-Encapsulated-Layout-Top",
                    "View-Encapsulated-Layout-Width", "View-Encapsulated-Layout-Height",
                ])
            #expect(held.map(\.constant) == [0, 0, 30, height])
            #expect(held.allSatisfy { $0.isActive && !$0.isBroken && $0.priority == .required })
            // Activated in that order, after the cell's own, and listed by the content view so.
            #expect(zip(held, held.dropFirst()).allSatisfy { $0.activationOrder < $1.activationOrder })
            #expect(cell.autoresizingConstraints.allSatisfy { $0.activationOrder < held[0].activationOrder })
            let listed = cell.contentView.referencingConstraints.filter { constraint in
                held.contains { $0 === constraint }
            }
            #expect(listed.map(\.identifier) == held.map(\.identifier))
            #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 30, height: height))
            #expect(cell.label.frame.width == 30)
        }
        #expect(scene.lines.prefix(4) == ["row 0", "row 1", "", "row 2"])
        #expect(scene.log.messages.isEmpty)
    }

    @Test("A row that the rows measured above it push below the viewport is not made")
    func aRowPushedOutByTheRowsAboveIsNotMade() throws {
        // Five rows fit by their estimates (1 each); the first two measure 3 lines, so only
        // they show: rows 2 to 4 are never asked for. (They were made, measured and pooled in
        // the same pass before: 5 cells asked for, 108 solver additions and 32 removals, then
        // 87 and 19 once the pushed-out ones went to the pool unheld; now as many as a table
        // of the two rows alone makes.)
        let source = RowsSource(rows: 5)
        source.lines = ["row 0": 3, "row 1": 3]
        let scene = TableScene(source, width: 30, height: 5)
        let engine = scene.window.engine
        #expect(scene.visibleRows == ["0.0", "0.1"])
        #expect(source.cellRequests == 2)
        #expect(scene.table.numberOfReusableCells == 0)
        #expect(scene.table.subviews.compactMap { $0 as? TextCell }.count == 2)
        #expect(!engine.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        // The engine did what a table of those two rows alone does: nothing for rows 2 to 4.
        let twoRows = RowsSource(rows: 2)
        twoRows.lines = source.lines
        let alone = TableScene(twoRows, width: 30, height: 5)
        #expect(engine.solverAdditionCount == alone.window.engine.solverAdditionCount)
        #expect(engine.solverRemovalCount == alone.window.engine.solverRemovalCount)
        // Scrolled down, rows 2 and 3 are made then, measured and held as new ones.
        scene.table.setContentOffset(Point(x: 0, y: 3), animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.visibleRows == ["0.1", "0.2", "0.3"])
        #expect(source.cellRequests == 4)
        for row in [2, 3] {
            let cell = try #require(scene.table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextCell)
            #expect(cell.label.text == "row \(row)")
            #expect(cell.contentView.autoresizingConstraints.map(\.constant) == [0, 0, 30, 1])
            #expect(cell.label.frame.width == 30)
        }
        #expect(scene.lines == ["row 1", "", "", "row 2", "row 3"])
        #expect(scene.log.messages.isEmpty)
    }

    @Test("A row whose content is wider than the table breaks the same constraint and says so twice, as before")
    func tooWideContentIsMeasuredAndHeldAsBefore() throws {
        let source = RowsSource(rows: 1)
        let scene = TableScene(source, width: 30, height: 5)
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell)
        #expect(scene.log.messages.isEmpty)
        // Shown again (reused), the label wants 40 cells, required, in a 30-cell row: a new row of this cell conflicts
        // with the measurement's width, which breaks the label's width, and again with the
        // encapsulated width when the row is held.
        let wide = cell.label.widthAnchor.constraint(equalToConstant: 40)
        wide.isActive = true  // broken at once, against the row held now (logged)
        let logged = scene.log.messages.count
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        let shown = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell)
        #expect(shown === cell)
        #expect(wide.isActive && wide.isBroken)
        let held = cell.contentView.autoresizingConstraints
        #expect(held.map(\.identifier).contains("View-Encapsulated-Layout-Width"))
        #expect(held.allSatisfy { $0.isActive && !$0.isBroken })
        #expect(cell.contentView.frame.width == 30)
        let conflicts = scene.log.messages.dropFirst(logged).filter { $0.contains("Unable to simultaneously satisfy") }
        #expect(conflicts.count == 2)
        #expect(conflicts.first?.contains("View-Fitting-Width") == true)
        #expect(conflicts.last?.contains("View-Encapsulated-Layout-Width") == true)
    }
}
