import Terminal
import TerminalHosting
import Testing

@testable import Layout

/// Selection in text fields and text views: by Shift with the arrows, Home and End, and by the
/// mouse (a click and a drag, as the terminal's SGR mouse bytes decoded by the real input
/// decoder); copy and cut to the window's pasteboard; typing and pasting over a selection.
@Suite struct SelectionTests {
    private static func shift(_ input: String) -> KeyPress { KeyPress(input: input, modifierFlags: .shift) }
    private static let copy = KeyPress(input: "c", modifierFlags: .alternate)
    private static let cut = KeyPress(input: "x", modifierFlags: .alternate)

    /// Decodes `bytes` as a terminal's input and delivers every event to the window.
    private func deliver(_ bytes: String, to window: Window) {
        var decoder = InputDecoder()
        for event in decoder.decode(Array(bytes.utf8), at: 0) { window.deliver(event) }
    }

    @Test func shiftArrowsSelectInAFieldAndCopyPutsTheClustersOnThePasteboard() {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 2, y: 1, width: 20, height: 1))
        scene.root.addSubview(field)
        field.becomeFirstResponder()
        scene.window.pasteText("카페 e\u{301}😀 블루")
        scene.window.pressKey(.home)
        for _ in 0..<5 { scene.window.pressKey(Self.shift(KeyCommand.inputRightArrow)) }
        #expect(field.selectedRange == 0..<5)
        scene.window.pressKey(Self.copy)
        #expect(scene.window.pasteboard.string == "카페 é😀")
        #expect(scene.window.pasteboard.takeWrites() == ["카페 é😀"])
        // The selection is drawn plain inside the focused field's reversed text: 카페 é😀 is
        // 2 + 2 + 1 + 1 + 2 = 8 cells from x 3.
        let canvas = scene.render()
        #expect((3..<11).allSatisfy { !canvas[$0, 1].style.isReversed })
        #expect(canvas[11, 1].style.isReversed)
        // Shift-← gives back the emoji; typing replaces the selection.
        scene.window.pressKey(Self.shift(KeyCommand.inputLeftArrow))
        #expect(field.selectedRange == 0..<4)
        scene.type("X")
        #expect(field.text == "X😀 블루")
        #expect(field.insertionIndex == 1)
        #expect(field.selectedRange == 1..<1)
    }

    @Test func shiftEndThenCutAndShiftHomeThenBackspaceInAField() {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        scene.root.addSubview(field)
        field.becomeFirstResponder()
        scene.type("hello world")
        for _ in 0..<5 { scene.window.pressKey(.leftArrow) }
        scene.window.pressKey(Self.shift(KeyCommand.inputEnd))
        scene.window.pressKey(Self.cut)
        #expect(field.text == "hello ")
        #expect(scene.window.pasteboard.string == "world")
        scene.window.pressKey(Self.shift(KeyCommand.inputHome))
        #expect(field.selectedRange == 0..<6)
        // An arrow without Shift ends the selection at its edge.
        scene.window.pressKey(.rightArrow)
        #expect(field.insertionIndex == 6)
        #expect(field.selectedRange.isEmpty)
        scene.window.pressKey(Self.shift(KeyCommand.inputHome))
        scene.window.pressKey(.backspace)
        #expect(field.text.isEmpty)
        // A paste replaces a selection too.
        scene.type("abc")
        scene.window.pressKey(KeyPress(input: "a", modifierFlags: .alternate))
        scene.window.pasteText("xyz")
        #expect(field.text == "xyz")
    }

    @Test func aCutThatTheDelegateRefusesLeavesTextAndPasteboardAlone() {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        final class RefusingDelegate: TextFieldDelegate {
            func textField(
                _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
                replacementString string: String
            ) -> Bool { false }
        }
        let delegate = RefusingDelegate()
        scene.root.addSubview(field)
        field.becomeFirstResponder()
        scene.type("keep")
        field.delegate = delegate
        scene.window.pressKey(Self.shift(KeyCommand.inputHome))
        scene.window.pressKey(Self.cut)
        #expect(field.text == "keep")
        #expect(scene.window.pasteboard.string == nil)
    }

    @Test func shiftArrowsSelectAcrossLinesOfATextView() {
        let scene = ControlScene()
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        scene.root.addSubview(textView)
        textView.becomeFirstResponder()
        textView.text = "첫째 줄\n둘째 줄\n셋째"
        textView.insertionIndex = 3  // after "첫째 "
        scene.window.pressKey(Self.shift(KeyCommand.inputDownArrow))
        // The same column (5 cells) on the next line: after "둘째 ".
        #expect(textView.selectedRange == 3..<8)
        scene.window.pressKey(Self.copy)
        #expect(scene.window.pasteboard.string == "줄\n둘째 ")
        let canvas = scene.render()
        // Selected: 줄 (x 5-6), the line break (one cell at x 7), then 둘째 and the space (x 0-4).
        #expect(canvas[5, 0].style.isReversed && canvas[7, 0].style.isReversed && !canvas[8, 0].style.isReversed)
        #expect((0..<5).allSatisfy { canvas[$0, 1].style.isReversed } && !canvas[5, 1].style.isReversed)
        scene.window.pressKey(Self.cut)
        #expect(textView.text == "첫째 줄\n셋째")
        #expect(scene.window.pasteboard.string == "줄\n둘째 ")
        scene.window.pressKey(Self.shift(KeyCommand.inputEnd))
        scene.window.pressKey(Self.shift(KeyCommand.inputEnd))
        #expect(textView.selectedRange == 3..<4)
    }

    @Test func aClickAndADragSelectInATextViewFromSGRMouseBytes() {
        let scene = ControlScene()
        let textView = TextView(frame: Rect(x: 2, y: 1, width: 20, height: 5))
        scene.root.addSubview(textView)
        textView.text = "Payday 월급날\nsecond line"
        _ = scene.render()
        // Press on cell (4, 1): column 2 of the first line, SGR's 1-based x 5 y 2; drag to
        // cell (13, 1) (column 11, the second cell of 급) and on to (6, 2) on the next line;
        // release there.
        deliver("\u{1B}[<0;5;2M", to: scene.window)
        #expect(textView.isFirstResponder)
        #expect(textView.insertionIndex == 2)
        deliver("\u{1B}[<32;14;2M", to: scene.window)
        // Columns 7-8 are 월, 9-10 급: the cell at column 11 is 날's first, so the selection
        // runs to before 날.
        #expect(textView.selectedRange == 2..<9)
        scene.window.pressKey(Self.copy)
        #expect(scene.window.pasteboard.string == "yday 월급")
        deliver("\u{1B}[<32;7;3M\u{1B}[<0;7;3m", to: scene.window)
        #expect(textView.selectedRange == 2..<15)
        scene.window.pressKey(Self.copy)
        #expect(scene.window.pasteboard.string == "yday 월급날\nseco")
        // After the release a drag reaches nobody.
        deliver("\u{1B}[<32;3;2M", to: scene.window)
        #expect(textView.selectedRange == 2..<15)
    }

    @Test func aDragSelectsInAFieldFromSGRMouseBytes() {
        let scene = ControlScene()
        let field = TextField(text: "아르바이트 shift", placeholder: nil)
        field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        scene.root.addSubview(field)
        _ = scene.render()
        // The text starts after the bracket at x 1: 아 1-2, 르 3-4, 바 5-6, 이 7-8, 트 9-10.
        deliver("\u{1B}[<0;4;1M\u{1B}[<32;10;1M\u{1B}[<0;10;1m", to: scene.window)
        #expect(field.isFirstResponder)
        #expect(field.selectedRange == 1..<4)
        scene.window.pressKey(Self.copy)
        #expect(scene.window.pasteboard.string == "르바이")
    }
}
