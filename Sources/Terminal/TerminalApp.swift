import Canvas

/// What the run loop drives: an app that handles events and renders frames. The app knows
/// the time only through the values passed in, so a test can step it.
public protocol TerminalApp: AnyObject {
    /// Updates the app for one event. `time` is the run loop's clock, in seconds.
    func handle(_ event: Event, at time: Double)
    /// Lays out at `canvas`'s size and draws into it (the canvas starts blank).
    func render(into canvas: inout Canvas, at time: Double)
    /// True while something animates: the loop then renders a frame every frame interval
    /// instead of waiting for input.
    var wantsFrame: Bool { get }
    /// True when the app is done; the loop returns after the current step.
    var shouldQuit: Bool { get }
    /// The smallest screen the app can lay out on; below it the loop shows a short message.
    var minimumSize: TerminalSize { get }
}

extension TerminalApp {
    public var minimumSize: TerminalSize { TerminalSize(width: 1, height: 1) }
}
