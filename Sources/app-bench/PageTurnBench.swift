import PaydayApp
import Terminal

/// A page turn of the home screen: ← and the first frame of the slide to a month not shown
/// before (its cards on screen computed, and one payslip a workplace for the title's net),
/// then → back to a month already shown (its cards kept: layout and draw only), and one frame
/// of the slide. Each run starts a fresh app so every ← meets a month not yet computed.
func pageTurnFigures(session: PaydaySession, size: TerminalSize, repeats: Int) -> [String] {
    var newMonthTurns: [Double] = []
    var shownMonthTurns: [Double] = []
    var slideFrames: [Double] = []
    for _ in 0..<max(repeats, 5) {
        let app = HeadlessPaydayApp(session: session, size: size)
        _ = app.renderFrame()
        newMonthTurns.append(seconds {
            app.handle(.key(.left))
            _ = app.renderFrame()
        })
        while app.isAnimating {
            app.advance(by: 1.0 / 60.0)
            slideFrames.append(seconds { _ = app.renderFrame() })
        }
        shownMonthTurns.append(seconds {
            app.handle(.key(.right))
            _ = app.renderFrame()
        })
        while app.isAnimating {
            app.advance(by: 1.0 / 60.0)
            slideFrames.append(seconds { _ = app.renderFrame() })
        }
    }
    return [
        "page turn: ← to a month not shown yet + first frame, median of \(newMonthTurns.count): \(milliseconds(median(newMonthTurns)))",
        "page turn: → to a month shown before + first frame, median of \(shownMonthTurns.count): \(milliseconds(median(shownMonthTurns)))",
        "page turn: one slide frame, median of \(slideFrames.count): \(milliseconds(median(slideFrames)))",
    ]
}
