/// Where time comes from, in seconds from an arbitrary fixed origin: the one clock a screen runs
/// on. The run loop paces frames and timers by it, a window's animations begin and end on it, and
/// an app that shows the time reads it, so a test that moves one clock moves all of them.
///
/// `MonotonicClock` is the system's; `ManualClock` moves only when told to (tests, headless
/// rendering, benchmarks).
public protocol TimeSource: AnyObject {
    /// Seconds since the clock's origin. Never decreases.
    var now: Double { get }
}
