import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// The calendar and payslip are pushed screens: while one is on top the home screen's keys do
/// nothing, and Esc or `q` goes back to it, not out of the app.
@Suite struct ScreenKeysTests {
    @Test(arguments: ["c", "p"] as [Character], [Key.character("q"), Key.escape])
    func aScreenTakesTheKeysAndGoesBackWithoutQuitting(opening: Character, closing: Key) throws {
        let (screen, scene) = AppTestSupport.open(try AppTestSupport.session(animations: .none))
        screen.pressKeys(.down)
        #expect(scene.home.selectedRow == 1)
        screen.pressKeys(.character(opening))
        let top = try #require(scene.navigation.topViewController)
        #expect(opening == "c" ? top is MonthCalendarViewController : top is PayslipViewController)
        // `j` and `G` move the home screen's selection; with the screen on top they must not.
        screen.pressKeys(.character("j"), .character("G"))
        #expect(scene.home.selectedRow == 1)
        screen.pressKeys(closing)
        #expect(scene.navigation.topViewController === scene.home)
        #expect(!scene.wantsToQuit)
        // The home screen has its keys back.
        screen.pressKeys(.character("j"))
        #expect(scene.home.selectedRow == 2)
    }
}
