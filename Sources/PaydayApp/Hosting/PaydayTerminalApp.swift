import Layout
import TerminalHosting
import Terminal

/// The adapter between the layout engine's `Window` and the terminal's run loop: events go to
/// the home screen; each frame lays out at the screen's size and draws (the window steps its
/// own animator first, so animations' values are what is drawn). Asks for frames only while
/// the window wants one (something animates), so an idle app waits on input.
final class PaydayTerminalApp: TerminalApp {
    let window: Window
    let home: HomeViewController

    /// Below this the run loop shows its too-small message: a card needs its border, a line of
    /// header and its chevron, with the title and hint lines around.
    static let minimumSize = TerminalSize(width: 30, height: 8)

    /// Time enough for any animation the app starts to end (headless rendering waits this long
    /// after each key).
    static let longestAnimation = max(TableView.batchUpdateDuration, TableView.scrollAnimationDuration) * 2

    init(session: PaydaySession, size: TerminalSize, clock: TimeSource, logSink: @escaping (String) -> Void) {
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)),
                        clock: RunLoopClock(clock), logSink: logSink)
        window.animationsEnabled = session.animations == .full
        home = HomeViewController(cards: session.cards, today: session.today, strings: session.strings,
                                  dataFile: session.dataFile, isDemo: session.isDemo)
        window.rootViewController = home
    }

    /// A resize ends every running animation at its end state before the new size is laid
    /// out: an animation runs between frames computed at the old size, so letting it go on
    /// would draw the next frames at the old width (cards without their right border, a blank
    /// band). The first frame after a resize is the app at rest at the new size.
    func handle(_ event: Event, at time: Double) {
        if case .resize(let size) = event {
            if let root = window.rootViewController?.view { window.animator.cancelAnimations(of: root) }
            window.size = Size(width: Double(size.width), height: Double(size.height))
        }
        home.handle(event)
    }

    func render(into canvas: inout Canvas, at time: Double) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }

    var wantsFrame: Bool { window.needsFrame }
    var shouldQuit: Bool { home.wantsToQuit }
    var minimumSize: TerminalSize { Self.minimumSize }
    var quitKeys: Set<Key> { HomeViewController.quitKeys }
}
