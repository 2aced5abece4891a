/// Hears about each frame of an `Animator`: a table or scroll view applies its animated scrolling.
public protocol AnimatorObserver: AnyObject {
    /// Called after each `step()`, once the animated views show their frames at the clock's time.
    func animatorDidStep(_ animator: Animator)
}
