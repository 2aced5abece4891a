import Canvas

/// What the run loop drives: an app that handles events and renders frames.
///
/// Time: the run loop and the app read one clock. An app that needs the time (an animation, a
/// timer, a live clock on screen) is given, when it is made, the clock the run loop is given,
/// and reads `now` from it; a `WindowHost`'s window animates on that clock. So a test that steps
/// a `ManualClock` steps the frames, the animations and the timers together, and no call hands
/// the app a time of its own.
public protocol TerminalApp: AnyObject {
    /// Updates the app for one event.
    func handle(_ event: Event)
    /// Lays out at `canvas`'s size and draws into it (the canvas starts blank), as of the
    /// clock's time now.
    func render(into canvas: inout Canvas)
    /// True while something animates: the loop then renders a frame every frame interval
    /// instead of waiting for input.
    var wantsFrame: Bool { get }
    /// True when the app is done; the loop returns after the current step.
    var shouldQuit: Bool { get }
    /// The smallest screen the app can lay out on; below it the loop shows a short message.
    var minimumSize: TerminalSize { get }
    /// The lines of that message, in the app's language: what is needed and what there is.
    func tooSmallMessage(minimum: TerminalSize, have: TerminalSize) -> [String]
    /// The keys that end the app. While the screen is too small for it, these are the only
    /// keys the loop hands over (the worker cannot see what the others would change). Ctrl-C
    /// always ends the loop, listed or not.
    var quitKeys: Set<Key> { get }
    /// Where the terminal's own cursor should be after the last rendered frame, or nil to hide
    /// it: a text field puts it at its insertion point, so an input method composes there.
    /// Read after each `render`.
    var cursorPosition: CellPosition? { get }
    /// The time, on the run loop's clock, at which the app wants `wake()` though nothing happened
    /// (a minute boundary for a live clock); nil for none. The loop waits for input until then, no longer,
    /// so a timer costs nothing between its firings.
    var nextWakeTime: Double? { get }
    /// File descriptors the loop waits on together with input (a file watcher's inotify
    /// descriptor): when one is readable, the loop calls `wake()`. Read before each wait.
    var watchedDescriptors: [Int32] { get }
    /// The wake time came, or a watched descriptor is readable: the app looks at what changed
    /// (it must read a readable descriptor, or the loop wakes again at once).
    func wake()
    /// Texts the app copied since the last call (a text view's Alt-C), oldest first: the loop
    /// puts each on the terminal's clipboard (`Backend.copyToClipboard`) before the next frame.
    func takeClipboardWrites() -> [String]
}

extension TerminalApp {
    public var minimumSize: TerminalSize { TerminalSize(width: 1, height: 1) }
    public func tooSmallMessage(minimum: TerminalSize, have: TerminalSize) -> [String] {
        TerminalTooSmall.english(minimum: minimum, have: have)
    }
    public var quitKeys: Set<Key> { [] }
    public var cursorPosition: CellPosition? { nil }
    public var nextWakeTime: Double? { nil }
    public var watchedDescriptors: [Int32] { [] }
    public func wake() {}
    public func takeClipboardWrites() -> [String] { [] }
}

/// The too-small screen's lines when the app gives none of its own.
public enum TerminalTooSmall {
    public static func english(minimum: TerminalSize, have: TerminalSize) -> [String] {
        ["Terminal too small", "need \(minimum.width)x\(minimum.height), have \(have.width)x\(have.height)"]
    }
}
