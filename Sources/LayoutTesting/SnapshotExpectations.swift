import Canvas
import FoundationEssentials
import Testing

/// Records a test issue listing the cells in which `actual` differs from `expected` (screens as
/// text; trailing spaces and empty last lines do not count).
public func expectScreen(_ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let difference = ScreenDifference(expected: expected, actual: actual) else { return }
    Issue.record(Comment(rawValue: difference.description), sourceLocation: sourceLocation)
}

/// `expectScreen` on a canvas.
public func expectScreen(_ canvas: Canvas, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectScreen(canvas.text, equals: expected, sourceLocation: sourceLocation)
}

/// `expectScreen` on the frame a headless window draws now.
public func expectScreen(
    _ window: HeadlessWindow, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectScreen(window.text, equals: expected, sourceLocation: sourceLocation)
}

/// Snapshots kept as text files in a directory, with a record mode.
public struct SnapshotDirectory {
    /// The directory holding `name.txt` files.
    public let url: URL
    /// The environment variable that, set to `1`, writes snapshots instead of comparing.
    public let recordVariable: String

    /// Snapshots in `url`, recorded when `recordVariable` is `1`.
    public init(_ url: URL, recordVariable: String = "LAYOUT_RECORD") {
        self.url = url
        self.recordVariable = recordVariable
    }

    /// Compares `text` with the snapshot `name` (`name.txt`) and records an issue listing the
    /// cells that differ. With the record variable set to `1` it writes the snapshot instead,
    /// an explicit act: read each recorded snapshot before committing it. A missing snapshot
    /// is an issue that says how to record it.
    public func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = url.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file, options: .atomic)
                print("recorded snapshot \(file.path)")
            } catch {
                Issue.record("cannot write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path),
            let expected = String(data: data, encoding: .utf8)
        else {
            Issue.record(
                "no snapshot \(name).txt in \(url.path); run the tests with \(recordVariable)=1 and read it before committing",
                sourceLocation: sourceLocation)
            return
        }
        guard let difference = ScreenDifference(expected: expected, actual: text) else { return }
        Issue.record(Comment(rawValue: "snapshot \(name): " + difference.description), sourceLocation: sourceLocation)
    }
}
