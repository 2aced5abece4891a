/// Names one animatable property of one object: a view's frame, a table's content offset.
/// Holds the object's identity, not the object, so an animation never keeps a view alive; whoever
/// discards the object cancels its animations (`Animator.cancelAnimations(of:)`).
public struct AnimationKey: Hashable, CustomStringConvertible {
    /// The identity of the animated object.
    public let object: ObjectIdentifier
    /// The animated property's name, such as `"frame"`.
    public let property: String

    /// The key of `property` of `object`; keeps `object`'s identity only, not the object.
    public init(_ object: AnyObject, _ property: String) {
        self.object = ObjectIdentifier(object)
        self.property = property
    }

    /// The property and the object's identity, for messages and debugging.
    public var description: String { "\(property) of \(object)" }
}
