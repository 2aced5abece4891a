import Layout
import Terminal

/// The run loop's time source as a window's animation clock, so input, frames and animation
/// read one time.
public final class RunLoopClock: LayoutClock {
    /// The run loop's time.
    public let source: TimeSource

    /// A window clock reading `source`.
    public init(_ source: TimeSource) { self.source = source }

    /// `source`'s time.
    public var now: Double { source.now }
}
