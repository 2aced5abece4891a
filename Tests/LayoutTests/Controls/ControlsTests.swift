import LayoutTesting
import Testing

@testable import Layout

/// The words of the sample screen in one language.
struct ControlWords {
    var title, name, nameValue, wage, wagePlaceholder, save, night, day, week, month: String
    static let english = ControlWords(
        title: "Record a shift", name: "Workplace", nameValue: "Cafe Blue", wage: "Wage",
        wagePlaceholder: "per hour", save: "Save", night: "Night pay", day: "Day",
        week: "Week", month: "Month")
    static let korean = ControlWords(
        title: "근무 기록", name: "일터", nameValue: "카페 블루", wage: "시급",
        wagePlaceholder: "시간당", save: "저장", night: "야간 수당", day: "일",
        week: "주", month: "월")
}

/// Every control on one screen: a filled field, an empty field with its placeholder, a
/// switch, a segmented control, a button and a key hint bar.
final class ControlsScreen: ViewController {
    let words: ControlWords
    let nameField = TextField()
    let wageField = TextField()
    let nightSwitch = Switch(isOn: true)
    let period: SegmentedControl
    let saveButton: Button
    var saved = 0

    init(words: ControlWords) {
        self.words = words
        period = SegmentedControl(items: [words.day, words.week, words.month])
        period.selectedSegmentIndex = 0
        saveButton = Button(title: words.save)
        super.init()
    }

    override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: "s", modifierFlags: .control, title: words.save) { [unowned self] in saved += 1 }]
    }

    override func viewDidLoad() {
        nameField.text = words.nameValue
        nameField.preferredTextWidth = 16
        wageField.placeholder = words.wagePlaceholder
        wageField.inputFilter = .digits
        period.selectedSegmentIndex = 1
        saveButton.addAction(Control.Action { [unowned self] _ in saved += 1 }, for: .primaryActionTriggered)
        let title = Label(text: words.title, style: Style(attributes: .bold))
        func row(_ text: String, _ control: View) -> StackView {
            let label = Label(text: text)
            label.snp.makeConstraints { $0.width.equalTo(10) }
            let stack = StackView(arrangedSubviews: [label, control, View()])
            stack.spacing = 1
            return stack
        }
        let form = StackView(arrangedSubviews: [
            title, row(words.name, nameField), row(words.wage, wageField),
            row(words.night, nightSwitch), row("", period), row("", saveButton),
        ])
        form.axis = .vertical
        form.spacing = 1
        form.alignment = .fill
        let hints = KeyHintBar()
        view.addSubview(form)
        view.addSubview(hints)
        form.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview().inset(1) }
        hints.snp.makeConstraints { $0.leading.trailing.bottom.equalToSuperview() }
    }
}

@Suite struct ControlsTests {
    @Test func enterOnAButtonSendsItsActionAndSoDoSpaceAndAClick() {
        let scene = ControlScene()
        var pressed: [String] = []
        let button = Button(title: "Save", primaryAction: Control.Action { _ in pressed.append("closure") })
        final class Target { var hits = 0; func save(_ sender: Control) { hits += 1 } }
        let target = Target()
        button.addTarget(target, action: Target.save, for: .primaryActionTriggered)
        button.frame = Rect(x: 5, y: 3, width: 8, height: 1)
        scene.root.addSubview(button)
        #expect(button.intrinsicContentSize == Size(width: 8, height: 1))
        #expect(button.becomeFirstResponder())
        #expect(scene.window.pressKey(.enter))
        #expect(scene.window.pressKey(.space))
        #expect(scene.window.click(at: Point(x: 6, y: 3)))
        #expect(pressed == ["closure", "closure", "closure"])
        #expect(target.hits == 3)
        #expect(!scene.window.pressKey(.character("x")))  // not a button key: up the chain, unused
        button.isEnabled = false
        #expect(!button.isFirstResponder)
        button.press()
        #expect(pressed.count == 3)
    }

    @Test func switchFlipsOnEnterSpaceAndClick() {
        let scene = ControlScene()
        let toggle = Switch()
        toggle.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        scene.root.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(Control.Action { control in changes.append((control as! Switch).isOn) }, for: .valueChanged)
        toggle.becomeFirstResponder()
        scene.window.pressKey(.space)
        scene.window.pressKey(.enter)
        scene.window.click(at: Point(x: 1, y: 0))
        #expect(changes == [true, false, true])
        toggle.setOn(false, animated: true)
        #expect(changes.count == 3)
        #expect(scene.render().trimmedLines[0] == "[○─]")
    }

    @Test func segmentedControlMovesWithArrowsAndClicks() {
        let scene = ControlScene()
        let segments = SegmentedControl(items: ["일", "주", "Month"])
        #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment)  // as UIKit starts
        segments.selectedSegmentIndex = 0
        #expect(segments.intrinsicContentSize == Size(width: 19, height: 1))
        segments.frame = Rect(x: 0, y: 0, width: 19, height: 1)
        scene.root.addSubview(segments)
        var values: [Int] = []
        segments.addAction(
            Control.Action { values.append(($0 as! SegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        segments.becomeFirstResponder()
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.rightArrow)  // at the end: kept
        scene.window.pressKey(.leftArrow)
        #expect(scene.render().trimmedLines[0] == "│ 일 │[주]│ Month │")
        scene.window.click(at: Point(x: 12, y: 0))
        #expect(values == [1, 2, 1, 2])
        segments.insertSegment(withTitle: "년", at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == 3)
        segments.removeSegment(at: 3, animated: false)
        #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// Narrower than its one line, the control wraps whole segments onto more lines at the
    /// width layout gave it (a form at 40 columns): its height follows, ←/→ and a click on the
    /// second line still choose. `│ Day │ Week │ Month │` is 22 cells; at 16 it is two lines.
    @Test func segmentedControlWrapsAtTheWidthItIsGiven() {
        let scene = ControlScene()
        let box = View()
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        for view in [box, segments] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.root.addSubview(box)
        box.addSubview(segments)
        box.snp.makeConstraints {
            $0.top.leading.equalToSuperview()
            $0.width.equalTo(16)
            $0.bottom.equalTo(segments.snp.bottom)
        }
        segments.snp.makeConstraints {
            $0.top.leading.equalToSuperview()
            $0.trailing.lessThanOrEqualToSuperview()
        }
        var lines = scene.render().trimmedLines
        #expect(Array(lines.prefix(2)) == ["│ Day │[Week]│", "│ Month │"])
        #expect(segments.frame.size == Size(width: 16, height: 2))
        #expect(segments.intrinsicContentSize == Size(width: 22, height: 2), "the one line's width, two lines high")
        var values: [Int] = []
        segments.addAction(
            Control.Action { values.append(($0 as! SegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        scene.window.click(at: Point(x: 4, y: 1))
        segments.becomeFirstResponder()
        scene.window.pressKey(.leftArrow)
        #expect(values == [2, 1])
        // Wide enough again: one line.
        box.snp.updateConstraints { $0.width.equalTo(30) }
        lines = scene.render().trimmedLines
        #expect(lines[0] == "│ Day │[Week]│ Month │")
        #expect(lines[1].isEmpty)
        #expect(segments.frame.height == 1)
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    /// The controls light and dark, one file per language and style, both sizes: the text and,
    /// for each row, each run's colours and attributes (`describeStyles`), with nothing focused
    /// in 24-bit colour, 16 colours and monochrome, then each control focused in 24-bit colour.
    /// The button's title, the switch when on, the selected segment and the hint bar's keys are
    /// the tint; the segments' bars the separator; the hints' titles secondary text.
    @Test(arguments: ["en", "ko"], [UserInterfaceStyle.light, .dark])
    func theControlsInLightAndDark(language: String, style: UserInterfaceStyle) {
        var text = ""
        for (width, height) in [(80, 24), (40, 20)] {
            let screen = ControlsScreen(words: language == "en" ? .english : .korean)
            let scene = ControlScene(width: Double(width), height: Double(height), controller: screen)
            func frame(_ name: String, _ depth: ColorDepth) {
                scene.window.traitCollection = TraitCollection(userInterfaceStyle: style, colorDepth: depth)
                text +=
                    "== \(width)x\(height), \(name), \(scene.window.traitCollection) ==\n"
                    + describeStyles(scene.render())
            }
            for depth in [ColorDepth.trueColor, .ansi16, .monochrome] { frame("nothing focused", depth) }
            for name in ["name field", "wage field", "switch", "segments", "button"] {
                scene.window.pressKey(.tab)
                frame(name + " focused", .trueColor)
            }
            screen.nightSwitch.isEnabled = false
            screen.period.isEnabled = false
            screen.saveButton.isEnabled = false
            frame("disabled", .trueColor)
            #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        }
        ControlSnapshot.assertMatches(text: text, named: "controls-\(language)-\(style == .light ? "light" : "dark")")
    }

    /// Each screen: nothing focused, then each control focused in turn (Tab), as text and
    /// styles, in one file per language and size.
    @Test(arguments: [("en", 80, 24), ("en", 40, 20), ("ko", 80, 24), ("ko", 40, 20)])
    func snapshotsOfEveryControlFocusedAndNot(language: String, width: Int, height: Int) {
        let screen = ControlsScreen(words: language == "en" ? .english : .korean)
        let scene = ControlScene(width: Double(width), height: Double(height), controller: screen)
        var frames: [String] = []
        var canvas = scene.render()
        frames.append("== nothing focused\n" + ControlSnapshot.text(of: canvas))
        for name in ["name field", "wage field", "switch", "segments", "button"] {
            scene.window.pressKey(.tab)
            canvas = scene.render()
            frames.append(
                "== \(name) focused, cursor \(scene.window.cursorPosition.map(\.description) ?? "hidden")\n"
                    + ControlSnapshot.text(of: canvas))
        }
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        ControlSnapshot.assertMatches(
            text: frames.joined(separator: "\n"), named: "controls-\(language)-\(width)x\(height)")
    }
}
