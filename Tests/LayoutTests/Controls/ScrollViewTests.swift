import Testing

@testable import Layout

/// A form of `count` labelled fields, one per line with a blank line between, in a scroll
/// view filling the screen; the content's width follows the frame, its height the rows.
final class ScrollingForm: ViewController {
    let scrollView = ScrollView()
    var fields: [TextField] = []
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    override func viewDidLoad() {
        let rows: [View] = (1...count).map { index in
            let label = Label(text: "Field \(index)")
            label.snp.makeConstraints { $0.width.equalTo(10) }
            let field = TextField(placeholder: "value \(index)")
            field.tag = index
            fields.append(field)
            return StackView(arrangedSubviews: [label, field, View()])
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 1
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        stack.snp.makeConstraints {
            $0.edges.equalTo(scrollView.contentLayoutGuide)
            $0.width.equalTo(scrollView.frameLayoutGuide)
        }
    }
}

@Suite struct ScrollViewTests {
    @Test func contentSizeComesFromConstraintsAndTheOffsetIsClamped() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        _ = scene.render()
        #expect(form.scrollView.contentSize == Size(width: 80, height: 39))
        form.scrollView.contentOffset = Point(x: 5, y: 100)
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 15))
        let canvas = scene.render()
        // Row 20 is at content line 38, the screen's last line; row 12 at line 22, screen line 7.
        #expect(canvas.trimmedLines[23].hasPrefix("Field 20  [value 20 ]"))
        #expect(canvas.trimmedLines[7].hasPrefix("Field 12  [value 12 ]"))
        #expect(canvas.trimmedLines[0] == "")
        form.scrollView.setContentOffset(.zero, animated: false)
        #expect(scene.render().trimmedLines[0].hasPrefix("Field 1 "))
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test func tabbingPastTheBottomScrollsTheFocusedFieldIntoView() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        scene.window.animationsEnabled = false
        _ = scene.render()
        for _ in 0..<12 { scene.window.pressKey(.tab) }
        var canvas = scene.render()
        #expect(form.fields[11].isFirstResponder)
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 0))  // line 22: in sight
        scene.window.pressKey(.tab)
        canvas = scene.render()
        // Field 13 is at content line 24: the least scrolling shows it on the last line.
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 1))
        #expect(canvas.trimmedLines[23].hasPrefix("Field 13"))
        #expect(scene.window.cursorPosition == CellPosition(x: 11, y: 23))
        for _ in 0..<7 { scene.window.pressKey(.tab) }
        canvas = scene.render()
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 15))
        scene.window.pressKey(.tab)  // wraps to the first field, at the top
        canvas = scene.render()
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 0))
        #expect(scene.window.cursorPosition == CellPosition(x: 11, y: 0))
    }

    @Test func aFocusScrollIsAnimatedOnTheWindowClock() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        _ = scene.render()
        form.fields[19].becomeFirstResponder()
        var offsets: [Double] = []
        var cursors: [Int?] = []
        _ = scene.render()
        for _ in 0..<5 {
            _ = scene.step(0.05)
            offsets.append(form.scrollView.contentOffset.y)
            cursors.append(scene.window.cursorPosition?.y)
        }
        #expect(offsets.last == 15)
        #expect(offsets == offsets.sorted())
        #expect(offsets.first.map { $0 > 0 && $0 < 15 } == true, "\(offsets)")
        // While the field is below the bottom edge, no cursor is shown.
        #expect(cursors.first == .some(nil))
        #expect(cursors.last == 23)
    }

    @Test func scrollRectToVisibleScrollsTheLeastAndKeysScroll() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        scene.window.animationsEnabled = false
        _ = scene.render()
        form.scrollView.scrollRectToVisible(Rect(x: 0, y: 30, width: 10, height: 2), animated: true)
        #expect(form.scrollView.contentOffset.y == 8)
        form.scrollView.scrollRectToVisible(Rect(x: 0, y: 10, width: 10, height: 2), animated: false)
        #expect(form.scrollView.contentOffset.y == 8)
        form.scrollView.scrollRectToVisible(Rect(x: 0, y: 3, width: 10, height: 1), animated: false)
        #expect(form.scrollView.contentOffset.y == 3)
        // Keys reach the scroll view from a focused field.
        form.fields[5].becomeFirstResponder()
        scene.window.pressKey(.downArrow)
        #expect(form.scrollView.contentOffset.y == 4)
        scene.window.pressKey(.pageDown)
        #expect(form.scrollView.contentOffset.y == 15)
        scene.window.pressKey(.upArrow)
        #expect(form.scrollView.contentOffset.y == 14)
    }

    @Test func clicksLandOnScrolledContent() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        _ = scene.render()
        form.scrollView.contentOffset = Point(x: 0, y: 10)
        #expect(scene.window.click(at: Point(x: 12, y: 2)))  // content line 12: field 7
        #expect(form.fields[6].isFirstResponder)
    }
}
