import Foundation
import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// The home screen's colours, light and dark, at 80x24 and 40x20, in 24-bit colour and in 16:
/// every colour on it is a semantic one resolved for the window's traits (the selected card's
/// accent, the warning mark, the live figure).
@Suite struct AppAppearanceSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func homeColours(style: UserInterfaceStyle) throws {
        for (width, height) in [(80, 24), (40, 20)] {
            var text = ""
            for depth in [ColorDepth.trueColor, .ansi16] {
                let (screen, _) = AppTestSupport.open(
                    try AppTestSupport.session(), size: TerminalSize(width: width, height: height))
                screen.window.traitCollection = TraitCollection(userInterfaceStyle: style, colorDepth: depth)
                text += "== \(screen.window.traitCollection) ==\n" + describeStyles(screen.render())
            }
            AppTestSupport.assertSnapshot(
                text, named: "appearance-\(style == .light ? "light" : "dark")-\(width)x\(height)")
        }
    }
}
