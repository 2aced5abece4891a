import Foundation
import Testing
@testable import Layout

/// A window with a root controller whose view the test fills, on a manual clock.
final class ControlScene {
    let clock = ManualClock()
    let window: Window
    let controller: ViewController
    let log = LogCollector()
    var root: View { controller.view }

    init(width: Double = 80, height: Double = 24, controller: ViewController = ViewController()) {
        window = Window(size: Size(width: width, height: height), clock: clock)
        window.logSink = log.sink
        self.controller = controller
        window.rootViewController = controller
    }

    func render() -> Canvas { window.render() }

    /// Types each character of `text` as its own key press.
    func type(_ text: String) {
        for character in text { window.pressKey(character == " " ? .space : .character(character)) }
    }

    /// Steps the clock by `seconds` and draws a frame.
    func step(_ seconds: Double) -> Canvas {
        clock.advance(by: seconds)
        return render()
    }
}

/// Text snapshots of screens: the text, then a map of the style of every cell (`R` reversed,
/// `B` bold, `U` underlined, `D` dim, space plain; the first that applies), since a focused
/// look is a style. Stored in Controls/Snapshots; `PAYDAY_RECORD=1` writes them.
enum ControlSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func text(of canvas: Canvas) -> String {
        var styleLines: [String] = []
        for y in 0..<canvas.height {
            var line = ""
            for x in 0..<canvas.width {
                let style = canvas[x, y].style
                line.append(style.isReversed ? "R" : style.isBold ? "B" : style.isUnderlined ? "U" : style.isDim ? "D" : " ")
            }
            while line.last == " " { line.removeLast() }
            styleLines.append(line)
        }
        return canvas.text + "\n-- styles --\n" + styleLines.joined(separator: "\n") + "\n"
    }

    static func assertMatches(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        assertMatches(text: text(of: canvas), named: name, sourceLocation: sourceLocation)
    }

    static func assertMatches(text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["PAYDAY_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: file)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path), let expected = String(data: data, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt; run with PAYDAY_RECORD=1 and read it before committing", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let want = expected.components(separatedBy: "\n"), got = text.components(separatedBy: "\n")
        var report = ["snapshot \(name) differs:"]
        for index in 0..<max(want.count, got.count) {
            let pair = (index < want.count ? want[index] : "<none>", index < got.count ? got[index] : "<none>")
            if pair.0 != pair.1 { report += ["  line \(index + 1) expected: \(pair.0)", "  line \(index + 1) actual:   \(pair.1)"] }
        }
        Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}

/// Records what a text field's delegate was asked and told; refuses changes containing `refused`.
final class RecordingFieldDelegate: TextFieldDelegate {
    var refused: String?
    var changes: [(range: Range<Int>, replacement: String)] = []
    var returns = 0
    var endings = 0

    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
        let text = textField.text
        changes.append((text.distance(from: text.startIndex, to: range.lowerBound)..<text.distance(from: text.startIndex, to: range.upperBound), string))
        if let refused, string.contains(refused) { return false }
        return true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        returns += 1
        return true
    }

    func textFieldDidEndEditing(_ textField: TextField) { endings += 1 }
}

extension Canvas {
    /// The rows without trailing spaces.
    var trimmedLines: [String] { text.components(separatedBy: "\n") }
}
