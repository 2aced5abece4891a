import LayoutTesting
import Testing

@testable import Layout

@Suite("Label, ImageView and text wrapping")
struct LabelTests {
    @Test func intrinsicSizeIsTheTextInCellsWideCharactersCountingTwo() {
        #expect(Label(text: "Cafe").intrinsicContentSize == Size(width: 4, height: 1))
        #expect(Label(text: "편의점 알바").intrinsicContentSize == Size(width: 11, height: 1))
        let twoLines = Label(text: "a\nlonger")
        #expect(twoLines.intrinsicContentSize == Size(width: 1, height: 1), "one line by default, as UILabel")
        twoLines.numberOfLines = 0
        #expect(twoLines.intrinsicContentSize == Size(width: 6, height: 2))
        #expect(Label(text: "").intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test func labelPrioritiesMatchUILabel() {
        let label = Label(text: "x")
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(View().contentHuggingPriority(for: .vertical) == 250)
    }

    @Test func wrappingBreaksAtSpacesByDisplayWidth() {
        #expect(TextWrapping.lines(of: "night premium pay", width: 9) == ["night", "premium", "pay"])
        #expect(TextWrapping.lines(of: "주휴 수당 합계", width: 5) == ["주휴", "수당", "합계"])
        #expect(TextWrapping.lines(of: "abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(TextWrapping.lines(of: "한국어", width: 3) == ["한", "국", "어"], "a wide character is never split")
    }

    @Test(
        "text is cut into lines at the newlines a split by characters finds, found in its bytes",
        arguments: [
            "", "\n", "\n\n", "one", "a\nb", "a\r\nb", "\r\n\n", "a\r\n\r\n", "\r", "x\r", "a\n\u{301}b",
            "e\u{301}\ntude", "스타벅스\n강남점", "👍🏽\n👨‍👩‍👧\n", "tab\there\n", "\u{85}next\u{2028}line\nend",
        ])
    func paragraphsAreTheCharacterSplit(text: String) {
        let bytes = TextWrapping.paragraphs(of: text).map { ($0.startIndex, $0.endIndex, String($0)) }
        let characters = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { ($0.startIndex, $0.endIndex, String($0)) }
        #expect(bytes.count == characters.count)
        #expect(zip(bytes, characters).allSatisfy { $0 == $1 })
    }

    @Test(
        "an unwrapped label measures its lines in place, as the built lines measure",
        arguments: ["", "one", "스타벅스 강남점", "two\nlines", "a\n\nwider third line", "e\u{301}tude\n👍🏽", "trailing\n"])
    func unwrappedSizeMatchesTheLines(text: String) {
        for maximumLines in [0, 1, 2] {
            var lines = TextWrapping.lines(of: text, width: nil)
            if maximumLines > 0 { lines = Array(lines.prefix(maximumLines)) }
            let size = TextWrapping.unwrappedSize(of: text, maximumLines: maximumLines)
            #expect(size.width == TextWrapping.width(of: lines) && size.lines == lines.count, "\(maximumLines) lines")
        }
        let label = Label(text: text)
        label.numberOfLines = 0
        let lines = TextWrapping.lines(of: text, width: nil)
        #expect(
            label.intrinsicContentSize
                == Size(
                    width: Double(TextWrapping.width(of: lines)),
                    height: Double(text.isEmpty ? 0 : lines.count)))
    }

    @Test func multilineLabelGrowsToTheWidthItIsGiven() {
        let scene = HeadlessWindow(width: 12, height: 10)
        let label = Label(text: "weekly holiday allowance")
        label.numberOfLines = 0
        scene.root.addSubview(label)
        label.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        scene.window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(label.sizeThatFits(Size(width: 8, height: 0)) == Size(width: 8, height: 4), "'allowance' is cut")
        let lines = scene.window.render().lines
        #expect(lines.prefix(3) == ["weekly      ", "holiday     ", "allowance   "])
    }

    @Test func textChangeInvalidatesTheIntrinsicSize() {
        let scene = HeadlessWindow(width: 20, height: 3)
        let label = Label(text: "D-5")
        scene.root.addSubview(label)
        label.snp.makeConstraints { $0.top.trailing.equalToSuperview() }
        scene.window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 17, y: 0, width: 3, height: 1))
        label.text = "D-day"
        scene.window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 15, y: 0, width: 5, height: 1))
    }

    @Test func alignmentDrawsTextLeftCentreOrRight() {
        let scene = HeadlessWindow(width: 9, height: 3)
        for (row, alignment) in [LabelAlignment.left, .center, .right].enumerated() {
            let label = Label(text: "abc")
            label.textAlignment = alignment
            label.frame = Rect(x: 0, y: Double(row), width: 9, height: 1)
            scene.root.addSubview(label)
        }
        #expect(scene.window.render().lines == ["abc      ", "   abc   ", "      abc"])
    }

    @Test func imageViewCentresItsGlyph() {
        let scene = HeadlessWindow(width: 5, height: 1)
        let chevron = ImageView(image: Image("▾"))
        #expect(chevron.intrinsicContentSize == Size(width: 1, height: 1))
        chevron.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        scene.root.addSubview(chevron)
        #expect(scene.window.render().lines == ["  ▾  "])
        chevron.image = Image("▴")
        #expect(scene.window.render().lines == ["  ▴  "])
    }
}

@Suite("Fitting size with wrapping text")
struct WrappingFittingTests {
    @Test func fittingMeasuresAWrappingLabelAtTheWidthItWillHave() {
        let cell = View(frame: Rect(x: 0, y: 0, width: 14, height: 1))
        let note = Label(text: "night premium applies after ten")
        note.numberOfLines = 0
        cell.addSubview(note)
        note.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        let size = cell.systemLayoutSizeFitting(
            Size(width: 14, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 12 cells inside: "night", "premium", "applies", "after ten" -> 4 lines, plus 2 of insets.
        #expect(size == Size(width: 14, height: 6))
    }
}
