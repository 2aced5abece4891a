import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The shift form's calendar: Alt-↓ (as a terminal sends it, `ESC [ 1 ; 3 B`) opens a date
/// picker on the field's date; the keys and the mouse choose a day; Enter puts it in the field
/// (checked and marked as typed), Esc leaves the field alone. Snapshots in English and Korean at
/// 80x24 and 40x20.
@Suite struct ShiftDatePickerTests {
    /// A data file with one workplace, the new shift form open on it (the offered date is
    /// today, Monday 23 November 2026).
    private func openForm() throws -> (HeadlessWindow, ShiftFormController) {
        let file = try RecordingWorkTests.temporaryFile()
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        RecordingWorkTests.addWorkplace("Cafe", to: screen)
        screen.pressKeys(.character("a"))
        let form = try #require(screen.window.topPresentedViewController as? ShiftFormController)
        return (screen, form)
    }

    private func dateField(of form: ShiftFormController) throws -> TextField {
        try #require(form.rows.first?.control as? TextField)
    }

    @Test func altDownOpensTheCalendarAndEnterPutsTheDayInTheField() throws {
        let (screen, form) = try openForm()
        #expect(try dateField(of: form).text == "2026-11-23")
        #expect(screen.feed("\u{1B}[1;3B") == [.key(Key(.down, modifiers: .alt))])
        screen.settle()
        let sheet = try #require(screen.window.topPresentedViewController as? DateSheetController)
        #expect(sheet.chosenDate == LocalDate(year: 2026, month: 11, day: 23))
        #expect(screen.window.firstResponder === sheet.picker)
        // → two days, ↓ a week: Wednesday 2 December.
        screen.pressKeys(.right, .right, .down)
        #expect(sheet.chosenDate == LocalDate(year: 2026, month: 12, day: 2))
        screen.pressKeys(.enter)
        #expect(screen.window.topPresentedViewController === form)
        #expect(try dateField(of: form).text == "2026-12-02")
        #expect(form.isDirty)
        // Typed by hand, the field's date is where the calendar opens; Esc changes nothing.
        let field = try dateField(of: form)
        field.text = "2027-02-03"
        form.pickDate()
        screen.settle()
        let again = try #require(screen.window.topPresentedViewController as? DateSheetController)
        #expect(again.chosenDate == LocalDate(year: 2027, month: 2, day: 3))
        screen.pressKeys(.pageDown, .escape)
        #expect(screen.window.topPresentedViewController === form)
        #expect(field.text == "2027-02-03")
    }

    @Test func aClickOnADayChoosesIt() throws {
        let (screen, form) = try openForm()
        form.pickDate()
        screen.settle()
        let sheet = try #require(screen.window.topPresentedViewController as? DateSheetController)
        // The grid's first week row is its third line; Monday first: the 2nd is the first
        // column of the second week, on the grid's fourth line.
        let grid = sheet.picker.convert(Point(x: 1, y: 3), to: nil)
        screen.window.click(at: grid)
        #expect(sheet.chosenDate == LocalDate(year: 2026, month: 11, day: 2))
    }

    /// On a copy of Fixtures/workplaces.json (today Saturday 21 November 2026): `a` on Cafe
    /// Blue, Alt-↓, → (Sunday the 22nd).
    @Test(arguments: [(PayrollLanguage.english, "en"), (.korean, "ko")], [(80, 24), (40, 20)])
    func theCalendarOverTheForm(language: (PayrollLanguage, String), size: (Int, Int)) throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: AppTestSupport.workplacesFile, toPath: file)
        let (screen, _) = AppTestSupport.open(
            try AppTestSupport.session(file: file, language: language.0),
            size: TerminalSize(width: size.0, height: size.1))
        screen.pressKeys(.character("a"), Key(.down, modifiers: .alt), .right)
        #expect(screen.window.topPresentedViewController is DateSheetController)
        AppTestSupport.assertSnapshot(screen.text + "\n", named: "\(language.1)-\(size.0)x\(size.1)-shift-calendar")
    }
}
