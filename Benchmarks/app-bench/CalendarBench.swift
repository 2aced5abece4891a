import PaydayApp
import Terminal

/// Opening the month calendar (`c` and the first frame) and the payslip screen (`p` and its first
/// frame) of the selected workplace, each closed again with Esc between runs; a page of the
/// calendar (↓ a week into the next month and the frame) too. Each computes one workplace's
/// figures, so the medians should not grow with the file.
func overlayScreenFigures(session: PaydaySession, size: TerminalSize, repeats: Int) -> [String] {
    let app = BenchApp(session: session, size: size)
    _ = app.renderFrame()
    var calendarOpens: [Double] = []
    var monthTurns: [Double] = []
    var payslipOpens: [Double] = []
    for _ in 0..<max(repeats, 5) {
        calendarOpens.append(
            seconds {
                app.handle(.key(.character("c")))
                _ = app.renderFrame()
            })
        // Six weeks down always crosses into the next month.
        for _ in 0..<5 { app.handle(.key(.down)) }
        monthTurns.append(
            seconds {
                app.handle(.key(.down))
                _ = app.renderFrame()
            })
        app.handle(.key(.escape))
        payslipOpens.append(
            seconds {
                app.handle(.key(.character("p")))
                _ = app.renderFrame()
            })
        app.handle(.key(.escape))
        _ = app.renderFrame()
    }
    return [
        "calendar: c + first frame, median of \(calendarOpens.count): \(milliseconds(median(calendarOpens)))",
        "calendar: a week down into the next month + frame, median of \(monthTurns.count): \(milliseconds(median(monthTurns)))",
        "payslip: p + first frame, median of \(payslipOpens.count): \(milliseconds(median(payslipOpens)))",
    ]
}
