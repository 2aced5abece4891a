import Foundation
import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// The home screen's and the calendar's colours, light and dark, at 80x24 and 40x20: every
/// colour on them is a semantic one resolved for the window's traits (the selected card's
/// accent, the warning mark, the live figure; the calendar's days and schedule marks).
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

    /// The calendar of Fixtures/plans.json (worked, missed, excused and planned days, Sundays,
    /// Saturdays, today), light and dark, at 80x24 and 40x20, in 24-bit colour, 16 colours and
    /// monochrome: the day numbers and the schedule's marks in semantic colours (worked
    /// `success`, missed `destructive` and bold, excused `systemYellow`, planned
    /// `tertiaryLabel`, Sundays `systemRed`, Saturdays `systemBlue`).
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func calendarColours(style: UserInterfaceStyle) throws {
        for (width, height) in [(80, 24), (40, 20)] {
            var text = ""
            for depth in [ColorDepth.trueColor, .ansi16, .monochrome] {
                let (screen, _) = AppTestSupport.open(
                    try AppTestSupport.session(file: CalendarPlanTests.plansFile),
                    size: TerminalSize(width: width, height: height))
                screen.window.traitCollection = TraitCollection(userInterfaceStyle: style, colorDepth: depth)
                screen.pressKeys(.character("c"))
                text += "== \(screen.window.traitCollection) ==\n" + describeStyles(screen.render())
            }
            AppTestSupport.assertSnapshot(
                text, named: "appearance-calendar-\(style == .light ? "light" : "dark")-\(width)x\(height)")
        }
    }
}
