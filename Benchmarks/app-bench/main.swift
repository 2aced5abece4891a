// The app's frame costs for bench/app.sh: start to first frame, one frame of an unfold, one
// selection move, a page turn between months, on a data file given on the command line. Prints figures; asserts nothing.
import Foundation
import PaydayApp
import Payroll
import Terminal

/// Seconds taken by `body`, on the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }

let arguments = CommandLine.arguments.dropFirst()
guard let dataFile = arguments.first else {
    FileHandle.standardError.write(Data("usage: app-bench DATA.json [REPEATS]\n".utf8))
    exit(2)
}
let repeats = arguments.dropFirst().first.flatMap(Int.init) ?? 10
let size = TerminalSize(width: 80, height: 24)

func loadSession() throws -> PaydaySession {
    PaydaySession.start(
        try LoadedData.load(named: dataFile, demo: false, rates: nil, environment: [:]),
        today: LocalDate(iso: "2026-11-21"), language: .english, animations: .full)
}

do {
    // Start to first frame: load and check the data, build the window, compute the cards on
    // screen and the first slice of the title's net, lay out and draw 80x24. The app is taken apart after the timing (closing its file
    // watcher alone waits milliseconds in the kernel): a real start never pays for that.
    var cardCount = 0
    let starts = try (0..<repeats).map { _ in
        var app: BenchApp?
        let time = try seconds {
            let session = try loadSession()
            // The workplaces counted, not their cards: the app computes only those on screen.
            cardCount = session.file.workplaces.count
            app = BenchApp(session: session, size: size)
            _ = app?.renderFrame()
        }
        app = nil
        return time
    }
    let session = try loadSession()

    // One frame of an unfold: the frames between Enter and the end of the animation, over
    // several unfolds and folds.
    let app = BenchApp(session: session, size: size)
    _ = app.renderFrame()
    // What the run loop does after drawing the first frame: the store's read and the watcher
    // are set up then, before the first key, and are not part of what a key costs.
    _ = app.watchedDescriptors
    var animationFrames: [Double] = []
    var toggles: [Double] = []
    for _ in 0..<max(repeats, 4) {
        toggles.append(timedKey(.enter, in: app, animationFrames: &animationFrames))
    }

    // One selection move: a key and the frame after it, down through the cards (scrolling).
    var moves: [Double] = []
    for _ in 0..<min(200, max(cardCount - 1, 1)) {
        moves.append(
            seconds {
                app.handle(.key(.down))
                _ = app.renderFrame()
            })
    }
    // End: a jump to the last card and the frame after it, first from where the moves left
    // the selection (one run, the figure kept since the first app bench), then from the first
    // card (Home, not timed) a few times, so each jump brings a screenful of other cards into view.
    let endAfterMoves = seconds {
        app.handle(.key(.end))
        _ = app.renderFrame()
    }
    var ends: [Double] = []
    for _ in 0..<max(repeats, 5) {
        app.handle(.key(.home))
        _ = app.renderFrame()
        ends.append(
            seconds {
                app.handle(.key(.end))
                _ = app.renderFrame()
            })
    }

    print("workplaces: \(cardCount)")
    print(
        "start to first frame (load + layout + draw, 80x24), median of \(starts.count): \(milliseconds(median(starts)))"
    )
    print("unfold: Enter + first frame, median of \(toggles.count): \(milliseconds(median(toggles)))")
    print("unfold: one animation frame, median of \(animationFrames.count): \(milliseconds(median(animationFrames)))")
    print("selection move (key + frame), median of \(moves.count): \(milliseconds(median(moves)))")
    print("End (jump to the last card + frame): \(milliseconds(endAfterMoves))")
    print("End from the first card (jump + frame), median of \(ends.count): \(milliseconds(median(ends)))")
    print("layout log messages: \(app.layoutLog.count)")
    for line in try startBreakdown(
        dataFile: dataFile, session: session, size: size, repeats: repeats, loadSession: loadSession)
    { print(line) }
    for line in overlayScreenFigures(session: session, size: size, repeats: repeats) { print(line) }
    for line in pageTurnFigures(session: session, size: size, repeats: repeats) { print(line) }

    // The workplace form (a file the app may change; the demo is read-only): `n` and the first
    // frame of the sheet, then one keystroke in its name field and the frame after it.
    if !session.isDemo {
        var opens: [Double] = []
        var keystrokes: [Double] = []
        for _ in 0..<max(repeats, 5) {
            let formApp = BenchApp(session: session, size: size)
            _ = formApp.renderFrame()
            _ = formApp.watchedDescriptors
            opens.append(
                seconds {
                    formApp.handle(.key(.character("n")))
                    _ = formApp.renderFrame()
                })
            while formApp.isAnimating {
                formApp.advance(by: 1.0 / 60.0)
                _ = formApp.renderFrame()
            }
            for character in "편의점 Night Mart 24" {
                keystrokes.append(
                    seconds {
                        formApp.handle(.key(character == " " ? .space : .character(character)))
                        _ = formApp.renderFrame()
                    })
            }
        }
        print("workplace form: n + first frame, median of \(opens.count): \(milliseconds(median(opens)))")
        print(
            "workplace form: keystroke in a field + frame, median of \(keystrokes.count): \(milliseconds(median(keystrokes)))"
        )
    }
} catch {
    FileHandle.standardError.write(Data("app-bench: \(error)\n".utf8))
    exit(1)
}
