import Layout
import Terminal

/// The run loop's time source as a window's animation clock, so input, frames and animation
/// read one time.
public final class RunLoopClock: LayoutClock {
    public let source: TimeSource

    public init(_ source: TimeSource) { self.source = source }

    public var now: Double { source.now }
}
