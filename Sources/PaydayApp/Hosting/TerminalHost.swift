import Layout
import Payroll
import Terminal
import TerminalHosting

/// The adapter between the layout engine's `Window` and the terminal's run loop.
///
/// - Keys become `KeyPress`es for the window's responder chain (a focused text field first,
///   then the sheet or screen, then the home screen's key commands); a paste goes to the
///   focused field whole; a click goes to the window while a sheet is up or a screen is pushed
///   over the home screen, else to the home screen (select, fold). The terminal's cursor is
///   where the focused field's insertion point is, so an input method composes there.
/// - The window's root is a `NavigationController` whose root is the home screen: `s` (and the
///   calendar's Enter) push a shift list with the navigation's slide and title bar.
/// - Each frame lays out at the screen's size and draws (the window steps its own animator
///   first); frames are asked for only while something animates or the title's net of a
///   month with many workplaces is still being counted (a slice a frame).
/// - Two event sources besides input: the next minute boundary of the wall clock while a card
///   shows a live line (nothing runs in between), and the data file's folder through inotify,
///   so another process's save shows at once.
final class PaydayTerminalApp: TerminalApp {
    let window: Window
    let navigation: NavigationController
    let home: HomeViewController
    let data: AppData
    private var watcher: FileWatcher?
    /// Set once the work left for after the first frame is done (`finishStarting()`).
    private var hasFinishedStarting = false

    /// Below this the run loop shows its too-small message: a card needs its border, a line of
    /// header and its chevron, with the title and hint lines around.
    static let minimumSize = TerminalSize(width: 30, height: 8)

    /// Time enough for any animation the app starts to end (headless rendering waits this long
    /// after each key).
    static let longestAnimation =
        max(
            TableView.batchUpdateDuration, TableView.scrollAnimationDuration,
            ViewController.transitionDuration) * 2

    init(session: PaydaySession, size: TerminalSize, clock: any TimeSource, logSink: @escaping (String) -> Void) {
        window = Window(
            size: Size(width: Double(size.width), height: Double(size.height)),
            clock: clock, logSink: logSink)
        window.animationsEnabled = session.animations == .full
        data = AppData(session: session, clock: clock)
        home = HomeViewController(data: data)
        navigation = NavigationController(rootViewController: home)
        navigation.backKeyCommandTitle = session.strings.backTitle
        window.rootViewController = navigation
    }

    /// What the first frame does not need, done once it is drawn: the run loop asks what to
    /// watch only after drawing it, and before reading the first key. The store reads the file
    /// itself (its copy to compare the disk with at a save) and the watcher starts: adding an
    /// inotify watch takes milliseconds on a crowded folder.
    private func finishStarting() {
        guard !hasFinishedStarting else { return }
        hasFinishedStarting = true
        data.openStore()
        startWatching()
    }

    /// Watches the data file when the app changes it and wakes on its own (a folder that does
    /// not exist yet is watched after the first save creates it).
    private func startWatching() {
        guard watcher == nil, data.session.wakesOnItsOwn, data.store != nil else { return }
        watcher = FileWatcher(path: data.session.dataFile)
    }

    /// A resize ends every running animation at its end state before the new size is laid
    /// out: an animation runs between frames computed at the old size, so letting it go on
    /// would draw the next frames at the old width (cards without their right border, a blank
    /// band). The first frame after a resize is the app at rest at the new size.
    func handle(_ event: Event) {
        // A host that never asks what to watch (the headless app) finishes the start here.
        finishStarting()
        switch event {
        case .resize(let size):
            if let root = window.rootViewController?.view { window.animator.cancelAnimations(of: root) }
            window.size = Size(width: Double(size.width), height: Double(size.height))
            // The whole window lays out at the new size first (the home screen sits inside the
            // navigation's content area), then the home screen keeps its selection in view.
            window.layoutIfNeeded()
            if isHomeOnTop { home.handle(event) }
        case .key(let key):
            window.pressKey(KeyPress(key))
        case .paste(let text):
            window.pasteText(text)
        case .mouse(let mouse):
            if !isHomeOnTop || window.topPresentedViewController !== navigation {
                if mouse.kind == .press, mouse.button == .left {
                    window.click(at: Point(x: Double(mouse.x), y: Double(mouse.y)))
                }
            } else {
                home.handle(event)
            }
        case .focusGained, .focusLost:
            break
        }
        startWatching()
    }

    /// Whether the home screen shows, with no screen pushed over it.
    private var isHomeOnTop: Bool { navigation.topViewController === home }

    func render(into canvas: inout Canvas) {
        home.continueCountingTotal()
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }

    /// While something animates, and while the title's net of a new month is being counted.
    var wantsFrame: Bool { window.needsFrame || home.isCountingTotal }
    var shouldQuit: Bool { home.wantsToQuit }
    var minimumSize: TerminalSize { Self.minimumSize }
    var quitKeys: Set<Key> { HomeViewController.quitKeys }
    var cursorPosition: CellPosition? { window.cursorPosition }

    // MARK: Event sources

    /// The next minute boundary while a card shows a live line; otherwise none (idle is idle).
    var nextWakeTime: Double? {
        guard data.session.wakesOnItsOwn, data.isClockedIn else { return nil }
        return data.nextMinute(after: window.clock.now)
    }

    /// The first call finishes the start (`finishStarting()`), after the first frame.
    var watchedDescriptors: [Int32] {
        finishStarting()
        return watcher.map { [$0.descriptor] } ?? []
    }

    func wake() {
        if let watcher, watcher.takeChanges() { home.dataFileDidChange() }
        home.clockDidTick()
    }
}
