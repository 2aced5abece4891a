import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A screen of the part-three widgets: a text view of notes (taller than its four rows: its
/// scroll indicator shows), a date picker, a progress bar, a week's bar chart (a correction
/// below the baseline) and a sparkline of a month.
final class WidgetsScreen: ViewController {
    struct Words {
        var notes, progress, week, month: String
        var text: String
        var days: [String]
        var locale: String
        static let english = Words(
            notes: "Notes", progress: "Paid so far", week: "This week", month: "30 days",
            text: "Opened at 9, closed at 6. Two deliveries came late; the walk-in fridge needs a new seal.\n"
                + "Ask about the night rate.\nBring the apron back.\nNext shift: Saturday, 9 to 6.\nPayday is the 10th.",
            days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], locale: "en_US")
        static let korean = Words(
            notes: "메모", progress: "지급 진행", week: "이번 주", month: "30일",
            text: "9시 오픈, 6시 마감. 배송 두 건이 늦게 왔고 냉장고 문 고무패킹을 바꿔야 함.\n야간 수당 물어보기.\n"
                + "앞치마 반납하기.\n다음 근무: 토요일 9시-6시.\n월급날은 10일.",
            days: ["월", "화", "수", "목", "금", "토", "일"], locale: "ko_KR")
    }

    let words: Words
    let textView = TextView()
    let picker = DatePicker(date: DatePickerTests.day(2026, 11, 21))
    let progress = ProgressView()
    let chart = BarChartView()
    let sparkline = SparklineView()

    init(words: Words) {
        self.words = words
        super.init()
    }

    override func viewDidLoad() {
        textView.text = words.text
        picker.calendar = DatePickerTests.calendar(words.locale)
        progress.progress = 0.62
        let week: [Double] = [80, 0, 64, 120, -20, 96, 40]
        chart.entries = zip(words.days, week).map { BarChartView.Entry(label: $0, value: $1) }
        chart.chartHeight = 5
        sparkline.values = (0..<30).map { Double(($0 * 37) % 11) + Double($0) / 3 }
        let notes = Label(text: words.notes, style: Style(attributes: .bold))
        let side = StackView(arrangedSubviews: [
            Label(text: words.progress), progress, Label(text: words.week), chart,
            StackView(arrangedSubviews: [Label(text: words.month), sparkline, View()]),
        ])
        side.axis = .vertical
        (side.arrangedSubviews.last as? StackView)?.spacing = 1
        let lower = StackView(arrangedSubviews: [picker, side])
        lower.spacing = 2
        lower.alignment = .top
        view.addSubview(notes)
        view.addSubview(textView)
        view.addSubview(lower)
        notes.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        textView.snp.makeConstraints {
            $0.top.equalTo(notes.snp.bottom)
            $0.leading.trailing.equalToSuperview().inset(1)
            $0.height.equalTo(4)
        }
        lower.snp.makeConstraints {
            $0.top.equalTo(textView.snp.bottom).offset(1)
            $0.leading.trailing.equalToSuperview().inset(1)
        }
    }
}

@Suite struct WidgetSnapshotTests {
    /// Nothing focused; the text view focused with its first line selected (Ctrl-Home,
    /// Shift-↓); the date picker focused after → and PgDn; as text and styles, one file per
    /// language and size.
    @Test(arguments: [("en", 80, 24), ("en", 40, 20), ("ko", 80, 24), ("ko", 40, 20)])
    func snapshotsOfTheWidgets(language: String, width: Int, height: Int) {
        let screen = WidgetsScreen(words: language == "en" ? .english : .korean)
        let scene = ControlScene(width: Double(width), height: Double(height), controller: screen)
        var frames: [String] = []
        func frame(_ name: String) {
            let canvas = scene.render()
            frames.append(
                "== \(name), cursor \(scene.window.cursorPosition.map(\.description) ?? "hidden")\n"
                    + ControlSnapshot.text(of: canvas))
        }
        frame("nothing focused")
        screen.textView.becomeFirstResponder()
        scene.window.pressKey(KeyPress(input: KeyCommand.inputHome, modifierFlags: .control))
        scene.window.pressKey(KeyPress(input: KeyCommand.inputDownArrow, modifierFlags: .shift))
        frame("text view focused, first line selected")
        scene.window.pressKey(.tab)
        scene.window.pressKey(.rightArrow)
        scene.window.pressKey(.pageDown)
        frame("date picker focused, → and PgDn")
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        ControlSnapshot.assertMatches(
            text: frames.joined(separator: "\n"), named: "widgets-\(language)-\(width)x\(height)")
    }

    /// The same screen light and dark, one file per language, style and size: the text and, for
    /// each row, each run's colours and attributes (`describeStyles`), with nothing focused in
    /// 24-bit colour, 16 colours and monochrome, then in 24-bit colour with the text view's
    /// first line selected and with the date picker focused.
    @Test(arguments: ["en", "ko"], [UserInterfaceStyle.light, .dark])
    func theWidgetsInLightAndDark(language: String, style: UserInterfaceStyle) {
        for (width, height) in [(80, 24), (40, 20)] {
            let screen = WidgetsScreen(words: language == "en" ? .english : .korean)
            let scene = ControlScene(width: Double(width), height: Double(height), controller: screen)
            var text = ""
            func frame(_ name: String, _ depth: ColorDepth) {
                scene.window.traitCollection = TraitCollection(userInterfaceStyle: style, colorDepth: depth)
                text += "== \(name), \(scene.window.traitCollection) ==\n" + describeStyles(scene.render())
            }
            for depth in [ColorDepth.trueColor, .ansi16, .monochrome] { frame("nothing focused", depth) }
            screen.textView.becomeFirstResponder()
            scene.window.pressKey(KeyPress(input: KeyCommand.inputHome, modifierFlags: .control))
            scene.window.pressKey(KeyPress(input: KeyCommand.inputDownArrow, modifierFlags: .shift))
            frame("text view focused, first line selected", .trueColor)
            scene.window.pressKey(.tab)
            frame("date picker focused", .trueColor)
            #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
            let name = "widgets-\(language)-\(style == .light ? "light" : "dark")-\(width)x\(height)"
            ControlSnapshot.assertMatches(text: text, named: name)
        }
    }
}
