import Foundation
import Testing

@testable import Layout

/// A cell showing one line of text.
final class LineCell: TableViewCell {
    let label = Label()
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

/// A table of 30 shifts; ↓/↑ move its selection (the controller's key commands), `n` opens
/// the sheet.
final class ShiftListController: ViewController, TableViewDataSource {
    let table = TableView()
    var opened = 0

    override func viewDidLoad() {
        table.rowHeight = 1
        table.register(LineCell.self, forCellReuseIdentifier: "line")
        table.dataSource = self
        view.addSubview(table)
        table.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath) as! LineCell
        cell.label.text = "Shift \(indexPath.row + 1) · 근무 \(indexPath.row + 1)"
        return cell
    }

    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(input: KeyCommand.inputDownArrow, title: "Next") { [unowned self] in move(1) },
            KeyCommand(input: KeyCommand.inputUpArrow, title: "Previous") { [unowned self] in move(-1) },
        ]
    }

    private func move(_ step: Int) {
        let row = min(max((table.indexPathForSelectedRow?.row ?? -1) + step, 0), 29)
        table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }
}

/// A sheet with a note field; Esc closes it.
final class NoteSheet: ViewController {
    let field = TextField(placeholder: "메모 note")
    var closed = 0
    override func viewDidLoad() {
        view.backgroundStyle = .plain
        let title = Label(text: "New note 새 메모", style: Style(attributes: .bold))
        view.addSubview(title)
        view.addSubview(field)
        title.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        field.snp.makeConstraints {
            $0.top.equalTo(title.snp.bottom).offset(1)
            $0.leading.trailing.equalToSuperview().inset(1)
            $0.bottom.equalToSuperview().inset(1)
        }
    }
    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(input: KeyCommand.inputEscape, title: "Close") { [unowned self] in
                closed += 1
                dismiss(animated: true)
            }
        ]
    }
}

@Suite struct PresentationTests {
    @Test func aSheetOverATableTakesTheKeysAndLeavesTheTableUntouched() {
        let list = ShiftListController()
        let scene = ControlScene(controller: list)
        scene.window.pressKey(.downArrow)
        scene.window.pressKey(.downArrow)
        let before = scene.render()
        let tableFrames = list.table.subviews.map(\.frame)
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        let sheet = NoteSheet()
        list.present(sheet, animated: true)
        #expect(list.presentedViewController === sheet)
        #expect(sheet.presentingViewController === list)
        #expect(sheet.field.isFirstResponder)  // focus moved into the sheet
        // Frame by frame at 60 Hz: the sheet's top rises from the bottom edge to its place.
        var tops: [Double] = []
        var canvas = scene.render()
        tops.append(sheet.view.presentationFrame.minY)
        while scene.window.needsFrame, tops.count < 40 {
            canvas = scene.step(1.0 / 60)
            tops.append(sheet.view.presentationFrame.minY)
        }
        #expect(tops.first == 24)
        #expect(tops.last == 19)
        #expect(tops == tops.sorted(by: >))
        #expect(tops.count >= 15 && tops.count <= 21, "\(tops.count) frames")
        #expect(canvas.trimmedLines[20] == " New note 새 메모")
        // The table beneath is dimmed, still drawn, and gets no keys.
        #expect(canvas.trimmedLines[1].hasPrefix("Shift 2 · 근무 2"))
        #expect(canvas[0, 1].style.isDim)
        scene.window.pressKey(.downArrow)
        scene.type("한글")
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(sheet.field.text == "한글")
        #expect(scene.window.cursorPosition == CellPosition(x: 6, y: 22))
        // A click on the dimmed table does nothing.
        #expect(!scene.window.click(at: Point(x: 3, y: 5)))
        #expect(sheet.field.isFirstResponder)
        // The hint bar's keys are the sheet's, not the table's.
        #expect(scene.window.keyCommandsInReach.compactMap(\.title) == ["Close"])

        scene.window.pressKey(.escape)
        #expect(sheet.closed == 1)
        #expect(list.presentedViewController == nil)
        _ = scene.render()
        _ = scene.step(1)
        let after = scene.render()
        #expect(!scene.window.needsFrame)
        #expect(after == before)
        #expect(list.table.subviews.map(\.frame) == tableFrames)
        scene.window.pressKey(.downArrow)
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test func reducedMotionPresentsAndDismissesAtOnce() {
        let list = ShiftListController()
        let scene = ControlScene(controller: list)
        scene.window.animationsEnabled = false
        _ = scene.render()
        var completed = 0
        let sheet = NoteSheet()
        list.present(sheet, animated: true) { completed += 1 }
        #expect(completed == 1)
        _ = scene.render()
        #expect(sheet.view.presentationFrame.minY == 19)
        #expect(!scene.window.needsFrame)
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(completed == 2)
        #expect(sheet.view.superview == nil)
    }

    @Test func focusComesBackToWhereItWasAfterDismissal() {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        scene.root.addSubview(field)
        field.becomeFirstResponder()
        let sheet = NoteSheet()
        scene.controller.present(sheet, animated: false)
        #expect(sheet.field.isFirstResponder)
        scene.window.pressKey(.tab)  // the only focusable view of the sheet: stays
        #expect(sheet.field.isFirstResponder)
        scene.controller.dismiss(animated: false)
        #expect(field.isFirstResponder)
    }

    @Test func alertEscIsCancelAndButtonsRunTheirHandlersAfterDismissal() {
        let list = ShiftListController()
        let scene = ControlScene(width: 40, height: 20, controller: list)
        var chosen: [String] = []
        func makeAlert() -> AlertController {
            let alert = AlertController(
                title: "Delete shift?", message: "근무 기록을 지울까요? This cannot be undone.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
            let delete = AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") }
            alert.addAction(delete)
            alert.preferredAction = delete
            return alert
        }
        let alert = makeAlert()
        list.present(alert, animated: false)
        let canvas = scene.render()
        ControlSnapshot.assertMatches(canvas, named: "alert-40x20")
        #expect(scene.window.keyCommandsInReach.compactMap(\.title) == ["Cancel"])
        scene.window.pressKey(.escape)
        #expect(chosen == ["Cancel"])
        #expect(list.presentedViewController == nil)

        let second = makeAlert()
        list.present(second, animated: false)
        scene.window.pressKey(.enter)  // the preferred (destructive) action has focus
        #expect(chosen == ["Cancel", "Delete"])
        let third = makeAlert()
        list.present(third, animated: false)
        scene.window.pressKey(.backTab)
        scene.window.pressKey(.space)
        #expect(chosen == ["Cancel", "Delete", "Cancel"])
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    /// Left and Right move between an alert's buttons (a disabled one skipped), stop at the
    /// row's ends, and leave a text field's own arrows alone; Enter chooses the focused one.
    @Test func arrowsMoveBetweenAnAlertsButtons() {
        let list = ShiftListController()
        let scene = ControlScene(width: 60, height: 20, controller: list)
        var chosen: [String] = []
        let alert = AlertController(title: "Which?", message: nil, preferredStyle: .alert)
        for title in ["One", "Two", "Three", "Four"] {
            let action = AlertAction(title: title, style: title == "One" ? .cancel : .default) {
                chosen.append($0.title)
            }
            action.isEnabled = title != "Three"
            alert.addAction(action)
        }
        list.present(alert, animated: false)
        _ = scene.render()
        #expect(scene.window.keyCommandsInReach.compactMap(\.title) == ["One"], "the arrows are untitled")
        scene.window.pressKey(.leftArrow)  // on the first button already: stays
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.rightArrow)  // past the disabled Three
        scene.window.pressKey(.rightArrow)  // at the end: stays on Four
        scene.window.pressKey(.enter)
        #expect(chosen == ["Four"])

        let again = AlertController(title: "Back?", message: nil, preferredStyle: .alert)
        for title in ["One", "Two"] {
            again.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title) })
        }
        again.preferredAction = again.actions[1]
        list.present(again, animated: false)
        scene.window.pressKey(.leftArrow)
        scene.window.pressKey(.enter)
        #expect(chosen == ["Four", "One"])

        let named = AlertController(title: "Name?", message: nil, preferredStyle: .alert)
        named.addTextField()
        named.addAction(
            AlertAction(title: "OK", style: .default) { _ in chosen.append(named.textFields?.first?.text ?? "") })
        list.present(named, animated: false)
        for character in "ab" { scene.window.pressKey(KeyPress(input: String(character))) }
        scene.window.pressKey(.leftArrow)  // the field's: the insertion point moves between a and b
        scene.window.pressKey(KeyPress(input: "x"))
        scene.window.pressKey(.tab)
        scene.window.pressKey(.enter)
        #expect(chosen == ["Four", "One", "axb"])
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }
}
