/// A reference that reads its object while the object lives and nil from the start of its end,
/// as a weak reference reads, without being one: the object clears it in its `deinit`.
///
/// A constraint's items and engine, an item's variables' owner and a DSL chain's item were weak
/// references, as UIKit's are. The first weak reference to an object moves its reference counts
/// to a side table, after which every retain and release of the object takes the runtime's slow
/// path; every view with a constraint, and the engine, paid it on each of the many retains of a
/// layout pass. Instead the object makes one `LiveReference` to itself when first asked
/// (`LayoutItem.liveReference`, `LayoutEngine.liveReference`), everything that would hold it
/// weakly holds that strongly, and the object's `deinit` sets `object` to nil.
///
/// Invariant: `object` is nil or a live object (or one whose `deinit` is running: a view's own
/// `deinit` clears it first, a layout guide's and an engine's before anything else they do).
final class LiveReference<Object: AnyObject> {
    /// The object, nil once it has ended. Not counted (the object's `deinit` clears it).
    @exclusivity(unchecked) unowned(unsafe) var object: Object?

    init(_ object: Object) { self.object = object }

    /// The reference kept in `stored` for `object`, made and kept there the first time.
    static func of(_ object: Object, keptIn stored: inout LiveReference<Object>?) -> LiveReference<Object> {
        if let reference = stored { return reference }
        let reference = LiveReference(object)
        stored = reference
        return reference
    }
}
