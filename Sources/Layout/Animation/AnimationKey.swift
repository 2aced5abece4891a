/// Names one animatable property of one object: a view's frame, a table's content offset.
/// Holds the object's identity, not the object, so an animation never keeps a view alive; whoever
/// discards the object cancels its animations (`Animator.cancelAnimations(of:)`).
public struct AnimationKey: Hashable, CustomStringConvertible {
    public let object: ObjectIdentifier
    public let property: String

    public init(_ object: AnyObject, _ property: String) {
        self.object = ObjectIdentifier(object)
        self.property = property
    }

    public var description: String { "\(property) of \(object)" }
}
