import Foundation
import Testing

@testable import Layout

private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// Text snapshots of table animations, frame by frame (each frame's text, then its style map),
/// kept with the other screen snapshots under the `table-` prefix; `PAYDAY_RECORD=1` writes them.
enum TableSnapshot {
    static func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        ControlSnapshot.assertMatches(text: text, named: "table-" + name, sourceLocation: sourceLocation)
    }
}

/// The frames of a run loop at 64 Hz (exact in binary) from now until 0.3125 s, the batch's
/// 0.3 s and one frame more: the canvas of each.
private func framesOfBatch(_ scene: TableScene) -> [Canvas] {
    (0..<21).map { frame in
        if frame > 0 { scene.clock.advance(by: 1.0 / 64) }
        return scene.window.render()
    }
}

private func snapshotText(_ frames: [Canvas]) -> String {
    frames.enumerated().map { "-- frame \($0.offset) (\($0.offset)/64 s) --\n" + ControlSnapshot.text(of: $0.element) }
        .joined()
}

private func line(_ canvas: Canvas, _ y: Int) -> String {
    canvas.text.components(separatedBy: "\n")[y]
}

private func isDim(_ canvas: Canvas, line y: Int) -> Bool { canvas[0, y].style.isDim }

enum RowChange: String, CaseIterable, Sendable {
    case insert, delete, reload
}

extension TableViewRowAnimation: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }
}

@Suite("TableView row animations, frame by frame")
struct TableRowAnimationTests {
    /// Five one-line rows in an 8x7 table; the change touches row 2.
    private func run(_ change: RowChange, _ animation: TableViewRowAnimation) -> (
        scene: TableScene, frames: [Canvas], finished: Bool?
    ) {
        let source = RowsSource(rows: 5)
        let scene = TableScene(source, width: 8, height: 7)
        var finished: Bool?
        scene.table.performBatchUpdates(
            {
                switch change {
                case .insert:
                    source.sections[0].insert("new", at: 2)
                    scene.table.insertRows(at: [row(2)], with: animation)
                case .delete:
                    source.sections[0].remove(at: 2)
                    scene.table.deleteRows(at: [row(2)], with: animation)
                case .reload:
                    source.sections[0][2] = "ROW 2"
                    scene.table.reloadRows(at: [row(2)], with: animation)
                }
            }, completion: { finished = $0 })
        return (scene, framesOfBatch(scene), finished)
    }

    @Test(
        "Every row animation of an insert, a delete and a reload, against its snapshot",
        arguments: RowChange.allCases, [TableViewRowAnimation.fade, .top, .bottom, .left, .right, .none, .automatic])
    func rowAnimation(change: RowChange, animation: TableViewRowAnimation) {
        let (scene, frames, finished) = run(change, animation)
        TableSnapshot.assertMatches(snapshotText(frames), named: "row-\(change.rawValue)-\(animation)")
        let last = try! #require(frames.last)
        let names = ["row 0", "row 1", change == .insert ? "new" : change == .reload ? "ROW 2" : "row 3"]
        #expect((0..<3).map { line(last, $0) } == names)
        #expect(!(0..<6).contains { isDim(last, line: $0) })
        #expect(finished == true)
        #expect(!scene.window.animator.isAnimating)
        // Nothing is left over: the table shows exactly its cells.
        #expect(scene.table.subviews.filter { !$0.isHidden }.count == scene.table.visibleCells.count)
        #expect(scene.log.messages.isEmpty)
        let changed = frames.dropLast().contains { line($0, 2) != line(last, 2) || isDim($0, line: 2) }
        if animation == .none && change == .reload {
            #expect(!changed)
        } else {
            #expect(changed, "the row's line changes over the animation")
        }
        if animation == .fade && change != .delete {
            // Fading in: dim first, normal at the end.
            #expect(isDim(frames[1], line: 2) && line(frames[1], 2) == names[2])
        }
        if animation == .fade && change == .delete {
            // Fading out: normal first, then dim (before the row below covers it).
            #expect(!isDim(frames[1], line: 2) && line(frames[1], 2) == "row 2")
            #expect(frames.contains { line($0, 2) == "row 2" && isDim($0, line: 2) })
        }
    }

    @Test("A deleted row stays drawn until its animation ends, then goes back to the pool")
    func deletedRowStaysUntilTheEnd() {
        let source = RowsSource(rows: 5)
        let scene = TableScene(source, width: 8, height: 7)
        let deleted = try! #require(scene.table.cellForRow(at: row(2)))
        source.sections[0].remove(at: 2)
        scene.table.deleteRows(at: [row(2)], with: .left)
        var left: [Double] = []
        while scene.window.animator.isAnimating {
            #expect(deleted.superview === scene.table && !deleted.isHidden)
            left.append(deleted.presentationFrame.minX)
            scene.advance(by: 1.0 / 64)
        }
        #expect(left.first == 0 && left.count == 20)
        #expect(zip(left, left.dropFirst()).allSatisfy { $0 > $1 }, "\(left)")
        #expect(deleted.isHidden || deleted.superview == nil)
        #expect(scene.table.numberOfReusableCells == 1)
    }

    @Test("Reduced motion: every row animation applies at once")
    func reducedMotion() {
        for animation in [TableViewRowAnimation.fade, .left, .top, .automatic] {
            let source = RowsSource(rows: 5)
            let scene = TableScene(source, width: 8, height: 7)
            scene.window.animationsEnabled = false
            var finished: Bool?
            scene.table.performBatchUpdates(
                {
                    source.sections[0].remove(at: 1)
                    source.sections[0].insert("new", at: 3)
                    scene.table.deleteRows(at: [row(1)], with: animation)
                    scene.table.insertRows(at: [row(3)], with: animation)
                }, completion: { finished = $0 })
            #expect(finished == true)
            #expect(!scene.window.animator.isAnimating)
            let canvas = scene.window.render()
            #expect((0..<5).map { line(canvas, $0) } == ["row 0", "row 2", "row 3", "new", "row 4"])
            #expect(!(0..<5).contains { isDim(canvas, line: $0) })
            #expect(scene.table.subviews.filter { !$0.isHidden }.count == 5)
        }
    }

    @Test("Interrupted: a row deleted while it fades in fades out from where it was; the first batch gets false")
    func interruptedFade() {
        let source = RowsSource(rows: 3)
        let scene = TableScene(source, width: 8, height: 7)
        var first: Bool?, second: Bool?
        scene.table.performBatchUpdates(
            {
                source.sections[0].insert("new", at: 1)
                scene.table.insertRows(at: [row(1)], with: .fade)
            }, completion: { first = $0 })
        for _ in 0..<8 { scene.advance(by: 1.0 / 64) }
        let cell = try! #require(scene.table.cellForRow(at: row(1)))
        let key = AnimationKey(cell, "rowVisibility")
        let visibility = try! #require(scene.window.animator.presentationValue(for: key, as: Double.self))
        #expect(visibility > 0.2 && visibility < 0.8)
        scene.table.performBatchUpdates(
            {
                source.sections[0].remove(at: 1)
                scene.table.deleteRows(at: [row(1)], with: .fade)
            }, completion: { second = $0 })
        #expect(first == false)
        #expect(scene.window.animator.presentationValue(for: key, as: Double.self) == visibility)
        scene.advance(by: 1.0 / 64)
        #expect(try! #require(scene.window.animator.presentationValue(for: key, as: Double.self)) < visibility)
        scene.advance(by: TableView.batchUpdateDuration)
        #expect(second == true)
        #expect(scene.lines.prefix(3) == ["row 0", "row 1", "row 2"])
        #expect(scene.table.subviews.filter { !$0.isHidden }.count == 3)
    }

    @Test("Interrupted: a row deleted while it slides in leaves from where it is")
    func interruptedSlide() {
        let source = RowsSource(rows: 3)
        let scene = TableScene(source, width: 8, height: 7)
        source.sections[0].insert("new", at: 1)
        scene.table.insertRows(at: [row(1)], with: .right)
        for _ in 0..<8 { scene.advance(by: 1.0 / 64) }
        let cell = try! #require(scene.table.cellForRow(at: row(1)))
        let shown = cell.presentationFrame
        #expect(shown.minX > 0 && shown.minX < 8)
        source.sections[0].remove(at: 1)
        scene.table.deleteRows(at: [row(1)], with: .left)
        #expect(cell.presentationFrame == shown)
        scene.advance(by: 1.0 / 64)
        #expect(cell.presentationFrame.minX < shown.minX)
        scene.advance(by: TableView.batchUpdateDuration)
        #expect(scene.lines.prefix(3) == ["row 0", "row 1", "row 2"])
    }

    @Test("Sections come and go with their headers: insert fading, delete sliding left, against snapshots")
    func sectionAnimations() {
        let source = RowsSource([["a0", "a1"], ["b0"]])
        source.headerTitles = [0: "A", 1: "B"]
        let scene = TableScene(source, width: 8, height: 7)
        scene.table.performBatchUpdates {
            source.sections.insert(["n0"], at: 1)
            source.headerTitles = [0: "A", 1: "N", 2: "B"]
            scene.table.insertSections(IndexSet([1]), with: .fade)
        }
        let inserted = framesOfBatch(scene)
        TableSnapshot.assertMatches(snapshotText(inserted), named: "section-insert-fade")
        #expect(isDim(inserted[1], line: 3) && isDim(inserted[1], line: 4) && line(inserted[1], 3) == "N")
        #expect((0..<7).map { line(inserted[20], $0) } == ["A", "a0", "a1", "N", "n0", "B", "b0"])
        scene.table.performBatchUpdates {
            source.sections.remove(at: 0)
            source.headerTitles = [0: "N", 1: "B"]
            scene.table.deleteSections(IndexSet([0]), with: .left)
        }
        let deleted = framesOfBatch(scene)
        TableSnapshot.assertMatches(snapshotText(deleted), named: "section-delete-left")
        #expect((0..<4).map { line(deleted[20], $0) } == ["N", "n0", "B", "b0"])
        #expect(scene.table.subviews.filter { !$0.isHidden }.count == 4)
    }

    @Test("automatic is chosen as UIKit does: never behind the section's header or footer")
    func automaticRule() {
        #expect(RowTransition(.automatic) == .fade)  // reloads, sections
        #expect(RowTransition(.automatic, row: 0, rowCount: 1) == .fade)  // the only row
        #expect(RowTransition(.automatic, row: 0, rowCount: 4) == .slide(.bottom))
        #expect(RowTransition(.automatic, row: 2, rowCount: 4) == .slide(.top))
        #expect(RowTransition(.automatic, row: 3, rowCount: 4) == .slide(.top))
        #expect(RowTransition(.middle) == .fade)
    }
}
