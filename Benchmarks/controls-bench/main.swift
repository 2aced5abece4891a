import Foundation
import Layout

// The controls' frame costs (bench/controls.sh): a keystroke in the focused field of a
// 20-field form in a scroll view (the key through the responder chain, then layout and the
// draw pass of the whole window), one frame of a sheet sliding up over a table (step the
// animator, layout, draw, the dimming included), a keystroke in a 200-line text view and a
// frame of a 365-bar chart, at 80x24 and 200x60. Prints medians in µs.
// Run after a release build; never part of the tests.
#if canImport(Glibc)
import Glibc
#endif

/// Twenty labelled fields, one per line with a blank line between, in a scroll view.
final class TwentyFieldForm: ViewController {
    let scrollView = ScrollView()
    var fields: [TextField] = []

    override func viewDidLoad() {
        let rows: [View] = (1...20).map { index in
            let label = Label(text: "Field \(index) 항목")
            label.snp.makeConstraints { $0.width.equalTo(14) }
            let field = TextField(placeholder: "value \(index)")
            field.preferredTextWidth = 24
            fields.append(field)
            return StackView(arrangedSubviews: [label, field, View()])
        }
        let stack = StackView(arrangedSubviews: rows + [KeyHintBar()])
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

/// One line of text per row.
final class LineCell: TableViewCell {
    let label = Label()
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

/// A table of 1,000 shifts, the screen a sheet comes up over.
final class ShiftTable: ViewController, TableViewDataSource {
    let table = TableView()
    override func viewDidLoad() {
        table.rowHeight = 1
        table.register(LineCell.self, forCellReuseIdentifier: "line")
        table.dataSource = self
        view.addSubview(table)
        table.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath) as! LineCell
        cell.label.text = "Shift \(indexPath.row + 1) · 근무 \(indexPath.row + 1) · ₩\(10_320 * (indexPath.row % 9 + 1))"
        return cell
    }
}

/// A sheet with a title, a field and two buttons.
final class Sheet: ViewController {
    override func viewDidLoad() {
        view.backgroundStyle = .plain
        let title = Label(text: "New shift 새 근무", style: Style(attributes: .bold))
        let field = TextField(placeholder: "메모 note")
        let buttons = StackView(arrangedSubviews: [Button(title: "Cancel 취소"), Button(title: "Save 저장"), View()])
        buttons.spacing = 2
        let stack = StackView(arrangedSubviews: [title, field, buttons])
        stack.axis = .vertical
        stack.spacing = 1
        view.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
    }
}

func microseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// A keystroke (typing a syllable, then Backspace, each timed on its own) in field 10 of the
/// form, with the frame it makes.
func keystroke(width: Int, height: Int) -> (type: Double, erase: Double) {
    let form = TwentyFieldForm()
    let window = Window(size: Size(width: Double(width), height: Double(height)))
    window.animationsEnabled = false
    window.rootViewController = form
    var canvas = Canvas(width: width, height: height)
    window.draw(into: &canvas)
    form.fields[9].becomeFirstResponder()
    window.pasteText("카페 블루 Cafe")
    window.draw(into: &canvas)
    return typeAndErase(window, &canvas)
}

/// A screen filled by a text view of 200 lines (Korean and English, some wrapping), the
/// insertion point on line 100.
final class NotesScreen: ViewController {
    let textView = TextView()
    override func viewDidLoad() {
        textView.text = (1...200).map { line in
            line % 3 == 0
                ? "\(line). 오늘 근무 메모: 배송 두 건이 늦게 왔고 냉장고 문 고무패킹을 바꿔야 함, 야간 수당 확인"
                : "\(line). Opened at 9, closed at 6; the walk-in fridge needs a new seal."
        }.joined(separator: "\n")
        view.addSubview(textView)
        textView.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

/// A keystroke in the 200-line text view (typing a syllable, then Backspace, each timed on
/// its own with the frame it makes).
func textViewKeystroke(width: Int, height: Int) -> (type: Double, erase: Double) {
    let screen = NotesScreen()
    let window = Window(size: Size(width: Double(width), height: Double(height)))
    window.animationsEnabled = false
    window.rootViewController = screen
    var canvas = Canvas(width: width, height: height)
    window.draw(into: &canvas)
    screen.textView.becomeFirstResponder()
    let lines: [Substring] = screen.textView.text.split(separator: "\n", omittingEmptySubsequences: false)
    screen.textView.insertionIndex = lines.prefix(99).reduce(0) { $0 + $1.count + 1 } + 20
    window.draw(into: &canvas)
    return typeAndErase(window, &canvas)
}

/// A bar chart of 365 days filling the screen under a title: one frame after a day's value
/// changed (the chart redrawn, its columns the means of runs of days at these widths).
func chartFrame(width: Int, height: Int) -> Double {
    let controller = ViewController()
    let chart = BarChartView(
        entries: (0..<365).map { .init(label: $0 % 30 == 0 ? "\($0 + 1)" : "", value: Double(($0 * 37) % 11) - 2) })
    let title = Label(text: "Pay by day 일별 급여")
    let window = Window(size: Size(width: Double(width), height: Double(height)))
    window.rootViewController = controller
    controller.view.addSubview(title)
    controller.view.addSubview(chart)
    title.snp.makeConstraints { $0.top.leading.equalToSuperview() }
    chart.snp.makeConstraints {
        $0.top.equalTo(title.snp.bottom)
        $0.leading.trailing.bottom.equalToSuperview()
    }
    var canvas = Canvas(width: width, height: height)
    window.draw(into: &canvas)
    var times: [Double] = []
    for round in 0..<2_000 {
        let start = microseconds()
        chart.entries[round % 365].value += 1
        window.draw(into: &canvas)
        times.append(microseconds() - start)
    }
    return median(times)
}

/// Frames of a sheet presented and dismissed over the table, 60 per second of the window's
/// clock; the presentation and dismissal themselves are not counted, only the frames.
func sheetFrames(width: Int, height: Int) -> (frame: Double, frames: Int) {
    let clock = ManualClock()
    let list = ShiftTable()
    let window = Window(size: Size(width: Double(width), height: Double(height)), clock: clock)
    window.rootViewController = list
    var canvas = Canvas(width: width, height: height)
    window.draw(into: &canvas)
    var times: [Double] = []
    for _ in 0..<60 {
        let sheet = Sheet()
        list.present(sheet, animated: true)
        for phase in 0..<2 {
            if phase == 1 { sheet.dismiss(animated: true) }
            while window.needsFrame {
                clock.advance(by: 1.0 / 60)
                let start = microseconds()
                window.draw(into: &canvas)
                times.append(microseconds() - start)
            }
        }
    }
    return (median(times), times.count)
}

// `controls-bench profile sheet|keystroke|textview|chart WIDTH HEIGHT`: one workload alone, for callgrind.
let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "profile", let width = Int(arguments[3]), let height = Int(arguments[4]) {
    if arguments[2] == "sheet" {
        _ = sheetFrames(width: width, height: height)
    } else if arguments[2] == "textview" {
        _ = textViewKeystroke(width: width, height: height)
    } else if arguments[2] == "chart" {
        _ = chartFrame(width: width, height: height)
    } else {
        _ = keystroke(width: width, height: height)
    }
    exit(0)
}

for (width, height) in [(80, 24), (200, 60)] {
    let keys = keystroke(width: width, height: height)
    let sheet = sheetFrames(width: width, height: height)
    print(
        "\(width)x\(height): keystroke in a 20-field form, typing a syllable: median \(format(keys.type)) µs; "
            + "Backspace: \(format(keys.erase)) µs (2,000 each, key + layout + draw)")
    print(
        "\(width)x\(height): sheet over a 1,000-row table, one animation frame: median \(format(sheet.frame)) µs "
            + "(\(sheet.frames) frames of 60 presentations and dismissals)")
    let notes = textViewKeystroke(width: width, height: height)
    print(
        "\(width)x\(height): keystroke in a 200-line text view (line 100), typing a syllable: median "
            + "\(format(notes.type)) µs; Backspace: \(format(notes.erase)) µs (2,000 each, key + layout + draw)")
    print(
        "\(width)x\(height): bar chart of 365 days, one frame after a value changed: median "
            + "\(format(chartFrame(width: width, height: height))) µs (2,000 frames)")
}

/// Medians of 2,000 rounds of typing "가" and erasing it, each key with its frame, in the field
/// that has the focus.
func typeAndErase(_ window: Window, _ canvas: inout Canvas) -> (type: Double, erase: Double) {
    var typing: [Double] = [], erasing: [Double] = []
    for _ in 0..<2_000 {
        var start = microseconds()
        window.pressKey(.character("가"))
        window.draw(into: &canvas)
        typing.append(microseconds() - start)
        start = microseconds()
        window.pressKey(.backspace)
        window.draw(into: &canvas)
        erasing.append(microseconds() - start)
    }
    return (median(typing), median(erasing))
}
