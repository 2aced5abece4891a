import Testing

@testable import Layout

@Suite struct TextFieldTests {
    /// A scene with one 20-cell field at (2, 1), focused.
    private func focusedField(width: Double = 20, filter: TextInputFilter = .any) -> (ControlScene, TextField) {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 2, y: 1, width: width, height: 1))
        field.inputFilter = filter
        scene.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (scene, field)
    }

    @Test func typingHangulAndEmojiStepsByClusterWithTheCursorAtTheInsertionCell() {
        let (scene, field) = focusedField()
        // After each key: the text, and the cursor's column on the screen (field at x 2, its
        // text from x 3; a syllable and the emoji take two cells, a space one).
        let steps: [(KeyPress, String, Int)] = [
            (.character("한"), "한", 5), (.character("글"), "한글", 7), (.space, "한글 ", 8),
            (.character("입"), "한글 입", 10), (.character("력"), "한글 입력", 12), (.space, "한글 입력 ", 13),
            (.character("😀"), "한글 입력 😀", 15),
            (.backspace, "한글 입력 ", 13),
            (.leftArrow, "한글 입력 ", 12),
            (.leftArrow, "한글 입력 ", 10),
            (.backspace, "한글 력 ", 8),
        ]
        for (key, text, column) in steps {
            scene.window.pressKey(key)
            let canvas = scene.render()
            #expect(field.text == text, "after \(key)")
            #expect(scene.window.cursorPosition == CellPosition(x: column, y: 1), "after \(key)")
            #expect(canvas.lines[1].hasPrefix("  [" + text), "after \(key): \(canvas.lines[1])")
        }
        #expect(field.insertionIndex == 3)
    }

    @Test func aFamilyEmojiAndALetterWithItsAccentAreOneStepEach() {
        let (scene, field) = focusedField()
        scene.window.pasteText("a👨‍👩‍👧e\u{301}b")
        #expect(field.text.count == 4)
        #expect(field.insertionCell == 5)  // a 1, the family 2, é 1, b 1
        scene.window.pressKey(.leftArrow)
        scene.window.pressKey(.backspace)  // é, with its accent
        #expect(field.text == "a👨‍👩‍👧b")
        scene.window.pressKey(.backspace)  // the whole family
        #expect(field.text == "ab")
        #expect(scene.window.cursorPosition == CellPosition(x: 4, y: 1))
    }

    @Test func decomposedJamoAreComposedOnInsertion() {
        let (scene, field) = focusedField()
        scene.window.pasteText("\u{1112}\u{1161}\u{11AB}")  // 한, decomposed
        #expect(field.text == "한")
        #expect(field.text.unicodeScalars.count == 1)
        #expect(field.insertionCell == 2)
        scene.window.pressKey(.backspace)
        #expect(field.text.isEmpty)
    }

    @Test func readlineKeysAndHomeEndDelete() {
        let (scene, field) = focusedField(width: 40)
        scene.type("hello brave world")
        scene.window.pressKey(.control("w"))
        #expect(field.text == "hello brave ")
        scene.window.pressKey(.control("a"))
        #expect(field.insertionIndex == 0)
        scene.window.pressKey(.delete)
        #expect(field.text == "ello brave ")
        scene.window.pressKey(.control("e"))
        #expect(field.insertionIndex == field.text.count)
        scene.window.pressKey(.home)
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.control("k"))
        #expect(field.text == "el")
        scene.window.pressKey(.end)
        scene.window.pressKey(.leftArrow)
        scene.window.pressKey(.control("u"))
        #expect(field.text == "l")
        #expect(field.insertionIndex == 0)
    }

    @Test func pasteOfTenThousandCharactersIntoADigitsFieldIsOneFilteredEdit() {
        let (scene, field) = focusedField(filter: .digits)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        var edits = 0
        field.addAction(Control.Action { _ in edits += 1 }, for: .editingChanged)
        let pasted = String(
            (0..<10_000).map { index -> Character in
                index % 4 == 0 ? "7" : index % 4 == 1 ? "가" : index % 4 == 2 ? "x" : "\n"
            })
        #expect(scene.window.pasteText(pasted))
        #expect(field.text == String(repeating: "7", count: 2_500))
        #expect(edits == 1)
        #expect(delegate.changes.count == 1)
        #expect(field.insertionIndex == 2_500)
        // Scrolled so that the cursor is at the field's last text cell: 18 text cells.
        _ = scene.render()
        #expect(scene.window.cursorPosition == CellPosition(x: 20, y: 1))
        #expect(scene.render().trimmedLines[1] == "  [" + String(repeating: "7", count: 17) + " ]")
    }

    @Test func pasteIntoADateFieldKeepsTheDigitsThatFit() {
        let (scene, field) = focusedField(filter: .date)
        scene.window.pasteText("2026년 11월 23일 plus 99999")
        #expect(field.text == "2026-11-23")
        let (timeScene, time) = focusedField(filter: .time)
        timeScene.window.pasteText(String(repeating: "0930 ", count: 2_000))
        #expect(time.text == "09:30")
    }

    @Test func timeFilterShapesAndRefusesImpossibleTimes() {
        let (scene, field) = focusedField(filter: .time)
        scene.type("2")
        scene.type("5")  // hour 25: refused
        #expect(field.text == "2")
        scene.type("3:")  // the separator is the field's to place
        #expect(field.text == "23")
        scene.type("6")  // minute 6x: refused
        scene.type("59")
        #expect(field.text == "23:59")
        scene.type("1")  // full
        #expect(field.text == "23:59")
        scene.window.pressKey(.backspace)
        scene.window.pressKey(.backspace)
        #expect(field.text == "23")
        #expect(field.insertionIndex == 2)
        scene.type("a가")
        #expect(field.text == "23")
    }

    @Test func dateFilterChecksMonthAndDay() {
        let (scene, field) = focusedField(filter: .date)
        scene.type("20261")
        #expect(field.text == "2026-1")
        scene.type("3")  // month 13
        #expect(field.text == "2026-1")
        scene.type("14")  // day 4x
        #expect(field.text == "2026-11")
        scene.type("23")
        #expect(field.text == "2026-11-23")
        scene.window.pressKey(.backspace)
        scene.window.pressKey(.backspace)
        #expect(field.text == "2026-11")
    }

    @Test func theDelegateRefusingAChangeLeavesTheText() {
        let (scene, field) = focusedField()
        let delegate = RecordingFieldDelegate()
        delegate.refused = "!"
        field.delegate = delegate
        scene.type("ok!")
        #expect(field.text == "ok")
        scene.window.pasteText("no! paste")
        #expect(field.text == "ok")
        scene.window.pressKey(.backspace)
        #expect(field.text == "o")
        #expect(delegate.changes.map(\.replacement) == ["o", "k", "!", "no! paste", ""])
        #expect(delegate.changes.last?.range == 1..<2)
        scene.window.pressKey(.enter)
        #expect(delegate.returns == 1)
        field.resignFirstResponder()
        #expect(delegate.endings == 1)
        #expect(scene.window.cursorPosition == nil)
    }

    @Test func longTextScrollsHorizontallyByWholeClusters() {
        let (scene, _) = focusedField(width: 10)  // 8 text cells
        scene.type("가나다라마바")  // 12 cells
        var canvas = scene.render()
        // The cursor's cell is the last text cell: 3 syllables and a half cell left blank.
        #expect(canvas.trimmedLines[1] == "  [라마바  ]")
        #expect(scene.window.cursorPosition == CellPosition(x: 9, y: 1))
        scene.window.pressKey(.home)
        canvas = scene.render()
        #expect(canvas.trimmedLines[1] == "  [가나다라]")
        #expect(scene.window.cursorPosition == CellPosition(x: 3, y: 1))
        scene.window.pressKey(.control("k"))
        scene.type("ab")
        #expect(scene.render().trimmedLines[1] == "  [ab      ]")
    }

    @Test func intrinsicSizeComesFromThePlaceholderOrASetWidth() {
        let field = TextField(placeholder: "이름 Name")
        #expect(field.intrinsicContentSize == Size(width: 12, height: 1))
        field.preferredTextWidth = 6
        #expect(field.intrinsicContentSize == Size(width: 8, height: 1))
    }

    @Test func aDisabledFieldTakesNoFocusAndAClickMovesTheCursor() {
        let scene = ControlScene()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        field.text = "가나다"
        scene.root.addSubview(field)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        #expect(scene.window.click(at: Point(x: 3, y: 0)))
        #expect(field.isFirstResponder)
        #expect(field.insertionIndex == 1)
        #expect(scene.window.cursorPosition == CellPosition(x: 3, y: 0))
    }
}
