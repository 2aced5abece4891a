import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// `?` on a sheet lists the sheet's keys over it, as on every screen; any key closes the list
/// and the sheet is as it was.
@Suite struct SheetKeysTests {
    /// A data file with one workplace, the new shift form open on it.
    private func openForm() throws -> (HeadlessWindow, ShiftFormController) {
        let file = try RecordingWorkTests.temporaryFile()
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        RecordingWorkTests.addWorkplace("Cafe", to: screen)
        screen.pressKeys(.character("a"))
        return (screen, try #require(screen.window.topPresentedViewController as? ShiftFormController))
    }

    /// `?` pressed on `sheet`: the lines of the list it opens; a key then closes the list, and
    /// the sheet is on top again.
    private func keysListed(on sheet: ViewController, in screen: HeadlessWindow) throws -> [String] {
        screen.pressKeys(.character("?"))
        screen.settle()
        let lines = try #require(screen.window.topPresentedViewController as? HelpController).lines
        screen.pressKeys(.character("x"))
        screen.settle()
        #expect(screen.window.topPresentedViewController === sheet)
        return lines
    }

    @Test func questionMarkOnTheDateSheetListsItsKeys() throws {
        let (screen, form) = try openForm()
        form.pickDate()
        screen.settle()
        let sheet = try #require(screen.window.topPresentedViewController as? DateSheetController)
        let lines = try keysListed(on: sheet, in: screen)
        let words = sheet.strings.formWords
        for title in [words.choose, words.cancel, sheet.strings.keyTitles.help] {
            #expect(lines.contains { $0.hasSuffix(title) }, "\(title)")
        }
    }

    @Test func questionMarkOnAFormListsItsKeysWhenNoFieldTakesIt() throws {
        let (screen, form) = try openForm()
        // On the Save button no field takes `?` as text.
        #expect(form.saveButton.becomeFirstResponder())
        let lines = try keysListed(on: form, in: screen)
        for title in [form.strings.formWords.save, form.strings.formWords.cancel] {
            #expect(lines.contains { $0.hasSuffix(title) }, "\(title)")
        }
        #expect(!form.isDirty)
    }
}
