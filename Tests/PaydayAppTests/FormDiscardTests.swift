import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// Leaving a form with something typed asks first; choosing Discard closes the form and runs
/// its cancel handler. With reduced motion the form is released the moment it is dismissed (no
/// animation holds it), so the alert's handler must hold it itself: it once read it after it was
/// gone and ended the app.
@Suite struct FormDiscardTests {
    @Test(arguments: [AnimationMode.none, .full], ["n", "e", "a"] as [Character])
    func discardClosesTheFormAndTheAppGoesOn(animations: AnimationMode, key: Character) throws {
        let file = try RecordingWorkTests.temporaryFile()
        var session = try RecordingWorkTests.session(file: file)
        session.animations = animations
        let (screen, scene) = AppTestSupport.open(session)
        RecordingWorkTests.addWorkplace("Cafe", to: screen)
        let saved = try RecordingWorkTests.onDisk(file)

        screen.pressKeys(.character(key))
        // Held weakly, as nothing but the presentation holds a form.
        weak let form = screen.window.topPresentedViewController as? FormController
        #expect(form != nil, "\(key) opens a form")
        var cancelled = false
        form?.onCancel = { cancelled = true }
        // Ctrl-U clears the focused field (a name, or the date of a shift), then a digit.
        screen.pressKeys(.control("u"), .character("1"))
        #expect(form?.isDirty == true)
        // Esc asks; Tab moves from Keep editing to Discard; Enter chooses it.
        screen.pressKeys(.escape)
        #expect(screen.window.topPresentedViewController is AlertController)
        screen.pressKeys(.tab, .enter)

        #expect(cancelled)
        if animations == .none { #expect(form == nil, "released at once") }
        #expect(screen.window.topPresentedViewController === scene.navigation, "no sheet left")
        #expect(try RecordingWorkTests.onDisk(file) == saved, "nothing saved")
        // The app goes on: the home screen has its keys.
        screen.pressKeys(.character("q"))
        #expect(scene.wantsToQuit)
    }
}
