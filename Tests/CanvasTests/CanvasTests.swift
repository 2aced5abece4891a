import Testing

@testable import Canvas

@Suite("Canvas drawing")
struct CanvasTests {
    @Test func newCanvasIsBlank() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.width == 3 && canvas.height == 2)
        #expect(canvas.lines == ["   ", "   "])
        #expect(canvas[0, 0] == .blank)
        #expect(canvas[5, 9] == .blank, "outside reads as blank")
        #expect(Canvas(width: -2, height: 4).width == 0)
    }

    @Test func wideCharacterTakesTwoCells() {
        var canvas = Canvas(width: 5, height: 1)
        let end = canvas.draw("a한b", x: 0, y: 0)
        #expect(end == 4)
        #expect(canvas[1, 0].grapheme == "한" && canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas.lines == ["a한b "])
    }

    @Test func wideCharacterInLastColumnIsNotHalfDrawn() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put("한", x: 2, y: 0)
        #expect(canvas[2, 0] == .blank)
        #expect(canvas.lines == ["   "])
    }

    @Test func overwritingLeftHalfClearsRightHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("한", x: 1, y: 0)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas.lines == [" x  "])
        #expect(!canvas[2, 0].isContinuation)
    }

    @Test func overwritingRightHalfClearsLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("한", x: 1, y: 0)
        canvas.put("x", x: 2, y: 0)
        #expect(canvas.lines == ["  x "])
        #expect(!canvas[1, 0].isWide)
    }

    @Test func wideOverWideAtOffsetClearsBothNeighbours() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("한글", x: 0, y: 0)
        canvas.put("말", x: 1, y: 0)  // over the right half of 한 and the left half of 글
        #expect(canvas.lines == [" 말   "])
        #expect(canvas[1, 0].isWide && canvas[2, 0].isContinuation && canvas[3, 0] == .blank)
    }

    @Test func textCutWithEllipsis() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("Payday app", x: 0, y: 0, clip: CellRect(x: 0, y: 0, width: 6, height: 1))
        #expect(canvas.lines == ["Payda…    "])
    }

    @Test func textThatFitsIsNotCut() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("abcdef", x: 0, y: 0)
        #expect(canvas.lines == ["abcdef"])
    }

    @Test func wideTextCutLeavesNoHalfCharacter() {
        // Room for 4 cells: "가" (2) fits before the ellipsis, "나" (2) would need 2 more.
        var canvas = Canvas(width: 6, height: 1, fill: Cell("."))
        canvas.draw("가나다", x: 0, y: 0, clip: CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(canvas.lines == ["가… .."])
        // Room for 5: "가나" would end exactly at 4, leaving the 5th for the ellipsis.
        canvas.draw("가나다", x: 0, y: 0, clip: CellRect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.lines == ["가나…."])
    }

    @Test func textClippedOnTheLeftBlanksAHalfWideCharacter() {
        var canvas = Canvas(width: 6, height: 1, fill: Cell("."))
        canvas.draw("한글ab", x: 0, y: 0, clip: CellRect(x: 1, y: 0, width: 5, height: 1))
        #expect(canvas.lines == [". 글ab"])
    }

    @Test func textOutsideClipRowIsNotDrawn() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("abcd", x: 0, y: 1, clip: CellRect(x: 0, y: 0, width: 4, height: 1))
        canvas.draw("abcd", x: 0, y: 5)
        canvas.draw("abcd", x: -10, y: 0)
        #expect(canvas.text == "\n")
    }

    @Test func alignedText() {
        var canvas = Canvas(width: 7, height: 3)
        canvas.draw("ab", in: CellRect(x: 0, y: 0, width: 7, height: 1), alignment: .leading)
        canvas.draw("▾", in: CellRect(x: 0, y: 1, width: 7, height: 1), alignment: .center)
        canvas.draw("₩1,000", in: CellRect(x: 0, y: 2, width: 7, height: 1), alignment: .trailing)
        #expect(canvas.lines == ["ab     ", "   ▾   ", " ₩1,000"])
    }

    @Test func styleIsKeptPerCell() {
        var canvas = Canvas(width: 4, height: 1)
        let selected = Style(foreground: .brightWhite, background: .indexed(24), attributes: [.bold, .reverse])
        canvas.draw("ab", x: 1, y: 0, style: selected)
        #expect(canvas[1, 0].style == selected && canvas[2, 0].style == selected)
        #expect(canvas[0, 0].style == .plain)
        #expect(selected.isBold && selected.isReversed && !selected.isDim)
    }

    @Test func fillCoversRectClippedToCanvas() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.fill(CellRect(x: 2, y: 1, width: 5, height: 5), with: "#")
        #expect(canvas.lines == ["    ", "  ##", "  ##"])
        canvas.fill(CellRect(x: 0, y: 0, width: 3, height: 1), with: "가")
        #expect(canvas.lines == ["가  ", "  ##", "  ##"])
    }

    @Test func roundedBox() {
        var canvas = Canvas(width: 6, height: 4)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 6, height: 4))
        #expect(canvas.lines == ["╭────╮", "│    │", "│    │", "╰────╯"])
    }

    @Test func asciiBox() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3), border: .ascii)
        #expect(canvas.lines == ["+--+", "|  |", "+--+"])
    }

    @Test func boxClippedToRectAndCanvas() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.drawBox(CellRect(x: 1, y: 1, width: 8, height: 8), clip: CellRect(x: 0, y: 0, width: 4, height: 3))
        #expect(canvas.lines == ["     ", " ╭── ", " │   "])
    }

    @Test func degenerateBoxDrawsNothing() {
        var canvas = Canvas(width: 3, height: 3)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 1, height: 3))
        canvas.drawBox(CellRect(x: 0, y: 0, width: -4, height: -1))
        #expect(canvas.text == "\n\n")
    }
}

@Suite("Geometry and colour")
struct GeometryAndColorTests {
    @Test func rectIntersection() {
        let a = CellRect(x: 0, y: 0, width: 10, height: 5)
        #expect(
            a.intersection(CellRect(x: 8, y: 3, width: 10, height: 10)) == CellRect(x: 8, y: 3, width: 2, height: 2))
        #expect(a.intersection(CellRect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
        #expect(CellRect(x: 0, y: 0, width: -3, height: 2).isEmpty)
        #expect(a.insetBy(dx: 1, dy: 1) == CellRect(x: 1, y: 1, width: 8, height: 3))
        #expect(a.contains(x: 9, y: 4) && !a.contains(x: 10, y: 4))
    }

    @Test func colourDowngrade() {
        #expect(Color.rgb(250, 10, 10).downgraded(to: .ansi16) == .brightRed)
        #expect(Color.rgb(250, 10, 10).downgraded(to: .ansi8) == .red)
        #expect(Color.rgb(0, 0, 0).downgraded(to: .palette256) == .indexed(16))
        #expect(Color.rgb(255, 255, 255).downgraded(to: .palette256) == .indexed(231))
        #expect(Color.indexed(196).downgraded(to: .ansi16) == .brightRed)
        #expect(Color.brightGreen.downgraded(to: .ansi8) == .green)
        #expect(Color.blue.downgraded(to: .monochrome) == .default)
        #expect(Color.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
        let style = Style(foreground: .red, attributes: .reverse).downgraded(to: .monochrome)
        #expect(style == Style(attributes: .reverse))
        #expect(ColorDepth(colorCount: 256) == .palette256 && ColorDepth(colorCount: 2) == .monochrome)
    }
}

@Suite("Canvas diff")
struct CanvasDiffTests {
    private func canvas(_ rows: [String], width: Int) -> Canvas {
        var result = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { result.draw(row, x: 0, y: y) }
        return result
    }

    @Test func identicalCanvasesHaveNoChanges() {
        let a = canvas(["hello", "한글 ok"], width: 8)
        #expect(a.changes(since: a).isEmpty)
    }

    @Test func onlyChangedCellsAreYielded() {
        let old = canvas(["abcde", "fghij"], width: 5)
        let new = canvas(["abXde", "fghiY"], width: 5)
        #expect(
            new.changes(since: old) == [
                CellChange(x: 2, y: 0, cell: Cell("X")),
                CellChange(x: 4, y: 1, cell: Cell("Y")),
            ])
    }

    @Test func styleChangeIsAChange() {
        let old = canvas(["ab"], width: 2)
        var new = old
        new.draw("a", x: 0, y: 0, style: Style(attributes: .bold))
        #expect(new.changes(since: old).map(\.x) == [0])
    }

    @Test func narrowToWideYieldsTheWideCellOnly() {
        let old = canvas(["abcd"], width: 4)
        let new = canvas(["a한d"], width: 4)
        let changes = new.changes(since: old)
        #expect(changes.map(\.x) == [1])
        #expect(changes.first?.cell.grapheme == "한")
    }

    @Test func wideToNarrowYieldsBothHalves() {
        let old = canvas(["a한d"], width: 4)
        var new = old
        new.put("x", x: 1, y: 0)
        #expect(
            new.changes(since: old) == [CellChange(x: 1, y: 0, cell: Cell("x")), CellChange(x: 2, y: 0, cell: .blank)])
    }

    @Test func overwritingRightHalfYieldsBlankThenCharacter() {
        let old = canvas(["a한d"], width: 4)
        var new = old
        new.put("x", x: 2, y: 0)
        #expect(
            new.changes(since: old) == [CellChange(x: 1, y: 0, cell: .blank), CellChange(x: 2, y: 0, cell: Cell("x"))])
    }

    @Test func wideShiftedByOneColumn() {
        let old = canvas(["한ab"], width: 4)
        let new = canvas([" 한b"], width: 4)
        let changes = new.changes(since: old)
        #expect(changes.map(\.x) == [0, 1])
        #expect(changes.map(\.cell.grapheme) == [" ", "한"])
    }

    @Test func resizeYieldsEveryDrawnCell() {
        let old = canvas(["ab"], width: 2)
        let new = canvas(["한b", "c"], width: 3)
        #expect(new.changes(since: old).count == 5)  // 한 (2 cells, 1 change) + b + c + 2 blanks
        #expect(new.allCells.count == 5)
    }

    /// `put` of a one-scalar cluster that NFC leaves as it is takes a shorter road (no string made
    /// and normalised): for every scalar up to U+1FFFF, over half of a wide character and in the
    /// last column, it draws what the general road draws (normalise, then measure the cluster) and says the same
    /// width.
    @Test func oneScalarPutDrawsAsTheGeneralRule() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let grapheme = Character(scalar)
            for x in [1, 3] {
                var fast = Canvas(width: 4, height: 1), general = Canvas(width: 4, height: 1)
                fast.put("한", x: 0, y: 0)
                general.put("한", x: 0, y: 0)
                let taken = fast.put(grapheme, x: x, y: 0, style: .plain)
                let cluster = normalizedForDisplay(String(grapheme)).first
                let expected =
                    cluster.map { general.put(cluster: $0, width: $0.displayWidth, x: x, y: 0, style: .plain) } ?? 0
                if taken != expected || fast != general { mismatches.append(String(value, radix: 16)) }
            }
        }
        #expect(mismatches.isEmpty, "differ: \(mismatches.prefix(20))")
    }

    @Test func linesJoinEachRowsGraphemesWideAndCombined() {
        var canvas = Canvas(width: 8, height: 2)
        _ = canvas.draw("a한e\u{301}┃₩", x: 0, y: 0)
        _ = canvas.draw("🇰🇷·x", x: 1, y: 1)
        #expect(canvas.lines == ["a한é┃₩  ", " 🇰🇷·x   "])
    }
}
