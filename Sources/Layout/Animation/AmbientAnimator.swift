#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The task-local binding behind `Animator.current`. Task locals must be `Sendable`; views and
/// animators are not (they belong to the thread that runs the window). The binding is immutable
/// and hands its animator out only on the thread that made it, so a child task on another
/// thread sees no animator (and animates nothing) instead of racing with the window: that is the
/// invariant that makes `@unchecked Sendable` sound here.
final class AmbientAnimator: @unchecked Sendable {
    @TaskLocal static var binding: AmbientAnimator?

    private let owner: Animator
    private let thread = pthread_self()

    init(_ owner: Animator) { self.owner = owner }

    var animator: Animator? { pthread_equal(thread, pthread_self()) != 0 ? owner : nil }
}
