import Testing

@testable import Layout

/// A controller with key commands, recording what reached it.
private final class CommandController: ViewController {
    var log: [String] = []
    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(input: "s", modifierFlags: .control, title: "Save") { [unowned self] in log.append("save") },
            KeyCommand(input: KeyCommand.inputEscape, title: "Cancel") { [unowned self] in log.append("cancel") },
            KeyCommand(input: "q", title: "Quit") { [unowned self] in log.append("quit") },
        ]
    }
}

/// A plain view that answers `q` itself (nearer than the controller).
private final class QuitCatcher: View {
    var caught = 0
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: "q", title: "Close panel") { [unowned self] in caught += 1 }]
    }
}

@Suite struct ResponderChainTests {
    /// Ten fields in five rows of two, added to the tree in an order unlike reading order.
    @Test func tabMovesFocusThroughTenFieldsInReadingOrder() {
        let scene = ControlScene()
        var fields: [TextField] = []
        for row in 0..<5 {
            for column in 0..<2 {
                let field = TextField(
                    frame: Rect(x: 4 + Double(column) * 30, y: 2 + Double(row) * 2, width: 20, height: 1))
                field.tag = row * 2 + column + 1
                fields.append(field)
            }
        }
        for index in [7, 2, 9, 0, 4, 1, 8, 3, 6, 5] { scene.root.addSubview(fields[index]) }
        // A hidden field and a disabled one are skipped.
        let hidden = TextField(frame: Rect(x: 4, y: 3, width: 10, height: 1))
        hidden.isHidden = true
        let disabled = TextField(frame: Rect(x: 40, y: 3, width: 10, height: 1))
        disabled.isEnabled = false
        scene.root.addSubview(hidden)
        scene.root.addSubview(disabled)

        #expect(scene.window.focusableViewsInReadingOrder.map(\.tag) == Array(1...10))
        var order: [Int] = []
        for _ in 0..<11 {
            scene.window.pressKey(.tab)
            order.append((scene.window.firstResponder as? View)?.tag ?? 0)
        }
        #expect(order == Array(1...10) + [1])
        order = []
        for _ in 0..<3 {
            scene.window.pressKey(.backTab)
            order.append((scene.window.firstResponder as? View)?.tag ?? 0)
        }
        #expect(order == [10, 9, 8])
        // The focused field is drawn focused (reversed), the others are not.
        let canvas = scene.render()
        #expect(canvas[36, 8].style.isReversed)
        #expect(!canvas[6, 8].style.isReversed)
    }

    @Test func keysGoToTheFirstResponderThenUpTheChain() {
        let controller = CommandController()
        let scene = ControlScene(controller: controller)
        let panel = QuitCatcher(frame: Rect(x: 0, y: 0, width: 40, height: 5))
        let field = TextField(frame: Rect(x: 1, y: 1, width: 20, height: 1))
        scene.root.addSubview(panel)
        panel.addSubview(field)
        #expect(field.next === panel)
        #expect(panel.next === scene.root)
        #expect(scene.root.next === controller)
        #expect(controller.next === scene.window)

        // Nothing focused: keys start at the controller.
        #expect(scene.window.pressKey(.character("q")))
        #expect(controller.log == ["quit"])
        #expect(!scene.window.pressKey(.character("z")))

        field.becomeFirstResponder()
        scene.type("q")  // the field takes letters first
        #expect(field.text == "q")
        #expect(panel.caught == 0)
        scene.window.pressKey(.control("s"))  // the field passes it on; the controller saves
        scene.window.pressKey(.escape)
        #expect(controller.log == ["quit", "save", "cancel"])
        // A key nobody answers comes back unhandled, for the host.
        #expect(!scene.window.pressKey(.function(5)))

        // The hint bar shows what is in reach, the nearest `q` hiding the controller's.
        let bar = KeyHintBar(frame: Rect(x: 0, y: 23, width: 80, height: 1))
        scene.root.addSubview(bar)
        #expect(bar.hints.map(\.title) == ["Close panel", "Save", "Cancel"])
        #expect(scene.render().trimmedLines[23] == "q Close panel  ^S Save  Esc Cancel")
        field.resignFirstResponder()
        #expect(bar.hints.map(\.title) == ["Save", "Cancel", "Quit"])
    }

    @Test func aClickFocusesTheViewUnderIt() {
        let scene = ControlScene()
        let first = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let second = TextField(frame: Rect(x: 0, y: 2, width: 10, height: 1))
        scene.root.addSubview(first)
        scene.root.addSubview(second)
        #expect(scene.window.click(at: Point(x: 4, y: 2)))
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        // A hidden first responder gives focus up.
        second.isHidden = true
        #expect(scene.window.firstResponder == nil)
        #expect(scene.window.cursorPosition == nil)
    }
}
