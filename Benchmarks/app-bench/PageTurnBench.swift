import PaydayApp
import Terminal

/// Page turns of the home screen, each run on a fresh app: the first ← of a session (it also
/// makes the second page's table and cells); a second ← to a month not shown yet (its cards
/// on screen computed, and the first `totalSlice` (250) workplaces' payslips of the title's
/// net); → back to a month shown before (its cards kept: layout and draw only); and the frames
/// after each (the slide, and the rest of the title's net, 250 workplaces a frame).
func pageTurnFigures(session: PaydaySession, size: TerminalSize, repeats: Int) -> [String] {
    var firstTurns: [Double] = []
    var newMonthTurns: [Double] = []
    var shownMonthTurns: [Double] = []
    var frames: [Double] = []
    for _ in 0..<max(repeats, 5) {
        let app = BenchApp(session: session, size: size)
        _ = app.renderFrame()
        // As the run loop does after the first frame: the start finishes (the store reads the
        // file, the watcher starts) before the first key, so no turn below pays for it.
        _ = app.watchedDescriptors
        // The first turn of a session also makes the second page's table and cells.
        firstTurns.append(timedKey(.left, in: app, animationFrames: &frames))
        newMonthTurns.append(timedKey(.left, in: app, animationFrames: &frames))
        shownMonthTurns.append(timedKey(.right, in: app, animationFrames: &frames))
    }
    return [
        "page turn: the first ← of a session + first frame, median of \(firstTurns.count): \(milliseconds(median(firstTurns)))",
        "page turn: ← to a month not shown yet + first frame, median of \(newMonthTurns.count): \(milliseconds(median(newMonthTurns)))",
        "page turn: → to a month shown before + first frame, median of \(shownMonthTurns.count): \(milliseconds(median(shownMonthTurns)))",
        "page turn: one frame after it (the slide; past 250 workplaces, 250 more of the title's net), median of "
            + "\(frames.count): \(milliseconds(median(frames))), slowest \(milliseconds(frames.max() ?? .nan))",
    ]
}

/// Seconds taken by `key` and the frame after it; then the frames of what it set moving, one
/// each 1/60 s on the app's clock, each frame's seconds added to `animationFrames`.
func timedKey(_ key: Key, in app: BenchApp, animationFrames: inout [Double]) -> Double {
    let taken = seconds {
        app.handle(.key(key))
        _ = app.renderFrame()
    }
    while app.isAnimating {
        app.advance(by: 1.0 / 60.0)
        animationFrames.append(seconds { _ = app.renderFrame() })
    }
    return taken
}
