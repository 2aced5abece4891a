import Terminal
import Testing

@testable import PaydayApp

/// The calendar and payslip screens take every key while open (they are the first responder):
/// the home screen's keys beneath do nothing, and Esc or `q` closes the screen, not the app.
@Suite struct OverlayKeysTests {
    private func harness() throws -> AppHarness {
        AppHarness(session: try AppTestSupport.session(animations: .none))
    }

    @Test(arguments: ["c", "p"] as [Character], [Key.character("q"), Key.escape])
    func aScreenTakesTheKeysAndClosesWithoutQuitting(opening: Character, closing: Key) throws {
        let app = try harness()
        app.press(.down)
        #expect(app.home.selectedRow == 1)
        app.press(.character(opening))
        let screen = try #require(app.home.overlay)
        #expect(opening == "c" ? screen is MonthCalendarViewController : screen is PayslipViewController)
        // `j` and `G` move the home screen's selection; with the screen open they must not.
        app.press(.character("j"), .character("G"))
        #expect(app.home.selectedRow == 1)
        app.press(closing)
        #expect(app.home.overlay == nil)
        #expect(!app.home.wantsToQuit)
        #expect(!app.app.shouldQuit)
        // The home screen has its keys back.
        app.press(.character("j"))
        #expect(app.home.selectedRow == 2)
    }

    /// The screens read the data when the key is pressed: the records are the file the app
    /// holds now, with the session's holidays and rates.
    @Test func theRecordsAreTheDataAsItIsNow() throws {
        let app = try harness()
        let records = app.home.records
        #expect(records.workplaces.map(\.name) == app.home.data.workplaces.map(\.name))
        #expect(records.worker == app.home.data.file.worker)
    }
}
