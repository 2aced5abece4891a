import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// Where the keys go when a form or a dialog opens: every form opens on its first field (the
/// worker's `W` form once opened on its dependants), and in a dialog Tab and ←/→ move between
/// the buttons, Enter choosing the one reached.
@Suite struct FormAndDialogFocusTests {
    /// A file with Cafe (added through the `n` form), its form keys' home screen open.
    private func home() throws -> (HeadlessWindow, String) {
        let file = try RecordingWorkTests.temporaryFile()
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        RecordingWorkTests.addWorkplace("Cafe", to: screen)
        return (screen, file)
    }

    /// `n` (new workplace), `e` (edit it), `a` (new shift), `W` (the worker), `S` then `a` (a
    /// schedule entry): each form's focused control is its first row's; Esc closes it untouched.
    @Test(arguments: [["n"], ["e"], ["a"], ["W"], ["S", "a"]] as [[Character]])
    func everyFormOpensOnItsFirstField(keys: [Character]) throws {
        let (screen, _) = try home()
        for key in keys { screen.pressKeys(.character(key)) }
        let form = try #require(screen.window.topPresentedViewController as? FormController, "\(keys) opens a form")
        let first = try #require(form.rows.first?.control)
        #expect(screen.window.firstResponder === first, "\(keys): \(form.title ?? "")")
        screen.pressKeys(.escape)
        #expect(!(screen.window.topPresentedViewController is FormController), "\(keys): closed")
    }

    /// The question Esc asks on a form with something typed (Keep editing, Discard): from Keep
    /// editing, → reaches Discard and ← comes back, Tab reaches Discard; Enter chooses the one
    /// focused. Keep editing leaves the form open with what was typed; Discard closes it and
    /// the file is as it was.
    @Test func tabAndTheArrowsMoveBetweenADialogsButtons() throws {
        let (screen, file) = try home()
        let saved = try RecordingWorkTests.onDisk(file)
        screen.pressKeys(.character("a"), .control("u"), .character("1"))
        let form = try #require(screen.window.topPresentedViewController as? FormController)

        // → then ←: back on Keep editing; Enter keeps the form.
        screen.pressKeys(.escape)
        #expect(screen.window.topPresentedViewController is AlertController)
        screen.pressKeys(.right, .left, .enter)
        #expect(screen.window.topPresentedViewController === form, "kept editing")
        #expect(form.isDirty)

        // →: Discard; Enter closes the form.
        screen.pressKeys(.escape)
        #expect(screen.window.topPresentedViewController is AlertController)
        screen.pressKeys(.right, .enter)
        #expect(!(screen.window.topPresentedViewController is FormController), "discarded with →")

        // Tab: Discard too.
        screen.pressKeys(.character("a"), .control("u"), .character("1"), .escape)
        #expect(screen.window.topPresentedViewController is AlertController)
        screen.pressKeys(.tab, .enter)
        #expect(!(screen.window.topPresentedViewController is FormController), "discarded with Tab")
        #expect(try RecordingWorkTests.onDisk(file) == saved, "nothing saved")
    }
}
