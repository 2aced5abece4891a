import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Snapshots of one screen in `style` at 80x24 and 40x20, each file holding the 24-bit colour
/// and the monochrome renderings one after the other, each under its traits: `draw` builds the
/// screen at a size with the traits and describes it (`describeStyles`). The files are
/// `prefix-light-80x24.txt` and so on in `directory`, recorded with `PAYDAY_RECORD=1`.
func expectColourSnapshots(
    _ prefix: String, style: UserInterfaceStyle, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation,
    draw: (_ width: Double, _ height: Double, _ traits: TraitCollection) -> String
) {
    for (width, height) in [(80.0, 24.0), (40.0, 20.0)] {
        var text = ""
        for depth in [ColorDepth.trueColor, .monochrome] {
            let traits = TraitCollection(userInterfaceStyle: style, colorDepth: depth)
            text += "== \(traits) ==\n" + draw(width, height, traits)
        }
        SnapshotDirectory(directory, recordVariable: "PAYDAY_RECORD").expect(
            text, named: "\(prefix)-\(style == .light ? "light" : "dark")-\(Int(width))x\(Int(height))",
            sourceLocation: sourceLocation)
    }
}
