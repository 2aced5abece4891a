import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A window with a root controller whose view the test fills, on a manual clock: the testing
/// kit's headless window, with the controller at hand.
final class ControlScene {
    let headless: HeadlessWindow
    let controller: ViewController
    var window: Window { headless.window }
    var clock: ManualClock { headless.clock }
    var log: LayoutLog { headless.log }
    var root: View { controller.view }

    init(width: Double = 80, height: Double = 24, controller: ViewController = ViewController()) {
        headless = HeadlessWindow(width: width, height: height, rootViewController: controller)
        self.controller = controller
    }

    func render() -> Canvas { headless.render() }

    /// Types each character of `text` as its own key press.
    func type(_ text: String) { headless.type(text) }

    /// Steps the clock by `seconds` and draws a frame.
    func step(_ seconds: Double) -> Canvas { headless.step(by: seconds) }
}

/// Text snapshots of screens: the text, then a map of the style of every cell (`R` reversed,
/// `B` bold, `U` underlined, `D` dim, space plain; the first that applies), since a focused
/// look is a style. Stored in Controls/Snapshots; `PAYDAY_RECORD=1` writes them.
enum ControlSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    static func text(of canvas: Canvas) -> String {
        var styleLines: [String] = []
        for y in 0..<canvas.height {
            var line = ""
            for x in 0..<canvas.width {
                let style = canvas[x, y].style
                line.append(
                    style.isReversed ? "R" : style.isBold ? "B" : style.isUnderlined ? "U" : style.isDim ? "D" : " ")
            }
            while line.last == " " { line.removeLast() }
            styleLines.append(line)
        }
        return canvas.text + "\n-- styles --\n" + styleLines.joined(separator: "\n") + "\n"
    }

    static func assertMatches(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        assertMatches(text: text(of: canvas), named: name, sourceLocation: sourceLocation)
    }

    /// Compares with the snapshot `name` through the testing kit (the cells that differ are
    /// listed); `PAYDAY_RECORD=1` writes it instead.
    static func assertMatches(text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        SnapshotDirectory(directory, recordVariable: "PAYDAY_RECORD").expect(
            text, named: name, sourceLocation: sourceLocation)
    }
}

/// Records what a text field's delegate was asked and told; refuses changes containing `refused`.
final class RecordingFieldDelegate: TextFieldDelegate {
    var refused: String?
    var changes: [(range: Range<Int>, replacement: String)] = []
    var returns = 0
    var endings = 0

    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool {
        let text = textField.text
        changes.append(
            (
                text.distance(
                    from: text.startIndex, to: range.lowerBound)..<text.distance(
                        from: text.startIndex, to: range.upperBound), string
            ))
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
