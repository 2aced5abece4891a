/// The frame-change observer behind `View.animate`: while an animation block runs, `View.setFrame`
/// reports each view's first model-frame change here (`FrameChangeObserver`), with the frame and
/// presentation frame it had before. The animator then compares only the views that changed, instead of recording
/// every view of its scope before the block and comparing them all after it.
///
/// A view that joins a tree or stops being hidden inside the block is an arrival: it and its
/// subtree appear in place, as they did when only the views shown before the block were
/// compared. So does a view whose first change came while it or an ancestor was hidden.
///
/// Bound for the block through `FrameChangeObservation` (task-local, no global state), which
/// hands it out only on the thread that bound it: views belong to the thread that runs the
/// window, so a child task elsewhere records nothing rather than racing, which makes
/// `@unchecked Sendable` sound.
final class FrameChangeRecording: FrameChangeObserver, @unchecked Sendable {
    struct Change {
        let view: View
        /// The model frame before the block.
        let frame: Rect
        /// What was on screen before the block: where an animation starts.
        let presentation: Rect
        /// Whether the view was drawn (not hidden, nor under a hidden ancestor) at its first change.
        let wasShown: Bool
    }

    private(set) var changes: [Change] = []
    private var recorded: Set<ObjectIdentifier> = []
    /// Views that joined a tree or were unhidden in the block, held so identifiers stay unique.
    private var arrivals: [ObjectIdentifier: View] = [:]

    /// Runs `body` with a new recording open and returns it.
    static func record(_ body: () -> Void) -> FrameChangeRecording {
        let recording = FrameChangeRecording()
        FrameChangeObservation.observing(with: recording, body)
        return recording
    }

    /// Called by `View.setFrame` before the model frame changes; only the first change counts.
    func frameWillChange(of view: View, from frame: Rect) {
        guard recorded.insert(ObjectIdentifier(view)).inserted else { return }
        changes.append(
            Change(
                view: view, frame: frame, presentation: view.presentationFrame,
                wasShown: Self.isShown(view)))
    }

    /// Called when `view` joins a superview or stops being hidden inside the block.
    func viewDidArrive(_ view: View) { arrivals[ObjectIdentifier(view)] = view }

    /// The changes to animate in `root`'s tree: views shown before, whose model frame differs
    /// now, still shown under `root`, not arrivals nor inside one.
    func changes(toAnimateIn root: View?) -> [Change] {
        guard let root else { return [] }
        return changes.filter { change in
            change.wasShown && change.view.frame != change.frame && isSettledAndShown(change.view, below: root)
        }
    }

    private static func isShown(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return false }
            current = candidate.superview
        }
        return true
    }

    /// True when neither `view` nor an ancestor up to `root` is hidden or arrived in the block,
    /// and `root` is one of its ancestors (or itself).
    private func isSettledAndShown(_ view: View, below root: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden || arrivals[ObjectIdentifier(candidate)] != nil { return false }
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }
}
