import Terminal
import Testing

@testable import Layout

@Suite struct TextViewTests {
    /// A scene with one text view at (2, 1) of `width` by `height`, focused, no scroll indicator
    /// unless asked.
    private func focusedView(width: Double = 10, height: Double = 5, indicator: Bool = false) -> (
        ControlScene, TextView
    ) {
        let scene = ControlScene()
        let textView = TextView(frame: Rect(x: 2, y: 1, width: width, height: height))
        textView.showsVerticalScrollIndicator = indicator
        scene.root.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        return (scene, textView)
    }

    /// The rows of the canvas the view covers, `width` cells from its left edge.
    private func rows(_ canvas: Canvas, x: Int = 2, y: Int = 1, width: Int = 10, height: Int = 5) -> [String] {
        (y..<(y + height)).map { row in
            var line = ""
            var column = x
            while column < x + width {
                let cell = canvas[column, row]
                line += cell.grapheme.isEmpty ? "" : cell.grapheme
                column += max(cell.width, 1)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func hangulWrapsByDisplayWidthAndAWideCharacterIsNeverSplit() {
        let (scene, textView) = focusedView(width: 5)
        // Seven syllables of two cells: two per 5-cell line, the fifth cell left empty.
        scene.window.pasteText("가나다라마바사")
        let canvas = scene.render()
        #expect(rows(canvas, width: 5) == ["가나", "다라", "마바", "사", ""])
        // The insertion point after 사: line 4, two cells in; the view is at (2, 1).
        #expect(scene.window.cursorPosition == CellPosition(x: 4, y: 4))
        #expect(textView.numberOfLines == 4)
    }

    @Test func linesBreakAfterTheLastSpaceThatFits() {
        let (scene, _) = focusedView()
        scene.type("hello brave new world")
        let canvas = scene.render()
        // "hello " is 6 cells and "brave" would end at 11; "brave new " is 10.
        #expect(rows(canvas) == ["hello", "brave new", "world", "", ""])
        #expect(scene.window.cursorPosition == CellPosition(x: 7, y: 3))
    }

    @Test func aParagraphThatFillsItsLineGetsAnEmptyLineForTheInsertionPoint() {
        let (scene, textView) = focusedView(width: 4)
        scene.type("abcd")
        #expect(textView.numberOfLines == 2)
        #expect(scene.window.cursorPosition == CellPosition(x: 2, y: 2))
        scene.window.pressKey(.enter)
        scene.type("ef")
        #expect(textView.text == "abcd\nef")
        #expect(rows(scene.render(), width: 4) == ["abcd", "", "ef", "", ""])
        #expect(scene.window.cursorPosition == CellPosition(x: 4, y: 3))
    }

    @Test func combiningMarksEmojiAndDecomposedJamoAreOneClusterEach() {
        let (scene, textView) = focusedView()
        scene.window.pasteText("ae\u{301}👨‍👩‍👧\n")
        #expect(textView.text.count == 4)
        #expect(textView.insertionIndex == 4)
        // Typed one jamo at a time, as an input method without composition sends them.
        for jamo in ["\u{1112}", "\u{1161}", "\u{11AB}"] { scene.window.pressKey(KeyPress(input: jamo)) }
        #expect(textView.text == "ae\u{301}👨‍👩‍👧\n한")
        #expect(textView.text.unicodeScalars.last == "한")
        #expect(textView.insertionIndex == 5)
        #expect(scene.window.cursorPosition == CellPosition(x: 4, y: 2))
        scene.window.pressKey(.upArrow)  // column 2 on the line above: after a (1) and é (1)
        #expect(textView.insertionIndex == 2)
        scene.window.pressKey(.backspace)  // é with its accent
        #expect(textView.text == "a👨‍👩‍👧\n한")
        scene.window.pressKey(.delete)  // the whole family
        #expect(textView.text == "a\n한")
    }

    @Test func upAndDownKeepTheColumnThroughAShorterLine() {
        let (scene, textView) = focusedView(width: 20)
        textView.text = "abcdef\nab\nabcdefgh"
        textView.insertionIndex = 6  // end of the first line
        scene.window.pressKey(.downArrow)
        #expect(textView.insertionIndex == 9)  // end of "ab"
        scene.window.pressKey(.downArrow)
        #expect(textView.insertionIndex == 16)  // column 6 of the third line (starts at 10)
        scene.window.pressKey(.downArrow)
        #expect(textView.insertionIndex == 18)  // past the last line: the end
        scene.window.pressKey(.home)
        #expect(textView.insertionIndex == 10)
        scene.window.pressKey(.upArrow)
        scene.window.pressKey(.upArrow)
        scene.window.pressKey(.upArrow)
        #expect(textView.insertionIndex == 0)
        // At the very start, ↑ is not the view's: it goes up the chain.
        #expect(!scene.window.pressKey(.upArrow))
    }

    @Test func scrollingKeepsTheInsertionPointInSightAndTheIndicatorShowsWhere() {
        let (scene, textView) = focusedView(width: 10, height: 5, indicator: true)
        textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        textView.insertionIndex = textView.text.count
        var canvas = scene.render()
        #expect(textView.topLine == 15)
        #expect(rows(canvas, width: 9) == ["line 16", "line 17", "line 18", "line 19", "line 20"])
        #expect(scene.window.cursorPosition == CellPosition(x: 9, y: 5))
        // The thumb: 5 × 5 / 20 = 1 row, at the bottom of the track.
        #expect((1...5).map { canvas[11, $0].grapheme } == ["│", "│", "│", "│", "┃"])
        scene.window.pressKey(.pageUp)  // four rows up: line 16, column 7
        canvas = scene.render()
        #expect(textView.topLine == 15)
        #expect(scene.window.cursorPosition == CellPosition(x: 9, y: 1))
        scene.window.pressKey(.upArrow)
        canvas = scene.render()
        #expect(textView.topLine == 14)
        #expect(rows(canvas, width: 9).first == "line 15")
        #expect(scene.window.cursorPosition == CellPosition(x: 9, y: 1))
        let key = KeyPress(input: KeyCommand.inputHome, modifierFlags: .control)
        scene.window.pressKey(key)
        _ = scene.render()
        #expect(textView.topLine == 0)
        #expect(scene.window.cursorPosition == CellPosition(x: 2, y: 1))
    }

    /// The wheel over a text view (SGR wheel reports through the input decoder and the window's
    /// pointer delivery) scrolls the text three lines a step, as a scroll view's, kept inside
    /// it; the insertion point stays put and the terminal's cursor hides while its line is out
    /// of sight; the next key that moves the insertion point scrolls back to it.
    @Test func theWheelScrollsTheTextAndLeavesTheInsertionPoint() {
        let (scene, textView) = focusedView(width: 10, height: 5)
        textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        textView.insertionIndex = 0
        _ = scene.render()
        #expect(scene.window.cursorPosition == CellPosition(x: 2, y: 1))
        // Wheel down (button 64 + 1) at 1-based (5, 3): cell (4, 2), inside the view.
        let down = "\u{1B}[<65;5;3M", up = "\u{1B}[<64;5;3M"
        #expect(scene.headless.feed(down) == [.mouse(MouseEvent(button: .scrollDown, kind: .press, x: 4, y: 2))])
        var canvas = scene.render()
        #expect(textView.topLine == 3)
        #expect(rows(canvas) == ["line 4", "line 5", "line 6", "line 7", "line 8"])
        #expect(textView.insertionIndex == 0)
        #expect(scene.window.cursorPosition == nil)
        // Twenty lines in five rows: the top line stops at 15.
        for _ in 0..<6 { scene.headless.feed(down) }
        #expect(textView.topLine == 15)
        scene.headless.feed(up)
        canvas = scene.render()
        #expect(textView.topLine == 12)
        #expect(rows(canvas).first == "line 13")
        // → moves the insertion point to line 1, column 1: the text scrolls back to it.
        scene.window.pressKey(.rightArrow)
        _ = scene.render()
        #expect(textView.topLine == 0)
        #expect(scene.window.cursorPosition == CellPosition(x: 3, y: 1))
    }

    /// A turn the text cannot use (at its top, or text that fits) bubbles to the view around
    /// it, as a scroll view's does; a wheel over the text view scrolls it, not its ancestor.
    @Test func aTurnTheTextCannotUseBubblesToItsSuperview() {
        let scene = ControlScene()
        let outer = WheelRecorder(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let textView = TextView(frame: Rect(x: 2, y: 1, width: 10, height: 5))
        textView.text = (1...8).map { "line \($0)" }.joined(separator: "\n")
        scene.root.addSubview(outer)
        outer.addSubview(textView)
        _ = scene.render()
        #expect(scene.window.scroll(by: Point(x: 0, y: -3), at: Point(x: 4, y: 2)))
        #expect(outer.turns == [Point(x: 0, y: -3)])
        #expect(scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 4, y: 2)))
        #expect(textView.topLine == 3)  // 8 lines in 5 rows: 3 is the last top line
        #expect(outer.turns.count == 1)
        #expect(scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 4, y: 2)))
        #expect(outer.turns == [Point(x: 0, y: -3), Point(x: 0, y: 3)])
        #expect(scene.window.scroll(by: Point(x: 2, y: 0), at: Point(x: 4, y: 2)))
        #expect(outer.turns.count == 3)
    }

    /// The text in `textColor` (the terminal's own colour by default), a view that can be
    /// neither edited nor selected in secondaryLabel, the scroll indicator's track in separator
    /// and its thumb in secondaryLabel, for the view's traits (dark: 80,80,88 and 160,160,168;
    /// light: 190,190,196 and 100,100,108).
    @Test func textAndIndicatorTakeSemanticColours() {
        let (scene, textView) = focusedView(width: 10, height: 5, indicator: true)
        textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        textView.insertionIndex = textView.text.count
        var canvas = scene.render()
        #expect(canvas[2, 1].style.foreground == .default)
        #expect(
            canvas[11, 1].style.foreground == .rgb(80, 80, 88) && canvas[11, 5].style.foreground == .rgb(160, 160, 168))
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .light)
        textView.textColor = .systemBlue
        canvas = scene.render()
        #expect(canvas[2, 1].style.foreground == .rgb(0, 100, 220))
        #expect(
            canvas[11, 1].style.foreground == .rgb(190, 190, 196)
                && canvas[11, 5].style.foreground == .rgb(100, 100, 108))
        textView.isEditable = false
        textView.isSelectable = false
        #expect(scene.render()[2, 1].style.foreground == .rgb(100, 100, 108))
    }

    @Test func theDelegateIsAskedAndToldAsUITextViewsIs() {
        final class Recorder: TextViewDelegate {
            var changes: [String] = []
            var didChange = 0
            var selectionChanges = 0
            var mayEnd = false
            func textView(
                _ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String
            ) -> Bool {
                let whole = textView.text
                changes.append(
                    "\(whole.distance(from: whole.startIndex, to: range.lowerBound))+\(whole[range].count):\(text)")
                return text != "x"
            }
            func textViewDidChange(_ textView: TextView) { didChange += 1 }
            func textViewDidChangeSelection(_ textView: TextView) { selectionChanges += 1 }
            func textViewShouldEndEditing(_ textView: TextView) -> Bool { mayEnd }
        }
        let (scene, textView) = focusedView()
        let recorder = Recorder()
        textView.delegate = recorder
        scene.type("ax")
        scene.window.pasteText("b\r\nc\td")
        #expect(textView.text == "ab\nc    d")
        #expect(recorder.changes == ["0+0:a", "1+0:x", "1+0:b\nc    d"])
        #expect(recorder.didChange == 2)
        scene.window.pressKey(.leftArrow)
        #expect(recorder.selectionChanges == 1)
        // The delegate keeps the focus: Tab cannot move it away.
        let other = TextField(frame: Rect(x: 0, y: 10, width: 10, height: 1))
        scene.root.addSubview(other)
        scene.window.pressKey(.tab)
        #expect(textView.isFirstResponder)
        recorder.mayEnd = true
        scene.window.pressKey(.tab)
        #expect(other.isFirstResponder)
    }

    @Test func readOnlyTextSelectsAndCopiesButDoesNotChange() {
        let (scene, textView) = focusedView()
        textView.text = "읽기 전용"
        textView.isEditable = false
        scene.type("x")
        scene.window.pasteText("y")
        scene.window.pressKey(.backspace)
        #expect(textView.text == "읽기 전용")
        scene.window.pressKey(.home)
        scene.window.pressKey(KeyPress(input: KeyCommand.inputRightArrow, modifierFlags: .shift))
        scene.window.pressKey(KeyPress(input: KeyCommand.inputRightArrow, modifierFlags: .shift))
        scene.window.pressKey(KeyPress(input: "c", modifierFlags: .alternate))
        #expect(scene.window.pasteboard.string == "읽기")
        scene.window.pressKey(KeyPress(input: "x", modifierFlags: .alternate))
        #expect(textView.text == "읽기 전용")
    }
}
