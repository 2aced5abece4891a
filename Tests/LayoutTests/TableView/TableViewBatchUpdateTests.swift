import Foundation
import Testing

@testable import Layout

private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// The label texts of the cells on screen, top to bottom.
private func shownNames(_ scene: TableScene) -> [String] {
    scene.table.visibleCells.map { ($0 as? TextCell)?.label.text ?? "?" }
}

@Suite("TableView batch updates")
struct TableViewBatchUpdateTests {
    @Test("Deletes and inserts in one batch: cells, selection and positions follow UIKit's rules")
    func deleteAndInsert() {
        let scene = TableScene(RowsSource(rows: 8), height: 6)
        scene.table.selectRow(at: row(3), animated: false, scrollPosition: .none)
        let cellOfRow0 = scene.table.cellForRow(at: row(0))
        scene.table.performBatchUpdates {
            scene.source.sections[0].remove(at: 1)
            scene.source.sections[0].insert(contentsOf: ["new A", "new B"], at: 0)
            scene.table.deleteRows(at: [row(1)], with: .automatic)
            scene.table.insertRows(at: [row(0), row(1)], with: .automatic)
        }
        #expect(scene.table.numberOfRows(inSection: 0) == 9)
        #expect(shownNames(scene) == ["new A", "new B", "row 0", "row 2", "row 3", "row 4"])
        // "row 3" was selected at 3; one row above it went, two came: it is at 4 now.
        #expect(scene.table.indexPathForSelectedRow == row(4))
        #expect(scene.table.cellForRow(at: row(4))?.isSelected == true)
        // The kept row 0 slides from 0 to 2; inserted rows appear in place.
        #expect(scene.table.cellForRow(at: row(2)) === cellOfRow0)
        #expect(scene.harness.slide(of: cellOfRow0) == [0, 1, 2])
        #expect(scene.log.messages.isEmpty)
    }

    @Test("A moved row keeps its cell and travels to its new place")
    func move() {
        let scene = TableScene(RowsSource(rows: 5), height: 6)
        let moving = scene.table.cellForRow(at: row(0))
        scene.source.sections[0].append(scene.source.sections[0].removeFirst())
        scene.table.moveRow(at: row(0), to: row(4))
        #expect(shownNames(scene) == ["row 1", "row 2", "row 3", "row 4", "row 0"])
        #expect(scene.table.cellForRow(at: row(4)) === moving)
        #expect(moving?.frame.minY == 4)
        #expect(moving?.presentationFrame.minY == 0)
    }

    @Test("Batches nest: only the outermost endUpdates applies them")
    func nesting() {
        let scene = TableScene(RowsSource(rows: 3), height: 6)
        scene.table.beginUpdates()
        scene.table.beginUpdates()
        scene.source.sections[0].append("row 3")
        scene.table.insertRows(at: [row(3)], with: .none)
        scene.table.endUpdates()
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
        scene.table.endUpdates()
        #expect(scene.table.numberOfRows(inSection: 0) == 4)
        #expect(shownNames(scene) == ["row 0", "row 1", "row 2", "row 3"])
    }

    @Test("An inconsistent batch is reported in UIKit's words and the table reloads instead")
    func inconsistentBatch() {
        let scene = TableScene(RowsSource(rows: 4), height: 6)
        scene.table.selectRow(at: row(1), animated: false, scrollPosition: .none)
        scene.source.sections[0].append("row 4")
        scene.table.performBatchUpdates({ scene.table.deleteRows(at: [row(0)], with: .fade) })
        #expect(scene.log.messages.count == 1)
        #expect(
            scene.log.messages.first?.hasPrefix(
                "TableView: invalid update: invalid number of rows in section 0. The number of rows contained in an "
                    + "existing section after the update (5) must be equal to the number of rows contained in that "
                    + "section before the update (4)") == true)
        scene.window.layoutIfNeeded()
        #expect(shownNames(scene) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test("Rows that slide into view during a fold start from their old places")
    func arrivingRows() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        scene.table.userDidSelectRow(at: row(0))
        scene.advance(by: WorkplaceCell.animationTail)
        // Unfolded: rows at 0 (9 high), 9, 14; row 3 (at 19) is below the 16-cell window.
        #expect(scene.table.indexPathsForVisibleRows == [row(0), row(1), row(2)])
        scene.table.userDidSelectRow(at: row(0))
        // Folded: row 3 is at 15 now, on screen, and comes up from 19.
        let arriving = scene.cell(3)
        #expect(arriving?.frame.minY == 15)
        #expect(scene.harness.slide(of: arriving) == [19, 17, 15])
    }
}

/// A 20x10 window on a manual clock showing "##" at the top-left, placed by hand.
private func windowWithBox() -> (Window, ManualClock, Label) {
    let clock = ManualClock()
    let window = Window(size: Size(width: 20, height: 10), clock: clock)
    let controller = ViewController()
    window.rootViewController = controller
    let box = Label(text: "##")
    box.frame = Rect(x: 0, y: 0, width: 2, height: 1)
    controller.view.addSubview(box)
    return (window, clock, box)
}

@Suite("View.animate outside tables")
struct ViewAnimateTests {
    @Test(
        "A constraint change animates every moved view from its presentation frame, for each curve",
        arguments: [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut])
    func constraintChange(curve: AnimationCurve) {
        let clock = ManualClock()
        let window = Window(size: Size(width: 20, height: 10), clock: clock)
        let controller = ViewController()
        window.rootViewController = controller
        let box = Label(text: "##")
        controller.view.addSubview(box)
        var top: Constraint?
        box.snp.makeConstraints {
            top = $0.top.equalToSuperview().constraint
            $0.leading.equalToSuperview()
            $0.size.equalTo(2)
        }
        window.layoutIfNeeded()
        let animator = window.animator
        var finished: Bool?
        animator.perform {
            top?.update(offset: 8)
            View.animate(
                withDuration: 1, curve: curve, animations: { controller.view.layoutIfNeeded() },
                completion: { finished = $0 })
        }
        #expect(box.frame.minY == 8)
        var tops = [box.presentationFrame.minY]
        for _ in 0..<4 {
            clock.advance(by: 0.25)
            animator.step()
            tops.append(box.presentationFrame.minY)
        }
        let expected = [0, 0.25, 0.5, 0.75, 1].map { 8 * curve.timingCurve.progress(at: $0) }
        #expect(zip(tops, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(tops)")
        #expect(box.presentationFrame == box.frame)
        #expect(finished == true)
        #expect(!animator.isAnimating)
    }

    @Test("Drawing uses the presentation frame")
    func drawing() {
        let (window, clock, box) = windowWithBox()
        window.layoutIfNeeded()
        let animator = window.animator
        animator.animate(withDuration: 1, curve: .linear, animations: { box.frame.origin.y = 8 })
        clock.advance(by: 0.5)
        animator.step()
        #expect(window.render().lines.firstIndex { $0.hasPrefix("##") } == 4)
    }

    @Test("A frame is asked for only while something animates")
    func framesOnlyWhileAnimating() {
        let (window, clock, box) = windowWithBox()
        let animator = window.animator
        _ = window.render()
        animator.step()
        #expect(!window.needsFrame && !animator.isAnimating)
        animator.animate(withDuration: 0.5, animations: { box.frame.origin.y = 4 })
        var frames = 0
        while animator.isAnimating || window.needsFrame {
            clock.advance(by: 1.0 / 64)  // exact in binary: 32 frames make 0.5 s
            animator.step()
            _ = window.render()
            frames += 1
        }
        #expect(frames == 32)
        animator.step()
        #expect(!window.needsFrame)
    }

    @Test("Without a current animator, View.animate applies at once and completes with true")
    func noAnimator() {
        let view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        var finished: Bool?
        View.animate(withDuration: 0.3, animations: { view.frame.origin.y = 5 }, completion: { finished = $0 })
        #expect(view.presentationFrame.minY == 5)
        #expect(finished == true)
    }
}
